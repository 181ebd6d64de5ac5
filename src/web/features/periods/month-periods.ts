import { formatDay, userLocale } from '../../components/format';

/**
 * The calendar months of a fiscal year as periods, which of them are taken, and what a period
 * form should warn about (a MONTH that is not a calendar month, a name that contradicts the dates).
 * Days are `YYYY-MM-DD`.
 */
export type MonthSpan = { name: string; firstDay: string; lastDay: string };
type Day = string;

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const ym = (day: Day) => day.slice(0, 7);
const monthNames = (locale: string) => Array.from({ length: 12 }, (_, i) => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, i, 1))));

/** "November 2026": the name the console gives a month's period (English, as the console's texts). */
export function monthPeriodName(year: number, month: number): string {
  return `${monthNames('en-US')[month - 1]} ${year}`;
}

/** Every calendar month a fiscal year touches, clipped to the year's first and last day. */
export function monthsOfYear(year: { startDate: Day; endDate: Day }): MonthSpan[] {
  const months: MonthSpan[] = [];
  let [y, m] = year.startDate.split('-').map(Number) as [number, number];
  while (`${y}-${pad(m)}` <= ym(year.endDate)) {
    const first = `${y}-${pad(m)}-01`;
    const last = `${y}-${pad(m)}-${pad(lastDayOf(y, m))}`;
    months.push({ name: monthPeriodName(y, m), firstDay: first < year.startDate ? year.startDate : first, lastDay: last > year.endDate ? year.endDate : last });
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return months;
}

/** The months of the year no existing period overlaps. */
export function freeMonths(year: { startDate: Day; endDate: Day }, taken: { firstDay: Day; lastDay: Day }[]): MonthSpan[] {
  return monthsOfYear(year).filter((month) => !taken.some((p) => p.firstDay <= month.lastDay && month.firstDay <= p.lastDay));
}

/** The month a new period should be: the first free one from today's month on, else the year's first free one. */
export function nextFreeMonth(year: { startDate: Day; endDate: Day }, taken: { firstDay: Day; lastDay: Day }[], today: Day): MonthSpan | undefined {
  const free = freeMonths(year, taken);
  return free.find((month) => month.lastDay >= today.slice(0, 8) + '01') ?? free[0];
}

/** What looks wrong with a period before it is saved; saving is still allowed. */
export function periodWarnings(period: { name?: string; periodType?: string; firstDay?: Day; lastDay?: Day }, locale = userLocale): string[] {
  const { name = '', periodType, firstDay, lastDay } = period;
  if (!firstDay || !lastDay || firstDay > lastDay) return [];
  const warnings: string[] = [];
  const [fy, fm] = firstDay.split('-').map(Number) as [number, number];
  if (periodType === 'MONTH' && (!firstDay.endsWith('-01') || lastDay !== `${fy}-${pad(fm)}-${pad(lastDayOf(fy, fm))}`)) {
    warnings.push(`A monthly period usually covers one calendar month, from its first to its last day; this one runs from ${formatDay(firstDay, locale)} to ${formatDay(lastDay, locale)}.`);
  }
  // The months and years the dates cover, against those the name mentions.
  const covered = new Set<string>();
  for (let [y, m] = [fy, fm]; `${y}-${pad(m)}` <= ym(lastDay); [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1]) covered.add(`${y}-${m}`);
  const coveredMonths = new Set([...covered].map((k) => Number(k.split('-')[1])));
  const coveredYears = new Set([...covered].map((k) => Number(k.split('-')[0])));
  const words = name.toLocaleLowerCase(locale);
  const named = new Set<number>();
  for (const names of [monthNames('en-US'), monthNames(locale)]) {
    names.forEach((monthName, i) => {
      if (new RegExp(`(^|[^\\p{L}])${monthName.toLocaleLowerCase(locale)}($|[^\\p{L}])`, 'u').test(words)) named.add(i + 1);
    });
  }
  const namedYears = [...name.matchAll(/(?<!\d)(\d{4})(?!\d)/g)].map((match) => Number(match[1]));
  const wrongMonth = [...named].some((m) => !coveredMonths.has(m));
  const wrongYear = namedYears.some((y) => !coveredYears.has(y));
  if (wrongMonth || wrongYear) warnings.push(`The name "${name}" does not match the dates, ${formatDay(firstDay, locale)} to ${formatDay(lastDay, locale)}.`);
  return warnings;
}
