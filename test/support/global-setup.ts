import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/connection';
import type { TestProject } from 'vitest/node';
import { pgliteTemplatePath, POSTGRES_TEMPLATE_DB, adminUrl } from './paths';

/** Builds, once per run, a migrated database that every test file copies. */
export default async function setup(project: TestProject) {
  const env = project.config.env as Record<string, string>;
  if (env.BOS_TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE_DB} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${POSTGRES_TEMPLATE_DB}`);
    await client.end();
    const template = await openDatabase({ kind: 'postgres', url: adminUrl(url, POSTGRES_TEMPLATE_DB), poolSize: 2 });
    await template.close();
    return;
  }
  const database = await openDatabase({ kind: 'pglite' });
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const templatePath = pgliteTemplatePath(env.BOS_TEST_RUN);
  fs.mkdirSync(path.dirname(templatePath), { recursive: true });
  fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}
