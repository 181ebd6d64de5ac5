import { asc, eq } from 'drizzle-orm';
import { salesOrderLines } from '../../db/schema';
import type { DbOrTx } from '../../db/connection';
import { fail } from '../../base/errors';
import { Decimal } from '../core/money';
import { donePercent } from '../orders/order-status';
import { D, exactQty } from '../orders/order-lines';
import { changeState, type SalesOrderLineRow, type SalesOrderRow } from './sales-orders';
import { afterProgress } from './sales-order-status';

/**
 * What deliveries and billing share: spreading a request's quantities over the order's lines
 * and writing the lines' new quantities with the order's percentages, status and history.
 * Both run on an order locked FOR UPDATE, so two of them on one order run one after the other.
 */

export type Allocation = { line: SalesOrderLineRow; qty: Decimal; path: string };
/** The usual refusal: `only <open> of <item> is open to <verb> on this order`. */
export const openTo = (verb: string) => (open: string, itemCode: string) => `only ${open} of ${itemCode} is open to ${verb} on this order`;

export type ProgressField = 'deliveredQty' | 'billedQty';

export const orderLines = (db: DbOrTx, orderId: string) =>
  db.select().from(salesOrderLines).where(eq(salesOrderLines.salesOrderId, orderId)).orderBy(asc(salesOrderLines.lineNumber));

/**
 * The request's lines spread over the order's lines: each names an item on the order (422 at
 * `items.N.itemCode`) and a quantity not above what `openOf` leaves (422 at `items.N.qty`,
 * `tooMuch` naming it). An item on several order lines fills them in line order.
 */
export function allocate(
  lines: SalesOrderLineRow[], requested: { itemCode: string; qty: number | string }[], openOf: (l: SalesOrderLineRow) => Decimal,
  tooMuch: (open: string, itemCode: string) => string,
): Allocation[] {
  const used = new Map<string, Decimal>();
  const open = (l: SalesOrderLineRow) => D.max(0, openOf(l).minus(used.get(l.id) ?? 0));
  const out: Allocation[] = [];
  requested.forEach((r, i) => {
    const path = `items.${i}`;
    const code = String(r.itemCode).trim().toLowerCase();
    const matching = lines.filter((l) => l.itemCode.toLowerCase() === code);
    if (matching.length === 0) throw fail.field(`${path}.itemCode`, `item ${String(r.itemCode).trim()} is not on this order`, 'not-on-order');
    const qty = exactQty(Number(r.qty), `${path}.qty`);
    const available = matching.reduce((sum, l) => sum.plus(open(l)), new D(0));
    if (qty.gt(available)) {
      throw fail.field(`${path}.qty`, tooMuch(available.toFixed(), matching[0].itemCode), 'more-than-open');
    }
    let left = qty;
    for (const line of matching) {
      if (left.isZero()) break;
      const take = D.min(left, open(line));
      if (take.isZero()) continue;
      used.set(line.id, (used.get(line.id) ?? new D(0)).plus(take));
      out.push({ line, qty: take, path });
      left = left.minus(take);
    }
  });
  return out;
}

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
