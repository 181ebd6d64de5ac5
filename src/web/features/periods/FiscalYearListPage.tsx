import { Link, Outlet } from 'react-router-dom';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { FiscalYear } from '../../../contract/fiscal-years';
import { fiscalYears } from '../../api/fiscal-years';
import { useCompanyQuery } from '../../app/current-company';
import { DataTable, type DataColumn } from '../../components/data-table/DataTable';
import { useListUrlState } from '../../components/data-table/useListUrlState';
import { formatDate, formatDay } from '../../components/format';

const columns: DataColumn<FiscalYear>[] = [
  { id: 'name', header: 'Name', cell: (y) => y.name, text: (y) => y.name, sortable: true, alwaysVisible: true },
  { id: 'startDate', header: 'Starts', cell: (y) => formatDay(y.startDate), text: (y) => y.startDate, sortable: true },
  { id: 'endDate', header: 'Ends', cell: (y) => formatDay(y.endDate), text: (y) => y.endDate },
  { id: 'createdAt', header: 'Created', cell: (y) => formatDate(y.createdAt), text: (y) => y.createdAt },
];

/** Fiscal years; a row opens the periods of that year. */
export default function FiscalYearListPage() {
  const state = useListUrlState({ defaultSort: '-startDate' });
  const query = useCompanyQuery(state.query);
  const result = fiscalYears.useList(query);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Fiscal years</Title>
        <Button component={Link} to="new">New fiscal year</Button>
      </Group>
      <Text size="sm" c="dimmed">A fiscal year groups the accounting periods that are closed and reopened. Open a year to see its periods.</Text>
      <DataTable
        tableId="fiscal-years"
        caption="Fiscal years of the current company"
        columns={columns}
        result={result}
        state={state}
        source={fiscalYears.list}
        query={query}
        rowHref={(y) => `/accounting/periods?fiscalYearIdString=${y.id}`}
        emptyState={<Stack align="center"><Text>No fiscal years yet.</Text><Button component={Link} to="new">Create the first fiscal year</Button></Stack>}
      />
      <Outlet />
    </Stack>
  );
}
