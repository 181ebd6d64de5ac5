import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Optimistic-concurrency counter: bumped on every update, exposed as `version` and the ETag. */
const version = { version: integer('version').notNull().default(1) };

export const currencies = pgTable('currencies', {
  id: uuid('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  minorUnits: smallint('minor_units').notNull(),
});

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  baseCurrencyId: uuid('base_currency_id').notNull().references(() => currencies.id),
  fiscalYearStartMonth: smallint('fiscal_year_start_month').notNull().default(1),
  ...timestamps,
  ...version,
}, (t) => [uniqueIndex('companies_code_key').on(sql`lower(${t.code})`)]);

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
  ...timestamps,
  ...version,
}, (t) => [index('fiscal_years_company_idx').on(t.companyId, t.startDate)]);

/** Exact money: NUMERIC without a fixed scale; amounts are checked against the currency's minor units. */
const money = (column: string) => numeric(column, { mode: 'string' });

export const customers = pgTable('customers', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  taxId: text('tax_id'),
  billingAddress: text('billing_address'),
  currencyId: uuid('currency_id').notNull().references(() => currencies.id),
  notes: text('notes'),
  ...timestamps,
  ...version,
}, (t) => [uniqueIndex('customers_company_name_key').on(t.companyId, sql`lower(${t.name})`)]);

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

/** Per company and kind (JE, SO, ...): the last number handed out. Numbers are never reused. */
export const documentSequences = pgTable('document_sequences', {
  companyId: uuid('company_id').notNull().references(() => companies.id),
  kind: text('kind').notNull(),
  lastValue: bigint('last_value', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.companyId, t.kind] })]);

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
  totalDebit: money('total_debit').notNull(),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: timestamps.createdAt,
}, (t) => [
  index('journal_entries_company_date_idx').on(t.companyId, t.postingDate),
  uniqueIndex('journal_entries_reversal_of_key').on(t.reversalOfId),
  index('journal_entries_source_idx').on(t.source, t.sourceId),
]);

export const ledgerLines = pgTable('ledger_lines', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  entryId: uuid('entry_id').notNull().references(() => journalEntries.id),
  lineNumber: smallint('line_number').notNull(),
  companyId: uuid('company_id').notNull(),
  accountId: uuid('account_id').notNull().references(() => accounts.id),
  postingDate: date('posting_date', { mode: 'string' }).notNull(),
  debit: money('debit').notNull(),
  credit: money('credit').notNull(),
  description: text('description'),
}, (t) => [
  index('ledger_lines_entry_idx').on(t.entryId),
  index('ledger_lines_company_date_account_idx').on(t.companyId, t.postingDate, t.accountId),
  index('ledger_lines_account_date_idx').on(t.accountId, t.postingDate),
  check('ledger_lines_one_side', sql`(${t.debit} > 0 AND ${t.credit} = 0) OR (${t.credit} > 0 AND ${t.debit} = 0)`),
]);

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

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull(),
  defaultCompanyId: uuid('default_company_id').references(() => companies.id),
  ...timestamps,
  ...version,
}, (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)]);

export const companyMemberships = pgTable('company_memberships', {
  userId: uuid('user_id').notNull().references(() => users.id),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  createdAt: timestamps.createdAt,
}, (t) => [primaryKey({ columns: [t.userId, t.companyId] })]);

/** A row exists once the first admin has been created; the primary key makes setup race-safe. */
export const systemSetup = pgTable('system_setup', {
  id: smallint('id').primaryKey(),
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [check('system_setup_singleton', sql`${t.id} = 1`)]);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey(),
  familyId: uuid('family_id').notNull(),
  userId: uuid('user_id').notNull().references(() => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamps.createdAt,
}, (t) => [index('refresh_tokens_family_idx').on(t.familyId)]);

export const loginFailures = pgTable('login_failures', {
  /** `email:<address>` or `ip:<address>` */
  subject: text('subject').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  failures: integer('failures').notNull(),
});

export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id),
  /** The company a request made with this key acts for when it names none. */
  companyId: uuid('company_id').notNull().references(() => companies.id),
  name: text('name').notNull(),
  description: text('description'),
  keyHash: text('key_hash').notNull().unique(),
  start: text('start').notNull(),
  scopes: text('scopes').array().notNull(),
  rateLimitPerHour: integer('rate_limit_per_hour').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
  ...version,
}, (t) => [
  uniqueIndex('api_keys_active_name_key').on(t.userId, sql`lower(${t.name})`).where(sql`${t.revokedAt} IS NULL`),
]);

/**
 * Rolling-hour usage of a key: 61 one-minute buckets in a ring (minute mod 61),
 * updated under a row lock by the SQL function bos_api_key_hit.
 */
export const apiKeyUsage = pgTable('api_key_usage', {
  apiKeyId: uuid('api_key_id').primaryKey().references(() => apiKeys.id),
  baseMinute: bigint('base_minute', { mode: 'number' }).notNull().default(0),
  minuteCounts: integer('minute_counts').array().notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
});

export const idempotencyRecords = pgTable('idempotency_records', {
  principal: text('principal').notNull(),
  key: text('key').notNull(),
  requestHash: text('request_hash').notNull(),
  /** null while the first request is still in flight */
  responseStatus: integer('response_status'),
  responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
  responseBody: text('response_body'),
  createdAt: timestamps.createdAt,
}, (t) => [primaryKey({ columns: [t.principal, t.key] }), index('idempotency_created_idx').on(t.createdAt)]);
