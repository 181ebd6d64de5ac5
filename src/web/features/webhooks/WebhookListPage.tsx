import { Text } from '@mantine/core';
import { webhookEndpointStatuses, type WebhookEndpoint } from '../../../contract/webhooks';
import { webhookEndpointHref, webhookEndpoints } from '../../api/webhooks';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SelectFilter } from '../../components/data-table/SelectFilter';
import { useCompanyList } from '../../components/data-table/useCompanyList';
import { formatDateTime, formatEnum } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';
import { StatusBadge } from '../../components/StatusBadge';
import { EndpointHealth, healthText } from './endpoint-health';
import { eventsText } from './events';

const columns: DataColumn<WebhookEndpoint>[] = [
  { id: 'url', header: 'URL', cell: (e) => <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>{e.url}</Text>, text: (e) => e.url, sortable: true, alwaysVisible: true },
  { id: 'description', header: 'Description', cell: (e) => <Text size="sm" lineClamp={2}>{e.description ?? '—'}</Text>, text: (e) => e.description ?? '' },
  { id: 'events', header: 'Events', cell: (e) => <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>{eventsText(e.events)}</Text>, text: (e) => e.events.join(' ') },
  { id: 'status', header: 'Status', cell: (e) => <StatusBadge status={e.status} />, text: (e) => e.status, keyFigure: true },
  { id: 'health', header: 'Problems', cell: (e) => <EndpointHealth endpoint={e} />, text: healthText },
  { id: 'createdAt', header: 'Created', cell: (e) => formatDateTime(e.createdAt), text: (e) => e.createdAt, sortable: true },
];

/** Route `settings/webhooks`: where the company's events are sent, and which of those endpoints fail or were disabled. */
export default function WebhookListPage() {
  const list = useCompanyList(webhookEndpoints, { defaultSort: '-createdAt', filters: ['status'] as const });
  return (
    <ListPageLayout
      title="Webhooks"
      newLabel="New endpoint" writeScope="webhook-endpoints:write"
      description="Endpoints receive the company's events (an invoice paid, an order changed, …) as signed HTTP POSTs, within seconds of the change. Open one for its delivery log, to send a test event or to retry a delivery."
      empty={{ none: 'No webhook endpoints yet: add the URL of a system that should hear of changes.', create: 'Add an endpoint', filtered: 'No endpoint matches this filter.' }}
      filters={<SelectFilter label="Status" data={webhookEndpointStatuses.map((s) => ({ value: s, label: formatEnum(s) }))} {...list.state.bindFilter('status')} w={170} />}
      table={{ tableId: 'webhook-endpoints', caption: 'Webhook endpoints of the current company', columns, ...list, rowHref: webhookEndpointHref }}
    />
  );
}
