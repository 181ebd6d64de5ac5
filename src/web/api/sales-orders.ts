import { useQuery } from '@tanstack/react-query';
import type {
  SalesDelivery, SalesDeliveryCreate, SalesOrder, SalesOrderAction, SalesOrderCreate, SalesOrderDetail, SalesOrderListQuery,
} from '../../contract/sales-orders';
import { api, ifMatch } from './client';
import { items } from './items';
import type { ListQuery } from './list';
import { createResourceApi } from './resource-api';

export type SalesOrderQuery = ListQuery<SalesOrderListQuery>;

const path = (ref: string) => `/sales-orders/${encodeURIComponent(ref)}`;

/** Lists carry `SalesOrder`; one order (and the answers to create, update-workflow and every action) is `SalesOrderDetail`. */
const orderApi = createResourceApi<{ record: SalesOrder; query: SalesOrderQuery; create: SalesOrderCreate }>({
  name: 'sales-orders', path: '/sales-orders', alsoInvalidates: () => [items.keys.details()], // deliveries move stock
});

export const salesOrders = {
  ...orderApi,
  /** One order by id or trace, with lines, history and deliveries. */
  useOne: (ref: string | null | undefined) =>
    useQuery({ queryKey: orderApi.keys.detail(ref ?? ''), queryFn: ({ signal }) => api.get<SalesOrderDetail>(path(ref!), undefined, signal), enabled: !!ref }),
  useCreate: () => orderApi.useChange((input: SalesOrderCreate) => api.post<SalesOrderDetail>('/sales-orders', input)),
  /** Replaces a draft as a whole, if it is still the version the form was filled from (else 412); 409 `not-draft` once it went for approval. */
  useReplace: () => orderApi.useChange(({ id, version, body }: { id: string; version: number; body: SalesOrderCreate }) =>
    api.put<SalesOrderDetail>(path(id), body, { headers: ifMatch(version) })),
  /** One step of the workflow (DRAFT → PENDING_APPROVAL → APPROVED), by the order's trace; 409 `invalid-transition` past APPROVED. */
  useAdvance: () => orderApi.useChange((trace: string) => api.put<SalesOrderDetail>(`/sales-orders/update-workflow/${encodeURIComponent(trace)}`)),
  /** hold, resume, close or cancel (409 `invalid-transition` when the status does not allow it). */
  useAction: () =>
    orderApi.useChange(({ id, action }: { id: string; action: SalesOrderAction }) => api.post<SalesOrderDetail>(`${path(id)}/${action}`)),
  /** Goods out (stock at valuation cost); 422 at `items.N.qty` when more than is open, 409 `insufficient-stock`. */
  useDeliver: () =>
    orderApi.useChange(({ id, body }: { id: string; body: SalesDeliveryCreate }) => api.post<SalesDelivery>(`${path(id)}/deliveries`, body)),
  /** A delivery (or return of delivered goods, `GET /deliveries/{id}`), with its lines. */
  useDelivery: (id: string | null | undefined) =>
    useQuery({ queryKey: [...orderApi.keys.all, 'delivery', id ?? ''], queryFn: ({ signal }) => api.get<SalesDelivery>(`/deliveries/${encodeURIComponent(id!)}`, undefined, signal), enabled: !!id }),
};

/** A delivery note's page. */
export const deliveryHref = (d: Pick<SalesDelivery, 'id'>) => `/sales/deliveries/${d.id}`;
