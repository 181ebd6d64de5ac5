import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Anchor, Badge, Button, Paper, Table, Text, Title } from '@mantine/core';
import type { JournalEntry, JournalLine } from '../../../contract/journal-entries';
import { rateText } from '../../components/BaseAmounts';
import { journalEntries } from '../../api/journal-entries';
import { Details } from '../../components/Details';
import { formatDateTime, formatDay, formatEnum } from '../../components/format';
import { useFormatMoney } from '../../components/Money';
import { RecordTable, TotalRow } from '../../components/RecordTable';
import { toDecimal, type Amount } from '../../money/money';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { JournalEntryLink } from './JournalEntryLink';

/** Where the entry came from, as a link when it is a record of the console. */
function SourceLink({ entry }: { entry: JournalEntry }) {
  if (entry.source === 'JOURNAL_TEMPLATE' && entry.sourceId) return <>Journal template: <Anchor component={Link} to={`/accounting/journal-templates/${entry.sourceId}`}>open the template</Anchor></>;
  return <>{formatEnum(entry.source)}</>;
}

export default function JournalEntryDetailPage() {
  const entry = journalEntries.useOne(useParams().id);
  const formatMoney = useFormatMoney();
  const e = entry.data;
  // debit, credit and the totals are in the base currency; a foreign entry's lines also in its own
  const money = (amount: Amount) => (e ? formatMoney(amount, e.baseCurrency) : '');
  const foreign = !!e && e.currency !== e.baseCurrency;
  const inCurrency = (amount: Amount) => (e ? formatMoney(amount, e.currency) : '');
  const difference = e ? toDecimal(e.totalDebit).minus(e.totalCredit) : undefined;
  return (
    <DetailPageLayout
      history={{ recordType: 'journal_entry', recordId: entry.data?.id }}
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
          ...(foreign ? [['Exchange rate', <span data-testid="entry-exchange-rate">{rateText(e.exchangeRate, e.currency, e.baseCurrency)}</span>] as [string, ReactNode]] : []),
          ['Source', e ? <SourceLink entry={e} /> : undefined],
          ['Reversal of', e?.reversalOfId ? <JournalEntryLink id={e.reversalOfId} /> : undefined],
          ['Reversed by', e?.reversedById ? <JournalEntryLink id={e.reversedById} /> : undefined],
          ['Posted', e ? formatDateTime(e.createdAt) : undefined],
        ]}
      />
      <Title order={3}>Lines</Title>
      <Paper withBorder style={{ overflowX: 'auto' }}>
        <RecordTable
          caption="Lines of the entry"
          columns={[
            { header: '#', cell: (line) => line.lineNumber },
            { header: 'Account', cell: (line) => <Anchor component={Link} to={`/accounting/accounts/${line.accountId}`}>{line.accountNumber} · {line.accountName}</Anchor> },
            { header: 'Description', cell: (line) => line.description ?? '' },
            ...(foreign ? [
              { header: `Debit (${e.currency})`, numeric: true, cell: (line: JournalLine) => (line.currencyDebit ? inCurrency(line.currencyDebit) : '') },
              { header: `Credit (${e.currency})`, numeric: true, cell: (line: JournalLine) => (line.currencyCredit ? inCurrency(line.currencyCredit) : '') },
            ] : []),
            { header: foreign ? `Debit (${e.baseCurrency})` : 'Debit', numeric: true, cell: (line) => (line.debit ? money(line.debit) : '') },
            { header: foreign ? `Credit (${e.baseCurrency})` : 'Credit', numeric: true, cell: (line) => (line.credit ? money(line.credit) : '') },
          ]}
          rows={e?.lines}
          rowKey={(line) => line.lineNumber}
          footer={e && (
            <TotalRow span={foreign ? 5 : 3}>
              <Table.Td ta="right" data-testid="entry-total-debit">{money(e.totalDebit)}</Table.Td>
              <Table.Td ta="right" data-testid="entry-total-credit">{money(e.totalCredit)}</Table.Td>
            </TotalRow>
          )}
        />
      </Paper>
      {difference && !difference.isZero() && <Text c="red">Debits and credits differ by {money(difference.abs())}.</Text>}
    </DetailPageLayout>
  );
}
