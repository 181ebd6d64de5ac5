import { z } from 'zod';
import { calendarDate, uuid } from './common';
import { accountType } from './accounts';
import { defineResource } from './resource-manifest';

export const trialBalanceQuery = z
  .object({
    companyIdString: uuid.optional().describe('Your default company when omitted'),
    fromDate: calendarDate,
    toDate: calendarDate,
  })
  .refine((q) => q.toDate >= q.fromDate, { path: ['toDate'], message: 'must not be before fromDate' });
export type TrialBalanceQuery = z.infer<typeof trialBalanceQuery>;

/** Signed debit-positive amounts in the company's base currency: opening + debit - credit = closing. */
export const trialBalanceRow = z.object({
  accountId: uuid,
  accountNumber: z.string(),
  name: z.string(),
  type: accountType,
  currency: z.string().describe('The currency the account is kept in'),
  opening: z.number(),
  debit: z.number(),
  credit: z.number(),
  closing: z.number(),
  currencyClosing: z.number().describe('The closing balance in the account\'s own currency (closing itself for an account kept in the base currency)'),
});
export type TrialBalanceRow = z.infer<typeof trialBalanceRow>;

export const trialBalanceTotal = z.object({
  currency: z.string(),
  opening: z.number(),
  debit: z.number(),
  credit: z.number(),
  closing: z.number(),
  difference: z.number().describe('debit - credit of the range; zero when the books balance'),
});

export const trialBalance = z.object({
  companyIdString: uuid,
  fromDate: calendarDate,
  toDate: calendarDate,
  rows: z.array(trialBalanceRow).describe('Every account with an opening balance or movements, by account number'),
  totals: z.array(trialBalanceTotal).describe('One, in the company\'s base currency: every amount of the ledger is kept in it'),
});
export type TrialBalance = z.infer<typeof trialBalance>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const reportsResource = defineResource({ name: 'reports', access: { ACCOUNTANT: 'write' } });
