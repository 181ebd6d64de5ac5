import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SalesDelivery, SalesDeliveryCreate } from '../../../contract/sales-orders';
import type { DbOrTx } from '../../db/connection';
import { companies, currencies, items, salesDeliveries, salesDeliveryLines, salesOrders } from '../../db/schema';
import { visibleTo, type Ctx } from '../core/context';
import { postDocument } from '../posting/pipeline';
import { fail } from '../../base/errors';
import { Decimal, moneyNumber } from '../core/money';
import { D, lineAmount } from '../orders/order-lines';
import { lockSalesOrder, type SalesOrderRow } from './sales-orders';
import { allocate, openTo, orderLines, recordProgress } from './sales-order-progress';
import { RATE_DECIMALS } from '../stock/stock-valuation';

/**
 * Deliveries of sales orders (decisions §12; docs/sales.md "Sales orders"): the goods leave
 * through the stock ledger at valuation cost, Dr COST_OF_GOODS_SOLD / Cr stock, in the
 * transaction that moves the order's delivered quantities. Insufficient stock or a closed
 * period refuses the whole delivery (409) and nothing is written.
 */

const baseCurrency = alias(currencies, 'base_currency');

/** Deliveries take an APPROVED order in TO_DELIVER_AND_BILL or TO_DELIVER; 409 invalid-transition otherwise. */
const DELIVERABLE = ['TO_DELIVER_AND_BILL', 'TO_DELIVER'];

/** 409 invalid-transition unless the order may deliver (or, for a return, take back) goods now. */
function assertMayMoveGoods(order: SalesOrderRow, isReturn: boolean) {
  if (isReturn) {
    // as credit notes take billing back: from any approved order, even one completed or closed since
    if (order.workflowState === 'APPROVED' && order.status !== 'CANCELLED') return;
    const why = order.workflowState !== 'APPROVED' ? `it is ${order.workflowState}, not APPROVED` : 'it is cancelled';
    throw fail.conflict(`A sales order in status ${order.status} cannot take goods back: ${why}.`, 'invalid-transition');
  }
  if (order.workflowState !== 'APPROVED' || !DELIVERABLE.includes(order.status)) {
    const why = order.workflowState !== 'APPROVED' ? `it is ${order.workflowState}, not APPROVED` : `only an order in ${DELIVERABLE.join(' or ')} can`;
    throw fail.conflict(`A sales order in status ${order.status} cannot deliver goods: ${why}.`, 'invalid-transition');
  }
}

/**
 * Per order line, the cost its deliveries took the goods out at (Σ cost / Σ qty, at the stock
 * ledger's rate precision): what a return brings them back at.
 */
async function deliveredCosts(db: DbOrTx, orderId: string) {
  const rows = await db.select({ lineId: salesDeliveryLines.salesOrderLineId, cost: sql<string>`sum(${salesDeliveryLines.cost})::text`, qty: sql<string>`sum(${salesDeliveryLines.qty})::text` })
    .from(salesDeliveryLines).innerJoin(salesDeliveries, eq(salesDeliveries.id, salesDeliveryLines.deliveryId))
    .where(and(eq(salesDeliveries.salesOrderId, orderId), eq(salesDeliveries.isReturn, false))).groupBy(salesDeliveryLines.salesOrderLineId);
  return new Map(rows.map((r) => [r.lineId, new D(r.cost).dividedBy(r.qty).toDecimalPlaces(RATE_DECIMALS)]));
}

/**
 * `POST /sales-orders/{salesOrderId}/deliveries`: a delivery numbered `DN-<company code>-<sequence>`
 * (goods out at valuation cost), or with `return: true` a return `DR-...` (goods back in at the
 * cost the order's deliveries took them out at); answers it.
 */
export async function createSalesDelivery(ctx: Ctx, orderRef: string, input: SalesDeliveryCreate): Promise<SalesDelivery> {
  const isReturn = input.return === true;
  const order = await lockSalesOrder(ctx, orderRef);
  assertMayMoveGoods(order, isReturn);
  const lines = await orderLines(ctx.db, order.id);
  const allocations = isReturn
    ? allocate(lines, input.items, (l) => new D(l.deliveredQty), (open, itemCode) => `only ${open} of ${itemCode} has been delivered on this order`)
    : allocate(lines, input.items, (l) => new D(l.qty).minus(l.deliveredQty), openTo('deliver'));
  const [currency] = await ctx.db.select().from(currencies).where(eq(currencies.id, order.currencyId));
  const stockItems = new Set((await ctx.db.select({ id: items.id }).from(items)
    .where(and(eq(items.companyId, order.companyId), eq(items.maintainStock, true)))).map((r) => r.id));
  const costs = isReturn ? await deliveredCosts(ctx.db, order.id) : new Map<string, Decimal>();

  const stocked = allocations.filter((a) => stockItems.has(a.line.itemId));
  return postDocument(ctx, {
    companyId: order.companyId, postingDate: input.postingDate, numbered: isReturn ? 'DR' : 'DN',
    stock: {
      source: 'SALES_DELIVERY', contra: { role: 'COST_OF_GOODS_SOLD' },
      movements: stocked.map((a) => (isReturn
        ? { itemId: a.line.itemId, qty: a.qty, rate: costs.get(a.line.id) ?? new D(0), path: a.path, itemField: 'itemCode' }
        : { itemId: a.line.itemId, qty: a.qty.negated(), path: a.path, itemField: 'itemCode' })),
    },
    write: async ({ id, number, stock }) => {
      const movementOf = new Map(stocked.map((a, i) => [a, stock.movements[i]]));
      const rows = allocations.map((a, i) => ({
        deliveryId: id, lineNumber: i + 1, companyId: order.companyId, salesOrderLineId: a.line.id, itemId: a.line.itemId,
        qty: a.qty.toString(), unitPrice: a.line.unitPrice, amount: lineAmount(a.qty, a.line.unitPrice, currency.minorUnits).toString(),
        // the value that left (or came back into) stock: a movement's amount is signed, the line's cost is not
        cost: new D(movementOf.get(a)?.amount ?? '0').abs().toString(), movementId: movementOf.get(a)?.id ?? null,
      }));
      const sum = (field: 'amount' | 'cost') => rows.reduce((total, r) => total.plus(r[field]), new D(0)).toString();
      await ctx.db.insert(salesDeliveries).values({
        id, companyId: order.companyId, number, salesOrderId: order.id, postingDate: input.postingDate, isReturn, total: sum('amount'), cost: sum('cost'),
        journalEntryId: stock.journalEntryId, createdBy: ctx.principal.userId,
      });
      await ctx.db.insert(salesDeliveryLines).values(rows);
      await recordProgress(ctx.db, ctx.principal.userId, order, lines, allocations, 'deliveredQty', isReturn ? -1 : 1, isReturn ? 'return' : 'deliver');
      return getSalesDelivery(ctx, id);
    },
  });
}

/** A delivery with its lines; another company's is "not found". */
export async function getSalesDelivery(ctx: Ctx, id: string): Promise<SalesDelivery> {
  const [found] = await ctx.db
    .select({ delivery: salesDeliveries, trace: salesOrders.number, currency: currencies.code, minorUnits: currencies.minorUnits, baseMinorUnits: baseCurrency.minorUnits })
    .from(salesDeliveries)
    .innerJoin(salesOrders, eq(salesOrders.id, salesDeliveries.salesOrderId))
    .innerJoin(currencies, eq(currencies.id, salesOrders.currencyId))
    .innerJoin(companies, eq(companies.id, salesDeliveries.companyId))
    .innerJoin(baseCurrency, eq(baseCurrency.id, companies.baseCurrencyId))
    .where(eq(salesDeliveries.id, id.toLowerCase()));
  const { delivery, trace, currency, minorUnits, baseMinorUnits } = visibleTo(ctx, found, (f) => f.delivery.companyId, 'The delivery');
  const lines = await ctx.db.select({ line: salesDeliveryLines, itemCode: items.itemCode }).from(salesDeliveryLines)
    .innerJoin(items, eq(items.id, salesDeliveryLines.itemId)).where(eq(salesDeliveryLines.deliveryId, delivery.id)).orderBy(asc(salesDeliveryLines.lineNumber));
  return {
    id: delivery.id, number: delivery.number, salesOrderIdString: delivery.salesOrderId, salesOrderTrace: trace, return: delivery.isReturn, postingDate: delivery.postingDate,
    currencyCodeString: currency, total: moneyNumber(delivery.total, minorUnits), cost: moneyNumber(delivery.cost, baseMinorUnits),
    journalEntryId: delivery.journalEntryId,
    lines: lines.map(({ line, itemCode }) => ({
      lineNumber: line.lineNumber, itemIdString: line.itemId, itemCode, qty: Number(line.qty),
      unitPrice: moneyNumber(line.unitPrice, minorUnits), amount: moneyNumber(line.amount, minorUnits),
      cost: moneyNumber(line.cost, baseMinorUnits), movementId: line.movementId,
    })),
    companyIdString: delivery.companyId,
    createdAt: delivery.createdAt.toISOString(), updatedAt: delivery.updatedAt.toISOString(), version: delivery.version,
  };
}
