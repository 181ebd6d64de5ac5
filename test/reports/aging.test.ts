import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AgingReport } from '../../src/contract/aging';
import type { Company } from '../../src/contract/companies';
import type { InvoiceDetail } from '../../src/contract/invoices';
import { client, defaultAccount, ok, type Client } from '../support/accounting-fixtures';
import { createMember, type Member } from '../support/auth-fixtures';
import { apiKeyAuth, createApiKey, expectProblem, type Admin } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

let t: TestApp;
let admin: Admin;
let api: Client;
let theirApi: Client;
let otherCompany: Company;
let co: Company;
let alpha: { id: string };
let beta: { id: string };
let theirCustomer: { id: string };

const ASOF = '2026-06-30';

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, api, theirApi, otherCompany } = await twoCompanies(t));
  co = ok<Company>(await api.post('/companies', { name: 'Aging Books', baseCurrency: 'USD' }), 201);
  alpha = ok(await api.post('/customers', { name: 'Alpha', companyIdString: co.id }), 201);
  beta = ok(await api.post('/customers', { name: 'Beta', companyIdString: co.id }), 201);
  ok(await api.post('/items', { itemCode: 'SVC', name: 'Service', itemGroup: 'Services', uom: 'h', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString: co.id }), 201);
  theirCustomer = ok(await theirApi.post('/customers', { name: 'Alpha' }), 201);
  ok(await theirApi.post('/items', { itemCode: 'SVC', name: 'Service', itemGroup: 'Services', uom: 'h', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString: otherCompany.id }), 201);
});
afterAll(async () => {
  await t?.close();
});

const invoice = async (customerId: string, amount: number, postingDate: string, overrides: Record<string, unknown> = {}, as = api, companyId = co.id): Promise<InvoiceDetail> =>
  ok(await as.post('/invoices', {
    currencyCodeString: companyId === co.id ? 'USD' : otherCompany.baseCurrency, companyIdString: companyId, customerIdString: customerId, postingDate, return: false,
    items: [{ itemCode: 'SVC', qty: 1, unitPrice: amount, amount }], ...overrides,
  }), 201);
const cancel = async (id: string, postingDate: string) => ok(await api.post(`/invoices/${id}/cancel`, { postingDate }));
const aging = async (query: string, as = api, kind = 'receivables'): Promise<AgingReport> =>
  ok(await as.get(`/reports/${kind}-aging?companyIdString=${co.id}&${query}`));
const zeroBuckets = { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0 };

describe('GET /reports/receivables-aging', () => {
  let betaInvoice: InvoiceDetail;
  let betaCredit: InvoiceDetail;
  let standalone: InvoiceDetail;
  let cancelledLater: InvoiceDetail;
  let cancelledBefore: InvoiceDetail;
  const alphaDocs: InvoiceDetail[] = [];

  beforeAll(async () => {
    // Alpha: one invoice per boundary, amounts 1, 2, 4, ... so every bucket's sum names its documents
    const dues = ['2026-06-30', '2026-07-15', '2026-06-29', '2026-05-31', '2026-05-30', '2026-05-01', '2026-04-30', '2026-04-01', '2026-03-31'];
    for (const [i, dueDate] of dues.entries()) alphaDocs.push(await invoice(alpha.id, 2 ** i, '2026-01-05', { dueDate }));
    // Beta: an invoice with a credit note against it, a standalone credit note, one cancelled after asOf, one before, one after asOf
    betaInvoice = await invoice(beta.id, 100.1, '2026-05-02', { dueDate: '2026-06-01' });
    betaCredit = await invoice(beta.id, 30.05, '2026-06-10', { return: true, returnAgainstIdString: betaInvoice.id });
    standalone = await invoice(beta.id, 10.01, '2026-06-20', { return: true });
    cancelledLater = await invoice(beta.id, 50, '2026-06-15');
    await cancel(cancelledLater.id, '2026-07-05');
    cancelledBefore = await invoice(beta.id, 20, '2026-06-01');
    await cancel(cancelledBefore.id, '2026-06-20');
    await invoice(beta.id, 7, '2026-07-02');
    // another company's customer and invoice never show
    await invoice(theirCustomer.id, 999, '2026-01-05', {}, theirApi, otherCompany.id);
  });

  test('exact bucket boundaries: due on asOf is current, 1 and 30 days 1-30, 31 and 60 31-60, 61 and 90 61-90, 91 over 90', async () => {
    const report = await aging(`asOf=${ASOF}&partyIdString=${alpha.id}`);
    expect(report.parties).toHaveLength(1);
    const party = report.parties[0];
    expect(party).toMatchObject({ partyIdString: alpha.id, partyName: 'Alpha', current: 3, days1to30: 12, days31to60: 48, days61to90: 192, over90: 256, total: 511, unallocatedCredit: 0 });
    expect(party.documents.map((d) => [d.number, d.daysOverdue, d.bucket, d.outstanding])).toEqual([
      [alphaDocs[8].number, 91, 'over90', 256],
      [alphaDocs[7].number, 90, 'days61to90', 128],
      [alphaDocs[6].number, 61, 'days61to90', 64],
      [alphaDocs[5].number, 60, 'days31to60', 32],
      [alphaDocs[4].number, 31, 'days31to60', 16],
      [alphaDocs[3].number, 30, 'days1to30', 8],
      [alphaDocs[2].number, 1, 'days1to30', 4],
      [alphaDocs[0].number, 0, 'current', 1],
      [alphaDocs[1].number, 0, 'current', 2],
    ]);
    expect(party.documents[0]).toEqual({
      documentType: 'INVOICE', id: alphaDocs[8].id, number: alphaDocs[8].number, postingDate: '2026-01-05', dueDate: '2026-03-31',
      daysOverdue: 91, bucket: 'over90', currencyCodeString: 'USD', total: 256, outstanding: 256, baseOutstanding: 256,
    });
    expect(report.ledgerBalance).toBe(511);
  });

  test('documents=false: each party\'s buckets and totals as with its documents, the lists empty; another company\'s invoices still never show', async () => {
    const full = await aging(`asOf=${ASOF}`);
    const summary = await aging(`asOf=${ASOF}&documents=false`);
    expect(full.parties.flatMap((p) => p.documents).length).toBeGreaterThan(10);
    expect(summary.parties.map((p) => p.documents)).toEqual(full.parties.map(() => []));
    expect(summary).toEqual({ ...full, parties: full.parties.map((p) => ({ ...p, documents: [] })) });
    expect(summary.parties.find((p) => p.partyIdString === alpha.id)).toMatchObject({ current: 3, days1to30: 12, days31to60: 48, days61to90: 192, over90: 256, total: 511 });
    expect(summary.parties.map((p) => p.partyIdString)).not.toContain(theirCustomer.id);
    // one party without its documents, and documents=true as the default
    expect((await aging(`asOf=${ASOF}&partyIdString=${alpha.id}&documents=false`)).parties).toEqual([{ ...full.parties.find((p) => p.partyIdString === alpha.id), documents: [] }]);
    expect(await aging(`asOf=${ASOF}&documents=true`)).toEqual(full);
  });

  test('credit notes and cancellations: applied credit lowers its invoice, standalone credit counts negative, cancelled after asOf is still open', async () => {
    const report = await aging(`asOf=${ASOF}`);
    expect(report.companyIdString).toBe(co.id);
    expect(report.asOf).toBe(ASOF);
    expect(report.currency).toBe('USD');
    expect(report.parties.map((p) => p.partyName)).toEqual(['Alpha', 'Beta']);
    const b = report.parties[1];
    expect(b).toMatchObject({ partyIdString: beta.id, current: 0, days1to30: 110.04, days31to60: 0, days61to90: 0, over90: 0, total: 110.04, unallocatedCredit: 0 });
    expect(b.documents.map((d) => [d.documentType, d.id, d.daysOverdue, d.bucket, d.total, d.outstanding])).toEqual([
      ['INVOICE', betaInvoice.id, 29, 'days1to30', 100.1, 70.05],
      ['INVOICE', cancelledLater.id, 15, 'days1to30', 50, 50],
      ['CREDIT_NOTE', standalone.id, 10, 'days1to30', 10.01, -10.01],
    ]);
    expect(report.totals).toEqual({ current: 3, days1to30: 122.04, days31to60: 48, days61to90: 192, over90: 256, total: 621.04, unallocatedCredit: 0 });
    expect(report.ledgerBalance).toBe(621.04);
  });

  test('past and later dates: what was posted and not yet cancelled then', async () => {
    const early = await aging(`asOf=2026-06-12&partyIdString=${beta.id}`);
    expect(early.parties[0].documents.map((d) => [d.id, d.daysOverdue, d.outstanding])).toEqual([
      [betaInvoice.id, 11, 70.05],
      [cancelledBefore.id, 11, 20],
    ]);
    const later = await aging(`asOf=2026-07-10&partyIdString=${beta.id}`);
    expect(later.parties[0].documents.map((d) => [d.documentType, d.outstanding])).toEqual([['INVOICE', 70.05], ['CREDIT_NOTE', -10.01], ['INVOICE', 7]]);
    const before = await aging('asOf=2026-01-04');
    expect(before.parties).toEqual([]);
    expect(before.totals).toEqual({ ...zeroBuckets, unallocatedCredit: 0 });
    expect(before.ledgerBalance).toBe(0);
    // every date: the totals equal the receivable account's balance on that date
    for (const asOf of ['2026-01-05', '2026-05-02', '2026-06-10', '2026-06-15', '2026-06-20', '2026-07-05', '2026-12-31']) {
      const r = await aging(`asOf=${asOf}`);
      expect(r.totals.total - r.totals.unallocatedCredit, asOf).toBeCloseTo(r.ledgerBalance, 9);
    }
    const all = await aging('asOf=2099-12-31');
    expect(all.ledgerBalance).toBe(ok(await api.get(`/accounts/${await defaultAccount(t, co.id, 'RECEIVABLE')}`)).balance);
  });

  test('cancelling the credit note gives the invoice its outstanding back from the cancellation date on', async () => {
    await cancel(betaCredit.id, '2026-06-25');
    const before = await aging(`asOf=2026-06-24&partyIdString=${beta.id}`);
    expect(before.parties[0].documents[0]).toMatchObject({ id: betaInvoice.id, outstanding: 70.05 });
    const after = await aging(`asOf=${ASOF}&partyIdString=${beta.id}`);
    expect(after.parties[0].documents[0]).toMatchObject({ id: betaInvoice.id, outstanding: 100.1 });
    expect(after.parties[0].total).toBe(140.09);
    expect(after.ledgerBalance).toBe(140.09);
  });

  test('another company\'s customer is found nowhere: an empty report; another company\'s report is 403', async () => {
    const report = await aging(`asOf=${ASOF}&partyIdString=${theirCustomer.id}`);
    expect(report).toEqual({ companyIdString: co.id, asOf: ASOF, currency: 'USD', parties: [], totals: { ...zeroBuckets, unallocatedCredit: 0 }, ledgerBalance: 0 });
    const theirs = ok<AgingReport>(await theirApi.get(`/reports/receivables-aging?asOf=${ASOF}`));
    expect(theirs.parties.map((p) => [p.partyIdString, p.total])).toEqual([[theirCustomer.id, 999]]);
    expectProblem(await theirApi.get(`/reports/receivables-aging?companyIdString=${co.id}`), 403, 'forbidden-company');
    expectProblem(await api.get(`/reports/payables-aging?companyIdString=${otherCompany.id}`), 403, 'forbidden-company');
  });

  test('without asOf: today (UTC); without companyIdString: the default company', async () => {
    const report = ok<AgingReport>(await api.get('/reports/receivables-aging'));
    expect(report.companyIdString).toBe(admin.companyId);
    expect(report.asOf).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('GET /reports/payables-aging', () => {
  test('bills by due date (their posting date without terms), per supplier, totals equal the payable balance', async () => {
    const books = ok<Company>(await api.post('/companies', { name: 'Payable Books', baseCurrency: 'USD' }), 201);
    ok(await api.post('/items', { itemCode: 'PART', name: 'Part', itemGroup: 'Parts', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString: books.id }), 201);
    const zeta = ok(await api.post('/suppliers', { name: 'Zeta Supply', companyIdString: books.id }), 201);
    const acme = ok(await api.post('/suppliers', { name: 'Acme Parts', companyIdString: books.id }), 201);
    const bill = async (supplierId: string, rate: number, postingDate: string) => {
      const order = ok(await api.post('/purchase-orders', { companyIdString: books.id, supplierIdString: supplierId, currencyCodeString: 'USD', orderDate: '2026-01-02', items: [{ itemCode: 'PART', qty: 1, rate }] }), 201);
      ok(await api.post(`/purchase-orders/${order.id}/submit`));
      return ok(await api.post(`/purchase-orders/${order.id}/bills`, { postingDate, items: [{ itemCode: 'PART', qty: 1 }] }), 201);
    };
    const b1 = await bill(zeta.id, 10.5, '2026-06-30');
    const b2 = await bill(zeta.id, 20.25, '2026-03-31');
    const b3 = await bill(acme.id, 5, '2026-06-29');
    await bill(acme.id, 99, '2026-07-01');
    const report = ok<AgingReport>(await api.get(`/reports/payables-aging?companyIdString=${books.id}&asOf=${ASOF}`));
    expect(report.parties.map((p) => ({ ...p, documents: p.documents.map((d) => [d.documentType, d.id, d.dueDate, d.daysOverdue, d.bucket, d.outstanding]) }))).toEqual([
      { partyIdString: acme.id, partyName: 'Acme Parts', ...zeroBuckets, days1to30: 5, total: 5, unallocatedCredit: 0, documents: [['BILL', b3.id, '2026-06-29', 1, 'days1to30', 5]] },
      { partyIdString: zeta.id, partyName: 'Zeta Supply', ...zeroBuckets, current: 10.5, over90: 20.25, total: 30.75, unallocatedCredit: 0,
        documents: [['BILL', b2.id, '2026-03-31', 91, 'over90', 20.25], ['BILL', b1.id, '2026-06-30', 0, 'current', 10.5]] },
    ]);
    expect(report.totals).toEqual({ ...zeroBuckets, current: 10.5, days1to30: 5, over90: 20.25, total: 35.75, unallocatedCredit: 0 });
    expect(report.ledgerBalance).toBe(35.75);
    const later = ok<AgingReport>(await api.get(`/reports/payables-aging?companyIdString=${books.id}&asOf=2026-07-01`));
    expect(later.ledgerBalance).toBe(134.75);
    expect(later.totals.total).toBe(134.75);
  });
});

describe('authorization and bad input', () => {
  const url = (kind: string) => `/api/v1/reports/${kind}-aging?companyIdString=${co.id}&asOf=${ASOF}`;

  test.each(['receivables', 'payables'])('%s: 401 without a key, 403 without reports:read, 200 with it', async (kind) => {
    expectProblem(await t.inject({ method: 'GET', url: url(kind) }), 401, 'unauthenticated');
    const wrong = await createApiKey(t, admin.token, { scopes: ['invoices:read', 'bills:read'] });
    expect(expectProblem(await t.inject({ method: 'GET', url: url(kind), headers: apiKeyAuth(wrong.key) }), 403, 'forbidden-scope').detail).toContain('reports:read');
    const reader = await createApiKey(t, admin.token, { scopes: ['reports:read'] });
    expect(ok(await t.inject({ method: 'GET', url: url(kind), headers: apiKeyAuth(reader.key) }))).toEqual(await aging(`asOf=${ASOF}`, api, kind));
  });

  test('a member without reports (the SALES role) is 403', async () => {
    const seller: Member = await createMember(t, 'seller@example.com', 'SALES');
    expectProblem(await client(t, seller.token).get('/reports/receivables-aging'), 403, 'forbidden-scope');
  });

  test.each([
    ['asOf=0000-01-01', 'asOf', 'must lie between the years 0001 and 9999'],
    ['asOf=2026-02-30', 'asOf', undefined],
    ['asOf=2026-06-30T00:00:00Z', 'asOf', undefined],
    ['partyIdString=abc', 'partyIdString', undefined],
    ['documents=no', 'documents', 'must be true or false'],
    ['documents=', 'documents', 'must be true or false'],
    ['companyIdString=acme', 'companyIdString', undefined],
  ])('%s is 400 invalid-query at %s', async (query, path, message) => {
    for (const kind of ['receivables', 'payables']) {
      const res = await api.get(`/reports/${kind}-aging?${query}`);
      const problem = expectProblem(res, 400, 'invalid-query');
      expect(problem).toEqual({
        type: 'https://business-ops.dev/problems/invalid-query', status: 400, code: 'invalid-query',
        detail: expect.any(String), requestId: res.headers['x-request-id'], instance: `/api/v1/reports/${kind}-aging?${query}`, title: 'Invalid query or path parameter',
        errors: [{ path, message: message ?? expect.any(String), code: expect.any(String) }],
      });
    }
  });

  test('__proto__ and constructor parameters are refused or ignored, never 500', async () => {
    for (const query of ['__proto__=1', '__proto__[asOf]=0000-01-01', 'constructor=x', `asOf=${ASOF}&asOf=2026-01-01`, 'asOf=%00']) {
      const res = await api.get(`/reports/receivables-aging?${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBeLessThan(500);
      if (res.statusCode >= 400) expectProblem(res, 400, 'invalid-query');
    }
  });
});
