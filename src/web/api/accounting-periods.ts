import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountingPeriod, AccountingPeriodCreate, AccountingPeriodListQuery } from '../../contract/accounting-periods';
import type { Page } from '../../contract/common';
import { api } from './client';
import { useList, type ListQuery, type ListSource } from './list';
import { resourceKeys } from './resource-keys';

export type AccountingPeriodQuery = ListQuery<AccountingPeriodListQuery>;
export const accountingPeriodKeys = resourceKeys<AccountingPeriodQuery>('accounting-periods');

export const accountingPeriodList: ListSource<AccountingPeriod, AccountingPeriodQuery> = {
  queryKey: accountingPeriodKeys.list,
  fetch: (query, signal) => api.get<Page<AccountingPeriod>>('/accounting-periods', query, signal),
};

export const useAccountingPeriods = (query: AccountingPeriodQuery) => useList(accountingPeriodList, query);

export function useCreateAccountingPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountingPeriodCreate) => api.post<AccountingPeriod>('/accounting-periods', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountingPeriodKeys.all }),
  });
}

/** Closes or reopens a period (409 when it already is). */
export function useSetPeriodStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'close' | 'reopen' }) => api.post<AccountingPeriod>(`/accounting-periods/${id}/${action}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountingPeriodKeys.all }),
  });
}
