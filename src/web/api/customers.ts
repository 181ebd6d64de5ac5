import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../contract/common';
import type { Customer, CustomerCreate, CustomerListQuery, CustomerUpdate } from '../../contract/customers';
import { api } from './client';
import { useList, type ListQuery, type ListSource, type PickerSearch } from './list';
import { resourceKeys } from './resource-keys';

export type CustomerQuery = ListQuery<CustomerListQuery>;
export const customerKeys = resourceKeys<CustomerQuery>('customers');

export const customerList: ListSource<Customer, CustomerQuery> = {
  queryKey: customerKeys.list,
  fetch: (query, signal) => api.get<Page<Customer>>('/customers', query, signal),
};

export const useCustomers = (query: CustomerQuery) => useList(customerList, query);

export function useCustomer(id: string | undefined) {
  return useQuery({ queryKey: customerKeys.detail(id ?? ''), queryFn: ({ signal }) => api.get<Customer>(`/customers/${id}`, undefined, signal), enabled: !!id });
}

/** Record-picker search over a company's customers, by name, email or tax id. */
export function customerPicker(companyIdString: string | null): PickerSearch {
  return {
    key: [...customerKeys.all, companyIdString],
    search: async (search, signal) => {
      const page = await customerList.fetch({ companyIdString: companyIdString ?? undefined, search: search.trim() || undefined, size: 50, sort: 'name' }, signal);
      return page.content.map((c) => ({ value: c.id, label: c.name }));
    },
  };
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerCreate) => api.post<Customer>('/customers', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

export function useUpdateCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerUpdate) => api.put<Customer>(`/customers/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
