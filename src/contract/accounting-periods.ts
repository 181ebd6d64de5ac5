import { z } from 'zod';
import { calendarDate, description, name, offsetDateTime, pageQuery, parseIsoDateTime, recordOf, uuid } from './common';
import { defineResource } from './resource-manifest';

export const periodTypes = ['WEEK', 'MONTH', 'QUARTER', 'HALF_YEAR', 'YEAR'] as const;
export const periodType = z.enum(periodTypes);
export const periodStatuses = ['OPEN', 'CLOSED'] as const;
export const periodStatus = z.enum(periodStatuses);

/** Periods take date-times with an offset, as the interface asks (§2.8). */
export { offsetDateTime };

/** The calendar date a date-time names as written, in its own offset: the day a ledger compares. */
export function writtenDate(value: string): string {
  return value.slice(0, 10);
}

/**
 * The last calendar day a period ending at `endDate` covers: the day written, or the day
 * before when the end is written as midnight (`2026-02-01T00:00:00Z` ends January).
 */
export function lastCoveredDay(endDate: string): string {
  const day = writtenDate(endDate);
  if (!/^\d{4}-\d{2}-\d{2}T00:00(:00(\.0+)?)?(Z|[+-]|$)/i.test(endDate)) return day;
  const previous = new Date(`${day}T00:00:00Z`);
  previous.setUTCDate(previous.getUTCDate() - 1);
  return previous.toISOString().slice(0, 10);
}

/** Accounting period (§2.8). */
export const accountingPeriodCreate = z
  .object({
    name,
    startDate: offsetDateTime,
    endDate: offsetDateTime,
    periodType,
    status: periodStatus.nullish().describe('OPEN (default) or CLOSED'),
    notes: description.nullish(),
    fiscalYearIdString: uuid,
    companyIdString: uuid,
  })
  .refine((v) => parseIsoDateTime(v.endDate) > parseIsoDateTime(v.startDate), { path: ['endDate'], message: 'must be after startDate' });
export type AccountingPeriodCreate = z.input<typeof accountingPeriodCreate>;

export const accountingPeriod = recordOf({
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  firstDay: calendarDate.describe('The first calendar day the period covers (startDate as written)'),
  lastDay: calendarDate.describe('The last calendar day the period covers (endDate as written; the day before when written as midnight)'),
  periodType,
  status: periodStatus,
  notes: z.string().nullable(),
  fiscalYearIdString: uuid,
  companyIdString: uuid,
  closedAt: z.string().nullable(),
});
export type AccountingPeriod = z.infer<typeof accountingPeriod>;

export const accountingPeriodListQuery = pageQuery.extend({
  companyIdString: uuid.optional(),
  fiscalYearIdString: uuid.optional(),
  periodType: periodType.optional(),
  status: periodStatus.optional(),
});
export type AccountingPeriodListQuery = z.infer<typeof accountingPeriodListQuery>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const accountingPeriodsResource = defineResource({ name: 'accounting-periods', access: { ACCOUNTANT: 'write' } });
