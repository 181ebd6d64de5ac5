import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns';
import { companies } from './core';
import { events } from './outbox';

/**
 * Webhook endpoints (decisions §13 "Events and webhooks"; docs/webhooks.md): where a company's
 * events are POSTed, signed with `secret` (Standard Webhooks, `whsec_<base64>`).
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  url: text('url').notNull(),
  /** The event types it subscribes to; `*` for all. */
  events: text('events').array().notNull(),
  description: text('description'),
  secret: text('secret').notNull(),
  status: text('status', { enum: ['ENABLED', 'DISABLED'] }).notNull().default('ENABLED'),
  disabledReason: text('disabled_reason'),
  disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
  /** The first failed attempt since the last delivered one: 5 days of failures disable the endpoint. */
  failingSince: timestamp('failing_since', { withTimezone: true, mode: 'date' }),
  ...timestamps,
  ...version,
}, (t) => [
  index('webhook_endpoints_company_idx').on(t.companyId, t.createdAt, t.id),
  check('webhook_endpoints_status', sql`${t.status} IN ('ENABLED', 'DISABLED')`),
]);

/**
 * One event to one endpoint: written with the event, in the change's transaction (the outbox of
 * webhooks), then sent by the webhook dispatcher of any instance under a lease, in order per
 * record (`record_key`): a delivery waits while an earlier one of the same record and endpoint is
 * PENDING.
 */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  endpointId: uuid('endpoint_id').notNull().references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
  eventId: uuid('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  eventType: text('event_type').notNull(),
  /** `<record type>:<id>`: deliveries of one record go out one at a time, in event order. */
  recordKey: text('record_key').notNull(),
  status: text('status', { enum: ['PENDING', 'DELIVERED', 'FAILED'] }).notNull().default('PENDING'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  leasedUntil: timestamp('leased_until', { withTimezone: true, mode: 'date' }),
  leaseOwner: text('lease_owner'),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
  lastResponseStatus: integer('last_response_status'),
  lastError: text('last_error'),
  deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('webhook_deliveries_endpoint_event_key').on(t.endpointId, t.eventId),
  // the dispatcher's claim: due pending deliveries
  index('webhook_deliveries_due_idx').on(t.nextAttemptAt, t.eventId).where(sql`${t.status} = 'PENDING'`),
  // per-record order: an earlier pending delivery of the same record holds a later one back
  index('webhook_deliveries_record_idx').on(t.endpointId, t.recordKey, t.eventId).where(sql`${t.status} = 'PENDING'`),
  index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt, t.id),
  // pruning an event deletes its deliveries (ON DELETE CASCADE)
  index('webhook_deliveries_event_idx').on(t.eventId),
  check('webhook_deliveries_status', sql`${t.status} IN ('PENDING', 'DELIVERED', 'FAILED')`),
]);

/** Every attempt of a delivery: what was sent and what came back (the delivery log). */
export const webhookAttempts = pgTable('webhook_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  deliveryId: uuid('delivery_id').notNull().references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
  attempt: integer('attempt').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  durationMs: integer('duration_ms').notNull(),
  requestHeaders: jsonb('request_headers').$type<Record<string, string>>().notNull(),
  responseStatus: integer('response_status'),
  responseBody: text('response_body'),
  error: text('error'),
}, (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)]);
