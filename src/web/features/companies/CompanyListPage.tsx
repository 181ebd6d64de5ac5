import type { Company } from '../../../contract/companies';
import { companies } from '../../api/companies';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { useListUrlState } from '../../components/data-table/useListUrlState';
import { formatDate } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';
import { monthName } from '../../components/options';

const columns: DataColumn<Company>[] = [
  { id: 'name', header: 'Name', cell: (c) => c.name, text: (c) => c.name, sortable: true, alwaysVisible: true },
  { id: 'code', header: 'Code', cell: (c) => c.code, text: (c) => c.code, sortable: true },
  { id: 'baseCurrency', header: 'Base currency', cell: (c) => c.baseCurrency, text: (c) => c.baseCurrency },
  { id: 'fiscalYearStartMonth', header: 'Fiscal year starts', cell: (c) => monthName(c.fiscalYearStartMonth), text: (c) => String(c.fiscalYearStartMonth) },
  { id: 'createdAt', header: 'Created', cell: (c) => formatDate(c.createdAt), text: (c) => c.createdAt, sortable: true },
];

export default function CompanyListPage() {
  const state = useListUrlState({ defaultSort: 'name', filters: ['name'] as const });
  return (
    <ListPageLayout
      title="Companies"
      newLabel="New company" writeScope="companies:write"
      empty={{ none: 'No companies match this search.', filtering: true, filtered: 'No companies match this search.' }}
      filters={<SearchFilter label="Search by name" {...state.bindFilter('name')} />}
      table={{ tableId: 'companies', caption: 'Companies you are a member of', columns, result: companies.useList(state.query), state, source: companies.list, rowHref: (c) => `/settings/companies/${c.id}` }}
    />
  );
}
