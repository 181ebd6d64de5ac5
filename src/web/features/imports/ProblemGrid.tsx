import { useState } from 'react';
import { Box, ScrollArea, Table, Text, TextInput } from '@mantine/core';
import type { CsvFile } from '../../../contract/csv';
import type { ImportRowError } from '../../../contract/imports';
import { editKey } from './import-file';

const ROW_HEIGHT = 76;
const VISIBLE_ROWS = 8;

type Column = { index: number; header: string; target: string };

/**
 * The rows the service refused, each cell editable in place, a cell with a problem marked with
 * its message. Only the rows in view are rendered, so thousands of problems stay quick.
 */
export function ProblemGrid({ file, columns, errors, edits, onEdit }: {
  file: CsvFile;
  columns: Column[];
  errors: ImportRowError[];
  edits: ReadonlyMap<string, string>;
  onEdit: (key: string, value: string) => void;
}) {
  const [scrollTop, setScrollTop] = useState(0);
  const byRow = new Map<number, ImportRowError[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e]);
  const rows = file.rows.filter((r) => byRow.has(r.line));
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - 2);
  const shown = rows.slice(first, first + VISIBLE_ROWS + 4);
  const problemOf = (line: number, column: Column) =>
    byRow.get(line)?.filter((e) => e.column !== null && [column.header, column.target].includes(e.column)).map((e) => e.message).join('; ');
  return (
    <ScrollArea h={Math.min(rows.length, VISIBLE_ROWS) * ROW_HEIGHT + 48} onScrollPositionChange={({ y }) => setScrollTop(y)} type="auto" data-testid="problem-grid">
      <Table style={{ minWidth: 160 + columns.length * 170 }} aria-label="Rows with problems" aria-rowcount={rows.length + 1}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={160}>Row</Table.Th>
            {columns.map((c) => <Table.Th key={c.index} scope="col">{c.target}</Table.Th>)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {first > 0 && <Table.Tr aria-hidden style={{ height: first * ROW_HEIGHT }} />}
          {shown.map((row, i) => {
            const rowProblems = byRow.get(row.line)!.filter((e) => e.column === null || !columns.some((c) => [c.header, c.target].includes(e.column!)));
            return (
              <Table.Tr key={row.line} style={{ height: ROW_HEIGHT }} aria-rowindex={first + i + 2} data-testid={`problem-row-${row.line}`}>
                <Table.Th scope="row" fw={500}>
                  Row {row.line}
                  {rowProblems.map((p, j) => <Text key={j} size="xs" c="red">{p.column ? `${p.column}: ` : ''}{p.message}</Text>)}
                </Table.Th>
                {columns.map((c) => {
                  const key = editKey(row.line, c.index);
                  const problem = problemOf(row.line, c);
                  return (
                    <Table.Td key={c.index}>
                      <Box w={160}>
                        <TextInput
                          size="xs"
                          aria-label={`Row ${row.line}, ${c.target}`}
                          value={edits.get(key) ?? row.cells[c.index] ?? ''}
                          onChange={(e) => onEdit(key, e.currentTarget.value)}
                          error={problem || undefined}
                          styles={{ error: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } }}
                          title={problem || undefined}
                        />
                      </Box>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
          {first + shown.length < rows.length && <Table.Tr aria-hidden style={{ height: (rows.length - first - shown.length) * ROW_HEIGHT }} />}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
