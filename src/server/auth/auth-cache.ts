import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/connection';
import type { Role } from '../../contract/scopes';
import type { Principal } from '../base/principal';

/** What verifying an API key needs to know, read in one query and then kept per key hash. */
export type CachedKey = {
  id: string;
  name: string;
  /** Whether the key's user is active: a deactivated user's keys stop, and start again when reactivated. */
  userActive: boolean;
  userId: string;
  companyId: string;
  scopes: string[];
  rateLimitPerHour: number;
  /** The key whose hourly limit this one shares (the first of its line), and that limit; absent for such a first key. */
  quota?: { keyId: string; rateLimitPerHour: number };
  expiresAt: Date;
  revokedAt: Date | null;
  role: Role;
  companyIds: string[];
};

export const AUTH_CHANNEL = 'bos_auth';
/** The application_name of listener connections; bos_api_key_lease counts them as the instances. */
export const LISTENER_APPLICATION_NAME = 'bos-auth-listener';
const HEARTBEAT_MS = 250;
/** The cache is trusted only while the listener has proven, this recently, that it hears every change. */
const MAX_STALENESS_MS = 1000;
const RECONNECT_MS = 1000;

/**
 * In-process cache of API-key verification (key hash -> key, user role, memberships) and of
 * session principals (user id -> principal), kept exact by database notifications: triggers
 * on api_keys, users and company_memberships (migration 0005) notify `bos_auth` with the key
 * or user that changed, and the instance evicts it.
 *
 * On PostgreSQL a dedicated connection listens. A heartbeat query runs on it every 250 ms;
 * notifications committed before a heartbeat was sent arrive before its answer, so while the
 * last answered heartbeat was sent less than a second ago, every change older than a second
 * has been applied. Otherwise (a slow or lost listener) the cache is bypassed, and when the
 * connection drops it is emptied and stays unused until listening again. On PGlite (one
 * process) notifications are delivered before the writing query returns.
 */
export class AuthCache {
  private keys = new Map<string, CachedKey>();
  private sessions = new Map<string, Principal>();
  /** Bumped by every eviction: an entry read before one is not stored after it. */
  private generation = 0;
  private listening = false;
  /** When the last answered heartbeat was sent (PostgreSQL), or Infinity on PGlite. */
  private confirmedAt = 0;
  private stopListening: () => Promise<void> = async () => {};
  private waiters: { sentAfter: number; resolve: () => void }[] = [];

  get usable(): boolean {
    return this.listening && Date.now() - this.confirmedAt < MAX_STALENESS_MS;
  }

  /** The current generation, to pass to `set*` after reading from the database. */
  snapshot(): number {
    return this.generation;
  }

  key(hash: string): CachedKey | undefined {
    return this.usable ? this.keys.get(hash) : undefined;
  }

  setKey(hash: string, key: CachedKey, readAt: number) {
    if (this.usable && readAt === this.generation) this.keys.set(hash, key);
  }

  session(userId: string): Principal | undefined {
    return this.usable ? this.sessions.get(userId) : undefined;
  }

  setSession(userId: string, principal: Principal, readAt: number) {
    if (this.usable && readAt === this.generation) this.sessions.set(userId, principal);
  }

  evictKey(id: string) {
    this.generation++;
    for (const [hash, key] of this.keys) if (key.id === id) this.keys.delete(hash);
  }

  evictUser(userId: string) {
    this.generation++;
    this.sessions.delete(userId);
    for (const [hash, key] of this.keys) if (key.userId === userId) this.keys.delete(hash);
  }

  clear() {
    this.generation++;
    this.keys.clear();
    this.sessions.clear();
  }

  private apply(payload: string) {
    const [kind, id] = payload.split(':');
    if (kind === 'key') this.evictKey(id);
    else if (kind === 'user') this.evictUser(id);
  }

  /** Resolves once every change committed before the call has been applied (tests; PostgreSQL needs a heartbeat). */
  settled(): Promise<void> {
    if (this.confirmedAt === Infinity) return Promise.resolve();
    const sentAfter = Date.now();
    return new Promise((resolve) => this.waiters.push({ sentAfter, resolve }));
  }

  private confirm(sentAt: number) {
    this.confirmedAt = Math.max(this.confirmedAt, sentAt);
    const ready = this.waiters.filter((w) => w.sentAfter <= sentAt);
    this.waiters = this.waiters.filter((w) => w.sentAfter > sentAt);
    for (const w of ready) w.resolve();
  }

  /** Starts listening; resolves once the cache is in use (or, on PostgreSQL, after the first attempt). */
  async listen(database: Database): Promise<void> {
    if (database.kind === 'pglite') {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const unlisten = await client.listen(AUTH_CHANNEL, (payload) => this.apply(payload));
      this.stopListening = unlisten;
      this.confirmedAt = Infinity;
      this.listening = true;
      return;
    }
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    await this.listenOnPostgres(pool.options);
  }

  async close() {
    await this.stopListening();
    this.listening = false;
    for (const w of this.waiters) w.resolve();
    this.waiters = [];
  }

  private async listenOnPostgres(options: pg.PoolConfig) {
    let closed = false;
    let client: pg.Client | undefined;
    let heartbeat: NodeJS.Timeout | undefined;
    let reconnect: NodeJS.Timeout | undefined;

    const lost = (error?: Error) => {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = undefined;
      if (this.listening) {
        this.listening = false;
        this.clear();
        if (!closed) console.warn(`auth cache: listener connection lost${error ? ` (${error.message})` : ''}; the cache is off until it reconnects`);
      }
      client?.removeAllListeners();
      client?.on('error', () => {});
      client?.end().catch(() => {});
      client = undefined;
      if (!closed) reconnect = setTimeout(() => void connect(), RECONNECT_MS).unref();
    };

    const connect = async () => {
      const c = new pg.Client({ ...options, application_name: LISTENER_APPLICATION_NAME, keepAlive: true });
      client = c;
      c.on('notification', (message) => {
        if (message.channel === AUTH_CHANNEL && message.payload) this.apply(message.payload);
      });
      c.on('error', (error) => {
        if (client === c) lost(error);
      });
      c.on('end', () => {
        if (client === c) lost();
      });
      try {
        await c.connect();
        await c.query(`LISTEN ${AUTH_CHANNEL}`);
      } catch (error) {
        if (client === c) lost(error as Error);
        return;
      }
      this.clear(); // anything cached before may have missed a notification
      this.listening = true;
      this.confirm(Date.now());
      let inFlight = false;
      heartbeat = setInterval(() => {
        if (inFlight || client !== c) return;
        inFlight = true;
        const sentAt = Date.now();
        c.query('SELECT 1').then(
          () => client === c && this.confirm(sentAt),
          (error) => client === c && lost(error),
        ).finally(() => (inFlight = false));
      }, HEARTBEAT_MS).unref();
    };

    this.stopListening = async () => {
      closed = true;
      if (reconnect) clearTimeout(reconnect);
      if (heartbeat) clearInterval(heartbeat);
      const c = client;
      client = undefined;
      c?.removeAllListeners();
      c?.on('error', () => {});
      await c?.end().catch(() => {});
    };
    await connect();
  }
}
