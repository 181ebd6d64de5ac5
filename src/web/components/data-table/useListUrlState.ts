import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PAGE_SIZES = [10, 20, 50, 100, 200];

/** What the table itself reads and changes: page, size and sort. */
export type TableUrlState = {
  page: number;
  size: number;
  sort: string | undefined;
  query: object;
  setPage(page: number): void;
  setSize(size: number): void;
  setSort(sort: string | undefined): void;
};

export type ListUrlState<F extends string> = TableUrlState & {
  filters: Record<F, string | undefined>;
  /** page, size, sort and the filters, as the list endpoints take them. */
  query: { page: number; size: number; sort?: string } & Partial<Record<F, string>>;
  setFilter(name: F, value: string | undefined): void;
};

/**
 * A list's page, size, sort and filters, kept in the URL: reload, links and the back button
 * restore the table exactly. Changing size, sort or a filter goes back to the first page.
 */
export function useListUrlState<F extends string = never>(options: { defaultSort?: string; defaultSize?: number; filters?: readonly F[] } = {}): ListUrlState<F> {
  const [params, setParams] = useSearchParams();
  const defaultSize = options.defaultSize ?? 20;
  const filterNames = options.filters ?? [];

  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const sizeParam = Number.parseInt(params.get('size') ?? '', 10);
  const size = PAGE_SIZES.includes(sizeParam) ? sizeParam : defaultSize;
  const sort = params.get('sort') ?? options.defaultSort;
  const filterKey = filterNames.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');

  const filters = useMemo(
    () => Object.fromEntries(filterNames.map((name) => [name, params.get(name) || undefined])) as Record<F, string | undefined>,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterKey],
  );

  const update = useCallback(
    (changes: Record<string, string | undefined>, resetPage: boolean) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, value);
        }
        if (resetPage) next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  const query = useMemo(() => {
    const q: Record<string, string | number> = { page, size };
    if (sort) q.sort = sort;
    for (const [name, value] of Object.entries(filters)) if (value) q[name] = value as string;
    return q as ListUrlState<F>['query'];
  }, [page, size, sort, filters]);

  return {
    page,
    size,
    sort,
    filters,
    query,
    setPage: (value) => update({ page: value > 0 ? String(value) : undefined }, false),
    setSize: (value) => update({ size: value === defaultSize ? undefined : String(value) }, true),
    setSort: (value) => update({ sort: value === options.defaultSort ? undefined : value }, true),
    setFilter: (name, value) => update({ [name]: value }, true),
  };
}
