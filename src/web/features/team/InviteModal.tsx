import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { invitationCreate, type InvitationCreated } from '../../../contract/users';
import { useInvite } from '../../api/team';
import { useCurrentCompany } from '../../app/current-company';
import { Form, useSchemaForm } from '../../components/form/Form';
import { TextField } from '../../components/form/fields';
import { SelectField } from '../../components/form/select-field';
import { formatDateTime } from '../../components/format';
import { OneTimeSecret } from '../../components/OneTimeSecret';
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
          <OneTimeSecret title="Send this link now" value={created.acceptUrl} testId="accept-url" copyLabel="Copy link">
            It is shown only now{created.emailed ? ' (it was emailed too)' : ''}. Whoever opens it joins as {created.email} with a name and password of their own, until {formatDateTime(created.expiresAt)}.
          </OneTimeSecret>
          <Group justify="flex-end"><Button onClick={close}>Done</Button></Group>
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
