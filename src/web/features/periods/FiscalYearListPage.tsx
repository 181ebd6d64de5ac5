import { useState } from 'react';
import { Button } from '@mantine/core';
import type { FiscalYear } from '../../../contract/fiscal-years';
import { fiscalYears } from '../../api/fiscal-years';
import type { DataColumn } from '../../components/data-table/DataTable';
import { useCompanyList } from '../../components/data-table/useCompanyList';
import { formatDate, formatDay } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';
import { MonthlyPeriodsDialog } from './MonthlyPeriodsDialog';

const baseColumns: DataColumn<FiscalYear>[] = [
  { id: 'name', header: 'Name', cell: (y) => y.name, text: (y) => y.name, sortable: true, alwaysVisible: true },
  { id: 'startDate', header: 'Starts', cell: (y) => formatDay(y.startDate), text: (y) => y.startDate, sortable: true },
  { id: 'endDate', header: 'Ends', cell: (y) => formatDay(y.endDate), text: (y) => y.endDate },
  { id: 'createdAt', header: 'Created', cell: (y) => formatDate(y.createdAt), text: (y) => y.createdAt },
];

/** Fiscal years; a row opens the periods of that year. */
export default function FiscalYearListPage() {
  const list = useCompanyList(fiscalYears, { defaultSort: '-startDate' });
  const [monthsOf, setMonthsOf] = useState<FiscalYear | null>(null);
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
  ];
  return (
    <>
    {monthsOf && <MonthlyPeriodsDialog year={monthsOf} onClose={() => setMonthsOf(null)} />}
    <ListPageLayout
      title="Fiscal years"
      newLabel="New fiscal year" writeScope="fiscal-years:write"
      description="A fiscal year groups the accounting periods that are closed and reopened. Open a year to see its periods."
      empty={{ none: 'No fiscal years yet.', create: 'Create the first fiscal year' }}
      table={{ tableId: 'fiscal-years', caption: 'Fiscal years of the current company', columns, ...list, rowHref: (y) => `/accounting/periods?fiscalYearIdString=${y.id}` }}
    />
    </>
  );
}
