import { and, asc, desc, eq, not, sql } from 'drizzle-orm';
import type { CurrentItemPrice } from '../../../contract/items';
import type { ItemPrice, ItemPriceCreate, ItemPriceListQuery } from '../../../contract/item-prices';
import type { DbOrTx } from '../../db/connection';
import { newId } from '../../base/ids';
import { paginate } from '../../db/paginate';
import { currencies, itemPrices, items } from '../../db/schema';
import { companyContext, isMember, visibleTo, type Ctx } from '../core/context';
import { findCurrencyByCode } from '../ledger/currencies';
import { fail } from '../../base/errors';
import { Decimal, exactAmount } from '../core/money';
import { anyOf } from '../../db/arrays';

/** Whether a price is its item's newest in its currency (ties on the instant go by id, which is time-ordered). */
const isCurrent = sql<boolean>`not exists (select 1 from ${itemPrices} newer where newer.item_id = ${itemPrices.itemId} and newer.currency_id = ${itemPrices.currencyId}
  and (newer.created_at, newer.id) > (${itemPrices.createdAt}, ${itemPrices.id}))`;

const atMinorUnits = (price: string, minorUnits: number) => new Decimal(price).toFixed(minorUnits);

const selectPrices = (db: DbOrTx) =>
  db
    .select({ price: itemPrices, itemCode: items.itemCode, currency: currencies.code, minorUnits: currencies.minorUnits, current: isCurrent })
    .from(itemPrices)
    .innerJoin(items, eq(items.id, itemPrices.itemId))
    .innerJoin(currencies, eq(currencies.id, itemPrices.currencyId))
    .$dynamic();

type PriceRow = Awaited<ReturnType<ReturnType<typeof selectPrices>['execute']>>[number];

function toItemPrice({ price, itemCode, currency, minorUnits, current }: PriceRow): ItemPrice {
  return {
    id: price.id,
    itemIdString: price.itemId,
    itemCode,
    currency,
    price: atMinorUnits(price.price, minorUnits),
    current,
    companyIdString: price.companyId,
    createdAt: price.createdAt.toISOString(),
    updatedAt: price.updatedAt.toISOString(),
    version: price.version,
  };
}

/** An item the principal may price, by id; unknown or another company's is 422 at `path` (decisions §12). */
export async function itemForReference(ctx: Ctx, id: string, path: string): Promise<{ id: string; companyId: string; itemCode: string }> {
  const [found] = await ctx.db.select({ id: items.id, companyId: items.companyId, itemCode: items.itemCode }).from(items).where(eq(items.id, id));
  if (!found || !isMember(ctx, found.companyId)) throw fail.field(path, 'is not an item of your companies', 'unknown-item');
  return found;
}

/**
 * Records a price of an item in a currency; it becomes the current one and the previous price
 * stays as history. The price must be exact at the currency's minor units.
 */
export async function createItemPrice(ctx: Ctx, input: ItemPriceCreate): Promise<ItemPrice> {
  const item = await itemForReference(ctx, input.itemIdString, 'itemIdString');
  const currency = await findCurrencyByCode(ctx.db, input.currency);
  if (!currency) throw fail.field('currency', `unknown ISO 4217 currency ${input.currency}`, 'unknown-currency');
  const price = exactAmount(input.price, currency.minorUnits, 'price', currency.code);
  const id = newId();
  await ctx.db.insert(itemPrices).values({ id, companyId: item.companyId, itemId: item.id, currencyId: currency.id, price: price.toString() });
  return getItemPrice(ctx, id);
}

/** A price of one of the principal's companies' items; another company's is "not found". */
export async function getItemPrice(ctx: Ctx, id: string): Promise<ItemPrice> {
  const [found] = await selectPrices(ctx.db).where(eq(itemPrices.id, id));
  return toItemPrice(visibleTo(ctx, found, (f) => f.price.companyId, 'The item price'));
}

/** Prices by id, as GET answers each, many at once (the event log of an import). */
export async function itemPricesByIds(ctx: Ctx, ids: string[]): Promise<ItemPrice[]> {
  return (await selectPrices(ctx.db).where(anyOf(itemPrices.id, ids))).map(toItemPrice);
}

export const itemPriceSortable = { createdAt: itemPrices.createdAt, price: itemPrices.price, currency: currencies.code, itemCode: items.itemCode };

export async function listItemPrices(ctx: Ctx, query: ItemPriceListQuery) {
  const { companyId } = companyContext(ctx, query.companyIdString);
  const currency = query.currency ? await findCurrencyByCode(ctx.db, query.currency) : undefined;
  const where = and(
    eq(itemPrices.companyId, companyId),
    query.itemIdString ? eq(itemPrices.itemId, query.itemIdString.toLowerCase()) : undefined,
    // an unknown currency matches nothing
    query.currency ? (currency ? eq(itemPrices.currencyId, currency.id) : sql`false`) : undefined,
    query.current === 'true' ? isCurrent : query.current === 'false' ? not(isCurrent) : undefined,
  );
  return paginate(ctx.db, { select: selectPrices(ctx.db), from: itemPrices, where, sortable: itemPriceSortable, defaultSort: '-createdAt', tiebreak: itemPrices.id },
    query, (rows) => rows.map(toItemPrice));
}

/** The current price of an item in each currency it has one in, by currency code. */
export async function currentPricesOf(db: DbOrTx, itemId: string): Promise<CurrentItemPrice[]> {
  return (await currentPricesOfItems(db, [itemId])).get(itemId) ?? [];
}

/** The current prices of each of `itemIds` (those with none are left out). */
export async function currentPricesOfItems(db: DbOrTx, itemIds: string[]): Promise<Map<string, CurrentItemPrice[]>> {
  const rows = await db
    .selectDistinctOn([itemPrices.itemId, itemPrices.currencyId], { itemId: itemPrices.itemId, id: itemPrices.id, price: itemPrices.price, createdAt: itemPrices.createdAt, currency: currencies.code, minorUnits: currencies.minorUnits })
    .from(itemPrices)
    .innerJoin(currencies, eq(currencies.id, itemPrices.currencyId))
    .where(itemIds.length === 1 ? eq(itemPrices.itemId, itemIds[0]) : anyOf(itemPrices.itemId, itemIds))
    .orderBy(asc(itemPrices.itemId), asc(itemPrices.currencyId), desc(itemPrices.createdAt), desc(itemPrices.id));
  const prices = new Map<string, CurrentItemPrice[]>();
  for (const r of rows) prices.set(r.itemId, [...(prices.get(r.itemId) ?? []), { id: r.id, currency: r.currency, price: atMinorUnits(r.price, r.minorUnits), createdAt: r.createdAt.toISOString() }]);
  for (const list of prices.values()) list.sort((a, b) => a.currency.localeCompare(b.currency));
  return prices;
}
