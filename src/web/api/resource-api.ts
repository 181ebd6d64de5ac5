import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Page } from '../../contract/common';
import { api } from './client';
import { everyRow, readingByNumberOnRefusedCursor, useList, type ListSource, type PickerSearch } from './list';
import { resourceKeys } from './resource-keys';

/** The types of one resource: its record, list query, and the bodies of create and full-replacement update. */
export type ResourceTypes = { record: { id: string }; query: object; create?: unknown; update?: unknown };

type Options = {
  /** The query-key root, e.g. `customers`. */
  name: string;
  /** The API path, e.g. `/customers`. */
  path: string;
  /** Other caches a change makes stale (e.g. a posting changes balances and reports). */
  alsoInvalidates?: () => readonly (readonly unknown[])[];
};

type PickerOptions<T, Q> = {
  /** What the picker's options depend on besides the search (e.g. the company), for its cache key. */
  scope?: readonly unknown[];
  /** The list query for what the user typed. */
  query: (search: string) => Q;
  option: (record: T) => { value: string; label: string };
  /** Records the picker leaves out (e.g. group accounts where only posting accounts are allowed). */
  filter?: (record: T) => boolean;
};

/**
 * Everything the console needs to talk to one resource of the API: query keys, the list source
 * (shared by list hooks, prefetch and CSV export), hooks for a page of the list, one record,
 * create, update and delete, record-picker searches and every record of a small list. Changes invalidate
 * the resource's cache (and `alsoInvalidates`).
 */
export function createResourceApi<R extends ResourceTypes>({ name, path, alsoInvalidates }: Options) {
  type T = R['record'];
  type Q = R['query'];
  const keys = resourceKeys<Q>(name);
  const list: ListSource<T, Q> = {
    queryKey: keys.list,
    fetch: readingByNumberOnRefusedCursor((query, signal) => api.get<Page<T>>(path, query as Record<string, never>, signal)),
  };
  const get = (id: string, signal?: AbortSignal) => api.get<T>(`${path}/${encodeURIComponent(id)}`, undefined, signal);
  /** The caches a change of this resource makes stale. */
  const staleKeys = () => [keys.all, ...(alsoInvalidates?.() ?? [])];
  const invalidate = (queryClient: QueryClient) => Promise.all(staleKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  /** A mutation of this resource: on success the caches it makes stale are invalidated. */
  function useChange<In, Out>(request: (input: In) => Promise<Out>) {
    const queryClient = useQueryClient();
    return useMutation({ mutationFn: request, onSuccess: () => invalidate(queryClient) });
  }

  /** Every record of a list query, 200 a page by cursor until the last: for small lists such as a chart of accounts. */
  const fetchAll = (query: Q, signal?: AbortSignal): Promise<T[]> => everyRow(list, query, signal);

  return {
    keys,
    list,
    get,
    fetchAll,
    staleKeys,
    invalidate,
    useChange,
    useList: (query: Q) => useList(list, query),
    useOne: (id: string | null | undefined) => useQuery({ queryKey: keys.detail(id ?? ''), queryFn: ({ signal }) => get(id!, signal), enabled: !!id }),
    useAll: (query: Q, enabled = true) => useQuery({ queryKey: [...keys.lists(), 'all', query], queryFn: ({ signal }) => fetchAll(query, signal), enabled }),
    useCreate: () => useChange((input: NonNullable<R['create']>) => api.post<T>(path, input)),
    useUpdate: (id: string) => useChange((input: NonNullable<R['update']>) => api.put<T>(`${path}/${encodeURIComponent(id)}`, input)),
    /**
     * Deletes a record by id (the service's 409 in-use is the mutation's error). Its detail query
     * is dropped rather than refetched, so its page does not flash "not found" on the way to the list.
     */
    useRemove: function useRemove() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (id: string) => api.delete(`${path}/${encodeURIComponent(id)}`),
        onSuccess: async (_: unknown, id: string) => {
          queryClient.removeQueries({ queryKey: keys.detail(id) });
          await queryClient.invalidateQueries({ queryKey: keys.lists() });
        },
      });
    },
    picker: ({ scope = [], query, option, filter }: PickerOptions<T, Q>): PickerSearch => ({
      key: [...keys.all, 'picker', ...scope],
      search: async (search, signal) => (await list.fetch(query(search.trim()), signal)).content.filter((r) => !filter || filter(r)).map(option),
    }),
  };
}
