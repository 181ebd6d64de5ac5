import { useQuery } from '@tanstack/react-query';
import type { Item, ItemCreate, ItemDetail, ItemListQuery, ItemUpdate } from '../../contract/items';
import type { ItemPrice, ItemPriceCreate, ItemPriceListQuery } from '../../contract/item-prices';
import { api } from './client';
import type { ListQuery } from './list';
import { createResourceApi } from './resource-api';

export type ItemQuery = ListQuery<ItemListQuery>;
export const itemPrices = createResourceApi<{ record: ItemPrice; query: ListQuery<ItemPriceListQuery>; create: ItemPriceCreate }>({
  name: 'item-prices', path: '/item-prices', alsoInvalidates: () => [items.keys.details()],
});

/** Lists carry `Item`; one item (and the answers to create and update) is `ItemDetail`, with stock and current prices. */
const itemApi = createResourceApi<{ record: Item; query: ItemQuery; create: ItemCreate; update: ItemUpdate }>({ name: 'items', path: '/items' });
export const items = {
  ...itemApi,
  useOne: (id: string | null | undefined) =>
    useQuery({ queryKey: itemApi.keys.detail(id ?? ''), queryFn: ({ signal }) => api.get<ItemDetail>(`/items/${encodeURIComponent(id!)}`, undefined, signal), enabled: !!id }),
  useCreate: () => itemApi.useChange((input: ItemCreate) => api.post<ItemDetail>('/items', input)),
  useUpdate: (id: string) => itemApi.useChange((input: ItemUpdate) => api.put<ItemDetail>(`/items/${encodeURIComponent(id)}`, input)),
};

/** Record-picker search over a company's items, by code. */
export const itemPicker = (companyIdString: string | null) =>
  items.picker({ scope: [companyIdString], query: (search) => ({ companyIdString: companyIdString ?? undefined, itemCode: search || undefined, size: 50, sort: 'itemCode' }), option: (i) => ({ value: i.id, label: `${i.itemCode} · ${i.name}` }) });

/** The item picker of an order line: the company's items by code as the user types; the value is the item code. */
export const itemCodePicker = (companyIdString: string | null) =>
  items.picker({
    scope: [companyIdString, 'by-code'],
    query: (search) => ({ companyIdString: companyIdString ?? undefined, itemCode: search || undefined, size: 20, sort: 'itemCode' }),
    option: (i) => ({ value: i.itemCode, label: `${i.itemCode} · ${i.name}` }),
  });
