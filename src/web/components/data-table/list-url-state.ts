/** The pure part of `useListUrlState`: how a list's page, size, sort and filters read from and write to the URL. */
export const PAGE_SIZES = [10, 20, 50, 100, 200];

export type ListUrlOptions<F extends string> = { defaultSort?: string; defaultSize?: number; filters?: readonly F[] };

/** page, size, sort and the filters, as the list endpoints take them; `cursor` when the page was reached by a step. */
export type ListQueryFromUrl<F extends string> = { page: number; size: number; sort?: string; cursor?: string } & Partial<Record<F, string>>;

/** What the URL says; a page that is not a number or negative is the first, a size not offered is the default. */
export function readListUrl<F extends string>(params: URLSearchParams, options: ListUrlOptions<F> = {}) {
  const defaultSize = options.defaultSize ?? 20;
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const sizeParam = Number.parseInt(params.get('size') ?? '', 10);
  const size = PAGE_SIZES.includes(sizeParam) ? sizeParam : defaultSize;
  const sort = params.get('sort') ?? options.defaultSort;
  const filters = Object.fromEntries((options.filters ?? []).map((name) => [name, params.get(name) || undefined])) as Record<F, string | undefined>;
  return { page, size, sort, filters };
}

/** The list query of that state: filters left empty are absent. */
export function listQueryOf<F extends string>(state: { page: number; size: number; sort?: string; cursor?: string; filters: Record<F, string | undefined> }): ListQueryFromUrl<F> {
  const query: Record<string, string | number> = { page: state.page, size: state.size };
  if (state.sort) query.sort = state.sort;
  if (state.cursor) query.cursor = state.cursor;
  for (const [name, value] of Object.entries<string | undefined>(state.filters)) if (value) query[name] = value;
  return query as ListQueryFromUrl<F>;
}

/**
 * The URL after a change: an empty value or the default (size, sort) is removed, so links stay
 * short; changing size, sort or a filter goes back to the first page. Other parameters stay.
 */
export function changeListUrl(previous: URLSearchParams, change: { page: number } | { size: number } | { sort: string | undefined } | { filter: string; value: string | undefined } | { filters: Record<string, string | undefined> }, options: ListUrlOptions<string> = {}): URLSearchParams {
  const next = new URLSearchParams(previous);
  const set = (name: string, value: string | undefined) => (value === undefined || value === '' ? next.delete(name) : next.set(name, value));
  if ('page' in change) {
    set('page', change.page > 0 ? String(change.page) : undefined);
    return next;
  }
  if ('size' in change) set('size', change.size === (options.defaultSize ?? 20) ? undefined : String(change.size));
  else if ('sort' in change) set('sort', change.sort === options.defaultSort ? undefined : change.sort);
  else if ('filters' in change) for (const [name, value] of Object.entries(change.filters)) set(name, value);
  else set(change.filter, change.value);
  next.delete('page');
  return next;
}

/**
 * What a step to the next or previous page leaves in the history entry it creates (not in the
 * URL, which keeps only the page number): the seek cursor that reads that page. Back, forward
 * and reload find it there; a shared link has none and reads the page by number. Any other change
 * of the URL (filter, sort, size, a page number) makes an entry without it.
 */
export type ListCursorState = { listCursor: { page: number; cursor: string } };

export const listCursorState = (page: number, cursor: string): ListCursorState => ({ listCursor: { page, cursor } });

/** The cursor a history entry keeps for the page its URL names, if any. */
export function readListCursor(historyState: unknown, page: number): string | undefined {
  const kept = (historyState as Partial<ListCursorState> | null | undefined)?.listCursor;
  return kept && kept.page === page && typeof kept.cursor === 'string' && kept.cursor ? kept.cursor : undefined;
}
