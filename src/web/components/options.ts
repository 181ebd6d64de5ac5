import { formatEnum } from './format';

/** ISO 4217 codes with their names, from the browser's own data (no request needed, e.g. before sign-in). */
export function currencyCodeOptions() {
  const names = new Intl.DisplayNames([navigator.language, 'en'], { type: 'currency' });
  return Intl.supportedValuesOf('currency').map((code) => ({ value: code, label: `${code} · ${names.of(code) ?? code}` }));
}

export function monthOptions() {
  const format = new Intl.DateTimeFormat(navigator.language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: format.format(new Date(Date.UTC(2024, i, 1))) }));
}

export function monthName(month: number) {
  return new Intl.DateTimeFormat(navigator.language, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month - 1, 1)));
}

/** Select options of an enum, labelled for people. */
export function enumOptions(values: readonly string[]) {
  return values.map((value) => ({ value, label: formatEnum(value) }));
}
