import type { PurchaseOrderAction, PurchaseOrderStatus } from '../../../contract/purchase-orders';
import { donePercent, orderStatusMachine, type Percent } from '../orders/order-status';

/**
 * The purchase order's states (decisions §7): the order core's status machine
 * (orders/order-status.ts) with receipts as the goods' movement. An order is DRAFT until
 * submitted; then received and billed percentages drive it (TO_RECEIVE_AND_BILL, TO_BILL,
 * TO_RECEIVE, COMPLETED); ON_HOLD, CLOSED and CANCELLED come only from explicit actions.
 */
const machine = orderStatusMachine<'TO_RECEIVE_AND_BILL' | 'TO_BILL' | 'TO_RECEIVE'>({
  noun: 'purchase order', moved: 'received', open: ['TO_RECEIVE_AND_BILL', 'TO_BILL', 'TO_RECEIVE'],
});

/** The statuses receipts and bills move an order between: it is open (not yet COMPLETED) in these. */
export const { OPEN_STATUSES, isOpen } = machine;

/** The status a submitted order has, from how much of it is received and billed (each 0 to 100). */
export const progressStatus: (receivedPercent: Percent, billedPercent: Percent) => PurchaseOrderStatus = machine.progressStatus;

/** How much of the ordered quantity is done (received or billed), 0 to 100 with 2 decimals. */
export { donePercent };

export type OrderState = {
  status: PurchaseOrderStatus;
  /** The status a held order resumes to. */
  heldStatus: PurchaseOrderStatus | null;
  receivedPercent: Percent;
  billedPercent: Percent;
  /** Whether any quantity has been received or billed (a percentage rounds a sliver down to 0). */
  anythingReceivedOrBilled?: boolean;
};

/** The state after `submit`, `hold`, `resume`, `close` or `cancel` (the order core's rules), or 409 `invalid-transition`. */
export function transition(state: OrderState, action: PurchaseOrderAction): { status: PurchaseOrderStatus; heldStatus: PurchaseOrderStatus | null } {
  return machine.applyStatusAction(
    { status: state.status, heldStatus: state.heldStatus, movedPercent: state.receivedPercent, billedPercent: state.billedPercent, anythingMovedOrBilled: state.anythingReceivedOrBilled },
    action,
  );
}
