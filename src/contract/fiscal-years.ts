import { z } from 'zod';
import { calendarDate, name, pageQuery, recordOf, uuid } from './common';
import { defineResource } from './resource-manifest';

export const fiscalYearCreate = z
  .object({
    name,
    startDate: calendarDate,
    endDate: calendarDate,
    companyIdString: uuid.optional().describe('Your default company when omitted'),
  })
  .refine((v) => v.endDate > v.startDate, { path: ['endDate'], message: 'must be after startDate' });
export type FiscalYearCreate = z.input<typeof fiscalYearCreate>;

export const fiscalYearStatuses = ['OPEN', 'CLOSED'] as const;

export const fiscalYear = recordOf({
  name: z.string(),
  startDate: calendarDate,
  endDate: calendarDate,
  companyIdString: uuid,
  status: z.enum(fiscalYearStatuses).describe('CLOSED: its income and expense are closed into retained earnings and it takes no postings (409 period-closed)'),
  closingJournalEntryId: uuid.nullable().describe('The closing entry, while CLOSED (null when there was nothing to close)'),
  closedAt: z.string().nullable(),
});
export type FiscalYear = z.infer<typeof fiscalYear>;

export const fiscalYearListQuery = pageQuery.extend({ companyIdString: uuid.optional() });
export type FiscalYearListQuery = z.infer<typeof fiscalYearListQuery>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const fiscalYearsResource = defineResource({ name: 'fiscal-years', access: { ACCOUNTANT: 'write' } });
