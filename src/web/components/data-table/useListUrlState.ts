import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { changeListUrl, listCursorState, listQueryOf, readListCursor, readListUrl, type ListQueryFromUrl, type ListUrlOptions } from './list-url-state';

export { PAGE_SIZES } from './list-url-state';

/** What the table itself reads and changes: page, size and sort. */
export type TableUrlState = {
  page: number;
  size: number;
  sort: string | undefined;
  query: object;
  /** Goes to a page by number, or with `cursor` (a step to the page beside) by seek. */
  setPage(page: number, cursor?: string): void;
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
  /** One filter's value and change, for the control that sets it: `<SearchFilter label="Number" {...state.bindFilter('search')} />`. */
  bindFilter(name: F): { value: string | undefined; onChange(value: string | undefined): void };
  /** Several filters set together (a date range): `<DateRangeFilter {...state.bindFilters('fromDate', 'toDate')} />`. */
  bindFilters<K extends F>(...names: K[]): { value: Partial<Record<K, string | undefined>>; onChange(values: Partial<Record<K, string | undefined>>): void };
};

/**
 * A list's page, size, sort and filters, kept in the URL: reload, links and the back button
 * restore the table exactly. Changing size, sort or a filter goes back to the first page.
 * A step to the next or previous page also keeps that page's seek cursor in the history entry
 * (see `readListCursor`), and the query carries it.
 */
export function useListUrlState<F extends string = never>(options: ListUrlOptions<F> = {}): ListUrlState<F> {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { page, size, sort, filters: read } = readListUrl(params, options);
  const cursor = readListCursor(location.state, page);
  const filterKey = JSON.stringify(read);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => read, [filterKey]);
  const query = useMemo(() => listQueryOf({ page, size, sort, cursor, filters }), [page, size, sort, cursor, filters]);
  // Two changes before the next render (two filters typed at once, each committed after its pause)
  // must both land: react-router hands a functional update the params of the last render, so the
  // second would drop the first. Each change builds on the one before it instead.
  const latest = useRef(params);
  const seen = useRef(params);
  if (seen.current !== params) latest.current = seen.current = params;
  const change = useCallback(
    (what: Parameters<typeof changeListUrl>[1], state?: object) => {
      const next = changeListUrl(latest.current, what, options);
      latest.current = next;
      setParams(next, state && { state });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams, options.defaultSort, options.defaultSize],
  );
  return {
    page,
    size,
    sort,
    filters,
    query,
    setPage: (value, step) => change({ page: value }, step ? listCursorState(value, step) : undefined),
    setSize: (value) => change({ size: value }),
    setSort: (value) => change({ sort: value }),
    setFilter: (name, value) => change({ filter: name, value }),
    setFilters: (values) => change({ filters: values }),
    bindFilter: (name) => ({ value: filters[name], onChange: (value) => change({ filter: name, value }) }),
    bindFilters: (...names) => ({ value: Object.fromEntries(names.map((name) => [name, filters[name]])) as never, onChange: (values) => change({ filters: values }) }),
  };
}
