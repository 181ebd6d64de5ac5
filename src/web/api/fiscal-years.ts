import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../contract/common';
import type { FiscalYear, FiscalYearCreate, FiscalYearListQuery } from '../../contract/fiscal-years';
import { api } from './client';
import { useList, type ListQuery, type ListSource } from './list';
import { resourceKeys } from './resource-keys';

export type FiscalYearQuery = ListQuery<FiscalYearListQuery>;
export const fiscalYearKeys = resourceKeys<FiscalYearQuery>('fiscal-years');

export const fiscalYearList: ListSource<FiscalYear, FiscalYearQuery> = {
  queryKey: fiscalYearKeys.list,
  fetch: (query, signal) => api.get<Page<FiscalYear>>('/fiscal-years', query, signal),
};

export const useFiscalYears = (query: FiscalYearQuery) => useList(fiscalYearList, query);

export function useCreateFiscalYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FiscalYearCreate) => api.post<FiscalYear>('/fiscal-years', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fiscalYearKeys.all }),
  });
}
