import { asc, eq } from 'drizzle-orm';
import { salesOrderLines } from '../../db/schema';
import type { DbOrTx } from '../../db/connection';
import { Decimal } from '../core/money';
import { donePercent } from '../orders/order-status';
import { allocate, D, type Allocation as OrderAllocation } from '../orders/order-lines';
import { changeState, type SalesOrderLineRow, type SalesOrderRow } from './sales-orders';
import { afterProgress } from './sales-order-status';

/**
 * What deliveries and billing share: spreading a request's quantities over the order's lines
 * and writing the lines' new quantities with the order's percentages, status and history.
 * Both run on an order locked FOR UPDATE, so two of them on one order run one after the other.
 */

export type Allocation = OrderAllocation<SalesOrderLineRow>;
export { allocate };
/** The usual refusal: `only <open> of <item> is open to <verb> on this order`. */
export const openTo = (verb: string) => (open: string, itemCode: string) => `only ${open} of ${itemCode} is open to ${verb} on this order`;

export type ProgressField = 'deliveredQty' | 'billedQty';

export const orderLines = (db: DbOrTx, orderId: string) =>
  db.select().from(salesOrderLines).where(eq(salesOrderLines.salesOrderId, orderId)).orderBy(asc(salesOrderLines.lineNumber));

/** Adds (sign 1) or removes (sign -1) the allocated quantities to `field` and moves the order's percentages, status and history. */
export async function recordProgress(db: DbOrTx, by: string | null, order: SalesOrderRow, lines: SalesOrderLineRow[], changes: Allocation[], field: ProgressField, sign: 1 | -1, action: string) {
  const delta = new Map<string, Decimal>();
  for (const a of changes) delta.set(a.line.id, (delta.get(a.line.id) ?? new D(0)).plus(a.qty.times(sign)));
  const updated = lines.map((l) => ({ ...l, [field]: new D(l[field]).plus(delta.get(l.id) ?? 0).toString() }));
  for (const line of updated) {
    if (delta.has(line.id)) await db.update(salesOrderLines).set({ [field]: line[field] }).where(eq(salesOrderLines.id, line.id));
  }
  const deliveredPercent = donePercent(updated.map((l) => ({ qty: l.qty, done: l.deliveredQty }))).toString();
  const billedPercent = donePercent(updated.map((l) => ({ qty: l.qty, done: l.billedQty }))).toString();
  const next = afterProgress(order, deliveredPercent, billedPercent);
  await changeState(db, by, order, { workflowState: order.workflowState, ...next, deliveredPercent, billedPercent }, action);
}
