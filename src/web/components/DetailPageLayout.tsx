import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { RecordNotFound } from './RecordNotFound';

type DetailPageLayoutProps = {
  /** The record's query: its error shows the not-found alert instead of the page. */
  error: Error | null;
  /** What is shown when the record cannot be loaded, e.g. `Customer not found`. */
  notFoundTitle: string;
  /** The list the page belongs to: the link back, e.g. `{ to: '/sales/customers', label: 'Customers' }`. */
  back: { to: string; label: string };
  /** The link back in the not-found alert (default `Back to <list>`). */
  notFoundBackLabel?: string;
  title: ReactNode;
  /** Beside the title (status badges). */
  badges?: ReactNode;
  /** Buttons on the right (edit, reverse, ...: links to the dialog routes over the page). */
  actions?: ReactNode;
  maw?: number;
  children: ReactNode;
};

/** The frame of a record's page: the way back to its list, title and actions, the content, and the dialogs routed over it. */
export function DetailPageLayout({ error, notFoundTitle, back, notFoundBackLabel, title, badges, actions, maw, children }: DetailPageLayoutProps) {
  if (error) return <RecordNotFound title={notFoundTitle} error={error} backTo={back.to} backLabel={notFoundBackLabel ?? `Back to ${back.label.toLowerCase()}`} />;
  return (
    <Stack maw={maw}>
      <Anchor component={Link} to={back.to} size="sm">← {back.label}</Anchor>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2}>{title}</Title>
          {badges}
        </Group>
        {actions}
      </Group>
      {children}
      <Outlet />
    </Stack>
  );
}
