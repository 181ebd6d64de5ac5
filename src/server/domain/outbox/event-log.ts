import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/connection';
import { newId } from '../../base/ids';
import { noteEffects } from './outbox';

/**
 * The event log and the webhook deliveries, written in the change's own transaction (the
 * transactional outbox of events, decisions §13): they commit, or roll back, with the change.
 * domain/events derives the events from the transaction's audited changes.
 */

/** One event to write: `object` is the record as its GET answers it; `recordKey` orders the record's deliveries. */
export type ChangeEvent = { companyId: string; type: string; object: unknown; recordKey: string };

/** Records a transaction deleted, as their GET answered them before: a deleted event's object. */
const deleted = new WeakMap<object, Map<string, unknown>>();

/** Keeps what a deleted record looked like (call it before deleting, in the deleting transaction). */
export function rememberDeleted(tx: DbOrTx, recordType: string, object: { id: string }): void {
  let objects = deleted.get(tx);
  if (!objects) deleted.set(tx, (objects = new Map()));
  objects.set(`${recordType}:${object.id}`, object);
}

export const deletedObject = (tx: DbOrTx, recordType: string, id: string): unknown => deleted.get(tx)?.get(`${recordType}:${id}`);

/** Records a transaction wrote and already read back as their GET answers them (its answer), by id. */
const answered = new WeakMap<object, Map<string, unknown>>();

/**
 * Offers the record a write answers, read in its transaction as its GET answers it, so its event
 * need not read it again. Only for the GET shape of the record with that id: never an answer that
 * adds to it (a secret shown once).
 */
export function rememberAnswered(tx: DbOrTx, record: { id: string }): void {
  let records = answered.get(tx);
  if (!records) answered.set(tx, (records = new Map()));
  records.set(record.id, record);
}

export const answeredRecord = (tx: DbOrTx, id: string): unknown => answered.get(tx)?.get(id);

/**
 * Appends `events` to the log, in this order, and queues a delivery of each to every enabled
 * endpoint of its company that subscribes to its type (`*` or the type): one statement. The
 * webhook dispatchers of this process are nudged when the transaction commits.
 */
export async function writeEvents(tx: DbOrTx, events: readonly ChangeEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((e) => ({ id: newId(), company_id: e.companyId, type: e.type, data: { object: e.object }, record_key: e.recordKey }));
  const [counted] = await queryRows<{ deliveries: string | number }>(tx, sql`
    WITH given AS (
      SELECT * FROM json_to_recordset(${JSON.stringify(rows)}::json) AS g(id uuid, company_id uuid, type text, data jsonb, record_key text)
    ), written AS (
      INSERT INTO events (id, company_id, type, data, created_at) SELECT id, company_id, type, data, now() FROM given RETURNING id
    ), queued AS (
      INSERT INTO webhook_deliveries (company_id, endpoint_id, event_id, event_type, record_key)
      SELECT g.company_id, w.id, g.id, g.type, g.record_key
      FROM given g JOIN webhook_endpoints w ON w.company_id = g.company_id AND w.status = 'ENABLED' AND w.events && ARRAY['*', g.type]
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM queued) AS deliveries, (SELECT count(*) FROM written) AS events`);
  if (Number(counted.deliveries) > 0) noteEffects(tx);
}
