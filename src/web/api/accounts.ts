import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account, AccountCreate, AccountListQuery, AccountUpdate } from '../../contract/accounts';
import type { Page } from '../../contract/common';
import { api } from './client';
import { useList, type ListQuery, type ListSource, type PickerSearch } from './list';
import { resourceKeys } from './resource-keys';

export type AccountQuery = ListQuery<AccountListQuery>;
export const accountKeys = resourceKeys<AccountQuery>('accounts');

export const accountList: ListSource<Account, AccountQuery> = {
  queryKey: accountKeys.list,
  fetch: (query, signal) => api.get<Page<Account>>('/accounts', query, signal),
};

export const useAccounts = (query: AccountQuery) => useList(accountList, query);

/** Every account of a company (the chart is small: pages of 200 until the last). */
export async function fetchAllAccounts(companyIdString: string, signal?: AbortSignal): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let page = 0; ; page++) {
    const result = await accountList.fetch({ companyIdString, page, size: 200, sort: 'accountNumber' }, signal);
    accounts.push(...result.content);
    if (page + 1 >= result.page.totalPages) return accounts;
  }
}

export function useAllAccounts(companyId: string | null) {
  return useQuery({
    queryKey: [...accountKeys.lists(), 'all', companyId],
    queryFn: ({ signal }) => fetchAllAccounts(companyId!, signal),
    enabled: !!companyId,
  });
}

export function useAccount(id: string | undefined) {
  return useQuery({ queryKey: accountKeys.detail(id ?? ''), queryFn: ({ signal }) => api.get<Account>(`/accounts/${id}`, undefined, signal), enabled: !!id });
}

export const accountLabel = (a: Pick<Account, 'accountNumber' | 'name'>) => `${a.accountNumber} · ${a.name}`;

/** Record-picker search over a company's accounts, by name or the start of the number. */
export function accountPicker(companyIdString: string | null, options: { postingOnly?: boolean } = {}): PickerSearch {
  return {
    key: [...accountKeys.all, companyIdString, options.postingOnly ?? false],
    search: async (search, signal) => {
      const page = await accountList.fetch({ companyIdString: companyIdString ?? undefined, name: search.trim() || undefined, size: 50, sort: 'accountNumber' }, signal);
      return page.content.filter((a) => !options.postingOnly || !a.isGroup).map((a) => ({ value: a.id, label: accountLabel(a) }));
    },
  };
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountCreate) => api.post<Account>('/accounts', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export function useUpdateAccount(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountUpdate) => api.put<Account>(`/accounts/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
