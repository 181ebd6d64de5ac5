import { useLayoutEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { ActionIcon, Box, Button, Checkbox, Group, Modal, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import type { CsvFile } from '../../../contract/csv';
import type { ImportRowError } from '../../../contract/imports';
import { formatNumber } from '../../components/format';
import { editKey } from './import-file';
import { cellValue, fillCells, problemColumnsFirst, replaceInColumn, toggled, type GridRow } from './grid-edits';

/** A row's height before it has been measured; rows grow with their messages, which are never cut. */
const ROW_ESTIMATE = 110;
const MAX_HEIGHT = 560;
/** Pixels rendered above and below the view, so Tab reaches the next rows. */
const OVERSCAN = 400;
const ROW_HEADER_WIDTH = 150;
const CELL_WIDTH = 210;
/** Room the sticky column headings take, kept clear when a focused cell is scrolled into view. */
const HEADER_ROOM = 72;

type Column = { index: number; header: string; target: string };

const cells = (n: number) => `${formatNumber(n)} ${n === 1 ? 'cell' : 'cells'}`;

/**
 * The rows the service refused, and the rows the user skipped. Each cell is editable in place and
 * a cell with a problem shows its whole message under it (tied to the input by
 * aria-describedby). A column's values can be replaced, a cell's value filled down into the cells
 * below with a problem in that column, and a row skipped (not sent, so not imported). Only the
 * rows in view are rendered, each measured, so thousands of problems stay quick.
 */
export function ProblemGrid({ file, columns: mapped, errors, edits, setEdits, skipped, setSkipped }: {
  file: CsvFile;
  columns: Column[];
  errors: ImportRowError[];
  edits: ReadonlyMap<string, string>;
  setEdits: Dispatch<SetStateAction<Map<string, string>>>;
  skipped: ReadonlySet<number>;
  setSkipped: Dispatch<SetStateAction<Set<number>>>;
}) {
  const columns = problemColumnsFirst(mapped, errors);
  const [scrollTop, setScrollTop] = useState(0);
  const [status, setStatus] = useState('');
  const [replacing, setReplacing] = useState<Column | null>(null);
  const heights = useRef(new Map<number, number>());
  const body = useRef<HTMLTableSectionElement>(null);
  const [, setMeasured] = useState(0);

  const byRow = new Map<number, ImportRowError[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e]);
  const rows = file.rows.filter((r) => byRow.has(r.line) || skipped.has(r.line));
  const isColumn = (column: Column, name: string | null) => name !== null && (name === column.header || name === column.target);
  const problemOf = (line: number, column: Column) => byRow.get(line)?.filter((e) => isColumn(column, e.column)).map((e) => e.message).join('; ');
  /** The rows an edit of the grid reaches: those in the grid, not skipped. */
  const editable = rows.filter((r) => !skipped.has(r.line));

  const tops: number[] = [];
  let total = 0;
  for (const row of rows) {
    tops.push(total);
    total += heights.current.get(row.line) ?? ROW_ESTIMATE;
  }
  let first = 0;
  while (first + 1 < rows.length && tops[first + 1] <= scrollTop - OVERSCAN) first++;
  let end = first;
  while (end < rows.length && tops[end] < scrollTop + MAX_HEIGHT + OVERSCAN) end++;
  const shown = rows.slice(first, end);

  // each rendered row's real height, so the rows around it are placed right
  useLayoutEffect(() => {
    let changed = false;
    for (const tr of body.current?.querySelectorAll<HTMLTableRowElement>('tr[data-line]') ?? []) {
      const line = Number(tr.dataset.line);
      const height = tr.getBoundingClientRect().height;
      if (Math.abs((heights.current.get(line) ?? -1) - height) > 0.5) {
        heights.current.set(line, height);
        changed = true;
      }
    }
    if (changed) setMeasured((m) => m + 1);
  });

  const fillDown = (row: GridRow, column: Column) => {
    const value = cellValue(row, column.index, edits);
    const below = editable.filter((r) => r.line > row.line && problemOf(r.line, column));
    if (below.length === 0) return setStatus(`No cell of ${column.target} below row ${row.line} has a problem: nothing to fill.`);
    const result = fillCells(below, column.index, value, edits);
    setEdits(result.edits);
    setStatus(`Filled "${value}" into ${cells(result.changed)} of ${column.target} below row ${row.line}.`);
  };

  const skippedCount = rows.filter((r) => skipped.has(r.line)).length;
  const problemCount = rows.filter((r) => byRow.has(r.line)).length;
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="grid-counts">
        {formatNumber(problemCount)} {problemCount === 1 ? 'row' : 'rows'} with problems{skippedCount > 0 ? `, ${formatNumber(skippedCount)} skipped (not imported)` : ''}
      </Text>
      <Text size="sm" c="dimmed">
        Type in a cell to correct it. “Replace…” in a column’s heading changes a text in all its cells; ↓ in a cell fills its value into the cells below it with a problem in that column. A skipped row is left out of the check and the import.
      </Text>
      <ScrollArea.Autosize mah={MAX_HEIGHT} onScrollPositionChange={({ y }) => setScrollTop(y)} type="auto" data-testid="problem-grid">
        <Table stickyHeader style={{ tableLayout: 'fixed', width: ROW_HEADER_WIDTH + columns.length * CELL_WIDTH }} aria-label="Rows with problems" aria-rowcount={rows.length + 1}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={ROW_HEADER_WIDTH}>Row</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.index} scope="col" w={CELL_WIDTH}>
                  <Group gap={4} wrap="nowrap" justify="space-between">
                    <Text span size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>{c.target}</Text>
                    <Button size="compact-xs" variant="subtle" aria-label={`Replace in ${c.target}`} onClick={() => setReplacing(c)}>Replace…</Button>
                  </Group>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody ref={body}>
            {first > 0 && <Table.Tr aria-hidden style={{ height: tops[first] }} />}
            {shown.map((row, i) => {
              const isSkipped = skipped.has(row.line);
              const rowProblems = (byRow.get(row.line) ?? []).filter((e) => !columns.some((c) => isColumn(c, e.column)));
              return (
                <Table.Tr key={row.line} data-line={row.line} aria-rowindex={first + i + 2} data-testid={`problem-row-${row.line}`} style={isSkipped ? { background: 'var(--mantine-color-default-hover)' } : undefined}>
                  <Table.Th scope="row" fw={500} style={{ verticalAlign: 'top' }}>
                    <Stack gap={4}>
                      <span>Row {row.line}</span>
                      <Checkbox size="xs" label="Skip" aria-label={`Skip row ${row.line}`} checked={isSkipped}
                        onChange={() => {
                          setSkipped((s) => toggled(s, row.line));
                          setStatus(isSkipped ? `Row ${row.line} is included again.` : `Row ${row.line} is skipped: it will not be imported.`);
                        }} />
                      {isSkipped && <Text size="xs" c="dimmed">Not imported</Text>}
                      {rowProblems.map((p, j) => <Text key={j} size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>{p.column ? `${p.column}: ` : ''}{p.message}</Text>)}
                    </Stack>
                  </Table.Th>
                  {columns.map((c) => {
                    const problem = problemOf(row.line, c);
                    return (
                      <Table.Td key={c.index} style={{ verticalAlign: 'top', scrollMarginTop: HEADER_ROOM }}>
                        <Box>
                          <TextInput
                            size="sm"
                            aria-label={`Row ${row.line}, ${c.target}`}
                            value={cellValue(row, c.index, edits)}
                            disabled={isSkipped}
                            onChange={(e) => {
                              const value = e.currentTarget.value;
                              setEdits((current) => new Map(current).set(editKey(row.line, c.index), value));
                            }}
                            // the whole cell, message and all, comes into view when the input is tapped or reached with Tab
                            onFocus={(e) => e.currentTarget.closest('td')?.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
                            error={problem || undefined}
                            styles={{ error: { overflowWrap: 'anywhere' } }}
                            rightSectionPointerEvents="all"
                            rightSection={isSkipped ? null : (
                              <ActionIcon variant="subtle" size="md" aria-label={`Fill down from row ${row.line}, ${c.target}`} onClick={() => fillDown(row, c)}>
                                <span aria-hidden>↓</span>
                              </ActionIcon>
                            )}
                          />
                        </Box>
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
            {end < rows.length && <Table.Tr aria-hidden style={{ height: total - tops[end] }} />}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Text size="sm" role="status" data-testid="grid-status">{status}</Text>
      {replacing && (
        <ReplaceDialog column={replacing} onClose={() => setReplacing(null)}
          onReplace={(find, replacement) => {
            const result = replaceInColumn(editable, replacing.index, find, replacement, edits);
            if (result.changed === 0) return `No cell of ${replacing.target} in the grid holds "${find}".`;
            setEdits(result.edits);
            setStatus(`Replaced "${find}" with "${replacement}" in ${cells(result.changed)} of ${replacing.target}.`);
            setReplacing(null);
            return null;
          }} />
      )}
    </Stack>
  );
}

/** Find and replace in one column; answers why nothing was replaced, or null when done. */
function ReplaceDialog({ column, onClose, onReplace }: { column: Column; onClose: () => void; onReplace: (find: string, replacement: string) => string | null }) {
  const [find, setFind] = useState('');
  const [replacement, setReplacement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title={`Replace in ${column.target}`} closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={(e) => {
        e.preventDefault();
        setProblem(find === '' ? 'Type the text to find.' : onReplace(find, replacement));
      }}>
        <Stack>
          <Text size="sm">Every cell of {column.target} in the grid (skipped rows aside) that holds the text, ignoring capitals, gets the replacement in its place.</Text>
          <TextInput label="Find" value={find} onChange={(e) => { setFind(e.currentTarget.value); setProblem(null); }} error={problem} data-autofocus />
          <TextInput label="Replace with" value={replacement} onChange={(e) => setReplacement(e.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button type="submit">Replace</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
