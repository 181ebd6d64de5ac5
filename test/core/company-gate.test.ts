import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { queryRows } from '../../src/server/db/connection';
import { lockCompanyForChanges, lockCompanyForPosting } from '../../src/server/domain/core/company-locks';
import { useAdminApp } from '../support/admin-app';
import { testDbKind } from '../support/test-app';

/**
 * A change of the company (a period close) is not starved by postings: it waits for those under
 * way when it asks, and postings asked for after it wait for it. Needs concurrent connections,
 * so PostgreSQL only (the embedded database runs one statement at a time anyway).
 */
const world = useAdminApp();

/** Backends of this database waiting on a lock. */
const waiting = async () =>
  Number((await queryRows<{ n: string }>(world.t.database.db, sql`
    SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`))[0].n);

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
});
