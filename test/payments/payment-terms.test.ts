import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { AgingReport } from '../../src/contract/aging';
import type { BillDetail } from '../../src/contract/bills';
import type { Customer } from '../../src/contract/customers';
import type { InvoiceDetail } from '../../src/contract/invoices';
import type { PaymentTerms } from '../../src/contract/payment-terms';
import type { Supplier } from '../../src/contract/suppliers';
import { bills, customers, invoices, paymentTerms, suppliers } from '../../src/server/db/schema';
import { client, errorPaths, NIL_UUID, ok, type Client } from '../support/accounting-fixtures';
import { apiKeyAuth, countRows, createApiKey, expectForbiddenScope, expectProblem, expectUnauthorized } from '../support/fixtures';
import { invalidPagingQueries } from '../support/invalid-queries';
import { useTwoCompanyApp } from '../support/two-companies';

const world = useTwoCompanyApp();

const termsRows = () => countRows(world.t, paymentTerms);
const termsRow = async (id: string) => (await world.t.database.db.select().from(paymentTerms).where(eq(paymentTerms.id, id)))[0];
const createTerms = async (payload: Record<string, unknown>, as: Client = world.api): Promise<PaymentTerms> => ok(await as.post('/payment-terms', payload), 201);
const service = (companyIdString: string) => ({
  itemCode: 'SVC', name: 'Service', itemGroup: 'Services', uom: 'h', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString,
});

let net30: PaymentTerms;
let endOfMonth30: PaymentTerms;
let theirTerms: PaymentTerms;

beforeAll(async () => {
  net30 = await createTerms({ name: 'Net 30', dueDays: 30 });
  endOfMonth30 = await createTerms({ name: 'Net 30 EOM', dueDays: 30, endOfMonth: true });
  theirTerms = await createTerms({ name: 'Net 30', dueDays: 30 }, world.theirApi);
  ok(await world.api.post('/items', service(world.company.id)), 201);
});

describe('POST /payment-terms', () => {
  test('creates terms: 201, Location, the full record; endOfMonth false when omitted', async () => {
    const res = await world.api.post('/payment-terms', { name: '  Net 14 ', dueDays: 14, companyIdString: world.company.id });
    const body = ok<PaymentTerms>(res, 201);
    expect(res.headers.location).toBe(`/api/v1/payment-terms/${body.id}`);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), companyIdString: world.company.id, name: 'Net 14', dueDays: 14, endOfMonth: false,
      createdAt: expect.any(String), updatedAt: expect.any(String), version: 1,
    });
    expect(ok(await world.api.get(`/payment-terms/${body.id}`))).toEqual(body);
    expect(await createTerms({ name: 'Due on receipt', dueDays: 0 })).toMatchObject({ dueDays: 0, endOfMonth: false });
    expect(await createTerms({ name: 'Ten years', dueDays: 3650, endOfMonth: true })).toMatchObject({ dueDays: 3650, endOfMonth: true });
  });

  test('names are unique per company ignoring case: 409 naming the field, nothing written; another company may reuse one', async () => {
    const before = await termsRows();
    const body = expectProblem(await world.api.post('/payment-terms', { name: ' NET 30 ', dueDays: 45 }), 409, 'conflict');
    expect(body.detail).toBe('Payment terms named "NET 30" exist already in this company.');
    expect(errorPaths(body)).toEqual(['name']);
    expect(await termsRows()).toBe(before);
    expect(theirTerms.companyIdString).toBe(world.otherCompany.id);
  });

  test.each([
    ['a missing name', { dueDays: 30 }, 'name'],
    ['a blank name', { name: ' ', dueDays: 30 }, 'name'],
    ['a missing dueDays', { name: 'No days' }, 'dueDays'],
    ['a fractional dueDays (1.5)', { name: 'Half', dueDays: 1.5 }, 'dueDays'],
    ['a negative dueDays', { name: 'Negative', dueDays: -1 }, 'dueDays'],
    ['dueDays past ten years (3651)', { name: 'Long', dueDays: 3651 }, 'dueDays'],
    ['dueDays of 2^31', { name: 'Huge', dueDays: 2 ** 31 }, 'dueDays'],
    ['dueDays as a string', { name: 'Text', dueDays: '30' }, 'dueDays'],
    ['endOfMonth that is no boolean', { name: 'EOM', dueDays: 30, endOfMonth: 'yes' }, 'endOfMonth'],
    ['a companyIdString that is no UUID', { name: 'Bad company', dueDays: 30, companyIdString: 'acme' }, 'companyIdString'],
  ])('refuses %s with 422 at that field and writes nothing', async (_label, payload, path) => {
    const before = await termsRows();
    expect(errorPaths(expectProblem(await world.api.post('/payment-terms', payload), 422, 'validation'))).toContain(path);
    expect(await termsRows()).toBe(before);
  });

  test('an unknown field is 422 unknown-field naming it, nothing written', async () => {
    const before = await termsRows();
    const body = expectProblem(await world.api.post('/payment-terms', { name: 'Extra', dueDays: 30, discountPercent: 2 }), 422, 'unknown-field');
    expect(body.detail).toBe('Not fields of this request: discountPercent.');
    expect(await termsRows()).toBe(before);
  });

  test('authorization: 401, a key without payment-terms:write 403, another company 403; a payment-terms:write key may create', async () => {
    const before = await termsRows();
    await expectUnauthorized(world.t, { method: 'POST', url: '/payment-terms', payload: { name: 'Anon', dueDays: 1 } });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'POST', url: '/payment-terms', payload: { name: 'Reader', dueDays: 1 } }, 'payment-terms:write', ['payment-terms:read']);
    expectProblem(await world.api.post('/payment-terms', { name: 'Foreign', dueDays: 1, companyIdString: world.otherCompany.id }), 403, 'forbidden-company');
    expect(await termsRows()).toBe(before);
    const writer = await createApiKey(world.t, world.admin.token, { scopes: ['payment-terms:write'] });
    expect((await createTerms({ name: 'By key', dueDays: 7 }, client(world.t, apiKeyAuth(writer.key)))).companyIdString).toBe(world.company.id);
  });
});

describe('GET /payment-terms', () => {
  const names = async (query: string) => ok(await world.api.get(`/payment-terms?${query}`)).content.map((p: PaymentTerms) => p.name);

  test('searches the name ignoring case, sorts by name or dueDays, pages with exact totals; only the company\'s', async () => {
    expect(await names('search=net 30')).toEqual(['Net 30', 'Net 30 EOM']);
    expect(await names('search=NET 30&sort=name,desc')).toEqual(['Net 30 EOM', 'Net 30']);
    const page = ok(await world.api.get('/payment-terms?search=net&sort=dueDays&sort=name&size=1&page=0'));
    expect(page.content.map((p: PaymentTerms) => p.name)).toEqual(['Net 14']);
    expect(page.page).toMatchObject({ number: 0, size: 1, totalElements: 3 });
    const theirs = ok(await world.theirApi.get('/payment-terms')).content as PaymentTerms[];
    expect(theirs.map((p) => p.id)).toEqual([theirTerms.id]);
    expectProblem(await world.api.get(`/payment-terms?companyIdString=${world.otherCompany.id}`), 403, 'forbidden-company');
  });

  test.each([['sort=endOfMonth', 'sort'], ['dueDays=30', 'dueDays'], ...invalidPagingQueries])('%s is 400 invalid-query naming the parameter', async (query, parameter) => {
    expect(errorPaths(expectProblem(await world.api.get(`/payment-terms?${query}`), 400, 'invalid-query'))).toContain(parameter);
  });

  test('401 without credentials, 403 without payment-terms:read; another company\'s terms are 404', async () => {
    await expectUnauthorized(world.t, { method: 'GET', url: '/payment-terms' });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'GET', url: `/payment-terms/${net30.id}` }, 'payment-terms:read', ['customers:read']);
    expectProblem(await world.api.get(`/payment-terms/${theirTerms.id}`), 404, 'not-found');
    expectProblem(await world.api.get(`/payment-terms/${NIL_UUID}`), 404, 'not-found');
  });
});

describe('PUT and DELETE /payment-terms/{id}', () => {
  test('replaces every field (endOfMonth back to false when left out); ETag and If-Match; 412 on a stale version', async () => {
    const terms = await createTerms({ name: 'Net 60', dueDays: 60, endOfMonth: true });
    const res = await world.api.put(`/payment-terms/${terms.id}`, { name: 'Net 45', dueDays: 45 }, { 'if-match': 'W/"1"' });
    expect(res.headers.etag).toBe('W/"2"');
    expect(ok<PaymentTerms>(res)).toEqual({ ...terms, name: 'Net 45', dueDays: 45, endOfMonth: false, updatedAt: expect.any(String), version: 2 });
    const before = await termsRow(terms.id);
    expectProblem(await world.api.put(`/payment-terms/${terms.id}`, { name: 'Stale', dueDays: 1 }, { 'if-match': 'W/"1"' }), 412, 'precondition-failed');
    expectProblem(await world.api.put(`/payment-terms/${terms.id}`, { name: 'net 30', dueDays: 1 }), 409, 'conflict');
    expect(errorPaths(expectProblem(await world.api.put(`/payment-terms/${terms.id}`, { name: 'Frac', dueDays: 2.5 }), 422, 'validation'))).toEqual(['dueDays']);
    expectProblem(await world.api.put(`/payment-terms/${theirTerms.id}`, { name: 'Hijacked', dueDays: 1 }), 404, 'not-found');
    expect(await termsRow(terms.id)).toEqual(before);
    expect((await termsRow(theirTerms.id)).name).toBe('Net 30');
  });

  test('terms a customer or supplier has are 409 in-use; unused ones are deleted (204); another company\'s 404', async () => {
    const used = await createTerms({ name: 'Net 7', dueDays: 7 });
    ok(await world.api.post('/customers', { name: 'Uses Net 7', paymentTermsIdString: used.id }), 201);
    ok(await world.api.post('/suppliers', { name: 'Uses Net 7 too', paymentTermsIdString: used.id }), 201);
    const body = expectProblem(await world.api.delete(`/payment-terms/${used.id}`), 409, 'in-use');
    expect(body.detail).toBe('Payment terms "Net 7" is used by 1 customer and 1 supplier; it cannot be deleted.');
    expect(await termsRow(used.id)).toBeDefined();
    expectProblem(await world.api.delete(`/payment-terms/${theirTerms.id}`), 404, 'not-found');
    const unused = await createTerms({ name: 'Unused', dueDays: 3 });
    expect((await world.api.delete(`/payment-terms/${unused.id}`)).statusCode).toBe(204);
    expect(await termsRow(unused.id)).toBeUndefined();
  });
});

describe('terms on customers and suppliers', () => {
  test('set on create and update, shown on read, cleared by a replacement without them', async () => {
    const customer = ok<Customer>(await world.api.post('/customers', { name: 'Termed Customer', paymentTermsIdString: net30.id.toUpperCase() }), 201);
    expect(customer.paymentTermsIdString).toBe(net30.id);
    expect(ok<Customer>(await world.api.get(`/customers/${customer.id}`)).paymentTermsIdString).toBe(net30.id);
    expect(ok<Customer>(await world.api.put(`/customers/${customer.id}`, { name: 'Termed Customer', paymentTermsIdString: endOfMonth30.id })).paymentTermsIdString).toBe(endOfMonth30.id);
    expect(ok<Customer>(await world.api.put(`/customers/${customer.id}`, { name: 'Termed Customer' })).paymentTermsIdString).toBeNull();
    const supplier = ok<Supplier>(await world.api.post('/suppliers', { name: 'Termed Supplier', paymentTermsIdString: net30.id }), 201);
    expect(ok<Supplier>(await world.api.get(`/suppliers/${supplier.id}`)).paymentTermsIdString).toBe(net30.id);
    expect(ok<Supplier>(await world.api.put(`/suppliers/${supplier.id}`, { name: 'Termed Supplier', paymentTermsIdString: null })).paymentTermsIdString).toBeNull();
    expect(ok<Supplier>(await world.api.post('/suppliers', { name: 'Plain Supplier' }), 201).paymentTermsIdString).toBeNull();
  });

  test('another company\'s terms, unknown terms or no UUID are 422 at paymentTermsIdString, nothing written', async () => {
    const [customersBefore, suppliersBefore] = [await countRows(world.t, customers), await countRows(world.t, suppliers)];
    for (const [path, payload] of [['/customers', { name: 'Leaky' }], ['/suppliers', { name: 'Leaky' }]] as const) {
      for (const id of [theirTerms.id, NIL_UUID, 'net30']) {
        const body = expectProblem(await world.api.post(path, { ...payload, paymentTermsIdString: id }), 422, 'validation');
        expect(errorPaths(body)).toEqual(['paymentTermsIdString']);
        expect(body.detail).not.toContain('Net 30');
      }
    }
    expect([await countRows(world.t, customers), await countRows(world.t, suppliers)]).toEqual([customersBefore, suppliersBefore]);
    const customer = ok<Customer>(await world.api.post('/customers', { name: 'Kept Terms', paymentTermsIdString: net30.id }), 201);
    expect(errorPaths(expectProblem(await world.api.put(`/customers/${customer.id}`, { name: 'Kept Terms', paymentTermsIdString: theirTerms.id }), 422, 'validation')))
      .toEqual(['paymentTermsIdString']);
    expect(ok<Customer>(await world.api.get(`/customers/${customer.id}`))).toMatchObject({ paymentTermsIdString: net30.id, version: 1 });
  });
});

describe('due dates of invoices from the customer\'s terms', () => {
  const invoice = async (customerId: string, postingDate: string, overrides: Record<string, unknown> = {}) =>
    world.api.post('/invoices', {
      companyIdString: world.company.id, customerIdString: customerId, currencyCodeString: 'USD', postingDate, return: false, items: [{ itemCode: 'SVC', qty: 1, unitPrice: 10, amount: 10 }], ...overrides,
    });
  const dueOf = async (customerId: string, postingDate: string, overrides: Record<string, unknown> = {}) =>
    ok<InvoiceDetail>(await invoice(customerId, postingDate, overrides), 201).dueDate;
  let net30Customer: Customer;
  let eomCustomer: Customer;
  let plainCustomer: Customer;

  beforeAll(async () => {
    net30Customer = ok(await world.api.post('/customers', { name: 'Net30 Buyer', paymentTermsIdString: net30.id }), 201);
    eomCustomer = ok(await world.api.post('/customers', { name: 'EOM Buyer', paymentTermsIdString: endOfMonth30.id }), 201);
    plainCustomer = ok(await world.api.post('/customers', { name: 'Plain Buyer' }), 201);
  });

  test('without dueDate: posting date + dueDays; to the month\'s end with endOfMonth (Jan 31 + 30 = Mar 2 -> Mar 31, leap Feb 2028)', async () => {
    expect(await dueOf(net30Customer.id, '2026-01-31')).toBe('2026-03-02');
    expect(await dueOf(eomCustomer.id, '2026-01-31')).toBe('2026-03-31');
    expect(await dueOf(eomCustomer.id, '2026-01-15')).toBe('2026-02-28');
    expect(await dueOf(eomCustomer.id, '2028-01-15')).toBe('2028-02-29');
    expect(await dueOf(net30Customer.id, '2028-01-30')).toBe('2028-02-29');
    expect(await dueOf(eomCustomer.id, '2026-12-15')).toBe('2027-01-31');
  });

  test('the invoice keeps the terms its due date came from (none for an explicit date); terms an invoice keeps cannot be deleted', async () => {
    const terms = await createTerms({ name: 'Net 21', dueDays: 21 });
    const customer = ok<Customer>(await world.api.post('/customers', { name: 'Net21 Buyer', paymentTermsIdString: terms.id }), 201);
    const termed = ok<InvoiceDetail>(await invoice(customer.id, '2026-02-01'), 201);
    expect(termed).toMatchObject({ dueDate: '2026-02-22', paymentTermsIdString: terms.id });
    expect(ok<InvoiceDetail>(await invoice(customer.id, '2026-02-01', { dueDate: '2026-02-03' }), 201).paymentTermsIdString).toBeNull();
    expect(ok<InvoiceDetail>(await invoice(customer.id, '2026-02-01', { return: true }), 201).paymentTermsIdString).toBeNull();
    ok(await world.api.put(`/customers/${customer.id}`, { name: 'Net21 Buyer' }));
    expect(ok<InvoiceDetail>(await world.api.get(`/invoices/${termed.id}`)).paymentTermsIdString).toBe(terms.id);
    const refused = expectProblem(await world.api.delete(`/payment-terms/${terms.id}`), 409, 'in-use');
    expect(refused.detail).toBe('Payment terms "Net 21" is used by 1 invoice; it cannot be deleted.');
  });

  test('an explicit dueDate wins; no terms is the posting date; a credit note is due on its posting date', async () => {
    expect(await dueOf(net30Customer.id, '2026-02-01', { dueDate: '2026-02-05' })).toBe('2026-02-05');
    expect(await dueOf(plainCustomer.id, '2026-02-01')).toBe('2026-02-01');
    expect(await dueOf(net30Customer.id, '2026-02-01', { return: true })).toBe('2026-02-01');
  });

  test('a dueDate before the posting date is still 422 at dueDate; terms past the year 9999 are 422 at postingDate; nothing written', async () => {
    const long = await createTerms({ name: 'Decade', dueDays: 3650 });
    const farCustomer = ok<Customer>(await world.api.post('/customers', { name: 'Far Buyer', paymentTermsIdString: long.id }), 201);
    const before = await countRows(world.t, invoices);
    expect(errorPaths(expectProblem(await invoice(net30Customer.id, '2026-02-10', { dueDate: '2026-02-09' }), 422, 'validation'))).toEqual(['dueDate']);
    const body = expectProblem(await invoice(farCustomer.id, '9995-06-01'), 422, 'validation');
    expect(errorPaths(body)).toEqual(['postingDate']);
    expect(await countRows(world.t, invoices)).toBe(before);
  });
});

describe('bills: supplierInvoiceNumber and dueDate', () => {
  let termed: Supplier;
  let plain: Supplier;
  const billOf = async (supplierId: string, body: Record<string, unknown>) => {
    const order = ok(await world.api.post('/purchase-orders', { supplierIdString: supplierId, currencyCodeString: 'USD', orderDate: '2026-01-02', items: [{ itemCode: 'SVC', qty: 1, rate: 8 }] }), 201);
    ok(await world.api.post(`/purchase-orders/${order.id}/submit`));
    return world.api.post(`/purchase-orders/${order.id}/bills`, { items: [{ itemCode: 'SVC', qty: 1 }], ...body });
  };

  beforeAll(async () => {
    termed = ok(await world.api.post('/suppliers', { name: 'EOM Vendor', paymentTermsIdString: endOfMonth30.id }), 201);
    plain = ok(await world.api.post('/suppliers', { name: 'Plain Vendor' }), 201);
  });

  test('take the supplier\'s terms without dueDate, else the posting date; shown on get and list', async () => {
    const bill = ok<BillDetail>(await billOf(termed.id, { postingDate: '2026-01-31', supplierInvoiceNumber: ' INV-778 ' }), 201);
    expect(bill).toMatchObject({ postingDate: '2026-01-31', dueDate: '2026-03-31', paymentTermsIdString: endOfMonth30.id, supplierInvoiceNumber: 'INV-778' });
    expect(ok<BillDetail>(await world.api.get(`/bills/${bill.id}`))).toMatchObject({ dueDate: '2026-03-31', supplierInvoiceNumber: 'INV-778' });
    expect(ok(await world.api.get(`/bills?supplierIdString=${termed.id}`)).content[0]).toMatchObject({ id: bill.id, dueDate: '2026-03-31', supplierInvoiceNumber: 'INV-778' });
    expect(ok<BillDetail>(await billOf(plain.id, { postingDate: '2026-02-03' }), 201)).toMatchObject({ dueDate: '2026-02-03', supplierInvoiceNumber: null });
    expect(ok<BillDetail>(await billOf(termed.id, { postingDate: '2026-02-03', dueDate: '2026-02-20' }), 201)).toMatchObject({ dueDate: '2026-02-20' });
  });

  test.each([
    ['a dueDate before the posting date', { postingDate: '2026-02-10', dueDate: '2026-02-09' }, 'dueDate'],
    ['a dueDate that is no date', { postingDate: '2026-02-10', dueDate: '2026-02-30' }, 'dueDate'],
    ['a blank supplierInvoiceNumber', { postingDate: '2026-02-10', supplierInvoiceNumber: '  ' }, 'supplierInvoiceNumber'],
    ['a supplierInvoiceNumber over 100 characters', { postingDate: '2026-02-10', supplierInvoiceNumber: 'x'.repeat(101) }, 'supplierInvoiceNumber'],
  ])('refuse %s with 422 at that field, nothing written', async (_label, body, path) => {
    const before = await countRows(world.t, bills);
    expect(errorPaths(expectProblem(await billOf(plain.id, body), 422, 'validation'))).toEqual([path]);
    expect(await countRows(world.t, bills)).toBe(before);
  });
});

describe('aging counts from the due date', () => {
  test('an invoice and a bill posted 60 days before asOf on net-30 terms are 30 days overdue (days1to30), with and without documents', async () => {
    const co = ok(await world.api.post('/companies', { name: 'Terms Aging Books', baseCurrency: 'USD' }), 201);
    ok(await world.api.post('/items', service(co.id)), 201);
    const terms = await createTerms({ name: 'Net 30', dueDays: 30, companyIdString: co.id });
    const customer = ok(await world.api.post('/customers', { name: 'Aging Buyer', companyIdString: co.id, paymentTermsIdString: terms.id }), 201);
    const supplier = ok(await world.api.post('/suppliers', { name: 'Aging Vendor', companyIdString: co.id, paymentTermsIdString: terms.id }), 201);
    const invoice = ok<InvoiceDetail>(await world.api.post('/invoices', {
      companyIdString: co.id, customerIdString: customer.id, currencyCodeString: 'USD', postingDate: '2026-05-01', return: false,
      items: [{ itemCode: 'SVC', qty: 1, unitPrice: 12.5, amount: 12.5 }],
    }), 201);
    const order = ok(await world.api.post('/purchase-orders', { companyIdString: co.id, supplierIdString: supplier.id, currencyCodeString: 'USD', orderDate: '2026-05-01', items: [{ itemCode: 'SVC', qty: 1, rate: 7.25 }] }), 201);
    ok(await world.api.post(`/purchase-orders/${order.id}/submit`));
    const bill = ok<BillDetail>(await world.api.post(`/purchase-orders/${order.id}/bills`, { postingDate: '2026-05-01', items: [{ itemCode: 'SVC', qty: 1 }] }), 201);
    expect([invoice.dueDate, bill.dueDate]).toEqual(['2026-05-31', '2026-05-31']);
    for (const [kind, doc, amount] of [['receivables', invoice, 12.5], ['payables', bill, 7.25]] as const) {
      const report = ok<AgingReport>(await world.api.get(`/reports/${kind}-aging?companyIdString=${co.id}&asOf=2026-06-30`));
      expect(report.parties[0].documents.map((d) => [d.id, d.dueDate, d.daysOverdue, d.bucket])).toEqual([[doc.id, '2026-05-31', 30, 'days1to30']]);
      expect(report.totals).toMatchObject({ current: 0, days1to30: amount, days31to60: 0, total: amount });
      const sums = ok<AgingReport>(await world.api.get(`/reports/${kind}-aging?companyIdString=${co.id}&asOf=2026-06-30&documents=false`));
      expect(sums.totals).toMatchObject({ days1to30: amount, days31to60: 0, total: amount });
      const early = ok<AgingReport>(await world.api.get(`/reports/${kind}-aging?companyIdString=${co.id}&asOf=2026-05-20&documents=false`));
      expect(early.totals).toMatchObject({ current: amount, days1to30: 0, total: amount });
    }
  });
});
