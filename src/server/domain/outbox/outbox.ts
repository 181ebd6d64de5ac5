import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../db/connection';
import { newId } from '../../base/ids';
import { outbox } from '../../db/schema';

/**
 * The transactional outbox, the last step of a write: what the change has to tell the world is
 * written in the change's own transaction, so it exists if and only if the change committed, and
 * a dispatcher (outbox-dispatcher.ts) sends it after commit, at least once. Nothing is sent from
 * inside a transaction.
 */

/** An email to send (decisions §13 "Email"): the row of `invoice_emails` the handler delivers. */
export type EmailEffect = {
  kind: 'email';
  companyId: string;
  type: 'invoice.email';
  data: { invoiceEmailId: string };
};

/**
 * Everything a write can record here. Later kinds join the union with their own `data`, each
 * with its handler in the dispatcher. (Events and webhook deliveries have their own tables,
 * written in the transaction the same way: event-log.ts.)
 */
export type Effect = EmailEffect;
export type EffectKind = 'event' | 'audit' | 'webhook' | 'email';

/** Transactions that recorded effects and have not committed yet. */
const pendingNudges = new WeakSet<object>();
const listeners = new Set<() => void>();

/**
 * Writes `effects` to the outbox in `db`, the caller's transaction (the write's own): they are
 * committed, or rolled back, with the change. Returns the ids of the outbox rows.
 * Given the database rather than a transaction, each row commits at once and the dispatchers of
 * this process are nudged right away.
 */
export async function recordEffects(db: DbOrTx, effects: readonly Effect[]): Promise<string[]> {
  if (effects.length === 0) return [];
  const rows = effects.map((effect) => ({
    id: newId(),
    companyId: effect.companyId.toLowerCase(),
    kind: effect.kind,
    type: effect.type,
    payload: effect.data,
  }));
  await db.insert(outbox).values(rows);
  noteEffects(db);
  return rows.map((r) => r.id);
}

/** The transaction `db` wrote something dispatchers send (webhook deliveries): they are nudged when it commits. */
export function noteEffects(db: DbOrTx): void {
  if (db instanceof PgTransaction) pendingNudges.add(db);
  else nudgeDispatchers();
}

/**
 * `db.transaction(work)`, then, once it committed having recorded effects, a nudge to the
 * dispatchers of this process so they send at once rather than at their next poll. Every write
 * transaction of the service should run through it (routes do, by `inTransaction`); one that
 * does not still has its effects sent, at the next poll.
 */
export async function transactionWithEffects<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  let transaction: Tx | undefined;
  const result = await db.transaction((tx) => {
    transaction = tx;
    return work(tx);
  });
  if (transaction && pendingNudges.delete(transaction)) nudgeDispatchers();
  return result;
}

/** Calls `listener` whenever a transaction of this process commits effects; answers the unsubscribe. */
export function onEffectsCommitted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function nudgeDispatchers() {
  for (const listener of listeners) listener();
}
