import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { PasswordReset } from '../../../contract/users';
import { companies } from '../../api/companies';
import { TEAM_PATH, teamUsers, useIssuePasswordReset } from '../../api/team';
import { ApiError } from '../../api/client';
import { companySwitcherQuery } from '../../app/current-company';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { Details } from '../../components/Details';
import { formatDateTime } from '../../components/format';
import { StatusBadge } from '../../components/StatusBadge';
import { roleLabel, ROLE_SUMMARIES } from './roles';

/** The one-time link to set a new password, once issued: shown here only. */
function PasswordResetLink({ reset }: { reset: PasswordReset }) {
  return (
    <Alert color="yellow" title="Hand this link over now" role="alert">
      <Stack gap="xs">
        <Text size="sm">It is shown only now, works once and until {formatDateTime(reset.expiresAt)}. Setting the password through it ends their other sessions.</Text>
        <Code block data-testid="reset-url" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{reset.resetUrl}</Code>
        <CopyButton value={reset.resetUrl}>{({ copied, copy }) => <Button size="xs" variant="light" onClick={copy} w="fit-content">{copied ? 'Copied' : 'Copy link'}</Button>}</CopyButton>
      </Stack>
    </Alert>
  );
}

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
      {reset && <PasswordResetLink reset={reset} />}
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
