import type { PurchaseOrderAction, PurchaseOrderStatus } from '../../../contract/purchase-orders';
import { fail } from '../../base/errors';
import { Decimal } from '../core/money';

/**
 * The purchase order's states (decisions §7) as pure functions: no database, so receipts and
 * bills reuse them. An order is DRAFT until submitted; then received and billed percentages
 * drive it (TO_RECEIVE_AND_BILL, TO_BILL, TO_RECEIVE, COMPLETED); ON_HOLD, CLOSED and CANCELLED
 * come only from explicit actions.
 */

/** The statuses receipts and bills move an order between: it is open (not yet COMPLETED) in the first three. */
export const OPEN_STATUSES: readonly PurchaseOrderStatus[] = ['TO_RECEIVE_AND_BILL', 'TO_BILL', 'TO_RECEIVE'];
export const isOpen = (status: PurchaseOrderStatus) => OPEN_STATUSES.includes(status);

type Percent = Decimal | number | string;

/** The status a submitted order has, from how much of it is received and billed (each 0 to 100). */
export function progressStatus(receivedPercent: Percent, billedPercent: Percent): PurchaseOrderStatus {
  const received = new Decimal(receivedPercent).gte(100);
  const billed = new Decimal(billedPercent).gte(100);
  if (received && billed) return 'COMPLETED';
  if (received) return 'TO_BILL';
  if (billed) return 'TO_RECEIVE';
  return 'TO_RECEIVE_AND_BILL';
}

/**
 * How much of the ordered quantity is done (received or billed), 0 to 100 with 2 decimals:
 * Σ min(done, qty) / Σ qty. Rounded down, so 100 means every line is done in full.
 */
export function donePercent(lines: readonly { qty: Percent; done: Percent }[]): Decimal {
  let ordered = new Decimal(0);
  let done = new Decimal(0);
  for (const line of lines) {
    const qty = new Decimal(line.qty);
    ordered = ordered.plus(qty);
    done = done.plus(Decimal.min(qty, new Decimal(line.done)));
  }
  if (ordered.isZero()) return new Decimal(0);
  return done.times(100).dividedBy(ordered).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

export type OrderState = {
  status: PurchaseOrderStatus;
  /** The status a held order resumes to. */
  heldStatus: PurchaseOrderStatus | null;
  receivedPercent: Percent;
  billedPercent: Percent;
  /** Whether any quantity has been received or billed (a percentage rounds a sliver down to 0). */
  anythingReceivedOrBilled?: boolean;
};

const actionWords: Record<PurchaseOrderAction, string> = { submit: 'submitted', hold: 'held', resume: 'resumed', close: 'closed', cancel: 'cancelled' };

function invalid(state: OrderState, action: PurchaseOrderAction, why: string) {
  return fail.conflict(`A purchase order in status ${state.status} cannot be ${actionWords[action]}: ${why}.`, 'invalid-transition');
}

/**
 * The state after an action, or 409 `invalid-transition` naming the current status and the action:
 * - submit: DRAFT to the progress status (TO_RECEIVE_AND_BILL for a new order);
 * - hold: an open order to ON_HOLD, remembering its status;
 * - resume: ON_HOLD back to the status it was held in;
 * - close: an open or held order to CLOSED (what is left is not expected any more);
 * - cancel: a DRAFT, or an open or held order with nothing received or billed, to CANCELLED.
 */
export function transition(state: OrderState, action: PurchaseOrderAction): { status: PurchaseOrderStatus; heldStatus: PurchaseOrderStatus | null } {
  const { status } = state;
  switch (action) {
    case 'submit':
      if (status !== 'DRAFT') throw invalid(state, action, 'only a DRAFT order is submitted');
      return { status: progressStatus(state.receivedPercent, state.billedPercent), heldStatus: null };
    case 'hold':
      if (!isOpen(status)) throw invalid(state, action, `only an open order (${OPEN_STATUSES.join(', ')}) is put on hold`);
      return { status: 'ON_HOLD', heldStatus: status };
    case 'resume':
      if (status !== 'ON_HOLD') throw invalid(state, action, 'only an order ON_HOLD is resumed');
      return { status: state.heldStatus ?? progressStatus(state.receivedPercent, state.billedPercent), heldStatus: null };
    case 'close':
      if (!isOpen(status) && status !== 'ON_HOLD') throw invalid(state, action, 'only an open or held order is closed');
      return { status: 'CLOSED', heldStatus: null };
    case 'cancel': {
      if (status === 'DRAFT') return { status: 'CANCELLED', heldStatus: null };
      if (!isOpen(status) && status !== 'ON_HOLD') throw invalid(state, action, 'only a DRAFT, open or held order is cancelled');
      if (state.anythingReceivedOrBilled || !new Decimal(state.receivedPercent).isZero() || !new Decimal(state.billedPercent).isZero()) {
        throw invalid(state, action, 'goods have been received or billed on it; close it instead');
      }
      return { status: 'CANCELLED', heldStatus: null };
    }
  }
}
