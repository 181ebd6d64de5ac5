import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../db/connection';

/** The largest batch one lease takes: what a crashed instance can hold unused for the rest of the hour. */
const MAX_BATCH = 1000;
const SWEEP_MS = 15_000;

type Lease = {
  /** Requests this lease allows, and how many of them were served. */
  granted: number;
  used: number;
  /** What the shared counter had left when the lease was taken (the lease itself included). */
  available: number;
  /** The minute the lease was counted in (epoch minutes by the database clock), and when it ends locally. */
  minute: number;
  endsAt: number;
  /** When the hourly window frees its oldest counted request, by the local clock. */
  resetAt: number;
};

type KeyState = {
  lease?: Lease;
  pending?: Promise<Lease>;
  /** The latest request served and not yet recorded as lastUsedAt. */
  unrecordedUseAt?: Date;
};

export type RateDecision = { allowed: boolean; limit: number; remaining: number; resetSeconds: number };

/**
 * The hourly limit of API keys, counted in the shared window of api_key_usage without a
 * database write per request: each instance leases a batch of a key's quota at a time
 * (bos_api_key_lease, migration 0005), counted in the window when leased, and serves
 * requests from it locally. Batches shrink as the key nears its limit, down to one request,
 * so the instances together never serve more than the limit; in a single process the count
 * is exact. A lease is good until the end of the minute it was counted in (so a request is
 * always counted in the minute it was served); what is left of it is given back by the next
 * lease call for the key, or by the sweep every 15 s, or when the instance closes.
 */
export class KeyRateLimiter {
  private states = new Map<string, KeyState>();
  private sweeper: NodeJS.Timeout;
  /** On PGlite there is one process; on PostgreSQL the database counts the listening instances. */
  private instances: number | null;

  constructor(private usageDb: Db, kind: Database['kind']) {
    this.instances = kind === 'pglite' ? 1 : null;
    this.sweeper = setInterval(() => void this.sweep().catch(() => {}), SWEEP_MS).unref();
  }

  /**
   * Counts one request of `keyId` if its hourly limit allows it. `recordUse` false counts it
   * without making it the key's lastUsedAt (a request of another key sharing this one's limit).
   */
  async take(keyId: string, limit: number, recordUse = true): Promise<RateDecision> {
    const state = this.stateOf(keyId);
    for (;;) {
      const now = Date.now();
      const lease = state.lease;
      if (lease && lease.used < lease.granted && now < lease.endsAt) {
        lease.used++;
        if (recordUse) state.unrecordedUseAt = new Date(now);
        return { allowed: true, limit, remaining: lease.available - lease.used, resetSeconds: secondsUntil(lease.resetAt, now) };
      }
      state.pending ??= this.renew(keyId, state).finally(() => (state.pending = undefined));
      const renewed = await state.pending;
      if (renewed.granted === 0) {
        return { allowed: false, limit, remaining: 0, resetSeconds: secondsUntil(renewed.resetAt, Date.now()) };
      }
    }
  }

  /** Forgets a key's lease without giving it back (a revoked or deleted key). */
  forget(keyId: string) {
    this.states.delete(keyId);
  }

  async close() {
    clearInterval(this.sweeper);
    await this.sweep(true);
  }

  private stateOf(keyId: string): KeyState {
    let state = this.states.get(keyId);
    if (!state) this.states.set(keyId, (state = {}));
    return state;
  }

  /** Gives back what is left of the current lease and takes a new one, in one call. */
  private async renew(keyId: string, state: KeyState): Promise<Lease> {
    const old = state.lease;
    const usedAt = state.unrecordedUseAt;
    state.lease = undefined;
    state.unrecordedUseAt = undefined;
    const requestedAt = Date.now();
    const [row] = await this.lease(keyId, old, usedAt, MAX_BATCH);
    const granted = row ? Number(row.granted) : 0;
    const lease: Lease = {
      granted,
      used: 0,
      available: row ? Number(row.remaining) + granted : 0,
      minute: row ? Number(row.lease_minute) : 0,
      endsAt: requestedAt + (row ? Number(row.lease_seconds) * 1000 : 0),
      resetAt: requestedAt + (row ? Number(row.reset_seconds) * 1000 : 1000),
    };
    state.lease = lease;
    return lease;
  }

  private lease(keyId: string, old: Lease | undefined, usedAt: Date | undefined, maxBatch: number) {
    return queryRows<{ granted: number; remaining: number; reset_seconds: number; lease_minute: number | string; lease_seconds: number }>(this.usageDb, sql`
      SELECT * FROM bos_api_key_lease(${keyId}::uuid, ${old ? old.granted - old.used : 0}::integer, ${old?.minute ?? 0}::bigint,
        ${usedAt?.toISOString() ?? null}::timestamptz, ${this.instances}::integer, ${maxBatch}::integer)`);
  }

  /** Gives back leases whose minute has passed (or all of them) and records pending lastUsedAt times. */
  private async sweep(all = false) {
    const now = Date.now();
    const returns: Promise<unknown>[] = [];
    for (const [keyId, state] of this.states) {
      const lease = state.lease;
      if (state.pending || !lease || (!all && now < lease.endsAt)) continue;
      // detached before the call, so a request meanwhile takes a new lease instead of giving this one back twice
      const usedAt = state.unrecordedUseAt;
      this.states.delete(keyId);
      if (lease.granted > lease.used || usedAt) returns.push(this.lease(keyId, lease, usedAt, 0).catch(() => {}));
    }
    await Promise.all(returns);
  }
}

function secondsUntil(at: number, now: number): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}
