import type { Supplier } from '../../../contract/suppliers';
import { suppliers } from '../../api/suppliers';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { useCompanyList } from '../../components/data-table/useCompanyList';
import { formatDate } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';

const columns: DataColumn<Supplier>[] = [
  { id: 'name', header: 'Name', cell: (s) => s.name, text: (s) => s.name, sortable: true, alwaysVisible: true },
  { id: 'email', header: 'Email', cell: (s) => s.email ?? '—', text: (s) => s.email ?? '', sortable: true },
  { id: 'phone', header: 'Phone', cell: (s) => s.phone ?? '—', text: (s) => s.phone ?? '' },
  { id: 'currencyCodeString', header: 'Currency', cell: (s) => s.currencyCodeString, text: (s) => s.currencyCodeString },
  { id: 'createdAt', header: 'Created', cell: (s) => formatDate(s.createdAt), text: (s) => s.createdAt, sortable: true },
];

export default function SupplierListPage() {
  const list = useCompanyList(suppliers, { defaultSort: 'name', filters: ['search'] as const });
  return (
    <ListPageLayout
      title="Suppliers"
      newLabel="New supplier" writeScope="suppliers:write"
      empty={{ none: 'No suppliers yet.', create: 'Create the first supplier', filtered: 'No suppliers match this search.' }}
      filters={<SearchFilter label="Search by name, email or phone" {...list.state.bindFilter('search')} />}
      table={{ tableId: 'suppliers', caption: 'Suppliers of the current company', columns, ...list, rowHref: (s) => `/purchasing/suppliers/${s.id}` }}
    />
  );
}
