import type { Supplier, SupplierCreate, SupplierListQuery, SupplierUpdate } from '../../contract/suppliers';
import type { ListQuery } from './list';
import { createResourceApi } from './resource-api';

export type SupplierQuery = ListQuery<SupplierListQuery>;
export const suppliers = createResourceApi<{ record: Supplier; query: SupplierQuery; create: SupplierCreate; update: SupplierUpdate }>({ name: 'suppliers', path: '/suppliers' });

/** Record-picker search over a company's suppliers, by name, email or phone. */
export const supplierPicker = (companyIdString: string | null) =>
  suppliers.picker({ scope: [companyIdString], query: (search) => ({ companyIdString: companyIdString ?? undefined, search: search || undefined, size: 50, sort: 'name' }), option: (s) => ({ value: s.id, label: s.name }) });
