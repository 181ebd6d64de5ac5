import { useMemo } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import type { Charge } from '../../../contract/charges';
import { charges } from '../../api/charges';
import { useMinorUnitsByCode } from '../../api/currencies';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { useCompanyList } from '../../components/data-table/useCompanyList';
import { formatDate } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';
import { termsSummary } from './charge-form';

export default function ChargeListPage() {
  const list = useCompanyList(charges, { defaultSort: 'name', filters: ['search'] as const });
  const minorUnits = useMinorUnitsByCode().data;
  const columns = useMemo<DataColumn<Charge>[]>(() => {
    const terms = (c: Charge) => termsSummary(c, minorUnits?.get(c.currencyString) ?? 2);
    return [
      {
        id: 'name', header: 'Name', sortable: true, alwaysVisible: true, text: (c) => c.name,
        cell: (c) => <Group component="span" gap="xs" wrap="nowrap"><Text component="span" size="sm">{c.name}</Text>{c.global && <Badge component="span" size="xs" variant="light">Global</Badge>}</Group>,
      },
      { id: 'terms', header: 'Terms', cell: (c) => terms(c), text: terms, keyFigure: true },
      { id: 'global', header: 'Global', cell: (c) => (c.global ? 'Yes' : 'No'), text: (c) => String(c.global) },
      { id: 'currencyString', header: 'Currency', cell: (c) => c.currencyString, text: (c) => c.currencyString },
      {
        id: 'account', header: 'Account',
        cell: (c) => (c.account ? `${c.accountNumber} · ${c.accountName}` : <Text size="sm" c="dimmed">Default</Text>),
        text: (c) => (c.account ? `${c.accountNumber} ${c.accountName}` : ''),
      },
      { id: 'createdAt', header: 'Created', cell: (c) => formatDate(c.createdAt), text: (c) => c.createdAt, sortable: true },
    ];
  }, [minorUnits]);
  return (
    <ListPageLayout
      title="Charges"
      newLabel="New charge" writeScope="charges:write"
      description="What invoice charges cost and where they post. Global charges are added to every invoice in their currency."
      empty={{ none: 'No charges yet.', create: 'Create the first charge', filtered: 'No charges match this search.' }}
      filters={<SearchFilter label="Search by name" {...list.state.bindFilter('search')} />}
      table={{ tableId: 'charges', caption: 'Charges of the current company', columns, ...list, rowHref: (c) => `/sales/charges/${c.id}` }}
    />
  );
}
