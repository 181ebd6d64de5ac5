/**
 * Intl formatting for the user's locale; money is formatted by `money/money.ts` (`<Money>`, `useFormatMoney`).
 * Dates have one format everywhere (forms, tables, palette, messages): the locale's numeric day,
 * e.g. 11/23/2026 (en-US), 23.11.2026 (de-DE), 23/11/2026 (fr-FR), the order people type them in.
 */
export const userLocale = typeof navigator !== 'undefined' ? navigator.language : 'en-US';
const locale = userLocale;

const dayOptions = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormatOf = (loc: string) => {
  let format = dayFormats.get(loc);
  if (!format) dayFormats.set(loc, (format = new Intl.DateTimeFormat(loc, { ...dayOptions, timeZone: 'UTC' })));
  return format;
};
const sampleDay = new Date(Date.UTC(2026, 10, 23));

/** The order of day, month and year in the locale's numeric dates. */
export function dayOrder(loc = locale): ('day' | 'month' | 'year')[] {
  return dayFormatOf(loc).formatToParts(sampleDay).flatMap((p) => (p.type === 'day' || p.type === 'month' || p.type === 'year' ? [p.type] : []));
}

/** The locale's numeric day as a pattern, for placeholders: "MM/DD/YYYY", "DD.MM.YYYY". */
export function datePattern(loc = locale): string {
  const tokens: Record<string, string> = { day: 'DD', month: 'MM', year: 'YYYY' };
  return dayFormatOf(loc).formatToParts(sampleDay).map((p) => tokens[p.type] ?? p.value).join('');
}

/** 23 November 2026 written the locale's way, for hints: "11/23/2026". */
export const dateExample = (loc = locale) => dayFormatOf(loc).format(sampleDay);

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** The day of an instant, in the user's time zone. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? new Intl.DateTimeFormat(locale, dayOptions).format(new Date(iso)) : '—';
}

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? new Intl.DateTimeFormat(locale, { ...dayOptions, hour: '2-digit', minute: '2-digit' }).format(new Date(iso)) : '—';
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
export function formatDay(day: string | null | undefined, loc = locale): string {
  return day ? dayFormatOf(loc).format(new Date(`${day.slice(0, 10)}T00:00:00Z`)) : '—';
}

/** An enum value for people: `NON_CURRENT` -> `Non current`. */
export function formatEnum(value: string | null | undefined): string {
  if (!value) return '—';
  const words = value.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An id in few characters, for a label where the full id is too long: its last eight. Ids are
 * time-ordered UUIDs (v7), whose first characters are the moment they were made, so records made
 * within a minute of each other share them; the last eight are random.
 */
export const shortId = (id: string) => id.slice(-8);
