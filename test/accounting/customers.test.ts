import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { Customer } from '../../src/contract/customers';
import { customers } from '../../src/server/db/schema';
import { client, ok, type Client, errorPaths, NIL_UUID } from '../support/accounting-fixtures';
import type { Member } from '../support/auth-fixtures';
import { apiKeyAuth, countRows, createApiKey, expectProblem, type Admin, expectForbiddenScope, expectUnauthorized } from '../support/fixtures';
import { invalidPagingQueries } from '../support/invalid-queries';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

let t: TestApp;
let admin: Admin;
/** An admin of another company. */
let other: Member;
let api: Client;
let theirApi: Client;
let company: Company;
let otherCompany: Company;


beforeAll(async () => {
  t = await createTestApp();
  ({ admin, other, api, theirApi, company, otherCompany } = await twoCompanies(t));
});
afterAll(async () => {
  await t?.close();
});

const customerRows = () => countRows(t, customers);
const customerRow = async (id: string) => (await t.database.db.select().from(customers).where(eq(customers.id, id)))[0];
const createCustomer = async (payload: Record<string, unknown>, as = api): Promise<Customer> => ok(await as.post('/customers', payload), 201);

describe('POST /customers', () => {
  test('creates a customer: 201, Location, the full record billed in the company\'s base currency', async () => {
    const payload = {
      name: '  Globex Corporation ',
      email: 'billing@globex.example',
      phone: '+1 555 0100',
      taxId: 'US-123456',
      billingAddress: '1 Globex Way\nSpringfield',
      notes: 'Pays late',
    };
    const res = await api.post('/customers', payload);
    const body = ok<Customer>(res, 201);
    expect(res.headers.location).toBe(`/api/v1/customers/${body.id}`);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Globex Corporation',
      email: 'billing@globex.example',
      phone: '+1 555 0100',
      taxId: 'US-123456',
      billingAddress: '1 Globex Way\nSpringfield',
      currencyCode: 'USD',
      notes: 'Pays late',
      paymentTermsIdString: null,
      companyIdString: company.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
    expect(ok(await api.get(`/customers/${body.id}`))).toEqual(body);
    expect((await customerRow(body.id)).companyId).toBe(company.id);
  });

  test('only a name is required; currencyCode and companyIdString may be given', async () => {
    expect(await createCustomer({ name: 'Minimal Customer' })).toMatchObject({ email: null, phone: null, taxId: null, billingAddress: null, notes: null, currencyCode: 'USD' });
    const euro = await createCustomer({ name: 'Euro Customer', currencyCode: 'eur', companyIdString: company.id.toUpperCase() });
    expect(euro).toMatchObject({ currencyCode: 'EUR', companyIdString: company.id });
    // The other company bills in EUR by default.
    expect((await createCustomer({ name: 'Their Default' }, theirApi))).toMatchObject({ currencyCode: 'EUR', companyIdString: otherCompany.id });
  });

  test('names are unique per company, ignoring case and surrounding spaces: 409, nothing written', async () => {
    await createCustomer({ name: 'Initech' });
    for (const name of ['Initech', 'INITECH', '  initech  ']) {
      const before = await customerRows();
      const body = expectProblem(await api.post('/customers', { name }), 409, 'conflict');
      expect(body.detail).toContain('exists already');
      expect(await customerRows()).toBe(before);
    }
    // Another company may use the name.
    expect((await createCustomer({ name: 'initech' }, theirApi)).companyIdString).toBe(otherCompany.id);
  });

  test.each([
    ['a missing name', {}, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name over 200 characters', { name: 'n'.repeat(201) }, 'name'],
    ['a name that is not a string', { name: 42 }, 'name'],
    ['an invalid email', { name: 'Bad Email', email: 'not-an-email' }, 'email'],
    ['a phone over 50 characters', { name: 'Long Phone', phone: '1'.repeat(51) }, 'phone'],
    ['a taxId over 50 characters', { name: 'Long Tax', taxId: 'T'.repeat(51) }, 'taxId'],
    ['a billingAddress over 1000 characters', { name: 'Long Address', billingAddress: 'a'.repeat(1001) }, 'billingAddress'],
    ['notes over 10000 characters', { name: 'Long Notes', notes: 'x'.repeat(10_001) }, 'notes'],
    ['a currencyCode that is not 3 letters', { name: 'Bad Currency', currencyCode: 'US' }, 'currencyCode'],
    ['an unknown currencyCode', { name: 'Unknown Currency', currencyCode: 'XYZ' }, 'currencyCode'],
    ['a companyIdString that is no UUID', { name: 'Bad Company', companyIdString: 'acme' }, 'companyIdString'],
  ])('rejects %s with 422 at that field and writes nothing', async (_label, payload, path) => {
    const before = await customerRows();
    const body = expectProblem(await api.post('/customers', payload), 422, 'validation');
    expect(errorPaths(body)).toContain(path);
    expect(await customerRows()).toBe(before);
  });

  test('authorization: no credentials 401, a key without customers:write 403, another company 403 forbidden-company', async () => {
    const before = await customerRows();
    await expectUnauthorized(t, { method: 'POST', url: '/customers', payload: { name: 'Anon' } });
    await expectForbiddenScope(t, admin.token, { method: 'POST', url: '/customers', payload: { name: 'Read only' } }, 'customers:write', ['customers:read']);
    expectProblem(await api.post('/customers', { name: 'Foreign', companyIdString: otherCompany.id }), 403, 'forbidden-company');
    expectProblem(await api.post('/customers', { name: 'Nowhere', companyIdString: NIL_UUID }), 403, 'forbidden-company');
    expect(await customerRows()).toBe(before);

    const writer = await createApiKey(t, admin.token, { scopes: ['customers:write'] });
    expect((await createCustomer({ name: 'By Key' }, client(t, apiKeyAuth(writer.key)))).companyIdString).toBe(company.id);
  });
});

describe('GET /customers', () => {
  let listed: Customer[];

  beforeAll(async () => {
    listed = [];
    for (const [name, email, taxId] of [
      ['Search Delta', 'ap@delta.example', 'DE-100'],
      ['search alpha', 'finance@alpha.example', 'AL-200'],
      ['Search Charlie', 'ap@charlie.example', 'CH-300'],
      ['Search Bravo', null, 'BR-400'],
    ]) {
      listed.push(await createCustomer({ name, ...(email ? { email } : {}), taxId }));
    }
  });

  const list = async (query: string, as = api) => ok(await as.get(`/customers?${query}`));
  const names = async (query: string) => (await list(query)).content.map((c: Customer) => c.name);

  test('lists the company\'s customers by name, paged', async () => {
    const all = await list('size=200');
    expect(all.page).toEqual({ number: 0, size: 200, totalElements: all.content.length, totalPages: 1, nextCursor: null, previousCursor: null });
    expect(all.content.every((c: Customer) => c.companyIdString === company.id)).toBe(true);
    expect(all.content.find((c: Customer) => c.id === listed[0].id)).toEqual(listed[0]);

    const defaults = await list('');
    expect(defaults.page).toMatchObject({ number: 0, size: 20, totalElements: all.page.totalElements });

    expect(await names('search=search')).toEqual(['search alpha', 'Search Bravo', 'Search Charlie', 'Search Delta']);
    const seen: string[] = [];
    for (let page = 0; page < 2; page++) {
      const res = await list(`search=search&size=3&page=${page}`);
      expect(res.page).toMatchObject({ number: page, size: 3, totalElements: 4, totalPages: 2 });
      seen.push(...res.content.map((c: Customer) => c.name));
    }
    expect(seen).toEqual(['search alpha', 'Search Bravo', 'Search Charlie', 'Search Delta']);
    expect((await list('search=search&size=3&page=2')).content).toEqual([]);
  });

  test('search matches part of the name, email or tax id, ignoring case; wildcards are literal', async () => {
    expect(await names('search=cHARLIE')).toEqual(['Search Charlie']);
    expect(await names('search=search%20b')).toEqual(['Search Bravo']);
    expect(await names('search=ap%40')).toEqual(['Search Charlie', 'Search Delta']);
    expect(await names('search=br-4')).toEqual(['Search Bravo']);
    expect(await names('search=%25')).toEqual([]);
    expect(await names('search=_')).toEqual([]);
    expect(await names('search=no-such-customer')).toEqual([]);
  });

  test('sorts by name, email and createdAt in both forms', async () => {
    expect(await names('search=search&sort=-name')).toEqual(['Search Delta', 'Search Charlie', 'Search Bravo', 'search alpha']);
    expect(await names('search=search&sort=name,desc')).toEqual(['Search Delta', 'Search Charlie', 'Search Bravo', 'search alpha']);
    expect(await names('search=search&sort=createdAt')).toEqual(['Search Delta', 'search alpha', 'Search Charlie', 'Search Bravo']);
    expect(await names('search=search&sort=createdAt,desc')).toEqual(['Search Bravo', 'Search Charlie', 'search alpha', 'Search Delta']);
    // A customer without email sorts last.
    expect(await names('search=search&sort=email,asc&sort=name')).toEqual(['Search Charlie', 'Search Delta', 'search alpha', 'Search Bravo']);
  });

  test('another company\'s customers are not listed; naming that company is 403', async () => {
    const theirs = await list('size=200', theirApi);
    const mine = new Set((await list('size=200')).content.map((c: Customer) => c.id));
    expect(theirs.content.length).toBeGreaterThan(0);
    expect(theirs.content.some((c: Customer) => mine.has(c.id))).toBe(false);
    expectProblem(await api.get(`/customers?companyIdString=${otherCompany.id}`), 403, 'forbidden-company');
    expect((await list(`companyIdString=${company.id}&search=search`)).page.totalElements).toBe(4);
  });

  test.each([
    ['sort=phone', 'sort'],
    ...invalidPagingQueries,
    ['companyIdString=acme', 'companyIdString'],
    [`search=${'s'.repeat(201)}`, 'search'],
  ])('%s is 400 invalid-query naming the parameter', async (query, parameter) => {
    const body = expectProblem(await api.get(`/customers?${query}`), 400, 'invalid-query');
    expect(errorPaths(body)).toContain(parameter);
  });

  test('an unknown sort field names the allowed ones', async () => {
    const body = expectProblem(await api.get('/customers?sort=-taxId'), 400, 'invalid-query');
    expect(body.detail).toBe('Cannot sort by "taxId". Sortable fields: name, createdAt, email.');
  });

  test('authorization: no credentials 401, a key without customers:read 403', async () => {
    await expectUnauthorized(t, { method: 'GET', url: '/customers' });
    await expectForbiddenScope(t, admin.token, { method: 'GET', url: '/customers' }, 'customers:read', ['accounts:read']);
  });
});

describe('GET /customers/{id}', () => {
  test('another company\'s customer and an unknown id are 404; a malformed id is 400; 401; scope 403', async () => {
    const mine = await createCustomer({ name: 'Lookup Mine' });
    const theirs = await createCustomer({ name: 'Lookup Theirs' }, theirApi);
    expect(ok<Customer>(await api.get(`/customers/${mine.id.toUpperCase()}`))).toEqual(mine);
    expectProblem(await api.get(`/customers/${theirs.id}`), 404, 'not-found');
    expectProblem(await theirApi.get(`/customers/${mine.id}`), 404, 'not-found');
    expectProblem(await api.get(`/customers/${NIL_UUID}`), 404, 'not-found');
    expect(errorPaths(expectProblem(await api.get('/customers/globex'), 400, 'invalid-query'))).toEqual(['id']);
    await expectUnauthorized(t, { method: 'GET', url: `/customers/${mine.id}` });
    await expectForbiddenScope(t, admin.token, { method: 'GET', url: `/customers/${mine.id}` }, 'customers:read', ['accounts:read']);
    const reader = await createApiKey(t, admin.token, { scopes: ['customers:read'] });
    expect(ok<Customer>(await client(t, apiKeyAuth(reader.key)).get(`/customers/${mine.id}`)).name).toBe('Lookup Mine');
  });
});

describe('PUT /customers/{id}', () => {
  test('a record as GET returns it, nulls included, can be sent back unchanged', async () => {
    const customer = await createCustomer({ name: 'Roundtrip Ltd' });
    expect(customer.email).toBeNull();
    const { id: _id, createdAt: _c, updatedAt: _u, version: _v, ...fields } = customer;
    const updated = ok<Customer>(await api.put(`/customers/${customer.id}`, fields));
    expect(updated).toEqual({ ...customer, updatedAt: expect.any(String), version: 2 });
  });

  test('replaces the fields: what is left out is cleared, except the currency, which is kept', async () => {
    const customer = await createCustomer({ name: 'Umbrella', email: 'a@umbrella.example', phone: '1', taxId: 'T1', billingAddress: 'Old', notes: 'n', currencyCode: 'EUR' });
    const res = await api.put(`/customers/${customer.id}`, { name: ' Umbrella Corp ', email: 'b@umbrella.example', phone: '2', taxId: 'T2', billingAddress: 'New', notes: 'm', currencyCode: 'GBP' });
    const updated = ok<Customer>(res);
    expect(res.headers.etag).toBe('W/"2"');
    expect(updated).toEqual({
      ...customer,
      name: 'Umbrella Corp',
      email: 'b@umbrella.example',
      phone: '2',
      taxId: 'T2',
      billingAddress: 'New',
      notes: 'm',
      currencyCode: 'GBP',
      updatedAt: expect.any(String),
      version: 2,
    });
    expect(ok(await api.get(`/customers/${customer.id}`))).toEqual(updated);

    const cleared = ok<Customer>(await api.put(`/customers/${customer.id}`, { name: 'Umbrella Corp' }));
    expect(cleared).toMatchObject({ email: null, phone: null, taxId: null, billingAddress: null, notes: null, currencyCode: 'GBP', version: 3 });
  });

  test('a name taken by another customer of the company is 409 and changes nothing; a new case of its own name is fine', async () => {
    await createCustomer({ name: 'Hooli' });
    const customer = await createCustomer({ name: 'Pied Piper' });
    const before = await customerRow(customer.id);
    expectProblem(await api.put(`/customers/${customer.id}`, { name: 'HOOLI' }), 409, 'conflict');
    expect(await customerRow(customer.id)).toEqual(before);
    expect(ok<Customer>(await api.put(`/customers/${customer.id}`, { name: 'PIED PIPER' })).name).toBe('PIED PIPER');
    // A name used only in another company is free here.
    await createCustomer({ name: 'Raviga' }, theirApi);
    expect(ok<Customer>(await api.put(`/customers/${customer.id}`, { name: 'Raviga' })).name).toBe('Raviga');
  });

  test('If-Match: a stale version is 412 and changes nothing', async () => {
    const customer = await createCustomer({ name: 'Versioned Customer' });
    expect(ok<Customer>(await api.put(`/customers/${customer.id}`, { name: 'Versioned Customer 2' }, { 'if-match': 'W/"1"' })).version).toBe(2);
    expectProblem(await api.put(`/customers/${customer.id}`, { name: 'Stale' }, { 'if-match': 'W/"1"' }), 412, 'precondition-failed');
    expect((await customerRow(customer.id)).name).toBe('Versioned Customer 2');
  });

  test.each([
    ['a missing name', { email: 'x@y.example' }, 'name'],
    ['a blank name', { name: '' }, 'name'],
    ['an invalid email', { name: 'Still Valid', email: 'nope' }, 'email'],
    ['an unknown currencyCode', { name: 'Still Valid', currencyCode: 'ABC' }, 'currencyCode'],
    ['a companyIdString that is no UUID', { name: 'Still Valid', companyIdString: 'x' }, 'companyIdString'],
  ])('rejects %s with 422 at that field and changes nothing', async (_label, payload, path) => {
    const customer = await createCustomer({ name: `Invalid update: ${_label}` });
    const before = await customerRow(customer.id);
    const body = expectProblem(await api.put(`/customers/${customer.id}`, payload), 422, 'validation');
    expect(errorPaths(body)).toContain(path);
    expect(await customerRow(customer.id)).toEqual(before);
  });

  test('a customer cannot move to another company of yours: 422 at companyIdString', async () => {
    const second = ok<Company>(await api.post('/companies', { name: 'Second Customer Co', baseCurrency: 'USD' }), 201);
    const customer = await createCustomer({ name: 'Stays Put' });
    const before = await customerRow(customer.id);
    const body = expectProblem(await api.put(`/customers/${customer.id}`, { name: 'Stays Put', companyIdString: second.id }), 422, 'validation');
    expect(body.errors).toEqual([expect.objectContaining({ path: 'companyIdString', code: 'immutable' })]);
    expect(await customerRow(customer.id)).toEqual(before);
    expect(ok<Customer>(await api.put(`/customers/${customer.id}`, { name: 'Stays Put', companyIdString: company.id })).version).toBe(2);
  });

  test('authorization: 401, a key without customers:write 403, a foreign company 403, a foreign customer 404', async () => {
    const customer = await createCustomer({ name: 'Guarded Customer' });
    const theirs = await createCustomer({ name: 'Their Guarded Customer' }, theirApi);
    const before = await customerRow(customer.id);
    await expectUnauthorized(t, { method: 'PUT', url: `/customers/${customer.id}`, payload: { name: 'Anon' } });
    await expectForbiddenScope(t, admin.token, { method: 'PUT', url: `/customers/${customer.id}`, payload: { name: 'Reader' } }, 'customers:write', ['customers:read']);
    expectProblem(await api.put(`/customers/${customer.id}`, { name: 'Moved', companyIdString: otherCompany.id }), 403, 'forbidden-company');
    expectProblem(await theirApi.put(`/customers/${customer.id}`, { name: 'Taken over' }), 404, 'not-found');
    expectProblem(await api.put(`/customers/${theirs.id}`, { name: 'Hijacked' }), 404, 'not-found');
    expectProblem(await api.put(`/customers/${NIL_UUID}`, { name: 'Nobody' }), 404, 'not-found');
    expect(errorPaths(expectProblem(await api.put('/customers/42', { name: 'Nobody' }), 400, 'invalid-query'))).toEqual(['id']);
    expect(await customerRow(customer.id)).toEqual(before);
    expect((await customerRow(theirs.id)).name).toBe('Their Guarded Customer');
  });
});
