import type { ReactNode } from 'react';
import { Table, VisuallyHidden } from '@mantine/core';

/** A column of a small table of records: its header, its cell, and whether it holds amounts (right-aligned). */
export type RecordColumn<R> = { header: string; cell: (row: R) => ReactNode; numeric?: boolean };

/**
 * A small table of records on a detail page (an order's invoices, documents made from it):
 * one row per record, no paging. `caption` is read out (hidden); `label` names the table instead.
 */
export function RecordTable<R extends { id: string }>({ rows, columns, caption, label, minWidth }: {
  rows: R[]; columns: RecordColumn<R>[]; caption?: string; label?: string; minWidth?: number;
}) {
  return (
    <Table verticalSpacing="xs" aria-label={label} style={minWidth === undefined ? undefined : { minWidth }}>
      {caption && <VisuallyHidden component="caption">{caption}</VisuallyHidden>}
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => <Table.Th key={c.header} scope="col" ta={c.numeric ? 'right' : undefined}>{c.header}</Table.Th>)}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            {columns.map((c) => <Table.Td key={c.header} ta={c.numeric ? 'right' : undefined}>{c.cell(row)}</Table.Td>)}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
