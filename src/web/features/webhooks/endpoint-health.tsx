import { Text } from '@mantine/core';
import type { WebhookDelivery, WebhookEndpoint } from '../../../contract/webhooks';
import { formatDateTime } from '../../components/format';

/** Why an endpoint gets nothing (disabled, and why) or since when its deliveries fail; empty while all is well. */
export function healthText(endpoint: WebhookEndpoint): string {
  if (endpoint.status === 'DISABLED') return `${endpoint.disabledReason ?? 'Disabled'} (${formatDateTime(endpoint.disabledAt)})`;
  return endpoint.failingSince ? `Failing since ${formatDateTime(endpoint.failingSince)}` : '';
}

export function EndpointHealth({ endpoint }: { endpoint: WebhookEndpoint }) {
  const text = healthText(endpoint);
  return text ? <Text size="sm" c={endpoint.status === 'DISABLED' ? undefined : 'red'} style={{ overflowWrap: 'anywhere' }}>{text}</Text> : <Text size="sm" c="dimmed">—</Text>;
}

/** A delivery's last answer: the HTTP status, or that none came. */
export const lastResponseText = (d: Pick<WebhookDelivery, 'lastResponseStatus' | 'lastError'>) =>
  d.lastResponseStatus !== null ? String(d.lastResponseStatus) : d.lastError ? 'No answer' : '—';
