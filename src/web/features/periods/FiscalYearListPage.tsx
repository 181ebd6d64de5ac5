import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, Group } from '@mantine/core';
import type { FiscalYear } from '../../../contract/fiscal-years';
import { fiscalYears } from '../../api/fiscal-years';
import type { DataColumn } from '../../components/data-table/DataTable';
import { useCompanyList } from '../../components/data-table/useCompanyList';
import { formatDate, formatDateTime, formatDay } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';
import { returnTo } from '../../components/RouteModal';
import { StatusBadge } from '../../components/StatusBadge';
import { MonthlyPeriodsDialog } from './MonthlyPeriodsDialog';

const baseColumns: DataColumn<FiscalYear>[] = [
  { id: 'name', header: 'Name', cell: (y) => y.name, text: (y) => y.name, sortable: true, alwaysVisible: true },
  { id: 'startDate', header: 'Starts', cell: (y) => formatDay(y.startDate), text: (y) => y.startDate, sortable: true },
  { id: 'endDate', header: 'Ends', cell: (y) => formatDay(y.endDate), text: (y) => y.endDate },
  { id: 'status', header: 'Status', cell: (y) => <StatusBadge status={y.status} />, text: (y) => y.status },
  { id: 'closedAt', header: 'Closed at', cell: (y) => (y.closedAt ? formatDateTime(y.closedAt) : '—'), text: (y) => y.closedAt ?? '' },
  { id: 'createdAt', header: 'Created', cell: (y) => formatDate(y.createdAt), text: (y) => y.createdAt },
];

/** Fiscal years; a row opens the periods of that year, its buttons create its months or close (reopen) it. */
export default function FiscalYearListPage() {
  const list = useCompanyList(fiscalYears, { defaultSort: '-startDate' });
  const [monthsOf, setMonthsOf] = useState<FiscalYear | null>(null);
  // the year-end dialogs are routes over the list, which they return to as it was
  const back = returnTo(useLocation().search);
  const columns: DataColumn<FiscalYear>[] = [
    ...baseColumns,
    {
      id: 'months',
      header: 'Monthly periods',
      text: () => '',
      cell: (y) => (
        <Button
          size="xs"
          variant="light"
          aria-label={`Create the monthly periods of ${y.name}`}
          onClick={(event) => {
            event.stopPropagation(); // the row itself opens the year's periods
            setMonthsOf(y);
          }}
        >
          Create the monthly periods
        </Button>
      ),
    },
    {
      id: 'yearEnd',
      header: 'Year end',
      alwaysVisible: true,
      text: () => '',
      cell: (y) => (
        <Group gap={4} onClick={(event) => event.stopPropagation()}>
          {y.status === 'OPEN' ? (
            <Button size="xs" variant="subtle" color="red" component={Link} to={`${y.id}/close`} state={back} aria-label={`Close ${y.name}`}>Close year</Button>
          ) : (
            <Button size="xs" variant="subtle" component={Link} to={`${y.id}/reopen`} state={back} aria-label={`Reopen ${y.name}`}>Reopen year</Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <>
    {monthsOf && <MonthlyPeriodsDialog year={monthsOf} onClose={() => setMonthsOf(null)} />}
    <ListPageLayout
      title="Fiscal years"
      newLabel="New fiscal year" writeScope="fiscal-years:write"
      description="A fiscal year groups the accounting periods that are closed and reopened. Open a year to see its periods. Closing a year moves its income and expenses into retained earnings; nothing more can be posted in it until it is reopened."
      empty={{ none: 'No fiscal years yet.', create: 'Create the first fiscal year' }}
      table={{ tableId: 'fiscal-years', caption: 'Fiscal years of the current company', columns, ...list, rowHref: (y) => `/accounting/periods?fiscalYearIdString=${y.id}` }}
    />
    </>
  );
}
