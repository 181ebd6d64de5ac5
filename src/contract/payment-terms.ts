import { z } from 'zod';
import { name, pageQuery, recordOf, uuid } from './common';
import { defineResource } from './resource-manifest';

/** The longest terms: ten years. */
export const DUE_DAYS_MAX = 3650;

/** Payment terms (decisions §13): create and full-replacement update payload. */
export const paymentTermsCreate = z.object({
  companyIdString: uuid.optional().describe('Owning company; your default company when omitted'),
  name: name.describe('Unique in the company, ignoring case (e.g. "Net 30")'),
  dueDays: z.number().int('must be a whole number of days').min(0).max(DUE_DAYS_MAX)
    .describe('Days after the posting date the document is due'),
  endOfMonth: z.boolean().optional().describe('Then due on the last day of that month (false when omitted)'),
});
export type PaymentTermsCreate = z.input<typeof paymentTermsCreate>;

export const paymentTermsUpdate = paymentTermsCreate;
export type PaymentTermsUpdate = z.input<typeof paymentTermsUpdate>;

export const paymentTerms = recordOf({
  companyIdString: uuid,
  name: z.string(),
  dueDays: z.number().int(),
  endOfMonth: z.boolean(),
});
export type PaymentTerms = z.infer<typeof paymentTerms>;

export const paymentTermsListQuery = pageQuery.extend({
  companyIdString: uuid.optional(),
  search: z.string().max(200).optional().describe('Part of the name, ignoring case'),
});
export type PaymentTermsListQuery = z.infer<typeof paymentTermsListQuery>;

/** A party's terms: optional on customers and suppliers; null or omitted for none. */
export const paymentTermsId = uuid.nullish().describe('The party\'s payment terms (`/payment-terms`); documents without a `dueDate` are due by them');

/**
 * The due date of a document posted on `postingDate` (YYYY-MM-DD) under terms: `dueDays` later,
 * then the last day of that month when `endOfMonth`. Calendar arithmetic in UTC, so no time zone
 * or daylight saving moves it. Null when that lies past the year 9999 (no date stores it).
 */
export function dueDateOf(postingDate: string, terms: { dueDays: number; endOfMonth: boolean }): string | null {
  const date = new Date(`${postingDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + terms.dueDays);
  if (terms.endOfMonth) date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return date.getUTCFullYear() > 9999 ? null : date.toISOString().slice(0, 10);
}

/** The resource as the central lists see it (src/contract/resources.ts). */
export const paymentTermsResource = defineResource({
  name: 'payment-terms',
  access: { everyone: 'read', ACCOUNTANT: 'write' },
});
