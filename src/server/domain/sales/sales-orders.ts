import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  SalesOrder, SalesOrderAction, SalesOrderCreate, SalesOrderDetail, SalesOrderListQuery,
} from '../../../contract/sales-orders';
import type { DbOrTx } from '../../db/connection';
import { newId } from '../../base/ids';
import { byDocumentNumber, paginate } from '../../db/paginate';
import {
  companies, currencies, customers, items, salesDeliveries, salesOrderCounts, salesOrderDayCounts, salesOrderHistory, salesOrderLines, salesOrders,
} from '../../db/schema';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { customerOfCompany } from './customers';
import { findCurrencyByCode } from '../ledger/currencies';
import { nextDocumentNumber } from '../posting/document-numbers';
import { fail } from '../../base/errors';
import { exactAmount, moneyNumber } from '../core/money';
import { D, exactQty, itemsByCode, lineAmount } from '../orders/order-lines';
import { advanceWorkflow, applyAction, type NextState } from './sales-order-status';

export type SalesOrderRow = typeof salesOrders.$inferSelect;
export type SalesOrderLineRow = typeof salesOrderLines.$inferSelect;

/** Amounts must survive as JSON numbers (doubles): below 10^13, as `amount` in the contract. */
const AMOUNT_LIMIT = new D('1e13');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path's order reference: its id (any UUID form) or its trace (`SO-...`). */
export const byReference = (ref: string): SQL => {
  const trimmed = ref.trim();
  if (UUID.test(trimmed)) return eq(salesOrders.id, trimmed.toLowerCase());
  return inArray(salesOrders.number, [...new Set([trimmed, trimmed.toUpperCase()])]);
};

const selectOrders = (db: DbOrTx) =>
  db
    .select({ order: salesOrders, customerName: customers.name, currency: currencies.code, minorUnits: currencies.minorUnits })
    .from(salesOrders)
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .innerJoin(currencies, eq(currencies.id, salesOrders.currencyId))
    .$dynamic();

type SelectedOrder = { order: SalesOrderRow; customerName: string; currency: string; minorUnits: number };

function toSalesOrder({ order, customerName, currency, minorUnits }: SelectedOrder): SalesOrder {
  return {
    id: order.id,
    trace: order.number,
    number: order.number,
    companyIdString: order.companyId,
    customerIdString: order.customerId,
    customerName,
    currencyCodeString: currency,
    orderDate: order.orderDate,
    deliveryDate: order.deliveryDate,
    notes: order.notes,
    workflowState: order.workflowState,
    status: order.status,
    total: moneyNumber(order.total, minorUnits),
    deliveredPercent: Number(order.deliveredPercent),
    billedPercent: Number(order.billedPercent),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    version: order.version,
  };
}

/** Creates a DRAFT sales order (workflowState and status DRAFT) numbered `SO-<company code>-<sequence>`. */
export async function createSalesOrder(ctx: Ctx, input: SalesOrderCreate): Promise<SalesOrderDetail> {
  const { companyId, db } = companyContext(ctx, input.companyIdString);
  const { id: customerId } = await customerOfCompany(db, companyId, input.customerIdString);
  const currency = await findCurrencyByCode(db, input.currencyCodeString);
  if (!currency) throw fail.field('currencyCodeString', `unknown ISO 4217 currency ${input.currencyCodeString}`, 'unknown-currency');
  if (input.deliveryDate && input.deliveryDate < input.orderDate) {
    throw fail.field('deliveryDate', `must not be before orderDate (${input.orderDate})`, 'before-order-date');
  }
  const known = await itemsByCode(db, companyId, input.items.map((l) => l.itemCode.trim()));
  const lines = input.items.map((line, i) => {
    const item = known.get(line.itemCode.trim().toLowerCase());
    if (!item) throw fail.field(`items.${i}.itemCode`, `is not the code of an item of this company (${line.itemCode.trim()})`, 'unknown-item');
    const qty = exactQty(line.qty, `items.${i}.qty`);
    const unitPrice = exactAmount(line.unitPrice, currency.minorUnits, `items.${i}.unitPrice`, currency.code);
    const amount = lineAmount(qty, unitPrice, currency.minorUnits);
    if (amount.gte(AMOUNT_LIMIT)) throw fail.field(`items.${i}.qty`, 'qty × unitPrice must stay below 10^13', 'too-large');
    return { id: newId(), companyId, lineNumber: i + 1, itemId: item.id, itemCode: item.itemCode, qty: qty.toString(), unitPrice: unitPrice.toString(), amount: amount.toString() };
  });
  const total = lines.reduce((sum, l) => sum.plus(l.amount), new D(0));
  if (total.gte(AMOUNT_LIMIT)) throw fail.field('items', 'the order total must stay below 10^13', 'too-large');

  const [company] = await db.select({ id: companies.id, code: companies.code }).from(companies).where(eq(companies.id, companyId));
  const id = newId();
  const number = await nextDocumentNumber(db, company, 'SO');
  await db.insert(salesOrders).values({
    id, companyId, number, customerId, currencyId: currency.id, orderDate: input.orderDate, deliveryDate: input.deliveryDate ?? null,
    notes: input.notes ?? null, workflowState: 'DRAFT', status: 'DRAFT', total: total.toString(), createdBy: ctx.principal.userId,
  });
  await db.insert(salesOrderLines).values(lines.map((l) => ({ ...l, salesOrderId: id })));
  await db.insert(salesOrderHistory).values({ companyId, salesOrderId: id, field: 'status', action: 'create', fromValue: null, toValue: 'DRAFT', by: ctx.principal.userId });
  return getSalesOrder({ ...ctx, db }, id);
}

/** A sales order of one of the principal's companies by id or trace, with lines, history and deliveries; another company's is "not found". */
export async function getSalesOrder(ctx: Ctx, ref: string): Promise<SalesOrderDetail> {
  const [selected] = await selectOrders(ctx.db).where(byReference(ref));
  const found = visibleTo(ctx, selected, (f) => f.order.companyId, 'The sales order');
  const orderId = found.order.id;
  const [lines, history, deliveries] = await Promise.all([
    ctx.db
      .select({ line: salesOrderLines, itemName: items.name, uom: items.uom })
      .from(salesOrderLines)
      .innerJoin(items, eq(items.id, salesOrderLines.itemId))
      .where(eq(salesOrderLines.salesOrderId, orderId))
      .orderBy(asc(salesOrderLines.lineNumber)),
    ctx.db.select().from(salesOrderHistory).where(eq(salesOrderHistory.salesOrderId, orderId)).orderBy(asc(salesOrderHistory.id)),
    ctx.db.select({ id: salesDeliveries.id, number: salesDeliveries.number, postingDate: salesDeliveries.postingDate, total: salesDeliveries.total, return: salesDeliveries.isReturn })
      .from(salesDeliveries).where(eq(salesDeliveries.salesOrderId, orderId)).orderBy(asc(salesDeliveries.createdAt), asc(salesDeliveries.number)),
  ]);
  return {
    ...toSalesOrder(found),
    items: lines.map(({ line, itemName, uom }) => ({
      lineNumber: line.lineNumber,
      itemIdString: line.itemId,
      itemCode: line.itemCode,
      itemName,
      uom,
      qty: Number(line.qty),
      unitPrice: moneyNumber(line.unitPrice, found.minorUnits),
      amount: moneyNumber(line.amount, found.minorUnits),
      deliveredQty: Number(line.deliveredQty),
      billedQty: Number(line.billedQty),
    })),
    history: history.map((h) => ({ field: h.field, action: h.action, from: h.fromValue, to: h.toValue, at: h.at.toISOString(), by: h.by })),
    deliveries: deliveries.map((d) => ({ ...d, total: moneyNumber(d.total, found.minorUnits) })),
  };
}

/** The list's createdAt key, as paginate sorts it and the indexes hold it. */
const createdKey = sql`date_trunc('milliseconds', ${salesOrders.createdAt} AT TIME ZONE 'UTC')`;

export const salesOrderSortable = {
  createdAt: salesOrders.createdAt,
  number: byDocumentNumber(salesOrders.number),
  total: salesOrders.total,
  orderDate: salesOrders.orderDate,
  status: salesOrders.status,
};

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
  const where = and(
    eq(salesOrders.companyId, companyId),
    query.status ? eq(salesOrders.status, query.status) : undefined,
    customerId ? eq(salesOrders.customerId, customerId) : undefined,
    query.fromDate ? sql`${createdKey} >= ${query.fromDate}::date` : undefined,
    query.toDate ? sql`${createdKey} < ${query.toDate}::date + 1` : undefined,
  );
  return paginate(ctx.db, {
    select: selectOrders(ctx.db), from: salesOrders, where, sortable: salesOrderSortable,
    defaultSort: '-createdAt', tiebreak: salesOrders.id,
    total: countsTotal(companyId, query.status, customerId, query.fromDate, query.toDate),
  }, query, (rows) => rows.map(toSalesOrder));
}

function countsTotal(companyId: string, status: string | undefined, customerId: string | undefined, fromDate?: string, toDate?: string): SQL<number> | undefined {
  const statusIs = status ? sql` AND n.status = ${status}` : sql``;
  if (!fromDate && !toDate) {
    return sql<number>`(SELECT coalesce(sum(n.orders), 0) FROM ${salesOrderCounts} n WHERE n.company_id = ${companyId}${statusIs}${
      customerId ? sql` AND n.customer_id = ${customerId}` : sql``})`;
  }
  if (customerId) return undefined;
  return sql<number>`(SELECT coalesce(sum(n.orders), 0) FROM ${salesOrderDayCounts} n WHERE n.company_id = ${companyId}${statusIs}${
    fromDate ? sql` AND n.created_on >= ${fromDate}::date` : sql``}${toDate ? sql` AND n.created_on <= ${toDate}::date` : sql``})`;
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
  if (expectedVersion !== undefined && expectedVersion !== order.version) throw fail.preconditionFailed(order.version);
  await changeState(ctx.db, ctx.principal.userId, order, advanceWorkflow(order), 'update-workflow');
  return getSalesOrder(ctx, order.id);
}

/** `hold`, `resume`, `close`, `cancel` on a locked order (409 `invalid-transition`, 412 on a stale `If-Match`). */
export async function actOnSalesOrder(
  ctx: Ctx,
  { ref, action, expectedVersion }: { ref: string; action: SalesOrderAction; expectedVersion?: number },
): Promise<SalesOrderDetail> {
  const order = await lockSalesOrder(ctx, ref);
  if (expectedVersion !== undefined && expectedVersion !== order.version) throw fail.preconditionFailed(order.version);
  const [{ touched }] = await ctx.db
    .select({ touched: sql<boolean>`coalesce(bool_or(${salesOrderLines.deliveredQty} > 0 OR ${salesOrderLines.billedQty} > 0), false)` })
    .from(salesOrderLines)
    .where(eq(salesOrderLines.salesOrderId, order.id));
  await changeState(ctx.db, ctx.principal.userId, order, applyAction({ ...order, anythingDeliveredOrBilled: touched }, action), action);
  return getSalesOrder(ctx, order.id);
}
