import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ActionIcon, Anchor, Box, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { formatNumber } from '../format';
import { ColumnsMenu, PHONE_QUERY, type DataColumn } from './DataTable';
import { LoadFailed } from '../LoadFailed';
import { SkeletonRows } from './SkeletonRows';

type TreeTableProps<T extends { id: string }> = {
  /** Names the remembered column settings and the CSV file. */
  tableId: string;
  caption: string;
  columns: DataColumn<T>[];
  /** Every row of the tree (not a page): the hierarchy is built here. */
  rows: T[] | undefined;
  parentId: (row: T) => string | null;
  /** Rows the filter matches; they are shown with their ancestors, all expanded. Undefined: no filter. */
  matches?: (row: T) => boolean;
  rowHref?: (row: T) => string;
  error?: Error | null;
  onRetry?: () => void;
  emptyState: ReactNode;
  toolbar?: ReactNode;
};

type Line<T> = { row: T; depth: number; hasChildren: boolean };

/** On a phone the table scrolls inside its frame with the name pinned left and a last amount column pinned right. */
const pinned = (side: 'left' | 'right') => ({ position: 'sticky' as const, [side]: 0, zIndex: 1, background: 'var(--mantine-color-body)' });

/**
 * A whole hierarchy in one table: children indented under their parent, expand and collapse
 * per row, filters that keep a match's ancestors in view, remembered columns and CSV export.
 */
export function TreeTable<T extends { id: string }>({ tableId, caption, columns, rows, parentId, matches, rowHref, error, onRetry, emptyState, toolbar }: TreeTableProps<T>) {
  const navigate = useNavigate();
  const [hidden, setHidden] = useLocalStorage<Record<string, boolean>>({ key: `bos.table.${tableId}.columns`, defaultValue: {} });
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const visibleColumns = columns.filter((c) => c.alwaysVisible || hidden[c.id] !== false);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const pinOf = (index: number) => {
    if (!phone) return undefined;
    if (index === 0) return pinned('left');
    if (index === visibleColumns.length - 1 && visibleColumns[index].money) return pinned('right');
    return undefined;
  };

  const lines = useMemo(() => {
    if (!rows) return undefined;
    const byId = new Map(rows.map((row) => [row.id, row]));
    const children = new Map<string | null, T[]>();
    for (const row of rows) {
      const parent = parentId(row);
      const key = parent && byId.has(parent) ? parent : null;
      children.set(key, [...(children.get(key) ?? []), row]);
    }
    // With a filter: the matches and every ancestor of one, expanded.
    let shown: Set<string> | undefined;
    if (matches) {
      shown = new Set();
      for (const row of rows.filter(matches)) {
        for (let at: T | undefined = row; at && !shown.has(at.id); at = byId.get(parentId(at) ?? '')) shown.add(at.id);
      }
    }
    const out: Line<T>[] = [];
    const walk = (parent: string | null, depth: number) => {
      for (const row of children.get(parent) ?? []) {
        if (shown && !shown.has(row.id)) continue;
        const hasChildren = (children.get(row.id) ?? []).some((child) => !shown || shown.has(child.id));
        out.push({ row, depth, hasChildren });
        if (hasChildren && (shown || !collapsed.has(row.id))) walk(row.id, depth + 1);
      }
    };
    walk(null, 0);
    return out;
  }, [rows, parentId, matches, collapsed]);

  const toggle = (id: string) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  async function exportCsv() {
    try {
      const { csvOfRows, downloadText } = await import('./csv');
      const exported = visibleColumns.map((c) => ({ ...c, text: (line: NonNullable<typeof lines>[number]) => c.text(line.row) }));
      downloadText(`${tableId}-${new Date().toISOString().slice(0, 10)}.csv`, csvOfRows(exported, lines ?? []));
    } catch (failure) {
      notifications.show({ color: 'red', title: 'Export failed', message: (failure as Error).message });
    }
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end">{toolbar}</Group>
        <Group gap="xs">
          {!matches && (
            <>
              <Button variant="default" size="xs" onClick={() => setCollapsed(new Set())}>Expand all</Button>
              <Button variant="default" size="xs" onClick={() => setCollapsed(new Set((rows ?? []).map((r) => parentId(r)).filter((p): p is string => !!p)))}>Collapse all</Button>
            </>
          )}
          <ColumnsMenu columns={columns} hidden={hidden} onToggle={(id, visible) => setHidden({ ...hidden, [id]: visible })} />
          <Button variant="default" size="xs" disabled={!lines?.length} onClick={() => void exportCsv()}>Export CSV</Button>
        </Group>
      </Group>

      {error && !rows ? (
        <LoadFailed title="Could not load this list" error={error} onRetry={onRetry} />
      ) : lines && lines.length === 0 ? (
        <Paper withBorder p="xl" ta="center">{emptyState}</Paper>
      ) : (
        <Paper withBorder style={{ overflowX: 'auto' }}>
          <Table highlightOnHover={!!rowHref} verticalSpacing="xs">
            <VisuallyHidden component="caption">{caption}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                {visibleColumns.map((column, index) => <Table.Th key={column.id} scope="col" style={pinOf(index)}>{column.header}</Table.Th>)}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {!lines
                ? <SkeletonRows columns={visibleColumns.length} />
                : lines.map(({ row, depth, hasChildren }) => (
                    <Table.Tr key={row.id} data-row-id={row.id} onClick={rowHref ? () => navigate(rowHref(row)) : undefined} style={rowHref ? { cursor: 'pointer' } : undefined}>
                      {visibleColumns.map((column, index) => {
                        const content = column.cell(row);
                        if (index > 0) return <Table.Td key={column.id} style={pinOf(index)}>{content}</Table.Td>;
                        const expanded = !!matches || !collapsed.has(row.id);
                        return (
                          <Table.Td key={column.id} style={pinOf(0)}>
                            <Group gap={4} wrap="nowrap" pl={depth * (phone ? 12 : 20)}>
                              {hasChildren ? (
                                <ActionIcon
                                  size="sm"
                                  variant="subtle"
                                  aria-expanded={expanded}
                                  aria-label={`${expanded ? 'Collapse' : 'Expand'} ${column.text(row)}`}
                                  disabled={!!matches}
                                  onClick={(event) => {
                                    event.stopPropagation();
                                    toggle(row.id);
                                  }}
                                >
                                  {expanded ? '▾' : '▸'}
                                </ActionIcon>
                              ) : (
                                <Box w={22} />
                              )}
                              {rowHref ? <Anchor component={Link} to={rowHref(row)}>{content}</Anchor> : content}
                            </Group>
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {!(error && !rows) && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {lines ? `${formatNumber(lines.length)} shown of ${formatNumber(rows?.length ?? 0)}` : 'Loading…'}
        </Text>
      )}
    </Stack>
  );
}
