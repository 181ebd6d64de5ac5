import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '../../contract/common';
import type { StockEntry, StockEntryCreate, StockEntryDetail, StockEntryListQuery, StockMovement, StockMovementListQuery } from '../../contract/stock-entries';
import { accounts } from './accounts';
import { api } from './client';
import { items } from './items';
import { journalEntries } from './journal-entries';
import type { ListQuery, ListSource } from './list';
import { reportKeys } from './reports';
import { createResourceApi } from './resource-api';
import { resourceKeys } from './resource-keys';

export type StockEntryQuery = ListQuery<StockEntryListQuery>;
/** An item's stock movements: the list query plus the item whose movements they are (a path segment, not a parameter). */
export type StockMovementQuery = ListQuery<StockMovementListQuery> & { itemId: string };

export const stockMovementKeys = resourceKeys<StockMovementQuery>('stock-movements');

/** `GET /items/{id}/stock-movements`, newest first by default. */
export const stockMovements: ListSource<StockMovement, StockMovementQuery> = {
  queryKey: stockMovementKeys.list,
  fetch: ({ itemId, ...query }, signal) => api.get<Page<StockMovement>>(`/items/${encodeURIComponent(itemId)}/stock-movements`, query, signal),
};

/**
 * Stock entries. One moves stock and posts a journal entry: items (their stock), their
 * movements, the ledger (entries, balances, reports) are stale after a new one.
 */
const stockEntryApi = createResourceApi<{ record: StockEntry; query: StockEntryQuery; create: StockEntryCreate }>({
  name: 'stock-entries',
  path: '/stock-entries',
  alsoInvalidates: () => [items.keys.all, stockMovementKeys.all, journalEntries.keys.all, accounts.keys.all, reportKeys.all],
});

export const stockEntries = {
  ...stockEntryApi,
  useOne: (id: string | null | undefined) =>
    useQuery({ queryKey: stockEntryApi.keys.detail(id ?? ''), queryFn: ({ signal }) => api.get<StockEntryDetail>(`/stock-entries/${encodeURIComponent(id!)}`, undefined, signal), enabled: !!id }),
  useCreate: () => stockEntryApi.useChange((input: StockEntryCreate) => api.post<StockEntryDetail>('/stock-entries', input)),
};

/**
 * Whether an item's stock has moved (its valuation method is then fixed): one movement is enough
 * to know, so one row is asked for.
 */
export const useStockHasMoved = (itemId: string | undefined) =>
  useQuery({
    queryKey: stockMovementKeys.list({ itemId: itemId ?? '', size: 1 }),
    queryFn: ({ signal }) => stockMovements.fetch({ itemId: itemId!, size: 1 }, signal),
    enabled: !!itemId,
    placeholderData: keepPreviousData,
    select: (page) => page.page.totalElements > 0,
  });

/**
 * Record-picker search over a company's items that keep stock, by the start of the code or a part
 * of the name; the value is the item code (what a stock entry line names).
 */
export const stockItemPicker = (companyIdString: string | null) => ({
  key: [...items.keys.all, 'picker', 'stock', companyIdString],
  search: async (search: string, signal: AbortSignal) => {
    const typed = search.trim();
    const [byCode, byName] = await Promise.all([
      items.list.fetch({ companyIdString: companyIdString ?? undefined, itemCode: typed || undefined, size: 20, sort: 'itemCode' }, signal),
      typed ? items.list.fetch({ companyIdString: companyIdString ?? undefined, name: typed, size: 20, sort: 'itemCode' }, signal) : Promise.resolve({ content: [] }),
    ]);
    return [...byCode.content, ...byName.content]
      .filter((item, i, all) => item.maintainStock && all.findIndex((other) => other.id === item.id) === i)
      .map((i) => ({ value: i.itemCode, label: `${i.itemCode} · ${i.name}` }));
  },
});
