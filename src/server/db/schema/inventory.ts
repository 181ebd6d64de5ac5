import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { journalEntries } from './accounting';
import { users } from './auth';
import { money, timestamps, version } from './columns';
import { companies, currencies } from './core';

/** Items, their prices and the stock ledger (decisions §9, docs/stock-valuation.md). */

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

/**
 * How many statements have written a company's items: the item list's `version` (ListSpec),
 * so a cursor page reuses its count while no item was added, removed or changed. Kept by
 * statement triggers on items (migration 0019); nothing else writes it.
 */
export const itemListVersions = pgTable('item_list_versions', {
  companyId: uuid('company_id').primaryKey().references(() => companies.id),
  changes: bigint('changes', { mode: 'number' }).notNull(),
});

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

/** An exact quantity or rate: NUMERIC without a fixed scale. */
const decimal = (column: string) => numeric(column, { mode: 'string' });

/**
 * An item's stock balance (its valuation state without the lots): one row per item that has
 * moved, created by the first movement. The stock ledger locks it (FOR UPDATE) for every
 * movement, so movements of one item serialize.
 */
export const stockBalances = pgTable('stock_balances', {
  itemId: uuid('item_id').primaryKey().references(() => items.id),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  qty: decimal('qty').notNull().default('0'),
  /** In the company base currency, at its minor units. */
  value: money('value').notNull().default('0'),
  /** The rate a shortfall goes out at (stock-valuation.ts `StockState.rate`). */
  rate: decimal('rate').notNull().default('0'),
  /** How many movements the item has had; also the seq of its last movement. */
  movements: integer('movements').notNull().default(0),
  /** The seq of the newest lot ever made (FIFO/LIFO). */
  lastLotSeq: integer('last_lot_seq').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('stock_balances_company_idx').on(t.companyId)]);

/** FIFO/LIFO lots of an item, oldest first by seq; qty negative only for the one lot of a negative balance. */
export const stockLots = pgTable('stock_lots', {
  itemId: uuid('item_id').notNull().references(() => items.id),
  seq: integer('seq').notNull(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  qty: decimal('qty').notNull(),
  rate: decimal('rate').notNull(),
}, (t) => [primaryKey({ columns: [t.itemId, t.seq] })]);

/** Every movement of stock, with what it was worth and the balance after it; never edited. */
export const stockMovements = pgTable('stock_movements', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  itemId: uuid('item_id').notNull().references(() => items.id),
  /** 1, 2, 3, ... per item: the order the movements were applied in. */
  seq: integer('seq').notNull(),
  postingDate: date('posting_date', { mode: 'string' }).notNull(),
  kind: text('kind', { enum: ['RECEIPT', 'ISSUE', 'REVALUATION'] }).notNull(),
  /** Signed: positive in, negative out, 0 for a revaluation. */
  qty: decimal('qty').notNull(),
  /** The incoming rate (receipt), the outgoing rate value / qty (issue), the new standard cost (revaluation). */
  rate: decimal('rate').notNull(),
  /** Signed change of the stock value. */
  value: money('value').notNull(),
  /** What the counter account got: round(qty × rate) of a receipt, the value out of an issue, 0 for a revaluation. */
  amount: money('amount').notNull(),
  /** To the stock variance account (Dr when positive). */
  variance: money('variance').notNull(),
  balanceQty: decimal('balance_qty').notNull(),
  balanceValue: money('balance_value').notNull(),
  sourceType: text('source_type').notNull(),
  sourceId: uuid('source_id').notNull(),
  sourceNumber: text('source_number').notNull(),
  journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('stock_movements_item_seq_key').on(t.itemId, t.seq),
  index('stock_movements_item_date_idx').on(t.itemId, t.postingDate, t.id),
  index('stock_movements_source_idx').on(t.sourceType, t.sourceId),
  index('stock_movements_company_idx').on(t.companyId),
]);

/** Stock entries (decisions §12): opening stock, adjustments and material issues. */
export const stockEntries = pgTable('stock_entries', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  number: text('number').notNull(),
  entryType: text('entry_type', { enum: ['RECEIPT', 'ISSUE'] }).notNull(),
  postingDate: date('posting_date', { mode: 'string' }).notNull(),
  /** Σ of the lines' values, in the company base currency. */
  totalValue: money('total_value').notNull(),
  journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id),
  createdBy: uuid('created_by').references(() => users.id),
  ...timestamps,
  ...version,
}, (t) => [
  uniqueIndex('stock_entries_number_key').on(t.number),
  index('stock_entries_company_date_idx').on(t.companyId, t.postingDate, t.id),
  index('stock_entries_company_type_date_idx').on(t.companyId, t.entryType, t.postingDate),
  check('stock_entries_entry_type', sql`${t.entryType} IN ('RECEIPT', 'ISSUE')`),
]);

export const stockEntryLines = pgTable('stock_entry_lines', {
  entryId: uuid('entry_id').notNull().references(() => stockEntries.id),
  lineNumber: integer('line_number').notNull(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  itemId: uuid('item_id').notNull().references(() => items.id),
  qty: decimal('qty').notNull(),
  /** The receipt's rate, or the outgoing rate. */
  rate: decimal('rate').notNull(),
  /** The movement's amount: round(qty × rate) of a receipt, the value out of an issue. */
  value: money('value').notNull(),
  movementId: uuid('movement_id').notNull().references(() => stockMovements.id),
}, (t) => [
  primaryKey({ columns: [t.entryId, t.lineNumber] }),
  index('stock_entry_lines_item_idx').on(t.itemId),
]);
