import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import {
  columnVisibilityFeature, rowPaginationFeature, rowSortingFeature, tableFeatures, useTable,
  type ColumnDef, type SortingState, type Updater,
} from '@tanstack/react-table';
import { Anchor, Button, Checkbox, Group, Menu, Pagination, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Page } from '../../../contract/common';
import { loadMinorUnits } from '../../api/currencies';
import { everyRow, stepFrom, type ListSource } from '../../api/list';
import { formatNumber } from '../format';
import { PAGE_SIZES, type TableUrlState } from './useListUrlState';
import { LoadFailed } from '../LoadFailed';
import { SkeletonRows } from './SkeletonRows';
import { PHONE_QUERY } from '../line-cards';
import { returnTo } from '../RouteModal';

/** A column as pages declare it; `id` is also the API's sort field when `sortable`. */
export type DataColumn<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The value in CSV exports. */
  text: (row: T) => string;
  sortable?: boolean;
  /** Shown whatever the column settings (e.g. the name). */
  alwaysVisible?: boolean;
  /** An amount (set by `moneyColumn`): on a phone the first one is the row's key figure. */
  money?: boolean;
  /** The row's key figure on a phone, at the top of its card (default: the first amount). */
  keyFigure?: boolean;
};

/** Below Mantine's `sm` breakpoint rows are cards: a phone has no room for columns side by side. */
export { PHONE_QUERY };

/** On a phone, the card's title (the first visible column) and key figure (an amount), then the other columns. */
export function cardParts<T>(visibleIds: string[], byId: Map<string, DataColumn<T>>) {
  const [title, ...others] = visibleIds;
  const key = others.find((id) => byId.get(id)?.keyFigure) ?? others.find((id) => byId.get(id)?.money);
  return { title, key, rest: others.filter((id) => id !== key) };
}

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature, columnVisibilityFeature });

export type DataTableProps<T extends { id: string }, Q> = {
  /** Names the remembered column settings and the CSV file. */
  tableId: string;
  caption: string;
  columns: DataColumn<T>[];
  result: UseQueryResult<Page<T>>;
  state: TableUrlState;
  source: ListSource<T, Q>;
  /** The query of `result` when it adds to the URL state (e.g. the current company); prefetch and export use it. */
  query?: Q;
  /** Where a row leads (its detail page). */
  rowHref?: (row: T) => string;
  emptyState: ReactNode;
  toolbar?: ReactNode;
  /** The CSV export's columns when the file is to be imported back rather than the table as shown (items: the ITEM import's file). */
  exportColumns?: ExportColumn<T>[];
};

/** A column of the CSV export: its header and each row's text (amounts: `money`, which take the locale's decimal separator). */
export type ExportColumn<T> = Pick<DataColumn<T>, 'header' | 'text' | 'money'>;

function sortingFromParam(sort: string | undefined): SortingState {
  if (!sort) return [];
  const [field, direction] = sort.startsWith('-') ? [sort.slice(1), 'desc'] : sort.split(',');
  return [{ id: field, desc: direction === 'desc' }];
}

/**
 * The list table of every resource: server paging and sorting from the URL (next and previous
 * step by the seek cursors of the page on screen, page numbers jump by number), the previous page
 * kept while the next loads and the next one prefetched, skeleton, empty and error states,
 * page size, total count, remembered column visibility and CSV export of the current filter.
 * On a phone the rows are cards (the identifying column and the key figure first, then the
 * others labelled) with a sort menu, so the page never scrolls sideways.
 */
export function DataTable<T extends { id: string }, Q>({ tableId, caption, columns, result, state, source, query = state.query as Q, rowHref, emptyState, toolbar, exportColumns }: DataTableProps<T, Q>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // a record opened from the list (a dialog over it) comes back to this query: filters, sort and page
  const back = returnTo(useLocation().search);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [hidden, setHidden] = useLocalStorage<Record<string, boolean>>({ key: `bos.table.${tableId}.columns`, defaultValue: {} });
  const page = result.data;
  const totalPages = page?.page.totalPages ?? 0;
  /** Nothing to show but why: no skeleton, no "Loading…" footer under the error. */
  const failed = result.isError && !page;

  /** The page on screen when it is the one the URL names (not the previous one kept while loading): its cursors lead next and back. */
  const shown = result.isPlaceholderData ? undefined : page?.page;
  const step = (direction: 'next' | 'previous') => {
    const to = stepFrom(state.page, shown, direction);
    state.setPage(to.page, to.cursor);
  };
  const nextCursor = stepFrom(state.page, shown, 'next').cursor;

  // the query "next" will ask for, so the click finds it in the cache
  useEffect(() => {
    if (!nextCursor || state.page + 1 >= totalPages) return;
    const next = { ...query, page: state.page + 1, cursor: nextCursor } as Q;
    void queryClient.prefetchQuery({ queryKey: source.queryKey(next), queryFn: ({ signal }) => source.fetch(next, signal) });
  }, [queryClient, source, query, state.page, totalPages, nextCursor]);

  const columnDefs = useMemo<ColumnDef<typeof features, T>[]>(
    () => columns.map((column) => ({ id: column.id, accessorFn: (row: T) => column.text(row), header: column.header, enableSorting: !!column.sortable, enableHiding: !column.alwaysVisible })),
    [columns],
  );
  const sorting = sortingFromParam(state.sort);
  const table = useTable({
    features,
    columns: columnDefs,
    data: page?.content ?? [],
    getRowId: (row: T) => row.id,
    manualSorting: true,
    manualPagination: true,
    rowCount: page?.page.totalElements ?? 0,
    state: { sorting, pagination: { pageIndex: state.page, pageSize: state.size }, columnVisibility: hidden },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      state.setSort(next[0] ? (next[0].desc ? `-${next[0].id}` : next[0].id) : undefined);
    },
    onColumnVisibilityChange: (updater: Updater<Record<string, boolean>>) => setHidden(typeof updater === 'function' ? updater(hidden) : updater),
  });
  const byId = new Map(columns.map((c) => [c.id, c]));
  const visibleColumns = table.getVisibleLeafColumns();

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end">{toolbar}</Group>
        <Group gap="xs">
          {phone && <SortMenu columns={columns} sort={state.sort} onSort={state.setSort} />}
          <ColumnsMenu columns={columns} hidden={hidden} onToggle={(id, visible) => setHidden({ ...hidden, [id]: visible })} />
          <ExportButton tableId={tableId} columns={exportColumns ?? columns.filter((c) => hidden[c.id] !== false)} source={source} query={query} total={page?.page.totalElements ?? 0} />
        </Group>
      </Group>

      {failed ? (
        <LoadFailed title="Could not load this list" error={result.error as Error} onRetry={() => void result.refetch()} />
      ) : page && page.content.length === 0 && page.page.totalElements === 0 ? (
        <Paper withBorder p="xl" ta="center">{emptyState}</Paper>
      ) : phone ? (
        <Stack component="ul" gap="xs" aria-label={caption} aria-busy={result.isFetching} m={0} p={0} style={{ listStyle: 'none', opacity: result.isPlaceholderData ? 0.6 : 1 }}>
          {!page
            ? Array.from({ length: 3 }, (_, i) => (
                <Paper component="li" key={i} withBorder p="sm"><Skeleton height={14} mb="xs" /><Skeleton height={14} width="60%" /></Paper>
              ))
            : table.getRowModel().rows.map((row) => {
                const { title, key, rest } = cardParts(row.getVisibleCells().map((c) => c.column.id), byId);
                const cell = (id: string) => byId.get(id)!.cell(row.original);
                return (
                  <Paper component="li" key={row.id} data-row-id={row.id} withBorder p="sm" onClick={rowHref ? () => navigate(rowHref(row.original), { state: back }) : undefined} style={rowHref ? { cursor: 'pointer' } : undefined}>
                    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                      <Text component="div" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                        {rowHref ? <Anchor component={Link} to={rowHref(row.original)} state={back}>{cell(title)}</Anchor> : cell(title)}
                      </Text>
                      {key && <Text component="div" fw={700} style={{ whiteSpace: 'nowrap' }}><VisuallyHidden>{byId.get(key)!.header}: </VisuallyHidden>{cell(key)}</Text>}
                    </Group>
                    {rest.length > 0 && (
                      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} mt={6}>
                        {rest.map((id) => (
                          <div key={id} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                            <Text size="xs" c="dimmed">{byId.get(id)!.header}</Text>
                            <Text size="sm" component="div">{cell(id)}</Text>
                          </div>
                        ))}
                      </SimpleGrid>
                    )}
                  </Paper>
                );
              })}
        </Stack>
      ) : (
        <Paper withBorder style={{ overflowX: 'auto' }}>
          <Table highlightOnHover={!!rowHref} verticalSpacing="xs" aria-busy={result.isFetching} style={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}>
            <VisuallyHidden component="caption">{caption}</VisuallyHidden>
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    return (
                      <Table.Th key={header.id} aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined} scope="col">
                        {header.column.getCanSort() ? (
                          <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={600} fz="sm">
                            {byId.get(header.column.id)?.header} {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                          </UnstyledButton>
                        ) : (
                          byId.get(header.column.id)?.header
                        )}
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {!page
                ? <SkeletonRows columns={visibleColumns.length} />
                : table.getRowModel().rows.map((row) => (
                    <Table.Tr
                      key={row.id}
                      data-row-id={row.id}
                      // the whole row opens the detail; the first cell's link is the keyboard way there
                      onClick={rowHref ? () => navigate(rowHref(row.original), { state: back }) : undefined}
                      style={rowHref ? { cursor: 'pointer' } : undefined}
                    >
                      {row.getVisibleCells().map((cell, index) => {
                        const column = byId.get(cell.column.id)!;
                        const content = column.cell(row.original);
                        return (
                          <Table.Td key={cell.id}>
                            {index === 0 && rowHref ? <Anchor component={Link} to={rowHref(row.original)} state={back}>{content}</Anchor> : content}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}

      {!failed && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {page ? `${formatNumber(page.page.totalElements)} in all` : 'Loading…'}
          </Text>
          <Group gap="sm">
            <Select
              aria-label="Rows per page"
              data={PAGE_SIZES.map(String)}
              value={String(state.size)}
              onChange={(value) => value && state.setSize(Number(value))}
              w={90}
              allowDeselect={false}
            />
            <Pagination size={phone ? 'sm' : 'md'} siblings={phone ? 0 : 1} total={Math.max(totalPages, 1)} value={state.page + 1} onChange={(value) => state.setPage(value - 1)} getControlProps={(control) => ({ 'aria-label': `${control} page`, ...(control === 'next' || control === 'previous' ? { onClick: () => step(control) } : {}) })} getItemProps={(n) => ({ 'aria-label': `Page ${n}` })} />
          </Group>
        </Group>
      )}
    </Stack>
  );
}

/** On a phone there are no column headers to click: the sort is chosen here. */
function SortMenu<T>({ columns, sort, onSort }: { columns: DataColumn<T>[]; sort: string | undefined; onSort: (sort: string | undefined) => void }) {
  const sortable = columns.filter((c) => c.sortable);
  if (sortable.length === 0) return null;
  const current = sortingFromParam(sort)[0];
  const value = current ? (current.desc ? `-${current.id}` : current.id) : null;
  return (
    <Select
      aria-label="Sort by"
      placeholder="Sort"
      size="xs"
      w={170}
      data={sortable.flatMap((c) => [{ value: c.id, label: `${c.header} ▲` }, { value: `-${c.id}`, label: `${c.header} ▼` }])}
      value={value}
      onChange={(next) => onSort(next ?? undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function ColumnsMenu<T>({ columns, hidden, onToggle }: { columns: DataColumn<T>[]; hidden: Record<string, boolean>; onToggle: (id: string, visible: boolean) => void }) {
  return (
    <Menu closeOnItemClick={false} position="bottom-end">
      <Menu.Target>
        <Button variant="default" size="xs">Columns</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {columns.filter((c) => !c.alwaysVisible).map((column) => (
          <Menu.Item key={column.id} component="div">
            <Checkbox label={column.header} checked={hidden[column.id] !== false} onChange={(event) => onToggle(column.id, event.currentTarget.checked)} />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Exports every row of the current filter and sort (all pages, walked by cursor), with the visible columns. */
function ExportButton<T, Q>({ tableId, columns, source, query, total }: { tableId: string; columns: ExportColumn<T>[]; source: ListSource<T, Q>; query: Q; total: number }) {
  const [busy, setBusy] = useState(false);
  async function exportCsv() {
    setBusy(true);
    try {
      const [{ csvOfRows, downloadText }] = await Promise.all([import('./csv'), loadMinorUnits().catch(() => undefined)]);
      const rows = await everyRow(source, query);
      downloadText(`${tableId}-${new Date().toISOString().slice(0, 10)}.csv`, csvOfRows(columns, rows));
    } catch (error) {
      notifications.show({ color: 'red', title: 'Export failed', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="default" size="xs" loading={busy} disabled={total === 0} onClick={() => void exportCsv()}>
      Export CSV
    </Button>
  );
}
