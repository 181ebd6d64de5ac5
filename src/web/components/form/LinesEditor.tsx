import { Children, cloneElement, createContext, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import { ActionIcon, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { cardCell, lineRow, useLineCards } from '../line-cards';

/**
 * A column of a lines editor, between the line number and the remove button. On a phone a line
 * is a card: the header labels the cell, the first column goes across the card (`wide`).
 */
export type LineColumn = { header: ReactNode; width?: number; numeric?: boolean; wide?: boolean };

/** The columns, for the rows to label their cells on a phone. */
const ColumnsContext = createContext<LineColumn[]>([]);

type LinesEditorProps = {
  /** The title above the table, which names it. */
  label: string;
  labelId: string;
  columns: LineColumn[];
  /** The table's width on a wider screen (its frame scrolls sideways below it); on a phone the lines are cards. */
  minWidth?: number;
  /** Without lines there may be no table at all (charges). */
  showTable?: boolean;
  /** The rows (LineRow). */
  children: ReactNode;
  footer?: ReactNode;
  /** Below the table: the add button, a hint, the error about the lines as a whole. */
  actions?: ReactNode;
  testId?: string;
};

/**
 * The table of a form's lines (order and invoice items, charges, journal entry lines, stock entry
 * items): a numbered row a line, each removable; on a phone a card a line.
 */
export function LinesEditor({ label, labelId, columns, minWidth, showTable = true, children, footer, actions, testId }: LinesEditorProps) {
  const tableProps = useLineCards(minWidth);
  return (
    <div>
      <Text fw={500} size="sm" mb={4} id={labelId}>{label}</Text>
      {showTable && (
        <div style={{ overflowX: 'auto' }}>
          <Table verticalSpacing={4} horizontalSpacing="xs" aria-labelledby={labelId} data-testid={testId} {...tableProps}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={32}>#</Table.Th>
                {columns.map((column, n) => <Table.Th key={n} scope="col" w={column.width} ta={column.numeric ? 'right' : undefined}>{column.header}</Table.Th>)}
                <Table.Th scope="col" w={40}><VisuallyHidden>Remove</VisuallyHidden></Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody><ColumnsContext.Provider value={columns}>{children}</ColumnsContext.Provider></Table.Tbody>
            {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
          </Table>
        </div>
      )}
      {actions && (
        <Group justify="space-between" mt="xs" align="flex-start">
          {actions}
        </Group>
      )}
    </div>
  );
}

type LineRowProps = {
  index: number;
  /** What a line is called in the remove button's name: `Remove line 2`, `Remove charge 1`. */
  noun?: string;
  /** The line's own name in the remove button's name instead (`Remove BOLT-10`), where the line is one item's. */
  name?: string;
  /** Removes the line; without it the button is disabled and says why (`keepReason`). */
  onRemove?: () => void;
  keepReason?: string;
  /** The cells of the columns (`Table.Td`s, in the columns' order). */
  children: ReactNode;
};

/** A row of a lines editor: its number, its cells and the button that removes it; the cells labelled for a card on a phone. */
export function LineRow({ index, noun = 'line', name, onRemove, keepReason, children }: LineRowProps) {
  const columns = useContext(ColumnsContext);
  const cells = Children.toArray(children).filter(isValidElement) as ReactElement<object>[];
  return (
    <Table.Tr style={{ verticalAlign: 'top' }} {...lineRow}>
      <Table.Td pt={10} {...cardCell(noun === 'line' ? 'Line' : capitalised(noun), 'number')}>{index + 1}</Table.Td>
      {cells.map((cell, n) => {
        const column = columns[n];
        return cloneElement(cell, cardCell(typeof column?.header === 'string' ? column.header : undefined, n === 0 || column?.wide ? 'wide' : undefined));
      })}
      <Table.Td pt={6} {...cardCell(undefined, 'remove')}>
        <ActionIcon variant="subtle" color="red" onClick={onRemove} disabled={!onRemove} aria-label={`Remove ${name ?? `${noun} ${index + 1}`}`} title={onRemove ? undefined : keepReason}>
          ✕
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The error about a field array as a whole (e.g. the lines do not balance), from react-hook-form's errors. */
export function fieldArrayError(errors: unknown): string | undefined {
  const e = errors as { message?: string; root?: { message?: string } } | undefined;
  return e?.message ?? e?.root?.message;
}
