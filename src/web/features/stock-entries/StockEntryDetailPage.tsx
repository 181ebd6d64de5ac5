import { useParams } from 'react-router-dom';
import { Badge, Paper, Table, Title } from '@mantine/core';
import { stockEntries } from '../../api/stock-entries';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { itemLineColumns } from '../../components/item-line-columns';
import { Details } from '../../components/Details';
import { formatDateTime, formatDay } from '../../components/format';
import { useFormatMoney } from '../../components/Money';
import { RecordTable, TotalRow } from '../../components/RecordTable';
import { knownMinorUnits } from '../../api/currencies';
import { formatExactMoney } from '../../money/money';
import { JournalEntryLink } from '../journal-entries/JournalEntryLink';
import { entryTypeLabels } from './labels';

/** Route `inventory/stock-entries/:id`: the entry, its lines with their values and its journal entry. */
export default function StockEntryDetailPage() {
  const entry = stockEntries.useOne(useParams().id);
  const formatMoney = useFormatMoney();
  const e = entry.data;
  return (
    <DetailPageLayout
      history={{ recordType: 'stock_entry', recordId: entry.data?.id }}
      error={entry.error}
      companyId={e?.companyIdString}
      notFoundTitle="Stock entry not found"
      back={{ to: '/inventory/stock-entries', label: 'Stock entries' }}
      title={e ? `Stock entry ${e.number}` : 'Stock entry'}
      badges={e && <Badge variant="dot" color={entryTypeLabels[e.entryType].color}>{entryTypeLabels[e.entryType].label}</Badge>}
      maw={1000}
    >
      <Details
        loading={!e}
        items={[
          ['Posting date', e ? formatDay(e.postingDate) : undefined],
          ['Total value', e ? formatMoney(e.totalValue, e.baseCurrency) : undefined],
          ['Journal entry', e ? (e.journalEntryId ? <JournalEntryLink id={e.journalEntryId} /> : 'None (every value was zero)') : undefined],
          ['Posted', e ? formatDateTime(e.createdAt) : undefined],
        ]}
      />
      <Title order={3}>Items</Title>
      <Paper withBorder style={{ overflowX: 'auto' }}>
        <RecordTable
          testId="stock-entry-lines"
          caption="Items of the stock entry"
          columns={[
            ...itemLineColumns(),
            { header: 'Rate', numeric: true, cell: (line) => formatExactMoney(line.rate, e!.baseCurrency, knownMinorUnits(e!.baseCurrency)) },
            { header: 'Value', numeric: true, cell: (line) => formatMoney(line.value, e!.baseCurrency) },
          ]}
          rows={e?.items}
          rowKey={(line) => line.lineNumber}
          footer={e && <TotalRow span={4}><Table.Td ta="right" data-testid="stock-entry-total">{formatMoney(e.totalValue, e.baseCurrency)}</Table.Td></TotalRow>}
        />
      </Paper>
    </DetailPageLayout>
  );
}
