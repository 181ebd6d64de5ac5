import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/connection';
import type { TestProject } from 'vitest/node';
import { pgliteTemplatePath, postgresTemplateDb, adminUrl } from './paths';

/** Templates built in this run, by BOS_TEST_RUN: the API and slow projects of a database share one. */
const built = ((globalThis as { bosTestTemplates?: Map<string, Promise<unknown>> }).bosTestTemplates ??= new Map());

/** Builds, once per run and database, a migrated database that every test file copies. */
export default async function setup(project: TestProject) {
  const env = project.config.env as Record<string, string>;
  const run = env.BOS_TEST_RUN;
  if (built.has(run)) {
    await built.get(run);
    return;
  }
  const building = buildTemplate(env);
  built.set(run, building);
  return building;
}

async function buildTemplate(env: Record<string, string>): Promise<() => Promise<void> | void> {
  if (env.BOS_TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const templateDb = postgresTemplateDb(env.BOS_TEST_RUN);
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await admin(`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${templateDb}`);
    const template = await openDatabase({ kind: 'postgres', url: adminUrl(url, templateDb), poolSize: 2 });
    await template.close();
    return () => admin(`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`);
  }
  const database = await openDatabase({ kind: 'pglite' });
  const client = (database.db as unknown as { $client: { exec(sql: string): Promise<unknown>; dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  // PGlite serves the database `postgres` alone: without the two template databases beside it,
  // every copy unpacks a third fewer files when it opens
  await client.exec("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
  for (const name of ['template0', 'template1']) await client.exec(`DROP DATABASE ${name}`);
  // without it every copy replays the migrations' WAL when it opens (a sixth of an open's CPU)
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  const templatePath = pgliteTemplatePath(env.BOS_TEST_RUN);
  fs.mkdirSync(path.dirname(templatePath), { recursive: true });
  fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return () => fs.rmSync(path.dirname(templatePath), { recursive: true, force: true });
}
