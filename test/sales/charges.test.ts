import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Charge } from '../../src/contract/charges';
import type { Company } from '../../src/contract/companies';
import { chargeComponents, charges } from '../../src/server/db/schema';
import { client, createAccount, defaultAccount, errorPaths, NIL_UUID, ok, type Client } from '../support/accounting-fixtures';
import { apiKeyAuth, countRows, createApiKey, expectForbiddenScope, expectProblem, expectUnauthorized, type Admin } from '../support/fixtures';
import { invalidPagingQueries } from '../support/invalid-queries';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

let t: TestApp;
let admin: Admin;
let api: Client;
let theirApi: Client;
let company: Company;
let otherCompany: Company;
let otherIncome: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, api, theirApi, company, otherCompany } = await twoCompanies(t));
  otherIncome = await defaultAccount(t, company.id, 'OTHER_INCOME');
});
afterAll(async () => {
  await t?.close();
});

const chargeRows = () => countRows(t, charges);
const chargeRow = async (id: string) => (await t.database.db.select().from(charges).where(eq(charges.id, id)))[0];
const base = (overrides: Record<string, unknown> = {}) => ({ currencyString: 'USD', companyIdString: company.id, ...overrides });
const createCharge = async (payload: Record<string, unknown>, as = api): Promise<Charge> => ok(await as.post('/charges', payload), 201);
const quote = async (id: string, b: string) => ok(await api.get(`/charges/${id}/quote?base=${encodeURIComponent(b)}`));

const empty = {
  description: null, amount: null, account: null, accountNumber: null, accountName: null, percentageRate: null, flat: null,
  composite: false, global: false, min: null, max: null, minimumAmount: null, maximumAmount: null, components: [],
};

describe('POST /charges', () => {
  test('creates a charge with every interface field: 201, Location, the full record; the account by number answers its id', async () => {
    const res = await api.post('/charges', {
      name: '  Card surcharge ', description: 'Card payments', account: '40200', percentageRate: 2.5, flat: 0.3,
      composite: false, global: false, min: 1, max: 50, minimumAmount: 10, maximumAmount: 10000, currencyString: 'usd', companyIdString: company.id,
    });
    const body = ok<Charge>(res, 201);
    expect(res.headers.location).toBe(`/api/v1/charges/${body.id}`);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Card surcharge',
      description: 'Card payments',
      amount: null,
      account: otherIncome,
      accountNumber: '40200',
      accountName: 'Other income',
      percentageRate: 2.5,
      flat: 0.3,
      composite: false,
      global: false,
      min: 1,
      max: 50,
      minimumAmount: 10,
      maximumAmount: 10000,
      currencyString: 'USD',
      companyIdString: company.id,
      components: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
    expect(ok(await api.get(`/charges/${body.id}`))).toEqual(body);
    expect(await chargeRow(body.id)).toMatchObject({ amount: null, flat: '0.3', percentageRate: '2.5', min: '1', accountId: otherIncome });
  });

  test('a fixed amount alone, the account by id; left-out fields are null, composite and global false', async () => {
    const tax = await defaultAccount(t, company.id, 'TAX');
    expect(await createCharge(base({ name: 'Handling fixed', amount: 4.99, account: tax.toUpperCase() }))).toMatchObject({
      ...empty, amount: 4.99, account: tax, accountNumber: '20200', accountName: 'Tax payable',
    });
    expect(await createCharge(base({ name: 'Yen fee', amount: 500, currencyString: 'JPY' }))).toMatchObject({ ...empty, amount: 500, currencyString: 'JPY' });
  });

  test('names are unique per company ignoring case: 409 at name, nothing written; another company may reuse it', async () => {
    await createCharge(base({ name: 'Freight', flat: 5 }));
    const before = await chargeRows();
    const body = expectProblem(await api.post('/charges', base({ name: ' FREIGHT ', flat: 6 })), 409, 'conflict');
    expect(body.detail).toBe('A charge named "FREIGHT" exists already in this company.');
    expect(errorPaths(body)).toEqual(['name']);
    expect(await chargeRows()).toBe(before);
    expect((await createCharge({ name: 'freight', flat: 5, currencyString: 'EUR', companyIdString: otherCompany.id }, theirApi)).companyIdString).toBe(otherCompany.id);
  });

  test.each([
    ['a missing name', { name: undefined, flat: 1 }, 'name', 'required'],
    ['a blank name', { name: '  ', flat: 1 }, 'name', 'too_small'],
    ['a missing currencyString', { currencyString: undefined, flat: 1 }, 'currencyString', 'required'],
    ['a currencyString that is no code', { currencyString: 'US', flat: 1 }, 'currencyString', 'invalid_format'],
    ['an unknown currencyString', { currencyString: 'XYZ', flat: 1 }, 'currencyString', 'unknown-currency'],
    ['a missing companyIdString', { companyIdString: undefined, flat: 1 }, 'companyIdString', 'required'],
    ['a companyIdString that is no UUID', { companyIdString: 'acme', flat: 1 }, 'companyIdString', 'invalid_format'],
    ['a negative amount', { amount: -1 }, 'amount', 'custom'],
    ['an amount as a string', { amount: '5' }, 'amount', 'invalid_type'],
    ['an amount with more decimals than USD', { amount: 1.234 }, 'amount', 'too-precise'],
    ['a flat fee with more decimals than USD', { flat: 0.001 }, 'flat', 'too-precise'],
    ['a min with more decimals than USD', { flat: 1, min: 0.005 }, 'min', 'too-precise'],
    ['a max with more decimals than USD', { flat: 1, max: 9.999 }, 'max', 'too-precise'],
    ['a minimumAmount with more decimals than USD', { flat: 1, minimumAmount: 0.123 }, 'minimumAmount', 'too-precise'],
    ['a maximumAmount with more decimals than USD', { flat: 1, maximumAmount: 1.111 }, 'maximumAmount', 'too-precise'],
    ['a fractional JPY flat fee', { flat: 1.5, currencyString: 'JPY' }, 'flat', 'too-precise'],
    ['an amount of 10^13', { amount: 1e13 }, 'amount', 'custom'],
    ['a percentageRate above 100', { percentageRate: 100.5 }, 'percentageRate', 'custom'],
    ['a negative percentageRate', { percentageRate: -1 }, 'percentageRate', 'custom'],
    ['a percentageRate with 5 decimals', { percentageRate: 1.00001 }, 'percentageRate', 'custom'],
    ['a tiny percentageRate', { percentageRate: 1e-7 }, 'percentageRate', 'custom'],
    ['a fixed amount with a flat fee', { amount: 5, flat: 1 }, 'amount', 'ambiguous'],
    ['a fixed amount with a percentage rate', { amount: 5, percentageRate: 1 }, 'amount', 'ambiguous'],
    ['no amount, flat fee or rate', { min: 1 }, 'amount', 'no-price'],
    ['min above max', { flat: 1, min: 5, max: 4 }, 'max', 'below-min'],
    ['minimumAmount above maximumAmount', { flat: 1, minimumAmount: 100, maximumAmount: 99.99 }, 'maximumAmount', 'below-minimum-amount'],
    ['a fixed amount below min', { amount: 1, min: 2 }, 'amount', 'out-of-bounds'],
    ['a fixed amount above max', { amount: 3, max: 2 }, 'amount', 'out-of-bounds'],
    ['components on a simple charge', { flat: 1, components: [NIL_UUID] }, 'components', 'not-composite'],
    ['a composite without components', { composite: true }, 'components', 'no-components'],
    ['a composite with its own flat fee', { composite: true, flat: 1, components: [NIL_UUID] }, 'flat', 'composite'],
    ['a composite component that is no UUID', { composite: true, components: ['x'] }, 'components.0', 'invalid_format'],
    ['an unknown component', { composite: true, components: [NIL_UUID] }, 'components.0', 'unknown-charge'],
    ['an account number no account has', { flat: 1, account: '49999' }, 'account', 'unknown-account'],
    ['an unknown account id', { flat: 1, account: NIL_UUID }, 'account', 'unknown-account'],
    ['a group account', { flat: 1, account: '40000' }, 'account', 'group-account'],
    ['a blank account', { flat: 1, account: ' ' }, 'account', 'too_small'],
    ['composite as a string', { flat: 1, composite: 'yes' }, 'composite', 'invalid_type'],
  ])('rejects %s with 422 at that field and writes nothing', async (_label, overrides, path, code) => {
    const before = await chargeRows();
    const body = expectProblem(await api.post('/charges', base({ name: `Bad ${_label}`, ...overrides })), 422, 'validation');
    expect(body.errors).toContainEqual(expect.objectContaining({ path, code }));
    expect(await chargeRows()).toBe(before);
  });

  test('another company\'s account is 422 at account, by id and never found by number', async () => {
    const theirAccount = ok(await theirApi.get(`/accounts?companyIdString=${otherCompany.id}&name=50300`)).content[0];
    expect(expectProblem(await api.post('/charges', base({ name: 'Foreign account', flat: 1, account: theirAccount.id })), 422, 'validation').errors)
      .toEqual([{ path: 'account', message: 'is not an account of this company', code: 'unknown-account' }]);
  });

  test('components: same company and currency, not composite, each once (422 at components.N)', async () => {
    const shipping = await createCharge(base({ name: 'Comp shipping', flat: 5 }));
    const insurance = await createCharge(base({ name: 'Comp insurance', percentageRate: 1 }));
    const euro = await createCharge(base({ name: 'Comp euro', flat: 1, currencyString: 'EUR' }));
    const theirs = await createCharge({ name: 'Their comp', flat: 1, currencyString: 'USD', companyIdString: otherCompany.id }, theirApi);
    const bundle = await createCharge(base({ name: 'Comp bundle', composite: true, components: [shipping.id, insurance.id.toUpperCase()], min: 6 }));
    expect(bundle).toMatchObject({ composite: true, components: [shipping.id, insurance.id], min: 6, amount: null, flat: null });
    const before = await chargeRows();
    const refused = async (components: string[], index: number, code: string) => {
      const body = expectProblem(await api.post('/charges', base({ name: 'Comp refused', composite: true, components })), 422, 'validation');
      expect(body.errors).toEqual([expect.objectContaining({ path: `components.${index}`, code })]);
    };
    await refused([shipping.id, euro.id], 1, 'currency-mismatch');
    await refused([theirs.id], 0, 'unknown-charge');
    await refused([bundle.id], 0, 'composite');
    await refused([shipping.id, shipping.id], 1, 'duplicate');
    expect(await chargeRows()).toBe(before);
  });

  test('authorization: 401, a key without charges:write 403, another company 403; a charges:write key may create', async () => {
    const before = await chargeRows();
    await expectUnauthorized(t, { method: 'POST', url: '/charges', payload: base({ name: 'Anon', flat: 1 }) });
    await expectForbiddenScope(t, admin.token, { method: 'POST', url: '/charges', payload: base({ name: 'Reader', flat: 1 }) }, 'charges:write', ['charges:read']);
    expectProblem(await api.post('/charges', { name: 'Foreign', flat: 1, currencyString: 'EUR', companyIdString: otherCompany.id }), 403, 'forbidden-company');
    expect(await chargeRows()).toBe(before);
    const writer = await createApiKey(t, admin.token, { scopes: ['charges:write'] });
    expect((await createCharge(base({ name: 'By key', flat: 1 }), client(t, apiKeyAuth(writer.key)))).companyIdString).toBe(company.id);
  });
});

describe('GET /charges', () => {
  beforeAll(async () => {
    await createCharge(base({ name: 'List delta', flat: 1, global: true }));
    await createCharge(base({ name: 'list alpha', percentageRate: 3 }));
    await createCharge(base({ name: 'List charlie', amount: 2, currencyString: 'EUR', global: true }));
  });
  const names = async (query: string) => ok(await api.get(`/charges?${query}`)).content.map((c: Charge) => c.name);

  test('searches the name ignoring case; filters global and currency; sorts both ways; pages with exact totals', async () => {
    expect(await names('search=LIST')).toEqual(['list alpha', 'List charlie', 'List delta']);
    expect(await names('search=list&global=true')).toEqual(['List charlie', 'List delta']);
    expect(await names('search=list&global=false')).toEqual(['list alpha']);
    expect(await names('search=list&currencyString=eur')).toEqual(['List charlie']);
    expect(await names('search=list&currencyString=XYZ')).toEqual([]);
    expect(await names('search=%25')).toEqual([]);
    expect(await names('search=list&sort=name,desc')).toEqual(['List delta', 'List charlie', 'list alpha']);
    expect(await names('search=list&sort=-createdAt')).toEqual(['List charlie', 'list alpha', 'List delta']);
    const page = ok(await api.get('/charges?search=list&size=2&page=1'));
    expect(page.content.map((c: Charge) => c.name)).toEqual(['List delta']);
    expect(page.page).toMatchObject({ number: 1, size: 2, totalElements: 3, totalPages: 2 });
  });

  test('lists only the company\'s charges; naming another company is 403; a reader key may list', async () => {
    expect(ok(await theirApi.get('/charges?size=200')).content.every((c: Charge) => c.companyIdString === otherCompany.id)).toBe(true);
    expectProblem(await api.get(`/charges?companyIdString=${otherCompany.id}`), 403, 'forbidden-company');
    await expectUnauthorized(t, { method: 'GET', url: '/charges' });
    await expectForbiddenScope(t, admin.token, { method: 'GET', url: '/charges' }, 'charges:read');
    const reader = await createApiKey(t, admin.token, { scopes: ['charges:read'] });
    expect(ok(await client(t, apiKeyAuth(reader.key)).get('/charges?search=list')).page.totalElements).toBe(3);
  });

  test.each([['sort=amount', 'sort'], ['global=yes', 'global'], ['currencyString=E', 'currencyString'], ...invalidPagingQueries, ['companyIdString=x', 'companyIdString']])(
    '%s is 400 invalid-query naming the parameter', async (query, parameter) => {
      expect(errorPaths(expectProblem(await api.get(`/charges?${query}`), 400, 'invalid-query'))).toContain(parameter);
    });
});

describe('GET and PUT /charges/{id}', () => {
  test('another company\'s charge is 404 to read, quote and replace; an unknown id 404', async () => {
    const theirs = await createCharge({ name: 'Hidden', flat: 1, currencyString: 'EUR', companyIdString: otherCompany.id }, theirApi);
    const before = await chargeRow(theirs.id);
    expectProblem(await api.get(`/charges/${theirs.id}`), 404, 'not-found');
    expectProblem(await api.get(`/charges/${theirs.id}/quote?base=10`), 404, 'not-found');
    expectProblem(await api.put(`/charges/${theirs.id}`, base({ name: 'Hijacked', flat: 2 })), 404, 'not-found');
    expectProblem(await api.get(`/charges/${NIL_UUID}`), 404, 'not-found');
    expect(await chargeRow(theirs.id)).toEqual(before);
  });

  test('replaces every field; what is left out is cleared; ETag and If-Match', async () => {
    const created = await createCharge(base({ name: 'Put me', description: 'd', flat: 1, percentageRate: 1, min: 1, global: true, account: '40200' }));
    const res = await api.put(`/charges/${created.id}`, base({ name: 'Put done', amount: 7.5, currencyString: 'EUR' }), { 'if-match': 'W/"1"' });
    expect(res.headers.etag).toBe('W/"2"');
    expect(ok<Charge>(res)).toEqual({ ...created, ...empty, name: 'Put done', amount: 7.5, currencyString: 'EUR', updatedAt: expect.any(String), version: 2 });
    const before = await chargeRow(created.id);
    expectProblem(await api.put(`/charges/${created.id}`, base({ name: 'Stale', flat: 1 }), { 'if-match': 'W/"1"' }), 412, 'precondition-failed');
    expect(await chargeRow(created.id)).toEqual(before);
  });

  test('PUT refuses what POST refuses, a taken name, another company, a self-reference; nothing changes', async () => {
    await createCharge(base({ name: 'Taken name', flat: 1 }));
    const simple = await createCharge(base({ name: 'Simple put', flat: 1 }));
    const composite = await createCharge(base({ name: 'Composite put', composite: true, components: [simple.id] }));
    const before = await chargeRow(composite.id);
    expect(errorPaths(expectProblem(await api.put(`/charges/${composite.id}`, base({ name: 'taken NAME', composite: true, components: [simple.id] })), 409, 'conflict'))).toEqual(['name']);
    expect(expectProblem(await api.put(`/charges/${composite.id}`, base({ name: 'Self', composite: true, components: [simple.id, composite.id] })), 422, 'validation').errors)
      .toEqual([expect.objectContaining({ path: 'components.1', code: 'self-reference' })]);
    expect(errorPaths(expectProblem(await api.put(`/charges/${composite.id}`, base({ name: 'Ambiguous', amount: 1, flat: 1 })), 422, 'validation'))).toEqual(['amount']);
    expectProblem(await api.put(`/charges/${composite.id}`, { name: 'Moved', flat: 1, currencyString: 'EUR', companyIdString: otherCompany.id }), 403, 'forbidden-company');
    expect(await chargeRow(composite.id)).toEqual(before);
    // a component stays simple and keeps the composite's currency
    expect(expectProblem(await api.put(`/charges/${simple.id}`, base({ name: 'Simple put', composite: true, components: [composite.id] })), 422, 'validation').errors)
      .toEqual([expect.objectContaining({ path: 'components.0', code: 'composite' })]);
    const other = await createCharge(base({ name: 'Other simple', flat: 2 }));
    expect(expectProblem(await api.put(`/charges/${simple.id}`, base({ name: 'Simple put', composite: true, components: [other.id] })), 422, 'validation').errors)
      .toEqual([expect.objectContaining({ path: 'composite', code: 'in-use' })]);
    expect(expectProblem(await api.put(`/charges/${simple.id}`, base({ name: 'Simple put', flat: 1, currencyString: 'EUR' })), 422, 'validation').errors)
      .toEqual([expect.objectContaining({ path: 'currencyString', code: 'in-use' })]);
    // a composite made simple drops its components
    const flattened = ok<Charge>(await api.put(`/charges/${composite.id}`, base({ name: 'Composite put', flat: 3 })));
    expect(flattened).toMatchObject({ composite: false, components: [], flat: 3 });
    expect(await t.database.db.select().from(chargeComponents).where(eq(chargeComponents.chargeId, composite.id))).toEqual([]);
  });

  test('authorization of PUT and GET: 401 and the scope', async () => {
    const charge = await createCharge(base({ name: 'Auth put', flat: 1 }));
    await expectUnauthorized(t, { method: 'PUT', url: `/charges/${charge.id}`, payload: base({ name: 'X', flat: 1 }) });
    await expectForbiddenScope(t, admin.token, { method: 'PUT', url: `/charges/${charge.id}`, payload: base({ name: 'X', flat: 1 }) }, 'charges:write', ['charges:read']);
    await expectUnauthorized(t, { method: 'GET', url: `/charges/${charge.id}/quote?base=1` });
    await expectForbiddenScope(t, admin.token, { method: 'GET', url: `/charges/${charge.id}/quote?base=1` }, 'charges:read');
    expect((await chargeRow(charge.id)).version).toBe(1);
  });
});

describe('GET /charges/{id}/quote', () => {
  test('a fixed amount, whatever the base', async () => {
    const fixed = await createCharge(base({ name: 'Q fixed', amount: 4.99 }));
    expect(await quote(fixed.id, '0')).toEqual({ base: 0, amount: 4.99, currency: 'USD' });
    expect(await quote(fixed.id, '123456.78')).toEqual({ base: 123456.78, amount: 4.99, currency: 'USD' });
  });

  test('flat plus the percentage of the base, bounded by min and max', async () => {
    const card = await createCharge(base({ name: 'Q card', flat: 0.3, percentageRate: 2.9, min: 1, max: 10 }));
    expect(await quote(card.id, '100')).toEqual({ base: 100, amount: 3.2, currency: 'USD' });
    expect(await quote(card.id, '10')).toMatchObject({ amount: 1 }); // 0.59 raised to min
    expect(await quote(card.id, '1000')).toMatchObject({ amount: 10 }); // 29.30 capped at max
    expect(await quote(card.id, '0.1')).toMatchObject({ base: 0.1, amount: 1 });
  });

  test('applies only within minimumAmount..maximumAmount, both inclusive', async () => {
    const band = await createCharge(base({ name: 'Q band', flat: 2, minimumAmount: 50, maximumAmount: 500 }));
    expect(await quote(band.id, '49.99')).toMatchObject({ amount: 0 });
    expect(await quote(band.id, '50')).toMatchObject({ amount: 2 });
    expect(await quote(band.id, '500')).toMatchObject({ amount: 2 });
    expect(await quote(band.id, '500.01')).toMatchObject({ amount: 0 });
  });

  test('a composite sums its components\' quotes, each within its own band, then its own bounds', async () => {
    const shipping = await createCharge(base({ name: 'Q shipping', flat: 5, maximumAmount: 100 }));
    const insurance = await createCharge(base({ name: 'Q insurance', percentageRate: 1.5 }));
    const bundle = await createCharge(base({ name: 'Q bundle', composite: true, components: [shipping.id, insurance.id], max: 20 }));
    expect(await quote(bundle.id, '100')).toMatchObject({ amount: 6.5 });
    expect(await quote(bundle.id, '200')).toMatchObject({ amount: 3 }); // shipping no longer applies
    expect(await quote(bundle.id, '2000')).toMatchObject({ amount: 20 }); // 30 capped
  });

  test('rounds half-even to the currency\'s minor units: JPY 0, USD 2, BHD 3', async () => {
    const jpy = await createCharge(base({ name: 'Q jpy', percentageRate: 2.5, currencyString: 'JPY' }));
    expect(await quote(jpy.id, '100')).toEqual({ base: 100, amount: 2, currency: 'JPY' }); // 2.5 -> 2
    expect(await quote(jpy.id, '140')).toMatchObject({ amount: 4 }); // 3.5 -> 4
    const usd = await createCharge(base({ name: 'Q usd', percentageRate: 0.5 }));
    expect(await quote(usd.id, '0.25')).toMatchObject({ amount: 0 }); // 0.00125 -> 0.00
    expect(await quote(usd.id, '5.01')).toMatchObject({ amount: 0.03 }); // 0.02505 -> 0.03
    expect(await quote(usd.id, '5')).toMatchObject({ amount: 0.02 }); // 0.025 -> 0.02
    expect(await quote(usd.id, '7')).toMatchObject({ amount: 0.04 }); // 0.035 -> 0.04
    const bhd = await createCharge(base({ name: 'Q bhd', percentageRate: 12.5, currencyString: 'BHD' }));
    expect(await quote(bhd.id, '0.02')).toEqual({ base: 0.02, amount: 0.002, currency: 'BHD' }); // 0.0025 -> 0.002
    expect(await quote(bhd.id, '0.06')).toMatchObject({ amount: 0.008 }); // 0.0075 -> 0.008
    expect(await quote(bhd.id, '9999999999999.999')).toMatchObject({ amount: 1250000000000 });
  });

  test.each([['abc'], ['-1'], ['1e999'], ['NaN'], ['Infinity'], ['1.'], ['.5'], ['10000000000000'], ['1,5'], [''], ['1.005']])('base=%s is 400 invalid-query naming base', async (value) => {
    const charge = await createCharge(base({ name: `Q bad ${value}`, flat: 1 }));
    expect(errorPaths(expectProblem(await api.get(`/charges/${charge.id}/quote?base=${encodeURIComponent(value)}`), 400, 'invalid-query'))).toEqual(['base']);
  });

  test('a missing base is 400 naming base', async () => {
    const charge = await createCharge(base({ name: 'Q no base', flat: 1 }));
    expect(errorPaths(expectProblem(await api.get(`/charges/${charge.id}/quote`), 400, 'invalid-query'))).toContain('base');
  });
});

describe('accounts of charges', () => {
  test('a leaf account the company added is accepted by its number', async () => {
    const leaf = await createAccount(api, company, { name: 'Freight income', type: 'REVENUE', category: 'OPERATING' });
    expect(await createCharge(base({ name: 'Leaf account', flat: 1, account: leaf.accountNumber }))).toMatchObject({ account: leaf.id, accountNumber: leaf.accountNumber, accountName: 'Freight income' });
  });
});
