import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useCan } from '../app/auth/permissions';
import { DataTable, type DataTableProps } from './data-table/DataTable';
import { returnTo } from './RouteModal';

/** What an empty list says: with filters set, that nothing matches; otherwise what to do first (and a button to the `new` dialog). */
export type EmptyList = { none: string; filtered?: string; create?: string; filtering?: boolean };

export function emptyListState({ none, filtered = 'Nothing matches these filters.', create, filtering }: EmptyList) {
  if (filtering) return <Text>{filtered}</Text>;
  return (
    <Stack align="center">
      <Text>{none}</Text>
      {create && <Button component={Link} to="new">{create}</Button>}
    </Stack>
  );
}

type ListPageLayoutProps<T extends { id: string }, Q> = {
  title: string;
  /** The label of the button that opens the create dialog (route `new`). */
  newLabel?: string;
  /** The scope creating needs (`<resource>:write`): without it, neither the new button nor the empty list's create button shows. */
  writeScope?: string;
  /** Other buttons in the header. */
  actions?: ReactNode;
  description?: ReactNode;
  /** The filters above the table. */
  filters?: ReactNode;
  empty?: EmptyList;
} & (
  | { table: Omit<DataTableProps<T, Q>, 'toolbar' | 'emptyState'>; children?: never }
  /** A page with its own table (e.g. a tree). */
  | { table?: never; children: ReactNode }
);

/**
 * The frame of a list page: the title with its actions, a description, the filters and the
 * table with its loading, error and empty states, and the outlet for the dialogs routed over
 * the list (`new`).
 */
export function ListPageLayout<T extends { id: string }, Q>({ title, newLabel: label, writeScope, actions, description, filters, empty, table, children }: ListPageLayoutProps<T, Q>) {
  const can = useCan();
  const { search } = useLocation();
  const mayCreate = !writeScope || can(writeScope);
  const newLabel = mayCreate ? label : undefined;
  const filtering = empty?.filtering ?? (table && 'filters' in table.state ? Object.values(table.state.filters as object).some(Boolean) : false);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        <Group gap="sm">
          {actions}
          {newLabel && <Button component={Link} to="new" state={returnTo(search)}>{newLabel}</Button>}
        </Group>
      </Group>
      {description && <Text size="sm" c="dimmed">{description}</Text>}
      {table ? <DataTable {...table} toolbar={filters} emptyState={emptyListState({ none: 'Nothing here yet.', ...empty, create: mayCreate ? empty?.create : undefined, filtering })} /> : children}
      <Outlet />
    </Stack>
  );
}
