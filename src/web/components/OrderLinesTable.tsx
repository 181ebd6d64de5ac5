import { Anchor, Paper, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatQuantity } from '../money/money';
import { formatPercent } from '../money/percent';
import { userLocale } from './format';
import { cardCell, lineRow, useLineCards } from './line-cards';
import { Money } from './Money';

type OrderLine = { lineNumber: number; itemIdString: string; itemCode: string; itemName: string; qty: number; uom: string; amount: number; taxPercent: string | null; taxAmount: number };

/** A column of what happened to each line so far: received, delivered or billed quantities. */
export type LineProgress<L> = { label: string; qty: (line: L) => number; testId?: string };

/**
 * The items of a sales or purchase order: quantities exactly as ordered (every decimal they
 * have), the unit price, the amount, the tax rate and tax, and one column per step the lines went
 * through; on a phone a card a line. The totals follow in `DocumentTotals`.
 */
export function OrderLinesTable<L extends OrderLine>({ lines, currency, priceLabel, price, progress }: {
  lines: L[] | undefined;
  currency: string | undefined;
  priceLabel: string;
  price: (line: L) => number;
  progress: LineProgress<L>[];
}) {
  const tableProps = useLineCards(820);
  return (
    <Paper withBorder p="sm" style={{ overflowX: 'auto' }}>
      <Table verticalSpacing="xs" aria-label="Items ordered" data-testid="order-lines" {...tableProps}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">#</Table.Th>
            <Table.Th scope="col">Item</Table.Th>
            <Table.Th scope="col" ta="right">Quantity</Table.Th>
            <Table.Th scope="col" ta="right">{priceLabel}</Table.Th>
            <Table.Th scope="col" ta="right">Amount</Table.Th>
            <Table.Th scope="col" ta="right">Tax rate</Table.Th>
            <Table.Th scope="col" ta="right">Tax</Table.Th>
            {progress.map((p) => <Table.Th key={p.label} scope="col" ta="right">{p.label}</Table.Th>)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {currency && lines?.map((line) => (
            <Table.Tr key={line.lineNumber} {...lineRow}>
              <Table.Td {...cardCell('Line', 'number')}>{line.lineNumber}</Table.Td>
              <Table.Td {...cardCell('Item', 'wide')}><Anchor component={Link} to={`/inventory/items/${line.itemIdString}`}>{line.itemCode}</Anchor> · {line.itemName}</Table.Td>
              <Table.Td ta="right" {...cardCell('Quantity')}>{formatQuantity(line.qty)} {line.uom}</Table.Td>
              <Table.Td ta="right" {...cardCell(priceLabel)}><Money amount={price(line)} currency={currency} /></Table.Td>
              <Table.Td ta="right" {...cardCell('Amount')}><Money amount={line.amount} currency={currency} /></Table.Td>
              <Table.Td ta="right" {...cardCell('Tax rate')}>{line.taxPercent === null ? '—' : formatPercent(line.taxPercent, userLocale)}</Table.Td>
              <Table.Td ta="right" {...cardCell('Tax')} data-testid={`order-line-tax-${line.lineNumber}`}><Money amount={line.taxAmount} currency={currency} /></Table.Td>
              {progress.map((p) => (
                <Table.Td key={p.label} ta="right" {...cardCell(p.label)} data-testid={p.testId ? `${p.testId}-${line.lineNumber}` : undefined}>{formatQuantity(p.qty(line))}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
