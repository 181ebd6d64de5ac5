import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { apiKeyCreate, type ApiKeyCreated } from '../../../contract/api-keys';
import { useCreateApiKey } from '../../api/api-keys';
import { useCurrentCompany } from '../../app/current-company';
import { Form, useSchemaForm } from '../../components/form/Form';
import { DateTimeField } from '../../components/form/date-fields';
import { TextAreaField, TextField } from '../../components/form/fields';
import { NumberField } from '../../components/form/number-fields';
import { OneTimeSecret } from '../../components/OneTimeSecret';
import { RouteModal } from '../../components/RouteModal';
import { ScopesField } from './ScopesField';

function inDays(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);
}

/** Route `api-keys/new`: the create form, then the secret, shown once. */
export default function ApiKeyCreateModal() {
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const { companyId } = useCurrentCompany();
  const create = useCreateApiKey();
  const form = useSchemaForm(apiKeyCreate, { name: '', description: undefined, scopes: ['*'], rateLimitPerHour: 1000, expiresAt: inDays(90) });

  return (
    <RouteModal title={created ? 'Your new API key' : 'New API key'} closeOnClickOutside={!created}>
      {(close) => created ? (
        <Stack>
          <OneTimeSecret title="Copy the key now" value={created.key} testId="new-api-key" copyLabel="Copy key">
            This is the only time the key is shown. Store it somewhere safe; if it is lost, revoke it and create a new one.
          </OneTimeSecret>
          <Group justify="flex-end"><Button onClick={close}>Done</Button></Group>
        </Stack>
      ) : (
        <Form
          form={form}
          submitLabel="Create key"
          onCancel={close}
          onSubmit={async (values) => {
            setCreated(await create.mutateAsync({ ...values, companyIdString: companyId ?? undefined }));
          }}
        >
          <TextField name="name" label="Name" required autoFocus description="Unique among your active keys, e.g. the system that uses it" />
          <TextAreaField name="description" label="Description" />
          <ScopesField name="scopes" />
          <NumberField name="rateLimitPerHour" label="Rate limit per hour" min={1} max={1_000_000} required />
          <DateTimeField name="expiresAt" label="Expires at (UTC)" required minDate={new Date()} />
          <Text size="xs" c="dimmed">The key acts for you, limited to these scopes; it can never do more than your own role allows.</Text>
        </Form>
      )}
    </RouteModal>
  );
}
