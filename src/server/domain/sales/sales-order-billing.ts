import type { DbOrTx } from '../../db/connection';
import { fail } from '../../base/errors';
import { D } from '../orders/order-lines';
import { lockOrderRow } from './sales-orders';
import { isOpen, OPEN_STATUSES } from './sales-order-status';
import { allocate, openTo, orderLines, recordProgress } from './sales-order-progress';

/**
 * Billing of a sales order, for invoices (decisions §12: an invoice naming
 * `salesOrderIdString` bills it) and their credit notes and cancellations. The invoice's own
 * transaction calls it, so the order moves with the invoice or not at all. Call it before
 * posting (before `lockCompanyForPosting`): deliveries lock the order, then the company, and
 * the same order everywhere keeps transactions from waiting on each other in a circle.
 */

export type BillSalesOrder = {
  companyId: string;
  /** The order's id or trace. */
  salesOrderId: string;
  /** The invoice's lines that bill the order, in the invoice's order (their paths are `items.N`). */
  items: Array<{ itemCode: string; qty: string }>;
  /** 1: an invoice bills the quantities; -1: a credit note or a cancelled invoice takes them back. */
  sign: 1 | -1;
  /** The user the history records (the invoice's principal's `userId`). */
  by?: string | null;
};

/**
 * Locks the order and adds (sign 1) or removes (sign -1) billed quantities:
 * - the order must be of `companyId` (else 422 at `salesOrderIdString`: no leak) and APPROVED;
 *   billing needs an open status (TO_DELIVER_AND_BILL, TO_BILL, TO_DELIVER), else 409
 *   `invalid-transition`; taking back works in any status after approval but CANCELLED;
 * - every item must be on the order (422 at `items.N.itemCode`) and its quantity at most what is
 *   still open to bill, ordered − billed (sign 1), or what is billed (sign -1): 422 at
 *   `items.N.qty` naming that quantity;
 * - billedPercent and the status (TO_DELIVER_AND_BILL, TO_BILL, TO_DELIVER, COMPLETED; a held
 *   order resumes to the new one) follow, with a history entry when the status changes.
 */
export async function billSalesOrder(tx: DbOrTx, input: BillSalesOrder): Promise<{ salesOrderId: string; trace: string; customerId: string; currencyId: string }> {
  const order = await lockOrderRow(tx, input.salesOrderId);
  if (!order || order.companyId !== input.companyId.toLowerCase()) {
    throw fail.field('salesOrderIdString', 'is not a sales order of this company', 'unknown-sales-order');
  }
  if (order.workflowState !== 'APPROVED') {
    throw fail.conflict(`The sales order ${order.number} is ${order.workflowState}: only an APPROVED order is billed.`, 'invalid-transition');
  }
  if (input.sign === 1 && !isOpen(order.status)) {
    throw fail.conflict(`A sales order in status ${order.status} cannot be billed: only an order in ${OPEN_STATUSES.join(', ')} can.`, 'invalid-transition');
  }
  if (input.sign === -1 && order.status === 'CANCELLED') {
    throw fail.conflict(`The sales order ${order.number} is CANCELLED: nothing on it can be taken back.`, 'invalid-transition');
  }
  const lines = await orderLines(tx, order.id);
  const allocations = input.sign === 1
    ? allocate(lines, input.items, (l) => new D(l.qty).minus(l.billedQty), openTo('bill'))
    : allocate(lines, input.items, (l) => new D(l.billedQty), (open, code) => `only ${open} of ${code} is billed on this order to take back`);
  await recordProgress(tx, input.by ?? null, order, lines, allocations, 'billedQty', input.sign, input.sign === 1 ? 'bill' : 'unbill');
  return { salesOrderId: order.id, trace: order.number, customerId: order.customerId, currencyId: order.currencyId };
}
