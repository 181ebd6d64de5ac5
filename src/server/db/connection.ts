import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { PreparingClient } from './prepared-statements';
import { pgliteQueries } from './pglite-queries';
import { packageRoot } from '../base/package-root';

// Without drizzle's relational queries (db.query.*): given the schema, drizzle built their
// helpers for every table on every transaction it opened, 60 µs of CPU per write.
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;
/** Either the database or an open transaction: domain functions accept both. */
export type DbOrTx = Db | Tx;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * For per-request bookkeeping (rate-limit counters, last-used times): on PostgreSQL a
   * separate pool with asynchronous commit, so a request does not wait for a WAL flush.
   * A crash may lose the last fraction of a second of counts, never business data.
   */
  usageDb: Db;
  /**
   * Takes the job lock of `key` (see `jobLockFree`) for work that outlives a transaction, such as
   * an import, and answers its release; null when another session holds it. Held until released
   * or until the holding process dies with its connection, so an instance starting meanwhile
   * sees the job as alive. On PGlite one process owns the database (the data-dir lock), so there
   * is no one to tell: nothing is held.
   */
  tryJobLock(key: string): Promise<(() => Promise<void>) | null>;
  /** The main pool's connections (PostgreSQL; PGlite has one, in process): open, idle, and requests waiting for one. */
  poolStats?(): { open: number; max: number; idle: number; waiting: number };
  /**
   * The embedded database's data directory as a gzipped tarball, taken while it runs: no
   * statement runs during the copy, so it holds exactly the transactions committed before it.
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
};

/** The advisory-lock class of job locks; the key is hashed into the second half. */
const JOB_LOCK_CLASS = 7_310_412;

/** True when no live process holds the job lock of `key` (a text expression); takes it until the transaction ends. */
export const jobLockFree = (key: SQL) => sql`pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}, hashtext(${key}))`;

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; migrate?: boolean }
  | { kind: 'postgres'; url: string; poolSize: number };

/** The migrations folder, resolved from the package root so it works from source and from builds. */
export const migrationsFolder = path.join(packageRoot, 'src/server/db/migrations');

const MIGRATION_LOCK_ID = 7_310_412_001;

/** Opens the database named by the options and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.poolSize) : openPglite(options);
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob; migrate?: boolean }): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    lock = acquireDataDirLock(options.dataDir);
  }
  try {
    const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
    await client.waitReady;
    // a loaded tarball brings its source's lock file along
    if (options.loadDataDir) lock?.reclaim();
    const db = drizzlePglite(pgliteQueries(client) as PGlite) as unknown as Db;
    // the client itself for what drizzle does not do (listen, dumps)
    (db as unknown as { $client: PGlite }).$client = client;
    if (options.migrate !== false) await migratePglite(db as never, { migrationsFolder });
    return {
      kind: 'pglite',
      db,
      usageDb: db,
      tryJobLock: async () => async () => {},
      async dumpDataDir() {
        // writes the dirty pages out, so a restore has little WAL to replay
        await client.exec('CHECKPOINT');
        return client.dumpDataDir('gzip');
      },
      async close() {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: PreparingClient });
  const usagePool = new pg.Pool({
    connectionString: url,
    max: Math.max(2, Math.ceil(poolSize / 2)),
    options: '-c synchronous_commit=off',
  });
  // An idle connection the server drops (restart, failover) is discarded by the pool; without
  // a listener its 'error' event would end the process.
  for (const p of [pool, usagePool]) p.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  try {
    await migrateUnderLock(pool);
  } catch (error) {
    await Promise.all([pool.end(), usagePool.end()]);
    throw error;
  }
  return {
    kind: 'postgres',
    db: drizzleNodePg(pool) as unknown as Db,
    usageDb: drizzleNodePg(usagePool) as unknown as Db,
    async tryJobLock(key) {
      // its own connection, not the pool's: the job itself needs the pool, and a lock held on a
      // pooled connection would pin it for the job's whole run
      const client = new pg.Client({ connectionString: url });
      client.on('error', (error) => console.warn(`job lock connection lost: ${error.message}`));
      await client.connect();
      let taken = false;
      try {
        taken = (await client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS taken', [JOB_LOCK_CLASS, key])).rows[0].taken;
      } finally {
        if (!taken) await client.end();
      }
      return taken ? async () => { await client.end(); } : null;
    },
    poolStats: () => ({ open: pool.totalCount, max: poolSize, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await Promise.all([pool.end(), usagePool.end()]);
    },
  };
}

/** Several instances may start at once: one migrates while the others wait on an advisory lock. */
async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

/** Rows of a raw SQL query; pg and PGlite both answer with `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}
