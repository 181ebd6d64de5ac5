import { sql } from 'drizzle-orm';
import type { Principal } from '../../base/principal';
import type { Db, DbOrTx, Tx } from '../../db/connection';
import { transactionWithEffects } from '../outbox/outbox';
import { recordChangeEvents } from '../events/change-events';

/**
 * Who a write transaction acts for, as the audit trail records it (migration 0040's row trigger
 * reads it from the transaction's `bos.actor`): the user or API key with its name, the request's
 * id, and the operation's action on the record it names (`CLOSE` for `POST /fiscal-years/{id}/close`).
 */
export type AuditActor = {
  type: 'USER' | 'API_KEY';
  id: string;
  name: string;
  requestId?: string;
  /** The operation's name, recorded for the change of `recordId` (or of any record when no id is named) instead of UPDATE. */
  action?: string;
  recordId?: string;
};

export const auditActorOf = (principal: Principal): AuditActor => (principal.apiKeyId
  ? { type: 'API_KEY', id: principal.apiKeyId, name: principal.name }
  : { type: 'USER', id: principal.userId, name: principal.name });

/** Sets the actor of the transaction `tx` (until it ends); every change it makes is audited with it. */
export async function actFor(tx: DbOrTx, actor: AuditActor): Promise<void> {
  await tx.execute(sql`SELECT set_config('bos.actor', ${JSON.stringify(actor)}, true)`);
}

/**
 * A runner of write transactions acting for `actor` (transactionWithEffects, each audited as
 * theirs), each ending with the events of what it changed (domain/events).
 */
export const actingFor = (db: Db, actor: AuditActor) =>
  <T>(work: (tx: Tx) => Promise<T>): Promise<T> => transactionWithEffects(db, async (tx) => {
    await actFor(tx, actor);
    const result = await work(tx);
    await recordChangeEvents(tx);
    return result;
  });
