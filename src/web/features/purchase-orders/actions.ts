import type { PurchaseOrderAction, PurchaseOrderDetail, PurchaseOrderStatus } from '../../../contract/purchase-orders';
import { statusActionsFor } from '../orders/order-actions';

const OPEN: PurchaseOrderStatus[] = ['TO_RECEIVE_AND_BILL', 'TO_BILL', 'TO_RECEIVE'];

/** The actions the order's status allows (the service decides; this only offers them). */
export function actionsFor(o: Pick<PurchaseOrderDetail, 'status' | 'receivedPercent' | 'billedPercent'>): PurchaseOrderAction[] {
  const untouched = o.receivedPercent === 0 && o.billedPercent === 0;
  return statusActionsFor<PurchaseOrderAction>(o.status, { open: OPEN, untouched, draft: ['submit', 'cancel'] });
}

/** A draft is edited until it is submitted (the service's rule: 409 `not-draft` after). */
export const canEdit = (o: Pick<PurchaseOrderDetail, 'status'>) => o.status === 'DRAFT';

/** Goods can be received while the order is TO_RECEIVE_AND_BILL or TO_RECEIVE. */
export const canReceive = (o: Pick<PurchaseOrderDetail, 'status'>) => o.status === 'TO_RECEIVE_AND_BILL' || o.status === 'TO_RECEIVE';
/** Bills are made while the order is open. */
export const canBill = (o: Pick<PurchaseOrderDetail, 'status'>) => OPEN.includes(o.status);

/**
 * What the order's page offers a user whose scopes allow what `can` says: receiving goods and the
 * status actions need `purchase-orders:write`, a bill `bills:write` (an accountant bills but does
 * not receive; an inventory clerk receives but does not bill). The service refuses the rest (403).
 */
export function offeredActions(o: Pick<PurchaseOrderDetail, 'status' | 'receivedPercent' | 'billedPercent'>, can: (scope: string) => boolean) {
  const writesOrders = can('purchase-orders:write');
  const writesBills = can('bills:write');
  return {
    receive: writesOrders && canReceive(o),
    bill: writesBills && canBill(o),
    status: writesOrders ? actionsFor(o) : [],
    /** What the status allows but the user's role does not, to say so instead of offering it. */
    withheld: [
      ...(!writesOrders && canReceive(o) ? ['receive goods'] : []),
      ...(!writesBills && canBill(o) ? ['create bills'] : []),
      ...(!writesOrders && actionsFor(o).length > 0 ? ['change the order\'s status'] : []),
    ],
  };
}
