import { Link } from 'react-router-dom';
import { Anchor } from '@mantine/core';
import { formatQuantity } from '../money/money';
import type { RecordColumn } from './RecordTable';

/** A line of a posted document: its number, its item and the quantity. */
export type ItemLine = { lineNumber: number; itemIdString: string; itemCode: string; qty: Parameters<typeof formatQuantity>[0] };

/** The first columns of a posted document's item lines (bill, invoice, stock entry): the line number, the item linked to its page, the quantity. */
export function itemLineColumns<L extends ItemLine>(itemHeader = 'Item'): RecordColumn<L>[] {
  return [
    { header: '#', cell: (line) => line.lineNumber, card: 'number' },
    { header: itemHeader, cell: (line) => <Anchor component={Link} to={`/inventory/items/${line.itemIdString}`}>{line.itemCode}</Anchor>, card: 'wide' },
    { header: 'Quantity', numeric: true, cell: (line) => formatQuantity(line.qty) },
  ];
}
