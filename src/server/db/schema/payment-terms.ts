import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns';
import { companies } from './core';

/**
 * Payment terms (decisions §13): a document of a party with terms is due `due_days` after its
 * posting date, then on the last day of that month when `end_of_month`.
 */
export const paymentTerms = pgTable('payment_terms', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  name: text('name').notNull(),
  dueDays: integer('due_days').notNull(),
  endOfMonth: boolean('end_of_month').notNull().default(false),
  ...timestamps,
  ...version,
}, (t) => [
  uniqueIndex('payment_terms_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  check('payment_terms_due_days', sql`${t.dueDays} BETWEEN 0 AND 3650`),
]);
