import { useEffect, useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { webhookDeliveryStatuses, type WebhookDelivery, type WebhookEndpoint, type WebhookEndpointUpdate } from '../../../contract/webhooks';
import { ApiError } from '../../api/client';
import { isDeliveryDue, useWebhookDeliveries, WEBHOOKS_PATH, webhookDeliveries, webhookDeliveryHref, webhookEndpoints } from '../../api/webhooks';
import { useCan } from '../../app/auth/permissions';
import { DataTable, type DataColumn } from '../../components/data-table/DataTable';
import { SelectFilter } from '../../components/data-table/SelectFilter';
import { useListUrlState } from '../../components/data-table/useListUrlState';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { Details } from '../../components/Details';
import { formatDateTime, formatEnum, formatNumber } from '../../components/format';
import { StatusBadge } from '../../components/StatusBadge';
import { healthText, lastResponseText } from './endpoint-health';
import { eventsText, eventTypeGroups } from './events';

const deliveryColumns: DataColumn<WebhookDelivery>[] = [
  { id: 'createdAt', header: 'Time', cell: (d) => formatDateTime(d.createdAt), text: (d) => d.createdAt, sortable: true, alwaysVisible: true },
  { id: 'eventType', header: 'Event type', cell: (d) => <Text span size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>{d.eventType}</Text>, text: (d) => d.eventType },
  { id: 'status', header: 'Status', cell: (d) => <StatusBadge status={d.status} />, text: (d) => d.status, keyFigure: true },
  { id: 'attempts', header: 'Attempts', cell: (d) => formatNumber(d.attempts), text: (d) => String(d.attempts) },
  { id: 'lastResponseStatus', header: 'Last response', cell: lastResponseText, text: (d) => (d.lastResponseStatus === null ? '' : String(d.lastResponseStatus)) },
  { id: 'nextAttemptAt', header: 'Next attempt', cell: (d) => (d.status === 'PENDING' ? formatDateTime(d.nextAttemptAt) : '—'), text: (d) => d.nextAttemptAt ?? '' },
];

const notifyError = (title: string) => (error: Error) =>
  notifications.show({ color: 'red', title, message: error instanceof ApiError ? error.userMessage : String(error) });

/** Route `settings/webhooks/:id`: the endpoint, its actions and its delivery log (a delivery opens over the page). */
export default function WebhookEndpointPage() {
  const id = useParams().id ?? '';
  const state = useListUrlState({ defaultSort: '-createdAt', filters: ['status', 'eventType'] as const });
  const query = useMemo(() => ({ ...state.query, endpointId: id }), [state.query, id]);
  const deliveries = useWebhookDeliveries(query);
  const attempting = !!deliveries.data?.content.some(isDeliveryDue);
  const endpoint = webhookEndpoints.useOne(id, attempting);
  // An attempt changes the endpoint's failing state: read it again whenever the log is read anew
  // (while it polls, it polls too). Not only when the polling ends: an attempt may end before the
  // log is first read after a test is sent, and then no polling sees it.
  const logReadAt = deliveries.dataUpdatedAt;
  const lastLogRead = useRef(0);
  const { refetch } = endpoint;
  useEffect(() => {
    if (lastLogRead.current !== 0 && logReadAt !== lastLogRead.current && !attempting) void refetch();
    lastLogRead.current = logReadAt;
  }, [logReadAt, attempting, refetch]);

  const e = endpoint.data;
  const mayWrite = useCan()('webhook-endpoints:write');
  const sendTest = webhookEndpoints.useSendTest();
  const replace = webhookEndpoints.useReplace();
  const setEnabled = (endpoint: WebhookEndpoint, enabled: boolean) =>
    replace.mutate(
      { id: endpoint.id, version: endpoint.version, body: { url: endpoint.url, events: endpoint.events as WebhookEndpointUpdate['events'], description: endpoint.description, enabled } },
      {
        onSuccess: () => notifications.show({ color: 'green', message: enabled ? 'Enabled again: new events are sent to it.' : 'Disabled: no events are sent until it is enabled again.' }),
        onError: notifyError(enabled ? 'Not enabled' : 'Not disabled'),
      },
    );

  return (
    <DetailPageLayout
      history={{ recordType: 'webhook_endpoint', recordId: e?.id }}
      error={endpoint.error}
      companyId={e?.companyIdString}
      notFoundTitle="Webhook endpoint not found"
      back={{ to: WEBHOOKS_PATH, label: 'Webhooks' }}
      title={e?.url ?? 'Webhook endpoint'}
      badges={e && <StatusBadge status={e.status} />}
      actions={e && mayWrite && (
        <Group gap="sm">
          <Button
            disabled={e.status === 'DISABLED'}
            loading={sendTest.isPending}
            onClick={() => sendTest.mutate(e.id, {
              onSuccess: () => notifications.show({ color: 'green', message: 'Test event queued: it shows in the delivery log below.' }),
              onError: notifyError('No test event sent'),
            })}
          >
            Send test event
          </Button>
          <Button component={Link} to="edit" variant="light">Edit</Button>
          {e.status === 'ENABLED' && <Button variant="default" loading={replace.isPending} onClick={() => setEnabled(e, false)}>Disable</Button>}
          <Button component={Link} to="delete" variant="subtle" color="red">Delete</Button>
        </Group>
      )}
      maw={1100}
    >
      {e?.status === 'DISABLED' && (
        <Alert color="yellow" title="Disabled: no events are sent" role="status">
          <Text size="sm">{healthText(e)}</Text>
          <Text size="sm">Events of the time it is disabled are not sent to it, even once re-enabled: the receiver can read them from the event log (GET /events).</Text>
          {mayWrite && <Button mt="xs" size="xs" loading={replace.isPending} onClick={() => setEnabled(e, true)}>Re-enable</Button>}
        </Alert>
      )}
      {e?.status === 'ENABLED' && e.failingSince && (
        <Alert color="red" title={`Deliveries failing since ${formatDateTime(e.failingSince)}`} role="status">
          <Text size="sm">Failed deliveries are retried on a schedule; after 5 days of failures the endpoint is disabled. The log below shows each attempt's answer.</Text>
        </Alert>
      )}
      <Details
        loading={!e}
        items={[
          ['URL', e && <Text component="span" style={{ overflowWrap: 'anywhere' }}>{e.url}</Text>],
          ['Events', e && eventsText(e.events)],
          ['Description', e?.description ?? (e ? '—' : undefined)],
          ['Signing secret', e ? 'Shown once when the endpoint was created' : undefined],
          ['Created', e ? formatDateTime(e.createdAt) : undefined],
          ['Updated', e ? formatDateTime(e.updatedAt) : undefined],
        ]}
      />
      <Title order={3}>Delivery log</Title>
      <DataTable
        tableId="webhook-deliveries"
        caption="Deliveries to this endpoint, newest first"
        columns={deliveryColumns}
        result={deliveries}
        state={state}
        source={webhookDeliveries}
        query={query}
        rowHref={webhookDeliveryHref}
        toolbar={(
          <>
            <SelectFilter label="Delivery status" data={webhookDeliveryStatuses.map((s) => ({ value: s, label: formatEnum(s) }))} {...state.bindFilter('status')} w={170} />
            <SelectFilter label="Event type" data={eventTypeGroups} {...state.bindFilter('eventType')} w={240} />
          </>
        )}
        emptyState={<Text>{state.filters.status || state.filters.eventType ? 'No delivery matches these filters.' : 'Nothing sent yet. Send a test event to see what a delivery looks like.'}</Text>}
      />
    </DetailPageLayout>
  );
}
