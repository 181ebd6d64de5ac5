import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '../../../contract/common';
import type { ListSource } from '../../api/list';
import { useCompanyQuery } from '../../app/current-company';
import type { ListQueryFromUrl, ListUrlOptions } from './list-url-state';
import { useListUrlState } from './useListUrlState';

type CompanyListQuery<F extends string> = ListQueryFromUrl<F> & { companyIdString?: string };

/** A resource's list: how to fetch a page and the hook that reads one (every `createResourceApi`). */
type ListResource<T, Q> = { list: ListSource<T, Q>; useList: (query: Q) => UseQueryResult<Page<T>> };

/**
 * The table of a list page over a resource of the current company: page, size, sort and filters
 * in the URL (`state`), the query scoped to the company, the page on screen and its source, which
 * is what the DataTable takes: `table={{ tableId, caption, columns, ...list }}`.
 */
export function useCompanyList<T, F extends string = never>(resource: ListResource<T, CompanyListQuery<F>>, options: ListUrlOptions<F>) {
  const state = useListUrlState(options);
  const query = useCompanyQuery(state.query);
  return { state, query, result: resource.useList(query), source: resource.list };
}
