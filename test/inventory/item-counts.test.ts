import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { Item } from '../../src/contract/items';
import { queryRows } from '../../src/server/db/connection';
import { itemGroupCounts } from '../../src/server/db/schema';
import { ok } from '../support/accounting-fixtures';
import { useAdminApp } from '../support/admin-app';

/**
 * The item list's totalElements comes from per-group counts the items' triggers keep
 * (migration 0010), not from count(*): held here to count(*) of the rows its filters match,
 * while items are created and moved between groups (whose names differ only in case too).
 */

const world = useAdminApp();
let run = 0;

const GROUPS = ['Fasteners', 'FASTENERS', 'Bearings', 'bearings', 'Pumps'];

async function countStar(companyId: string, f: { itemGroup?: string; name?: string; itemCode?: string }): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(world.t.database.db, sql`
    SELECT count(*)::int AS n FROM items WHERE company_id = ${companyId}
      ${f.itemGroup ? sql`AND lower(item_group) = lower(${f.itemGroup})` : sql``}
      ${f.name ? sql`AND name ILIKE ${`%${f.name}%`}` : sql``}
      ${f.itemCode ? sql`AND lower(item_code) LIKE lower(${`${f.itemCode}%`})` : sql``}`);
  return n;
}

const operation = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), group: fc.constantFrom(...GROUPS), name: fc.constantFrom('Bolt', 'Nut', 'Pump seal') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), group: fc.constantFrom(...GROUPS) }) },
  { weight: 3, arbitrary: fc.record({
    kind: fc.constant('list' as const),
    itemGroup: fc.option(fc.constantFrom(...GROUPS, 'Nothing'), { nil: undefined }),
    name: fc.option(fc.constantFrom('bolt', 'SEAL'), { nil: undefined, freq: 4 }),
    itemCode: fc.option(fc.constantFrom('c-1', 'C-'), { nil: undefined, freq: 4 }),
  }) },
);

test('interleaved creates, group changes and lists: every totalElements is the count(*) of the items its filters match', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 8, maxLength: 25 }), async (ops) => {
      run += 1;
      const company = ok<Company>(await world.api.post('/companies', { name: `Item counts ${run}`, baseCurrency: 'USD' }), 201);
      const made: Item[] = [];
      for (const op of ops) {
        if (op.kind === 'create') {
          made.push(ok<Item>(await world.api.post('/items', {
            itemCode: `C-${made.length + 1}`, name: op.name, itemGroup: op.group, uom: 'each', valuationMethod: 'MAVG',
            maintainStock: true, allowNegativeStock: false, companyIdString: company.id,
          }), 201));
        } else if (op.kind === 'move') {
          const item = made[op.pick % Math.max(made.length, 1)];
          if (!item) continue;
          const res = await world.api.put(`/items/${item.id}`, {
            name: item.name, uom: item.uom, valuationMethod: item.valuationMethod, maintainStock: item.maintainStock,
            allowNegativeStock: item.allowNegativeStock, companyIdString: company.id, itemGroup: op.group,
          }, { 'if-match': `W/"${item.version}"` });
          made[made.indexOf(item)] = ok<Item>(res);
        } else {
          const filters = Object.fromEntries(Object.entries({ itemGroup: op.itemGroup, name: op.name, itemCode: op.itemCode }).filter(([, v]) => v !== undefined));
          const answer = ok(await world.api.get(`/items?${new URLSearchParams({ companyIdString: company.id, size: '200', ...filters })}`));
          const expected = await countStar(company.id, filters);
          expect(answer.page.totalElements, JSON.stringify(filters)).toBe(expected);
          expect(answer.content).toHaveLength(expected);
        }
      }
      expect(ok(await world.api.get(`/items?companyIdString=${company.id}`)).page.totalElements).toBe(made.length);
    }),
    { numRuns: 10, endOnFailure: true },
  );
}, 180_000);

test('the item counts change only through the items: a direct write is refused', async () => {
  const { db } = world.t.database;
  const company = ok<Company>(await world.api.post('/companies', { name: 'Item counts guarded', baseCurrency: 'USD' }), 201);
  await expect(db.insert(itemGroupCounts).values({ companyId: company.id, groupKey: 'x', items: 5 })).rejects.toThrow();
  await expect(db.update(itemGroupCounts).set({ items: 99 })).rejects.toThrow();
  await expect(db.delete(itemGroupCounts)).rejects.toThrow();
  await expect(db.execute(sql`TRUNCATE item_group_counts`)).rejects.toThrow();
});

test('a cursor page of the name search counts again once an item was added or renamed, and the versions change only through the items', async () => {
  const { db } = world.t.database;
  const company = ok<Company>(await world.api.post('/companies', { name: 'Item list versions', baseCurrency: 'USD' }), 201);
  const version = async () => (await queryRows<{ changes: string }>(db, sql`SELECT changes::text FROM item_list_versions WHERE company_id = ${company.id}`))[0]?.changes;
  const create = async (code: string, name: string) => ok<Item>(await world.api.post('/items', {
    itemCode: code, name, itemGroup: 'Parts', uom: 'each', valuationMethod: 'MAVG', maintainStock: true, allowNegativeStock: false, companyIdString: company.id,
  }), 201);
  expect(await version()).toBeUndefined();
  const made: Item[] = [];
  for (const n of [1, 2, 3, 4, 5]) made.push(await create(`V-${n}`, n % 2 ? `Steel bolt ${n}` : `Brass nut ${n}`));
  expect(await version()).toBe('5');
  const list = (cursor?: string) => world.api.get(`/items?${new URLSearchParams({ companyIdString: company.id, name: 'steel', size: '1', ...(cursor ? { cursor } : {}) })}`);

  const first = ok(await list());
  expect(first.page.totalElements).toBe(3);
  const cursor: string = first.page.nextCursor;
  expect(ok(await list(cursor)).page.totalElements).toBe(3);

  await create('V-6', 'Steel washer');
  expect(await version()).toBe('6');
  expect(ok(await list(cursor)).page.totalElements).toBe(4);

  const renamed = made[0];
  ok(await world.api.put(`/items/${renamed.id}`, {
    name: 'Copper bolt 1', uom: renamed.uom, valuationMethod: renamed.valuationMethod, maintainStock: renamed.maintainStock,
    allowNegativeStock: renamed.allowNegativeStock, companyIdString: company.id, itemGroup: renamed.itemGroup,
  }, { 'if-match': `W/"${renamed.version}"` }));
  expect(await version()).toBe('7');
  const after = ok(await list(cursor));
  expect(after.page.totalElements).toBe(3);
  expect(ok(await list()).page.totalElements).toBe(3);

  await expect(db.execute(sql`INSERT INTO item_list_versions (company_id, changes) VALUES (${company.id}, 1) ON CONFLICT (company_id) DO UPDATE SET changes = 1`)).rejects.toThrow();
  await expect(db.execute(sql`UPDATE item_list_versions SET changes = changes + 1`)).rejects.toThrow();
  await expect(db.execute(sql`DELETE FROM item_list_versions`)).rejects.toThrow();
  await expect(db.execute(sql`TRUNCATE item_list_versions`)).rejects.toThrow();
  expect(await version()).toBe('7');
});
