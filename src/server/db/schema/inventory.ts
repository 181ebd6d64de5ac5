import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { money, timestamps, version } from './columns';
import { companies, currencies } from './core';

/** Items (and, later, the stock ledger). */

export const items = pgTable('items', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  itemCode: text('item_code').notNull(),
  name: text('name').notNull(),
  itemGroup: text('item_group').notNull(),
  uom: text('uom').notNull(),
  valuationMethod: text('valuation_method', { enum: ['MAVG', 'FIFO', 'LIFO', 'STANDARD'] }).notNull(),
  maintainStock: boolean('maintain_stock').notNull(),
  allowNegativeStock: boolean('allow_negative_stock').notNull(),
  /** In the company base currency. */
  standardCost: money('standard_cost'),
  ...timestamps,
  ...version,
}, (t) => [
  uniqueIndex('items_company_item_code_key').on(t.companyId, sql`lower(${t.itemCode})`),
  index('items_company_group_idx').on(t.companyId, sql`lower(${t.itemGroup})`),
  check('items_valuation_method', sql`${t.valuationMethod} IN ('MAVG', 'FIFO', 'LIFO', 'STANDARD')`),
  check('items_standard_cost', sql`${t.valuationMethod} <> 'STANDARD' OR ${t.standardCost} IS NOT NULL`),
]);

/** Prices of items; the newest per item and currency is the current one, older ones are history. */
export const itemPrices = pgTable('item_prices', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  itemId: uuid('item_id').notNull().references(() => items.id),
  currencyId: uuid('currency_id').notNull().references(() => currencies.id),
  price: money('price').notNull(),
  ...timestamps,
  ...version,
}, (t) => [
  index('item_prices_item_currency_idx').on(t.itemId, t.currencyId, t.createdAt, t.id),
  index('item_prices_company_created_idx').on(t.companyId, t.createdAt),
  check('item_prices_price', sql`${t.price} >= 0`),
]);
