import { Link, useParams } from 'react-router-dom';
import { Anchor, Badge, Paper, Table, Title, VisuallyHidden } from '@mantine/core';
import { stockEntries } from '../../api/stock-entries';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { Details } from '../../components/Details';
import { formatDateTime, formatDay } from '../../components/format';
import { useFormatMoney } from '../../components/Money';
import { knownMinorUnits } from '../../api/currencies';
import { formatExactMoney, formatQuantity } from '../../money/money';
import { JournalEntryLink } from '../journal-entries/JournalEntryLink';
import { entryTypeLabels } from './labels';

/** Route `inventory/stock-entries/:id`: the entry, its lines with their values and its journal entry. */
export default function StockEntryDetailPage() {
  const entry = stockEntries.useOne(useParams().id);
  const formatMoney = useFormatMoney();
  const e = entry.data;
  return (
    <DetailPageLayout
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
        <Table verticalSpacing="xs" data-testid="stock-entry-lines">
          <VisuallyHidden component="caption">Items of the stock entry</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">#</Table.Th>
              <Table.Th scope="col">Item</Table.Th>
              <Table.Th scope="col" ta="right">Quantity</Table.Th>
              <Table.Th scope="col" ta="right">Rate</Table.Th>
              <Table.Th scope="col" ta="right">Value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {e?.items.map((line) => (
              <Table.Tr key={line.lineNumber}>
                <Table.Td>{line.lineNumber}</Table.Td>
                <Table.Td><Anchor component={Link} to={`/inventory/items/${line.itemIdString}`}>{line.itemCode}</Anchor></Table.Td>
                <Table.Td ta="right">{formatQuantity(line.qty)}</Table.Td>
                <Table.Td ta="right">{formatExactMoney(line.rate, e.baseCurrency, knownMinorUnits(e.baseCurrency))}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.value, e.baseCurrency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          {e && (
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Th scope="row" colSpan={4}>Total</Table.Th>
                <Table.Td ta="right" data-testid="stock-entry-total">{formatMoney(e.totalValue, e.baseCurrency)}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Paper>
    </DetailPageLayout>
  );
}
