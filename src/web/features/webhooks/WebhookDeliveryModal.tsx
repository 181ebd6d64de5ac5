import { useParams } from 'react-router-dom';
import { Alert, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { WebhookAttempt, WebhookDelivery } from '../../../contract/webhooks';
import { ApiError } from '../../api/client';
import { useWebhookDelivery, webhookEndpoints } from '../../api/webhooks';
import { useCan } from '../../app/auth/permissions';
import { Details } from '../../components/Details';
import { formatDateTime, formatNumber } from '../../components/format';
import { RecordTable } from '../../components/RecordTable';
import { RouteModal } from '../../components/RouteModal';
import { StatusBadge } from '../../components/StatusBadge';
import { lastResponseText } from './endpoint-health';

/** Route `settings/webhooks/:id/deliveries/:deliveryId`: what was sent, each attempt's request headers and answer, and Retry. */
export default function WebhookDeliveryModal() {
  const { id = '', deliveryId = '' } = useParams();
  const delivery = useWebhookDelivery(id, deliveryId);
  const endpointDisabled = webhookEndpoints.useOne(id).data?.status === 'DISABLED';
  return (
    <RouteModal title={delivery.data ? `Delivery of ${delivery.data.eventType}` : 'Webhook delivery'} size="xl" ready={!!delivery.data} error={delivery.error} loadingLabel="Loading the delivery" closeTo="../..">
      {() => <DeliveryView delivery={delivery.data!} endpointDisabled={endpointDisabled} />}
    </RouteModal>
  );
}

/** Text as sent or received, wrapped, scrolling inside its frame when long (reachable by keyboard). */
function CodeText({ label, children }: { label: string; children: string }) {
  return (
    <Code block tabIndex={0} role="region" aria-label={label} mah={360} style={{ overflow: 'auto', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
      {children}
    </Code>
  );
}

/** A disabled endpoint is sent nothing (the service answers 409): Retry waits until it is enabled again. */
function DeliveryView({ delivery: d, endpointDisabled }: { delivery: WebhookDelivery; endpointDisabled: boolean }) {
  const retry = webhookEndpoints.useRetry();
  const mayWrite = useCan()('webhook-endpoints:write');
  return (
    <Stack>
      <Group justify="space-between">
        <StatusBadge status={d.status} />
        {mayWrite && (
          <Button
            loading={retry.isPending}
            disabled={endpointDisabled}
            title={endpointDisabled ? 'The endpoint is disabled: enable it first' : undefined}
            // no notification: the attempt shows here in a moment
            onClick={() => retry.mutate(d.id)}
          >
            Retry
          </Button>
        )}
      </Group>
      {retry.error && (
        <Alert color="red" role="alert" title="Not retried">{retry.error instanceof ApiError ? retry.error.userMessage : String(retry.error)}</Alert>
      )}
      <Details
        items={[
          ['Created', formatDateTime(d.createdAt)],
          ['Attempts', formatNumber(d.attempts)],
          ['Last response', lastResponseText(d)],
          [d.status === 'DELIVERED' ? 'Delivered' : 'Next attempt', formatDateTime(d.status === 'DELIVERED' ? d.deliveredAt : d.nextAttemptAt)],
          ['Event id (webhook-id)', <Text span size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>{d.eventIdString}</Text>],
          ['Last error', d.lastError ?? '—'],
        ]}
      />
      <Title order={3}>Payload</Title>
      <CodeText label="Payload">{JSON.stringify(d.payload, null, 2)}</CodeText>
      <Title order={3}>Attempts</Title>
      {d.attemptLog.length === 0 ? (
        <Text size="sm" c="dimmed">Not attempted yet.</Text>
      ) : (
        d.attemptLog.map((attempt) => <AttemptView key={attempt.attempt} attempt={attempt} />)
      )}
    </Stack>
  );
}

function AttemptView({ attempt: a }: { attempt: WebhookAttempt }) {
  const name = `Attempt ${a.attempt}`;
  return (
    <Paper withBorder p="sm" component="section" aria-label={name} data-testid={`attempt-${a.attempt}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={4}>{name}</Title>
          <Text size="sm" c="dimmed">{formatDateTime(a.at)} · {formatNumber(a.durationMs)} ms</Text>
        </Group>
        <Text size="sm" fw={600}>
          {a.responseStatus !== null ? `Response ${a.responseStatus}` : 'No response'}
          {a.error && <Text span size="sm" fw={400}>: {a.error}</Text>}
        </Text>
        <RecordTable
          label={`Request headers of attempt ${a.attempt}`}
          columns={[
            { header: 'Request header', cell: ([header]) => <Text span size="sm" ff="monospace">{header}</Text> },
            { header: 'Value', cell: ([, value]) => <Text span size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>{value}</Text> },
          ]}
          rows={Object.entries(a.requestHeaders)}
          rowKey={([header]) => header}
        />
        <Text size="sm" fw={600}>Response body</Text>
        {a.responseBody ? <CodeText label={`Response body of attempt ${a.attempt}`}>{a.responseBody}</CodeText> : <Text size="sm" c="dimmed">None</Text>}
      </Stack>
    </Paper>
  );
}
