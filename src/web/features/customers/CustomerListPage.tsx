import type { Customer } from '../../../contract/customers';
import { customers } from '../../api/customers';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { useCompanyList } from '../../components/data-table/useCompanyList';
import { formatDate } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';

const columns: DataColumn<Customer>[] = [
  { id: 'name', header: 'Name', cell: (c) => c.name, text: (c) => c.name, sortable: true, alwaysVisible: true },
  { id: 'email', header: 'Email', cell: (c) => c.email ?? '—', text: (c) => c.email ?? '' },
  { id: 'phone', header: 'Phone', cell: (c) => c.phone ?? '—', text: (c) => c.phone ?? '' },
  { id: 'taxId', header: 'Tax id', cell: (c) => c.taxId ?? '—', text: (c) => c.taxId ?? '' },
  { id: 'currencyCode', header: 'Currency', cell: (c) => c.currencyCode, text: (c) => c.currencyCode },
  { id: 'createdAt', header: 'Created', cell: (c) => formatDate(c.createdAt), text: (c) => c.createdAt, sortable: true },
];

export default function CustomerListPage() {
  const list = useCompanyList(customers, { defaultSort: 'name', filters: ['search'] as const });
  return (
    <ListPageLayout
      title="Customers"
      newLabel="New customer" writeScope="customers:write"
      empty={{ none: 'No customers yet.', create: 'Create the first customer', filtered: 'No customers match this search.' }}
      filters={<SearchFilter label="Search by name, email or tax id" {...list.state.bindFilter('search')} />}
      table={{ tableId: 'customers', caption: 'Customers of the current company', columns, ...list, rowHref: (c) => `/sales/customers/${c.id}` }}
    />
  );
}
