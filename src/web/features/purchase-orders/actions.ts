import type { PurchaseOrderAction, PurchaseOrderDetail, PurchaseOrderStatus } from '../../../contract/purchase-orders';

const OPEN: PurchaseOrderStatus[] = ['TO_RECEIVE_AND_BILL', 'TO_BILL', 'TO_RECEIVE'];

/** The actions the order's status allows (the service decides; this only offers them). */
export function actionsFor(o: Pick<PurchaseOrderDetail, 'status' | 'receivedPercent' | 'billedPercent'>): PurchaseOrderAction[] {
  const untouched = o.receivedPercent === 0 && o.billedPercent === 0;
  if (o.status === 'DRAFT') return ['submit', 'cancel'];
  if (OPEN.includes(o.status)) return ['hold', 'close', ...(untouched ? (['cancel'] as const) : [])];
  if (o.status === 'ON_HOLD') return ['resume', 'close', ...(untouched ? (['cancel'] as const) : [])];
  return [];
}

/** Goods can be received while the order is TO_RECEIVE_AND_BILL or TO_RECEIVE. */
export const canReceive = (o: Pick<PurchaseOrderDetail, 'status'>) => o.status === 'TO_RECEIVE_AND_BILL' || o.status === 'TO_RECEIVE';
/** Bills are made while the order is open. */
export const canBill = (o: Pick<PurchaseOrderDetail, 'status'>) => OPEN.includes(o.status);
