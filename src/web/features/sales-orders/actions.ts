import type { SalesOrderAction, SalesOrderDetail, SalesOrderStatus, SalesOrderWorkflowState } from '../../../contract/sales-orders';
import { shortId } from '../../components/format';
import { statusActionsFor } from '../orders/order-actions';

const OPEN: SalesOrderStatus[] = ['TO_DELIVER_AND_BILL', 'TO_BILL', 'TO_DELIVER'];

type OrderState = Pick<SalesOrderDetail, 'status' | 'workflowState' | 'items'>;

/** Nothing delivered or billed on any line (a percentage would round a sliver down to 0). */
const untouched = (o: Pick<SalesOrderDetail, 'items'>) => o.items.every((l) => l.deliveredQty === 0 && l.billedQty === 0);

/** The actions the order's status allows (the service decides; this only offers them). */
export function actionsFor(o: OrderState): SalesOrderAction[] {
  return statusActionsFor<SalesOrderAction>(o.status, { open: OPEN, untouched: untouched(o), draft: ['cancel'] });
}

/** The step `update-workflow` takes from each state: what the button says and where it leads. */
const steps: Partial<Record<SalesOrderWorkflowState, { label: string; to: SalesOrderWorkflowState; question: (number: string) => string }>> = {
  DRAFT: { label: 'Submit for approval', to: 'PENDING_APPROVAL', question: (n) => `Submit ${n} for approval?` },
  PENDING_APPROVAL: { label: 'Approve', to: 'APPROVED', question: (n) => `Approve ${n}?` },
};

/** The next workflow step of an order still in DRAFT status (none once approved or cancelled). */
export function nextWorkflowStep(o: Pick<SalesOrderDetail, 'status' | 'workflowState'>) {
  return o.status === 'DRAFT' ? steps[o.workflowState] : undefined;
}

/** A draft is edited until it goes for approval (the service's rule: 409 `not-draft` after). */
export const canEdit = (o: Pick<SalesOrderDetail, 'status' | 'workflowState'>) => o.status === 'DRAFT' && o.workflowState === 'DRAFT';

/** Goods can be delivered once the order is approved, while it is TO_DELIVER_AND_BILL or TO_DELIVER. */
export const canDeliver = (o: Pick<SalesOrderDetail, 'status' | 'workflowState'>) =>
  o.workflowState === 'APPROVED' && (o.status === 'TO_DELIVER_AND_BILL' || o.status === 'TO_DELIVER');

/** Delivered goods can come back from an approved order that is not cancelled (the service's rule). */
export const canReturnGoods = (o: Pick<SalesOrderDetail, 'status' | 'workflowState' | 'items'>) =>
  o.workflowState === 'APPROVED' && o.status !== 'CANCELLED' && o.items.some((l) => l.deliveredQty > 0);

/** Something is left to bill on some line (ordered − billed > 0). */
const leftToBill = (o: Pick<SalesOrderDetail, 'items'>) => o.items.some((l) => l.billedQty < l.qty);

/** An invoice can bill the order once it is approved, while its status is open and something is left to bill (the service's rule). */
export const canInvoice = (o: OrderState) => o.workflowState === 'APPROVED' && OPEN.includes(o.status) && leftToBill(o);

/** Who made a change of the history: the signed-in user ("you"), the system (no user), or another user by the end of their id (`shortId`). */
export function changedBy(by: string | null, me: { id: string; email: string } | undefined): string {
  if (by === null) return 'the system';
  if (me && by === me.id) return `you (${me.email})`;
  return `user ${shortId(by)}`;
}

/** What made a change of the history, in words (the service's `action`). */
const actionWords: Record<string, string> = {
  create: 'Entered', 'update-workflow': 'Workflow step', hold: 'Put on hold', resume: 'Resumed', close: 'Closed', cancel: 'Cancelled',
  deliver: 'Delivery', return: 'Goods returned', bill: 'Invoiced', unbill: 'Invoice taken back',
};
export const changeCause = (action: string) => actionWords[action] ?? action;
