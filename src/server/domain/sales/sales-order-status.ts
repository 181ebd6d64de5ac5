import type { SalesOrderAction, SalesOrderStatus, SalesOrderWorkflowState } from '../../../contract/sales-orders';
import { fail } from '../../base/errors';
import { orderStatusMachine, type Percent } from '../orders/order-status';

/**
 * The sales order's states (decisions §7): the order core's status machine (orders/order-status.ts)
 * with deliveries as the goods' movement, and an approval workflow in front of it.
 * `workflowState` goes DRAFT → PENDING_APPROVAL → APPROVED one step at a time; `status` is DRAFT
 * until the order is approved, then delivered and billed percentages drive it
 * (TO_DELIVER_AND_BILL, TO_BILL, TO_DELIVER, COMPLETED); ON_HOLD, CLOSED and CANCELLED come only
 * from explicit actions.
 */
const machine = orderStatusMachine<'TO_DELIVER_AND_BILL' | 'TO_BILL' | 'TO_DELIVER'>({
  noun: 'sales order', moved: 'delivered', open: ['TO_DELIVER_AND_BILL', 'TO_BILL', 'TO_DELIVER'],
});

/** The statuses deliveries and billing move an order between: it is open in these. */
export const { OPEN_STATUSES, isOpen } = machine;

/** The status of an approved order from how much of it is delivered and billed (each 0 to 100). */
export const progressStatus: (deliveredPercent: Percent, billedPercent: Percent) => SalesOrderStatus = machine.progressStatus;

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

/**
 * The state after `hold`, `resume`, `close` or `cancel` (the order core's rules; cancel takes a
 * DRAFT order at any workflow step before approval), or 409 `invalid-transition`.
 */
export function applyAction(state: SalesOrderState, action: SalesOrderAction): NextState {
  const next = machine.applyStatusAction(
    { status: state.status, heldStatus: state.heldStatus, movedPercent: state.deliveredPercent, billedPercent: state.billedPercent, anythingMovedOrBilled: state.anythingDeliveredOrBilled },
    action,
  );
  return { workflowState: state.workflowState, ...next };
}

/**
 * The status after deliveries or billing changed the percentages: open and COMPLETED orders
 * follow the progress; a held order keeps ON_HOLD and resumes to the new progress status;
 * CLOSED stays CLOSED.
 */
export const afterProgress: (state: Pick<SalesOrderState, 'status' | 'heldStatus'>, deliveredPercent: Percent, billedPercent: Percent) =>
  { status: SalesOrderStatus; heldStatus: SalesOrderStatus | null } = machine.afterProgress;
