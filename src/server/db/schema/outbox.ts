import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './core';

/**
 * The transactional outbox (architecture: "ending in the outbox"): what a change has to tell the
 * world, written in the change's own transaction and sent after commit by the dispatcher
 * (domain/outbox/outbox-dispatcher.ts), at least once. `kind` picks the handler: 'event' now;
 * 'audit', 'webhook' and 'email' are reserved for the handlers that come later.
 */
export const outbox = pgTable('outbox', {
  /** Time-ordered (v7): the dispatcher sends in id order. An event's id is this id. */
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  kind: text('kind').notNull(),
  /** What happened, e.g. `customer.created`. */
  type: text('type').notNull(),
  payload: jsonb('payload').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Claims so far (each claim counts, whether its delivery succeeded or not). */
  attempts: integer('attempts').notNull().default(0),
  /** Claimed until then by `lease_owner`; after a failure, not claimed again before then (the backoff). */
  leasedUntil: timestamp('leased_until', { withTimezone: true, mode: 'date' }),
  leaseOwner: text('lease_owner'),
  deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  lastError: text('last_error'),
}, (t) => [
  // the dispatcher's claim: undelivered rows in id order
  index('outbox_pending_idx').on(t.id).where(sql`${t.deliveredAt} IS NULL`),
  // housekeeping: delivered rows past their retention
  index('outbox_delivered_idx').on(t.deliveredAt).where(sql`${t.deliveredAt} IS NOT NULL`),
  check('outbox_kind_check', sql`${t.kind} IN ('event', 'audit', 'webhook', 'email')`),
]);

/**
 * The event log (decisions §13, `GET /events`): one row per delivered event effect, with the id
 * of its outbox row, so a redelivery inserts nothing. `data` is `{ object }`, the record as its
 * GET answers it.
 */
export const events = pgTable('events', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  type: text('type').notNull(),
  data: jsonb('data').$type<{ object: unknown }>().notNull(),
  /** When the change committed (its outbox row's time), not when it was delivered. */
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  index('events_company_id_idx').on(t.companyId, t.id),
  index('events_company_type_id_idx').on(t.companyId, t.type, t.id),
  index('events_created_idx').on(t.createdAt),
]);
