/** A range of calendar days, `YYYY-MM-DD` both ends included. */
export type DayRange = { fromDate: string; toDate: string };
export type DatePreset = { label: string; range: DayRange };

const pad = (n: number) => String(n).padStart(2, '0');
const day = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const lastDayOf = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const monthRange = (y: number, m: number): DayRange => ({ fromDate: day(y, m, 1), toDate: day(y, m, lastDayOf(y, m)) });

/**
 * The ranges a date-range filter offers, around `today` (`YYYY-MM-DD`): this month, last month,
 * this quarter, year to date (the calendar year) and, when one covers today, the fiscal year.
 */
export function datePresets(today: string, fiscalYear?: { startDate: string; endDate: string } | null): DatePreset[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const [ly, lm] = m === 1 ? [y - 1, 12] : [y, m - 1];
  const q = Math.floor((m - 1) / 3) * 3 + 1;
  const presets: DatePreset[] = [
    { label: 'This month', range: monthRange(y, m) },
    { label: 'Last month', range: monthRange(ly, lm) },
    { label: 'This quarter', range: { fromDate: day(y, q, 1), toDate: day(y, q + 2, lastDayOf(y, q + 2)) } },
    { label: 'Year to date', range: { fromDate: day(y, 1, 1), toDate: today } },
  ];
  if (fiscalYear) presets.push({ label: 'This fiscal year', range: { fromDate: fiscalYear.startDate, toDate: fiscalYear.endDate } });
  return presets;
}

/** Today in the user's time zone, `YYYY-MM-DD`. */
export function todayDay(now = new Date()): string {
  return day(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** The last day of the month before `today`'s (`YYYY-MM-DD`): a month-end revaluation's usual date. */
export function endOfLastMonth(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? day(y - 1, 12, 31) : day(y, m - 1, lastDayOf(y, m - 1));
}
