import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BillDetail } from '../../src/contract/bills';
import type { InvoiceDetail } from '../../src/contract/invoices';
import type { JournalEntry } from '../../src/contract/journal-entries';
import type { PurchaseOrderDetail } from '../../src/contract/purchase-orders';
import type { TrialBalance } from '../../src/contract/reports';
import type { SalesOrderDetail } from '../../src/contract/sales-orders';
import type { TaxRate, TaxSummary } from '../../src/contract/tax-rates';
import { accounts, invoices, salesOrders, taxRates } from '../../src/server/db/schema';
import { client, createAccount, defaultAccount, errorPaths, getCompany, NIL_UUID, ok, type Client } from '../support/accounting-fixtures';
import { apiKeyAuth, countRows, createApiKey, expectForbiddenScope, expectProblem, expectUnauthorized } from '../support/fixtures';
import { invalidPagingQueries } from '../support/invalid-queries';
import { useTwoCompanyApp } from '../support/two-companies';

const world = useTwoCompanyApp();

const rateRows = () => countRows(world.t, taxRates);
const createRate = async (payload: Record<string, unknown>, as: Client = world.api): Promise<TaxRate> => ok(await as.post('/tax-rates', payload), 201);
const service = (companyIdString: string, itemCode = 'SVC') => ({
  itemCode, name: `Service ${itemCode}`, itemGroup: 'Services', uom: 'h', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString,
});

let vat19: TaxRate;
let vat7: TaxRate;
let theirRate: TaxRate;
let taxPayable: string;
let taxReceivable: string;

beforeAll(async () => {
  taxPayable = await defaultAccount(world.t, world.company.id, 'TAX');
  taxReceivable = await defaultAccount(world.t, world.company.id, 'TAX_RECEIVABLE');
  vat19 = await createRate({ name: 'VAT 19 %', ratePercent: '19' });
  vat7 = await createRate({ name: 'VAT 7 %', ratePercent: '7.00' });
  theirRate = await createRate({ name: 'VAT 19 %', ratePercent: '19' }, world.theirApi);
  ok(await world.api.post('/items', service(world.company.id)), 201);
});

describe('POST /tax-rates', () => {
  test('creates a rate: 201, Location, the full record; the percentage at least to 2 decimals; the default tax accounts', async () => {
    const res = await world.api.post('/tax-rates', { name: ' Reduced ', ratePercent: '7.125', companyIdString: world.company.id });
    const body = ok<TaxRate>(res, 201);
    expect(res.headers.location).toBe(`/api/v1/tax-rates/${body.id}`);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), companyIdString: world.company.id, name: 'Reduced', ratePercent: '7.125',
      salesAccountIdString: taxPayable, purchaseAccountIdString: taxReceivable, createdAt: expect.any(String), updatedAt: expect.any(String), version: 1,
    });
    expect(ok(await world.api.get(`/tax-rates/${body.id}`))).toEqual(body);
    expect([vat19.ratePercent, vat7.ratePercent]).toEqual(['19.00', '7.00']);
    expect((await createRate({ name: 'Zero', ratePercent: '0' })).ratePercent).toBe('0.00');
    expect((await createRate({ name: 'All', ratePercent: '100.0000' })).ratePercent).toBe('100.0000');
  });

  test('takes accounts of the company that are no groups', async () => {
    const company = await getCompany(world.api, world.company.id);
    const sales = await createAccount(world.api, company, { type: 'LIABILITY', category: 'CURRENT', name: 'VAT 16 payable' });
    const purchase = await createAccount(world.api, company, { type: 'ASSET', category: 'CURRENT', name: 'VAT 16 input' });
    const rate = await createRate({ name: 'VAT 16 %', ratePercent: '16', salesAccountIdString: sales.id.toUpperCase(), purchaseAccountIdString: purchase.id });
    expect(rate).toMatchObject({ salesAccountIdString: sales.id, purchaseAccountIdString: purchase.id });
    const theirs = await defaultAccount(world.t, world.otherCompany.id, 'TAX');
    const [group] = await world.t.database.db.select().from(accounts).where(and(eq(accounts.companyId, world.company.id), eq(accounts.accountNumber, '20000')));
    const before = await rateRows();
    for (const [id, code] of [[theirs, 'unknown-account'], [NIL_UUID, 'unknown-account'], [group.id, 'group-account']]) {
      const body = expectProblem(await world.api.post('/tax-rates', { name: 'Bad account', ratePercent: '5', salesAccountIdString: id }), 422, 'validation');
      expect(body.errors).toEqual([expect.objectContaining({ path: 'salesAccountIdString', code })]);
    }
    expect(errorPaths(expectProblem(await world.api.post('/tax-rates', { name: 'Bad', ratePercent: '5', purchaseAccountIdString: theirs }), 422, 'validation')))
      .toEqual(['purchaseAccountIdString']);
    expect(await rateRows()).toBe(before);
  });

  test('names are unique per company ignoring case: 409 naming the field; another company may reuse one', async () => {
    const before = await rateRows();
    const body = expectProblem(await world.api.post('/tax-rates', { name: 'vat 19 %', ratePercent: '19' }), 409, 'conflict');
    expect(errorPaths(body)).toEqual(['name']);
    expect(await rateRows()).toBe(before);
    expect(theirRate.companyIdString).toBe(world.otherCompany.id);
  });

  test.each([
    ['a missing ratePercent', { name: 'R' }, 'ratePercent'],
    ['a number for ratePercent (no doubles)', { name: 'R', ratePercent: 19 }, 'ratePercent'],
    ['a percentage above 100', { name: 'R', ratePercent: '100.01' }, 'ratePercent'],
    ['a negative percentage', { name: 'R', ratePercent: '-1' }, 'ratePercent'],
    ['5 decimals', { name: 'R', ratePercent: '19.00001' }, 'ratePercent'],
    ['a comma decimal separator', { name: 'R', ratePercent: '19,5' }, 'ratePercent'],
    ['an exponent', { name: 'R', ratePercent: '1e1' }, 'ratePercent'],
    ['a NUL character', { name: 'R', ratePercent: '1\u00009' }, 'ratePercent'],
    ['a blank name', { name: ' ', ratePercent: '5' }, 'name'],
    ['an account that is no UUID', { name: 'R', ratePercent: '5', salesAccountIdString: '20200' }, 'salesAccountIdString'],
  ])('refuses %s with 422 at that field and writes nothing', async (_label, payload, path) => {
    const before = await rateRows();
    expect(errorPaths(expectProblem(await world.api.post('/tax-rates', payload), 422, 'validation'))).toContain(path);
    expect(await rateRows()).toBe(before);
  });

  test('authorization: 401, a key without tax-rates:write 403, another company 403; a tax-rates:write key may create', async () => {
    const before = await rateRows();
    await expectUnauthorized(world.t, { method: 'POST', url: '/tax-rates', payload: { name: 'Anon', ratePercent: '1' } });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'POST', url: '/tax-rates', payload: { name: 'Reader', ratePercent: '1' } }, 'tax-rates:write', ['tax-rates:read']);
    expectProblem(await world.api.post('/tax-rates', { name: 'Foreign', ratePercent: '1', companyIdString: world.otherCompany.id }), 403, 'forbidden-company');
    expect(await rateRows()).toBe(before);
    const writer = await createApiKey(world.t, world.admin.token, { scopes: ['tax-rates:write'] });
    expect((await createRate({ name: 'By key', ratePercent: '2.5' }, client(world.t, apiKeyAuth(writer.key)))).companyIdString).toBe(world.company.id);
  });
});

describe('GET, PUT and DELETE /tax-rates', () => {
  test('lists the company\'s rates by name, searches, sorts by ratePercent; another company\'s is 404 and 403', async () => {
    const names = async (query: string) => ok(await world.api.get(`/tax-rates?${query}`)).content.map((r: TaxRate) => r.name);
    expect(await names('search=vat 1')).toEqual(['VAT 16 %', 'VAT 19 %']);
    expect(await names('search=VAT&sort=ratePercent,desc')).toEqual(['VAT 19 %', 'VAT 16 %', 'VAT 7 %']);
    expect((ok(await world.theirApi.get('/tax-rates')).content as TaxRate[]).map((r) => r.id)).toEqual([theirRate.id]);
    expectProblem(await world.api.get(`/tax-rates/${theirRate.id}`), 404, 'not-found');
    expectProblem(await world.api.get(`/tax-rates?companyIdString=${world.otherCompany.id}`), 403, 'forbidden-company');
    await expectUnauthorized(world.t, { method: 'GET', url: '/tax-rates' });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'GET', url: `/tax-rates/${vat19.id}` }, 'tax-rates:read', ['customers:read']);
  });

  test.each([['sort=salesAccountIdString', 'sort'], ['sort=__proto__', 'sort'], ['ratePercent=19', 'ratePercent'], ...invalidPagingQueries])(
    '%s is 400 invalid-query naming the parameter', async (query, parameter) => {
      expect(errorPaths(expectProblem(await world.api.get(`/tax-rates?${query}`), 400, 'invalid-query'))).toContain(parameter);
    },
  );

  test('PUT replaces the rate (accounts back to the defaults when left out), If-Match and 412; another company\'s 404', async () => {
    const company = await getCompany(world.api, world.company.id);
    const account = await createAccount(world.api, company, { type: 'LIABILITY', category: 'CURRENT', name: 'Special tax' });
    const rate = await createRate({ name: 'Special', ratePercent: '3', salesAccountIdString: account.id });
    const res = await world.api.put(`/tax-rates/${rate.id}`, { name: 'Special 4', ratePercent: '4.5' }, { 'if-match': 'W/"1"' });
    expect(ok<TaxRate>(res)).toEqual({ ...rate, name: 'Special 4', ratePercent: '4.50', salesAccountIdString: taxPayable, updatedAt: expect.any(String), version: 2 });
    expectProblem(await world.api.put(`/tax-rates/${rate.id}`, { name: 'Stale', ratePercent: '1' }, { 'if-match': 'W/"1"' }), 412, 'precondition-failed');
    expectProblem(await world.api.put(`/tax-rates/${theirRate.id}`, { name: 'Hijacked', ratePercent: '1' }), 404, 'not-found');
    expect(ok<TaxRate>(await world.theirApi.get(`/tax-rates/${theirRate.id}`)).name).toBe('VAT 19 %');
  });

  test('a rate a line names is 409 in-use; an unused one is deleted (204); another company\'s 404', async () => {
    const used = await createRate({ name: 'Used', ratePercent: '10' });
    ok(await world.api.post('/sales-orders', {
      customerIdString: (await customer()).id, currencyCodeString: 'USD', orderDate: '2026-03-01', items: [{ itemCode: 'SVC', qty: 1, unitPrice: 5, taxRateIdString: used.id }],
    }), 201);
    const body = expectProblem(await world.api.delete(`/tax-rates/${used.id}`), 409, 'in-use');
    expect(body.detail).toBe('The tax rate "Used" is used by 1 sales order line; it cannot be deleted.');
    expectProblem(await world.api.delete(`/tax-rates/${theirRate.id}`), 404, 'not-found');
    const unused = await createRate({ name: 'Unused', ratePercent: '1' });
    expect((await world.api.delete(`/tax-rates/${unused.id}`)).statusCode).toBe(204);
    expectProblem(await world.api.get(`/tax-rates/${unused.id}`), 404, 'not-found');
  });
});

let buyer: { id: string } | undefined;
async function customer() {
  buyer ??= ok(await world.api.post('/customers', { name: 'Taxed Buyer' }), 201);
  return buyer!;
}

const invoiceBody = async (items: Record<string, unknown>[], overrides: Record<string, unknown> = {}) => ({
  companyIdString: world.company.id, customerIdString: (await customer()).id, currencyCodeString: 'USD', postingDate: '2026-03-10', return: false, items, ...overrides,
});
const entry = async (id: string | null) => ok<JournalEntry>(await world.api.get(`/journal-entries/${id}`));
const sides = (e: JournalEntry) => e.lines.map((l) => [l.accountId, l.debit, l.credit]);

describe('tax on invoice lines', () => {
  test('each line taxed on its own and rounded half away from zero; netTotal, taxTotal, total, taxes; Cr the rates\' sales accounts', async () => {
    const receivable = await defaultAccount(world.t, world.company.id, 'RECEIVABLE');
    const revenue = await defaultAccount(world.t, world.company.id, 'REVENUE');
    const invoice = ok<InvoiceDetail>(await world.api.post('/invoices', await invoiceBody([
      { itemCode: 'SVC', qty: 1, unitPrice: 100, amount: 100, taxRateIdString: vat19.id },
      { itemCode: 'SVC', qty: 1, unitPrice: 2.5, amount: 2.5, taxRateIdString: vat7.id.toUpperCase() },
      { itemCode: 'SVC', qty: 1, unitPrice: 0.5, amount: 0.5, taxRateIdString: vat7.id },
      { itemCode: 'SVC', qty: 3, unitPrice: 1, amount: 3 },
    ])), 201);
    // 2.50 × 7 % = 0.175 → 0.18 and 0.50 × 7 % = 0.035 → 0.04 (half-even would give 0.18 and 0.04 too; see the 5 % case below)
    expect(invoice.items.map((l) => [l.taxRateIdString, l.taxPercent, l.taxAmount])).toEqual([
      [vat19.id, '19.00', 19], [vat7.id, '7.00', 0.18], [vat7.id, '7.00', 0.04], [null, null, 0],
    ]);
    expect(invoice).toMatchObject({ itemsTotal: 106, netTotal: 106, taxTotal: 19.22, chargesTotal: 0, total: 125.22, outstanding: 125.22, status: 'UNPAID' });
    expect(invoice.taxes).toEqual([
      { taxRateIdString: vat19.id, name: 'VAT 19 %', ratePercent: '19.00', base: 100, amount: 19 },
      { taxRateIdString: vat7.id, name: 'VAT 7 %', ratePercent: '7.00', base: 3, amount: 0.22 },
    ]);
    expect(ok<InvoiceDetail>(await world.api.get(`/invoices/${invoice.id}`))).toEqual(invoice);
    expect(sides(await entry(invoice.journalEntryId))).toEqual([[receivable, 125.22, 0], [revenue, 0, 106], [taxPayable, 0, 19.22]]);
  });

  test('half away from zero, not half-even: 2.50 at 5 % is 0.13 per line, 0.26 for two lines (not 0.25 on their sum)', async () => {
    const five = await createRate({ name: 'Five', ratePercent: '5' });
    const invoice = ok<InvoiceDetail>(await world.api.post('/invoices', await invoiceBody([
      { itemCode: 'SVC', qty: 1, unitPrice: 2.5, amount: 2.5, taxRateIdString: five.id },
      { itemCode: 'SVC', qty: 1, unitPrice: 2.5, amount: 2.5, taxRateIdString: five.id },
    ])), 201);
    expect(invoice.items.map((l) => l.taxAmount)).toEqual([0.13, 0.13]);
    expect(invoice).toMatchObject({ netTotal: 5, taxTotal: 0.26, total: 5.26 });
  });

  test('rates with their own accounts post on them; a credit note reverses exactly and leaves the invoice settled', async () => {
    const company = await getCompany(world.api, world.company.id);
    const own = await createAccount(world.api, company, { type: 'LIABILITY', category: 'CURRENT', name: 'VAT 10 payable' });
    const ten = await createRate({ name: 'Ten', ratePercent: '10', salesAccountIdString: own.id });
    const lines = [
      { itemCode: 'SVC', qty: 2, unitPrice: 10.05, amount: 20.1, taxRateIdString: ten.id },
      { itemCode: 'SVC', qty: 1, unitPrice: 40, amount: 40, taxRateIdString: vat19.id },
    ];
    const invoice = ok<InvoiceDetail>(await world.api.post('/invoices', await invoiceBody(lines)), 201);
    expect(invoice).toMatchObject({ netTotal: 60.1, taxTotal: 9.61, total: 69.71 });
    const posted = sides(await entry(invoice.journalEntryId));
    expect(posted).toContainEqual([own.id, 0, 2.01]);
    expect(posted).toContainEqual([taxPayable, 0, 7.6]);
    const credit = ok<InvoiceDetail>(await world.api.post('/invoices', await invoiceBody(lines, { return: true, returnAgainstIdString: invoice.id, postingDate: '2026-03-12' })), 201);
    expect(credit).toMatchObject({ netTotal: 60.1, taxTotal: 9.61, total: 69.71, status: 'RETURN' });
    expect(sides(await entry(credit.journalEntryId))).toEqual(posted.map(([a, d, c]) => [a, c, d]));
    expect(ok<InvoiceDetail>(await world.api.get(`/invoices/${invoice.id}`))).toMatchObject({ outstanding: 0, status: 'PAID' });
  });

  test('another company\'s rate, an unknown one or no UUID is 422 at items.N.taxRateIdString, nothing written', async () => {
    const before = await countRows(world.t, invoices);
    for (const id of [theirRate.id, NIL_UUID, 'vat19']) {
      const body = expectProblem(await world.api.post('/invoices', await invoiceBody([
        { itemCode: 'SVC', qty: 1, unitPrice: 1, amount: 1 }, { itemCode: 'SVC', qty: 1, unitPrice: 1, amount: 1, taxRateIdString: id },
      ])), 422, 'validation');
      expect(errorPaths(body)).toEqual(['items.1.taxRateIdString']);
    }
    expect(await countRows(world.t, invoices)).toBe(before);
  });

  test('a cancellation reverses the tax with the rest; a changed rate leaves posted documents as they were', async () => {
    const rate = await createRate({ name: 'Changing', ratePercent: '20' });
    const invoice = ok<InvoiceDetail>(await world.api.post('/invoices', await invoiceBody([{ itemCode: 'SVC', qty: 1, unitPrice: 10, amount: 10, taxRateIdString: rate.id }])), 201);
    ok(await world.api.put(`/tax-rates/${rate.id}`, { name: 'Changed', ratePercent: '25' }));
    expect(ok<InvoiceDetail>(await world.api.get(`/invoices/${invoice.id}`))).toMatchObject({
      taxTotal: 2, total: 12, taxes: [{ taxRateIdString: rate.id, name: 'Changed', ratePercent: '20.00', base: 10, amount: 2 }],
    });
    const cancelled = ok<InvoiceDetail>(await world.api.post(`/invoices/${invoice.id}/cancel`, {}));
    const original = sides(await entry(invoice.journalEntryId));
    expect(sides(await entry(cancelled.reversalJournalEntryId))).toEqual(original.map(([a, d, c]) => [a, c, d]));
  });
});

describe('tax on orders and bills', () => {
  test('a sales order answers each line\'s tax, netTotal, taxTotal, total and taxes; a replacement re-taxes it; a bad rate is 422', async () => {
    const body = {
      customerIdString: (await customer()).id, currencyCodeString: 'USD', orderDate: '2026-03-01',
      items: [{ itemCode: 'SVC', qty: 3, unitPrice: 9.99, taxRateIdString: vat19.id }, { itemCode: 'SVC', qty: 1, unitPrice: 5 }],
    };
    const order = ok<SalesOrderDetail>(await world.api.post('/sales-orders', body), 201);
    expect(order.items.map((l) => [l.amount, l.taxPercent, l.taxAmount])).toEqual([[29.97, '19.00', 5.69], [5, null, 0]]);
    expect(order).toMatchObject({ netTotal: 34.97, taxTotal: 5.69, total: 40.66, taxes: [{ taxRateIdString: vat19.id, base: 29.97, amount: 5.69 }] });
    const replaced = ok<SalesOrderDetail>(await world.api.put(`/sales-orders/${order.id}`, { ...body, items: [{ itemCode: 'SVC', qty: 1, unitPrice: 100, taxRateIdString: vat7.id }] }));
    expect(replaced).toMatchObject({ netTotal: 100, taxTotal: 7, total: 107 });
    const before = await countRows(world.t, salesOrders);
    expect(errorPaths(expectProblem(await world.api.post('/sales-orders', { ...body, items: [{ itemCode: 'SVC', qty: 1, unitPrice: 1, taxRateIdString: theirRate.id }] }), 422, 'validation')))
      .toEqual(['items.0.taxRateIdString']);
    expect(await countRows(world.t, salesOrders)).toBe(before);
    expect(ok(await world.api.get(`/sales-orders?search=${order.number}`)).content[0]).toMatchObject({ netTotal: 100, taxTotal: 7, total: 107 });
  });

  test('a bill is taxed at its order lines\' rates and debits the purchase tax account', async () => {
    const supplier = ok(await world.api.post('/suppliers', { name: 'Taxed Vendor' }), 201);
    const order = ok<PurchaseOrderDetail>(await world.api.post('/purchase-orders', {
      supplierIdString: supplier.id, currencyCodeString: 'USD', orderDate: '2026-03-01',
      items: [{ itemCode: 'SVC', qty: 4, rate: 12.5, taxRateIdString: vat19.id }, { itemCode: 'SVC', qty: 1, rate: 3 }],
    }), 201);
    expect(order).toMatchObject({ netTotal: 53, taxTotal: 9.5, total: 62.5 });
    ok(await world.api.post(`/purchase-orders/${order.id}/submit`));
    const bill = ok<BillDetail>(await world.api.post(`/purchase-orders/${order.id}/bills`, { postingDate: '2026-03-15', items: [{ itemCode: 'SVC', qty: 5 }] }), 201);
    expect(bill.lines.map((l) => [l.qty, l.amount, l.taxPercent, l.taxAmount])).toEqual([[4, 50, '19.00', 9.5], [1, 3, null, 0]]);
    expect(bill).toMatchObject({ netTotal: 53, taxTotal: 9.5, total: 62.5, outstanding: 62.5, taxes: [{ taxRateIdString: vat19.id, base: 50, amount: 9.5 }] });
    const grnb = await defaultAccount(world.t, world.company.id, 'GOODS_RECEIVED_NOT_BILLED');
    const payable = await defaultAccount(world.t, world.company.id, 'PAYABLE');
    expect(sides(await entry(bill.journalEntryId))).toEqual([[grnb, 53, 0], [taxReceivable, 9.5, 0], [payable, 0, 62.5]]);
  });
});

describe('GET /reports/tax-summary', () => {
  test('per rate for a range; cancellations back out on their day; equals the tax accounts\' movements in the ledger', async () => {
    const co = ok(await world.api.post('/companies', { name: 'Tax Summary Books', baseCurrency: 'EUR' }), 201);
    ok(await world.api.post('/items', service(co.id)), 201);
    const high = await createRate({ name: 'VAT 19', ratePercent: '19', companyIdString: co.id });
    const low = await createRate({ name: 'VAT 7', ratePercent: '7', companyIdString: co.id });
    await createRate({ name: 'Unused', ratePercent: '5', companyIdString: co.id });
    const buyer = ok(await world.api.post('/customers', { name: 'Summary Buyer', companyIdString: co.id }), 201);
    const vendor = ok(await world.api.post('/suppliers', { name: 'Summary Vendor', companyIdString: co.id }), 201);
    const sell = async (postingDate: string, items: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ok<InvoiceDetail>(await world.api.post('/invoices', {
      companyIdString: co.id, customerIdString: buyer.id, currencyCodeString: 'EUR', postingDate, return: false, items, ...extra,
    }), 201);
    const a = await sell('2026-04-02', [{ itemCode: 'SVC', qty: 1, unitPrice: 200, amount: 200, taxRateIdString: high.id }, { itemCode: 'SVC', qty: 1, unitPrice: 50, amount: 50, taxRateIdString: low.id }]);
    await sell('2026-04-20', [{ itemCode: 'SVC', qty: 1, unitPrice: 200, amount: 200, taxRateIdString: high.id }], { return: true, returnAgainstIdString: a.id });
    const b = await sell('2026-04-25', [{ itemCode: 'SVC', qty: 1, unitPrice: 100, amount: 100, taxRateIdString: high.id }]);
    ok(await world.api.post(`/invoices/${b.id}/cancel`, { postingDate: '2026-05-03' }));
    const order = ok(await world.api.post('/purchase-orders', {
      companyIdString: co.id, supplierIdString: vendor.id, currencyCodeString: 'EUR', orderDate: '2026-04-01', items: [{ itemCode: 'SVC', qty: 1, rate: 80, taxRateIdString: high.id }],
    }), 201);
    ok(await world.api.post(`/purchase-orders/${order.id}/submit`));
    ok(await world.api.post(`/purchase-orders/${order.id}/bills`, { postingDate: '2026-04-10', items: [{ itemCode: 'SVC', qty: 1 }] }), 201);

    const summary = async (fromDate: string, toDate: string) =>
      ok<TaxSummary>(await world.api.get(`/reports/tax-summary?companyIdString=${co.id}&fromDate=${fromDate}&toDate=${toDate}`));
    const april = await summary('2026-04-01', '2026-04-30');
    expect(april).toMatchObject({ companyIdString: co.id, fromDate: '2026-04-01', toDate: '2026-04-30', currencyCodeString: 'EUR' });
    expect(april.rows.map((r) => [r.name, r.ratePercent, r.salesBase, r.salesTax, r.purchaseBase, r.purchaseTax, r.netPayable])).toEqual([
      ['Unused', '5.00', 0, 0, 0, 0, 0],
      ['VAT 19', '19.00', 100, 19, 80, 15.2, 3.8],
      ['VAT 7', '7.00', 50, 3.5, 0, 0, 3.5],
    ]);
    expect(april.totals).toEqual({ salesBase: 150, salesTax: 22.5, purchaseBase: 80, purchaseTax: 15.2, netPayable: 7.3 });
    expect((await summary('2026-05-01', '2026-05-31')).rows.find((r) => r.name === 'VAT 19')).toMatchObject({ salesBase: -100, salesTax: -19, netPayable: -19 });

    const payable = await defaultAccount(world.t, co.id, 'TAX');
    const receivable = await defaultAccount(world.t, co.id, 'TAX_RECEIVABLE');
    for (const [from, to] of [['2026-04-01', '2026-04-30'], ['2026-04-01', '2026-05-31'], ['2026-05-01', '2026-05-31'], ['2026-04-21', '2026-04-30']]) {
      const tb = ok<TrialBalance>(await world.api.get(`/reports/trial-balance?companyIdString=${co.id}&fromDate=${from}&toDate=${to}`));
      const moved = (id: string) => { const r = tb.rows.find((row) => row.accountId === id); return r ? r.debit - r.credit : 0; };
      const { totals } = await summary(from, to);
      expect(totals.salesTax).toBeCloseTo(-moved(payable), 10);
      expect(totals.purchaseTax).toBeCloseTo(moved(receivable), 10);
    }
  });

  test('bad ranges are 400 naming the parameter; 401, 403 without reports:read, another company 403', async () => {
    for (const [query, parameter] of [['fromDate=2026-02-01&toDate=2026-01-01', 'toDate'], ['toDate=2026-01-01', 'fromDate'], ['fromDate=0000-01-01&toDate=2026-01-01', 'fromDate'], ['fromDate=2026-01-01&toDate=2026-13-01', 'toDate']]) {
      expect(errorPaths(expectProblem(await world.api.get(`/reports/tax-summary?${query}`), 400, 'invalid-query'))).toContain(parameter);
    }
    await expectUnauthorized(world.t, { method: 'GET', url: '/reports/tax-summary?fromDate=2026-01-01&toDate=2026-01-31' });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'GET', url: '/reports/tax-summary?fromDate=2026-01-01&toDate=2026-01-31' }, 'reports:read', ['tax-rates:read']);
    expectProblem(await world.api.get(`/reports/tax-summary?fromDate=2026-01-01&toDate=2026-01-31&companyIdString=${world.otherCompany.id}`), 403, 'forbidden-company');
  });
});

describe('the chart: every company has a Tax receivable account', () => {
  test('a new company gets 10500 Tax receivable as its TAX_RECEIVABLE default', async () => {
    const co = ok(await world.api.post('/companies', { name: 'Fresh Chart', baseCurrency: 'USD' }), 201);
    const id = await defaultAccount(world.t, co.id, 'TAX_RECEIVABLE');
    expect(ok(await world.api.get(`/accounts/${id}`))).toMatchObject({ accountNumber: '10500', name: 'Tax receivable', type: 'ASSET' });
    expect((await world.t.database.db.select().from(taxRates).where(eq(taxRates.companyId, co.id))).length).toBe(0);
  });
});
