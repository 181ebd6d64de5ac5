import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns';
import { companies, currencies } from './core';

/** Suppliers (and, later, purchase orders and bills). */

export const suppliers = pgTable('suppliers', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  name: text('name').notNull(),
  currencyId: uuid('currency_id').notNull().references(() => currencies.id),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  notes: text('notes'),
  ...timestamps,
  ...version,
}, (t) => [uniqueIndex('suppliers_company_name_key').on(t.companyId, sql`lower(${t.name})`)]);
