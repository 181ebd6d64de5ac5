import type { ReactNode } from 'react';
import { Paper, Table, Title } from '@mantine/core';
import { DetailPageLayout, type DetailPageLayoutProps } from './DetailPageLayout';
import { Details } from './Details';
import { itemLineColumns, type ItemLine } from './item-line-columns';
import { RecordTable, TotalRow, type RecordColumn } from './RecordTable';

/** A figure in the lines' total row, under one of the last columns. */
export type LinesTotal = { value: ReactNode; testId?: string };

export type DocumentLinesProps<L extends ItemLine> = {
  /** The heading above the lines. */
  title?: string;
  /** The item column's header (`Item or charge`). */
  itemHeader?: string;
  testId: string;
  /** What the table holds, for screen readers (`Items received`). */
  caption: string;
  /** The table's width on a wider screen; on a phone each line is a card. */
  minWidth: number;
  /** The columns after the line number, the item and the quantity: price, amount, ... */
  columns: RecordColumn<L>[];
  rows: readonly L[] | undefined;
  /** Rows after the lines (a subtotal, charges). */
  moreRows?: ReactNode;
  /** The total row's figures under the last columns (the total amount, ...), once the document is there. */
  totals?: LinesTotal[];
};

/** The lines of a posted document (receipt, delivery note, bill, invoice): number, item linked, quantity, the document's columns, a total row. */
export function DocumentLines<L extends ItemLine>({ title = 'Items', itemHeader, testId, caption, minWidth, columns, rows, moreRows, totals }: DocumentLinesProps<L>) {
  const span = 3 + columns.length - (totals?.length ?? 0);
  return (
    <>
      <Title order={3}>{title}</Title>
      <Paper withBorder p="sm" style={{ overflowX: 'auto' }}>
        <RecordTable
          testId={testId}
          minWidth={minWidth}
          caption={caption}
          columns={[...itemLineColumns<L>(itemHeader), ...columns]}
          rows={rows}
          rowKey={(line) => line.lineNumber}
          moreRows={moreRows}
          footer={totals && <TotalRow span={span}>{totals.map((total, n) => <Table.Td key={n} ta="right" data-testid={total.testId}>{total.value}</Table.Td>)}</TotalRow>}
        />
      </Paper>
    </>
  );
}

type DocumentPageProps<L extends ItemLine> = Omit<DetailPageLayoutProps, 'children' | 'maw'> & {
  /** The document's fields, label and value (skeletons until `loaded`). */
  details: [label: string, value: ReactNode][];
  loaded: boolean;
  lines: DocumentLinesProps<L>;
  /** Below the lines (a bill's payments). */
  children?: ReactNode;
};

/**
 * The page of a document posted from an order (a purchase receipt, a delivery note, a bill): the
 * frame of a record's page, the document's fields, then its lines (cards on a phone).
 */
export function DocumentPage<L extends ItemLine>({ details, loaded, lines, children, ...layout }: DocumentPageProps<L>) {
  return (
    <DetailPageLayout {...layout} maw={1000}>
      <Details loading={!loaded} items={details} />
      <DocumentLines {...lines} />
      {children}
    </DetailPageLayout>
  );
}
