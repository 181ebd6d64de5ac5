import { z } from 'zod';
import { calendarDate, isoTimestamp, pageQuery, uuid } from './common';
import { defineResource } from './resource-manifest';

/**
 * Unrealized exchange differences (decisions §13 "Exchange rates"; docs/accounting.md
 * "Revaluation"): the open foreign-currency invoices, credit notes, bills and the balances of
 * accounts kept in another currency, valued at a date's rates against what the ledger carries;
 * the difference posted on that date and reversed on the next day.
 */

export const exchangeRevaluationCreate = z.object({
  companyIdString: uuid.optional().describe('Your default company when omitted'),
  date: calendarDate.describe('Revalue at the rates in force on this day (the latest on or before it); not in a CLOSED period, nor the day after it'),
});
export type ExchangeRevaluationCreate = z.input<typeof exchangeRevaluationCreate>;

export const revaluationKinds = ['RECEIVABLE', 'PAYABLE', 'ACCOUNT'] as const;

export const exchangeRevaluationLine = z.object({
  kind: z.enum(revaluationKinds).describe('An open invoice or credit note (RECEIVABLE), an open bill (PAYABLE), or an account kept in another currency (ACCOUNT)'),
  recordIdString: uuid.describe('The invoice, credit note, bill or account'),
  number: z.string().describe('Its number (an account: its account number)'),
  currencyCodeString: z.string(),
  amount: z.number().describe('What is open on the date in its currency (a credit note\'s credit negative; an account\'s balance, debit positive)'),
  rate: z.string().describe('The rate of the date: base-currency units per unit of the currency'),
  carriedBase: z.number().describe('What the ledger carries for it in the base currency'),
  revaluedBase: z.number().describe('amount × rate, rounded half away from zero to the base currency\'s minor units'),
  difference: z.number().describe('revaluedBase − carriedBase for an asset (a receivable, a debit balance); for a payable the gain when it fell'),
});
export type ExchangeRevaluationLine = z.infer<typeof exchangeRevaluationLine>;

export const exchangeRevaluation = z.object({
  id: uuid,
  number: z.string().describe('REV-<company code>-<sequence>'),
  companyIdString: uuid,
  date: calendarDate,
  baseCurrency: z.string(),
  difference: z.number().describe('The sum of the lines\' differences in the base currency: above 0 a gain, below 0 a loss'),
  lines: z.array(exchangeRevaluationLine),
  journalEntryId: uuid.nullable().describe('Posted on the date to the default UNREALIZED_EXCHANGE account; null when every difference is 0'),
  reversalJournalEntryId: uuid.nullable().describe('Its reversal, posted on the next day'),
  createdBy: uuid.nullable(),
  createdAt: isoTimestamp,
});
export type ExchangeRevaluation = z.infer<typeof exchangeRevaluation>;

export const exchangeRevaluationListQuery = pageQuery.extend({
  companyIdString: uuid.optional().describe('Your default company when omitted'),
  fromDate: calendarDate.optional(),
  toDate: calendarDate.optional(),
});
export type ExchangeRevaluationListQuery = z.infer<typeof exchangeRevaluationListQuery>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const exchangeRevaluationsResource = defineResource({ name: 'exchange-revaluations', access: { ACCOUNTANT: 'write' } });
