import { useQuery } from '@tanstack/react-query';
import type { BillCreate, BillDetail, PurchaseReceipt, PurchaseReceiptCreate } from '../../contract/bills';
import type { PurchaseOrder, PurchaseOrderAction, PurchaseOrderCreate, PurchaseOrderDetail, PurchaseOrderListQuery } from '../../contract/purchase-orders';
import { bills } from './bills';
import { api, ifMatch } from './client';
import { items } from './items';
import type { ListQuery } from './list';
import { createResourceApi } from './resource-api';

export type PurchaseOrderQuery = ListQuery<PurchaseOrderListQuery>;

/** Lists carry `PurchaseOrder`; one order (and the answers to create and every action) is `PurchaseOrderDetail`, with lines and history. */
const orderApi = createResourceApi<{ record: PurchaseOrder; query: PurchaseOrderQuery; create: PurchaseOrderCreate }>({
  name: 'purchase-orders', path: '/purchase-orders', alsoInvalidates: () => [items.keys.details(), bills.keys.all], // receipts move stock; bills are listed
});
export const purchaseOrders = {
  ...orderApi,
  useOne: (id: string | null | undefined) =>
    useQuery({
      queryKey: orderApi.keys.detail(id ?? ''),
      queryFn: ({ signal }) => api.get<PurchaseOrderDetail>(`/purchase-orders/${encodeURIComponent(id!)}`, undefined, signal),
      enabled: !!id,
    }),
  useCreate: () => orderApi.useChange((input: PurchaseOrderCreate) => api.post<PurchaseOrderDetail>('/purchase-orders', input)),
  /** Replaces a draft as a whole, if it is still the version the form was filled from (else 412); 409 `not-draft` once submitted. */
  useReplace: () => orderApi.useChange(({ id, version, body }: { id: string; version: number; body: PurchaseOrderCreate }) =>
    api.put<PurchaseOrderDetail>(`/purchase-orders/${encodeURIComponent(id)}`, body, { headers: ifMatch(version) })),
  /** submit, hold, resume, close or cancel (409 `invalid-transition` when the status does not allow it). */
  useAction: () =>
    orderApi.useChange(({ id, action }: { id: string; action: PurchaseOrderAction }) =>
      api.post<PurchaseOrderDetail>(`/purchase-orders/${encodeURIComponent(id)}/${action}`)),
  /** Goods in (stock at the order's rates); 422 at `items.N.qty` when more than is open. */
  useReceive: () =>
    orderApi.useChange(({ id, body }: { id: string; body: PurchaseReceiptCreate }) =>
      api.post<PurchaseReceipt>(`/purchase-orders/${encodeURIComponent(id)}/receipts`, body)),
  /** A receipt of goods (`GET /purchase-receipts/{id}`), with its lines. */
  useReceipt: (id: string | null | undefined) =>
    useQuery({
      queryKey: [...orderApi.keys.all, 'receipt', id ?? ''],
      queryFn: ({ signal }) => api.get<PurchaseReceipt>(`/purchase-receipts/${encodeURIComponent(id!)}`, undefined, signal),
      enabled: !!id,
    }),
  useBill: () =>
    orderApi.useChange(({ id, body }: { id: string; body: BillCreate }) =>
      api.post<BillDetail>(`/purchase-orders/${encodeURIComponent(id)}/bills`, body)),
};

/** A purchase receipt's page. */
export const receiptHref = (r: Pick<PurchaseReceipt, 'id'>) => `/purchasing/receipts/${r.id}`;

/** Record-picker search over a company's purchase orders by a part of the number, newest first; the value is the order's id. */
export const purchaseOrderPicker = (companyIdString: string | null) =>
  purchaseOrders.picker({
    scope: [companyIdString],
    query: (search) => ({ companyIdString: companyIdString ?? undefined, search: search || undefined, size: 20, sort: '-orderDate' }),
    option: (o) => ({ value: o.id, label: `${o.number} · ${o.supplierName}` }),
  });
