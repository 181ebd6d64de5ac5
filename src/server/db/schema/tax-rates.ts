import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounting';
import { money, timestamps, version } from './columns';
import { companies } from './core';

/**
 * Tax rates (decisions §13): a percentage per company with the accounts its tax posts to,
 * sales tax credited to `sales_account_id`, purchase tax debited to `purchase_account_id`.
 */
export const taxRates = pgTable('tax_rates', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  name: text('name').notNull(),
  /** As typed ("19.00" stays "19.00"): NUMERIC without a fixed scale. */
  ratePercent: numeric('rate_percent', { mode: 'string' }).notNull(),
  salesAccountId: uuid('sales_account_id').notNull().references(() => accounts.id),
  purchaseAccountId: uuid('purchase_account_id').notNull().references(() => accounts.id),
  ...timestamps,
  ...version,
}, (t) => [
  uniqueIndex('tax_rates_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  check('tax_rates_rate_percent', sql`${t.ratePercent} >= 0 AND ${t.ratePercent} <= 100`),
]);

/**
 * A taxed line's columns (invoice, sales order, purchase order and bill lines): the rate, its
 * percentage when the line was priced (a posted document keeps it whatever the rate becomes)
 * and the line's tax, rounded half away from zero to the currency's minor units.
 */
export const lineTax = () => ({
  taxRateId: uuid('tax_rate_id').references(() => taxRates.id),
  taxPercent: numeric('tax_percent', { mode: 'string' }),
  taxAmount: money('tax_amount').notNull().default('0'),
});

/** The check every taxed line table carries: a rate and its percentage together, the tax never negative. */
export const lineTaxCheck = (name: string, t: { taxRateId: unknown; taxPercent: unknown; taxAmount: unknown }) =>
  check(name, sql`(${t.taxRateId} IS NULL) = (${t.taxPercent} IS NULL) AND ${t.taxAmount} >= 0 AND (${t.taxRateId} IS NOT NULL OR ${t.taxAmount} = 0)`);
