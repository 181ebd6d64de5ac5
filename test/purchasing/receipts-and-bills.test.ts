import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BillDetail, PurchaseReceipt } from '../../src/contract/bills';
import type { Company } from '../../src/contract/companies';
import type { ItemDetail } from '../../src/contract/items';
import type { PurchaseOrderDetail } from '../../src/contract/purchase-orders';
import type { Supplier } from '../../src/contract/suppliers';
import { bills, journalEntries, purchaseReceipts, stockMovements } from '../../src/server/db/schema';
import { client, defaultAccount, errorPaths, NIL_UUID, ok, type Client } from '../support/accounting-fixtures';
import { apiKeyAuth, countRows, createApiKey, expectForbiddenScope, expectProblem, expectUnauthorized, type Admin } from '../support/fixtures';
import { invalidPagingQueries } from '../support/invalid-queries';
import { createTestApp, testDbKind, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

let t: TestApp;
let admin: Admin;
let api: Client;
let theirApi: Client;
let company: Company;
let otherCompany: Company;
let supplier: Supplier;
let gear: ItemDetail;
let spring: ItemDetail;
let freight: ItemDetail;
let accounts: { inventory: string; grnb: string; payable: string };

const itemPayload = (itemCode: string, overrides: Record<string, unknown> = {}) => ({
  itemCode, name: `Item ${itemCode}`, itemGroup: 'Parts', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString: company.id, ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, api, theirApi, company, otherCompany } = await twoCompanies(t));
  supplier = ok(await api.post('/suppliers', { name: 'Acme Parts' }), 201);
  gear = ok(await api.post('/items', itemPayload('GEAR')), 201);
  spring = ok(await api.post('/items', itemPayload('SPRING', { valuationMethod: 'MAVG' })), 201);
  freight = ok(await api.post('/items', itemPayload('FREIGHT', { maintainStock: false })), 201);
  accounts = {
    inventory: await defaultAccount(t, company.id, 'INVENTORY'),
    grnb: await defaultAccount(t, company.id, 'GOODS_RECEIVED_NOT_BILLED'),
    payable: await defaultAccount(t, company.id, 'PAYABLE'),
  };
});
afterAll(async () => {
  await t?.close();
});

type Line = { itemCode: string; qty: number; rate: number };
/** A submitted order (TO_RECEIVE_AND_BILL) in the company base currency. */
async function newOrder(items: Line[], overrides: Record<string, unknown> = {}, as = api): Promise<PurchaseOrderDetail> {
  const order = ok<PurchaseOrderDetail>(await as.post('/purchase-orders', {
    supplierIdString: supplier.id, currencyCodeString: company.baseCurrency, orderDate: '2026-03-02', items, ...overrides,
  }), 201);
  return ok(await as.post(`/purchase-orders/${order.id}/submit`));
}
const receive = (orderId: string, items: unknown, postingDate = '2026-03-05', as = api) => as.post(`/purchase-orders/${orderId}/receipts`, { postingDate, items });
const bill = (orderId: string, items?: unknown, postingDate = '2026-03-06', as = api) =>
  as.post(`/purchase-orders/${orderId}/bills`, items === undefined ? { postingDate } : { postingDate, items });
const getOrder = async (id: string): Promise<PurchaseOrderDetail> => ok(await api.get(`/purchase-orders/${id}`));
const getItem = async (id: string): Promise<ItemDetail> => ok(await api.get(`/items/${id}`));
const balanceOf = async (accountId: string) => ok(await api.get(`/accounts/${accountId}`)).balance as number;
const journal = async (id: string) => ok(await api.get(`/journal-entries/${id}`));
const sides = (entry: { lines: { accountId: string; debit: number; credit: number }[] }) =>
  entry.lines.map((l) => ({ accountId: l.accountId, debit: l.debit, credit: l.credit }));
/** Debit − credit per account of an entry, in cents then back. */
const net = (entry: { lines: { accountId: string; debit: number; credit: number }[] }) => {
  const cents: Record<string, number> = {};
  for (const l of entry.lines) cents[l.accountId] = (cents[l.accountId] ?? 0) + Math.round(l.debit * 100) - Math.round(l.credit * 100);
  return Object.fromEntries(Object.entries(cents).map(([k, v]) => [k, v / 100]));
};
const written = () => Promise.all([countRows(t, purchaseReceipts), countRows(t, bills), countRows(t, journalEntries), countRows(t, stockMovements)]);

describe('receipts and bills of a purchase order', () => {
  test('receive part, receive the rest, bill: status, percentages, stock, journal entries, GRNB nets to zero', async () => {
    const [grnbBefore, payableBefore, inventoryBefore] = [await balanceOf(accounts.grnb), await balanceOf(accounts.payable), await balanceOf(accounts.inventory)];
    const order = await newOrder([{ itemCode: 'GEAR', qty: 10, rate: 2.5 }, { itemCode: 'SPRING', qty: 4, rate: 0.35 }, { itemCode: 'FREIGHT', qty: 1, rate: 7 }]);
    expect(order.status).toBe('TO_RECEIVE_AND_BILL');

    const res = await receive(order.id, [{ itemCode: 'gear', qty: 4 }, { itemCode: 'SPRING', qty: 1.5 }]);
    const first = ok<PurchaseReceipt>(res, 201);
    expect(res.headers.location).toBe(`/api/v1/purchase-receipts/${first.id}`);
    expect(first).toMatchObject({
      number: expect.stringMatching(new RegExp(`^PR-${company.code}-\\d{6}$`)),
      purchaseOrderIdString: order.id, postingDate: '2026-03-05', currency: company.baseCurrency, total: 10.52, companyIdString: company.id,
      // 1.5 × 0.35 = 0.525 → 0.52 (half-even)
      lines: [
        { lineNumber: 1, itemIdString: gear.id, itemCode: 'GEAR', qty: 4, rate: 2.5, amount: 10, movementId: expect.any(String) },
        { lineNumber: 2, itemIdString: spring.id, itemCode: 'SPRING', qty: 1.5, rate: 0.35, amount: 0.52, movementId: expect.any(String) },
      ],
    });
    expect(ok(await api.get(`/purchase-receipts/${first.id}`))).toEqual(first);
    const firstEntry = await journal(first.journalEntryId!);
    expect(firstEntry).toMatchObject({ source: 'PURCHASE_RECEIPT', sourceId: first.id, reference: first.number, totalDebit: 10.52 });
    expect(net(firstEntry)).toEqual({ [accounts.inventory]: 10.52, [accounts.grnb]: -10.52 });
    expect(await getItem(gear.id)).toMatchObject({ stockQty: 4, stockValue: 10 });
    expect(await getItem(spring.id)).toMatchObject({ stockQty: 1.5, stockValue: 0.52 });

    let detail = await getOrder(order.id);
    expect(detail).toMatchObject({ status: 'TO_RECEIVE_AND_BILL', receivedPercent: 36.66, billedPercent: 0 }); // 5.5 / 15
    expect(detail.items.map((l) => l.receivedQty)).toEqual([4, 1.5, 0]);
    expect(detail.history.at(-1)).toMatchObject({ action: 'receive', from: 'TO_RECEIVE_AND_BILL', to: 'TO_RECEIVE_AND_BILL', by: admin.userId });
    expect(detail.receipts).toEqual([{ id: first.id, number: first.number, postingDate: '2026-03-05', total: 10.52 }]);

    // the rest, the non-stock line counted without a movement
    const second = ok<PurchaseReceipt>(await receive(order.id, [{ itemCode: 'GEAR', qty: 6 }, { itemCode: 'SPRING', qty: 2.5 }, { itemCode: 'FREIGHT', qty: 1 }], '2026-03-07'), 201);
    expect(second.lines.map((l) => l.movementId === null)).toEqual([false, false, true]);
    expect(second.total).toBe(22.88); // 15 + 0.88 (2.5 × 0.35 = 0.875 → 0.88, half-even) + 7
    expect(await getItem(gear.id)).toMatchObject({ stockQty: 10, stockValue: 25 });
    expect((await getItem(freight.id)).stockQty ?? 0).toBe(0);
    detail = await getOrder(order.id);
    expect(detail).toMatchObject({ status: 'TO_BILL', receivedPercent: 100, billedPercent: 0 });
    expect(detail.history.at(-1)).toMatchObject({ action: 'receive', from: 'TO_RECEIVE_AND_BILL', to: 'TO_BILL' });
    // received stock sits in inventory against GRNB
    expect(await balanceOf(accounts.inventory)).toBeCloseTo(inventoryBefore + 25 + 1.4, 2);

    // bill everything received and not billed
    const billed = await bill(order.id);
    const b = ok<BillDetail>(billed, 201);
    expect(billed.headers.location).toBe(`/api/v1/bills/${b.id}`);
    expect(b).toMatchObject({
      number: expect.stringMatching(new RegExp(`^BILL-${company.code}-\\d{6}$`)),
      purchaseOrderIdString: order.id, purchaseOrderNumber: order.number, supplierIdString: supplier.id, supplierName: 'Acme Parts',
      postingDate: '2026-03-06', currency: company.baseCurrency, total: 33.4, outstanding: 33.4, status: 'UNPAID', companyIdString: company.id,
      lines: [
        { lineNumber: 1, itemCode: 'GEAR', qty: 10, rate: 2.5, amount: 25 },
        { lineNumber: 2, itemCode: 'SPRING', qty: 4, rate: 0.35, amount: 1.4 },
        { lineNumber: 3, itemCode: 'FREIGHT', qty: 1, rate: 7, amount: 7 },
      ],
    });
    const billEntry = await journal(b.journalEntryId!);
    expect(billEntry).toMatchObject({ source: 'PURCHASE_BILL', sourceId: b.id, reference: b.number, totalDebit: 33.4 });
    expect(billEntry.lines.map((l: { description: string }) => l.description)).toEqual([`${b.number} (${order.number})`, `${b.number} (${order.number})`]);
    expect(sides(billEntry)).toEqual([
      { accountId: accounts.grnb, debit: 33.4, credit: 0 },
      { accountId: accounts.payable, debit: 0, credit: 33.4 },
    ]);
    expect(ok(await api.get(`/bills/${b.id}`))).toEqual(b);

    detail = await getOrder(order.id);
    expect(detail).toMatchObject({ status: 'COMPLETED', receivedPercent: 100, billedPercent: 100 });
    expect(detail.items.map((l) => l.billedQty)).toEqual([10, 4, 1]);
    expect(detail.history.at(-1)).toMatchObject({ action: 'bill', from: 'TO_BILL', to: 'COMPLETED' });
    expect(detail.bills).toEqual([{ id: b.id, number: b.number, postingDate: '2026-03-06', total: 33.4 }]);
    // (balances of liabilities are credit-positive) the receipts credited GRNB 10.52 + 15.88 for the stock, the bill debited
    // it 33.40: the non-stock FREIGHT posted no receipt entry, so its 7 stays as a GRNB debit (documented).
    expect(await balanceOf(accounts.grnb)).toBeCloseTo(grnbBefore - 7, 2);
    expect(await balanceOf(accounts.payable)).toBeCloseTo(payableBefore + 33.4, 2);

    // COMPLETED: no more receipts or bills
    expect(expectProblem(await receive(order.id, [{ itemCode: 'GEAR', qty: 1 }]), 409, 'invalid-transition').detail).toContain('COMPLETED');
    expectProblem(await bill(order.id, [{ itemCode: 'GEAR', qty: 1 }]), 409, 'invalid-transition');
  });

  test('stock lines received and billed in the same quantities leave GRNB where it was', async () => {
    const before = await balanceOf(accounts.grnb);
    const order = await newOrder([{ itemCode: 'GEAR', qty: 3, rate: 1.15 }]);
    ok(await receive(order.id, [{ itemCode: 'GEAR', qty: 3 }]), 201);
    expect(await balanceOf(accounts.grnb)).toBeCloseTo(before + 3.45, 2);
    ok(await bill(order.id), 201);
    expect(await balanceOf(accounts.grnb)).toBeCloseTo(before, 2);
  });

  test('billing before receipt: TO_RECEIVE, then a receipt completes it', async () => {
    const order = await newOrder([{ itemCode: 'GEAR', qty: 2, rate: 3 }]);
    expect(errorPaths(expectProblem(await bill(order.id), 422, 'validation'))).toEqual(['items']);
    const b = ok<BillDetail>(await bill(order.id, [{ itemCode: 'GEAR', qty: 2 }]), 201);
    expect(b.total).toBe(6);
    expect(await getOrder(order.id)).toMatchObject({ status: 'TO_RECEIVE', billedPercent: 100, receivedPercent: 0 });
    expect(errorPaths(expectProblem(await bill(order.id, [{ itemCode: 'GEAR', qty: 0.5 }]), 422, 'validation'))).toEqual(['items.0.qty']);
    ok(await receive(order.id, [{ itemCode: 'GEAR', qty: 2 }]), 201);
    expect(await getOrder(order.id)).toMatchObject({ status: 'COMPLETED' });
  });

  test('GET /bills lists the company\'s bills with filters and sort', async () => {
    const order = await newOrder([{ itemCode: 'SPRING', qty: 5, rate: 1 }]);
    ok(await receive(order.id, [{ itemCode: 'SPRING', qty: 5 }]), 201);
    const a = ok<BillDetail>(await bill(order.id, [{ itemCode: 'SPRING', qty: 2 }], '2026-04-01'), 201);
    const c = ok<BillDetail>(await bill(order.id, undefined, '2026-04-03'), 201);
    expect(c.total).toBe(3);
    const page = ok(await api.get(`/bills?purchaseOrderIdString=${order.id}&sort=postingDate,asc`));
    expect(page.content.map((x: { id: string }) => x.id)).toEqual([a.id, c.id]);
    expect(page.content[0]).not.toHaveProperty('lines');
    expect(ok(await api.get(`/bills?purchaseOrderIdString=${order.id}&fromDate=2026-04-02`)).content.map((x: { id: string }) => x.id)).toEqual([c.id]);
    expect(ok(await api.get(`/bills?purchaseOrderIdString=${order.id}&sort=total,desc`)).content.map((x: { id: string }) => x.id)).toEqual([c.id, a.id]);
    expect(ok(await api.get(`/bills?supplierIdString=${supplier.id}&size=200`)).content.length).toBeGreaterThanOrEqual(2);
    // part of the number, ignoring case; a % is a character, not a wildcard
    const numbered = ok(await api.get(`/bills?search=${encodeURIComponent(c.number.slice(-6))}&purchaseOrderIdString=${order.id}`));
    expect(numbered.content.map((x: { id: string }) => x.id)).toEqual([c.id]);
    expect(ok(await api.get(`/bills?search=${encodeURIComponent(c.number.toLowerCase())}`)).content.map((x: { id: string }) => x.id)).toEqual([c.id]);
    expect(ok(await api.get('/bills?search=%25')).page.totalElements).toBe(0);
    expect(ok(await theirApi.get('/bills')).page.totalElements).toBe(0);
    expectProblem(await api.get(`/bills?companyIdString=${otherCompany.id}`), 403, 'forbidden-company');
  });

  test.each([['sort=noSuchField', 'sort'], ['fromDate=0000-01-01', 'fromDate'], ['fromDate=2026-03-02&toDate=2026-03-01', 'toDate'], ['supplierIdString=x', 'supplierIdString'], [`search=${'x'.repeat(201)}`, 'search'], ...invalidPagingQueries])(
    'GET /bills?%s is 400 invalid-query at %s', async (query, parameter) => {
      const problem = expectProblem(await api.get(`/bills?${query}`), 400, 'invalid-query');
      expect(JSON.stringify(problem)).toContain(parameter);
    });

  test('a supplier with bills cannot be deleted (409 in-use)', async () => {
    const other: Supplier = ok(await api.post('/suppliers', { name: 'Billed Supplier' }), 201);
    const order = await newOrder([{ itemCode: 'GEAR', qty: 1, rate: 1 }], { supplierIdString: other.id });
    ok(await bill(order.id, [{ itemCode: 'GEAR', qty: 1 }]), 201);
    expect(expectProblem(await api.delete(`/suppliers/${other.id}`), 409, 'in-use').detail).toContain('bill');
  });
});

describe('receipts and bills refuse', () => {
  let order: PurchaseOrderDetail;
  beforeAll(async () => {
    order = await newOrder([{ itemCode: 'GEAR', qty: 5, rate: 2 }, { itemCode: 'FREIGHT', qty: 1, rate: 4 }]);
    ok(await receive(order.id, [{ itemCode: 'GEAR', qty: 2 }]), 201);
  });

  test('more than is still to receive: 422 at items.N.qty naming the open quantity; nothing written', async () => {
    const before = await written();
    const problem = expectProblem(await receive(order.id, [{ itemCode: 'FREIGHT', qty: 1 }, { itemCode: 'GEAR', qty: 3.5 }]), 422, 'validation');
    expect(problem.errors).toEqual([expect.objectContaining({ path: 'items.1.qty', code: 'more-than-open', message: expect.stringContaining('only 3 of GEAR') })]);
    // the same item twice adds up
    expect(errorPaths(expectProblem(await receive(order.id, [{ itemCode: 'GEAR', qty: 2 }, { itemCode: 'gear', qty: 2 }]), 422, 'validation'))).toEqual(['items.1.qty']);
    expect(await written()).toEqual(before);
    expect((await getOrder(order.id)).items[0].receivedQty).toBe(2);
  });

  test.each([
    [[{ itemCode: 'SPRING', qty: 1 }], 'items.0.itemCode'],
    [[{ itemCode: 'NOPE', qty: 1 }], 'items.0.itemCode'],
    [[{ itemCode: 'GEAR', qty: 0 }], 'items.0.qty'],
    [[{ itemCode: 'GEAR', qty: -1 }], 'items.0.qty'],
    [[{ itemCode: 'GEAR', qty: 1e300 }], 'items.0.qty'],
    [[{ itemCode: 'GEAR', qty: 0.0000001 }], 'items.0.qty'],
    [[{ itemCode: 'GEAR', qty: '1' }], 'items.0.qty'],
    [[{ itemCode: 'GE\u0000AR', qty: 1 }], 'items.0.itemCode'],
    [[{ itemCode: '', qty: 1 }], 'items.0.itemCode'],
    [[], 'items'],
    ['x', 'items'],
  ])('receipt items %j: 422 at %s', async (items, path) => {
    const before = await written();
    expect(errorPaths(expectProblem(await receive(order.id, items), 422, 'validation'))).toContain(path);
    expect(errorPaths(expectProblem(await bill(order.id, items), 422, 'validation'))).toContain(path);
    expect(await written()).toEqual(before);
  });

  test.each([['0000-01-01'], ['2026-02-30'], ['yesterday'], [null]])('postingDate %j: 422 at postingDate', async (postingDate) => {
    expect(errorPaths(expectProblem(await api.post(`/purchase-orders/${order.id}/receipts`, { postingDate, items: [{ itemCode: 'GEAR', qty: 1 }] }), 422, 'validation'))).toEqual(['postingDate']);
    expect(errorPaths(expectProblem(await api.post(`/purchase-orders/${order.id}/bills`, { postingDate }), 422, 'validation'))).toEqual(['postingDate']);
  });

  test('__proto__ and unknown keys do not get through', async () => {
    const res = await t.inject({
      method: 'POST', url: `/api/v1/purchase-orders/${order.id}/receipts`, headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      payload: '{"postingDate":"2026-03-05","items":[{"itemCode":"GEAR","qty":1,"__proto__":{"qty":99}}]}',
    });
    expect(res.statusCode).toBeLessThan(500);
  });

  test('an order that is DRAFT, ON_HOLD, CLOSED or CANCELLED: 409 invalid-transition; a TO_BILL order takes no receipt', async () => {
    const draft = ok<PurchaseOrderDetail>(await api.post('/purchase-orders', { supplierIdString: supplier.id, currencyCodeString: company.baseCurrency, orderDate: '2026-03-02', items: [{ itemCode: 'GEAR', qty: 1, rate: 1 }] }), 201);
    expect(expectProblem(await receive(draft.id, [{ itemCode: 'GEAR', qty: 1 }]), 409, 'invalid-transition').detail).toContain('DRAFT');
    expectProblem(await bill(draft.id, [{ itemCode: 'GEAR', qty: 1 }]), 409, 'invalid-transition');
    const held = await newOrder([{ itemCode: 'GEAR', qty: 1, rate: 1 }]);
    ok(await api.post(`/purchase-orders/${held.id}/hold`));
    expectProblem(await receive(held.id, [{ itemCode: 'GEAR', qty: 1 }]), 409, 'invalid-transition');
    ok(await api.post(`/purchase-orders/${held.id}/close`));
    expectProblem(await bill(held.id, [{ itemCode: 'GEAR', qty: 1 }]), 409, 'invalid-transition');
    const received = await newOrder([{ itemCode: 'GEAR', qty: 1, rate: 1 }]);
    ok(await receive(received.id, [{ itemCode: 'GEAR', qty: 1 }]), 201);
    expect(expectProblem(await receive(received.id, [{ itemCode: 'GEAR', qty: 1 }]), 409, 'invalid-transition').detail).toContain('TO_BILL');
  });

  test('an order in a currency without a rate on the receipt\'s or bill\'s date: 422 no-exchange-rate at exchangeRate', async () => {
    const o = await newOrder([{ itemCode: 'GEAR', qty: 1, rate: 1 }], { currencyCodeString: 'SEK', exchangeRate: '0.09' });
    for (const res of [await receive(o.id, [{ itemCode: 'GEAR', qty: 1 }]), await bill(o.id, [{ itemCode: 'GEAR', qty: 1 }])]) {
      expect(expectProblem(res, 422, 'validation').errors).toEqual([expect.objectContaining({ path: 'exchangeRate', code: 'no-exchange-rate' })]);
    }
  });

  describe('a posting date in a CLOSED accounting period', () => {
    beforeAll(async () => {
      const years = ok(await api.get(`/fiscal-years?companyIdString=${company.id}`));
      ok(await api.post('/accounting-periods', {
        name: 'Closed June', startDate: '2026-06-01T00:00:00Z', endDate: '2026-06-30T23:59:59Z', periodType: 'MONTH', status: 'CLOSED',
        fiscalYearIdString: years.content[0].id, companyIdString: company.id,
      }), 201);
    });
    /** Everything a receipt or bill writes: its rows, stock movements, journal entries, and the order as it stands. */
    const snapshot = async (orderId: string) => {
      const o = await getOrder(orderId);
      return {
        rows: await written(),
        order: { status: o.status, version: o.version, receivedPercent: o.receivedPercent, billedPercent: o.billedPercent, items: o.items, history: o.history.length },
        gear: await getItem(gear.id),
      };
    };

    test('a receipt: 409 period-closed; no receipt, no stock movement, no journal entry, the order unchanged', async () => {
      const o = await newOrder([{ itemCode: 'GEAR', qty: 2, rate: 4 }, { itemCode: 'FREIGHT', qty: 1, rate: 3 }]);
      const before = await snapshot(o.id);
      expect(expectProblem(await receive(o.id, [{ itemCode: 'GEAR', qty: 1 }], '2026-06-15'), 409, 'period-closed').detail).toContain('Closed June');
      // a non-stock item alone posts nothing, and is refused all the same
      expectProblem(await receive(o.id, [{ itemCode: 'FREIGHT', qty: 1 }], '2026-06-30'), 409, 'period-closed');
      expect(await snapshot(o.id)).toEqual(before);
      // the day after the period is open
      expect(ok<PurchaseReceipt>(await receive(o.id, [{ itemCode: 'GEAR', qty: 1 }], '2026-07-01'), 201).postingDate).toBe('2026-07-01');
    });

    test('a bill: 409 period-closed; no bill, no journal entry, the order unchanged', async () => {
      const o = await newOrder([{ itemCode: 'GEAR', qty: 2, rate: 4 }, { itemCode: 'FREIGHT', qty: 1, rate: 0 }]);
      ok(await receive(o.id, [{ itemCode: 'GEAR', qty: 2 }]), 201);
      const before = await snapshot(o.id);
      expect(expectProblem(await bill(o.id, undefined, '2026-06-01'), 409, 'period-closed').detail).toContain('Closed June');
      expectProblem(await bill(o.id, [{ itemCode: 'GEAR', qty: 1 }], '2026-06-15'), 409, 'period-closed');
      // a bill of 0 posts no journal entry, and is refused all the same
      expectProblem(await bill(o.id, [{ itemCode: 'FREIGHT', qty: 1 }], '2026-06-15'), 409, 'period-closed');
      expect(await snapshot(o.id)).toEqual(before);
      expect(ok<BillDetail>(await bill(o.id, undefined, '2026-05-31'), 201).total).toBe(8);
    });
  });

  test('another company\'s order, bill or receipt: 404; unknown ids 404', async () => {
    const before = await written();
    expectProblem(await receive(order.id, [{ itemCode: 'GEAR', qty: 1 }], undefined, theirApi), 404, 'not-found');
    expectProblem(await bill(order.id, [{ itemCode: 'GEAR', qty: 1 }], undefined, theirApi), 404, 'not-found');
    expectProblem(await receive(NIL_UUID, [{ itemCode: 'GEAR', qty: 1 }]), 404, 'not-found');
    expect(await written()).toEqual(before);
    const detail = await getOrder(order.id);
    expectProblem(await theirApi.get(`/purchase-receipts/${detail.receipts[0].id}`), 404, 'not-found');
    const b = ok<BillDetail>(await bill(order.id, [{ itemCode: 'FREIGHT', qty: 1 }]), 201);
    expectProblem(await theirApi.get(`/bills/${b.id}`), 404, 'not-found');
    expectProblem(await api.get(`/bills/${NIL_UUID}`), 404, 'not-found');
    expectProblem(await api.get('/bills/not-a-uuid'), 400, 'invalid-query');
  });

  test('no credentials 401; a key without the scope 403', async () => {
    const body = { postingDate: '2026-03-05', items: [{ itemCode: 'GEAR', qty: 1 }] };
    await expectUnauthorized(t, { method: 'POST', url: `/purchase-orders/${order.id}/receipts`, payload: body });
    await expectUnauthorized(t, { method: 'POST', url: `/purchase-orders/${order.id}/bills`, payload: body });
    await expectUnauthorized(t, { method: 'GET', url: '/bills' });
    await expectForbiddenScope(t, admin.token, { method: 'POST', url: `/purchase-orders/${order.id}/receipts`, payload: body }, 'purchase-orders:write', ['purchase-orders:read']);
    await expectForbiddenScope(t, admin.token, { method: 'POST', url: `/purchase-orders/${order.id}/bills`, payload: body }, 'bills:write', ['bills:read', 'purchase-orders:write']);
    await expectForbiddenScope(t, admin.token, { method: 'GET', url: '/bills' }, 'bills:read', ['purchase-orders:write']);
    const reader = await createApiKey(t, admin.token, { scopes: ['bills:read'] });
    expect(ok(await client(t, apiKeyAuth(reader.key)).get('/bills')).page.totalElements).toBeGreaterThanOrEqual(0);
  });
});

test(`concurrent receipts never receive more than ordered (${testDbKind})`, async () => {
  const order = await newOrder([{ itemCode: 'GEAR', qty: 5, rate: 1 }]);
  const before = await getItem(gear.id);
  const results = await Promise.all(Array.from({ length: 8 }, () => receive(order.id, [{ itemCode: 'GEAR', qty: 1 }])));
  expect(results.filter((r) => r.statusCode === 201).length).toBe(5);
  const refused = results.filter((r) => r.statusCode !== 201);
  expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 409]); // TO_BILL once the fifth is in
  const detail = await getOrder(order.id);
  expect(detail).toMatchObject({ status: 'TO_BILL', receivedPercent: 100 });
  expect(detail.items[0].receivedQty).toBe(5);
  expect(detail.receipts.length).toBe(5);
  expect((await getItem(gear.id)).stockQty).toBe((before.stockQty ?? 0) + 5);
});
