import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { changeListUrl, listQueryOf, readListUrl, type ListQueryFromUrl, type ListUrlOptions } from './list-url-state';

export { PAGE_SIZES } from './list-url-state';

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
  query: ListQueryFromUrl<F>;
  setFilter(name: F, value: string | undefined): void;
  /** Several filters at once (a date range), in one URL change. */
  setFilters(values: Partial<Record<F, string | undefined>>): void;
};

/**
 * A list's page, size, sort and filters, kept in the URL: reload, links and the back button
 * restore the table exactly. Changing size, sort or a filter goes back to the first page.
 */
export function useListUrlState<F extends string = never>(options: ListUrlOptions<F> = {}): ListUrlState<F> {
  const [params, setParams] = useSearchParams();
  const { page, size, sort, filters: read } = readListUrl(params, options);
  const filterKey = JSON.stringify(read);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => read, [filterKey]);
  const query = useMemo(() => listQueryOf({ page, size, sort, filters }), [page, size, sort, filters]);
  const change = useCallback(
    (what: Parameters<typeof changeListUrl>[1]) => setParams((previous) => changeListUrl(previous, what, options)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams, options.defaultSort, options.defaultSize],
  );
  return {
    page,
    size,
    sort,
    filters,
    query,
    setPage: (value) => change({ page: value }),
    setSize: (value) => change({ size: value }),
    setSort: (value) => change({ sort: value }),
    setFilter: (name, value) => change({ filter: name, value }),
    setFilters: (values) => change({ filters: values }),
  };
}
