import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { ItemDetail } from '../../src/contract/items';
import { newId } from '../../src/server/base/ids';
import { DomainError } from '../../src/server/base/errors';
import { moveStock, type MoveStock } from '../../src/server/domain/stock/stock-ledger';
import { defaultAccount, ok, type Client } from '../support/accounting-fixtures';
import { createTestApp, testDbKind, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

/** moveStock itself, as purchase receipts and deliveries call it (docs/inventory-and-purchasing.md). */

let t: TestApp;
let api: Client;
let company: Company;
let otherCompany: Company;
let theirApi: Client;

beforeAll(async () => {
  t = await createTestApp();
  ({ api, company, theirApi, otherCompany } = await twoCompanies(t));
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
const createItem = async (overrides: Record<string, unknown> = {}, as = api, co = company): Promise<ItemDetail> => ok(await as.post('/items', {
  itemCode: `ML-${++n}`, name: 'Thing', itemGroup: 'Things', uom: 'each', valuationMethod: 'FIFO',
  maintainStock: true, allowNegativeStock: false, companyIdString: co.id, ...overrides,
}), 201);
const move = (overrides: Partial<MoveStock> & Pick<MoveStock, 'movements'>): MoveStock => ({
  companyId: company.id, postingDate: '2026-04-01', source: { type: 'STOCK_ENTRY', id: newId(), number: `TEST-${++n}` },
  contra: { role: 'GOODS_RECEIVED_NOT_BILLED' }, ...overrides,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('moveStock', () => {
  test('a receipt against GOODS_RECEIVED_NOT_BILLED and an issue against COST_OF_GOODS_SOLD, one entry per call', async () => {
    const item = await createItem({ valuationMethod: 'MAVG' });
    const grnb = await defaultAccount(t, company.id, 'GOODS_RECEIVED_NOT_BILLED');
    const cogs = await defaultAccount(t, company.id, 'COST_OF_GOODS_SOLD');
    const inventory = await defaultAccount(t, company.id, 'INVENTORY');
    const received = await t.database.db.transaction((tx) => moveStock(tx, move({ movements: [{ itemId: item.id, qty: 3, rate: '3.335' }, { itemId: item.id, qty: '1', rate: 0 }] })));
    expect(received.movements.map((m) => [m.kind, m.qty, m.rate, m.amount, m.value, m.balanceQty, m.balanceValue])).toEqual([
      ['RECEIPT', '3', '3.335', '10.00', '10.00', '3', '10.00'],
      ['RECEIPT', '1', '0', '0.00', '0.00', '4', '10.00'],
    ]);
    const je = ok(await api.get(`/journal-entries/${received.journalEntryId}`));
    expect(je.lines.map((l: { accountId: string; debit: number; credit: number }) => [l.accountId, l.debit, l.credit])).toEqual([[inventory, 10, 0], [grnb, 0, 10]]);
    const issued = await t.database.db.transaction((tx) => moveStock(tx, move({ movements: [{ itemId: item.id, qty: -1 }], contra: { role: 'COST_OF_GOODS_SOLD' } })));
    expect(issued.movements[0]).toMatchObject({ kind: 'ISSUE', qty: '1', amount: '2.50', value: '-2.50', balanceQty: '3', balanceValue: '7.50' });
    const je2 = ok(await api.get(`/journal-entries/${issued.journalEntryId}`));
    expect(je2.lines.map((l: { accountId: string; debit: number; credit: number }) => [l.accountId, l.debit, l.credit])).toEqual([[inventory, 0, 2.5], [cogs, 2.5, 0]]);
  });

  test('refuses at the movement\'s path: another company\'s item, an item without stock, a receipt without rate, qty 0', async () => {
    const theirs = await createItem({}, theirApi, otherCompany);
    const service = await createItem({ maintainStock: false });
    const mine = await createItem();
    const refused = async (m: MoveStock) => {
      try {
        await t.database.db.transaction((tx) => moveStock(tx, m));
      } catch (error) {
        if (error instanceof DomainError) return [error.code, error.errors?.map((e) => e.path)];
        throw error;
      }
      throw new Error('not refused');
    };
    expect(await refused(move({ movements: [{ itemId: theirs.id, qty: 1, rate: 1, path: 'items.3', itemField: 'itemCode' }] }))).toEqual(['validation', ['items.3.itemCode']]);
    expect(await refused(move({ movements: [{ itemId: service.id, qty: 1, rate: 1 }] }))).toEqual(['validation', ['movements.0.itemId']]);
    expect(await refused(move({ movements: [{ itemId: mine.id, qty: 1 }] }))).toEqual(['validation', ['movements.0.rate']]);
    expect(await refused(move({ movements: [{ itemId: mine.id, qty: 0, rate: 1 }] }))).toEqual(['validation', ['movements.0.qty']]);
    expect(await refused(move({ movements: [{ itemId: mine.id, qty: -1 }] }))).toEqual(['insufficient-stock', ['movements.0.qty']]);
  });

  test(`the balance row's lock: a second issue of the last unit waits for the first and is refused (${testDbKind})`, async () => {
    // No document counter serializes these two (as a stock entry's number would): only the
    // lock on the item's balance row does. Without it the second reads the uncommitted balance
    // of 1 and both succeed. (PGlite runs one transaction at a time, so there it is sequential.)
    const item = await createItem();
    await t.database.db.transaction((tx) => moveStock(tx, move({ movements: [{ itemId: item.id, qty: 1, rate: 5 }] })));
    let moved!: () => void;
    const firstMoved = new Promise<void>((resolve) => { moved = resolve; });
    const first = t.database.db.transaction(async (tx) => {
      await moveStock(tx, move({ movements: [{ itemId: item.id, qty: -1 }] }));
      moved();
      await sleep(300);
    });
    await Promise.race([firstMoved, first]);
    const second = t.database.db.transaction((tx) => moveStock(tx, move({ movements: [{ itemId: item.id, qty: -1 }] })));
    const [a, b] = await Promise.allSettled([first, second]);
    expect(a.status).toBe('fulfilled');
    expect(b.status).toBe('rejected');
    expect((b as PromiseRejectedResult).reason).toMatchObject({ code: 'insufficient-stock' });
    expect(ok(await api.get(`/items/${item.id}`))).toMatchObject({ stockQty: 0, stockValue: 0 });
  });
});
