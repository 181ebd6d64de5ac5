import { Link, useParams } from 'react-router-dom';
import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import type { ExchangeRevaluationLine } from '../../../contract/exchange-revaluations';
import { exchangeRevaluations, REVALUATIONS_PATH } from '../../api/exchange-revaluations';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { Details } from '../../components/Details';
import { formatDateTime, formatDay, formatEnum, userLocale } from '../../components/format';
import { Money } from '../../components/Money';
import { RecordTable, TotalRow } from '../../components/RecordTable';
import { formatExchangeRate } from '../../money/exchange-rate';
import { JournalEntryLink } from '../journal-entries/JournalEntryLink';

/** Where a line's record is: an invoice or credit note, a bill, an account. */
const recordHref = (line: ExchangeRevaluationLine) =>
  line.kind === 'RECEIVABLE' ? `/sales/invoices/${line.recordIdString}` : line.kind === 'PAYABLE' ? `/purchasing/bills/${line.recordIdString}` : `/accounting/accounts/${line.recordIdString}`;

/** Route `accounting/exchange-revaluations/:id`: the revaluation, its journal entry and reversal, and each document's or account's difference. */
export default function ExchangeRevaluationDetailPage() {
  const revaluation = exchangeRevaluations.useOne(useParams().id);
  const r = revaluation.data;
  const base = r?.baseCurrency ?? '';
  return (
    <DetailPageLayout
      history={{ recordType: 'exchange_revaluation', recordId: revaluation.data?.id }}
      error={revaluation.error}
      companyId={r?.companyIdString}
      notFoundTitle="Revaluation not found"
      back={{ to: REVALUATIONS_PATH, label: 'Exchange revaluations' }}
      title={r ? `Exchange revaluation ${r.number}` : 'Exchange revaluation'}
      maw={1100}
    >
      <Details
        loading={!r}
        items={[
          ['Date', r ? formatDay(r.date) : undefined],
          ['Difference', r ? <span data-testid="revaluation-difference"><Money amount={r.difference} currency={base} /> {r.difference > 0 ? '(gain)' : r.difference < 0 ? '(loss)' : ''}</span> : undefined],
          ['Journal entry', r ? (r.journalEntryId ? <JournalEntryLink id={r.journalEntryId} /> : 'None: every difference is zero') : undefined],
          ['Reversal', r ? (r.reversalJournalEntryId ? <JournalEntryLink id={r.reversalJournalEntryId} /> : '—') : undefined],
          ['Created', r ? formatDateTime(r.createdAt) : undefined],
        ]}
      />
      <Title order={3}>What was revalued</Title>
      <Paper withBorder p="sm" style={{ overflowX: 'auto' }}>
        {r && r.lines.length === 0 ? (
          <Text size="sm" c="dimmed">Nothing was open in another currency.</Text>
        ) : (
          <RecordTable
            testId="revaluation-lines"
            minWidth={900}
            caption="Documents and accounts revalued"
            columns={[
              { header: 'Kind', cell: (l) => (l.kind === 'RECEIVABLE' ? 'Receivable' : l.kind === 'PAYABLE' ? 'Payable' : formatEnum(l.kind)) },
              { header: 'Number', cell: (l) => <Anchor component={Link} to={recordHref(l)}>{l.number}</Anchor> },
              { header: 'Currency', cell: (l) => l.currencyCodeString },
              { header: 'Amount', numeric: true, cell: (l) => <Money amount={l.amount} currency={l.currencyCodeString} /> },
              { header: 'Rate', numeric: true, cell: (l) => formatExchangeRate(l.rate, userLocale) },
              { header: `Carried (${base})`, numeric: true, cell: (l) => <Money amount={l.carriedBase} currency={base} /> },
              { header: `Revalued (${base})`, numeric: true, cell: (l) => <Money amount={l.revaluedBase} currency={base} /> },
              { header: `Difference (${base})`, numeric: true, cell: (l) => <Money amount={l.difference} currency={base} /> },
            ]}
            rows={r?.lines}
            rowKey={(l) => `${l.kind}-${l.recordIdString}`}
            footer={r && <TotalRow label="Difference" span={7}><Table.Td ta="right"><Money amount={r.difference} currency={base} /></Table.Td></TotalRow>}
          />
        )}
      </Paper>
    </DetailPageLayout>
  );
}
