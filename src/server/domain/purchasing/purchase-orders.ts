import { and, asc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type {
  PurchaseOrder, PurchaseOrderAction, PurchaseOrderCreate, PurchaseOrderDetail, PurchaseOrderListQuery, PurchaseOrderStatus,
} from '../../../contract/purchase-orders';
import type { DbOrTx } from '../../db/connection';
import { newId } from '../../base/ids';
import { containing, paginate } from '../../db/paginate';
import { countsWhere, orderListWhere, orderSortable, summedCounts } from '../orders/order-lists';
import { bills, purchaseOrderCounts, purchaseOrderDayCounts, purchaseOrderHistory, purchaseOrderStatusCounts, purchaseOrderLines, purchaseOrders, purchaseReceipts, suppliers } from '../../db/schema';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { fail } from '../../base/errors';
import { moneyNumber } from '../core/money';
import {
  anythingMovedOrBilled, checkReplaceable, checkVersion, linesWithItems, nextOrderNumber, orderCurrencyAndDates, orderLineFields, orderRecordFields, priceOrderLines,
  selectOrdersWithParty, type OrderWithParty,
} from '../orders/order-records';
import { transition } from './purchase-order-status';
import { replaceVersioned, type Replacement } from '../core/versioned-update';
import { documentTaxes } from '../tax/line-tax';

type OrderRow = typeof purchaseOrders.$inferSelect;

const selectOrders = (db: DbOrTx) => selectOrdersWithParty(
  db, purchaseOrders, { table: suppliers, id: suppliers.id, name: suppliers.name }, { partyId: purchaseOrders.supplierId, currencyId: purchaseOrders.currencyId },
);

type SelectedOrder = OrderWithParty<OrderRow>;

function toPurchaseOrder({ order, partyName, currency, minorUnits }: SelectedOrder): PurchaseOrder {
  return {
    ...orderRecordFields(order, currency, minorUnits),
    supplierIdString: order.supplierId,
    supplierName: partyName,
    expectedDate: order.expectedDate,
    status: order.status,
    receivedPercent: Number(order.receivedPercent),
  };
}

/** A supplier of the company, else 422 at `supplierIdString` (another company's supplier is unknown too: no leak). */
async function supplierOf(db: DbOrTx, companyId: string, supplierId: string) {
  const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.id, supplierId.toLowerCase()), eq(suppliers.companyId, companyId)));
  if (!row) throw fail.field('supplierIdString', 'is not a supplier of this company', 'unknown-supplier');
  return row.id;
}

/** A new or replaced order's supplier, currency, dates and lines, checked and priced. */
async function pricedOrder(db: DbOrTx, companyId: string, input: PurchaseOrderCreate) {
  const supplierId = await supplierOf(db, companyId, input.supplierIdString);
  const { currency, inBase } = await orderCurrencyAndDates(db, companyId, input, { field: 'expectedDate', date: input.expectedDate });
  const { lines, total, taxTotal } = await priceOrderLines(db, companyId, currency, input.items, { field: 'rate', of: (i) => input.items[i].rate });
  const fields = {
    supplierId, currencyId: currency.id, orderDate: input.orderDate, expectedDate: input.expectedDate ?? null, notes: input.notes ?? null, total, taxTotal,
    ...(await inBase(total)),
  };
  return { fields, lines: (orderId: string) => lines.map(({ price, ...l }) => ({ ...l, rate: price, purchaseOrderId: orderId })) };
}

/** Creates a DRAFT purchase order numbered `PO-<company code>-<sequence>`, with its creation in the history. */
export async function createPurchaseOrder(ctx: Ctx, input: PurchaseOrderCreate): Promise<PurchaseOrderDetail> {
  const { companyId, db } = companyContext(ctx, input.companyIdString);
  const { fields, lines } = await pricedOrder(db, companyId, input);
  const id = newId();
  const number = await nextOrderNumber(db, companyId, 'PO');
  await db.insert(purchaseOrders).values({ id, companyId, number, ...fields, status: 'DRAFT', createdBy: ctx.principal.userId });
  await db.insert(purchaseOrderLines).values(lines(id));
  await db.insert(purchaseOrderHistory).values({ companyId, purchaseOrderId: id, action: 'create', fromStatus: null, toStatus: 'DRAFT', by: ctx.principal.userId });
  return getPurchaseOrder({ ...ctx, db }, id);
}

/**
 * `PUT /purchase-orders/{id}`: a full replacement of a DRAFT order by the create's fields, checked
 * and priced as a new order's; its lines are replaced. The id, number, company and status stay;
 * the version goes up, the history gets an `update` entry (DRAFT to DRAFT) and the change is the
 * event `purchase_order.updated`.
 */
export async function replacePurchaseOrder(ctx: Ctx, { id, data, expectedVersion }: Replacement<PurchaseOrderCreate>): Promise<PurchaseOrderDetail> {
  if (data.companyIdString) companyContext(ctx, data.companyIdString);
  const order = await lockPurchaseOrder(ctx, id);
  checkReplaceable(order, { named: data.companyIdString, expectedVersion, noun: 'purchase order', beyondDraft: order.status === 'DRAFT' ? undefined : order.status });
  const { fields, lines } = await pricedOrder(ctx.db, order.companyId, data);
  await replaceVersioned(ctx.db, purchaseOrders, { id: order.id, expectedVersion, currentVersion: order.version, set: fields });
  await ctx.db.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, order.id));
  await ctx.db.insert(purchaseOrderLines).values(lines(order.id));
  await appendHistory(ctx, order, 'update', 'DRAFT');
  const replaced = await getPurchaseOrder(ctx, order.id);
  return replaced;
}

/** The order row, locked FOR UPDATE until the transaction ends; another company's is "not found". */
async function lockPurchaseOrder(ctx: Ctx, id: string): Promise<OrderRow> {
  const [locked] = await ctx.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id.toLowerCase())).for('update');
  return visibleTo(ctx, locked, (r) => r.companyId, 'The purchase order');
}

async function findOrder(ctx: Ctx, id: string): Promise<SelectedOrder> {
  const [found] = (await selectOrders(ctx.db).where(eq(purchaseOrders.id, id.toLowerCase()))) as SelectedOrder[];
  return visibleTo(ctx, found, (f) => f.order.companyId, 'The purchase order');
}

/** A purchase order of one of the principal's companies with its lines and history; another company's is "not found". */
export async function getPurchaseOrder(ctx: Ctx, id: string): Promise<PurchaseOrderDetail> {
  const found = await findOrder(ctx, id);
  // one after the other: inside a write's transaction they share one connection
  const lines = await linesWithItems(ctx.db, purchaseOrderLines, { orderId: purchaseOrderLines.purchaseOrderId, itemId: purchaseOrderLines.itemId, lineNumber: purchaseOrderLines.lineNumber }, found.order.id);
  const history = await ctx.db.select().from(purchaseOrderHistory).where(eq(purchaseOrderHistory.purchaseOrderId, found.order.id)).orderBy(asc(purchaseOrderHistory.id));
  const documents = await documentsOfOrder(ctx.db, found.order.id, found.minorUnits);
  return {
    ...toPurchaseOrder(found),
    items: lines.map(({ line, ...item }) => ({
      ...orderLineFields(line, item, found.minorUnits),
      rate: moneyNumber(line.rate, found.minorUnits),
      receivedQty: Number(line.receivedQty),
    })),
    taxes: await documentTaxes(ctx.db, lines.map((l) => l.line), found.minorUnits),
    history: history.map((h) => ({ action: h.action, from: h.fromStatus, to: h.toStatus, at: h.at.toISOString(), by: h.by })),
    ...documents,
  };
}

export const purchaseOrderSortable = orderSortable(purchaseOrders, ['number', 'orderDate', 'status', 'total', 'createdAt']);

export async function listPurchaseOrders(ctx: Ctx, query: PurchaseOrderListQuery) {
  const { companyId } = companyContext(ctx, query.companyIdString);
  const term = query.search?.trim();
  const where = orderListWhere(purchaseOrders, purchaseOrders.supplierId, { companyId, status: query.status, partyId: query.supplierIdString?.toLowerCase() },
    query.fromDate ? gte(purchaseOrders.orderDate, query.fromDate) : undefined,
    query.toDate ? lte(purchaseOrders.orderDate, query.toDate) : undefined,
    term ? ilike(purchaseOrders.number, containing(term)) : undefined,
  );
  return paginate(ctx.db, {
    select: selectOrders(ctx.db), from: purchaseOrders, where, sortable: purchaseOrderSortable,
    defaultSort: ['orderDate,desc', 'number,desc'], tiebreak: purchaseOrders.id,
    total: term ? undefined
      : query.fromDate || query.toDate ? (query.supplierIdString ? undefined : dayCountsTotal(companyId, query.status, query.fromDate, query.toDate))
        : statusCountsTotal(companyId, query.status, query.supplierIdString),
  }, query, (rows) => (rows as SelectedOrder[]).map(toPurchaseOrder));
}

/**
 * totalElements of a date range (and status) from the per-day and status counts the orders'
 * triggers keep (migration 0019); a range with a supplier, and the number search, are counted
 * with count(*).
 */
function dayCountsTotal(companyId: string, status: string | undefined, fromDate: string | undefined, toDate: string | undefined): SQL<number> {
  return summedCounts(purchaseOrderDayCounts, companyId,
    countsWhere(fromDate, (d) => sql` AND n.order_date >= ${d}`), countsWhere(toDate, (d) => sql` AND n.order_date <= ${d}`), statusIs(status));
}

const statusIs = (status: string | undefined) => countsWhere(status, (s) => sql` AND n.status = ${s}`);

/**
 * totalElements from the per-status, or per-supplier and status, counts the orders' triggers
 * keep (migrations 0016, 0013); the date range and the number search are counted otherwise.
 */
function statusCountsTotal(companyId: string, status: string | undefined, supplierId: string | undefined): SQL<number> {
  // without a supplier, one row per status (migration 0019) rather than one per supplier and status
  if (!supplierId) return summedCounts(purchaseOrderStatusCounts, companyId, statusIs(status));
  return summedCounts(purchaseOrderCounts, companyId, statusIs(status), sql` AND n.supplier_id = ${supplierId.toLowerCase()}`);
}

/**
 * Applies an action (`submit`, `hold`, `resume`, `close`, `cancel`): the order row is locked,
 * the transition checked (409 `invalid-transition`), the version bumped (412 when `If-Match`
 * names another) and the change appended to the history.
 */
export async function actOnPurchaseOrder(
  ctx: Ctx,
  { id, action, expectedVersion }: { id: string; action: PurchaseOrderAction; expectedVersion?: number },
): Promise<PurchaseOrderDetail> {
  const order = await lockPurchaseOrder(ctx, id);
  checkVersion(order, expectedVersion);
  const touched = await anythingMovedOrBilled(ctx.db, purchaseOrderLines, { orderId: purchaseOrderLines.purchaseOrderId, moved: purchaseOrderLines.receivedQty, billed: purchaseOrderLines.billedQty }, order.id);
  const next = transition({ ...order, anythingReceivedOrBilled: touched }, action);
  await ctx.db
    .update(purchaseOrders)
    .set({ status: next.status, heldStatus: next.heldStatus, updatedAt: sql`now()`, version: sql`${purchaseOrders.version} + 1` })
    .where(eq(purchaseOrders.id, order.id));
  await appendHistory(ctx, order, action, next.status);
  return getPurchaseOrder(ctx, order.id);
}

/** One history entry: from the order's current status to `to`, now, by the principal. Receipts and bills use it too. */
export async function appendHistory(ctx: Ctx, order: Pick<OrderRow, 'id' | 'companyId' | 'status'>, action: string, to: PurchaseOrderStatus) {
  await ctx.db.insert(purchaseOrderHistory).values({ companyId: order.companyId, purchaseOrderId: order.id, action, fromStatus: order.status, toStatus: to, by: ctx.principal.userId });
}

/** The order's receipts and bills, oldest first, for its detail. */
export async function documentsOfOrder(db: DbOrTx, orderId: string, minorUnits: number) {
  // one after the other: inside a write's transaction they share one connection
  const receipts = await db.select({ id: purchaseReceipts.id, number: purchaseReceipts.number, postingDate: purchaseReceipts.postingDate, total: purchaseReceipts.total })
    .from(purchaseReceipts).where(eq(purchaseReceipts.purchaseOrderId, orderId)).orderBy(asc(purchaseReceipts.createdAt), asc(purchaseReceipts.number));
  const billRows = await db.select({ id: bills.id, number: bills.number, postingDate: bills.postingDate, total: bills.total })
    .from(bills).where(eq(bills.purchaseOrderId, orderId)).orderBy(asc(bills.createdAt), asc(bills.number));
  const summary = (r: { id: string; number: string; postingDate: string; total: string }) => ({ ...r, total: moneyNumber(r.total, minorUnits) });
  return { receipts: receipts.map(summary), bills: billRows.map(summary) };
}
