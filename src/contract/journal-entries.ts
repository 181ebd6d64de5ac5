import { z } from 'zod';
import { calendarDate, isoTimestamp, pageQuery, postedBetween, toDateNotBeforeFromDate, uuid } from './common';
import { currencyCode } from './companies';
import { nonNegativeAmount } from './money';
import { documentExchangeRate } from './exchange-rates';
import { defineResource } from './resource-manifest';

/** Where a journal entry came from; later resources (invoices, payments) add their own. */
export const journalSources = ['MANUAL', 'JOURNAL_TEMPLATE', 'REVERSAL', 'STOCK_ENTRY', 'STOCK_REVALUATION', 'PURCHASE_RECEIPT', 'PURCHASE_BILL',
  'SALES_INVOICE', 'CREDIT_NOTE', 'INVOICE_CANCELLATION', 'SALES_DELIVERY', 'PAYMENT', 'EXCHANGE_REVALUATION', 'YEAR_END_CLOSING'] as const;
export const journalSource = z.enum(journalSources);
export type JournalSource = (typeof journalSources)[number];

export const journalLineInput = z
  .object({
    accountId: uuid,
    debit: nonNegativeAmount.default(0),
    credit: nonNegativeAmount.default(0),
    description: z.string().max(500).optional(),
  })
  .refine((l) => (l.debit > 0) !== (l.credit > 0), { message: 'a line has either a debit or a credit above zero, not both', path: ['debit'] });

/** Extension: a manual journal entry. Debits and credits must balance at the currency's minor unit. */
export const journalEntryCreate = z.object({
  postingDate: calendarDate,
  reference: z.string().trim().min(1, 'is required').max(200),
  currency: currencyCode.optional().describe('ISO 4217 code of the lines\' amounts; the company base currency when omitted'),
  exchangeRate: documentExchangeRate,
  lines: z.array(journalLineInput).min(2, 'an entry has at least two lines').max(1000),
  companyIdString: uuid.optional().describe('Your default company when omitted'),
});
export type JournalEntryCreate = z.input<typeof journalEntryCreate>;

export const journalEntryReverse = z.object({
  postingDate: calendarDate.optional().describe('Date of the reversing entry; the original entry\'s date when omitted'),
  reference: z.string().trim().min(1).max(200).optional(),
});
export type JournalEntryReverse = z.input<typeof journalEntryReverse>;

export const journalLine = z.object({
  lineNumber: z.number().int(),
  accountId: uuid,
  accountNumber: z.string(),
  accountName: z.string(),
  debit: z.number().describe('In the company\'s base currency'),
  credit: z.number().describe('In the company\'s base currency'),
  currencyDebit: z.number().describe('In the entry\'s currency (debit itself in the base currency; 0 on an exchange difference)'),
  currencyCredit: z.number().describe('In the entry\'s currency'),
  description: z.string().nullable(),
});
export type JournalLine = z.infer<typeof journalLine>;

export const journalEntry = z.object({
  id: uuid,
  entryNumber: z.string().describe('JE-<company code>-<sequence>'),
  postingDate: calendarDate,
  reference: z.string(),
  currency: z.string().describe('ISO 4217 code of the document or entry posted; its lines carry currencyDebit and currencyCredit in it'),
  exchangeRate: z.string().describe('Base-currency units per unit of currency ("1" in the base currency)'),
  baseCurrency: z.string().describe('The company\'s base currency: debit, credit and the totals are in it'),
  source: journalSource,
  sourceId: uuid.nullable().describe('The record that posted it (the journal template, the reversed entry, ...)'),
  reversalOfId: uuid.nullable(),
  reversedById: uuid.nullable(),
  totalDebit: z.number().describe('In the base currency'),
  totalCredit: z.number().describe('In the base currency'),
  lines: z.array(journalLine),
  companyIdString: uuid,
  createdBy: uuid.nullable(),
  createdAt: isoTimestamp,
});
export type JournalEntry = z.infer<typeof journalEntry>;

export const journalEntryListQuery = pageQuery.extend({
  companyIdString: uuid.optional(),
  ...postedBetween,
  accountId: uuid.optional().describe('Entries with a line on this account'),
  source: journalSource.optional(),
  reference: z.string().max(200).optional().describe('Part of the reference or the entry number'),
}).refine(...toDateNotBeforeFromDate);
export type JournalEntryListQuery = z.infer<typeof journalEntryListQuery>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const journalEntriesResource = defineResource({ name: 'journal-entries', access: { ACCOUNTANT: 'write' } });
