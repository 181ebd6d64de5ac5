import { Link, Outlet } from 'react-router-dom';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Company } from '../../../contract/companies';
import { companies } from '../../api/companies';
import { DataTable, type DataColumn } from '../../components/data-table/DataTable';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { useListUrlState } from '../../components/data-table/useListUrlState';
import { formatDate } from '../../components/format';
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
  const result = companies.useList(state.query);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Companies</Title>
        <Button component={Link} to="new">New company</Button>
      </Group>
      <DataTable
        tableId="companies"
        caption="Companies you are a member of"
        columns={columns}
        result={result}
        state={state}
        source={companies.list}
        rowHref={(c) => `/settings/companies/${c.id}`}
        emptyState={<Text>No companies match this search.</Text>}
        toolbar={<SearchFilter label="Search by name" value={state.filters.name} onChange={(v) => state.setFilter('name', v)} />}
      />
      <Outlet />
    </Stack>
  );
}
