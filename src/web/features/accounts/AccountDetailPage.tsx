import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Anchor, Button, Group, Text, Title } from '@mantine/core';
import { accounts, accountLabel } from '../../api/accounts';
import { journalEntries } from '../../api/journal-entries';
import { useCompanyQuery } from '../../app/current-company';
import { DataTable } from '../../components/data-table/DataTable';
import { useListUrlState } from '../../components/data-table/useListUrlState';
import { Details } from '../../components/Details';
import { formatDateTime, formatEnum } from '../../components/format';
import { Money } from '../../components/Money';
import { accountMovementColumns, entryHref, journalEntryColumns } from '../journal-entries/columns';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { balanceOnItsSide } from './balance-side';

export default function AccountDetailPage() {
  const { id } = useParams();
  const account = accounts.useOne(id);
  const parent = accounts.useOne(account.data?.parentAccountId ?? undefined);
  const state = useListUrlState({ defaultSort: '-postingDate' });
  const query = useCompanyQuery(state.query, { accountId: id });
  const entries = journalEntries.useList(query);
  const columns = useMemo(() => [...journalEntryColumns.filter((c) => c.id !== 'totalDebit' && c.id !== 'createdAt'), ...accountMovementColumns(id ?? '')], [id]);

  const a = account.data;
  const balance = a ? balanceOnItsSide(a.type, a.balance) : undefined;
  return (
    <DetailPageLayout
      history={{ recordType: 'account', recordId: a?.id }}
      error={account.error}
      companyId={a?.companyStringId}
      notFoundTitle="Account not found"
      back={{ to: '/accounting/accounts', label: 'Chart of accounts' }}
      notFoundBackLabel="Back to the chart of accounts"
      title={a ? accountLabel(a) : 'Account'}
      actions={<Button component={Link} to="edit" variant="light">Edit account</Button>}
    >
      <Group gap="xs" align="baseline">
        <Text c="dimmed">Balance</Text>
        <Text fz="xl" fw={700} data-testid="account-balance">{balance ? <Money amount={balance.amount} currency={a!.currencyCode} /> : '…'}</Text>
        {balance?.side && <Text fz="xl" fw={700} data-testid="account-balance-side">{balance.side}</Text>}
        {a?.isGroup && <Text size="sm" c="dimmed">total of the accounts under it</Text>}
      </Group>
      <Details
        loading={!a}
        items={[
          ['Number', a?.accountNumber],
          ['Alternate number', a?.alternateAccountNumber],
          ['Type', formatEnum(a?.type)],
          ['Category', formatEnum(a?.category)],
          ['Ledger', a?.ledger],
          ['Currency', a?.currencyCode],
          ['Parent account', a?.parentAccountId ? <Anchor component={Link} to={`/accounting/accounts/${a.parentAccountId}`}>{parent.data ? accountLabel(parent.data) : 'Parent'}</Anchor> : 'None (top level)'],
          ['Party', a ? `${a.party} (${formatEnum(a.partyType)})` : undefined],
          ['Customer', a?.customer ? <Anchor component={Link} to={`/sales/customers/${a.customer.id}`}>{a.customer.name}</Anchor> : undefined],
          ['Group account', a ? (a.isGroup ? 'Yes: takes no postings' : 'No') : undefined],
          ['Default role', a?.defaultRole ? formatEnum(a.defaultRole) : undefined],
          ['Updated', a ? formatDateTime(a.updatedAt) : undefined],
          ['Description', a?.description],
        ]}
      />
      <Title order={3}>Journal entries</Title>
      <DataTable
        tableId="account-entries"
        caption="Journal entries with a line on this account"
        columns={columns}
        result={entries}
        state={state}
        source={journalEntries.list}
        query={query}
        rowHref={entryHref}
        emptyState={<Text>Nothing has been posted to this account yet.</Text>}
      />
    </DetailPageLayout>
  );
}
