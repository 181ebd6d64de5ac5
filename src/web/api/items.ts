import { useQuery } from '@tanstack/react-query';
import type { Item, ItemCreate, ItemDetail, ItemListQuery, ItemUpdate } from '../../contract/items';
import type { ItemPrice, ItemPriceCreate, ItemPriceListQuery } from '../../contract/item-prices';
import { api } from './client';
import type { ListQuery, PickerSearch } from './list';
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

/**
 * The company's items whose code starts with, or whose name contains, what was typed ("nitrile"
 * finds "GLV-200 · Nitrile gloves"), code matches first; every item (by code) when nothing was typed.
 * The palette and the item pickers find items this one way.
 */
export async function findItems(companyIdString: string | undefined, search: string, size: number, signal?: AbortSignal): Promise<Item[]> {
  const term = search.trim();
  if (!term) return (await items.list.fetch({ companyIdString, size, sort: 'itemCode' }, signal)).content;
  const [byCode, byName] = await Promise.all([
    items.list.fetch({ companyIdString, itemCode: term, size, sort: 'itemCode' }, signal),
    items.list.fetch({ companyIdString, name: term, size, sort: 'itemCode' }, signal),
  ]);
  return [...byCode.content, ...byName.content].filter((item, i, all) => all.findIndex((other) => other.id === item.id) === i).slice(0, size);
}

/** Options a picker scrolls through: more than a screenful, so a typed word that matches many items finds them all. */
const PICKER_SIZE = 100;

const itemSearch = (companyIdString: string | null, scope: string, option: (i: Item) => { value: string; label: string }): PickerSearch => ({
  key: [...items.keys.all, 'picker', companyIdString, scope],
  search: async (search, signal) => (await findItems(companyIdString ?? undefined, search, PICKER_SIZE, signal)).map(option),
});

/** Record-picker search over a company's items by code or name; the value is the item's id. */
export const itemPicker = (companyIdString: string | null) => itemSearch(companyIdString, 'by-id', (i) => ({ value: i.id, label: `${i.itemCode} · ${i.name}` }));

/** The item picker of an order or invoice line: the company's items by code or name as the user types; the value is the item code. */
export const itemCodePicker = (companyIdString: string | null) => itemSearch(companyIdString, 'by-code', (i) => ({ value: i.itemCode, label: `${i.itemCode} · ${i.name}` }));
