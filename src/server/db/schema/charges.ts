import { sql } from 'drizzle-orm';
import { boolean, index, numeric, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounting';
import { money, timestamps, version } from './columns';
import { companies, currencies } from './core';

/** Charge configurations (interface §2.7): what an invoice charge costs and where it posts. */
export const charges = pgTable('charges', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  name: text('name').notNull(),
  description: text('description'),
  currencyId: uuid('currency_id').notNull().references(() => currencies.id),
  accountId: uuid('account_id').references(() => accounts.id),
  amount: money('amount'),
  /** 0 to 100, at most 4 decimals. */
  percentageRate: numeric('percentage_rate', { mode: 'string' }),
  flat: money('flat'),
  composite: boolean('composite').notNull().default(false),
  global: boolean('global').notNull().default(false),
  min: money('min'),
  max: money('max'),
  minimumAmount: money('minimum_amount'),
  maximumAmount: money('maximum_amount'),
  ...timestamps,
  ...version,
}, (t) => [
  uniqueIndex('charges_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  // invoices read a company's global charges in a currency
  index('charges_company_global_idx').on(t.companyId, t.currencyId).where(sql`${t.global}`),
]);

/** The charges a composite charge sums, in order (one level: a component is never composite). */
export const chargeComponents = pgTable('charge_components', {
  chargeId: uuid('charge_id').notNull().references(() => charges.id),
  position: smallint('position').notNull(),
  componentId: uuid('component_id').notNull().references(() => charges.id),
  companyId: uuid('company_id').notNull().references(() => companies.id),
}, (t) => [
  primaryKey({ columns: [t.chargeId, t.position] }),
  index('charge_components_component_idx').on(t.componentId),
]);
