import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Button, SegmentedControl, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { periodTypes, type AccountingPeriod } from '../../../contract/accounting-periods';
import { accountingPeriods, useSetPeriodStatus } from '../../api/accounting-periods';
import { ApiError } from '../../api/client';
import { useCompanyQuery } from '../../app/current-company';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SelectFilter } from '../../components/data-table/SelectFilter';
import { useListUrlState } from '../../components/data-table/useListUrlState';
import { formatDateTime, formatDay, formatEnum } from '../../components/format';
import { enumOptions } from '../../components/options';
import { ListPageLayout } from '../../components/ListPageLayout';
import { StatusBadge } from '../../components/StatusBadge';
import { useFiscalYearOptions } from './fiscal-years';
import { openConfirmModal } from '../../app/deferred-overlays';

export default function PeriodListPage() {
  const state = useListUrlState({ defaultSort: 'startDate', filters: ['fiscalYearIdString', 'periodType', 'status'] as const });
  const query = useCompanyQuery(state.query);
  const result = accountingPeriods.useList(query);
  const yearOptions = useFiscalYearOptions() ?? [];
  const setStatus = useSetPeriodStatus();

  const confirm = (period: AccountingPeriod, action: 'close' | 'reopen') =>
    openConfirmModal({
      title: `${action === 'close' ? 'Close' : 'Reopen'} ${period.name}?`,
      children: (
        <Text size="sm">
          {action === 'close'
            ? `Nothing can be posted from ${formatDay(period.firstDay)} to ${formatDay(period.lastDay)} while the period is closed. You can reopen it later.`
            : `Postings dated from ${formatDay(period.firstDay)} to ${formatDay(period.lastDay)} will be accepted again.`}
        </Text>
      ),
      labels: { confirm: action === 'close' ? 'Close period' : 'Reopen period', cancel: 'Cancel' },
      confirmProps: { color: action === 'close' ? 'red' : undefined },
      onConfirm: () =>
        setStatus.mutate(
          { id: period.id, action },
          {
            onSuccess: (saved) => notifications.show({ color: 'green', message: `${saved.name} is ${saved.status.toLowerCase()}.` }),
            onError: (error) => notifications.show({ color: 'red', title: 'Not changed', message: error instanceof ApiError ? error.userMessage : String(error) }),
          },
        ),
    });

  const yearName = useMemo(() => new Map(yearOptions.map((y) => [y.value, y.label])), [yearOptions]);
  const columns: DataColumn<AccountingPeriod>[] = [
    { id: 'name', header: 'Name', cell: (p) => p.name, text: (p) => p.name, sortable: true, alwaysVisible: true },
    { id: 'fiscalYear', header: 'Fiscal year', cell: (p) => yearName.get(p.fiscalYearIdString) ?? '…', text: (p) => yearName.get(p.fiscalYearIdString) ?? p.fiscalYearIdString },
    { id: 'periodType', header: 'Type', cell: (p) => formatEnum(p.periodType), text: (p) => p.periodType },
    { id: 'startDate', header: 'First day', cell: (p) => formatDay(p.firstDay), text: (p) => p.firstDay, sortable: true },
    { id: 'lastDay', header: 'Last day', cell: (p) => formatDay(p.lastDay), text: (p) => p.lastDay },
    { id: 'status', header: 'Status', cell: (p) => <StatusBadge status={p.status} />, text: (p) => p.status },
    { id: 'closedAt', header: 'Closed at', cell: (p) => (p.closedAt ? formatDateTime(p.closedAt) : '—'), text: (p) => p.closedAt ?? '' },
    {
      id: 'actions',
      header: 'Actions',
      alwaysVisible: true,
      text: () => '',
      cell: (p) =>
        p.status === 'OPEN' ? (
          <Button size="xs" variant="subtle" color="red" onClick={() => confirm(p, 'close')} aria-label={`Close ${p.name}`}>Close</Button>
        ) : (
          <Button size="xs" variant="subtle" onClick={() => confirm(p, 'reopen')} aria-label={`Reopen ${p.name}`}>Reopen</Button>
        ),
    },
  ];

  return (
    <ListPageLayout
      title="Accounting periods"
      newLabel="New period" writeScope="accounting-periods:write"
      actions={<Button component={Link} to="/accounting/fiscal-years" variant="default">Fiscal years</Button>}
      empty={{ none: 'No periods yet. Create a fiscal year, then its periods.', create: 'Create a period', filtered: 'No periods match these filters.' }}
      filters={
        <>
          <SelectFilter label="Fiscal year" data={yearOptions} {...state.bindFilter('fiscalYearIdString')} w={170} />
          <SelectFilter label="Period type" data={enumOptions(periodTypes)} {...state.bindFilter('periodType')} w={150} />
          <SegmentedControl
            aria-label="Status"
            value={state.filters.status ?? 'ALL'}
            onChange={(v) => state.setFilter('status', v === 'ALL' ? undefined : v)}
            data={[{ value: 'ALL', label: 'All' }, { value: 'OPEN', label: 'Open' }, { value: 'CLOSED', label: 'Closed' }]}
          />
        </>
      }
      table={{ tableId: 'accounting-periods', caption: 'Accounting periods of the current company', columns, result, state, source: accountingPeriods.list, query }}
    />
  );
}
