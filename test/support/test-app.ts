import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/connection';
import { pgliteTemplatePath, postgresTemplateDb, adminUrl } from './paths';

export const testDbKind = process.env.BOS_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export type TestDatabase = {
  open(): Promise<Database>;
  drop(): Promise<void>;
};

/** A fresh, migrated database for one test file: a copy of the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!process.env.BOS_TEST_DB) {
    throw new Error(
      'No migrated database in this project: the unit tier (test/web, test/domain, test/architecture, *.unit.test.ts; see test/support/tiers.ts) ' +
        'has none. A test that opens a database belongs to the API tier: move or rename it.',
    );
  }
  if (testDbKind === 'pglite') {
    const template = fs.readFileSync(pgliteTemplatePath());
    return { open: () => openDatabase({ kind: 'pglite', loadDataDir: new Blob([template]) }), drop: async () => {} };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `bos_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateDb()}`);
  await admin.end();
  return {
    open: () => openDatabase({ kind: 'postgres', url: adminUrl(serverUrl, name), poolSize: 5 }),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/**
 * The scrypt cost the test suites hash passwords at (N = 2^10, about a millisecond, against
 * about half a second at the production minimum of 17): below what the service accepts in
 * production, so processes the tests start get it with BOS_INSECURE_PASSWORD_HASH_FOR_TESTS.
 */
export const TEST_PASSWORD_HASH_COST = 10;
export const testPasswordHashEnv = { BOS_PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST), BOS_INSECURE_PASSWORD_HASH_FOR_TESTS: 'true' };

/** The config buildTestApp gives the service (tests that build their own app start from it). */
export const testAppConfig = {
  jwtSecret: 'test-secret-that-is-at-least-32-characters',
  logLevel: 'silent',
  trustProxy: false,
  secureCookies: false,
  passwordHashCost: TEST_PASSWORD_HASH_COST,
} as const;

export async function buildTestApp(database: Database, config: Partial<AppOptions['config']> = {}): Promise<FastifyInstance> {
  return buildApp({ database, config: { ...testAppConfig, ...config }, verifyResponses: true });
}

/** A service on a fresh database, driven with app.inject; `config` adds to the test config (an SMTP server, ...). */
export async function createTestApp(config: Partial<AppOptions['config']> = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const database = await testDatabase.open();
  const app = await buildTestApp(database, config);
  return {
    app,
    database,
    inject: (options) => app.inject(options),
    async close() {
      await app.close();
      await database.close();
      await testDatabase.drop();
    },
  };
}
