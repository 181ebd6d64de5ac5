import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { Dashboard } from '../../src/contract/dashboard';
import { monthOf } from '../../src/server/domain/reports/dashboard';
import { client, defaultAccount, ok, twoLineEntry, type Client } from '../support/accounting-fixtures';
import { createMember } from '../support/auth-fixtures';
import { apiKeyAuth, createApiKey, expectProblem, type Admin } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

let t: TestApp;
let admin: Admin;
let api: Client;
let theirApi: Client;
let otherCompany: Company;
let co: Company;

const today = new Date().toISOString().slice(0, 10);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const thisMonth = monthOf(today);

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, api, theirApi, otherCompany } = await twoCompanies(t));
  co = ok<Company>(await api.post('/companies', { name: 'Dashboard Books', baseCurrency: 'USD' }), 201);
});
afterAll(async () => {
  await t?.close();
});

const item = (itemCode: string, maintainStock: boolean, allowNegativeStock = false, companyIdString = co.id, as = api) =>
  as.post('/items', { itemCode, name: `Item ${itemCode}`, itemGroup: 'Goods', uom: 'pcs', valuationMethod: 'FIFO', maintainStock, allowNegativeStock, companyIdString });

describe('monthOf', () => {
  test('months before and after, across years', () => {
    expect([monthOf('2026-01-31'), monthOf('2026-01-31', -1), monthOf('2026-01-05', -11), monthOf('2026-12-01', 1), monthOf('2026-03-15', -14)])
      .toEqual(['2026-01', '2025-12', '2025-02', '2027-01', '2025-01']);
  });
});

describe('GET /reports/dashboard', () => {
  beforeAll(async () => {
    const customer = ok(await api.post('/customers', { name: 'Globex', companyIdString: co.id }), 201);
    ok(await item('SVC', false), 201);
    ok(await item('EMPTY', true), 201);
    ok(await item('STOCKED', true), 201);
    ok(await item('SHORT', true, true), 201);
    ok(await api.post('/stock-entries', { companyIdString: co.id, entryType: 'RECEIPT', postingDate: `${thisMonth}-01`, items: [{ itemCode: 'STOCKED', qty: 5, rate: 2 }] }), 201);
    ok(await api.post('/stock-entries', { companyIdString: co.id, entryType: 'RECEIPT', postingDate: `${thisMonth}-01`, items: [{ itemCode: 'SHORT', qty: 1, rate: 2 }] }), 201);
    ok(await api.post('/stock-entries', { companyIdString: co.id, entryType: 'ISSUE', postingDate: `${thisMonth}-01`, items: [{ itemCode: 'SHORT', qty: 4 }] }), 201);

    const invoice = async (amount: number, postingDate: string, overrides: Record<string, unknown> = {}) =>
      ok(await api.post('/invoices', {
        currencyCodeString: 'USD', companyIdString: co.id, customerIdString: customer.id, postingDate, return: false,
        items: [{ itemCode: 'SVC', qty: 1, unitPrice: amount, amount }], ...overrides,
      }), 201);
    // this month: 100 of items (+ a charge of 5, not sales) due in ten days, less a standalone credit note of 30.25
    await invoice(100, `${thisMonth}-01`, { dueDate: addDays(today, 10), charges: [{ amount: 5, chargeType: 'shipping' }] });
    await invoice(30.25, `${thisMonth}-01`, { return: true });
    // last month: 200, and 50 cancelled
    await invoice(200, `${monthOf(today, -1)}-03`);
    const cancelled = await invoice(50, `${monthOf(today, -1)}-04`);
    ok(await api.post(`/invoices/${cancelled.id}/cancel`, {}));
    // eleven months back counts, twelve do not (but stays outstanding)
    await invoice(11.11, `${monthOf(today, -11)}-28`);
    await invoice(999, `${monthOf(today, -12)}-28`);

    // bills: one posted today (not yet overdue), one earlier
    const supplier = ok(await api.post('/suppliers', { name: 'Acme Parts', companyIdString: co.id }), 201);
    for (const [rate, postingDate] of [[10, today], [20.5, `${monthOf(today, -2)}-10`]] as const) {
      const order = ok(await api.post('/purchase-orders', { companyIdString: co.id, supplierIdString: supplier.id, currencyCodeString: 'USD', orderDate: `${monthOf(today, -3)}-01`, items: [{ itemCode: 'SVC', qty: 1, rate }] }), 201);
      ok(await api.post(`/purchase-orders/${order.id}/submit`));
      ok(await api.post(`/purchase-orders/${order.id}/bills`, { postingDate, items: [{ itemCode: 'SVC', qty: 1 }] }), 201);
    }

    // cash: the cash and bank accounts (the stock receipts touched neither)
    const [cash, bank, revenue] = [await defaultAccount(t, co.id, 'CASH'), await defaultAccount(t, co.id, 'BANK'), await defaultAccount(t, co.id, 'REVENUE')];
    ok(await api.post('/journal-entries', { ...twoLineEntry(`${thisMonth}-01`, cash, revenue, 500.5), companyIdString: co.id }), 201);
    ok(await api.post('/journal-entries', { ...twoLineEntry(`${thisMonth}-01`, revenue, bank, 0.25), companyIdString: co.id }), 201);

    // sales orders: one left in DRAFT, one approved (TO_DELIVER_AND_BILL)
    const order = () => api.post('/sales-orders', { companyIdString: co.id, customerIdString: customer.id, currencyCodeString: 'USD', orderDate: today, items: [{ itemCode: 'SVC', qty: 1, unitPrice: 1 }] });
    ok(await order(), 201);
    const approved = ok(await order(), 201);
    ok(await api.put(`/sales-orders/update-workflow/${approved.id}`, undefined));
    ok(await api.put(`/sales-orders/update-workflow/${approved.id}`, undefined));

    // another company's data never counts
    ok(await item('THEIRS', true, false, otherCompany.id, theirApi), 201);
  });

  test('the figures, hand-computed', async () => {
    const board = ok<Dashboard>(await api.get(`/reports/dashboard?companyIdString=${co.id}`));
    const expectedMonths = Array.from({ length: 12 }, (_, i) => ({ month: monthOf(today, i - 11), amount: 0 }));
    expectedMonths[0].amount = 11.11;
    expectedMonths[10].amount = 200;
    expectedMonths[11].amount = 69.75;
    expect(board).toEqual({
      companyIdString: co.id,
      currency: 'USD',
      asOf: today,
      salesThisMonth: 69.75,
      salesByMonth: expectedMonths,
      openSalesOrders: [{ status: 'DRAFT', count: 1 }, { status: 'TO_DELIVER_AND_BILL', count: 1 }],
      receivablesOutstanding: 1315.11,
      receivablesOverdue: 1210.11,
      payablesOutstanding: 30.5,
      payablesOverdue: 20.5,
      cashBalance: 500.25,
      lowStockItems: [
        { id: expect.any(String), itemCode: 'SHORT', name: 'Item SHORT', stockQty: -3 },
        { id: expect.any(String), itemCode: 'EMPTY', name: 'Item EMPTY', stockQty: 0 },
      ],
      lowStockCount: 2,
    });
  });

  test('at most ten low-stock items, lowest first, and the count of all', async () => {
    const books = ok<Company>(await api.post('/companies', { name: 'Many Items', baseCurrency: 'JPY' }), 201);
    for (let i = 0; i < 12; i++) ok(await item(`I${String(i).padStart(2, '0')}`, true, false, books.id), 201);
    const board = ok<Dashboard>(await api.get(`/reports/dashboard?companyIdString=${books.id}`));
    expect(board.lowStockItems.map((i) => i.itemCode)).toEqual(['I00', 'I01', 'I02', 'I03', 'I04', 'I05', 'I06', 'I07', 'I08', 'I09']);
    expect(board.lowStockCount).toBe(12);
    expect(board).toMatchObject({ currency: 'JPY', salesThisMonth: 0, openSalesOrders: [], receivablesOutstanding: 0, cashBalance: 0 });
  });

  test('authorization: 401, a key without reports:read 403, another company 403, a SALES member 403; the default company', async () => {
    const url = `/api/v1/reports/dashboard?companyIdString=${co.id}`;
    expectProblem(await t.inject({ method: 'GET', url }), 401, 'unauthenticated');
    const wrong = await createApiKey(t, admin.token, { scopes: ['invoices:read', 'sales-orders:read'] });
    expect(expectProblem(await t.inject({ method: 'GET', url, headers: apiKeyAuth(wrong.key) }), 403, 'forbidden-scope').detail).toContain('reports:read');
    const reader = await createApiKey(t, admin.token, { scopes: ['reports:read'] });
    expect(ok(await t.inject({ method: 'GET', url, headers: apiKeyAuth(reader.key) })).companyIdString).toBe(co.id);
    expectProblem(await theirApi.get(`/reports/dashboard?companyIdString=${co.id}`), 403, 'forbidden-company');
    const seller = await createMember(t, 'seller@example.com', 'SALES');
    expectProblem(await client(t, seller.token).get('/reports/dashboard'), 403, 'forbidden-scope');
    const mine = ok<Dashboard>(await api.get('/reports/dashboard'));
    expect(mine.companyIdString).toBe(admin.companyId);
    const theirs = ok<Dashboard>(await theirApi.get('/reports/dashboard'));
    expect(theirs).toMatchObject({ companyIdString: otherCompany.id, lowStockCount: 1, receivablesOutstanding: 0 });
  });

  test.each([['companyIdString=acme', 'companyIdString'], ['companyIdString=00000000-0000-0000-0000-00000000000g', 'companyIdString']])(
    '%s is 400 invalid-query', async (query, path) => {
      const res = await api.get(`/reports/dashboard?${query}`);
      expect(expectProblem(res, 400, 'invalid-query')).toEqual({
        type: 'https://business-ops.dev/problems/invalid-query', title: 'Invalid query or path parameter', status: 400, code: 'invalid-query',
        detail: expect.any(String), requestId: res.headers['x-request-id'], instance: `/api/v1/reports/dashboard?${query}`,
        errors: [{ path, message: expect.any(String), code: expect.any(String) }],
      });
    });

  test('__proto__ and stray parameters never make a 500', async () => {
    for (const query of ['__proto__=1', 'constructor[prototype]=x', 'asOf=0000-01-01', `companyIdString=${co.id}&companyIdString=${co.id}`]) {
      const res = await api.get(`/reports/dashboard?${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBeLessThan(500);
      if (res.statusCode >= 400) expectProblem(res, 400, 'invalid-query');
    }
  });
});
