import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryRows } from '../../src/server/db/connection';
import { paginate } from '../../src/server/db/paginate';
import { currencies } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * paginate() with a `version`: a page read by cursor reuses the count its cursor carries while
 * the version is unchanged, and counts again once it changed. A sequence bumped by the count's
 * subquery tells whether PostgreSQL evaluated it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(sql`CREATE SEQUENCE IF NOT EXISTS page_count_probe`);
});
afterAll(async () => {
  await t?.close();
});

const countsRun = async () => Number((await queryRows<{ n: string }>(t.database.db, sql`SELECT last_value AS n FROM page_count_probe`))[0].n);

const list = (version: string, cursor?: string) =>
  paginate(t.database.db, {
    select: t.database.db.select().from(currencies).$dynamic(),
    from: currencies,
    where: undefined,
    sortable: { code: currencies.code },
    defaultSort: 'code',
    tiebreak: currencies.id,
    total: sql<number>`(SELECT count(*) + 0 * nextval('page_count_probe') FROM currencies)`,
    version: sql<string>`${version}::text`,
  }, { page: 0, size: 5, cursor }, (rows) => rows.map((r) => ({ id: r.id, code: r.code })));

test('the next page by cursor skips the count while the version is unchanged, and counts when it changed', async () => {
  const [{ n: all }] = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM currencies`);
  const first = await list('v1');
  expect(first.page.totalElements).toBe(all);
  const afterFirst = await countsRun();

  const second = await list('v1', first.page.nextCursor!);
  expect(second.page.totalElements).toBe(all);
  expect(second.page.number).toBe(1);
  expect(await countsRun(), 'same version: not counted').toBe(afterFirst);

  const third = await list('v2', second.page.nextCursor!);
  expect(third.page.totalElements).toBe(all);
  expect(await countsRun(), 'another version: counted again').toBe(afterFirst + 1);

  // a page read without a cursor always counts
  await list('v2');
  expect(await countsRun()).toBe(afterFirst + 2);
});
