import { asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/connection';
import { companies, currencies, items } from '../../db/schema';
import { newId } from '../../base/ids';
import { fail } from '../../base/errors';
import { Decimal, exactAmount, moneyNumber } from '../core/money';
import { documentBaseTotal, documentRate } from '../ledger/exchange-rates';
import { companyWithBaseCurrency, findCurrencyByCode } from '../ledger/currencies';
import { nextDocumentNumber } from '../core/document-numbers';
import { D, exactQty, itemsByCode, lineAmount } from './order-lines';
import { lineRates } from '../tax/tax-rates';
import { lineTaxAnswer, taxColumns, type StoredLineTax } from '../tax/line-tax';

/**
 * What sales and purchase orders share between the request and their tables: the checks and
 * pricing of a new order, its number, and the fields of the record, its lines and its progress
 * as the contract answers them. Each kind keeps its own tables, party and words (sales-orders.ts,
 * purchase-orders.ts).
 */

/** Amounts must survive as JSON numbers (doubles): below 10^13, as `amount` in the contract. */
const AMOUNT_LIMIT = new D('1e13');

type Currency = { id: string; code: string; minorUnits: number };

/**
 * The order currency (422 `unknown-currency`) and the promised date (`deliveryDate`,
 * `expectedDate`): not before the order date (422 `before-order-date` at that field). `inBase`
 * answers, once the lines are priced, the order's rate on its order date (the request's, else
 * the company's; 422 `no-exchange-rate`) and its total in the base currency.
 */
export async function orderCurrencyAndDates(
  db: DbOrTx, companyId: string, input: { currencyCodeString: string; orderDate: string; exchangeRate?: string | null },
  promised: { field: string; date: string | null | undefined },
): Promise<{ currency: Currency; inBase: (total: string) => Promise<{ exchangeRate: string; baseTotal: string }> }> {
  const currency = await findCurrencyByCode(db, input.currencyCodeString);
  if (!currency) throw fail.field('currencyCodeString', `unknown ISO 4217 currency ${input.currencyCodeString}`, 'unknown-currency');
  if (promised.date && promised.date < input.orderDate) {
    throw fail.field(promised.field, `must not be before orderDate (${input.orderDate})`, 'before-order-date');
  }
  const inBase = async (total: string) => {
    const company = await companyWithBaseCurrency(db, companyId);
    const exchangeRate = await documentRate(db, company, currency, input.orderDate, input.exchangeRate, 'currencyCodeString');
    return { exchangeRate: exchangeRate.toString(), baseTotal: documentBaseTotal(new Decimal(total), exchangeRate, company.baseMinorUnits).toString() };
  };
  return { currency, inBase };
}

/** A new order's line, priced and taxed: `price` is the unit price (sales) or rate (purchase) as stored. */
export type PricedLine = {
  id: string; companyId: string; lineNumber: number; itemId: string; itemCode: string; qty: string; price: string; amount: string;
  taxRateId: string | null; taxPercent: string | null; taxAmount: string;
};

/**
 * The request's lines priced in the order currency: each names an item of the company by code
 * (422 `unknown-item`), an exact quantity and price (at `items.N.<priceField>`) and optionally a
 * tax rate of the company (422 `unknown-tax-rate`); amounts and the total stay below 10^13 (422
 * `too-large`). The total is the lines' amounts plus their tax.
 */
export async function priceOrderLines(
  db: DbOrTx, companyId: string, currency: Currency, requested: { itemCode: string; qty: number; taxRateIdString?: string | null }[],
  price: { field: string; of: (i: number) => number },
): Promise<{ lines: PricedLine[]; total: string; taxTotal: string }> {
  const known = await itemsByCode(db, companyId, requested.map((l) => l.itemCode.trim()));
  const rates = await lineRates(db, companyId, requested);
  const lines = requested.map((line, i) => {
    const item = known.get(line.itemCode.trim().toLowerCase());
    if (!item) throw fail.field(`items.${i}.itemCode`, `is not the code of an item of this company (${line.itemCode.trim()})`, 'unknown-item');
    const qty = exactQty(line.qty, `items.${i}.qty`);
    const unitPrice = exactAmount(price.of(i), currency.minorUnits, `items.${i}.${price.field}`, currency.code);
    const amount = lineAmount(qty, unitPrice, currency.minorUnits);
    if (amount.gte(AMOUNT_LIMIT)) throw fail.field(`items.${i}.qty`, `qty × ${price.field} must stay below 10^13`, 'too-large');
    return {
      id: newId(), companyId, lineNumber: i + 1, itemId: item.id, itemCode: item.itemCode, qty: qty.toString(), price: unitPrice.toString(), amount: amount.toString(),
      ...taxColumns(amount, rates[i], currency.minorUnits),
    };
  });
  const taxTotal = lines.reduce((sum, l) => sum.plus(l.taxAmount), new D(0));
  const total = lines.reduce((sum, l) => sum.plus(l.amount), taxTotal);
  if (total.gte(AMOUNT_LIMIT)) throw fail.field('items', 'the order total must stay below 10^13', 'too-large');
  return { lines, total: total.toString(), taxTotal: taxTotal.toString() };
}

/** The next number of the company's orders of a kind: `<prefix>-<company code>-<sequence>`. */
export async function nextOrderNumber(db: DbOrTx, companyId: string, prefix: string) {
  const [company] = await db.select({ id: companies.id, code: companies.code }).from(companies).where(eq(companies.id, companyId));
  return nextDocumentNumber(db, company, prefix);
}

type OrderRowFields = {
  id: string; number: string; companyId: string; orderDate: string; notes: string | null; total: string; taxTotal: string; billedPercent: string;
  exchangeRate: string; baseTotal: string;
  createdAt: Date; updatedAt: Date; version: number;
};

/** The record's fields every order answers (the kinds add their party, promised date, states and progress). */
export function orderRecordFields(order: OrderRowFields, currency: string, minorUnits: number) {
  return {
    id: order.id,
    number: order.number,
    companyIdString: order.companyId,
    currencyCodeString: currency,
    orderDate: order.orderDate,
    notes: order.notes,
    netTotal: moneyNumber(new D(order.total).minus(order.taxTotal), minorUnits),
    taxTotal: moneyNumber(order.taxTotal, minorUnits),
    total: moneyNumber(order.total, minorUnits),
    exchangeRate: order.exchangeRate,
    // stored at the base currency's minor units
    baseTotal: Number(order.baseTotal),
    billedPercent: Number(order.billedPercent),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    version: order.version,
  };
}

type OrderLineFields = StoredLineTax & { lineNumber: number; itemId: string; itemCode: string; qty: string; billedQty: string };

/** A line's fields every order answers (the kinds add their price and moved quantity). */
export function orderLineFields(line: OrderLineFields, item: { itemName: string; uom: string }, minorUnits: number) {
  return {
    lineNumber: line.lineNumber,
    itemIdString: line.itemId,
    itemCode: line.itemCode,
    itemName: item.itemName,
    uom: item.uom,
    qty: Number(line.qty),
    amount: moneyNumber(line.amount, minorUnits),
    billedQty: Number(line.billedQty),
    ...lineTaxAnswer(line, minorUnits),
  };
}

/** 412 when `If-Match` named another version than the (locked) order's. */
export function checkVersion(order: { version: number }, expectedVersion: number | undefined) {
  if (expectedVersion !== undefined && expectedVersion !== order.version) throw fail.preconditionFailed(order.version);
}

/**
 * What a full replacement (PUT) of an order checks on the locked order before pricing anything:
 * the company the body names is the order's own (an order never moves: 422 `immutable`; the
 * caller has refused one the principal is not a member of, 403, before reading the order), `If-Match` (412),
 * and that the order is still a draft (`beyondDraft`: the state it has moved on to, else
 * undefined; 409 `not-draft` naming it).
 */
export function checkReplaceable(
  order: { companyId: string; number: string; version: number },
  { named, expectedVersion, noun, beyondDraft }: { named: string | null | undefined; expectedVersion: number | undefined; noun: string; beyondDraft: string | undefined },
) {
  if (named && named.toLowerCase() !== order.companyId) throw fail.field('companyIdString', `a ${noun} cannot move to another company`, 'immutable');
  checkVersion(order, expectedVersion);
  if (beyondDraft !== undefined) throw fail.conflict(`The ${noun} ${order.number} is ${beyondDraft}: only a DRAFT order can be edited.`, 'not-draft');
}

/** Whether any line of the order has moved (delivered, received) or been billed, however little. */
export async function anythingMovedOrBilled(
  db: DbOrTx, lines: PgTable, columns: { orderId: AnyPgColumn; moved: AnyPgColumn; billed: AnyPgColumn }, orderId: string,
): Promise<boolean> {
  const [{ touched }] = await db
    .select({ touched: sql<boolean>`coalesce(bool_or(${columns.moved} > 0 OR ${columns.billed} > 0), false)` })
    .from(lines)
    .where(eq(columns.orderId, orderId));
  return touched;
}

/** The order's lines in line order, each with its item's name and unit of measure, for the order's detail. */
export async function linesWithItems<Lines extends PgTable>(
  db: DbOrTx, lines: Lines, columns: { orderId: AnyPgColumn; itemId: AnyPgColumn; lineNumber: AnyPgColumn }, orderId: string,
): Promise<{ line: Lines['$inferSelect']; itemName: string; uom: string }[]> {
  const rows = await db
    .select({ line: lines as PgTable, itemName: items.name, uom: items.uom })
    .from(lines as PgTable)
    .innerJoin(items, eq(items.id, columns.itemId))
    .where(eq(columns.orderId, orderId))
    .orderBy(asc(columns.lineNumber));
  return rows as unknown as { line: Lines['$inferSelect']; itemName: string; uom: string }[];
}

/** An order row as lists and details read it: with its party's name and its currency. */
export type OrderWithParty<Row> = { order: Row; partyName: string; currency: string; minorUnits: number };

/**
 * The select of a kind's orders with the party's name and the currency's code and minor units,
 * open to where, order and paging (rows are `OrderWithParty` of the kind's row).
 */
export function selectOrdersWithParty(
  db: DbOrTx, orders: PgTable, party: { table: PgTable; id: AnyPgColumn; name: AnyPgColumn }, columns: { partyId: AnyPgColumn; currencyId: AnyPgColumn },
) {
  return db
    .select({ order: orders, partyName: party.name, currency: currencies.code, minorUnits: currencies.minorUnits })
    .from(orders)
    .innerJoin(party.table, eq(party.id, columns.partyId))
    .innerJoin(currencies, eq(currencies.id, columns.currencyId))
    .$dynamic();
}
