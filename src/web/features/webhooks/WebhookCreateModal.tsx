import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Group, Stack, Text } from '@mantine/core';
import { webhookEndpointCreate, type WebhookEndpointCreated } from '../../../contract/webhooks';
import { webhookEndpointHref, webhookEndpoints } from '../../api/webhooks';
import { useCurrentCompany } from '../../app/current-company';
import { Form, useSchemaForm } from '../../components/form/Form';
import { OneTimeSecret } from '../../components/OneTimeSecret';
import { RouteModal } from '../../components/RouteModal';
import { EndpointFields } from './EndpointFields';

/** Route `settings/webhooks/new`: where to send which events, then the signing secret, shown once. */
export default function WebhookCreateModal() {
  const [created, setCreated] = useState<WebhookEndpointCreated | null>(null);
  const { companyId } = useCurrentCompany();
  const create = webhookEndpoints.useCreate();
  const form = useSchemaForm(webhookEndpointCreate, { url: '', events: [], description: undefined });
  return (
    <RouteModal title={created ? 'Your new webhook endpoint' : 'New webhook endpoint'} closeOnClickOutside={!created}>
      {(close) => created ? (
        <Stack>
          <OneTimeSecret title="Copy the signing secret now" value={created.secret} testId="webhook-secret" copyLabel="Copy secret">
            This is the only time the secret is shown. The receiver at {created.url} needs it to verify the webhook-signature header of each request (Standard Webhooks).
          </OneTimeSecret>
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={webhookEndpointHref(created)} replace>Open the endpoint</Button>
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <Form
          form={form}
          submitLabel="Create endpoint"
          onCancel={close}
          onSubmit={async (values) => setCreated(await create.mutateAsync({ ...values, companyIdString: companyId ?? undefined }))}
        >
          <EndpointFields />
          <Text size="xs" c="dimmed">Each event is sent at least once: a failed attempt is retried on a schedule, and an endpoint whose deliveries all failed for 5 days is disabled until re-enabled.</Text>
        </Form>
      )}
    </RouteModal>
  );
}
