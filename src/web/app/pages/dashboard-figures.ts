/**
 * The dashboard's plain helpers (no decimal.js, no Mantine: the dashboard loads with the shell).
 * Figures are only shown, never added up, so the contract's JSON numbers are formatted as they are.
 */
const locale = typeof navigator !== 'undefined' ? navigator.language : 'en-US';

/** An amount in the company's currency, the locale's way (Intl's own decimals for the currency). */
export function formatFigure(amount: number, currency: string, loc = locale): string {
  try {
    return new Intl.NumberFormat(loc, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** `2026-11` → "Nov 2026" (long: "November 2026"). */
export function monthLabel(month: string, long = false, loc = locale): string {
  const [year, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(loc, { month: long ? 'long' : 'short', year: long ? 'numeric' : '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, m! - 1, 1)));
}

/** The first and last day of a `YYYY-MM` month, for a link to what was posted in it. */
export function monthRange(month: string): { fromDate: string; toDate: string } {
  const [year, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year!, m!, 0)).getUTCDate();
  return { fromDate: `${month}-01`, toDate: `${month}-${String(last).padStart(2, '0')}` };
}

/** A bar's share of the largest value, in percent (at least a sliver for anything above zero). */
export function barPercent(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.max(2, Math.round((value / max) * 100));
}

/** Open sales orders are approved ones not yet completed, closed or cancelled: drafts (approved or not) are not orders yet. */
export function openOrdersOf<S extends { status: string; count: number }>(byStatus: S[]): { statuses: S[]; count: number } {
  const statuses = byStatus.filter((s) => s.status !== 'DRAFT');
  return { statuses, count: statuses.reduce((sum, s) => sum + s.count, 0) };
}
