import type { SalesOrderAction, SalesOrderStatus, SalesOrderWorkflowState } from '../../../contract/sales-orders';
import { fail } from '../../base/errors';
import { Decimal } from '../core/money';

/**
 * The sales order's states (decisions §7) as pure functions, so deliveries and billing reuse
 * them. `workflowState` goes DRAFT → PENDING_APPROVAL → APPROVED one step at a time; `status`
 * is DRAFT until the order is approved, then delivered and billed percentages drive it
 * (TO_DELIVER_AND_BILL, TO_BILL, TO_DELIVER, COMPLETED); ON_HOLD, CLOSED and CANCELLED come
 * only from explicit actions. The rules copy purchase orders' (purchase-order-status.ts).
 */

/** The statuses deliveries and billing move an order between: it is open in these. */
export const OPEN_STATUSES: readonly SalesOrderStatus[] = ['TO_DELIVER_AND_BILL', 'TO_BILL', 'TO_DELIVER'];
export const isOpen = (status: SalesOrderStatus) => OPEN_STATUSES.includes(status);

type Percent = Decimal | number | string;

/** The status of an approved order from how much of it is delivered and billed (each 0 to 100). */
export function progressStatus(deliveredPercent: Percent, billedPercent: Percent): SalesOrderStatus {
  const delivered = new Decimal(deliveredPercent).gte(100);
  const billed = new Decimal(billedPercent).gte(100);
  if (delivered && billed) return 'COMPLETED';
  if (delivered) return 'TO_BILL';
  if (billed) return 'TO_DELIVER';
  return 'TO_DELIVER_AND_BILL';
}

export type SalesOrderState = {
  workflowState: SalesOrderWorkflowState;
  status: SalesOrderStatus;
  /** The status a held order resumes to. */
  heldStatus: SalesOrderStatus | null;
  deliveredPercent: Percent;
  billedPercent: Percent;
  /** Whether any quantity has been delivered or billed (a percentage rounds a sliver down to 0). */
  anythingDeliveredOrBilled?: boolean;
};

export type NextState = { workflowState: SalesOrderWorkflowState; status: SalesOrderStatus; heldStatus: SalesOrderStatus | null };

const NEXT_STEP: Partial<Record<SalesOrderWorkflowState, SalesOrderWorkflowState>> = { DRAFT: 'PENDING_APPROVAL', PENDING_APPROVAL: 'APPROVED' };

/**
 * One step of the workflow: DRAFT → PENDING_APPROVAL → APPROVED; reaching APPROVED sets the
 * status from the progress (TO_DELIVER_AND_BILL for a new order). 409 `invalid-transition` at
 * APPROVED and for an order whose status is no longer DRAFT (cancelled before approval).
 */
export function advanceWorkflow(state: SalesOrderState): NextState {
  const next = NEXT_STEP[state.workflowState];
  if (!next) {
    throw fail.conflict(`The sales order is already ${state.workflowState}: the workflow has no further step.`, 'invalid-transition');
  }
  if (state.status !== 'DRAFT') {
    throw fail.conflict(`A sales order in status ${state.status} cannot move on in its workflow.`, 'invalid-transition');
  }
  const status = next === 'APPROVED' ? progressStatus(state.deliveredPercent, state.billedPercent) : state.status;
  return { workflowState: next, status, heldStatus: null };
}

const actionWords: Record<SalesOrderAction, string> = { hold: 'held', resume: 'resumed', close: 'closed', cancel: 'cancelled' };

function invalid(state: SalesOrderState, action: SalesOrderAction, why: string) {
  return fail.conflict(`A sales order in status ${state.status} cannot be ${actionWords[action]}: ${why}.`, 'invalid-transition');
}

/**
 * The state after an action, or 409 `invalid-transition` naming the current status and the action:
 * - hold: an open order to ON_HOLD, remembering its status;
 * - resume: ON_HOLD back to the status it was held in;
 * - close: an open or held order to CLOSED (what is left is not expected any more);
 * - cancel: a DRAFT order (any workflow step before approval), or an open or held one with
 *   nothing delivered or billed, to CANCELLED.
 */
export function applyAction(state: SalesOrderState, action: SalesOrderAction): NextState {
  const { status, workflowState } = state;
  const to = (s: SalesOrderStatus, heldStatus: SalesOrderStatus | null = null): NextState => ({ workflowState, status: s, heldStatus });
  switch (action) {
    case 'hold':
      if (!isOpen(status)) throw invalid(state, action, `only an open order (${OPEN_STATUSES.join(', ')}) is put on hold`);
      return to('ON_HOLD', status);
    case 'resume':
      if (status !== 'ON_HOLD') throw invalid(state, action, 'only an order ON_HOLD is resumed');
      return to(state.heldStatus ?? progressStatus(state.deliveredPercent, state.billedPercent));
    case 'close':
      if (!isOpen(status) && status !== 'ON_HOLD') throw invalid(state, action, 'only an open or held order is closed');
      return to('CLOSED');
    case 'cancel': {
      if (status === 'DRAFT') return to('CANCELLED');
      if (!isOpen(status) && status !== 'ON_HOLD') throw invalid(state, action, 'only a DRAFT, open or held order is cancelled');
      if (state.anythingDeliveredOrBilled || !new Decimal(state.deliveredPercent).isZero() || !new Decimal(state.billedPercent).isZero()) {
        throw invalid(state, action, 'goods have been delivered or billed on it; close it instead');
      }
      return to('CANCELLED');
    }
  }
}

/**
 * The status after deliveries or billing changed the percentages: open and COMPLETED orders
 * follow the progress; a held order keeps ON_HOLD and resumes to the new progress status;
 * CLOSED stays CLOSED.
 */
export function afterProgress(state: Pick<SalesOrderState, 'status' | 'heldStatus'>, deliveredPercent: Percent, billedPercent: Percent) {
  const progress = progressStatus(deliveredPercent, billedPercent);
  if (state.status === 'ON_HOLD') return { status: 'ON_HOLD' as const, heldStatus: progress };
  if (isOpen(state.status) || state.status === 'COMPLETED') return { status: progress, heldStatus: null };
  return { status: state.status, heldStatus: state.heldStatus };
}
