import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '../../contract/common';
import { ApiError } from './client';

/** How to fetch one page of a resource list, and its query key; shared by list hooks, prefetch and CSV export. */
export type ListSource<T, Q> = {
  queryKey: (query: Q) => readonly unknown[];
  fetch: (query: Q, signal?: AbortSignal) => Promise<Page<T>>;
};

/** A page of a list; the previous page stays on screen while the next one loads. */
export function useList<T, Q>(source: ListSource<T, Q>, query: Q) {
  return useQuery({ queryKey: source.queryKey(query), queryFn: ({ signal }) => source.fetch(query, signal), placeholderData: keepPreviousData });
}

/** The seek position of a page: which page to read, and the cursor that reads it without an OFFSET (if known). */
export type PageStep = { page: number; cursor: string | undefined };

/**
 * Where "next" or "previous" leads from page `current`: the number beside it, with the cursor of
 * the page on screen when that page is `current` (not a placeholder of another query or page);
 * otherwise by number alone.
 */
export function stepFrom(current: number, shown: Page<unknown>['page'] | undefined, direction: 'next' | 'previous'): PageStep {
  const page = direction === 'next' ? current + 1 : Math.max(current - 1, 0);
  const cursor = shown?.number === current ? (direction === 'next' ? shown.nextCursor : shown.previousCursor) : null;
  return { page, cursor: cursor ?? undefined };
}

/** The service's refusal of a cursor (another query's, or one it did not issue): 400 naming `cursor`. */
export const isRefusedCursor = (error: unknown) => error instanceof ApiError && error.status === 400 && error.errors.some((e) => e.path === 'cursor');

/**
 * A page fetch that reads by page number when the service refuses the query's cursor (a cursor
 * kept from before a company switch, or from another version of the service): the cursor only
 * saves work, the number says which page.
 */
export function readingByNumberOnRefusedCursor<T, Q>(fetch: ListSource<T, Q>['fetch']): ListSource<T, Q>['fetch'] {
  return async (query, signal) => {
    try {
      return await fetch(query, signal);
    } catch (error) {
      if (!(query as { cursor?: string }).cursor || !isRefusedCursor(error)) throw error;
      return fetch({ ...query, cursor: undefined }, signal);
    }
  };
}

/**
 * Every page of a query, 200 rows a page, walking by `nextCursor` until it is null: page 1,000
 * costs what page 0 costs, and rows posted meanwhile neither repeat nor drop a row.
 */
export async function* everyPage<T, Q>(source: ListSource<T, Q>, query: Q, signal?: AbortSignal): AsyncGenerator<Page<T>> {
  let next: Q = { ...query, page: 0, size: 200, cursor: undefined };
  for (;;) {
    const page = await source.fetch(next, signal);
    yield page;
    if (!page.page.nextCursor || page.content.length === 0) return;
    next = { ...query, page: undefined, size: 200, cursor: page.page.nextCursor };
  }
}

/** Every row of a query (see `everyPage`). */
export async function everyRow<T, Q>(source: ListSource<T, Q>, query: Q, signal?: AbortSignal): Promise<T[]> {
  const rows: T[] = [];
  for await (const page of everyPage(source, query, signal)) rows.push(...page.content);
  return rows;
}

/** Options for a record picker, searched on the server. */
export type PickerSearch = {
  /** Query key prefix of the searched resource. */
  key: readonly unknown[];
  search: (search: string, signal: AbortSignal) => Promise<{ value: string; label: string }[]>;
};

/** A list's query as pages build it from the URL: filters arrive as plain strings (the server checks enums). */
export type ListQuery<Q> = { [K in keyof Q]?: Q[K] extends number | undefined ? number : string };
