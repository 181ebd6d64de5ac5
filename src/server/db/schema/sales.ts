import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns';
import { companies, currencies } from './core';
import { paymentTerms } from './payment-terms';

/** Customers (and, later, sales orders and invoices). */

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
  paymentTermsId: uuid('payment_terms_id').references(() => paymentTerms.id),
  ...timestamps,
  ...version,
}, (t) => [
  uniqueIndex('customers_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  index('customers_payment_terms_idx').on(t.paymentTermsId),
]);
