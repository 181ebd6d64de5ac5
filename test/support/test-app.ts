import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/connection';
import { pgliteTemplatePath, postgresTemplateDb, adminUrl } from './paths';

export const testDbKind = process.env.BOS_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export type TestDatabase = {
  open(): Promise<Database>;
  drop(): Promise<void>;
};

/** A fresh, migrated database for one test file: a copy of the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
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

export async function buildTestApp(database: Database): Promise<FastifyInstance> {
  return buildApp({ database, config: { jwtSecret: 'test-secret-that-is-at-least-32-characters', logLevel: 'silent', trustProxy: false, secureCookies: false }, verifyResponses: true });
}

/** A service on a fresh database, driven with app.inject. */
export async function createTestApp(): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const database = await testDatabase.open();
  const app = await buildTestApp(database);
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
