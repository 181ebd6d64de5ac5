import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '../../contract/common';

/** How to fetch one page of a resource list, and its query key; shared by list hooks, prefetch and CSV export. */
export type ListSource<T, Q> = {
  queryKey: (query: Q) => readonly unknown[];
  fetch: (query: Q, signal?: AbortSignal) => Promise<Page<T>>;
};

/** A page of a list; the previous page stays on screen while the next one loads. */
export function useList<T, Q>(source: ListSource<T, Q>, query: Q) {
  return useQuery({ queryKey: source.queryKey(query), queryFn: ({ signal }) => source.fetch(query, signal), placeholderData: keepPreviousData });
}

/** Options for a record picker, searched on the server. */
export type PickerSearch = {
  /** Query key prefix of the searched resource. */
  key: readonly unknown[];
  search: (search: string, signal: AbortSignal) => Promise<{ value: string; label: string }[]>;
};

/** A list's query as pages build it from the URL: filters arrive as plain strings (the server checks enums). */
export type ListQuery<Q> = { [K in keyof Q]?: Q[K] extends number | undefined ? number : string };
