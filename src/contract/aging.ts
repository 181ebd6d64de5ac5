import { z } from 'zod';
import { calendarDate, uuid } from './common';

/**
 * `GET /reports/receivables-aging` and `GET /reports/payables-aging` (issue 11; docs/payments.md "Aging").
 * Open documents as of a date, bucketed by days past their due date. Amounts are what was
 * outstanding on that date, the buckets in the company's base currency (each document also in its own); the totals equal the receivable (payable) account balance less
 * unallocated party credits, which are reported on their own.
 */
export const agingBuckets = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgingBucket = (typeof agingBuckets)[number];

export const agingQuery = z.object({
  companyIdString: uuid.optional().describe('Your default company when omitted'),
  asOf: calendarDate.optional().describe('Today (UTC) when omitted'),
  partyIdString: uuid.optional().describe('Only this customer (receivables) or supplier (payables)'),
  documents: z.enum(['true', 'false'], { error: 'must be true or false' }).optional()
    .describe('false: each party\'s buckets and totals without its documents (empty lists), summed by the database; for a whole company of many open documents. Default true'),
});
export type AgingQuery = z.infer<typeof agingQuery>;

const bucketAmounts = {
  current: z.number().describe('Not yet due (due date on or after asOf)'),
  days1to30: z.number(),
  days31to60: z.number(),
  days61to90: z.number(),
  over90: z.number(),
  total: z.number().describe('Sum of the five buckets'),
};

export const agingDocument = z.object({
  documentType: z.enum(['INVOICE', 'CREDIT_NOTE', 'BILL']),
  id: uuid,
  number: z.string(),
  postingDate: z.string(),
  dueDate: z.string(),
  daysOverdue: z.number().int().describe('0 when not yet due'),
  bucket: z.enum(agingBuckets),
  currencyCodeString: z.string().describe('The document\'s currency'),
  total: z.number().describe('In the document\'s currency'),
  outstanding: z.number().describe('As of asOf, in the document\'s currency; a credit note\'s unapplied credit counts negative'),
  baseOutstanding: z.number().describe('outstanding in the company\'s base currency at the document\'s rate, as the buckets add it'),
});
export type AgingDocument = z.infer<typeof agingDocument>;

export const agingParty = z.object({
  partyIdString: uuid,
  partyName: z.string(),
  ...bucketAmounts,
  unallocatedCredit: z.number().describe('Payments not allocated to any document (reduces what the party owes or is owed)'),
  documents: z.array(agingDocument).describe('The open documents, oldest due first; empty with documents=false'),
});
export type AgingParty = z.infer<typeof agingParty>;

export const agingReport = z.object({
  companyIdString: uuid,
  asOf: calendarDate,
  currency: z.string().describe('The company base currency'),
  parties: z.array(agingParty).describe('Parties with anything open, by name'),
  totals: z.object({ ...bucketAmounts, unallocatedCredit: z.number() }),
  ledgerBalance: z.number().describe('The receivable (payable) account balance as of asOf: totals.total - totals.unallocatedCredit'),
});
export type AgingReport = z.infer<typeof agingReport>;
