import { z } from 'zod';
import { description, isoTimestamp, pageQuery, recordOf, uuid } from './common';
import { event, eventType } from './events';
import { defineResource } from './resource-manifest';

/**
 * Webhook endpoints and their deliveries (decisions §13 "Events and webhooks"; docs/webhooks.md):
 * each event of the company that an endpoint subscribes to is POSTed to its URL, signed per the
 * Standard Webhooks specification, at least once, in order per record, retried on a schedule.
 */

export const WEBHOOK_URL_MAX_LENGTH = 2048;

export const webhookUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .max(WEBHOOK_URL_MAX_LENGTH)
  .describe('Where events are POSTed. Loopback and private addresses are refused unless the service allows them (BOS_WEBHOOK_ALLOW_PRIVATE); redirects are not followed');

export const webhookEventFilter = z.array(z.union([z.literal('*'), eventType]))
  .min(1, 'name at least one event type, or "*" for all')
  .max(200)
  .describe('The event types sent to it; `"*"` for all');

export const webhookEndpointCreate = z.object({
  companyIdString: uuid.optional().describe('Owning company; your default company when omitted'),
  url: webhookUrl,
  events: webhookEventFilter,
  description: description.nullish(),
});
export type WebhookEndpointCreate = z.input<typeof webhookEndpointCreate>;

export const webhookEndpointUpdate = webhookEndpointCreate.extend({
  enabled: z.boolean().optional().describe('false stops deliveries; true re-enables a disabled endpoint (what waits is sent). Unchanged when omitted'),
});
export type WebhookEndpointUpdate = z.input<typeof webhookEndpointUpdate>;

export const webhookEndpointStatuses = ['ENABLED', 'DISABLED'] as const;

export const webhookEndpoint = recordOf({
  companyIdString: uuid,
  url: z.string(),
  events: z.array(z.string()),
  description: z.string().nullable(),
  status: z.enum(webhookEndpointStatuses),
  disabledReason: z.string().nullable().describe('Why it was disabled: by a user, or after 5 days of failed deliveries (with the last error)'),
  disabledAt: isoTimestamp.nullable(),
  failingSince: isoTimestamp.nullable().describe('The first failed attempt since the last delivered one; null while deliveries succeed'),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** The create answer: the signing secret, shown this once. */
export const webhookEndpointCreated = webhookEndpoint.extend({
  secret: z.string().describe('`whsec_` and the base64 of the key: verify signatures with it (Standard Webhooks). Shown only in this answer'),
});
export type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreated>;

export const webhookEndpointListQuery = pageQuery.extend({
  companyIdString: uuid.optional(),
  status: z.enum(webhookEndpointStatuses).optional(),
});
export type WebhookEndpointListQuery = z.infer<typeof webhookEndpointListQuery>;

export const webhookDeliveryStatuses = ['PENDING', 'DELIVERED', 'FAILED'] as const;

export const webhookAttempt = z.object({
  attempt: z.number().int().describe('1 for the first'),
  at: isoTimestamp,
  durationMs: z.number().int(),
  requestHeaders: z.record(z.string(), z.string()).describe('The headers sent: webhook-id, webhook-timestamp, webhook-signature, ...'),
  responseStatus: z.number().int().nullable().describe('null when no answer came (refused address, timeout, network error)'),
  responseBody: z.string().nullable().describe('The first 2 KiB of the answer'),
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

export const webhookDelivery = z.object({
  id: uuid,
  endpointIdString: uuid,
  companyIdString: uuid,
  eventIdString: uuid,
  eventType: z.string(),
  status: z.enum(webhookDeliveryStatuses).describe('PENDING until a 2xx answer (DELIVERED) or the last retry failed (FAILED)'),
  attempts: z.number().int(),
  nextAttemptAt: isoTimestamp.nullable(),
  lastAttemptAt: isoTimestamp.nullable(),
  lastResponseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  deliveredAt: isoTimestamp.nullable(),
  createdAt: isoTimestamp,
  payload: event.describe('The request body, as sent'),
  attemptLog: z.array(webhookAttempt).describe('Every attempt, first first'),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveryListQuery = pageQuery.extend({
  status: z.enum(webhookDeliveryStatuses).optional(),
  eventType: eventType.optional(),
});
export type WebhookDeliveryListQuery = z.infer<typeof webhookDeliveryListQuery>;

/** Admins only: an endpoint's deliveries carry every kind of record, and its secret signs them. */
export const webhookEndpointsResource = defineResource({ name: 'webhook-endpoints', access: {}, viewer: false });
