import type { ReactNode } from 'react';
import { ActionIcon, Group, Table, Text, VisuallyHidden } from '@mantine/core';

/** A column of a lines editor, between the line number and the remove button. */
export type LineColumn = { header: ReactNode; width?: number; numeric?: boolean };

type LinesEditorProps = {
  /** The title above the table, which names it. */
  label: string;
  labelId: string;
  columns: LineColumn[];
  /** Wider than a phone: the table scrolls sideways in its frame. */
  minWidth: number;
  /** Without lines there may be no table at all (charges). */
  showTable?: boolean;
  /** The rows (LineRow). */
  children: ReactNode;
  footer?: ReactNode;
  /** Below the table: the add button, a hint, the error about the lines as a whole. */
  actions: ReactNode;
};

/** The table of a form's lines (journal entry lines, stock entry items, invoice items and charges): a numbered row a line, each removable. */
export function LinesEditor({ label, labelId, columns, minWidth, showTable = true, children, footer, actions }: LinesEditorProps) {
  return (
    <div>
      <Text fw={500} size="sm" mb={4} id={labelId}>{label}</Text>
      {showTable && (
        <div style={{ overflowX: 'auto' }}>
          <Table verticalSpacing={4} horizontalSpacing="xs" aria-labelledby={labelId} style={{ minWidth }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={32}>#</Table.Th>
                {columns.map((column, n) => <Table.Th key={n} scope="col" w={column.width} ta={column.numeric ? 'right' : undefined}>{column.header}</Table.Th>)}
                <Table.Th scope="col" w={40}><VisuallyHidden>Remove</VisuallyHidden></Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
            {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
          </Table>
        </div>
      )}
      <Group justify="space-between" mt="xs" align="flex-start">
        {actions}
      </Group>
    </div>
  );
}

type LineRowProps = {
  index: number;
  /** What a line is called in the remove button's name: `Remove line 2`, `Remove charge 1`. */
  noun?: string;
  /** Removes the line; without it the button is disabled and says why (`keepReason`). */
  onRemove?: () => void;
  keepReason?: string;
  /** The cells of the columns. */
  children: ReactNode;
};

/** A row of a lines editor: its number, its cells and the button that removes it. */
export function LineRow({ index, noun = 'line', onRemove, keepReason, children }: LineRowProps) {
  return (
    <Table.Tr style={{ verticalAlign: 'top' }}>
      <Table.Td pt={10}>{index + 1}</Table.Td>
      {children}
      <Table.Td pt={6}>
        <ActionIcon variant="subtle" color="red" onClick={onRemove} disabled={!onRemove} aria-label={`Remove ${noun} ${index + 1}`} title={onRemove ? undefined : keepReason}>
          ✕
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}

/** The error about a field array as a whole (e.g. the lines do not balance), from react-hook-form's errors. */
export function fieldArrayError(errors: unknown): string | undefined {
  const e = errors as { message?: string; root?: { message?: string } } | undefined;
  return e?.message ?? e?.root?.message;
}
