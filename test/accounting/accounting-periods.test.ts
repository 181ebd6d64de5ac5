import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AccountingPeriod } from '../../src/contract/accounting-periods';
import type { FiscalYear } from '../../src/contract/fiscal-years';
import { accountBalances, accountingPeriods, journalEntries, ledgerLines } from '../../src/server/db/schema';
import { client, defaultAccount, ok, twoLineEntry, type Client, errorPaths, NIL_UUID } from '../support/accounting-fixtures';
import type { Member } from '../support/auth-fixtures';
import { apiKeyAuth, countRows, createApiKey, expectProblem, type Admin, expectForbiddenScope, expectUnauthorized } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

let t: TestApp;
let admin: Admin;
/** An admin of another company. */
let other: Member;
let api: Client;
let theirApi: Client;
/** FY 2030 of the admin's company, and of the other one. */
let year: FiscalYear;
let theirYear: FiscalYear;


beforeAll(async () => {
  t = await createTestApp();
  ({ admin, other, api, theirApi } = await twoCompanies(t));
  year = ok(await api.post('/fiscal-years', { name: 'FY 2030', startDate: '2030-01-01', endDate: '2030-12-31' }), 201);
  theirYear = ok(await theirApi.post('/fiscal-years', { name: 'FY 2030', startDate: '2030-01-01', endDate: '2030-12-31' }), 201);
});
afterAll(async () => {
  await t?.close();
});

const periodRows = () => countRows(t, accountingPeriods);
const periodRow = async (id: string) => (await t.database.db.select().from(accountingPeriods).where(eq(accountingPeriods.id, id)))[0];
const ledgerRows = async () => [await countRows(t, journalEntries), await countRows(t, ledgerLines), await countRows(t, accountBalances)];

/** A payload exactly as the interface shows it (§2.8), in the admin's FY 2030. */
function periodPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Period',
    startDate: '2030-01-01T00:00:00Z',
    endDate: '2030-01-31T23:59:59Z',
    periodType: 'MONTH',
    fiscalYearIdString: year.id,
    companyIdString: admin.companyId,
    ...overrides,
  };
}
const createPeriod = async (overrides: Record<string, unknown> = {}, as = api): Promise<AccountingPeriod> =>
  ok(await as.post('/accounting-periods', periodPayload(overrides)), 201);
const month = (m: number, overrides: Record<string, unknown> = {}) => {
  const mm = String(m).padStart(2, '0');
  const last = new Date(Date.UTC(2030, m, 0)).getUTCDate();
  return { name: `2030-${mm}`, startDate: `2030-${mm}-01T00:00:00Z`, endDate: `2030-${mm}-${last}T23:59:59Z`, ...overrides };
};

describe('POST /accounting-periods', () => {
  test('creates a period from the interface\'s fields: 201, Location, the record, OPEN by default', async () => {
    const res = await api.post('/accounting-periods', periodPayload({ name: ' January 2030 ', notes: 'First month' }));
    const body = ok<AccountingPeriod>(res, 201);
    expect(res.headers.location).toBe(`/api/v1/accounting-periods/${body.id}`);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'January 2030',
      startDate: '2030-01-01T00:00:00.000Z',
      endDate: '2030-01-31T23:59:59.000Z',
      firstDay: '2030-01-01',
      lastDay: '2030-01-31',
      periodType: 'MONTH',
      status: 'OPEN',
      notes: 'First month',
      fiscalYearIdString: year.id,
      companyIdString: admin.companyId,
      closedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
    expect(ok(await api.get(`/accounting-periods/${body.id}`))).toEqual(body);
  });

  test('dates with an offset are stored as instants; the days covered are the days as written', async () => {
    const period = await createPeriod({ ...month(2), startDate: '2030-02-01T00:00:00+02:00', endDate: '2030-02-28T23:59:59-05:00' });
    expect(period).toMatchObject({
      startDate: '2030-01-31T22:00:00.000Z',
      endDate: '2030-03-01T04:59:59.000Z',
      firstDay: '2030-02-01',
      lastDay: '2030-02-28',
    });
  });

  test('an end written as midnight ends the day before, so periods written midnight to midnight follow each other', async () => {
    const first = await createPeriod({ name: 'W36', periodType: 'WEEK', startDate: '2030-09-02T00:00:00Z', endDate: '2030-09-09T00:00:00Z' });
    const second = await createPeriod({ name: 'W37', periodType: 'WEEK', startDate: '2030-09-09T00:00:00+02:00', endDate: '2030-09-16T00:00:00.000+02:00' });
    expect([first.firstDay, first.lastDay]).toEqual(['2030-09-02', '2030-09-08']);
    expect([second.firstDay, second.lastDay]).toEqual(['2030-09-09', '2030-09-15']);
    const notMidnight = await createPeriod({ name: 'W38', periodType: 'WEEK', startDate: '2030-09-16T00:00:00Z', endDate: '2030-09-23T00:00:01Z' });
    expect(notMidnight.lastDay).toBe('2030-09-23');
  });

  test('status may be given as OPEN or CLOSED; null means OPEN', async () => {
    const closed = await createPeriod({ ...month(3), status: 'CLOSED' });
    expect(closed).toMatchObject({ status: 'CLOSED', closedAt: expect.stringMatching(/Z$/) });
    expect(await createPeriod({ ...month(4), status: 'OPEN' })).toMatchObject({ status: 'OPEN', closedAt: null });
    expect(await createPeriod({ ...month(5), status: null, notes: null })).toMatchObject({ status: 'OPEN', notes: null });
  });

  test('periods of one type may not overlap within a company: 409 conflict, nothing written', async () => {
    for (const overrides of [
      month(1),
      { startDate: '2030-01-15T00:00:00Z', endDate: '2030-02-14T23:59:59Z' },
      { startDate: '2030-01-31T00:00:00Z', endDate: '2030-01-31T12:00:00Z' },
      // The last day of January as written, though on 1 February in UTC.
      { startDate: '2030-01-31T20:00:00-08:00', endDate: '2030-01-31T22:00:00-08:00' },
    ]) {
      const before = await periodRows();
      const body = expectProblem(await api.post('/accounting-periods', periodPayload({ name: 'Overlap', ...overrides })), 409, 'conflict');
      expect(body.detail).toContain('MONTH');
      expect(await periodRows()).toBe(before);
    }
  });

  test('periods of other types may overlap; so may periods of another company', async () => {
    const quarter = await createPeriod({ name: 'Q1 2030', periodType: 'QUARTER', startDate: '2030-01-01T00:00:00Z', endDate: '2030-03-31T23:59:59Z' });
    expect(quarter).toMatchObject({ periodType: 'QUARTER', firstDay: '2030-01-01', lastDay: '2030-03-31' });
    const wholeYear = await createPeriod({ name: '2030', periodType: 'YEAR', startDate: '2030-01-01T00:00:00Z', endDate: '2030-12-31T23:59:59Z' });
    expect(wholeYear.periodType).toBe('YEAR');
    const week = await createPeriod({ name: 'W1', periodType: 'WEEK', startDate: '2030-01-01T00:00:00Z', endDate: '2030-01-07T23:59:59Z' });
    expect(week.periodType).toBe('WEEK');
    const theirs = await createPeriod({ ...month(1), fiscalYearIdString: theirYear.id, companyIdString: other.companyId }, theirApi);
    expect(theirs).toMatchObject({ companyIdString: other.companyId, fiscalYearIdString: theirYear.id });
    // The next quarter, adjacent to the first, is fine.
    expect((await createPeriod({ name: 'Q2 2030', periodType: 'QUARTER', startDate: '2030-04-01T00:00:00Z', endDate: '2030-06-30T23:59:59Z' })).lastDay).toBe('2030-06-30');
  });

  test('a period must lie inside its fiscal year: 422 at startDate or endDate', async () => {
    for (const [overrides, path] of [
      [{ startDate: '2029-12-31T00:00:00Z', endDate: '2030-01-05T00:00:00Z', periodType: 'HALF_YEAR' }, 'startDate'],
      [{ startDate: '2030-12-01T00:00:00Z', endDate: '2031-01-01T12:00:00Z', periodType: 'HALF_YEAR' }, 'endDate'],
      // 1 January 2031 in UTC, but 31 December 2030 as written: inside.
    ] as const) {
      const before = await periodRows();
      const body = expectProblem(await api.post('/accounting-periods', periodPayload(overrides)), 422, 'validation');
      expect(body.errors).toEqual([expect.objectContaining({ path, code: 'outside-fiscal-year' })]);
      expect(body.detail).toContain('FY 2030');
      expect(await periodRows()).toBe(before);
    }
    const edge = await createPeriod({ name: 'H2', periodType: 'HALF_YEAR', startDate: '2030-07-01T00:00:00Z', endDate: '2030-12-31T23:00:00-05:00' });
    expect(edge).toMatchObject({ lastDay: '2030-12-31', endDate: '2031-01-01T04:00:00.000Z' });
  });

  test('the fiscal year must be one of the named company\'s: 422 at fiscalYearIdString', async () => {
    for (const fiscalYearIdString of [theirYear.id, NIL_UUID]) {
      const before = await periodRows();
      const body = expectProblem(await api.post('/accounting-periods', periodPayload({ ...month(6), periodType: 'WEEK', fiscalYearIdString })), 422, 'validation');
      expect(body.errors).toEqual([expect.objectContaining({ path: 'fiscalYearIdString', code: 'unknown-fiscal-year' })]);
      expect(await periodRows()).toBe(before);
    }
  });

  test.each([
    ['a startDate without offset', { startDate: '2030-06-01T00:00:00' }, 'startDate'],
    ['an endDate without offset', { endDate: '2030-06-30T23:59:59' }, 'endDate'],
    ['a date-only startDate', { startDate: '2030-06-01' }, 'startDate'],
    ['a startDate that is no date', { startDate: 'June' }, 'startDate'],
    ['an endDate equal to startDate', { startDate: '2030-06-01T00:00:00Z', endDate: '2030-06-01T00:00:00Z' }, 'endDate'],
    ['an endDate before startDate', { startDate: '2030-06-30T00:00:00Z', endDate: '2030-06-01T00:00:00Z' }, 'endDate'],
    ['an endDate before startDate once the offsets are applied', { startDate: '2030-06-01T10:00:00+02:00', endDate: '2030-06-01T07:00:00Z' }, 'endDate'],
    ['an unknown periodType', { periodType: 'DECADE' }, 'periodType'],
    ['a missing periodType', { periodType: undefined }, 'periodType'],
    ['an unknown status', { status: 'LOCKED' }, 'status'],
    ['a missing name', { name: undefined }, 'name'],
    ['a blank name', { name: '  ' }, 'name'],
    ['notes over 10000 characters', { notes: 'n'.repeat(10_001) }, 'notes'],
    ['a missing fiscalYearIdString', { fiscalYearIdString: undefined }, 'fiscalYearIdString'],
    ['a fiscalYearIdString that is no UUID', { fiscalYearIdString: 'FY 2030' }, 'fiscalYearIdString'],
    ['a missing companyIdString', { companyIdString: undefined }, 'companyIdString'],
    ['a companyIdString that is no UUID', { companyIdString: 'acme' }, 'companyIdString'],
  ])('rejects %s with 422 at that field and writes nothing', async (_label, overrides, path) => {
    const before = await periodRows();
    const body = expectProblem(await api.post('/accounting-periods', periodPayload({ ...month(6), periodType: 'WEEK', ...overrides })), 422, 'validation');
    expect(errorPaths(body)).toContain(path);
    expect(await periodRows()).toBe(before);
  });

  test('a period whose last day as written comes before its first day is 422 at endDate', async () => {
    // In UTC the end (1 Jul 12:00) follows the start (1 Jul 10:00), but the days as written run backwards.
    const before = await periodRows();
    const body = expectProblem(await api.post('/accounting-periods', periodPayload({ periodType: 'WEEK', startDate: '2030-07-02T00:00:00+14:00', endDate: '2030-07-01T00:00:00-12:00' })), 422, 'validation');
    expect(body.errors).toEqual([expect.objectContaining({ path: 'endDate', code: 'before-start' })]);
    expect(await periodRows()).toBe(before);
  });

  test('two overlapping periods created at once: exactly one is written', async () => {
    const before = await periodRows();
    const results = await Promise.all([
      api.post('/accounting-periods', periodPayload({ ...month(9), name: 'Race A' })),
      api.post('/accounting-periods', periodPayload({ ...month(9), name: 'Race B', startDate: '2030-09-15T00:00:00Z' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await periodRows()).toBe(before + 1);
  });

  test('authorization: no credentials 401, a key without accounting-periods:write 403, another company 403 forbidden-company', async () => {
    const payload = periodPayload({ ...month(7) });
    const before = await periodRows();
    await expectUnauthorized(t, { method: 'POST', url: '/accounting-periods', payload });
    await expectForbiddenScope(t, admin.token, { method: 'POST', url: '/accounting-periods', payload }, 'accounting-periods:write', ['accounting-periods:read']);
    expectProblem(await api.post('/accounting-periods', { ...payload, companyIdString: other.companyId, fiscalYearIdString: theirYear.id }), 403, 'forbidden-company');
    expectProblem(await api.post('/accounting-periods', { ...payload, companyIdString: NIL_UUID }), 403, 'forbidden-company');
    expect(await periodRows()).toBe(before);

    const writer = await createApiKey(t, admin.token, { scopes: ['accounting-periods:write'] });
    expect(ok<AccountingPeriod>(await client(t, apiKeyAuth(writer.key)).post('/accounting-periods', payload), 201).name).toBe('2030-07');
  });
});

describe('GET /accounting-periods', () => {
  const list = async (query: string, as = api) => ok(await as.get(`/accounting-periods?${query}`));
  const names = async (query: string) => (await list(query)).content.map((p: AccountingPeriod) => p.name);

  test('lists the company\'s periods by start date, paged', async () => {
    const all = await list('size=200');
    const starts = all.content.map((p: AccountingPeriod) => p.startDate);
    expect(starts).toEqual([...starts].sort());
    expect(all.content.every((p: AccountingPeriod) => p.companyIdString === admin.companyId)).toBe(true);
    expect(all.page).toEqual({ number: 0, size: 200, totalElements: all.content.length, totalPages: 1, nextCursor: null, previousCursor: null });
    expect((await list(`companyIdString=${admin.companyId}&size=200`)).content).toEqual(all.content);

    const seen: string[] = [];
    const pages = Math.ceil(all.page.totalElements / 4);
    for (let page = 0; page < pages; page++) {
      const res = await list(`size=4&page=${page}`);
      expect(res.page).toMatchObject({ number: page, size: 4, totalElements: all.page.totalElements, totalPages: pages });
      seen.push(...res.content.map((p: AccountingPeriod) => p.id));
    }
    expect(seen).toEqual(all.content.map((p: AccountingPeriod) => p.id));
  });

  test('filters: fiscalYearIdString, periodType, status', async () => {
    expect(await names('periodType=QUARTER')).toEqual(['Q1 2030', 'Q2 2030']);
    expect(await names('periodType=MONTH&status=CLOSED')).toEqual(['2030-03']);
    const open = await list('status=OPEN&size=200');
    expect(open.content.length).toBeGreaterThan(0);
    expect(open.content.every((p: AccountingPeriod) => p.status === 'OPEN')).toBe(true);
    expect((await list(`fiscalYearIdString=${year.id}&size=200`)).page.totalElements).toBe((await list('size=200')).page.totalElements);
    const initialYear = (ok(await api.get('/fiscal-years?sort=startDate')).content[0]) as FiscalYear;
    expect(initialYear.id).not.toBe(year.id);
    expect((await list(`fiscalYearIdString=${initialYear.id}`)).content).toEqual([]);
    expect((await list(`fiscalYearIdString=${theirYear.id}`)).content).toEqual([]);
  });

  test('sorts by startDate, endDate, name, periodType, status and createdAt in both forms', async () => {
    expect(await names('periodType=QUARTER&sort=-startDate')).toEqual(['Q2 2030', 'Q1 2030']);
    expect(await names('periodType=QUARTER&sort=endDate,desc')).toEqual(['Q2 2030', 'Q1 2030']);
    expect(await names('periodType=QUARTER&sort=name,asc')).toEqual(['Q1 2030', 'Q2 2030']);
    expect(await names('periodType=MONTH&sort=status,asc&sort=-name&size=3')).toEqual(['2030-03', expect.stringMatching(/^Race /), 'January 2030']);
    expect(await names('periodType=MONTH&sort=status,desc&sort=name&size=2')).toEqual(['2030-02', '2030-04']);
    const types = (await list('sort=-periodType&size=200')).content.map((p: AccountingPeriod) => p.periodType);
    expect(types).toEqual([...types].sort().reverse());
    const created = (await list('sort=-createdAt&size=1')).content[0] as AccountingPeriod;
    expect(created.name).toBe('2030-07');
  });

  test('another company\'s periods are not listed; naming that company is 403', async () => {
    const theirs = await list('', theirApi);
    expect(theirs.content.map((p: AccountingPeriod) => p.name)).toEqual(['2030-01']);
    expectProblem(await api.get(`/accounting-periods?companyIdString=${other.companyId}`), 403, 'forbidden-company');
  });

  test.each([
    ['periodType=DECADE', 'periodType'],
    ['status=LOCKED', 'status'],
    ['fiscalYearIdString=2030', 'fiscalYearIdString'],
    ['companyIdString=acme', 'companyIdString'],
    ['sort=notes', 'sort'],
    ['size=500', 'size'],
  ])('%s is 400 invalid-query naming the parameter', async (query, parameter) => {
    expect(errorPaths(expectProblem(await api.get(`/accounting-periods?${query}`), 400, 'invalid-query'))).toContain(parameter);
  });

  test('an unknown sort field names the allowed ones', async () => {
    expect(expectProblem(await api.get('/accounting-periods?sort=-fiscalYear'), 400, 'invalid-query').detail)
      .toBe('Cannot sort by "fiscalYear". Sortable fields: startDate, endDate, name, periodType, status, createdAt.');
  });

  test('authorization: no credentials 401, a key without accounting-periods:read 403', async () => {
    await expectUnauthorized(t, { method: 'GET', url: '/accounting-periods' });
    await expectForbiddenScope(t, admin.token, { method: 'GET', url: '/accounting-periods' }, 'accounting-periods:read', ['fiscal-years:read']);
    const reader = await createApiKey(t, admin.token, { scopes: ['accounting-periods:read'] });
    expect((await list('size=1', client(t, apiKeyAuth(reader.key)))).content).toHaveLength(1);
  });
});

describe('GET /accounting-periods/{id}', () => {
  test('your period 200; another company\'s or an unknown one 404; a malformed id 400; 401; scope 403', async () => {
    const mine = ok(await api.get('/accounting-periods?size=1')).content[0] as AccountingPeriod;
    const theirs = ok(await theirApi.get('/accounting-periods?size=1')).content[0] as AccountingPeriod;
    expect(ok(await api.get(`/accounting-periods/${mine.id.toUpperCase()}`))).toEqual(mine);
    expectProblem(await api.get(`/accounting-periods/${theirs.id}`), 404, 'not-found');
    expectProblem(await theirApi.get(`/accounting-periods/${mine.id}`), 404, 'not-found');
    expectProblem(await api.get(`/accounting-periods/${NIL_UUID}`), 404, 'not-found');
    expect(errorPaths(expectProblem(await api.get('/accounting-periods/january'), 400, 'invalid-query'))).toEqual(['id']);
    await expectUnauthorized(t, { method: 'GET', url: `/accounting-periods/${mine.id}` });
    await expectForbiddenScope(t, admin.token, { method: 'GET', url: `/accounting-periods/${mine.id}` }, 'accounting-periods:read', ['fiscal-years:read']);
  });
});

describe('POST /accounting-periods/{id}/close and /reopen', () => {
  test('close, then reopen; doing either twice is 409 invalid-transition and changes nothing', async () => {
    const period = await createPeriod({ ...month(10) });
    const closed = ok<AccountingPeriod>(await api.post(`/accounting-periods/${period.id}/close`));
    expect(closed).toEqual({ ...period, status: 'CLOSED', closedAt: expect.stringMatching(/Z$/), updatedAt: expect.any(String), version: 2 });
    expect(ok(await api.get(`/accounting-periods/${period.id}`))).toEqual(closed);

    const before = await periodRow(period.id);
    const again = expectProblem(await api.post(`/accounting-periods/${period.id}/close`), 409, 'invalid-transition');
    expect(again.detail).toContain('CLOSED');
    expect(await periodRow(period.id)).toEqual(before);

    const reopened = ok<AccountingPeriod>(await api.post(`/accounting-periods/${period.id}/reopen`));
    expect(reopened).toMatchObject({ status: 'OPEN', closedAt: null, version: 3 });
    const reopenedRow = await periodRow(period.id);
    expectProblem(await api.post(`/accounting-periods/${period.id}/reopen`), 409, 'invalid-transition');
    expect(await periodRow(period.id)).toEqual(reopenedRow);
  });

  test('a period created CLOSED can be reopened; one created OPEN cannot be reopened', async () => {
    const created = await createPeriod({ ...month(11), status: 'CLOSED' });
    expect(ok<AccountingPeriod>(await api.post(`/accounting-periods/${created.id}/reopen`)).status).toBe('OPEN');
    const open = await createPeriod({ ...month(12) });
    expectProblem(await api.post(`/accounting-periods/${open.id}/reopen`), 409, 'invalid-transition');
  });

  test('authorization: 401, a key without accounting-periods:write 403, another company\'s period 404', async () => {
    const mine = await createPeriod({ name: 'Guarded', periodType: 'WEEK', startDate: '2030-02-04T00:00:00Z', endDate: '2030-02-10T23:59:59Z' });
    const theirs = await createPeriod({ ...month(2), fiscalYearIdString: theirYear.id, companyIdString: other.companyId }, theirApi);
    const before = [await periodRow(mine.id), await periodRow(theirs.id)];
    for (const action of ['close', 'reopen']) {
      await expectUnauthorized(t, { method: 'POST', url: `/accounting-periods/${mine.id}/${action}` });
      await expectForbiddenScope(t, admin.token, { method: 'POST', url: `/accounting-periods/${mine.id}/${action}` }, 'accounting-periods:write', ['accounting-periods:read']);
      expectProblem(await api.post(`/accounting-periods/${theirs.id}/${action}`), 404, 'not-found');
      expectProblem(await theirApi.post(`/accounting-periods/${mine.id}/${action}`), 404, 'not-found');
      expectProblem(await api.post(`/accounting-periods/${NIL_UUID}/${action}`), 404, 'not-found');
      expect(errorPaths(expectProblem(await api.post(`/accounting-periods/x/${action}`), 400, 'invalid-query'))).toEqual(['id']);
    }
    expect([await periodRow(mine.id), await periodRow(theirs.id)]).toEqual(before);
  });
});

describe('postings and CLOSED periods', () => {
  let cash: string;
  let revenue: string;
  const postOn = (date: string, as = api) => as.post('/journal-entries', twoLineEntry(date, cash, revenue, 10, `posted on ${date}`));

  beforeAll(async () => {
    cash = await defaultAccount(t, admin.companyId, 'CASH');
    revenue = await defaultAccount(t, admin.companyId, 'REVENUE');
  });

  test('a posting dated inside a CLOSED period is 409 period-closed and writes nothing; after reopen it posts', async () => {
    const march = ok(await api.get('/accounting-periods?periodType=MONTH&status=CLOSED')).content[0] as AccountingPeriod;
    expect(march).toMatchObject({ name: '2030-03', status: 'CLOSED' });

    for (const date of ['2030-03-01', '2030-03-15', '2030-03-31']) {
      const before = await ledgerRows();
      const body = expectProblem(await postOn(date), 409, 'period-closed');
      expect(body.detail).toContain('2030-03');
      expect(await ledgerRows()).toEqual(before);
    }
    // The days around it are open.
    expect(ok(await postOn('2030-02-28'), 201).postingDate).toBe('2030-02-28');
    expect(ok(await postOn('2030-04-01'), 201).postingDate).toBe('2030-04-01');

    ok(await api.post(`/accounting-periods/${march.id}/reopen`));
    const posted = ok(await postOn('2030-03-15'), 201);
    expect(posted).toMatchObject({ postingDate: '2030-03-15', totalDebit: 10 });

    ok(await api.post(`/accounting-periods/${march.id}/close`));
    const before = await ledgerRows();
    expectProblem(await postOn('2030-03-16'), 409, 'period-closed');
    expect(await ledgerRows()).toEqual(before);
  });

  test('any closed period blocks its days, whatever the type; the days are those written, not UTC', async () => {
    const week = await createPeriod({ name: 'Offset week', periodType: 'WEEK', startDate: '2030-08-05T00:00:00+09:00', endDate: '2030-08-11T23:59:59+09:00', status: 'CLOSED' });
    expect(week.startDate).toBe('2030-08-04T15:00:00.000Z');
    expect(ok(await postOn('2030-08-04'), 201).postingDate).toBe('2030-08-04');
    const before = await ledgerRows();
    expectProblem(await postOn('2030-08-05'), 409, 'period-closed');
    expectProblem(await postOn('2030-08-11'), 409, 'period-closed');
    expect(await ledgerRows()).toEqual(before);
    expect(ok(await postOn('2030-08-12'), 201).postingDate).toBe('2030-08-12');
  });

  test('another company\'s closed period does not block your postings', async () => {
    const theirs = ok(await theirApi.get('/accounting-periods?periodType=MONTH&sort=startDate')).content[0] as AccountingPeriod;
    expect(theirs.firstDay).toBe('2030-01-01');
    ok(await theirApi.post(`/accounting-periods/${theirs.id}/close`));
    const theirCash = await defaultAccount(t, other.companyId, 'CASH');
    const theirRevenue = await defaultAccount(t, other.companyId, 'REVENUE');
    expectProblem(await theirApi.post('/journal-entries', twoLineEntry('2030-01-10', theirCash, theirRevenue, 5)), 409, 'period-closed');
    expect(ok(await postOn('2030-01-10'), 201).companyIdString).toBe(admin.companyId);
  });
});
