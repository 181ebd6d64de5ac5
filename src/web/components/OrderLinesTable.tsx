import { Anchor, Paper, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatQuantity } from '../money/money';
import { cardCell, lineRow, useLineCards } from './line-cards';
import { Money } from './Money';

type OrderLine = { lineNumber: number; itemIdString: string; itemCode: string; itemName: string; qty: number; uom: string; amount: number };

/** A column of what happened to each line so far: received, delivered or billed quantities. */
export type LineProgress<L> = { label: string; qty: (line: L) => number; testId?: string };

/**
 * The items of a sales or purchase order: quantities exactly as ordered (every decimal they
 * have), the unit price, the amount, and one column per step the lines went through; on a phone
 * a card a line.
 */
export function OrderLinesTable<L extends OrderLine>({ lines, currency, total, priceLabel, price, progress }: {
  lines: L[] | undefined;
  currency: string | undefined;
  total: number | undefined;
  priceLabel: string;
  price: (line: L) => number;
  progress: LineProgress<L>[];
}) {
  const tableProps = useLineCards(640);
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
              {progress.map((p) => (
                <Table.Td key={p.label} ta="right" {...cardCell(p.label)} data-testid={p.testId ? `${p.testId}-${line.lineNumber}` : undefined}>{formatQuantity(p.qty(line))}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {currency && total !== undefined && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row" colSpan={4}>Total</Table.Th>
              <Table.Td ta="right" data-testid="order-detail-total"><Money amount={total} currency={currency} /></Table.Td>
              {progress.length > 0 && <Table.Td colSpan={progress.length} />}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Paper>
  );
}
