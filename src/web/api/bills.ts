import { useQuery } from '@tanstack/react-query';
import type { Bill, BillDetail, BillListQuery } from '../../contract/bills';
import { api } from './client';
import type { ListQuery } from './list';
import { createResourceApi } from './resource-api';

export type BillQuery = ListQuery<BillListQuery>;

/** Bills of purchase orders: made from the order's page (`purchaseOrders.useBill`), read here. Lists carry `Bill`; one bill is `BillDetail`, with lines. */
const billApi = createResourceApi<{ record: Bill; query: BillQuery }>({ name: 'bills', path: '/bills' });

export const bills = {
  ...billApi,
  useOne: (id: string | null | undefined) =>
    useQuery({ queryKey: billApi.keys.detail(id ?? ''), queryFn: ({ signal }) => api.get<BillDetail>(`/bills/${encodeURIComponent(id!)}`, undefined, signal), enabled: !!id }),
};

export const billHref = (b: Pick<Bill, 'id'>) => `/purchasing/bills/${b.id}`;
