import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { money, timestamps, version } from './columns';
import { companies, currencies } from './core';
import { customers } from './sales';

/** The ledger: chart of accounts, fiscal years and periods, journal entries, running balances, journal templates. */

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  accountNumber: text('account_number').notNull(),
  alternateAccountNumber: text('alternate_account_number'),
  name: text('name').notNull(),
  description: text('description'),
  parentAccountId: uuid('parent_account_id').references((): AnyPgColumn => accounts.id),
  type: text('type').notNull(),
  category: text('category').notNull(),
  ledger: text('ledger').notNull().default('GL'),
  partyType: text('party_type').notNull(),
  party: text('party').notNull(),
  currencyId: uuid('currency_id').notNull().references(() => currencies.id),
  customerId: uuid('customer_id').references(() => customers.id),
  /** Which of the company's default accounts this is (RECEIVABLE, CASH, ...), if any. */
  defaultRole: text('default_role'),
  ...timestamps,
  ...version,
}, (t) => [
  uniqueIndex('accounts_company_number_key').on(t.companyId, t.accountNumber),
  uniqueIndex('accounts_company_default_role_key').on(t.companyId, t.defaultRole),
  index('accounts_parent_idx').on(t.parentAccountId),
]);

export const fiscalYears = pgTable('fiscal_years', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  name: text('name').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  /** CLOSED once its income and expense are closed into retained earnings: it takes no postings. */
  status: text('status').notNull().default('OPEN'),
  /** The closing entry while CLOSED. */
  closingJournalEntryId: uuid('closing_journal_entry_id'),
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
  ...version,
}, (t) => [
  index('fiscal_years_company_idx').on(t.companyId, t.startDate),
  check('fiscal_years_status', sql`${t.status} IN ('OPEN', 'CLOSED')`),
]);

export const accountingPeriods = pgTable('accounting_periods', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  fiscalYearId: uuid('fiscal_year_id').notNull().references(() => fiscalYears.id),
  name: text('name').notNull(),
  startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }).notNull(),
  /** The calendar days the period covers, as its start and end were written: what postings compare. */
  firstDay: date('first_day', { mode: 'string' }).notNull(),
  lastDay: date('last_day', { mode: 'string' }).notNull(),
  periodType: text('period_type').notNull(),
  status: text('status').notNull().default('OPEN'),
  notes: text('notes'),
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
  ...version,
}, (t) => [
  index('accounting_periods_company_days_idx').on(t.companyId, t.firstDay, t.lastDay),
  check('accounting_periods_status', sql`${t.status} IN ('OPEN', 'CLOSED')`),
]);

/** Posted journal entries: written only by postJournalEntry, never updated or deleted. */
export const journalEntries = pgTable('journal_entries', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  entryNumber: text('entry_number').notNull().unique(),
  postingDate: date('posting_date', { mode: 'string' }).notNull(),
  currencyId: uuid('currency_id').notNull().references(() => currencies.id),
  reference: text('reference').notNull(),
  source: text('source').notNull(),
  sourceId: uuid('source_id'),
  reversalOfId: uuid('reversal_of_id'),
  /** In the company's base currency, as the lines' debit and credit. */
  totalDebit: money('total_debit').notNull(),
  /** Base-currency units per unit of `currency_id` (1 for an entry in the base currency); decisions §13 "Exchange rates". */
  exchangeRate: money('exchange_rate').notNull().default('1'),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: timestamps.createdAt,
}, (t) => [
  index('journal_entries_company_date_idx').on(t.companyId, t.postingDate),
  // sort=reference: the list orders text by lower(), then the id tiebreak (orderByFromSort)
  index('journal_entries_company_reference_idx').on(t.companyId, sql`lower(${t.reference})`, t.id),
  uniqueIndex('journal_entries_reversal_of_key').on(t.reversalOfId),
  index('journal_entries_source_idx').on(t.source, t.sourceId),
  // reference=term (contains, ignoring case, on the reference or the entry number): trigram indexes (pg_trgm, migration 0009)
  index('journal_entries_reference_trgm_idx').using('gin', sql`${t.reference} gin_trgm_ops`),
  index('journal_entries_entry_number_trgm_idx').using('gin', sql`${t.entryNumber} gin_trgm_ops`),
]);

export const ledgerLines = pgTable('ledger_lines', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  entryId: uuid('entry_id').notNull().references(() => journalEntries.id),
  lineNumber: smallint('line_number').notNull(),
  companyId: uuid('company_id').notNull(),
  accountId: uuid('account_id').notNull().references(() => accounts.id),
  postingDate: date('posting_date', { mode: 'string' }).notNull(),
  /** In the company's base currency: what balances, reports and the trial balance add up. */
  debit: money('debit').notNull(),
  credit: money('credit').notNull(),
  /**
   * The same line in the entry's currency when that is not the base currency (0 on an exchange
   * difference); null in a base-currency entry, whose lines are in that currency already.
   */
  currencyDebit: money('currency_debit'),
  currencyCredit: money('currency_credit'),
  description: text('description'),
}, (t) => [
  index('ledger_lines_entry_idx').on(t.entryId),
  index('ledger_lines_company_date_account_idx').on(t.companyId, t.postingDate, t.accountId),
  index('ledger_lines_account_date_idx').on(t.accountId, t.postingDate),
  check('ledger_lines_one_side', sql`(${t.debit} > 0 AND ${t.credit} = 0) OR (${t.credit} > 0 AND ${t.debit} = 0)`),
]);

/**
 * Each account's debits and credits of a day, in the base currency: the statements' sums
 * without a scan of the ledger lines. Kept by a statement trigger on ledger_lines in the
 * transaction that posts (migration 0039); nothing else writes it.
 */
export const accountDayBalances = pgTable('account_day_balances', {
  accountId: uuid('account_id').notNull().references(() => accounts.id),
  postingDate: date('posting_date', { mode: 'string' }).notNull(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  debit: money('debit').notNull(),
  credit: money('credit').notNull(),
}, (t) => [
  primaryKey({ columns: [t.accountId, t.postingDate] }),
  // a company's sums over a range, read from the index alone
  index('account_day_balances_company_date_idx').on(t.companyId, t.postingDate, t.accountId, t.debit, t.credit),
]);

/**
 * How many journal entries a company posted on a day, by source: the journal list's
 * totalElements without a scan. Kept by a statement trigger on journal_entries in the
 * transaction that posts (migration 0006); nothing else writes it.
 */
export const journalEntryDayCounts = pgTable('journal_entry_day_counts', {
  companyId: uuid('company_id').notNull().references(() => companies.id),
  postingDate: date('posting_date', { mode: 'string' }).notNull(),
  source: text('source').notNull(),
  entries: integer('entries').notNull(),
}, (t) => [primaryKey({ columns: [t.companyId, t.postingDate, t.source] })]);

/**
 * How many journal entries of a source have at least one line on an account on a day (an
 * entry with two lines on the account counts once): the list's accountId count. Kept by a
 * statement trigger on ledger_lines (migration 0006); nothing else writes it.
 */
export const accountDayEntryCounts = pgTable('account_day_entry_counts', {
  accountId: uuid('account_id').notNull().references(() => accounts.id),
  postingDate: date('posting_date', { mode: 'string' }).notNull(),
  source: text('source').notNull(),
  entries: integer('entries').notNull(),
}, (t) => [primaryKey({ columns: [t.accountId, t.postingDate, t.source] })]);

/** Running totals of every account's ledger lines, kept by postJournalEntry in the same transaction. */
export const accountBalances = pgTable('account_balances', {
  accountId: uuid('account_id').primaryKey().references(() => accounts.id),
  debit: money('debit').notNull(),
  credit: money('credit').notNull(),
});

export const journalTemplates = pgTable('journal_templates', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  type: text('type').notNull(),
  postingDate: timestamp('posting_date', { withTimezone: true, mode: 'date' }).notNull(),
  ledgerDate: date('ledger_date', { mode: 'string' }).notNull(),
  reference: text('reference').notNull(),
  amount: money('amount').notNull(),
  currencyId: uuid('currency_id').notNull().references(() => currencies.id),
  debitAccountId: uuid('debit_account_id').notNull().references(() => accounts.id),
  creditAccountId: uuid('credit_account_id').notNull().references(() => accounts.id),
  status: text('status').notNull().default('DRAFT'),
  journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id),
  copiedFromId: uuid('copied_from_id'),
  authorizedAt: timestamp('authorized_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
  ...version,
}, (t) => [
  index('journal_templates_company_idx').on(t.companyId, t.createdAt),
  check('journal_templates_status', sql`${t.status} IN ('DRAFT', 'AUTHORIZED')`),
]);
