import type { ReactNode } from 'react';
import { Link, Outlet, useSearchParams } from 'react-router-dom';
import { Alert, Anchor, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useCan } from '../app/auth/permissions';
import type { AuditEvent } from '../../contract/audit-events';
import { RecordHistory } from './history/RecordHistory';
import { companies } from '../api/companies';
import { companySwitcherQuery, useCurrentCompany } from '../app/current-company';
import { RecordNotFound } from './RecordNotFound';

export type DetailPageLayoutProps = {
  /** The record's query: its error shows the not-found alert instead of the page. */
  error: Error | null;
  /** What is shown when the record cannot be loaded, e.g. `Customer not found`. */
  notFoundTitle: string;
  /**
   * The company the record belongs to: when it is not the one the user works in, the page says
   * so (and offers to switch) instead of showing the record under the other company's name.
   */
  companyId?: string;
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
  /** The record as the audit trail names it: the page gets a History tab with its changes (for those who may read the trail). */
  history?: { recordType: AuditEvent['recordType']; recordId: string | undefined };
  children: ReactNode;
};

/** The frame of a record's page: the way back to its list, title and actions, the content, and the dialogs routed over it. */
export function DetailPageLayout({ error, notFoundTitle, companyId, back, notFoundBackLabel, title, badges, actions, maw, history, children }: DetailPageLayoutProps) {
  const current = useCurrentCompany();
  const can = useCan();
  if (error) return <RecordNotFound title={notFoundTitle} error={error} backTo={back.to} backLabel={notFoundBackLabel ?? `Back to ${back.label.toLowerCase()}`} />;
  if (companyId && current.companyId && companyId !== current.companyId) return <OtherCompanysRecord companyId={companyId} back={back} onSwitch={() => current.setCompanyId(companyId)} />;
  return (
    <Stack maw={maw}>
      <Anchor component={Link} to={back.to} size="sm">← {back.label}</Anchor>
      <Group justify="space-between">
        <Group gap="sm" style={{ minWidth: 0 }}>
          <Title order={2} style={{ overflowWrap: 'anywhere' }}>{title}</Title>
          {badges}
        </Group>
        {actions}
      </Group>
      {history?.recordId && can('audit-events:read') ? <WithHistory recordType={history.recordType} recordId={history.recordId}>{children}</WithHistory> : children}
      <Outlet />
    </Stack>
  );
}

/** The page's content under a Details tab, beside its History (loaded when opened); `?tab=history` opens it. */
function WithHistory({ recordType, recordId, children }: { recordType: AuditEvent['recordType']; recordId: string; children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' ? 'history' : 'details';
  const choose = (value: string | null) => setParams((previous) => {
    const next = new URLSearchParams(previous);
    if (value === 'history') next.set('tab', 'history');
    else next.delete('tab');
    return next;
  }, { replace: true });
  return (
    <Tabs value={tab} onChange={choose} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="details">Details</Tabs.Tab>
        <Tabs.Tab value="history">History</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details"><Stack>{children}</Stack></Tabs.Panel>
      <Tabs.Panel value="history"><RecordHistory recordType={recordType} recordId={recordId} /></Tabs.Panel>
    </Tabs>
  );
}

/** A record of another company than the one the user works in (a link from elsewhere): which one, and the way there. */
function OtherCompanysRecord({ companyId, back, onSwitch }: { companyId: string; back: { to: string; label: string }; onSwitch: () => void }) {
  const list = companies.useList(companySwitcherQuery);
  const owner = list.data?.content.find((c) => c.id === companyId);
  const ownerName = owner ? `${owner.name} (${owner.code})` : 'another company';
  return (
    <Alert color="yellow" title="This record belongs to another company" role="status" maw={640}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">It belongs to {ownerName}, not to the company you are working in. Switch to see it, or go back to the list.</Text>
        <Group gap="sm">
          <Button size="xs" onClick={onSwitch}>Work in {owner?.name ?? 'that company'}</Button>
          <Anchor component={Link} to={back.to} size="sm">{back.label}</Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}
