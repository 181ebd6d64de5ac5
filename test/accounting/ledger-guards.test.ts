import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountBalances, journalEntries, ledgerLines } from '../../src/server/db/schema';
import { client, defaultAccount, ok, twoLineEntry, type Client } from '../support/accounting-fixtures';
import { setupAdmin, type Admin } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Admin;
let api: Client;
let cash: string;
let revenue: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await setupAdmin(t);
  api = client(t, admin.token);
  cash = await defaultAccount(t, admin.companyId, 'CASH');
  revenue = await defaultAccount(t, admin.companyId, 'REVENUE');
});
afterAll(async () => {
  await t?.close();
});

const balances = () => t.database.db.select().from(accountBalances).orderBy(accountBalances.accountId);

describe('the ledger guards (migration 0004)', () => {
  test('TRUNCATE of journal_entries, ledger_lines or account_balances is refused; nothing is lost', async () => {
    ok(await api.post('/journal-entries', twoLineEntry('2026-03-02', cash, revenue, 12.5)), 201);
    const before = { entries: await t.database.db.select().from(journalEntries), lines: await t.database.db.select().from(ledgerLines), balances: await balances() };
    for (const table of ['journal_entries', 'ledger_lines', 'account_balances']) {
      await expect(t.database.db.execute(sql.raw(`TRUNCATE ${table} CASCADE`)), table).rejects.toThrow();
    }
    expect(await t.database.db.select().from(journalEntries)).toEqual(before.entries);
    expect(await t.database.db.select().from(ledgerLines)).toEqual(before.lines);
    expect(await balances()).toEqual(before.balances);
  });

  test('account balances change only by posting: a direct INSERT, UPDATE or DELETE is refused', async () => {
    ok(await api.post('/journal-entries', twoLineEntry('2026-03-03', cash, revenue, 7)), 201);
    const before = await balances();
    expect(before.length).toBeGreaterThan(0);
    const { db } = t.database;
    await expect(db.update(accountBalances).set({ debit: '1000000' }).where(eq(accountBalances.accountId, cash))).rejects.toThrow();
    await expect(db.delete(accountBalances).where(eq(accountBalances.accountId, cash))).rejects.toThrow();
    const unused = await defaultAccount(t, admin.companyId, 'EXPENSE');
    await expect(db.insert(accountBalances).values({ accountId: unused, debit: '5', credit: '0' })).rejects.toThrow();
    // Setting the flag for one statement outside a transaction does not carry over to the next.
    await db.execute(sql`SELECT set_config('bos.posting', 'on', true)`);
    await expect(db.update(accountBalances).set({ debit: '1000000' }).where(eq(accountBalances.accountId, cash))).rejects.toThrow();
    expect(await balances()).toEqual(before);

    // Posting still moves them, and the flag does not outlive the posting's own write.
    ok(await api.post('/journal-entries', twoLineEntry('2026-03-04', cash, revenue, 3)), 201);
    const [cashAfter] = (await balances()).filter((b) => b.accountId === cash);
    const [cashBefore] = before.filter((b) => b.accountId === cash);
    expect(Number(cashAfter.debit) - Number(cashBefore.debit)).toBe(3);
  });
});
