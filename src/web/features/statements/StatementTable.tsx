import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ActionIcon, Anchor, Box, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { StatementRow } from '../../../contract/statements';
import { useFormatMoney } from '../../components/Money';
import { usePhone } from '../../components/line-cards';
import { columnHeading } from './statement-dates';
import { groupKeys, toggled, visibleLines } from './statement-tree';

export type StatementColumn = { label: string; fromDate: string | null; toDate: string };

/** A line under the tree (a total), its amounts one per column. */
export type StatementTotal = { label: string; amounts: (number | undefined)[]; testId: string; note?: ReactNode };

type StatementTableProps = {
  statement: { currency: string; columns: StatementColumn[]; rows: StatementRow[] };
  caption: string;
  totals: StatementTotal[];
  /** Where an account's figure in a column leads (its general ledger), if anywhere. */
  figureHref: (row: StatementRow, column: StatementColumn) => string | undefined;
  busy?: boolean;
  testId: string;
};

const accountName = (row: StatementRow) => (row.accountNumber ? `${row.accountNumber} · ${row.name}` : row.name);

/**
 * A statement's account tree: a row per account (groups with what is under them, foldable one
 * by one or all at once), an amount per column, each account's figure a link to its ledger,
 * and the totals at the foot. Scrolls sideways inside its frame on a phone.
 */
export function StatementTable({ statement, caption, totals, figureHref, busy, testId }: StatementTableProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const lines = useMemo(() => visibleLines(statement.rows, collapsed), [statement.rows, collapsed]);
  const groups = useMemo(() => groupKeys(statement.rows), [statement.rows]);
  const formatMoney = useFormatMoney();
  const phone = usePhone();
  const money = (amount: number | undefined) => (amount === undefined ? '' : formatMoney(amount, statement.currency));

  return (
    <Stack gap="xs">
      {groups.size > 0 && (
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="xs" onClick={() => setCollapsed(new Set())}>Expand all</Button>
          <Button variant="default" size="xs" onClick={() => setCollapsed(groups)}>Collapse all</Button>
        </Group>
      )}
      {/* focusable, so the keyboard can scroll it on a phone */}
      <Paper withBorder style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption} aria-busy={busy} opacity={busy ? 0.6 : 1}>
        <Table verticalSpacing="xs" data-testid={testId}>
          <VisuallyHidden component="caption">{caption}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Account</Table.Th>
              {statement.columns.map((column) => <Table.Th key={column.label} scope="col" ta="right">{columnHeading(column)}</Table.Th>)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map(({ row, key, hasChildren }) => {
              const expanded = !collapsed.has(key);
              return (
                <Table.Tr key={key} data-account={row.accountNumber ?? row.name}>
                  <Table.Th scope="row" fw={row.level === 0 || hasChildren ? 600 : 400}>
                    <Group gap={4} wrap="nowrap" pl={row.level * (phone ? 10 : 20)}>
                      {hasChildren ? (
                        <ActionIcon size="sm" variant="subtle" aria-expanded={expanded} aria-label={`${expanded ? 'Collapse' : 'Expand'} ${accountName(row)}`} onClick={() => setCollapsed(toggled(collapsed, key))}>
                          {expanded ? '▾' : '▸'}
                        </ActionIcon>
                      ) : (
                        <Box w={22} style={{ flexShrink: 0 }} />
                      )}
                      <span>{accountName(row)}</span>
                    </Group>
                  </Table.Th>
                  {statement.columns.map((column, index) => {
                    const href = figureHref(row, column);
                    const text = money(row.amounts[index]);
                    return (
                      <Table.Td key={column.label} ta="right" style={{ whiteSpace: 'nowrap' }} fw={hasChildren ? 600 : undefined}>
                        {href ? <Anchor component={Link} to={href} aria-label={`${text}: general ledger of ${accountName(row)}, ${columnHeading(column)}`}>{text}</Anchor> : text}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          <Table.Tfoot>
            {totals.map((total) => (
              <Table.Tr key={total.testId} data-testid={total.testId} style={{ borderTop: '2px solid var(--mantine-color-default-border)' }}>
                <Table.Th scope="row">
                  {total.label}
                  {total.note}
                </Table.Th>
                {statement.columns.map((column, index) => <Table.Td key={column.label} ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>{money(total.amounts[index])}</Table.Td>)}
              </Table.Tr>
            ))}
          </Table.Tfoot>
        </Table>
      </Paper>
      {statement.rows.length === 0 && <Text size="sm" c="dimmed">Nothing was posted to these accounts in this range.</Text>}
    </Stack>
  );
}
