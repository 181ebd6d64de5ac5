import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from 'vitest';
import { projectRoot, startService, useServiceDatabase } from '../support/service-process';
import { testDbKind } from '../support/test-app';

/**
 * Several instances starting at once on one empty PostgreSQL database (a rolling deploy, a
 * scaled-out start): one applies the migrations under the advisory lock, the others wait for it
 * and find nothing left to do; every migration is applied once and every instance serves.
 */
const services = useServiceDatabase('concurrent-migrations', { when: testDbKind === 'postgres' });

test.skipIf(testDbKind !== 'postgres')('three instances started together on an empty database: each migration applied once, all ready', async () => {
  const instances = await Promise.all([0, 1, 2].map(() => startService(services.env, services.children)));
  for (const instance of instances) expect((await fetch(`${instance.base}/readyz`)).status).toBe(200);
  const client = new pg.Client({ connectionString: services.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ hash: string; n: string }>('SELECT hash, count(*) AS n FROM drizzle.__drizzle_migrations GROUP BY hash');
    const journal = JSON.parse(fs.readFileSync(path.join(projectRoot, 'src/server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(rows).toHaveLength(journal.entries.length);
    expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
  } finally {
    await client.end();
  }
  for (const instance of instances) instance.child.kill('SIGTERM');
  expect(await Promise.all(instances.map((i) => i.exited))).toEqual([0, 0, 0]);
}, 300_000);
