import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Button, Group } from '@mantine/core';
import type { PasswordReset } from '../../../contract/users';
import { companies } from '../../api/companies';
import { TEAM_PATH, teamUsers, useIssuePasswordReset } from '../../api/team';
import { ApiError } from '../../api/client';
import { companySwitcherQuery } from '../../app/current-company';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { Details } from '../../components/Details';
import { formatDateTime } from '../../components/format';
import { OneTimeSecret } from '../../components/OneTimeSecret';
import { StatusBadge } from '../../components/StatusBadge';
import { roleLabel, ROLE_SUMMARIES } from './roles';


/** Route `settings/team/:id`: a user's role, companies and status, a password reset link, their history. */
export default function TeamUserPage() {
  const user = teamUsers.useOne(useParams().id);
  const u = user.data;
  const names = new Map((companies.useList(companySwitcherQuery).data?.content ?? []).map((c) => [c.id, `${c.name} (${c.code})`]));
  const issue = useIssuePasswordReset();
  const [reset, setReset] = useState<PasswordReset | null>(null);
  return (
    <DetailPageLayout
      history={{ recordType: 'user', recordId: u?.id }}
      error={user.error}
      notFoundTitle="User not found"
      back={{ to: TEAM_PATH, label: 'Team' }}
      title={u?.name ?? 'User'}
      badges={u && <StatusBadge status={u.active ? 'ACTIVE' : 'DEACTIVATED'} />}
      actions={(
        <Group gap="sm">
          {u?.active && <Button variant="default" loading={issue.isPending} onClick={async () => setReset(await issue.mutateAsync(u.id))}>Password reset link</Button>}
          <Button component={Link} to="edit" variant="light">Change role or access</Button>
        </Group>
      )}
      maw={900}
    >
      {issue.error && <Alert color="red" title="No link was issued">{issue.error instanceof ApiError ? issue.error.userMessage : String(issue.error)}</Alert>}
      {reset && (
        <OneTimeSecret title="Hand this link over now" value={reset.resetUrl} testId="reset-url" copyLabel="Copy link">
          It is shown only now, works once and until {formatDateTime(reset.expiresAt)}. Setting the password through it ends their other sessions.
        </OneTimeSecret>
      )}
      <Details
        loading={!u}
        items={[
          ['Email', u?.email],
          ['Role', u ? `${roleLabel(u.role)}: ${ROLE_SUMMARIES[u.role]}` : undefined],
          ['Companies', u?.companyIdStrings.map((id) => names.get(id) ?? id).join(', ')],
          ['Joined', u ? formatDateTime(u.createdAt) : undefined],
          ['Updated', u ? formatDateTime(u.updatedAt) : undefined],
        ]}
      />
    </DetailPageLayout>
  );
}
