import { sql } from 'drizzle-orm';
import type { Principal } from '../../base/principal';
import type { Db, DbOrTx, Tx } from '../../db/connection';
import type { ActingTransactions } from '../core/context';
import { transactionWithEffects } from '../outbox/outbox';
import { recordChangeEvents } from '../events/change-events';
import { pgErrorCode } from '../../db/errors';

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

/** Attempts of a write transaction PostgreSQL rolled back to break a deadlock (docs/posting.md). */
const DEADLOCK_ATTEMPTS = 3;

let deadlocksRetried = 0;

/** How many write transactions of this process ran again after a deadlock (GET /metrics; postings take their locks in one order, so none should). */
export const deadlockRetries = () => deadlocksRetried;

/**
 * A runner of write transactions acting for `actor` (transactionWithEffects, each audited as
 * theirs), each ending with the events of what it changed (domain/events). A transaction chosen
 * to break a deadlock (40P01) changed nothing and runs again: a stock posting takes the journal
 * counter for its cost entry before its own entry locks its accounts' running totals, which a
 * manual entry on those accounts locks first.
 */
export const actingFor = (db: Db, actor: AuditActor): ActingTransactions =>
  async <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transactionWithEffects(db, async (tx) => {
          await actFor(tx, actor);
          const result = await work(tx);
          await recordChangeEvents(tx);
          return result;
        });
      } catch (error) {
        if (attempt >= DEADLOCK_ATTEMPTS || pgErrorCode(error) !== '40P01') throw error;
        deadlocksRetried += 1;
      }
    }
  };
