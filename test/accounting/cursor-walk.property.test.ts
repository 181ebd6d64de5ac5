import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import { client, defaultAccount, ok, twoLineEntry, type Client } from '../support/accounting-fixtures';
import { setupAdmin } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Walking a list by cursor while entries are posted: every entry that existed when the walk
 * began is returned exactly once, whatever the sort, the page size, or where the new entries
 * land (before the walk's position, after it, or tied with it).
 */

let t: TestApp;
let api: Client;
let run = 0;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t, (await setupAdmin(t)).token);
});
afterAll(async () => {
  await t?.close();
});

const day = fc.integer({ min: 1, max: 9 }).map((d) => `2026-03-0${d}`);
const reference = fc.constantFrom('rent', 'Rent', 'stock', 'fees', 'zeta');
const newEntry = fc.record({ day, reference });
const sort = fc.constantFrom(
  undefined, 'postingDate,asc', 'postingDate,desc', 'reference,asc', '-reference', 'entryNumber,asc', '-entryNumber', 'createdAt,desc',
  ['reference,asc', 'postingDate,desc'],
);

test('a cursor walk returns every entry that existed when it began exactly once, while entries are posted', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(newEntry, { minLength: 3, maxLength: 12 }),
      sort,
      fc.integer({ min: 1, max: 4 }),
      fc.array(fc.array(newEntry, { maxLength: 3 }), { minLength: 1, maxLength: 8 }),
      async (initial, order, size, insertsPerPage) => {
        run += 1;
        const company = ok<Company>(await api.post('/companies', { name: `Cursor Walk ${run}`, baseCurrency: 'USD' }), 201);
        const [cash, revenue] = [await defaultAccount(t, company.id, 'CASH'), await defaultAccount(t, company.id, 'REVENUE')];
        const post = async (e: { day: string; reference: string }) =>
          ok(await api.post('/journal-entries', { ...twoLineEntry(e.day, cash, revenue, 10), reference: e.reference, companyIdString: company.id }), 201).id as string;

        const existing = new Set<string>();
        for (const e of initial) existing.add(await post(e));

        const sortQuery = (Array.isArray(order) ? order : order ? [order] : []).map((s) => `&sort=${encodeURIComponent(s)}`).join('');
        const url = (cursor?: string) => `/journal-entries?companyIdString=${company.id}&size=${size}${sortQuery}${cursor ? `&cursor=${cursor}` : ''}`;
        const seen: string[] = [];
        let page = ok(await api.get(url()));
        for (let i = 0; ; i++) {
          seen.push(...page.content.map((e: { id: string }) => e.id));
          for (const e of insertsPerPage[i] ?? []) await post(e); // entries are posted during the first pages only, so the walk ends
          if (!page.page.nextCursor) break;
          expect(i, 'the walk ends').toBeLessThan(initial.length + insertsPerPage.flat().length + 1);
          page = ok(await api.get(url(page.page.nextCursor)));
        }

        expect(new Set(seen).size, 'no entry twice').toBe(seen.length);
        expect(seen.filter((id) => existing.has(id)).sort(), 'every entry that existed, once').toEqual([...existing].sort());
      },
    ),
    { numRuns: 15 },
  );
}, 300_000);
