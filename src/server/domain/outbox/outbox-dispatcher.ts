import crypto from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { defaultOutboxSettings, type OutboxSettings } from '../../config';
import { queryRows, type Db } from '../../db/connection';
import type { EffectKind } from './outbox';
import { Poller, type PollerLog } from './poller';

/**
 * Sends what writes recorded in the outbox, after they committed, at least once. Any number of
 * dispatchers (one per service instance) may run on one database: each claims a batch of rows
 * with a lease (`FOR UPDATE SKIP LOCKED`, so two never claim one row at once), hands each row
 * to the handler of its kind, and marks it delivered, or records the error and leaves it for a
 * later attempt (exponential backoff). A dispatcher that dies holding a lease loses it when the
 * lease runs out, and another (or the restarted one) delivers the row again: handlers must be
 * idempotent, keyed by the row's id.
 */

/** An outbox row as a handler gets it. */
export type OutboxEntry = {
  id: string;
  companyId: string;
  kind: EffectKind;
  type: string;
  payload: unknown;
  createdAt: Date;
  /** 1 on the first delivery attempt. */
  attempts: number;
  lastError: string | null;
};

/** Thrown by a handler whose kind keeps its own retry schedule: the entry is tried again after `delayMs`. */
export class RetryLater extends Error {
  constructor(message: string, readonly delayMs: number) {
    super(message);
  }
}

/** Delivers one entry; throwing makes it a failed attempt, retried later (after the backoff, or a RetryLater's delay). */
export type OutboxHandler = (entry: OutboxEntry, context: { db: Db }) => Promise<void>;
export type OutboxHandlers = Partial<Record<EffectKind, OutboxHandler>>;

/** After the n-th failed attempt, wait 1 s, 2 s, 4 s, ... up to 15 minutes. */
export const outboxRetryDelayMs = (attempts: number) => Math.min(1000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);

export type OutboxDispatcherOptions = Partial<OutboxSettings> & {
  handlers?: OutboxHandlers;
  /** Who holds the leases this dispatcher takes (default: host, process id and a random part). */
  owner?: string;
  retryDelayMs?: (attempts: number) => number;
  log?: PollerLog;
};

/** Who holds the leases a dispatcher takes: host, process id and a random part. */
export const leaseOwner = () => `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;

type ClaimedRow = {
  id: string;
  company_id: string;
  kind: EffectKind;
  type: string;
  payload: unknown;
  created_at: Date | string;
  attempts: number;
  last_error: string | null;
};

const ERROR_LENGTH = 2000;

export class OutboxDispatcher extends Poller {
  readonly owner: string;
  private readonly settings: OutboxSettings;
  private readonly handlers: OutboxHandlers;
  private readonly retryDelayMs: (attempts: number) => number;

  constructor(private readonly db: Db, options: OutboxDispatcherOptions = {}) {
    const { handlers, owner, retryDelayMs, log, ...given } = options;
    const settings = { ...defaultOutboxSettings, ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) };
    super(settings, log);
    this.settings = settings;
    this.handlers = handlers ?? {};
    this.owner = owner ?? leaseOwner();
    this.retryDelayMs = retryDelayMs ?? outboxRetryDelayMs;
  }

  /**
   * Claims up to `batchSize` due rows, delivers them, and answers how many it claimed. Public for
   * tests, which drive dispatchers by hand.
   */
  async dispatchBatch(): Promise<number> {
    const claimed = await this.claim();
    if (claimed.length === 0) return 0;
    const delivered: string[] = [];
    for (const entry of claimed) {
      const handler = this.handlers[entry.kind];
      try {
        if (!handler) throw new Error(`no handler for outbox kind '${entry.kind}'`);
        await handler(entry, { db: this.db });
        delivered.push(entry.id);
      } catch (error) {
        await this.failed(entry, error);
      }
    }
    if (delivered.length > 0) {
      await this.db.execute(sql`
        UPDATE outbox SET delivered_at = now(), leased_until = NULL, lease_owner = NULL
        WHERE id IN (${sql.join(delivered.map((id) => sql`${id}::uuid`), sql`, `)}) AND delivered_at IS NULL`);
    }
    this.log?.debug({ claimed: claimed.length, delivered: delivered.length }, 'outbox batch dispatched');
    return claimed.length;
  }

  /** The lease: rows no one holds (or whose holder's lease ran out), oldest first; locked rows are skipped, not waited for. */
  private async claim(): Promise<OutboxEntry[]> {
    const { batchSize, leaseMs, delayMs } = this.settings;
    const rows = await queryRows<ClaimedRow>(this.db, sql`
      UPDATE outbox
      SET leased_until = now() + ${leaseMs}::float8 * interval '1 millisecond', lease_owner = ${this.owner}, attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM outbox
        WHERE delivered_at IS NULL
          AND (leased_until IS NULL OR leased_until < now())
          AND created_at <= now() - ${delayMs}::float8 * interval '1 millisecond'
        ORDER BY id
        LIMIT ${batchSize}::integer
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, company_id, kind, type, payload, created_at, attempts, last_error`);
    return rows
      .map((r) => ({
        id: r.id,
        companyId: r.company_id,
        kind: r.kind,
        type: r.type,
        payload: r.payload,
        createdAt: new Date(r.created_at),
        attempts: r.attempts,
        lastError: r.last_error,
      }))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /** Gives the row back, not to be claimed before the backoff has passed, with the error. */
  private async failed(entry: OutboxEntry, error: unknown) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH) || 'failed';
    const backoff = error instanceof RetryLater ? error.delayMs : this.retryDelayMs(entry.attempts);
    this.log?.warn({ outboxId: entry.id, kind: entry.kind, type: entry.type, attempts: entry.attempts, retryInMs: backoff, error: message }, 'outbox delivery failed');
    await this.db.execute(sql`
      UPDATE outbox SET lease_owner = NULL, leased_until = now() + ${backoff}::float8 * interval '1 millisecond', last_error = ${message}
      WHERE id = ${entry.id}::uuid AND lease_owner = ${this.owner} AND delivered_at IS NULL`);
  }
}

/** Starts a dispatcher on `db` (see OutboxDispatcher). */
export const startOutboxDispatcher = (db: Db, options: OutboxDispatcherOptions = {}) => new OutboxDispatcher(db, options).start();

/** Undelivered effects and the age of the oldest, in seconds (for metrics and operations). */
export async function outboxBacklog(db: Db): Promise<{ pending: number; oldestAgeSeconds: number }> {
  const [row] = await queryRows<{ pending: number | string; oldest: number | string | null }>(db, sql`
    SELECT count(*) AS pending, extract(epoch FROM now() - min(created_at)) AS oldest FROM outbox WHERE delivered_at IS NULL`);
  return { pending: Number(row.pending), oldestAgeSeconds: row.oldest === null ? 0 : Number(row.oldest) };
}

/** Removes delivered effects older than `days` (housekeeping); answers how many. */
export async function pruneDeliveredEffects(db: Db, days = 7): Promise<number> {
  const [row] = await queryRows<{ removed: number | string }>(db, sql`
    WITH removed AS (DELETE FROM outbox WHERE delivered_at IS NOT NULL AND delivered_at < now() - ${days}::float8 * interval '1 day' RETURNING 1)
    SELECT count(*) AS removed FROM removed`);
  return Number(row.removed);
}
