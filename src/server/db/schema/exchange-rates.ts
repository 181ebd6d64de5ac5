import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns';
import { companies, currencies } from './core';
import { journalEntries } from './accounting';
import { users } from './auth';

/**
 * Exchange rates (decisions §13 "Exchange rates"): per company, 1 unit of `from` costs `rate`
 * units of `to` from `date` on, until a later rate of the pair. Exact: NUMERIC as typed.
 */
export const exchangeRates = pgTable('exchange_rates', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  fromCurrencyId: uuid('from_currency_id').notNull().references(() => currencies.id),
  toCurrencyId: uuid('to_currency_id').notNull().references(() => currencies.id),
  rate: numeric('rate', { mode: 'string' }).notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  ...timestamps,
  ...version,
}, (t) => [
  // one rate per pair and day; "the latest on or before a date" reads this index backwards
  uniqueIndex('exchange_rates_pair_date_key').on(t.companyId, t.fromCurrencyId, t.toCurrencyId, t.date),
  index('exchange_rates_company_date_idx').on(t.companyId, t.date),
  check('exchange_rates_rate', sql`${t.rate} > 0`),
  check('exchange_rates_pair', sql`${t.fromCurrencyId} <> ${t.toCurrencyId}`),
]);

/**
 * Unrealized exchange differences posted at a date (decisions §13 "Exchange rates"): the entry
 * on the date and its reversal on the next day. `lines` keeps what was revalued, as answered.
 */
export const exchangeRevaluations = pgTable('exchange_revaluations', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  number: text('number').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  /** Σ of the differences in the base currency: positive a gain, negative a loss. */
  difference: numeric('difference', { mode: 'string' }).notNull(),
  lines: jsonb('lines').notNull(),
  journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id),
  reversalJournalEntryId: uuid('reversal_journal_entry_id').references(() => journalEntries.id),
  createdBy: uuid('created_by').references(() => users.id),
  ...timestamps,
  ...version,
}, (t) => [
  uniqueIndex('exchange_revaluations_number_key').on(t.number),
  index('exchange_revaluations_company_date_idx').on(t.companyId, t.date, t.id),
]);
