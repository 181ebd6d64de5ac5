import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../contract/common';
import type { Company, CompanyCreate, CompanyListQuery } from '../../contract/companies';
import { api } from './client';
import { useList, type ListSource } from './list';
import { resourceKeys } from './resource-keys';

export type CompanyQuery = Partial<CompanyListQuery>;
export const companyKeys = resourceKeys<CompanyQuery>('companies');

export const companyList: ListSource<Company, CompanyQuery> = {
  queryKey: companyKeys.list,
  fetch: (query, signal) => api.get<Page<Company>>('/companies', query, signal),
};

export const useCompanies = (query: CompanyQuery) => useList(companyList, query);

export function useCompany(id: string | undefined) {
  return useQuery({ queryKey: companyKeys.detail(id ?? ''), queryFn: ({ signal }) => api.get<Company>(`/companies/${id}`, undefined, signal), enabled: !!id });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyCreate) => api.post<Company>('/companies', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
