import { useState } from 'react';
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { invitationCreate, type InvitationCreated } from '../../../contract/users';
import { useInvite } from '../../api/team';
import { useCurrentCompany } from '../../app/current-company';
import { Form, useSchemaForm } from '../../components/form/Form';
import { TextField } from '../../components/form/fields';
import { SelectField } from '../../components/form/select-field';
import { RouteModal } from '../../components/RouteModal';
import { CompaniesField } from './CompaniesField';
import { roleOptions } from './roles';

/** Route `settings/team/new`: whom to invite with which role, then the one-time link to hand them, shown once. */
export default function InviteModal() {
  const [created, setCreated] = useState<InvitationCreated | null>(null);
  const { companyId } = useCurrentCompany();
  const invite = useInvite();
  const form = useSchemaForm(invitationCreate, { email: '', role: 'ACCOUNTANT', companyIdStrings: companyId ? [companyId] : [] });
  return (
    <RouteModal title={created ? `Invitation for ${created.email}` : 'Invite to the team'} closeOnClickOutside={!created}>
      {(close) => created ? (
        <Stack>
          <Alert color="yellow" title="Send this link now" role="alert">
            It is shown only now{created.emailed ? ' (it was emailed too)' : ''}. Whoever opens it joins as {created.email} with a name and password of their own, until {new Date(created.expiresAt).toLocaleDateString()}.
          </Alert>
          <Code block data-testid="accept-url" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{created.acceptUrl}</Code>
          <Group justify="flex-end">
            <CopyButton value={created.acceptUrl}>
              {({ copied, copy }) => <Button variant="light" onClick={copy}>{copied ? 'Copied' : 'Copy link'}</Button>}
            </CopyButton>
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <Form form={form} submitLabel="Invite" onCancel={close} onSubmit={async (values) => setCreated(await invite.mutateAsync(values))}>
          <TextField name="email" label="Email" type="email" required autoFocus />
          <SelectField name="role" label="Role" data={roleOptions} required />
          <CompaniesField name="companyIdStrings" />
          <Text size="xs" c="dimmed">The link is valid for 7 days and works once.</Text>
        </Form>
      )}
    </RouteModal>
  );
}
