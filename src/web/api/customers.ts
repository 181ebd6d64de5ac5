import type { Customer, CustomerCreate, CustomerListQuery, CustomerUpdate } from '../../contract/customers';
import type { ListQuery } from './list';
import { createResourceApi } from './resource-api';

export type CustomerQuery = ListQuery<CustomerListQuery>;
export const customers = createResourceApi<{ record: Customer; query: CustomerQuery; create: CustomerCreate; update: CustomerUpdate }>({ name: 'customers', path: '/customers' });

/** Record-picker search over a company's customers, by name, email or tax id. */
export const customerPicker = (companyIdString: string | null) =>
  customers.picker({ scope: [companyIdString], query: (search) => ({ companyIdString: companyIdString ?? undefined, search: search || undefined, size: 50, sort: 'name' }), option: (c) => ({ value: c.id, label: c.name }) });
