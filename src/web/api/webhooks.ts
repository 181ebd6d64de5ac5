import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../contract/common';
import type {
  WebhookDelivery, WebhookDeliveryListQuery, WebhookEndpoint, WebhookEndpointCreate, WebhookEndpointCreated, WebhookEndpointListQuery, WebhookEndpointUpdate,
} from '../../contract/webhooks';
import { api, ApiError, ifMatch } from './client';
import { everyPage, readingByNumberOnRefusedCursor, type ListQuery, type ListSource } from './list';
import { createResourceApi } from './resource-api';
import { resourceKeys } from './resource-keys';

export const WEBHOOKS_PATH = '/settings/webhooks';
export const webhookEndpointHref = (endpoint: { id: string }) => `${WEBHOOKS_PATH}/${endpoint.id}`;
export const webhookDeliveryHref = (delivery: { id: string; endpointIdString: string }) => `${WEBHOOKS_PATH}/${delivery.endpointIdString}/deliveries/${delivery.id}`;

export type WebhookEndpointQuery = ListQuery<WebhookEndpointListQuery>;
/** An endpoint's deliveries: the list query plus the endpoint (a path segment, not a parameter). */
export type WebhookDeliveryQuery = ListQuery<WebhookDeliveryListQuery> & { endpointId: string };

export const webhookDeliveryKeys = resourceKeys<WebhookDeliveryQuery>('webhook-deliveries');

const endpointPath = (id: string) => `/webhook-endpoints/${encodeURIComponent(id)}`;

/** `GET /webhook-endpoints/{id}/deliveries`, newest first. */
export const webhookDeliveries: ListSource<WebhookDelivery, WebhookDeliveryQuery> = {
  queryKey: webhookDeliveryKeys.list,
  fetch: readingByNumberOnRefusedCursor(({ endpointId, ...query }, signal) => api.get<Page<WebhookDelivery>>(`${endpointPath(endpointId)}/deliveries`, query, signal)),
};

/** Endpoints (docs/webhooks.md). A change of one (enabled again, a test sent, a retry) also changes its deliveries. */
const endpointApi = createResourceApi<{ record: WebhookEndpoint; query: WebhookEndpointQuery; create: WebhookEndpointCreate }>({
  name: 'webhook-endpoints', path: '/webhook-endpoints', alsoInvalidates: () => [webhookDeliveryKeys.all],
});

/**
 * A delivery the worker will attempt within moments (just queued, or retried now): its page asks
 * again until the attempt is in. One waiting for a later retry on the schedule is not polled.
 */
export const isDeliveryDue = (delivery: WebhookDelivery) =>
  delivery.status === 'PENDING' && (delivery.nextAttemptAt === null || Date.parse(delivery.nextAttemptAt) - Date.now() < 30_000);

export const DELIVERY_POLL_MS = 1500;

export const webhookEndpoints = {
  ...endpointApi,
  /** One endpoint; `poll` while its deliveries are under way, as they change its failing state. */
  useOne: (id: string | undefined, poll = false) =>
    useQuery({ queryKey: endpointApi.keys.detail(id ?? ''), queryFn: ({ signal }) => endpointApi.get(id!, signal), enabled: !!id, refetchInterval: poll ? DELIVERY_POLL_MS : false }),
  /** The answer carries the signing secret, shown once. */
  useCreate: () => endpointApi.useChange((input: WebhookEndpointCreate) => api.post<WebhookEndpointCreated>('/webhook-endpoints', input)),
  /** A full replacement if it is still the version the form was filled from (else 412); `enabled` disables or re-enables it. */
  useReplace: () => endpointApi.useChange(({ id, version, body }: { id: string; version: number; body: WebhookEndpointUpdate }) =>
    api.put<WebhookEndpoint>(endpointPath(id), body, { headers: ifMatch(version) })),
  /** Queues a `webhook_endpoint.test` event to this endpoint only (202: the delivery, attempted by the worker). */
  useSendTest: () => endpointApi.useChange((id: string) => api.post<WebhookDelivery>(`${endpointPath(id)}/test`)),
  /** Attempts a delivery again now (202: the delivery, attempted by the worker). */
  useRetry: () => endpointApi.useChange((id: string) => api.post<WebhookDelivery>(`/webhook-deliveries/${encodeURIComponent(id)}/retry`)),
};

/** A page of an endpoint's deliveries; asked again while one of them is about to be attempted. */
export const useWebhookDeliveries = (query: WebhookDeliveryQuery) =>
  useQuery({
    queryKey: webhookDeliveries.queryKey(query),
    queryFn: ({ signal }) => webhookDeliveries.fetch(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.content.some(isDeliveryDue) ? DELIVERY_POLL_MS : false),
  });

/**
 * One delivery. The service has no `GET` of one, so it is the row of a page already loaded
 * (opened from the log), else found walking the endpoint's deliveries, newest first (a link).
 */
export function useWebhookDelivery(endpointId: string, deliveryId: string) {
  const queryClient = useQueryClient();
  const cached = () => {
    for (const query of queryClient.getQueryCache().findAll({ queryKey: webhookDeliveryKeys.lists() })) {
      const row = (query.state.data as Page<WebhookDelivery> | undefined)?.content.find((d) => d.id === deliveryId);
      if (row) return { row, at: query.state.dataUpdatedAt };
    }
    return undefined;
  };
  return useQuery({
    queryKey: webhookDeliveryKeys.detail(deliveryId),
    queryFn: async ({ signal }) => {
      for await (const page of everyPage(webhookDeliveries, { endpointId }, signal)) {
        const row = page.content.find((d) => d.id === deliveryId);
        if (row) return row;
      }
      throw new ApiError(404, 'not-found', 'This endpoint has no such delivery (deliveries are kept as long as their events, 30 days).');
    },
    initialData: () => cached()?.row,
    initialDataUpdatedAt: () => cached()?.at,
    refetchInterval: (query) => (query.state.data && isDeliveryDue(query.state.data) ? DELIVERY_POLL_MS : false),
  });
}
