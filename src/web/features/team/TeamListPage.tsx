import { Link } from 'react-router-dom';
import { Anchor, Badge, Stack, Text, Title } from '@mantine/core';
import { roles } from '../../../contract/resource-manifest';
import type { Invitation, TeamUser } from '../../../contract/users';
import { invitations, teamUserHref, teamUsers } from '../../api/team';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { SelectFilter } from '../../components/data-table/SelectFilter';
import { useListUrlState } from '../../components/data-table/useListUrlState';
import { formatDateTime } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';
import { RecordTable, type RecordColumn } from '../../components/RecordTable';
import { StatusBadge } from '../../components/StatusBadge';
import { roleLabel } from './roles';

const columns: DataColumn<TeamUser>[] = [
  { id: 'name', header: 'Name', cell: (u) => <Anchor component={Link} to={teamUserHref(u)} onClick={(e) => e.stopPropagation()}>{u.name}</Anchor>, text: (u) => u.name, sortable: true, alwaysVisible: true },
  { id: 'email', header: 'Email', cell: (u) => u.email, text: (u) => u.email, sortable: true },
  { id: 'role', header: 'Role', cell: (u) => roleLabel(u.role), text: (u) => u.role },
  { id: 'active', header: 'Status', cell: (u) => <StatusBadge status={u.active ? 'ACTIVE' : 'DEACTIVATED'} />, text: (u) => (u.active ? 'ACTIVE' : 'DEACTIVATED') },
  { id: 'companies', header: 'Companies', cell: (u) => u.companyIdStrings.length, text: (u) => String(u.companyIdStrings.length) },
  { id: 'createdAt', header: 'Joined', cell: (u) => formatDateTime(u.createdAt), text: (u) => u.createdAt, sortable: true },
];

const invitationColumns: RecordColumn<Invitation>[] = [
  { header: 'Email', cell: (i) => i.email },
  { header: 'Role', cell: (i) => roleLabel(i.role) },
  { header: 'Expires', cell: (i) => formatDateTime(i.expiresAt) },
];

/** The invitations not yet accepted (their links were shown once, to whoever invited). */
function PendingInvitations() {
  const pending = invitations.useList({ status: 'PENDING', size: 50, page: 0 });
  const rows = pending.data?.content ?? [];
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3}>Invitations waiting <Badge variant="light" ml={4}>{rows.length}</Badge></Title>
      <div style={{ overflowX: 'auto' }}>
        <RecordTable rows={rows} rowKey={(i) => i.id} columns={invitationColumns} caption="Invitations not yet accepted" testId="pending-invitations" minWidth={480} />
      </div>
      <Text size="xs" c="dimmed">An invitation's link is shown only when it is made; invite again for a new one.</Text>
    </Stack>
  );
}

/** Route `settings/team`: who works in your companies, their roles, and the invitations waiting (docs/team.md). */
export default function TeamListPage() {
  const state = useListUrlState({ defaultSort: 'name', filters: ['search', 'role', 'active'] as const });
  return (
    <>
      <ListPageLayout
        title="Team"
        newLabel="Invite" writeScope="users:write"
        description="The people who work in your companies. Invite someone with a role; change a role or the companies, or deactivate someone who left, on their page."
        empty={{ none: 'Nobody else yet.', create: 'Invite someone', filtered: 'Nobody matches these filters.' }}
        filters={(
          <>
            <SearchFilter label="Search name or email" {...state.bindFilter('search')} />
            <SelectFilter label="Role" data={roles.map((r) => ({ value: r, label: roleLabel(r) }))} {...state.bindFilter('role')} w={170} />
            <SelectFilter label="Status" data={[{ value: 'true', label: 'Active' }, { value: 'false', label: 'Deactivated' }]} {...state.bindFilter('active')} w={170} />
          </>
        )}
        table={{ tableId: 'team', caption: 'The team', columns, result: teamUsers.useList(state.query), state, source: teamUsers.list, rowHref: teamUserHref }}
      />
      <PendingInvitations />
    </>
  );
}
