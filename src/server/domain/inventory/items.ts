import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Item, ItemCreate, ItemDetail, ItemListQuery, ItemUpdate } from '../../../contract/items';
import type { DbOrTx } from '../../db/connection';
import { newId } from '../../base/ids';
import { containing, escapeLike, paginate } from '../../db/paginate';
import { companies, currencies, itemGroupCounts, itemListVersions, items, stockBalances } from '../../db/schema';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { lockCompanyForPosting } from '../core/company-locks';
import { fail } from '../../base/errors';
import { currentPricesOf, currentPricesOfItems } from './item-prices';
import { Decimal, exactAmount, moneyNumber } from '../core/money';
import { lockStockBalances, revalueStock, stockBalanceOf, valuationRate } from '../stock/stock-ledger';
import { uniqueViolations } from '../core/unique-constraints';
import { replaceVersioned, type Replacement } from '../core/versioned-update';
import { recordMetaOf } from '../core/record-meta';
import { anyOf } from '../../db/arrays';

/** Its unique constraints: a clash is 409 naming the field. */
const mappingUniqueViolations = uniqueViolations({
  items_company_item_code_key: {
    path: 'itemCode', message: 'is the code of another item of this company', detail: (v) => `An item with the code ${v} exists already in this company.`,
  },
});

type ItemRow = typeof items.$inferSelect;
/** The company base currency, in which standard cost and stock value are kept. */
type BaseCurrency = { code: string; minorUnits: number };

/**
 * A list record. `stockQty` and `stockValue` are the quantity and value on hand from the stock
 * balance the list joins (no row yet: 0); null for an item that does not maintain stock.
 */
function toItem(row: ItemRow, base: BaseCurrency, balance: { stockQty: string | null; stockValue: string | null }): Item {
  return {
    id: row.id,
    itemCode: row.itemCode,
    name: row.name,
    itemGroup: row.itemGroup,
    uom: row.uom,
    valuationMethod: row.valuationMethod,
    maintainStock: row.maintainStock,
    allowNegativeStock: row.allowNegativeStock,
    standardCost: row.standardCost === null ? null : moneyNumber(row.standardCost, base.minorUnits),
    stockQty: row.maintainStock ? Number(balance.stockQty ?? '0') : null,
    stockValue: row.maintainStock ? moneyNumber(balance.stockValue ?? '0', base.minorUnits) : null,
    companyIdString: row.companyId,
    ...recordMetaOf(row),
  };
}

/**
 * Stock on hand from the stock ledger's balance (stock-ledger.ts); an item that does not
 * maintain stock has no stock figures at all.
 */
async function stockOnHand(db: DbOrTx, item: Item, row: ItemRow, base: BaseCurrency): Promise<Pick<ItemDetail, 'stockQty' | 'stockValue' | 'valuationRate'>> {
  if (!item.maintainStock) return { stockQty: null, stockValue: null, valuationRate: null };
  return stockFigures(row, base, await stockBalanceOf(db, item.id));
}

function stockFigures(row: ItemRow, base: BaseCurrency, balance: { qty: string; value: string; rate: string }): Pick<ItemDetail, 'stockQty' | 'stockValue' | 'valuationRate'> {
  if (!row.maintainStock) return { stockQty: null, stockValue: null, valuationRate: null };
  const rate = valuationRate(
    { valuationMethod: row.valuationMethod, standardCost: row.standardCost, allowNegativeStock: row.allowNegativeStock, minorUnits: base.minorUnits },
    { qty: balance.qty, value: balance.value, rate: balance.rate, lots: [] },
  );
  return { stockQty: Number(balance.qty), stockValue: moneyNumber(balance.value, base.minorUnits), valuationRate: Number(rate) };
}

const selectItems = (db: DbOrTx) =>
  db
    .select({ item: items, currency: currencies.code, minorUnits: currencies.minorUnits, stockQty: stockBalances.qty, stockValue: stockBalances.value })
    .from(items)
    .innerJoin(companies, eq(companies.id, items.companyId))
    .innerJoin(currencies, eq(currencies.id, companies.baseCurrencyId))
    // at most one balance row per item (its primary key), so the join keeps one row per item
    .leftJoin(stockBalances, eq(stockBalances.itemId, items.id))
    .$dynamic();

export async function baseCurrencyOf(db: DbOrTx, companyId: string): Promise<BaseCurrency> {
  const [base] = await db
    .select({ code: currencies.code, minorUnits: currencies.minorUnits })
    .from(companies)
    .innerJoin(currencies, eq(currencies.id, companies.baseCurrencyId))
    .where(eq(companies.id, companyId));
  return base;
}

/** The rules between the stock fields that hold without a stock ledger; `standardCost` exact in the base currency. */
export function stockSettings(input: Pick<ItemCreate, 'valuationMethod' | 'maintainStock' | 'allowNegativeStock'> & { standardCost: number | null }, base: BaseCurrency) {
  if (input.allowNegativeStock && !input.maintainStock) {
    throw fail.field('allowNegativeStock', 'can only be true for an item that maintains stock', 'needs-stock');
  }
  if (input.valuationMethod === 'STANDARD' && input.standardCost === null) {
    throw fail.field('standardCost', 'is required for STANDARD valuation', 'required');
  }
  const standardCost = input.standardCost === null ? null : exactAmount(input.standardCost, base.minorUnits, 'standardCost', base.code).toString();
  return { valuationMethod: input.valuationMethod, maintainStock: input.maintainStock, allowNegativeStock: input.allowNegativeStock, standardCost };
}

export async function createItem(ctx: Ctx, input: ItemCreate): Promise<ItemDetail> {
  const { companyId } = companyContext(ctx, input.companyIdString);
  const base = await baseCurrencyOf(ctx.db, companyId);
  const values = {
    id: newId(),
    companyId,
    itemCode: input.itemCode.trim(),
    name: input.name.trim(),
    itemGroup: input.itemGroup.trim(),
    uom: input.uom.trim(),
    ...stockSettings({ ...input, standardCost: input.standardCost ?? null }, base),
  };
  await mappingUniqueViolations(input, () => ctx.db.insert(items).values(values));
  return getItem(ctx, values.id);
}

async function findItem(ctx: Ctx, id: string): Promise<{ item: Item; row: ItemRow; base: BaseCurrency }> {
  const [found] = await selectItems(ctx.db).where(eq(items.id, id));
  const row = visibleTo(ctx, found, (f) => f.item.companyId, 'The item');
  const base = { code: row.currency, minorUnits: row.minorUnits };
  return { item: toItem(row.item, base, row), row: row.item, base };
}

/** Items by id with their stock and current prices, as GET answers each, many at once (the event log of an import). */
export async function itemsByIds(ctx: Ctx, ids: string[]): Promise<ItemDetail[]> {
  // one after the other: inside a write's transaction (an import's) they share one connection
  const rows = await selectItems(ctx.db).where(anyOf(items.id, ids));
  const balances = await ctx.db.select().from(stockBalances).where(anyOf(stockBalances.itemId, ids));
  const prices = await currentPricesOfItems(ctx.db, ids);
  const balanceOf = new Map(balances.map((b) => [b.itemId, b]));
  return rows.map((r) => {
    const base = { code: r.currency, minorUnits: r.minorUnits };
    const stock = stockFigures(r.item, base, balanceOf.get(r.item.id) ?? { qty: '0', value: '0', rate: '0' });
    return { ...toItem(r.item, base, r), ...stock, baseCurrency: base.code, prices: prices.get(r.item.id) ?? [] };
  });
}

/** An item of one of the principal's companies with its stock and current prices; another company's is "not found". */
export async function getItem(ctx: Ctx, id: string): Promise<ItemDetail> {
  const { item, row, base } = await findItem(ctx, id);
  return { ...item, ...(await stockOnHand(ctx.db, item, row, base)), baseCurrency: base.code, prices: await currentPricesOf(ctx.db, item.id) };
}

/** On hand as the list records show it: 0 before the first movement, null for an item that keeps no stock. */
const onHand = (column: typeof stockBalances.qty | typeof stockBalances.value) => ({
  expression: sql`CASE WHEN ${items.maintainStock} THEN COALESCE(${column}, 0) END`, sqlType: 'numeric', nullable: true,
});

/**
 * stockQty and stockValue sort by the joined balance, so the page is the top of every item of the
 * company (filtered) by it, not an index range as the item's own fields are.
 */
export const itemSortable = {
  itemCode: items.itemCode, name: items.name, itemGroup: items.itemGroup, uom: items.uom, createdAt: items.createdAt,
  stockQty: onHand(stockBalances.qty), stockValue: onHand(stockBalances.value),
};

/**
 * A stock item with nothing (or less) on hand, as the dashboard counts low stock. A subquery, not
 * the list's join, so the count (over `items` alone) reads it too.
 */
const lowStock = sql`(${items.maintainStock} AND NOT EXISTS (SELECT 1 FROM ${stockBalances} b WHERE b.item_id = ${items.id} AND b.qty > 0))`;

export async function listItems(ctx: Ctx, query: ItemListQuery) {
  const { companyId } = companyContext(ctx, query.companyIdString);
  const name = query.name?.trim();
  const code = query.itemCode?.trim();
  const group = query.itemGroup?.trim();
  const where = and(
    eq(items.companyId, companyId),
    name ? ilike(items.name, containing(name)) : undefined,
    // lower() on both sides, as items_company_code_prefix_idx is built, so the prefix is an index range
    code ? sql`lower(${items.itemCode}) LIKE lower(${`${escapeLike(code)}%`})` : undefined,
    group ? sql`lower(${items.itemGroup}) = lower(${group})` : undefined,
    query.lowStock === undefined ? undefined : query.lowStock === 'true' ? lowStock : sql`NOT ${lowStock}`,
  );
  return paginate(ctx.db, {
    select: selectItems(ctx.db), from: items, where, sortable: itemSortable, defaultSort: 'itemCode', tiebreak: items.id,
    total: name || code || query.lowStock ? undefined : groupCountsTotal(companyId, group),
    // bumped by every statement that writes the company's items (migration 0019): a cursor page
    // reuses its count meanwhile, which matters for the name search, whose exact count reads
    // every matching row (docs/performance.md, "Items at a million")
    version: sql<string | null>`(SELECT v.changes::text FROM ${itemListVersions} v WHERE v.company_id = ${companyId})`,
  }, query, (rows) => rows.map((r) => toItem(r.item, { code: r.currency, minorUnits: r.minorUnits }, r)));
}

/**
 * totalElements from the per-group counts the items' triggers keep (migration 0010): the
 * company's sum, or the group's row. Undefined filters (name, itemCode) are counted with count(*).
 */
function groupCountsTotal(companyId: string, group: string | undefined): SQL<number> {
  return sql<number>`(SELECT coalesce(sum(n.items), 0) FROM ${itemGroupCounts} n
    WHERE n.company_id = ${companyId}${group ? sql` AND n.group_key = lower(${group})` : sql``})`;
}

/**
 * Replaces an item's fields (the interface's six; `itemGroup` and `standardCost` are kept when
 * left out). The company and the item code are fixed.
 */
export async function updateItem(ctx: Ctx, { id, data, expectedVersion }: Replacement<ItemUpdate>): Promise<ItemDetail> {
  companyContext(ctx, data.companyIdString);
  const { item: current, row, base } = await findItem(ctx, id);
  if (data.companyIdString.toLowerCase() !== current.companyIdString) {
    throw fail.field('companyIdString', 'an item cannot move to another company', 'immutable');
  }
  if (data.itemCode !== undefined && data.itemCode.trim() !== current.itemCode) {
    throw fail.field('itemCode', `is fixed once the item exists (it is ${current.itemCode})`, 'immutable');
  }
  const set = {
    name: data.name.trim(),
    uom: data.uom.trim(),
    itemGroup: data.itemGroup?.trim() ?? current.itemGroup,
    ...stockSettings({ ...data, standardCost: data.standardCost === undefined ? current.standardCost : data.standardCost }, base),
  };
  const stockRuleChanges = set.valuationMethod !== row.valuationMethod || set.maintainStock !== row.maintainStock || set.standardCost !== row.standardCost;
  if (stockRuleChanges) {
    // The balance is locked as every movement locks it, after the company (a revaluation posts),
    // so no movement slips in between (decisions §9).
    await lockCompanyForPosting(ctx.db, current.companyIdString);
    const balance = (await lockStockBalances(ctx.db, current.companyIdString, [id])).get(id)!;
    if (set.valuationMethod !== row.valuationMethod && balance.movements > 0) {
      throw fail.conflict(`The valuation method of ${current.itemCode} cannot change: its stock has moved (${balance.movements} movements).`, 'in-use');
    }
    if (!set.maintainStock && row.maintainStock && !new Decimal(balance.qty).isZero()) {
      throw fail.conflict(`${current.itemCode} has ${new Decimal(balance.qty).toFixed()} ${current.uom} on hand, so it must keep maintaining stock; issue the stock first.`, 'in-use');
    }
    // A STANDARD item's stock follows its standard cost: revalued today, the difference to stock variance.
    if (set.valuationMethod === 'STANDARD' && row.valuationMethod === 'STANDARD' && set.maintainStock && set.standardCost !== null
      && row.standardCost !== null && !new Decimal(set.standardCost).equals(row.standardCost) && !new Decimal(balance.qty).isZero()) {
      await revalueStock(ctx.db, {
        item: row, standardCost: set.standardCost, postingDate: new Date().toISOString().slice(0, 10),
        source: { type: 'STOCK_REVALUATION', id: row.id, number: row.itemCode }, createdBy: ctx.principal.userId,
      });
    }
  }
  await replaceVersioned(ctx.db, items, { id, expectedVersion, currentVersion: current.version, set });
  return getItem(ctx, id);
}
