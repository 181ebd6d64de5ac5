import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, companies, fiscalYears, idempotencyRecords } from '../../src/server/db/schema';
import { insertCompany, firstFiscalYear } from '../../src/server/domain/identity/companies';
import { createUser } from '../../src/server/domain/identity/users';
import { standardChart } from '../../src/server/domain/ledger/standard-chart';
import { errorPaths } from '../support/accounting-fixtures';
import { ADMIN_PASSWORD, apiKeyAuth, bearer, countRows, createApiKey, expectProblem, setupAdmin, type Admin } from '../support/fixtures';
import { invalidPagingQueries } from '../support/invalid-queries';
import { createTestApp, TEST_PASSWORD_HASH_COST, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Admin;
let outsider: { token: string; companyId: string };

const post = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: '/api/v1/companies', headers: { ...bearer(token), ...headers }, payload: payload as object });
const writes = async () => [await countRows(t, companies), await countRows(t, accounts), await countRows(t, fiscalYears)];

beforeAll(async () => {
  t = await createTestApp();
  admin = await setupAdmin(t);
  // A second user in a company of their own.
  const companyId = await t.database.db.transaction(async (tx) => {
    const company = await insertCompany(tx, { name: 'Other Ltd', code: 'OTHER', baseCurrency: 'EUR' });
    await createUser(tx, { email: 'other@example.com', password: ADMIN_PASSWORD, role: 'ADMIN', companyIds: [company.id] }, { passwordHashCost: TEST_PASSWORD_HASH_COST });
    return company.id;
  });
  const login = await t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'other@example.com', password: ADMIN_PASSWORD } });
  outsider = { token: login.json().accessToken, companyId };
});
afterAll(async () => {
  await t?.close();
});

describe('POST /companies', () => {
  test('creates the company with the standard chart, default accounts and a first fiscal year; the creator is a member', async () => {
    const res = await post(admin.token, { name: 'Nordic Parts AB', baseCurrency: 'sek', fiscalYearStartMonth: 4 });
    expect(res.statusCode, res.body).toBe(201);
    const company = res.json();
    expect(res.headers.location).toBe(`/api/v1/companies/${company.id}`);
    expect(company).toMatchObject({ name: 'Nordic Parts AB', code: 'NORDIC', baseCurrency: 'SEK', fiscalYearStartMonth: 4, version: 1 });

    const chart = await t.database.db.select().from(accounts).where(eq(accounts.companyId, company.id));
    expect(chart).toHaveLength(standardChart.length);
    const roles = chart.filter((a) => a.defaultRole).map((a) => a.defaultRole);
    for (const role of ['RECEIVABLE', 'PAYABLE', 'CASH', 'REVENUE', 'EXPENSE', 'TAX', 'FEES', 'ROUNDING']) expect(roles.filter((r) => r === role), role).toHaveLength(1);
    const byId = new Map(chart.map((a) => [a.id, a]));
    for (const account of chart.filter((a) => a.parentAccountId)) {
      const parent = byId.get(account.parentAccountId!)!;
      expect(parent.type).toBe(account.type);
      expect(chart.some((a) => a.parentAccountId === parent.id)).toBe(true);
    }
    const [year] = await t.database.db.select().from(fiscalYears).where(eq(fiscalYears.companyId, company.id));
    expect(year).toMatchObject(firstFiscalYear(4));

    const get = await t.inject({ method: 'GET', url: `/api/v1/companies/${company.id}`, headers: bearer(admin.token) });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual(company);
  });

  test('the generated code is made unique; an explicit code that is taken is 409', async () => {
    const first = (await post(admin.token, { name: 'Twin Co', baseCurrency: 'USD' })).json();
    const second = (await post(admin.token, { name: 'Twin Co', baseCurrency: 'USD' })).json();
    expect(first.code).toBe('TWINCO');
    expect(second.code).toBe('TWINCO2');
    const before = await writes();
    expectProblem(await post(admin.token, { name: 'Clash', code: 'twinco', baseCurrency: 'USD' }), 409, 'conflict');
    expect(await writes()).toEqual(before);
  });

  test.each([
    [{ baseCurrency: 'USD' }, 'name'],
    [{ name: 'X', baseCurrency: 'XYZ' }, 'baseCurrency'],
    [{ name: 'X', baseCurrency: 'US' }, 'baseCurrency'],
    [{ name: 'X', baseCurrency: 'USD', fiscalYearStartMonth: 0 }, 'fiscalYearStartMonth'],
    [{ name: 'X', baseCurrency: 'USD', fiscalYearStartMonth: 13 }, 'fiscalYearStartMonth'],
    [{ name: 'X', baseCurrency: 'USD', code: 'a' }, 'code'],
    [{ name: 42, baseCurrency: 'USD' }, 'name'],
  ])('bad input %j is 422 at %s and writes nothing', async (payload, path) => {
    const before = await writes();
    const body = expectProblem(await post(admin.token, payload), 422, 'validation');
    expect(body.errors?.[0].path).toBe(path);
    expect(await writes()).toEqual(before);
  });

  test('authorization: no credentials 401, missing scope 403', async () => {
    expectProblem(await t.inject({ method: 'POST', url: '/api/v1/companies', payload: { name: 'X', baseCurrency: 'USD' } }), 401, 'unauthenticated');
    const key = await createApiKey(t, admin.token, { scopes: ['companies:read'] });
    const res = await t.inject({ method: 'POST', url: '/api/v1/companies', headers: apiKeyAuth(key.key), payload: { name: 'X', baseCurrency: 'USD' } });
    expect(expectProblem(res, 403, 'forbidden-scope').detail).toContain('companies:write');
  });
});

describe('GET /companies and GET /companies/{id}', () => {
  test('lists only your companies, paged, filtered and sorted', async () => {
    const mine = (await t.inject({ method: 'GET', url: '/api/v1/companies?size=200', headers: bearer(admin.token) })).json();
    expect(mine.content.map((c: { id: string }) => c.id)).not.toContain(outsider.companyId);
    expect(mine.page).toEqual({ number: 0, size: 200, totalElements: mine.content.length, totalPages: 1, nextCursor: null, previousCursor: null });
    const theirs = (await t.inject({ method: 'GET', url: '/api/v1/companies', headers: bearer(outsider.token) })).json();
    expect(theirs.content.map((c: { code: string }) => c.code)).toEqual(['OTHER']);

    const twins = (await t.inject({ method: 'GET', url: '/api/v1/companies?name=twin&sort=code,desc', headers: bearer(admin.token) })).json();
    expect(twins.content.map((c: { code: string }) => c.code)).toEqual(['TWINCO2', 'TWINCO']);
    const byCode = (await t.inject({ method: 'GET', url: '/api/v1/companies?code=NOR', headers: bearer(admin.token) })).json();
    expect(byCode.content.map((c: { code: string }) => c.code)).toEqual(['NORDIC']);
  });

  test('another company is 404, as if it did not exist; no credentials 401; missing scope 403', async () => {
    expectProblem(await t.inject({ method: 'GET', url: `/api/v1/companies/${outsider.companyId}`, headers: bearer(admin.token) }), 404, 'not-found');
    expectProblem(await t.inject({ method: 'GET', url: `/api/v1/companies/00000000-0000-7000-8000-000000000000`, headers: bearer(admin.token) }), 404, 'not-found');
    expectProblem(await t.inject({ method: 'GET', url: `/api/v1/companies/${admin.companyId}` }), 401, 'unauthenticated');
    const key = await createApiKey(t, admin.token, { scopes: ['currencies:read'] });
    expectProblem(await t.inject({ method: 'GET', url: `/api/v1/companies/${admin.companyId}`, headers: apiKeyAuth(key.key) }), 403, 'forbidden-scope');
  });
});

describe('paging and sorting', () => {
  beforeAll(async () => {
    for (let i = 0; i < 5; i++) await post(admin.token, { name: `Paged ${i}`, code: `PG${i}`, baseCurrency: 'USD' });
  });

  test('pages are exact and stable, with no row twice or missing', async () => {
    const all = (await t.inject({ method: 'GET', url: '/api/v1/companies?size=200&sort=name', headers: bearer(admin.token) })).json();
    const seen: string[] = [];
    for (let page = 0; page < Math.ceil(all.page.totalElements / 2); page++) {
      const res = (await t.inject({ method: 'GET', url: `/api/v1/companies?size=2&page=${page}&sort=name`, headers: bearer(admin.token) })).json();
      expect(res.page).toMatchObject({ number: page, size: 2, totalElements: all.page.totalElements, totalPages: Math.ceil(all.page.totalElements / 2) });
      seen.push(...res.content.map((c: { id: string }) => c.id));
    }
    expect(seen).toEqual(all.content.map((c: { id: string }) => c.id));
  });

  test('defaults are page 0 and size 20', async () => {
    const res = (await t.inject({ method: 'GET', url: '/api/v1/companies', headers: bearer(admin.token) })).json();
    expect(res.page).toMatchObject({ number: 0, size: 20 });
  });

  test('both sort forms, repeated keys, and directions', async () => {
    const names = async (query: string) =>
      (await t.inject({ method: 'GET', url: `/api/v1/companies?code=PG&${query}`, headers: bearer(admin.token) })).json().content.map((c: { code: string }) => c.code);
    expect(await names('sort=-code')).toEqual(['PG4', 'PG3', 'PG2', 'PG1', 'PG0']);
    expect(await names('sort=code,desc')).toEqual(['PG4', 'PG3', 'PG2', 'PG1', 'PG0']);
    expect(await names('sort=code,asc')).toEqual(['PG0', 'PG1', 'PG2', 'PG3', 'PG4']);
    expect(await names('sort=name')).toEqual(['PG0', 'PG1', 'PG2', 'PG3', 'PG4']);
    expect(await names('sort=createdAt,desc&sort=code')).toEqual(['PG4', 'PG3', 'PG2', 'PG1', 'PG0']);
  });

  test.each([
    ...invalidPagingQueries,
    ['size=abc', 'size'],
  ])('%s is 400 invalid-query naming the parameter', async (query, parameter) => {
    const body = expectProblem(await t.inject({ method: 'GET', url: `/api/v1/companies?${query}`, headers: bearer(admin.token) }), 400, 'invalid-query');
    expect(body.errors?.[0].path).toBe(parameter);
  });

  test('size 200 is allowed; an unknown sort field is 400 listing the allowed ones', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/companies?size=200', headers: bearer(admin.token) })).statusCode).toBe(200);
    const body = expectProblem(await t.inject({ method: 'GET', url: '/api/v1/companies?sort=-password', headers: bearer(admin.token) }), 400, 'invalid-query');
    expect(body.detail).toBe('Cannot sort by "password". Sortable fields: name, code, createdAt.');
  });
});

describe('Idempotency-Key on POST', () => {
  test('the same key and body replay the first answer; only one company is written', async () => {
    const payload = { name: 'Once Only', baseCurrency: 'USD' };
    const first = await post(admin.token, payload, { 'idempotency-key': 'create-once' });
    expect(first.statusCode).toBe(201);
    const before = await writes();
    const replay = await post(admin.token, payload, { 'idempotency-key': 'create-once' });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.headers.location).toBe(first.headers.location);
    expect(replay.json()).toEqual(first.json());
    expect(await writes()).toEqual(before);
  });

  test('the same key with another body is 422 idempotency-mismatch', async () => {
    await post(admin.token, { name: 'Mismatch A', baseCurrency: 'USD' }, { 'idempotency-key': 'mismatch' });
    const before = await writes();
    expectProblem(await post(admin.token, { name: 'Mismatch B', baseCurrency: 'USD' }, { 'idempotency-key': 'mismatch' }), 422, 'idempotency-mismatch');
    expect(await writes()).toEqual(before);
  });

  test('keys are per principal', async () => {
    const mine = await post(admin.token, { name: 'Per Principal', baseCurrency: 'USD' }, { 'idempotency-key': 'shared-key' });
    const theirs = await post(outsider.token, { name: 'Per Principal', baseCurrency: 'USD' }, { 'idempotency-key': 'shared-key' });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  test('a key still in flight is 409; one abandoned for over 5 minutes is taken over', async () => {
    const payload = { name: 'In Flight', baseCurrency: 'USD' };
    const first = await post(admin.token, payload, { 'idempotency-key': 'in-flight' });
    await t.database.db.update(idempotencyRecords).set({ responseStatus: null, createdAt: sql`now()` }).where(eq(idempotencyRecords.key, 'in-flight'));
    expectProblem(await post(admin.token, payload, { 'idempotency-key': 'in-flight' }), 409, 'conflict');
    await t.database.db.update(idempotencyRecords).set({ createdAt: sql`now() - interval '6 minutes'` }).where(eq(idempotencyRecords.key, 'in-flight'));
    const retried = await post(admin.token, payload, { 'idempotency-key': 'in-flight' });
    expect(retried.statusCode).toBe(201);
    expect(retried.json().id).not.toBe(first.json().id);
  });

  test('a 4xx answer is replayed too; an over-long key is 422', async () => {
    const first = await post(admin.token, { name: 'Bad', baseCurrency: 'XYZ' }, { 'idempotency-key': 'bad-currency' });
    expectProblem(first, 422, 'validation');
    const replay = await post(admin.token, { name: 'Bad', baseCurrency: 'XYZ' }, { 'idempotency-key': 'bad-currency' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().detail).toBe(first.json().detail);
    const long = expectProblem(await post(admin.token, { name: 'Long', baseCurrency: 'USD' }, { 'idempotency-key': 'k'.repeat(256) }), 422, 'validation');
    expect(long.errors?.[0].path).toBe('Idempotency-Key');
  });

  test('POST /api-keys ignores the header: its answer holds the secret and is never stored', async () => {
    const payload = { name: 'idempotent-key', scopes: ['*'], rateLimitPerHour: 10, expiresAt: '2030-01-01T00:00:00Z' };
    const headers = { ...bearer(admin.token), 'idempotency-key': 'key-create' };
    expect((await t.inject({ method: 'POST', url: '/api/v1/api-keys', headers, payload })).statusCode).toBe(201);
    expectProblem(await t.inject({ method: 'POST', url: '/api/v1/api-keys', headers, payload }), 409, 'conflict');
    expect(await t.database.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, 'key-create'))).toEqual([]);
  });
});

describe('PUT /companies/{id} with ETag and If-Match', () => {
  test('ETag carries the version; a stale If-Match is 412 and changes nothing; none or * means last write wins', async () => {
    const created = (await post(admin.token, { name: 'Versioned', baseCurrency: 'USD' })).json();
    const url = `/api/v1/companies/${created.id}`;
    const put = (name: string, ifMatch?: string) => t.inject({ method: 'PUT', url, headers: { ...bearer(admin.token), ...(ifMatch ? { 'if-match': ifMatch } : {}) }, payload: { name } });

    const first = await put('Versioned 2', 'W/"1"');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('W/"2"');
    expect(first.json()).toMatchObject({ name: 'Versioned 2', version: 2 });

    expectProblem(await put('Stale', 'W/"1"'), 412, 'precondition-failed');
    expectProblem(await put('Garbage', 'yesterday'), 412, 'precondition-failed');
    expect((await t.inject({ method: 'GET', url, headers: bearer(admin.token) })).json().name).toBe('Versioned 2');

    expect((await put('No check')).json()).toMatchObject({ name: 'No check', version: 3 });
    expect((await put('Star', '*')).headers.etag).toBe('W/"4"');
  });

  test('bad input 422, another company 404, no credentials 401', async () => {
    const url = `/api/v1/companies/${admin.companyId}`;
    expectProblem(await t.inject({ method: 'PUT', url, headers: bearer(admin.token), payload: { name: '' } }), 422, 'validation');
    expectProblem(await t.inject({ method: 'PUT', url: `/api/v1/companies/${outsider.companyId}`, headers: bearer(admin.token), payload: { name: 'Taken over' } }), 404, 'not-found');
    expectProblem(await t.inject({ method: 'PUT', url, payload: { name: 'Anon' } }), 401, 'unauthenticated');
    const [other] = await t.database.db.select().from(companies).where(eq(companies.id, outsider.companyId));
    expect(other.name).toBe('Other Ltd');
  });
});

describe('company details (decisions §13 "Documents")', () => {
  const put = (id: string, payload: Record<string, unknown>) => t.inject({ method: 'PUT', url: `/api/v1/companies/${id}`, headers: bearer(admin.token), payload });
  const details = { address: 'Hauptstraße 1\r\n10115 Berlin\nDeutschland', taxId: ' DE123456789 ', bankDetails: 'IBAN DE02 1203 0000 0000 2020 51\nBIC BYLADEM1001', email: 'billing@acme.example' };

  test('taken on create and by PUT, multi-line kept (line ends as \\n); a replacement without them clears them', async () => {
    const created = (await post(admin.token, { name: 'Detailed', baseCurrency: 'EUR', ...details })).json();
    const stored = { address: 'Hauptstraße 1\n10115 Berlin\nDeutschland', taxId: 'DE123456789', bankDetails: details.bankDetails, email: 'billing@acme.example' };
    expect(created).toMatchObject(stored);
    expect((await t.inject({ method: 'GET', url: `/api/v1/companies/${created.id}`, headers: bearer(admin.token) })).json()).toMatchObject(stored);
    const plain = (await post(admin.token, { name: 'Plain details', baseCurrency: 'EUR' })).json();
    expect(plain).toMatchObject({ address: null, taxId: null, bankDetails: null, email: null });
    const replaced = await put(created.id, { name: 'Detailed', address: '東京都千代田区 1-1', email: 'jp@acme.example' });
    expect(replaced.json()).toMatchObject({ address: '東京都千代田区 1-1', taxId: null, bankDetails: null, email: 'jp@acme.example', version: 2 });
    expect((await put(created.id, { name: 'Detailed', address: '   ' })).json()).toMatchObject({ address: null, email: null });
  });

  test.each([
    ['an email that is no address', { email: 'billing at acme' }, 'email'],
    ['an address over 1000 characters', { address: 'x'.repeat(1001) }, 'address'],
    ['a tax id over 100 characters', { taxId: '1'.repeat(101) }, 'taxId'],
    ['bank details that are no text', { bankDetails: 12 }, 'bankDetails'],
  ])('refuse %s with 422 at that field, nothing changed', async (_label, payload, path) => {
    const before = (await t.inject({ method: 'GET', url: `/api/v1/companies/${admin.companyId}`, headers: bearer(admin.token) })).json();
    const body = expectProblem(await put(admin.companyId, { name: before.name, ...payload }), 422, 'validation');
    expect(errorPaths(body)).toEqual([path]);
    expect((await t.inject({ method: 'GET', url: `/api/v1/companies/${admin.companyId}`, headers: bearer(admin.token) })).json()).toEqual(before);
  });
});

describe('GET /currencies', () => {
  test('the ISO 4217 list with ids and minor units', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/currencies', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.page.totalElements).toBeGreaterThan(150);
    const byCode = new Map(list.content.map((c: { code: string }) => [c.code, c]));
    expect(byCode.get('USD')).toMatchObject({ minorUnits: 2, name: 'US Dollar', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(byCode.get('JPY')).toMatchObject({ minorUnits: 0 });
    expect(byCode.get('BHD')).toMatchObject({ minorUnits: 3 });
    const filtered = (await t.inject({ method: 'GET', url: '/api/v1/currencies?code=us', headers: bearer(admin.token) })).json();
    expect(filtered.content.map((c: { code: string }) => c.code)).toEqual(['USD']);
  });

  test('needs currencies:read', async () => {
    expectProblem(await t.inject({ method: 'GET', url: '/api/v1/currencies' }), 401, 'unauthenticated');
    const key = await createApiKey(t, admin.token, { scopes: ['companies:read'] });
    expectProblem(await t.inject({ method: 'GET', url: '/api/v1/currencies', headers: apiKeyAuth(key.key) }), 403, 'forbidden-scope');
  });
});

describe('firstFiscalYear', () => {
  test.each([
    [1, '2026-11-22', { name: 'FY 2026', startDate: '2026-01-01', endDate: '2026-12-31' }],
    [4, '2026-11-22', { name: 'FY 2026/27', startDate: '2026-04-01', endDate: '2027-03-31' }],
    [4, '2027-01-15', { name: 'FY 2026/27', startDate: '2026-04-01', endDate: '2027-03-31' }],
    [3, '2024-03-01', { name: 'FY 2024/25', startDate: '2024-03-01', endDate: '2025-02-28' }],
  ])('start month %i on %s', (month, today, expected) => {
    expect(firstFiscalYear(month, new Date(`${today}T12:00:00Z`))).toEqual(expected);
  });
});
