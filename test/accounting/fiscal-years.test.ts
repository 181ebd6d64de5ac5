import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FiscalYear } from '../../src/contract/fiscal-years';
import { fiscalYears } from '../../src/server/db/schema';
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


beforeAll(async () => {
  t = await createTestApp();
  ({ admin, other, api, theirApi } = await twoCompanies(t));
});
afterAll(async () => {
  await t?.close();
});

const yearRows = () => countRows(t, fiscalYears);
const createYear = async (payload: Record<string, unknown>, as = api): Promise<FiscalYear> => ok(await as.post('/fiscal-years', payload), 201);
const list = async (query: string, as = api) => ok(await as.get(`/fiscal-years?${query}`));

describe('POST /fiscal-years', () => {
  test('a new company starts with one fiscal year; creating the next one: 201, Location, the record', async () => {
    const initial = await list(`companyIdString=${admin.companyId}`);
    expect(initial.content).toEqual([expect.objectContaining({ companyIdString: admin.companyId, startDate: expect.stringMatching(/^\d{4}-01-01$/), endDate: expect.stringMatching(/^\d{4}-12-31$/) })]);

    const res = await api.post('/fiscal-years', { name: ' FY 2030 ', startDate: '2030-01-01', endDate: '2030-12-31' });
    const body = ok<FiscalYear>(res, 201);
    expect(res.headers.location).toBe(`/api/v1/fiscal-years/${body.id}`);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'FY 2030',
      startDate: '2030-01-01',
      endDate: '2030-12-31',
      companyIdString: admin.companyId,
      status: 'OPEN',
      closingJournalEntryId: null,
      closedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
    expect(ok(await api.get(`/fiscal-years/${body.id}`))).toEqual(body);
  });

  test('companyIdString may name the company; a year need not be a calendar year', async () => {
    const year = await createYear({ name: 'FY 2031/32', startDate: '2031-04-01', endDate: '2032-03-31', companyIdString: admin.companyId.toUpperCase() });
    expect(year).toMatchObject({ startDate: '2031-04-01', endDate: '2032-03-31', companyIdString: admin.companyId });
  });

  test.each([
    ['the same dates', '2030-01-01', '2030-12-31'],
    ['a start inside it', '2030-07-01', '2031-03-31'],
    ['an end inside it', '2029-07-01', '2030-01-01'],
    ['a range around it', '2029-01-01', '2031-01-31'],
    ['a range inside it', '2030-03-01', '2030-03-31'],
  ])('a year overlapping another of the company (%s) is 409 conflict and writes nothing', async (_label, startDate, endDate) => {
    const before = await yearRows();
    const body = expectProblem(await api.post('/fiscal-years', { name: 'Overlap', startDate, endDate }), 409, 'conflict');
    expect(body.detail).toContain('FY 2030');
    expect(await yearRows()).toBe(before);
  });

  test('adjacent years do not overlap; the same dates in another company are fine', async () => {
    expect((await createYear({ name: 'FY 2029', startDate: '2029-01-01', endDate: '2029-12-31' })).startDate).toBe('2029-01-01');
    const theirs = await createYear({ name: 'FY 2030', startDate: '2030-01-01', endDate: '2030-12-31' }, theirApi);
    expect(theirs.companyIdString).toBe(other.companyId);
  });

  test('two overlapping years created at once: exactly one is written', async () => {
    const before = await yearRows();
    const results = await Promise.all([
      api.post('/fiscal-years', { name: 'Race A', startDate: '2045-01-01', endDate: '2045-12-31' }),
      api.post('/fiscal-years', { name: 'Race B', startDate: '2045-06-01', endDate: '2046-05-31' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await yearRows()).toBe(before + 1);
  });

  test.each([
    ['an endDate equal to startDate', { name: 'X', startDate: '2040-01-01', endDate: '2040-01-01' }, 'endDate'],
    ['an endDate before startDate', { name: 'X', startDate: '2040-12-31', endDate: '2040-01-01' }, 'endDate'],
    ['a missing name', { startDate: '2040-01-01', endDate: '2040-12-31' }, 'name'],
    ['a blank name', { name: ' ', startDate: '2040-01-01', endDate: '2040-12-31' }, 'name'],
    ['a missing startDate', { name: 'X', endDate: '2040-12-31' }, 'startDate'],
    ['a missing endDate', { name: 'X', startDate: '2040-01-01' }, 'endDate'],
    ['a date-time instead of a date', { name: 'X', startDate: '2040-01-01T00:00:00Z', endDate: '2040-12-31' }, 'startDate'],
    ['a month 13', { name: 'X', startDate: '2040-01-01', endDate: '2040-13-01' }, 'endDate'],
    ['a day that does not exist', { name: 'X', startDate: '2040-01-01', endDate: '2041-02-30' }, 'endDate'],
    ['a date that is not a string', { name: 'X', startDate: 20400101, endDate: '2040-12-31' }, 'startDate'],
    ['a companyIdString that is no UUID', { name: 'X', startDate: '2040-01-01', endDate: '2040-12-31', companyIdString: 'acme' }, 'companyIdString'],
  ])('rejects %s with 422 at that field and writes nothing', async (_label, payload, path) => {
    const before = await yearRows();
    const body = expectProblem(await api.post('/fiscal-years', payload), 422, 'validation');
    expect(errorPaths(body)).toContain(path);
    expect(await yearRows()).toBe(before);
  });

  test('authorization: no credentials 401, a key without fiscal-years:write 403, another company 403 forbidden-company', async () => {
    const payload = { name: 'FY 2050', startDate: '2050-01-01', endDate: '2050-12-31' };
    const before = await yearRows();
    await expectUnauthorized(t, { method: 'POST', url: '/fiscal-years', payload });
    await expectForbiddenScope(t, admin.token, { method: 'POST', url: '/fiscal-years', payload }, 'fiscal-years:write', ['fiscal-years:read']);
    expectProblem(await api.post('/fiscal-years', { ...payload, companyIdString: other.companyId }), 403, 'forbidden-company');
    expectProblem(await api.post('/fiscal-years', { ...payload, companyIdString: NIL_UUID }), 403, 'forbidden-company');
    expect(await yearRows()).toBe(before);

    const writer = await createApiKey(t, admin.token, { scopes: ['fiscal-years:write'] });
    expect((await createYear(payload, client(t, apiKeyAuth(writer.key)))).companyIdString).toBe(admin.companyId);
  });
});

describe('GET /fiscal-years', () => {
  test('lists the named company\'s years, latest first by default, paged', async () => {
    const all = await list(`companyIdString=${admin.companyId}`);
    const starts = all.content.map((y: FiscalYear) => y.startDate);
    expect(starts.slice(0, 5)).toEqual(['2050-01-01', expect.stringMatching(/^2045-/), '2031-04-01', '2030-01-01', '2029-01-01']);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(all.content.every((y: FiscalYear) => y.companyIdString === admin.companyId)).toBe(true);
    expect(all.page).toEqual({ number: 0, size: 20, totalElements: 6, totalPages: 1, nextCursor: null, previousCursor: null });

    // Without companyIdString: the default company.
    expect((await list('')).content).toEqual(all.content);

    const first = await list(`companyIdString=${admin.companyId}&size=2&page=0`);
    const second = await list(`companyIdString=${admin.companyId}&size=2&page=1`);
    const third = await list(`companyIdString=${admin.companyId}&size=2&page=2`);
    expect(first.page).toEqual({ number: 0, size: 2, totalElements: 6, totalPages: 3, nextCursor: expect.any(String), previousCursor: null });
    expect([...first.content, ...second.content, ...third.content]).toEqual(all.content);
  });

  test('sorts by startDate, name and createdAt in both forms', async () => {
    const startsBy = async (sort: string) => (await list(`size=3&${sort}`)).content.map((y: FiscalYear) => y.startDate);
    expect(await startsBy('sort=startDate')).toEqual([expect.stringMatching(/^2026-/), '2029-01-01', '2030-01-01']);
    expect(await startsBy('sort=startDate,desc')).toEqual(['2050-01-01', expect.stringMatching(/^2045-/), '2031-04-01']);
    expect(await startsBy('sort=-createdAt')).toEqual(['2050-01-01', expect.stringMatching(/^2045-/), '2029-01-01']);
    expect(await startsBy('sort=createdAt,asc')).toEqual([expect.stringMatching(/^2026-/), '2030-01-01', '2031-04-01']);
    const names = (await list('sort=-name')).content.map((y: FiscalYear) => y.name);
    expect(names).toEqual([...names].sort().reverse());
  });

  test('another company\'s years are theirs alone; naming that company is 403', async () => {
    const theirs = await list('', theirApi);
    expect(theirs.content.map((y: FiscalYear) => y.startDate)).toEqual(['2030-01-01', expect.stringMatching(/^2026-/)]);
    expect(theirs.content.every((y: FiscalYear) => y.companyIdString === other.companyId)).toBe(true);
    expectProblem(await api.get(`/fiscal-years?companyIdString=${other.companyId}`), 403, 'forbidden-company');
  });

  test.each([
    ['sort=endDate', 'sort'],
    ['companyIdString=acme', 'companyIdString'],
    ...invalidPagingQueries,
    ['page=x', 'page'],
  ])('%s is 400 invalid-query naming the parameter', async (query, parameter) => {
    expect(errorPaths(expectProblem(await api.get(`/fiscal-years?${query}`), 400, 'invalid-query'))).toContain(parameter);
  });

  test('an unknown sort field names the allowed ones', async () => {
    expect(expectProblem(await api.get('/fiscal-years?sort=-endDate'), 400, 'invalid-query').detail).toBe('Cannot sort by "endDate". Sortable fields: startDate, name, createdAt.');
  });

  test('authorization: no credentials 401, a key without fiscal-years:read 403', async () => {
    await expectUnauthorized(t, { method: 'GET', url: '/fiscal-years' });
    await expectForbiddenScope(t, admin.token, { method: 'GET', url: '/fiscal-years' }, 'fiscal-years:read', ['accounting-periods:read']);
    const reader = await createApiKey(t, admin.token, { scopes: ['fiscal-years:read'] });
    expect((await list('', client(t, apiKeyAuth(reader.key)))).page.totalElements).toBe(6);
  });
});

describe('GET /fiscal-years/{id}', () => {
  test('your year 200; another company\'s or an unknown one 404; a malformed id 400; 401; scope 403', async () => {
    const mine = (await list('')).content[0] as FiscalYear;
    const theirs = (await list('', theirApi)).content[0] as FiscalYear;
    expect(ok(await api.get(`/fiscal-years/${mine.id.toUpperCase()}`))).toEqual(mine);
    expectProblem(await api.get(`/fiscal-years/${theirs.id}`), 404, 'not-found');
    expectProblem(await theirApi.get(`/fiscal-years/${mine.id}`), 404, 'not-found');
    expectProblem(await api.get(`/fiscal-years/${NIL_UUID}`), 404, 'not-found');
    expect(errorPaths(expectProblem(await api.get('/fiscal-years/2030'), 400, 'invalid-query'))).toEqual(['id']);
    await expectUnauthorized(t, { method: 'GET', url: `/fiscal-years/${mine.id}` });
    await expectForbiddenScope(t, admin.token, { method: 'GET', url: `/fiscal-years/${mine.id}` }, 'fiscal-years:read', ['accounts:read']);
  });
});
