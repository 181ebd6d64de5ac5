import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns';

/** Shared lists and the service's own bookkeeping: currencies, companies, document numbers, setup, settings, idempotency. */

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
  /** What documents print of the company (decisions §13 "Documents"). */
  address: text('address'),
  taxId: text('tax_id'),
  bankDetails: text('bank_details'),
  email: text('email'),
  ...timestamps,
  ...version,
}, (t) => [uniqueIndex('companies_code_key').on(sql`lower(${t.code})`)]);

/** Per company and kind (JE, SO, ...): the last number handed out. Numbers are never reused. */
export const documentSequences = pgTable('document_sequences', {
  companyId: uuid('company_id').notNull().references(() => companies.id),
  kind: text('kind').notNull(),
  lastValue: bigint('last_value', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.companyId, t.kind] })]);

/** A row exists once the first admin has been created; the primary key makes setup race-safe. */
export const systemSetup = pgTable('system_setup', {
  id: smallint('id').primaryKey(),
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [check('system_setup_singleton', sql`${t.id} = 1`)]);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
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
