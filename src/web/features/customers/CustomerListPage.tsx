import { Link, Outlet } from 'react-router-dom';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Customer } from '../../../contract/customers';
import { customers } from '../../api/customers';
import { useCompanyQuery } from '../../app/current-company';
import { DataTable, type DataColumn } from '../../components/data-table/DataTable';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { useListUrlState } from '../../components/data-table/useListUrlState';
import { formatDate } from '../../components/format';

const columns: DataColumn<Customer>[] = [
  { id: 'name', header: 'Name', cell: (c) => c.name, text: (c) => c.name, sortable: true, alwaysVisible: true },
  { id: 'email', header: 'Email', cell: (c) => c.email ?? '—', text: (c) => c.email ?? '' },
  { id: 'phone', header: 'Phone', cell: (c) => c.phone ?? '—', text: (c) => c.phone ?? '' },
  { id: 'taxId', header: 'Tax id', cell: (c) => c.taxId ?? '—', text: (c) => c.taxId ?? '' },
  { id: 'currencyCode', header: 'Currency', cell: (c) => c.currencyCode, text: (c) => c.currencyCode },
  { id: 'createdAt', header: 'Created', cell: (c) => formatDate(c.createdAt), text: (c) => c.createdAt, sortable: true },
];

export default function CustomerListPage() {
  const state = useListUrlState({ defaultSort: 'name', filters: ['search'] as const });
  const query = useCompanyQuery(state.query);
  const result = customers.useList(query);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Customers</Title>
        <Button component={Link} to="new">New customer</Button>
      </Group>
      <DataTable
        tableId="customers"
        caption="Customers of the current company"
        columns={columns}
        result={result}
        state={state}
        source={customers.list}
        query={query}
        rowHref={(c) => `/sales/customers/${c.id}`}
        emptyState={state.filters.search ? <Text>No customers match this search.</Text> : <Stack align="center"><Text>No customers yet.</Text><Button component={Link} to="new">Create the first customer</Button></Stack>}
        toolbar={<SearchFilter label="Search by name, email or tax id" value={state.filters.search} onChange={(v) => state.setFilter('search', v)} />}
      />
      <Outlet />
    </Stack>
  );
}
