import { asc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../contract/common';
import type {
  SalesOrder, SalesOrderAction, SalesOrderCreate, SalesOrderDetail, SalesOrderListQuery,
} from '../../../contract/sales-orders';
import type { DbOrTx } from '../../db/connection';
import { newId } from '../../base/ids';
import { containing, paginate } from '../../db/paginate';
import { countsWhere, orderListWhere, orderSortable, summedCounts } from '../orders/order-lists';
import {
  customers, salesDeliveries, salesOrderCounts, salesOrderDayCounts, salesOrderHistory, salesOrderLines, salesOrders,
} from '../../db/schema';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { customerOfCompany } from './customers';
import { moneyNumber } from '../core/money';
import {
  anythingMovedOrBilled, checkReplaceable, checkVersion, linesWithItems, nextOrderNumber, orderCurrencyAndDates, orderLineFields, orderRecordFields, priceOrderLines,
  selectOrdersWithParty, type OrderWithParty,
} from '../orders/order-records';
import { advanceWorkflow, applyAction, type NextState } from './sales-order-status';
import { replaceVersioned, type Replacement } from '../core/versioned-update';
import { documentTaxes } from '../tax/line-tax';

export type SalesOrderRow = typeof salesOrders.$inferSelect;
export type SalesOrderLineRow = typeof salesOrderLines.$inferSelect;

/** A path's order reference: its id (any UUID form) or its trace (`SO-...`). */
export const byReference = (ref: string): SQL => {
  const trimmed = ref.trim();
  if (UUID_PATTERN.test(trimmed)) return eq(salesOrders.id, trimmed.toLowerCase());
  return inArray(salesOrders.number, [...new Set([trimmed, trimmed.toUpperCase()])]);
};

const selectOrders = (db: DbOrTx) => selectOrdersWithParty(
  db, salesOrders, { table: customers, id: customers.id, name: customers.name }, { partyId: salesOrders.customerId, currencyId: salesOrders.currencyId },
);

type SelectedOrder = OrderWithParty<SalesOrderRow>;

function toSalesOrder({ order, partyName, currency, minorUnits }: SelectedOrder): SalesOrder {
  return {
    ...orderRecordFields(order, currency, minorUnits),
    trace: order.number,
    customerIdString: order.customerId,
    customerName: partyName,
    deliveryDate: order.deliveryDate,
    workflowState: order.workflowState,
    status: order.status,
    deliveredPercent: Number(order.deliveredPercent),
  };
}

/** A new or replaced order's customer (422 `unknown-customer`), currency, dates and lines, checked and priced. */
async function pricedOrder(db: DbOrTx, companyId: string, input: SalesOrderCreate) {
  const { id: customerId } = await customerOfCompany(db, companyId, input.customerIdString);
  const { currency, inBase } = await orderCurrencyAndDates(db, companyId, input, { field: 'deliveryDate', date: input.deliveryDate });
  const { lines, total, taxTotal } = await priceOrderLines(db, companyId, currency, input.items, { field: 'unitPrice', of: (i) => input.items[i].unitPrice });
  const fields = {
    customerId, currencyId: currency.id, orderDate: input.orderDate, deliveryDate: input.deliveryDate ?? null, notes: input.notes ?? null, total, taxTotal,
    ...(await inBase(total)),
  };
  return { fields, lines: (orderId: string) => lines.map(({ price, ...l }) => ({ ...l, unitPrice: price, salesOrderId: orderId })) };
}

/** Creates a DRAFT sales order (workflowState and status DRAFT) numbered `SO-<company code>-<sequence>`. */
export async function createSalesOrder(ctx: Ctx, input: SalesOrderCreate): Promise<SalesOrderDetail> {
  const { companyId, db } = companyContext(ctx, input.companyIdString);
  const { fields, lines } = await pricedOrder(db, companyId, input);
  const id = newId();
  const number = await nextOrderNumber(db, companyId, 'SO');
  await db.insert(salesOrders).values({ id, companyId, number, ...fields, workflowState: 'DRAFT', status: 'DRAFT', createdBy: ctx.principal.userId });
  await db.insert(salesOrderLines).values(lines(id));
  await db.insert(salesOrderHistory).values({ companyId, salesOrderId: id, field: 'status', action: 'create', fromValue: null, toValue: 'DRAFT', by: ctx.principal.userId });
  return getSalesOrder({ ...ctx, db }, id);
}

/**
 * `PUT /sales-orders/{salesOrderId}` (by id or trace): a full replacement of a draft (workflowState
 * and status DRAFT) by the create's fields, checked and priced as a new order's; its lines are
 * replaced. The id, number, company, states and history stay; the version goes up and the change
 * is the event `sales_order.updated`. The history keeps changes of state, which an edit is not.
 */
export async function replaceSalesOrder(ctx: Ctx, { id: ref, data, expectedVersion }: Replacement<SalesOrderCreate>): Promise<SalesOrderDetail> {
  if (data.companyIdString) companyContext(ctx, data.companyIdString);
  const order = await lockSalesOrder(ctx, ref);
  const beyondDraft = order.status !== 'DRAFT' ? order.status : order.workflowState !== 'DRAFT' ? order.workflowState : undefined;
  checkReplaceable(order, { named: data.companyIdString, expectedVersion, noun: 'sales order', beyondDraft });
  const { fields, lines } = await pricedOrder(ctx.db, order.companyId, data);
  await replaceVersioned(ctx.db, salesOrders, { id: order.id, expectedVersion, currentVersion: order.version, set: fields });
  await ctx.db.delete(salesOrderLines).where(eq(salesOrderLines.salesOrderId, order.id));
  await ctx.db.insert(salesOrderLines).values(lines(order.id));
  const replaced = await getSalesOrder(ctx, order.id);
  return replaced;
}

/** A sales order of one of the principal's companies by id or trace, with lines, history and deliveries; another company's is "not found". */
export async function getSalesOrder(ctx: Ctx, ref: string): Promise<SalesOrderDetail> {
  const [selected] = (await selectOrders(ctx.db).where(byReference(ref))) as SelectedOrder[];
  const found = visibleTo(ctx, selected, (f) => f.order.companyId, 'The sales order');
  const orderId = found.order.id;
  // one after the other: inside a write's transaction they share one connection
  const lines = await linesWithItems(ctx.db, salesOrderLines, { orderId: salesOrderLines.salesOrderId, itemId: salesOrderLines.itemId, lineNumber: salesOrderLines.lineNumber }, orderId);
  const history = await ctx.db.select().from(salesOrderHistory).where(eq(salesOrderHistory.salesOrderId, orderId)).orderBy(asc(salesOrderHistory.id));
  const deliveries = await ctx.db.select({ id: salesDeliveries.id, number: salesDeliveries.number, postingDate: salesDeliveries.postingDate, total: salesDeliveries.total, return: salesDeliveries.isReturn })
    .from(salesDeliveries).where(eq(salesDeliveries.salesOrderId, orderId)).orderBy(asc(salesDeliveries.createdAt), asc(salesDeliveries.number));
  return {
    ...toSalesOrder(found),
    items: lines.map(({ line, ...item }) => ({
      ...orderLineFields(line, item, found.minorUnits),
      unitPrice: moneyNumber(line.unitPrice, found.minorUnits),
      deliveredQty: Number(line.deliveredQty),
    })),
    taxes: await documentTaxes(ctx.db, lines.map((l) => l.line), found.minorUnits),
    history: history.map((h) => ({ field: h.field, action: h.action, from: h.fromValue, to: h.toValue, at: h.at.toISOString(), by: h.by })),
    deliveries: deliveries.map((d) => ({ ...d, total: moneyNumber(d.total, found.minorUnits) })),
  };
}

/** The list's createdAt key, as paginate sorts it and the indexes hold it. */
const createdKey = sql`date_trunc('milliseconds', ${salesOrders.createdAt} AT TIME ZONE 'UTC')`;

export const salesOrderSortable = orderSortable(salesOrders, ['createdAt', 'number', 'total', 'orderDate', 'status']);

/**
 * `GET /sales-orders`: the interface's filters (status, customerId, fromDate and toDate on the
 * UTC date of createdAt), newest first unless sorted. totalElements comes from the counts the
 * orders' triggers keep: per customer and status without a date range, per day and status with
 * one; a date range with a customer is counted on the orders' (company, customer, status,
 * created) index, which holds one customer's orders only.
 */
export async function listSalesOrders(ctx: Ctx, query: SalesOrderListQuery) {
  const { companyId } = companyContext(ctx, query.companyIdString);
  const customerId = query.customerId?.toLowerCase();
  const term = query.search?.trim();
  const where = orderListWhere(salesOrders, salesOrders.customerId, { companyId, status: query.status, partyId: customerId },
    query.fromDate ? sql`${createdKey} >= ${query.fromDate}::date` : undefined,
    query.toDate ? sql`${createdKey} < ${query.toDate}::date + 1` : undefined,
    query.workflowState ? eq(salesOrders.workflowState, query.workflowState) : undefined,
    query.orderDateFrom ? gte(salesOrders.orderDate, query.orderDateFrom) : undefined,
    query.orderDateTo ? lte(salesOrders.orderDate, query.orderDateTo) : undefined,
    term ? ilike(salesOrders.number, containing(term)) : undefined,
  );
  // the count tables know status, customer and creation day; the extensions' filters are counted
  const counted = !query.workflowState && !query.orderDateFrom && !query.orderDateTo && !term;
  return paginate(ctx.db, {
    select: selectOrders(ctx.db), from: salesOrders, where, sortable: salesOrderSortable,
    defaultSort: '-createdAt', tiebreak: salesOrders.id,
    total: counted ? countsTotal(companyId, query.status, customerId, query.fromDate, query.toDate) : undefined,
  }, query, (rows) => (rows as SelectedOrder[]).map(toSalesOrder));
}

function countsTotal(companyId: string, status: string | undefined, customerId: string | undefined, fromDate?: string, toDate?: string): SQL<number> | undefined {
  const statusIs = countsWhere(status, (s) => sql` AND n.status = ${s}`);
  if (!fromDate && !toDate) return summedCounts(salesOrderCounts, companyId, statusIs, countsWhere(customerId, (c) => sql` AND n.customer_id = ${c}`));
  if (customerId) return undefined;
  return summedCounts(salesOrderDayCounts, companyId, statusIs,
    countsWhere(fromDate, (d) => sql` AND n.created_on >= ${d}::date`), countsWhere(toDate, (d) => sql` AND n.created_on <= ${d}::date`));
}

/** The order row by id or trace, locked FOR UPDATE until the transaction ends; undefined when there is none. */
export async function lockOrderRow(db: DbOrTx, ref: string): Promise<SalesOrderRow | undefined> {
  const [locked] = await db.select().from(salesOrders).where(byReference(ref)).for('update');
  return locked;
}

/** The same for a principal: another company's order is "not found". */
export async function lockSalesOrder(ctx: Ctx, ref: string): Promise<SalesOrderRow> {
  return visibleTo(ctx, await lockOrderRow(ctx.db, ref), (r) => r.companyId, 'The sales order');
}

/** Writes the order's new state, bumps its version and appends one history entry per field that changed. */
export async function changeState(
  db: DbOrTx, by: string | null, order: SalesOrderRow, next: NextState & { deliveredPercent?: string; billedPercent?: string }, action: string,
) {
  await db.update(salesOrders).set({
    workflowState: next.workflowState, status: next.status, heldStatus: next.heldStatus,
    ...(next.deliveredPercent === undefined ? {} : { deliveredPercent: next.deliveredPercent }),
    ...(next.billedPercent === undefined ? {} : { billedPercent: next.billedPercent }),
    updatedAt: sql`now()`, version: sql`${salesOrders.version} + 1`,
  }).where(eq(salesOrders.id, order.id));
  const entry = { companyId: order.companyId, salesOrderId: order.id, action, by };
  const entries = [
    ...(next.workflowState === order.workflowState ? [] : [{ ...entry, field: 'workflowState' as const, fromValue: order.workflowState, toValue: next.workflowState }]),
    ...(next.status === order.status ? [] : [{ ...entry, field: 'status' as const, fromValue: order.status, toValue: next.status }]),
  ];
  if (entries.length > 0) await db.insert(salesOrderHistory).values(entries);
}

/**
 * `PUT /sales-orders/update-workflow/{salesOrderTrace}`: exactly one step. The row lock makes
 * concurrent calls run one after the other, each reading the state the previous one left, so
 * none skips a state; past APPROVED they get 409 `invalid-transition`.
 */
export async function updateSalesOrderWorkflow(ctx: Ctx, { ref, expectedVersion }: { ref: string; expectedVersion?: number }): Promise<SalesOrderDetail> {
  const order = await lockSalesOrder(ctx, ref);
  checkVersion(order, expectedVersion);
  await changeState(ctx.db, ctx.principal.userId, order, advanceWorkflow(order), 'update-workflow');
  return getSalesOrder(ctx, order.id);
}

/** `hold`, `resume`, `close`, `cancel` on a locked order (409 `invalid-transition`, 412 on a stale `If-Match`). */
export async function actOnSalesOrder(
  ctx: Ctx,
  { ref, action, expectedVersion }: { ref: string; action: SalesOrderAction; expectedVersion?: number },
): Promise<SalesOrderDetail> {
  const order = await lockSalesOrder(ctx, ref);
  checkVersion(order, expectedVersion);
  const touched = await anythingMovedOrBilled(ctx.db, salesOrderLines, { orderId: salesOrderLines.salesOrderId, moved: salesOrderLines.deliveredQty, billed: salesOrderLines.billedQty }, order.id);
  await changeState(ctx.db, ctx.principal.userId, order, applyAction({ ...order, anythingDeliveredOrBilled: touched }, action), action);
  return getSalesOrder(ctx, order.id);
}
