import { statementComparisons, type StatementCompare } from '../../../contract/statements';
import { datePresets, type DatePreset, type DayRange } from '../../components/data-table/date-presets';
import { formatDay } from '../../components/format';

/**
 * The dates of the statements: the presets they offer, the months of the chart, the comparison
 * in the URL and the links from a figure to the general ledger. Days are `YYYY-MM-DD`.
 */
type Year = { startDate: string; endDate: string };

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const dayBefore = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  if (d > 1) return `${y}-${pad(m)}-${pad(d - 1)}`;
  return m === 1 ? `${y - 1}-12-31` : `${y}-${pad(m - 1)}-${pad(lastDayOf(y, m - 1))}`;
};

/** The fiscal year covering `today`, and the latest one that ended before it. */
export function fiscalYearsAround(today: string, years: Year[]) {
  const current = years.find((y) => y.startDate <= today && today <= y.endDate) ?? null;
  const last = years.filter((y) => y.endDate < today).sort((a, b) => b.endDate.localeCompare(a.endDate))[0] ?? null;
  return { current, last };
}

/** A profit and loss's ranges: this month, last month, this quarter, year to date, this fiscal year and the last one (when the company has them). */
export function rangePresets(today: string, years: Year[]): DatePreset[] {
  const { current, last } = fiscalYearsAround(today, years);
  const presets = datePresets(today, current);
  if (current && current.startDate !== `${today.slice(0, 4)}-01-01`) presets.push({ label: 'Fiscal year to date', range: { fromDate: current.startDate, toDate: today } });
  if (last) presets.push({ label: 'Last fiscal year', range: { fromDate: last.startDate, toDate: last.endDate } });
  return presets;
}

/** A balance sheet's days: today, the end of last month, of last quarter and of the last fiscal year. */
export function asOfPresets(today: string, years: Year[]): { label: string; day: string }[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const quarterStart = `${y}-${pad(Math.floor((m - 1) / 3) * 3 + 1)}-01`;
  const { last } = fiscalYearsAround(today, years);
  return [
    { label: 'Today', day: today },
    { label: 'End of last month', day: dayBefore(`${y}-${pad(m)}-01`) },
    { label: 'End of last quarter', day: dayBefore(quarterStart) },
    ...(last ? [{ label: 'End of last fiscal year', day: last.endDate }] : []),
  ];
}

/**
 * The calendar months of a range, each clipped to it, at most `max` (the latest ones): the
 * columns of the income and expense chart.
 */
export function monthsOfRange({ fromDate, toDate }: DayRange, max = 12): (DayRange & { month: string })[] {
  const months: (DayRange & { month: string })[] = [];
  let [y, m] = fromDate.split('-').map(Number) as [number, number];
  while (`${y}-${pad(m)}` <= toDate.slice(0, 7)) {
    const first = `${y}-${pad(m)}-01`;
    const last = `${y}-${pad(m)}-${pad(lastDayOf(y, m))}`;
    months.push({ month: `${y}-${pad(m)}`, fromDate: first < fromDate ? fromDate : first, toDate: last > toDate ? toDate : last });
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return months.slice(-max);
}

/** The comparison the URL names; anything else is none. */
export const compareOf = (value: string | null): StatementCompare =>
  (statementComparisons as readonly string[]).includes(value ?? '') ? (value as StatementCompare) : 'none';

export const compareLabels: Record<StatementCompare, string> = { none: 'None', 'previous-period': 'Previous period', 'previous-year': 'Previous year' };

/** A column's heading: the range of a profit and loss, the day of a balance sheet, with the comparison's name. */
export function columnHeading(column: { label: string; fromDate: string | null; toDate: string }, locale?: string): string {
  const dates = column.fromDate ? `${formatDay(column.fromDate, locale)} – ${formatDay(column.toDate, locale)}` : `As of ${formatDay(column.toDate, locale)}`;
  const name = compareLabels[column.label as StatementCompare];
  return column.label === 'current' || !name ? dates : `${name}: ${dates}`;
}

/** The first day a balance sheet's figure counts from in the general ledger: every posting up to its day. */
export const EARLIEST_DAY = '0001-01-01';

/**
 * Where a figure leads: the general ledger of its account over the figure's range (a balance
 * sheet's column has no start: from the company's first fiscal year, or the earliest day).
 */
export function ledgerHref(accountId: string, column: { fromDate: string | null; toDate: string }, firstDay: string = EARLIEST_DAY): string {
  const params = new URLSearchParams({ accountIdString: accountId, fromDate: column.fromDate ?? firstDay, toDate: column.toDate });
  return `/reports/general-ledger?${params}`;
}
