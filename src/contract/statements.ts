import { z } from 'zod';
import { calendarDate, pageOf, pageQuery, uuid } from './common';
import { accountType } from './accounts';
import { journalSource } from './journal-entries';

/**
 * Financial statements (decisions §13 "Statements"; docs/accounting.md "Statements"): profit and
 * loss, balance sheet and general ledger, all in the company's base currency.
 */

export const statementComparisons = ['none', 'previous-period', 'previous-year'] as const;
export const statementCompare = z.enum(statementComparisons).default('none')
  .describe('A second column: the period just before (of the same length; a balance sheet: a month before) or the same dates a year before');
export type StatementCompare = (typeof statementComparisons)[number];

export const profitAndLossQuery = z.object({
  companyIdString: uuid.optional().describe('Your default company when omitted'),
  fromDate: calendarDate,
  toDate: calendarDate,
  compare: statementCompare,
}).refine((q) => q.toDate >= q.fromDate, { path: ['toDate'], message: 'must not be before fromDate' });
export type ProfitAndLossQuery = z.infer<typeof profitAndLossQuery>;

export const balanceSheetQuery = z.object({
  companyIdString: uuid.optional().describe('Your default company when omitted'),
  asOf: calendarDate,
  compare: statementCompare,
});
export type BalanceSheetQuery = z.infer<typeof balanceSheetQuery>;

export const statementColumn = z.object({
  label: z.string().describe('current, or the comparison\'s name'),
  fromDate: calendarDate.nullable().describe('null for a balance sheet (everything up to toDate)'),
  toDate: calendarDate,
});

/**
 * A line of the account tree: an account with its amounts (one per column), groups with the sum
 * of what is under them. Signs read naturally: income and expense, assets, liabilities and equity
 * each positive on their usual side.
 */
export const statementRow = z.object({
  accountIdString: uuid.nullable().describe('null for a line the statement adds (the current year\'s unclosed profit in equity)'),
  accountNumber: z.string().nullable(),
  name: z.string(),
  type: accountType,
  level: z.number().int().describe('0 for a top-level account, 1 under it, ...'),
  isGroup: z.boolean(),
  amounts: z.array(z.number()).describe('One per column: [current] or [current, compared]'),
});
export type StatementRow = z.infer<typeof statementRow>;

const profitAndLossTotals = {
  totalIncome: z.number(),
  totalCostOfGoodsSold: z.number().describe('The expense under the COST_OF_GOODS_SOLD default account'),
  grossProfit: z.number().describe('totalIncome − totalCostOfGoodsSold'),
  totalExpense: z.number().describe('Every expense, cost of goods sold included'),
  netProfit: z.number().describe('totalIncome − totalExpense'),
};

export const profitAndLoss = z.object({
  companyIdString: uuid,
  currency: z.string().describe('The company\'s base currency'),
  fromDate: calendarDate,
  toDate: calendarDate,
  compare: z.enum(statementComparisons),
  columns: z.array(statementColumn),
  rows: z.array(statementRow).describe('Income and expense accounts with an amount in a column, and the groups above them, in account-number order'),
  ...profitAndLossTotals,
  compared: z.object(profitAndLossTotals).nullable().describe('The totals of the comparison column'),
});
export type ProfitAndLoss = z.infer<typeof profitAndLoss>;

const balanceSheetTotals = {
  totalAssets: z.number(),
  totalLiabilities: z.number(),
  totalEquity: z.number().describe('Equity accounts plus the unclosed profit: totalAssets = totalLiabilities + totalEquity'),
  unclosedProfit: z.number().describe('Income less expense not yet closed into retained earnings'),
};

export const balanceSheet = z.object({
  companyIdString: uuid,
  currency: z.string(),
  asOf: calendarDate,
  compare: z.enum(statementComparisons),
  columns: z.array(statementColumn),
  rows: z.array(statementRow),
  ...balanceSheetTotals,
  compared: z.object(balanceSheetTotals).nullable(),
});
export type BalanceSheet = z.infer<typeof balanceSheet>;

const accountNumberBound = z.string().trim().min(1).max(20);

export const generalLedgerQuery = pageQuery.extend({
  companyIdString: uuid.optional().describe('Your default company when omitted'),
  accountIdString: uuid.optional().describe('One account of the company that takes postings; without it, every account of the number range'),
  fromAccountNumber: accountNumberBound.optional().describe('Without accountIdString: the range\'s first account number (inclusive); the chart\'s first when omitted'),
  toAccountNumber: accountNumberBound.optional().describe('Without accountIdString: the range\'s last account number (inclusive); the chart\'s last when omitted'),
  fromDate: calendarDate,
  toDate: calendarDate,
}).refine((q) => q.toDate >= q.fromDate, { path: ['toDate'], message: 'must not be before fromDate' })
  .refine((q) => !q.accountIdString || (q.fromAccountNumber === undefined && q.toAccountNumber === undefined),
    { path: ['fromAccountNumber'], message: 'an account range does not go with accountIdString' })
  .refine((q) => q.fromAccountNumber === undefined || q.toAccountNumber === undefined || q.fromAccountNumber <= q.toAccountNumber,
    { path: ['toAccountNumber'], message: 'must not be before fromAccountNumber' });
export type GeneralLedgerQuery = z.infer<typeof generalLedgerQuery>;

export const generalLedgerLine = z.object({
  id: z.string().describe('The ledger line'),
  accountIdString: uuid,
  accountNumber: z.string(),
  accountName: z.string(),
  postingDate: calendarDate,
  entryId: uuid,
  entryNumber: z.string(),
  reference: z.string(),
  source: journalSource,
  sourceId: uuid.nullable(),
  partyName: z.string().nullable().describe('The customer or supplier of the invoice, bill or payment that posted it'),
  description: z.string().nullable(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number().describe('The running balance of the line\'s account after the line, debit positive'),
});
export type GeneralLedgerLine = z.infer<typeof generalLedgerLine>;

export const generalLedgerAccount = z.object({
  accountIdString: uuid,
  accountNumber: z.string(),
  name: z.string(),
  openingBalance: z.number().describe('Debit positive, before fromDate'),
  debit: z.number().describe('Posted from fromDate to toDate'),
  credit: z.number().describe('Posted from fromDate to toDate'),
  closingBalance: z.number().describe('Debit positive, at the end of toDate'),
});
export type GeneralLedgerAccount = z.infer<typeof generalLedgerAccount>;

export const generalLedger = pageOf(generalLedgerLine).extend({
  companyIdString: uuid,
  accountIdString: uuid.nullable().describe('The account asked for; null for a range'),
  accountNumber: z.string().nullable().describe('null for a range'),
  name: z.string().nullable().describe('null for a range'),
  fromAccountNumber: z.string().nullable(),
  toAccountNumber: z.string().nullable(),
  currency: z.string().describe('The company\'s base currency'),
  fromDate: calendarDate,
  toDate: calendarDate,
  openingBalance: z.number().describe('Debit positive, before fromDate; of a range, the sum of its accounts'),
  closingBalance: z.number().describe('Debit positive, at the end of toDate; of a range, the sum of its accounts'),
  accounts: z.array(generalLedgerAccount).describe('Each account of the ledger with a balance or a posting in the range, in number order (the one asked for always), unpaged'),
});
export type GeneralLedger = z.infer<typeof generalLedger>;

export const fiscalYearClose = z.object({
  retainedEarningsAccountIdString: uuid.nullish().describe('The equity account income and expense are closed into; the default RETAINED_EARNINGS account when omitted'),
}).nullish();
export type FiscalYearClose = z.input<typeof fiscalYearClose>;
