import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './core';

/**
 * The transactional outbox (architecture: "ending in the outbox"): what a change has to tell the
 * world, written in the change's own transaction and sent after commit by the dispatcher
 * (domain/outbox/outbox-dispatcher.ts), at least once. `kind` picks the handler: 'email' now
 * (events and webhook deliveries have their own transactional tables: `events`, `webhook_deliveries`).
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
 * The event log (decisions §13, `GET /events`; docs/webhooks.md): written in the transaction of
 * the change it tells of (domain/events), so an event exists if and only if its change
 * committed. `data` is `{ object }`, the record as its GET answers it. Read in commit order:
 * `(txid, id)` of transactions that have ended (below the oldest running one).
 */
export const events = pgTable('events', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  type: text('type').notNull(),
  data: jsonb('data').$type<{ object: unknown }>().notNull(),
  /** When the change was made (its transaction's time). */
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** The writing transaction: readers see an event once every transaction before it has ended. */
  txid: bigint('txid', { mode: 'number' }).notNull().default(sql`txid_current()`),
}, (t) => [
  index('events_company_txid_idx').on(t.companyId, t.txid, t.id),
  index('events_company_type_txid_idx').on(t.companyId, t.type, t.txid, t.id),
  index('events_created_idx').on(t.createdAt),
]);
