import { fail } from '../../base/errors';
import { Decimal } from '../core/money';

/**
 * The state rules every order shares (decisions §7), as pure functions: no database, so the
 * documents that move an order (deliveries, receipts, bills, invoices) reuse them. Once an order
 * is under way, how much of it has moved (delivered or received) and been billed drives its
 * status (TO_<MOVE>_AND_BILL, TO_BILL, TO_<MOVE>, COMPLETED); ON_HOLD, CLOSED and CANCELLED come
 * only from explicit actions. Sales and purchase orders specialize it (sales-order-status.ts,
 * purchase-order-status.ts) with their words: what they are called and how their goods move.
 */

export type Percent = Decimal | number | string;

/** The statuses every order has besides its three open ones. */
export type OrderStatusOf<Open extends string> = Open | 'DRAFT' | 'COMPLETED' | 'ON_HOLD' | 'CLOSED' | 'CANCELLED';

/** The explicit status actions (purchase orders add `submit`; sales orders submit through their workflow). */
export type OrderStatusAction = 'submit' | 'hold' | 'resume' | 'close' | 'cancel';

export type OrderKindWords<Open extends string> = {
  /** What the order is called in messages: `sales order`, `purchase order`. */
  noun: string;
  /** How its goods move, as the messages say it: `delivered`, `received`. */
  moved: string;
  /** The open statuses, in this order: to move and bill, to bill, to move. */
  open: readonly [Open, Open, Open];
};

/** The state the status actions read: the status, the one a held order resumes to, and the progress. */
export type OrderProgressState<Status extends string> = {
  status: Status;
  heldStatus: Status | null;
  movedPercent: Percent;
  billedPercent: Percent;
  /** Whether any quantity has moved or been billed (a percentage rounds a sliver down to 0). */
  anythingMovedOrBilled?: boolean;
};

export type StatusChange<Status extends string> = { status: Status; heldStatus: Status | null };

/**
 * How much of the ordered quantity is done (moved or billed), 0 to 100 with 2 decimals:
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

const actionWords: Record<OrderStatusAction, string> = { submit: 'submitted', hold: 'held', resume: 'resumed', close: 'closed', cancel: 'cancelled' };

/** The status machine of one kind of order. */
export function orderStatusMachine<Open extends string>(words: OrderKindWords<Open>) {
  type Status = OrderStatusOf<Open>;
  const [toMoveAndBill, toBill, toMove] = words.open;
  const OPEN_STATUSES: readonly Status[] = words.open;
  const isOpen = (status: Status) => OPEN_STATUSES.includes(status);

  /** The status of an order under way from how much of it has moved and been billed (each 0 to 100). */
  function progressStatus(movedPercent: Percent, billedPercent: Percent): Status {
    const moved = new Decimal(movedPercent).gte(100);
    const billed = new Decimal(billedPercent).gte(100);
    if (moved && billed) return 'COMPLETED';
    if (moved) return toBill;
    if (billed) return toMove;
    return toMoveAndBill;
  }

  const invalid = (state: OrderProgressState<Status>, action: OrderStatusAction, why: string) =>
    fail.conflict(`A ${words.noun} in status ${state.status} cannot be ${actionWords[action]}: ${why}.`, 'invalid-transition');

  /**
   * The state after an action, or 409 `invalid-transition` naming the current status and the action:
   * - submit: DRAFT to the progress status (TO_<MOVE>_AND_BILL for a new order);
   * - hold: an open order to ON_HOLD, remembering its status;
   * - resume: ON_HOLD back to the status it was held in;
   * - close: an open or held order to CLOSED (what is left is not expected any more);
   * - cancel: a DRAFT, or an open or held order with nothing moved or billed, to CANCELLED.
   */
  function applyStatusAction(state: OrderProgressState<Status>, action: OrderStatusAction): StatusChange<Status> {
    const { status } = state;
    switch (action) {
      case 'submit':
        if (status !== 'DRAFT') throw invalid(state, action, 'only a DRAFT order is submitted');
        return { status: progressStatus(state.movedPercent, state.billedPercent), heldStatus: null };
      case 'hold':
        if (!isOpen(status)) throw invalid(state, action, `only an open order (${OPEN_STATUSES.join(', ')}) is put on hold`);
        return { status: 'ON_HOLD', heldStatus: status };
      case 'resume':
        if (status !== 'ON_HOLD') throw invalid(state, action, 'only an order ON_HOLD is resumed');
        return { status: state.heldStatus ?? progressStatus(state.movedPercent, state.billedPercent), heldStatus: null };
      case 'close':
        if (!isOpen(status) && status !== 'ON_HOLD') throw invalid(state, action, 'only an open or held order is closed');
        return { status: 'CLOSED', heldStatus: null };
      case 'cancel': {
        if (status === 'DRAFT') return { status: 'CANCELLED', heldStatus: null };
        if (!isOpen(status) && status !== 'ON_HOLD') throw invalid(state, action, 'only a DRAFT, open or held order is cancelled');
        if (state.anythingMovedOrBilled || !new Decimal(state.movedPercent).isZero() || !new Decimal(state.billedPercent).isZero()) {
          throw invalid(state, action, `goods have been ${words.moved} or billed on it; close it instead`);
        }
        return { status: 'CANCELLED', heldStatus: null };
      }
    }
  }

  /**
   * The status after moving goods or billing changed the percentages: open and COMPLETED orders
   * follow the progress; a held order keeps ON_HOLD and resumes to the new progress status;
   * CLOSED stays CLOSED.
   */
  function afterProgress(state: { status: Status; heldStatus: Status | null }, movedPercent: Percent, billedPercent: Percent): StatusChange<Status> {
    const progress = progressStatus(movedPercent, billedPercent);
    if (state.status === 'ON_HOLD') return { status: 'ON_HOLD', heldStatus: progress };
    if (isOpen(state.status) || state.status === 'COMPLETED') return { status: progress, heldStatus: null };
    return { status: state.status, heldStatus: state.heldStatus };
  }

  return { OPEN_STATUSES, isOpen, progressStatus, applyStatusAction, afterProgress };
}
