import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import { queryRows } from '../../src/server/db/connection';
import { accountDayEntryCounts, journalEntryDayCounts } from '../../src/server/db/schema';
import { defaultAccount, ok, twoLineEntry } from '../support/accounting-fixtures';
import { useAdminApp } from '../support/admin-app';

/**
 * The journal list's totalElements comes from day counts the posting triggers keep
 * (migration 0006), not from count(*): these tests hold it to count(*) of the rows the filters
 * match, and on PostgreSQL to the rows the same answer saw while postings commit meanwhile.
 */

const world = useAdminApp();
let run = 0;

type Accounts = { cash: string; bank: string; revenue: string; expense: string };

async function newCompany(): Promise<Company & Accounts> {
  run += 1;
  const company = ok<Company>(await world.api.post('/companies', { name: `Counts ${run}`, baseCurrency: 'USD' }), 201);
  return {
    ...company,
    cash: await defaultAccount(world.t, company.id, 'CASH'),
    bank: await defaultAccount(world.t, company.id, 'BANK'),
    revenue: await defaultAccount(world.t, company.id, 'REVENUE'),
    expense: await defaultAccount(world.t, company.id, 'EXPENSE'),
  };
}

type Filters = { fromDate?: string; toDate?: string; accountId?: string; source?: string; reference?: string };

const listUrl = (companyId: string, f: Filters, size = 20) =>
  `/journal-entries?${new URLSearchParams({ companyIdString: companyId, size: String(size), ...f } as Record<string, string>)}`;

/** count(*) of the company's entries the filters match, as the list defines them. */
async function countStar(companyId: string, f: Filters): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(world.t.database.db, sql`
    SELECT count(*)::int AS n FROM journal_entries je
    WHERE je.company_id = ${companyId}
      ${f.fromDate ? sql`AND je.posting_date >= ${f.fromDate}` : sql``}
      ${f.toDate ? sql`AND je.posting_date <= ${f.toDate}` : sql``}
      ${f.source ? sql`AND je.source = ${f.source}` : sql``}
      ${f.reference ? sql`AND (je.reference ILIKE ${`%${f.reference}%`} OR je.entry_number ILIKE ${`%${f.reference}%`})` : sql``}
      ${f.accountId ? sql`AND EXISTS (SELECT 1 FROM ledger_lines l WHERE l.entry_id = je.id AND l.account_id = ${f.accountId})` : sql``}`);
  return n;
}

const dayCounts = (companyId: string) =>
  world.t.database.db.select().from(journalEntryDayCounts).where(eq(journalEntryDayCounts.companyId, companyId)).orderBy(journalEntryDayCounts.postingDate, journalEntryDayCounts.source);
const accountCount = async (accountId: string, postingDate: string, source = 'MANUAL') =>
  (await world.t.database.db.select().from(accountDayEntryCounts).where(and(
    eq(accountDayEntryCounts.accountId, accountId), eq(accountDayEntryCounts.postingDate, postingDate), eq(accountDayEntryCounts.source, source),
  )))[0]?.entries;

describe('the journal counts (migration 0006)', () => {
  test('an entry with two lines on one account counts once for that account; its reversal adds one entry of source REVERSAL', async () => {
    const co = await newCompany();
    const posted = ok(await world.api.post('/journal-entries', {
      companyIdString: co.id,
      postingDate: '2026-04-01',
      reference: 'split cash',
      lines: [{ accountId: co.cash, debit: 30 }, { accountId: co.cash, debit: 70 }, { accountId: co.revenue, credit: 100 }],
    }), 201);
    ok(await world.api.post('/journal-entries', { ...twoLineEntry('2026-04-02', co.bank, co.revenue, 5), companyIdString: co.id }), 201);
    expect(await accountCount(co.cash, '2026-04-01')).toBe(1);
    expect(await accountCount(co.revenue, '2026-04-01')).toBe(1);
    const cashList = ok(await world.api.get(listUrl(co.id, { accountId: co.cash })));
    expect(cashList.page.totalElements).toBe(1);
    expect(cashList.content.map((e: { id: string }) => e.id)).toEqual([posted.id]);
    expect(ok(await world.api.get(listUrl(co.id, { accountId: co.revenue }))).page.totalElements).toBe(2);

    const reversal = ok(await world.api.post(`/journal-entries/${posted.id}/reverse`, { postingDate: '2026-04-03' }), 201);
    expect(await dayCounts(co.id)).toEqual([
      { companyId: co.id, postingDate: '2026-04-01', source: 'MANUAL', entries: 1 },
      { companyId: co.id, postingDate: '2026-04-02', source: 'MANUAL', entries: 1 },
      { companyId: co.id, postingDate: '2026-04-03', source: 'REVERSAL', entries: 1 },
    ]);
    expect(await accountCount(co.cash, '2026-04-03', 'REVERSAL')).toBe(1);
    expect(await accountCount(co.cash, '2026-04-03')).toBeUndefined();
    const page = (f: Filters) => world.api.get(listUrl(co.id, f)).then((res) => ok(res).page.totalElements);
    expect(await page({})).toBe(3);
    expect(await page({ accountId: co.cash })).toBe(2);
    expect(await page({ accountId: co.cash, toDate: '2026-04-02' })).toBe(1);
    expect(await page({ accountId: co.cash, fromDate: '2026-04-02' })).toBe(1);
    expect(await page({ source: 'REVERSAL' })).toBe(1);
    expect(await page({ source: 'MANUAL', fromDate: '2026-04-02', toDate: '2026-04-03' })).toBe(1);
    expect(await page({ accountId: co.expense })).toBe(0);
    expect(await page({ accountId: co.cash, source: 'REVERSAL' })).toBe(1);
    expect(await page({ accountId: co.revenue, source: 'MANUAL', toDate: '2026-04-02' })).toBe(2);
    // not covered by the counts: count(*) answers
    expect(await page({ reference: 'split' })).toBe(1);
    expect(ok(await world.api.get(listUrl(co.id, { source: 'REVERSAL' }))).content[0]).toMatchObject({ id: reversal.id, reversalOfId: posted.id });
  });

  test('an account of another company counts nothing in this company\'s list', async () => {
    const a = await newCompany();
    const b = await newCompany();
    ok(await world.api.post('/journal-entries', { ...twoLineEntry('2026-05-04', b.cash, b.revenue, 9), companyIdString: b.id }), 201);
    const answer = ok(await world.api.get(listUrl(a.id, { accountId: b.cash })));
    expect(answer).toMatchObject({ content: [], page: { totalElements: 0, totalPages: 0 } });
    expect(ok(await world.api.get(listUrl(b.id, { accountId: b.cash }))).page.totalElements).toBe(1);
  });

  test('the counts change only by posting: a direct INSERT, UPDATE, DELETE or TRUNCATE is refused', async () => {
    const co = await newCompany();
    ok(await world.api.post('/journal-entries', { ...twoLineEntry('2026-05-05', co.cash, co.revenue, 1), companyIdString: co.id }), 201);
    const before = await dayCounts(co.id);
    const { db } = world.t.database;
    await expect(db.update(journalEntryDayCounts).set({ entries: 99 }).where(eq(journalEntryDayCounts.companyId, co.id))).rejects.toThrow();
    await expect(db.delete(journalEntryDayCounts).where(eq(journalEntryDayCounts.companyId, co.id))).rejects.toThrow();
    await expect(db.insert(journalEntryDayCounts).values({ companyId: co.id, postingDate: '2026-05-06', source: 'MANUAL', entries: 1 })).rejects.toThrow();
    await expect(db.update(accountDayEntryCounts).set({ entries: 99 }).where(eq(accountDayEntryCounts.accountId, co.cash))).rejects.toThrow();
    await expect(db.insert(accountDayEntryCounts).values({ accountId: co.expense, postingDate: '2026-05-06', source: 'MANUAL', entries: 1 })).rejects.toThrow();
    for (const table of ['journal_entry_day_counts', 'account_day_entry_counts']) {
      await expect(db.execute(sql.raw(`TRUNCATE ${table}`)), table).rejects.toThrow();
    }
    expect(await dayCounts(co.id)).toEqual(before);
    expect(await accountCount(co.cash, '2026-05-05')).toBe(1);
  });
});

// ---- property: totalElements = count(*) under postings and reversals ---------------------

const DAYS = 20; // 2026-06-01 .. 2026-06-20
const dayToDate = (day: number) => new Date(Date.UTC(2026, 5, 1 + day)).toISOString().slice(0, 10);
const ACCOUNTS = ['cash', 'bank', 'revenue', 'expense'] as const;

const day = fc.integer({ min: 0, max: DAYS - 1 });
const accountIndex = fc.integer({ min: 0, max: ACCOUNTS.length - 1 });
const filters = fc.record({
  from: fc.option(day, { nil: undefined }),
  span: fc.option(fc.integer({ min: 0, max: DAYS }), { nil: undefined }),
  account: fc.option(accountIndex, { nil: undefined }),
  source: fc.option(fc.constantFrom('MANUAL', 'REVERSAL', 'JOURNAL_TEMPLATE'), { nil: undefined }),
  reference: fc.option(fc.constantFrom('a', 'post 1', 'JE-'), { nil: undefined, freq: 6 }),
});
const operation = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('post' as const), day, debits: fc.array(accountIndex, { minLength: 1, maxLength: 3 }), credit: accountIndex }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat(), day: fc.option(day, { nil: undefined }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('list' as const), filters }) },
);

function toFilters(co: Accounts, f: { from?: number; span?: number; account?: number; source?: string; reference?: string }): Filters {
  const out: Filters = {};
  if (f.from !== undefined) out.fromDate = dayToDate(f.from);
  if (f.span !== undefined) out.toDate = dayToDate((f.from ?? 0) + f.span);
  if (f.account !== undefined) out.accountId = co[ACCOUNTS[f.account]];
  if (f.source) out.source = f.source;
  if (f.reference) out.reference = f.reference;
  return out;
}

test('interleaved postings, reversals and lists: every totalElements is the count(*) of the rows its filters match, on pages read by cursor too', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 10, maxLength: 30 }), async (ops) => {
      const co = await newCompany();
      const posted: { id: string; reversed: boolean }[] = [];
      let n = 0;
      // the cursor of an earlier list, followed at the next list: its page reuses the count it carries
      // only while nothing was posted in between, and must be exact either way
      let pending: { f: Filters; cursor: string } | undefined;
      for (const op of ops) {
        if (op.kind === 'post') {
          n += 1;
          // debits may name one account twice (and the credit account too): each entry counts once per account
          const lines = [...op.debits.map((a) => ({ accountId: co[ACCOUNTS[a]], debit: 10 })), { accountId: co[ACCOUNTS[op.credit]], credit: 10 * op.debits.length }];
          const entry = ok(await world.api.post('/journal-entries', { companyIdString: co.id, postingDate: dayToDate(op.day), reference: `post ${n}`, lines }), 201);
          posted.push({ id: entry.id, reversed: false });
        } else if (op.kind === 'reverse') {
          const original = posted[op.pick % Math.max(posted.length, 1)];
          if (!original || original.reversed) continue;
          const body = op.day === undefined ? undefined : { postingDate: dayToDate(op.day) };
          posted.push({ id: ok(await world.api.post(`/journal-entries/${original.id}/reverse`, body), 201).id, reversed: true });
          original.reversed = true;
        } else {
          const f = toFilters(co, op.filters);
          if (f.fromDate && f.toDate && f.toDate < f.fromDate) continue;
          if (pending) {
            const next = ok(await world.api.get(`${listUrl(co.id, pending.f, 1)}&cursor=${pending.cursor}`));
            expect(next.page.totalElements, `by cursor: ${JSON.stringify(pending.f)}`).toBe(await countStar(co.id, pending.f));
          }
          const answer = ok(await world.api.get(listUrl(co.id, f, 200)));
          const expected = await countStar(co.id, f);
          expect(answer.page.totalElements, JSON.stringify(f)).toBe(expected);
          expect(answer.content).toHaveLength(expected);
          const first = ok(await world.api.get(listUrl(co.id, f, 1)));
          pending = first.page.nextCursor ? { f, cursor: first.page.nextCursor } : undefined;
        }
      }
      expect(ok(await world.api.get(listUrl(co.id, {}))).page.totalElements).toBe(posted.length);
    }),
    { numRuns: 15, endOnFailure: true },
  );
}, 180_000);

test('on PostgreSQL, lists answered while postings commit count exactly the rows they return', async (context) => {
  if (world.t.database.kind !== 'postgres') return context.skip();
  const co = await newCompany();
  const POSTINGS = 120;
  let done = false;
  const writer = (async () => {
    try {
      for (let i = 0; i < POSTINGS; i += 3) {
        await Promise.all([0, 1, 2].map(async (k) => {
          const entry = ok(await world.api.post('/journal-entries', { ...twoLineEntry(dayToDate((i + k) % DAYS), co.cash, co.revenue, 1 + k, `concurrent ${i + k}`), companyIdString: co.id }), 201);
          if (k === 0 && i % 12 === 0) ok(await world.api.post(`/journal-entries/${entry.id}/reverse`), 201);
        }));
      }
    } finally {
      done = true;
    }
  })();
  const answers: { filters: Filters; total: number; rows: number }[] = [];
  const reader = (async () => {
    const variants: Filters[] = [{}, { accountId: co.cash }, { fromDate: dayToDate(3), toDate: dayToDate(12) }, { source: 'MANUAL' }];
    for (let i = 0; !done; i++) {
      const f = variants[i % variants.length];
      const answer = ok(await world.api.get(listUrl(co.id, f, 200)));
      answers.push({ filters: f, total: answer.page.totalElements, rows: answer.content.length });
    }
  })();
  await Promise.all([writer, reader]);
  expect(answers.length).toBeGreaterThan(10);
  expect(answers.filter((a) => a.total !== a.rows)).toEqual([]);
  expect(ok(await world.api.get(listUrl(co.id, {}, 200))).page.totalElements).toBe(POSTINGS + POSTINGS / 12);
}, 120_000);
