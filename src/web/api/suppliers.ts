import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Supplier, SupplierCreate, SupplierListQuery, SupplierUpdate } from '../../contract/suppliers';
import { api } from './client';
import type { ListQuery } from './list';
import { createResourceApi } from './resource-api';

export type SupplierQuery = ListQuery<SupplierListQuery>;
export const suppliers = createResourceApi<{ record: Supplier; query: SupplierQuery; create: SupplierCreate; update: SupplierUpdate }>({ name: 'suppliers', path: '/suppliers' });

/**
 * Deletes a supplier (409 `in-use` when something refers to it). The deleted record's query is
 * dropped rather than refetched, so its page does not flash "not found" on the way to the list.
 */
export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/suppliers/${encodeURIComponent(id)}`),
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: suppliers.keys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: suppliers.keys.lists() });
    },
  });
}

/** Record-picker search over a company's suppliers, by name, email or phone. */
export const supplierPicker = (companyIdString: string | null) =>
  suppliers.picker({ scope: [companyIdString], query: (search) => ({ companyIdString: companyIdString ?? undefined, search: search || undefined, size: 50, sort: 'name' }), option: (s) => ({ value: s.id, label: s.name }) });
