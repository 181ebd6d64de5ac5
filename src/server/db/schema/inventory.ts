import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
  // the list's filters and sorts at a million items (docs/performance.md#items): itemGroup sorted by name,
  // sort=name, itemCode as a prefix (LIKE needs pattern ops under a non-C collation), name contains (trigrams)
  index('items_company_group_name_idx').on(t.companyId, sql`lower(${t.itemGroup})`, sql`lower(${t.name})`, t.id),
  index('items_company_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
  index('items_company_code_prefix_idx').on(t.companyId, sql`lower(${t.itemCode}) text_pattern_ops`),
  index('items_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  // sort=createdAt: the key paginate() sorts timestamps by
  index('items_company_created_idx').on(t.companyId, sql`date_trunc('milliseconds', ${t.createdAt} AT TIME ZONE 'UTC')`, t.id),
  check('items_valuation_method', sql`${t.valuationMethod} IN ('MAVG', 'FIFO', 'LIFO', 'STANDARD')`),
  check('items_standard_cost', sql`${t.valuationMethod} <> 'STANDARD' OR ${t.standardCost} IS NOT NULL`),
]);

/**
 * How many items a company has per item group (compared ignoring case, as the list's
 * itemGroup filter does): the list's totalElements without a scan. Kept by statement triggers
 * on items (migration 0010); nothing else writes it.
 */
export const itemGroupCounts = pgTable('item_group_counts', {
  companyId: uuid('company_id').notNull().references(() => companies.id),
  groupKey: text('group_key').notNull(),
  items: integer('items').notNull(),
}, (t) => [primaryKey({ columns: [t.companyId, t.groupKey] })]);

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
