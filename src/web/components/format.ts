/** Intl formatting for the user's locale; money is formatted by `money/money.ts` (`<Money>`, `useFormatMoney`). */
const locale = typeof navigator !== 'undefined' ? navigator.language : 'en-US';

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(locale).format(value);
}

export function formatDate(iso: string | null | undefined): string {
  return iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)) : '—';
}

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '—';
}

const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
const units: [Intl.RelativeTimeFormatUnit, number][] = [['year', 31_536_000], ['month', 2_592_000], ['day', 86_400], ['hour', 3_600], ['minute', 60]];

export function formatRelative(iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return 'never';
  const seconds = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(Math.round(seconds), 'second');
}

/** A calendar day (`YYYY-MM-DD`) as written: no time zone shifts it to the day before. */
export function formatDay(day: string | null | undefined): string {
  return day ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`)) : '—';
}

/** An enum value for people: `NON_CURRENT` -> `Non current`. */
export function formatEnum(value: string | null | undefined): string {
  if (!value) return '—';
  const words = value.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
