import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit trail (decisions §13 "Audit trail"; docs/audit.md): one row per record a
 * transaction changed, written by the row trigger `bos_audit_record` on every record table in
 * that transaction, with the actor the service set for it (`bos.actor`, domain/audit). A
 * transaction that changes a record twice amends its own row (`txid`); once committed a row is
 * never changed: UPDATE by another transaction, DELETE and TRUNCATE are refused by triggers
 * (migration 0040). No foreign keys: the trail outlives what it describes.
 */
export const auditEvents = pgTable('audit_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The record's company; null for users, who belong to none. */
  companyId: uuid('company_id'),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** USER, API_KEY, or SYSTEM (a command-line or migration write). */
  actorType: text('actor_type').notNull(),
  actorId: uuid('actor_id'),
  /** The user's name or the key's, as it was then. */
  actorName: text('actor_name').notNull(),
  /** CREATE, UPDATE, DELETE or the operation's name (CLOSE, CANCEL, REVOKE, ...). */
  action: text('action').notNull(),
  recordType: text('record_type').notNull(),
  recordId: text('record_id').notNull(),
  /** `{column: [before, after]}`, each value as the database's text of it (amounts exact), secrets left out. */
  changes: jsonb('changes').$type<Record<string, [string | null, string | null]>>().notNull(),
  requestId: text('request_id'),
  /** The columns of `changes` whose values are numbers (amounts, quantities), so they can be shown as numbers. */
  numericFields: text('numeric_fields').array().notNull().default(sql`'{}'`),
  /** The writing transaction: the one that may still amend the row. */
  txid: bigint('txid', { mode: 'number' }).notNull().default(sql`txid_current()`),
}, (t) => [
  uniqueIndex('audit_events_transaction_record_key').on(t.txid, t.recordType, t.recordId),
  index('audit_events_company_id_idx').on(t.companyId, t.id),
  index('audit_events_record_idx').on(t.recordType, t.recordId, t.id),
  index('audit_events_actor_idx').on(t.actorId, t.id),
]);
