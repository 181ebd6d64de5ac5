import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { queryRows } from '../../src/server/db/connection';
import { lockCompanyForChanges, lockCompanyForPosting } from '../../src/server/domain/core/company-locks';
import { postJournalEntry } from '../../src/server/domain/ledger/ledger';
import { useAdminApp } from '../support/admin-app';
import { defaultAccount, ok, twoLineEntry } from '../support/accounting-fixtures';
import { testDbKind } from '../support/test-app';

/**
 * A change of the company (a period close) is not starved by postings: it waits for those under
 * way when it asks, and postings asked for after it wait for it. Needs concurrent connections,
 * so PostgreSQL only (the embedded database runs one statement at a time anyway).
 */
const world = useAdminApp();

/** What the backends of this database waiting on a lock wait for (`advisory`, `transactionid`, ...). */
const waitingFor = async () =>
  (await queryRows<{ wait_event: string }>(world.t.database.db, sql`
    SELECT wait_event FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).map((r) => r.wait_event);
const waiting = async () => (await waitingFor()).length;

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 500 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
}

describe.skipIf(testDbKind !== 'postgres')('the company gate is fair', () => {
  test('a posting asked for after a waiting close runs after it, not before', async () => {
    const db = world.t.database.db;
    const order: string[] = [];
    let release!: () => void;
    let held!: () => void;
    const holding = new Promise<void>((r) => (held = r));
    const underWay = db.transaction(async (tx) => {
      await lockCompanyForPosting(tx, world.admin.companyId);
      held();
      await new Promise<void>((r) => (release = r));
    });
    await holding;
    const close = db.transaction(async (tx) => {
      await lockCompanyForChanges(tx, world.admin.companyId);
      order.push('close');
    });
    await until(async () => (await waiting()) >= 1);
    const later = db.transaction(async (tx) => {
      await lockCompanyForPosting(tx, world.admin.companyId);
      order.push('later posting');
    });
    // the later posting either waits behind the close (fair) or gets through at once (starvation)
    await until(async () => order.length > 0 || (await waiting()) >= 2);
    release();
    await Promise.all([underWay, close, later]);
    expect(order).toEqual(['close', 'later posting']);
  });

  test('a posting locks no row of the company: renaming it does not wait for the postings under way', async () => {
    // a row lock in SHARE mode, taken by every posting, made PostgreSQL build a new multixact for
    // each posting of a busy company and kept a rename waiting until none was under way
    let release!: () => void;
    let held!: () => void;
    const holding = new Promise<void>((r) => (held = r));
    const underWay = world.t.database.db.transaction(async (tx) => {
      await lockCompanyForPosting(tx, world.admin.companyId);
      held();
      await new Promise<void>((r) => (release = r));
    });
    await holding;
    try {
      const renamed = world.api.put(`/companies/${world.admin.companyId}`, { name: 'Renamed mid-posting' }).then((res) => ok(res).name);
      const stillWaiting = new Promise((r) => setTimeout(() => r('still waiting after 5 s'), 5_000));
      expect(await Promise.race([renamed, stillWaiting])).toBe('Renamed mid-posting');
    } finally {
      release();
      await underWay;
    }
  });
});

describe.skipIf(testDbKind !== 'postgres')('postings take turns', () => {
  test('a posting waits for the one under way on the company\'s posting turn, not on the rows both write, and is numbered after it', async () => {
    const { db } = world.t.database;
    const companyId = world.admin.companyId;
    const [receivable, revenue] = [await defaultAccount(world.t, companyId, 'RECEIVABLE'), await defaultAccount(world.t, companyId, 'REVENUE')];
    let release!: () => void;
    let held!: (number: string) => void;
    const holding = new Promise<string>((r) => (held = r));
    const underWay = db.transaction(async (tx) => {
      const entry = await postJournalEntry(tx, {
        companyId, postingDate: '2026-11-20', reference: 'under way', source: 'MANUAL',
        lines: [{ accountId: receivable, debit: '5', credit: 0 }, { accountId: revenue, debit: 0, credit: '5' }],
      });
      held(entry.entryNumber);
      await new Promise<void>((r) => (release = r));
    });
    const first = await holding;
    // the same two accounts' running totals, the same JE counter and day counts
    const next = world.api.post('/journal-entries', { companyIdString: companyId, ...twoLineEntry('2026-11-20', receivable, revenue, 7, 'next') });
    await until(async () => (await waiting()) >= 1);
    expect(await waitingFor()).toEqual(['advisory']);
    release();
    await underWay;
    const entry = ok(await next, 201);
    expect(entry.entryNumber > first).toBe(true);
  });
});
