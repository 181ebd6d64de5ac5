import { Link, useParams } from 'react-router-dom';
import { Anchor, Badge, Button, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { JournalEntry } from '../../../contract/journal-entries';
import { journalEntries } from '../../api/journal-entries';
import { Details } from '../../components/Details';
import { formatDateTime, formatDay, formatEnum } from '../../components/format';
import { useFormatMoney } from '../../components/Money';
import { toDecimal, type Amount } from '../../money/money';
import { entryHref } from './columns';
import { DetailPageLayout } from '../../components/DetailPageLayout';

function EntryLink({ id }: { id: string }) {
  const entry = journalEntries.useOne(id);
  return <Anchor component={Link} to={entryHref({ id })}>{entry.data?.entryNumber ?? 'Journal entry'}</Anchor>;
}

/** Where the entry came from, as a link when it is a record of the console. */
function SourceLink({ entry }: { entry: JournalEntry }) {
  if (entry.source === 'JOURNAL_TEMPLATE' && entry.sourceId) return <>Journal template: <Anchor component={Link} to={`/accounting/journal-templates/${entry.sourceId}`}>open the template</Anchor></>;
  return <>{formatEnum(entry.source)}</>;
}

export default function JournalEntryDetailPage() {
  const entry = journalEntries.useOne(useParams().id);
  const formatMoney = useFormatMoney();
  const e = entry.data;
  const money = (amount: Amount) => (e ? formatMoney(amount, e.currency) : '');
  const difference = e ? toDecimal(e.totalDebit).minus(e.totalCredit) : undefined;
  return (
    <DetailPageLayout
      error={entry.error}
      companyId={entry.data?.companyIdString}
      notFoundTitle="Journal entry not found"
      back={{ to: '/accounting/journal-entries', label: 'Journal entries' }}
      title={e ? `Journal entry ${e.entryNumber}` : 'Journal entry'}
      badges={
        <>
          {e?.reversedById && <Badge color="gray" variant="light">reversed</Badge>}
          {e?.reversalOfId && <Badge color="orange" variant="light">reversal</Badge>}
        </>
      }
      actions={e && !e.reversedById && !e.reversalOfId && <Button component={Link} to="reverse" variant="light" color="red">Reverse</Button>}
      maw={1100}
    >
      <Details
        loading={!e}
        items={[
          ['Posting date', formatDay(e?.postingDate)],
          ['Reference', e?.reference],
          ['Currency', e?.currency],
          ['Source', e ? <SourceLink entry={e} /> : undefined],
          ['Reversal of', e?.reversalOfId ? <EntryLink id={e.reversalOfId} /> : undefined],
          ['Reversed by', e?.reversedById ? <EntryLink id={e.reversedById} /> : undefined],
          ['Posted', e ? formatDateTime(e.createdAt) : undefined],
        ]}
      />
      <Title order={3}>Lines</Title>
      <Paper withBorder style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="xs">
          <VisuallyHidden component="caption">Lines of the entry</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">#</Table.Th>
              <Table.Th scope="col">Account</Table.Th>
              <Table.Th scope="col">Description</Table.Th>
              <Table.Th scope="col" ta="right">Debit</Table.Th>
              <Table.Th scope="col" ta="right">Credit</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {e?.lines.map((line) => (
              <Table.Tr key={line.lineNumber}>
                <Table.Td>{line.lineNumber}</Table.Td>
                <Table.Td><Anchor component={Link} to={`/accounting/accounts/${line.accountId}`}>{line.accountNumber} · {line.accountName}</Anchor></Table.Td>
                <Table.Td>{line.description ?? ''}</Table.Td>
                <Table.Td ta="right">{line.debit ? money(line.debit) : ''}</Table.Td>
                <Table.Td ta="right">{line.credit ? money(line.credit) : ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          {e && (
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Th scope="row" colSpan={3}>Total</Table.Th>
                <Table.Td ta="right" data-testid="entry-total-debit">{money(e.totalDebit)}</Table.Td>
                <Table.Td ta="right" data-testid="entry-total-credit">{money(e.totalCredit)}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Paper>
      {difference && !difference.isZero() && <Text c="red">Debits and credits differ by {money(difference.abs())}.</Text>}
    </DetailPageLayout>
  );
}
