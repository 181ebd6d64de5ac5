import type { ReactNode } from 'react';
import { Table, VisuallyHidden } from '@mantine/core';
import { cardCell, lineRow, useLineCards, type CardCell } from './line-cards';

/** A column of a RecordTable: its header and what a row shows in it. */
export type RecordColumn<R> = {
  header: ReactNode;
  cell: (row: R) => ReactNode;
  /** Right-aligned (amounts, quantities, percentages). */
  numeric?: boolean;
  /** Its place on a line's card (`lines`): the line number, or across the card (the item). */
  card?: Exclude<CardCell, 'remove'>;
};

type RecordTableProps<R> = {
  columns: RecordColumn<R>[];
  rows: readonly R[] | undefined;
  rowKey: (row: R, index: number) => string | number;
  /** What the table holds, for screen readers: a hidden caption ... */
  caption?: ReactNode;
  /** ... or the table's accessible name. */
  label?: string;
  /** Rows after the records, in the body (a subtotal, charges). */
  moreRows?: ReactNode;
  /** The footer's rows (a TotalRow). */
  footer?: ReactNode;
  verticalSpacing?: 'xs' | number;
  /** The table's least width beside a phone, its frame scrolling sideways in a narrower window. */
  minWidth?: number;
  testId?: string;
};

/**
 * A read-only table of records on a page (a document's lines, a party's newest documents):
 * headers, one row a record, a footer. On a phone each record is a card, its cells labelled by
 * their headers, so no figure is off to the right of a 390 px screen.
 */
export function RecordTable<R>({ columns, rows, rowKey, caption, label, moreRows, footer, verticalSpacing = 'xs', minWidth, testId }: RecordTableProps<R>) {
  const align = (column: RecordColumn<R>) => (column.numeric ? 'right' : undefined);
  const tableProps = useLineCards(minWidth);
  const cardLabel = (column: RecordColumn<R>) => (column.card === 'number' ? 'Line' : typeof column.header === 'string' ? column.header : undefined);
  const cell = (column: RecordColumn<R>) => cardCell(cardLabel(column), column.card);
  return (
    <Table verticalSpacing={verticalSpacing} {...tableProps} aria-label={label} data-testid={testId}>
      {caption && <VisuallyHidden component="caption">{caption}</VisuallyHidden>}
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, n) => <Table.Th key={n} scope="col" ta={align(column)}>{column.header}</Table.Th>)}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows?.map((row, index) => (
          <Table.Tr key={rowKey(row, index)} {...lineRow}>
            {columns.map((column, n) => <Table.Td key={n} ta={align(column)} {...cell(column)}>{column.cell(row)}</Table.Td>)}
          </Table.Tr>
        ))}
        {moreRows}
      </Table.Tbody>
      {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
    </Table>
  );
}

/** A total row: its label across the first `span` columns, then the cells (`<Table.Td>`s) under the columns it adds up. */
export function TotalRow({ label = 'Total', span, fw = 700, children }: { label?: ReactNode; span?: number; fw?: number; children: ReactNode }) {
  return (
    <Table.Tr fw={fw}>
      <Table.Th scope="row" colSpan={span}>{label}</Table.Th>
      {children}
    </Table.Tr>
  );
}
