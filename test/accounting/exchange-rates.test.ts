import { describe, expect, test } from 'vitest';
import type { ExchangeRate } from '../../src/contract/exchange-rates';
import { exchangeRates } from '../../src/server/db/schema';
import { client, errorPaths, NIL_UUID, ok, type Client } from '../support/accounting-fixtures';
import { apiKeyAuth, countRows, createApiKey, expectForbiddenScope, expectProblem, expectUnauthorized } from '../support/fixtures';
import { invalidPagingQueries } from '../support/invalid-queries';
import { useTwoCompanyApp } from '../support/two-companies';

const world = useTwoCompanyApp();

const rateRows = () => countRows(world.t, exchangeRates);
const createRate = async (payload: Record<string, unknown>, as: Client = world.api): Promise<ExchangeRate> => ok(await as.post('/exchange-rates', payload), 201);
const rates = async (query: string) => ok(await world.api.get(`/exchange-rates?${query}`)).content as ExchangeRate[];

describe('POST /exchange-rates', () => {
  test('creates a rate: 201, Location, the rate exactly as typed (12 decimals, trailing zeros), codes upper case', async () => {
    const res = await world.api.post('/exchange-rates', { fromCurrency: 'usd', toCurrency: 'EUR', rate: '0.921534000001', date: '2026-01-02', companyIdString: world.company.id });
    const body = ok<ExchangeRate>(res, 201);
    expect(res.headers.location).toBe(`/api/v1/exchange-rates/${body.id}`);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), companyIdString: world.company.id, fromCurrency: 'USD', toCurrency: 'EUR', rate: '0.921534000001', date: '2026-01-02',
      createdAt: expect.any(String), updatedAt: expect.any(String), version: 1,
    });
    expect(ok(await world.api.get(`/exchange-rates/${body.id}`))).toEqual(body);
    expect((await createRate({ fromCurrency: 'USD', toCurrency: 'EUR', rate: '0.930000', date: '2026-02-01' })).rate).toBe('0.930000');
    expect((await createRate({ fromCurrency: 'USD', toCurrency: 'JPY', rate: '149.5', date: '2026-01-02' })).rate).toBe('149.5');
    expect((await createRate({ fromCurrency: 'USD', toCurrency: 'KWD', rate: '0.307123456789', date: '2026-01-02' })).rate).toBe('0.307123456789');
  });

  test('one rate per pair and day: 409 at date, nothing written; another company may have its own', async () => {
    const before = await rateRows();
    expect(errorPaths(expectProblem(await world.api.post('/exchange-rates', { fromCurrency: 'USD', toCurrency: 'EUR', rate: '0.95', date: '2026-01-02' }), 409, 'conflict'))).toEqual(['date']);
    expect(await rateRows()).toBe(before);
    expect((await createRate({ fromCurrency: 'USD', toCurrency: 'EUR', rate: '0.95', date: '2026-01-02' }, world.theirApi)).companyIdString).toBe(world.otherCompany.id);
  });

  test.each([
    ['a number for rate (no doubles)', { rate: 0.92 }, 'rate'],
    ['13 decimals', { rate: '0.9215340000001' }, 'rate'],
    ['a zero rate', { rate: '0.000000' }, 'rate'],
    ['a negative rate', { rate: '-1.2' }, 'rate'],
    ['a comma decimal separator', { rate: '0,92' }, 'rate'],
    ['an exponent', { rate: '9.2e-1' }, 'rate'],
    ['a NUL character', { rate: '0.9\u00002' }, 'rate'],
    ['an unknown currency', { fromCurrency: 'XYZ' }, 'fromCurrency'],
    ['no currency code', { toCurrency: 'euro' }, 'toCurrency'],
    ['the same currency twice', { toCurrency: 'USD' }, 'toCurrency'],
    ['the year 0000', { date: '0000-01-01' }, 'date'],
    ['no date', { date: undefined }, 'date'],
  ])('refuses %s with 422 at that field and writes nothing', async (_label, change, path) => {
    const before = await rateRows();
    const payload = { fromCurrency: 'USD', toCurrency: 'EUR', rate: '0.92', date: '2026-03-03', ...change };
    expect(errorPaths(expectProblem(await world.api.post('/exchange-rates', payload), 422, 'validation'))).toContain(path);
    expect(await rateRows()).toBe(before);
  });

  test('authorization: 401, a key without exchange-rates:write 403, another company 403; a write key may create', async () => {
    const before = await rateRows();
    const payload = { fromCurrency: 'GBP', toCurrency: 'EUR', rate: '1.17', date: '2026-01-05' };
    await expectUnauthorized(world.t, { method: 'POST', url: '/exchange-rates', payload });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'POST', url: '/exchange-rates', payload }, 'exchange-rates:write', ['exchange-rates:read']);
    expectProblem(await world.api.post('/exchange-rates', { ...payload, companyIdString: world.otherCompany.id }), 403, 'forbidden-company');
    expect(await rateRows()).toBe(before);
    const writer = await createApiKey(world.t, world.admin.token, { scopes: ['exchange-rates:write'] });
    expect((await createRate(payload, client(world.t, apiKeyAuth(writer.key)))).companyIdString).toBe(world.company.id);
  });
});

describe('GET /exchange-rates', () => {
  test('the latest day first; onDate keeps the rates on or before it, so its first row of a pair is the rate in force', async () => {
    const pair = 'fromCurrency=USD&toCurrency=EUR';
    expect((await rates(pair)).map((r) => [r.date, r.rate])).toEqual([['2026-02-01', '0.930000'], ['2026-01-02', '0.921534000001']]);
    expect((await rates(`${pair}&onDate=2026-01-31`)).map((r) => r.rate)).toEqual(['0.921534000001']);
    expect((await rates(`${pair}&onDate=2026-02-01`))[0].rate).toBe('0.930000');
    expect(await rates(`${pair}&onDate=2026-01-01`)).toEqual([]);
    expect((await rates('toCurrency=jpy')).map((r) => r.rate)).toEqual(['149.5']);
    expect(await rates('fromCurrency=XYZ')).toEqual([]);
    const page = ok(await world.api.get(`/exchange-rates?${pair}&size=1&sort=date`));
    expect(page.content.map((r: ExchangeRate) => r.date)).toEqual(['2026-01-02']);
    expect(page.page).toMatchObject({ totalElements: 2 });
  });

  test.each([['sort=rate', 'sort'], ['sort=__proto__', 'sort'], ['onDate=2026-02-30', 'onDate'], ['onDate=0000-01-01', 'onDate'], ['fromCurrency=E', 'fromCurrency'], ['rate=1', 'rate'], ...invalidPagingQueries])(
    '%s is 400 invalid-query naming the parameter', async (query, parameter) => {
      expect(errorPaths(expectProblem(await world.api.get(`/exchange-rates?${query}`), 400, 'invalid-query'))).toContain(parameter);
    },
  );

  test('only the company\'s: another company\'s rate is 404, its list 403; 401 without credentials, 403 without the scope', async () => {
    const theirs = (ok(await world.theirApi.get('/exchange-rates')).content as ExchangeRate[])[0];
    expectProblem(await world.api.get(`/exchange-rates/${theirs.id}`), 404, 'not-found');
    expectProblem(await world.api.get(`/exchange-rates/${NIL_UUID}`), 404, 'not-found');
    expectProblem(await world.api.get(`/exchange-rates?companyIdString=${world.otherCompany.id}`), 403, 'forbidden-company');
    await expectUnauthorized(world.t, { method: 'GET', url: '/exchange-rates' });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'GET', url: '/exchange-rates' }, 'exchange-rates:read', ['customers:read']);
  });
});

describe('PUT and DELETE /exchange-rates/{id}', () => {
  test('replaces the rate with If-Match (412 when stale); a day another rate of the pair has is 409; deletes (204); another company\'s 404', async () => {
    const rate = await createRate({ fromCurrency: 'CHF', toCurrency: 'EUR', rate: '1.05', date: '2026-04-01' });
    await createRate({ fromCurrency: 'CHF', toCurrency: 'EUR', rate: '1.06', date: '2026-04-02' });
    const res = await world.api.put(`/exchange-rates/${rate.id}`, { fromCurrency: 'CHF', toCurrency: 'EUR', rate: '1.051', date: '2026-04-01' }, { 'if-match': 'W/"1"' });
    expect(ok<ExchangeRate>(res)).toEqual({ ...rate, rate: '1.051', updatedAt: expect.any(String), version: 2 });
    expectProblem(await world.api.put(`/exchange-rates/${rate.id}`, { fromCurrency: 'CHF', toCurrency: 'EUR', rate: '1', date: '2026-04-01' }, { 'if-match': 'W/"1"' }), 412, 'precondition-failed');
    expect(errorPaths(expectProblem(await world.api.put(`/exchange-rates/${rate.id}`, { fromCurrency: 'CHF', toCurrency: 'EUR', rate: '1', date: '2026-04-02' }), 409, 'conflict'))).toEqual(['date']);
    const theirs = await createRate({ fromCurrency: 'CHF', toCurrency: 'EUR', rate: '1.05', date: '2026-04-01' }, world.theirApi);
    expectProblem(await world.api.put(`/exchange-rates/${theirs.id}`, { fromCurrency: 'CHF', toCurrency: 'EUR', rate: '9', date: '2026-04-01' }), 404, 'not-found');
    expectProblem(await world.api.delete(`/exchange-rates/${theirs.id}`), 404, 'not-found');
    expect((await world.api.delete(`/exchange-rates/${rate.id}`)).statusCode).toBe(204);
    expectProblem(await world.api.get(`/exchange-rates/${rate.id}`), 404, 'not-found');
    expect(ok<ExchangeRate>(await world.theirApi.get(`/exchange-rates/${theirs.id}`)).rate).toBe('1.05');
  });
});
