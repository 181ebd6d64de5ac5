import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import { accountBalances, accounts, journalEntries, journalTemplates, ledgerLines } from '../../src/server/db/schema';
import { client, createAccount, defaultAccount, ok, type Client } from '../support/accounting-fixtures';
import type { Member } from '../support/auth-fixtures';
import { apiKeyAuth, countRows, createApiKey, expectProblem, type Admin, expectForbiddenScope, expectUnauthorized } from '../support/fixtures';
import { invalidPagingQueries } from '../support/invalid-queries';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

let t: TestApp;
let admin: Admin;
let other: Member;
let api: Client;
let otherApi: Client;
let acme: Company & Accounts;
let otherCash: string;

type Accounts = { cash: string; bank: string; revenue: string; expense: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const writes = async () => ({
  entries: await countRows(t, journalEntries),
  lines: await countRows(t, ledgerLines),
  balances: await countRows(t, accountBalances),
  templates: await countRows(t, journalTemplates),
});

async function withAccounts(company: Company): Promise<Company & Accounts> {
  return {
    ...company,
    cash: await defaultAccount(t, company.id, 'CASH'),
    bank: await defaultAccount(t, company.id, 'BANK'),
    revenue: await defaultAccount(t, company.id, 'REVENUE'),
    expense: await defaultAccount(t, company.id, 'EXPENSE'),
  };
}
const newCompany = async (name: string) => withAccounts(ok<Company>(await api.post('/companies', { name, baseCurrency: 'USD' }), 201));

async function closedPeriod(companyId: string, firstDay: string, lastDay: string) {
  const years = ok(await api.get(`/fiscal-years?companyIdString=${companyId}`));
  return ok(await api.post('/accounting-periods', {
    name: `Closed ${firstDay}`,
    startDate: `${firstDay}T00:00:00Z`,
    endDate: `${lastDay}T23:59:59Z`,
    periodType: 'MONTH',
    status: 'CLOSED',
    fiscalYearIdString: years.content[0].id,
    companyIdString: companyId,
  }), 201);
}

const balanceOf = async (accountId: string) => ok(await api.get(`/accounts/${accountId}`)).balance as number;
const body = (overrides: Record<string, unknown> = {}) => ({ type: 'EXPENSE', postingDate: '2026-03-10T09:30:00Z', reference: 'Office rent', amount: 125.5, ...overrides });
const create = async (payload: Record<string, unknown>, as: Client = api) => ok(await as.post('/journal-templates', payload), 201);
const authorize = (id: string, payload: unknown, as: Client = api) => as.put(`/journal-templates/authorize/${id}`, payload);

beforeAll(async () => {
  t = await createTestApp();
  let company: Company;
  ({ admin, other, api, theirApi: otherApi, company } = await twoCompanies(t));
  acme = await withAccounts(company);
  otherCash = await defaultAccount(t, other.companyId, 'CASH');
});
afterAll(async () => {
  await t?.close();
});

describe('POST /journal-templates', () => {
  test('the four interface fields make a DRAFT template; EXPENSE debits the expense account and credits cash; nothing is posted', async () => {
    const before = await writes();
    const res = await api.post('/journal-templates', { type: 'EXPENSE', postingDate: '2026-03-10T09:30:00Z', reference: '  Office rent  ', amount: 125.5 });
    const template = ok(res, 201);
    expect(res.headers.location).toBe(`/api/v1/journal-templates/${template.id}`);
    expect(template).toEqual({
      id: expect.stringMatching(UUID),
      type: 'EXPENSE',
      postingDate: '2026-03-10T09:30:00.000Z',
      ledgerDate: '2026-03-10',
      reference: 'Office rent',
      amount: 125.5,
      currency: 'USD',
      status: 'DRAFT',
      debitAccountId: acme.expense,
      creditAccountId: acme.cash,
      journalEntryId: null,
      copiedFromId: null,
      authorizedAt: null,
      companyIdString: acme.id,
      createdAt: expect.stringMatching(TIMESTAMP),
      updatedAt: expect.stringMatching(TIMESTAMP),
      version: 1,
    });
    expect(await writes()).toEqual({ ...before, templates: before.templates + 1 });
    expect(ok(await api.get(`/journal-templates/${template.id}`))).toEqual(template);
  });

  test('REVENUE debits cash and credits revenue', async () => {
    const template = await create(body({ type: 'REVENUE', reference: 'Cash sale', amount: 80 }));
    expect(template).toMatchObject({ type: 'REVENUE', debitAccountId: acme.cash, creditAccountId: acme.revenue, amount: 80 });
  });

  test('the posting day is the calendar day as written, whatever its offset; no offset means UTC', async () => {
    const late = await create(body({ postingDate: '2026-03-31T23:30:00-05:00' }));
    expect(late).toMatchObject({ postingDate: '2026-04-01T04:30:00.000Z', ledgerDate: '2026-03-31' });
    const early = await create(body({ postingDate: '2026-04-01T00:30:00+02:00' }));
    expect(early).toMatchObject({ postingDate: '2026-03-31T22:30:00.000Z', ledgerDate: '2026-04-01' });
    const local = await create(body({ postingDate: '2026-04-02T10:00:00' }));
    expect(local).toMatchObject({ postingDate: '2026-04-02T10:00:00.000Z', ledgerDate: '2026-04-02' });
  });

  test('named accounts override the defaults; TRANSFER, ADJUSTMENT and GENERAL post where they are told', async () => {
    const savings = await createAccount(api, acme, { name: 'Savings' });
    expect(await create(body({ debitAccountId: acme.bank }))).toMatchObject({ debitAccountId: acme.bank, creditAccountId: acme.cash });
    expect(await create(body({ type: 'REVENUE', creditAccountId: savings.id }))).toMatchObject({ debitAccountId: acme.cash, creditAccountId: savings.id });
    for (const type of ['TRANSFER', 'ADJUSTMENT', 'GENERAL']) {
      const template = await create(body({ type, debitAccountId: savings.id.toUpperCase(), creditAccountId: acme.bank }));
      expect(template).toMatchObject({ type, debitAccountId: savings.id, creditAccountId: acme.bank, status: 'DRAFT' });
    }
  });

  test('companyIdString names another of your companies: its defaults and its currency apply', async () => {
    const euro = await withAccounts(ok<Company>(await api.post('/companies', { name: 'Euro Branch', baseCurrency: 'EUR' }), 201));
    const template = await create(body({ amount: 10.25, companyIdString: euro.id }));
    expect(template).toMatchObject({ companyIdString: euro.id, currency: 'EUR', debitAccountId: euro.expense, creditAccountId: euro.cash });
    const list = ok(await api.get(`/journal-templates?companyIdString=${euro.id}`));
    expect(list.content.map((x: { id: string }) => x.id)).toEqual([template.id]);
  });

  const cases: [string, () => Promise<Record<string, unknown>> | Record<string, unknown>, string, string?][] = [
    ['a TRANSFER without accounts', () => body({ type: 'TRANSFER' }), 'debitAccountId', 'required'],
    ['an ADJUSTMENT without a credit account', () => body({ type: 'ADJUSTMENT', debitAccountId: acme.bank }), 'creditAccountId', 'required'],
    ['a GENERAL without a debit account', () => body({ type: 'GENERAL', creditAccountId: acme.bank }), 'debitAccountId', 'required'],
    ['an unknown type', () => body({ type: 'SALARY' }), 'type'],
    ['a lower-case type', () => body({ type: 'expense' }), 'type'],
    ['a missing type', () => body({ type: undefined }), 'type'],
    ['a date without a time', () => body({ postingDate: '2026-03-10' }), 'postingDate'],
    ['an impossible date-time', () => body({ postingDate: '2026-02-30T10:00:00Z' }), 'postingDate'],
    ['a missing posting date', () => body({ postingDate: undefined }), 'postingDate'],
    ['a blank reference', () => body({ reference: '  ' }), 'reference'],
    ['a missing reference', () => body({ reference: undefined }), 'reference'],
    ['a reference over 200 characters', () => body({ reference: 'x'.repeat(201) }), 'reference'],
    ['a zero amount', () => body({ amount: 0 }), 'amount'],
    ['a negative amount', () => body({ amount: -5 }), 'amount'],
    ['an amount as a string', () => body({ amount: '12.50' }), 'amount'],
    ['a missing amount', () => body({ amount: undefined }), 'amount'],
    ['an amount with more decimals than USD has', () => body({ amount: 1.005 }), 'amount', 'too-precise'],
    ['an account id that is not a UUID', () => body({ debitAccountId: 'cash' }), 'debitAccountId'],
    ['another company\'s account', () => body({ creditAccountId: otherCash }), 'creditAccountId', 'unknown-account'],
    ['an account that does not exist', () => body({ debitAccountId: '00000000-0000-7000-8000-000000000000' }), 'debitAccountId', 'unknown-account'],
    ['the same account on both sides', () => body({ type: 'TRANSFER', debitAccountId: acme.bank, creditAccountId: acme.bank }), 'creditAccountId', 'same-account'],
    ['a group account', async () => {
      const [cashRow] = await t.database.db.select().from(accounts).where(eq(accounts.id, acme.cash));
      return body({ debitAccountId: cashRow.parentAccountId });
    }, 'debitAccountId', 'group-account'],
    ['an account in another currency', async () => {
      const eur = ok(await api.get('/currencies?code=EUR')).content[0];
      const wallet = await createAccount(api, acme, { name: `Euro wallet ${Math.random()}`, currencyStringId: eur.id });
      return body({ creditAccountId: wallet.id });
    }, 'creditAccountId', 'currency-mismatch'],
  ];
  test.each(cases)('%s is 422 at its path and writes nothing', async (_, payload, path, code) => {
    const input = await payload();
    const before = await writes();
    const problem = expectProblem(await api.post('/journal-templates', input), 422, 'validation');
    expect(problem.errors?.[0].path).toBe(path);
    if (code) expect(problem.errors?.[0].code).toBe(code);
    expect(await writes()).toEqual(before);
  });

  test('authorization: no credentials 401, a key without journal-templates:write 403, another company 403; nothing written', async () => {
    const before = await writes();
    expectProblem(await t.inject({ method: 'POST', url: '/api/v1/journal-templates', payload: body() }), 401, 'unauthenticated');
    const reader = await createApiKey(t, admin.token, { scopes: ['journal-templates:read', 'journal-entries:write'] });
    const scope = expectProblem(await client(t, apiKeyAuth(reader.key)).post('/journal-templates', body()), 403, 'forbidden-scope');
    expect(scope.detail).toContain('journal-templates:write');
    expectProblem(await api.post('/journal-templates', body({ companyIdString: other.companyId })), 403, 'forbidden-company');
    expect(await writes()).toEqual(before);
    const writer = await createApiKey(t, admin.token, { scopes: ['journal-templates:write'] });
    expect((await create(body(), client(t, apiKeyAuth(writer.key)))).companyIdString).toBe(acme.id);
  });
});

describe('PUT /journal-templates/authorize/{id}', () => {
  test('posts the template on its day as written, marks it AUTHORIZED, and makes a DRAFT copy of the body with the same accounts', async () => {
    const co = await newCompany('Authorize Co');
    const template = await create(body({ postingDate: '2026-03-31T23:30:00-05:00', reference: 'March rent', amount: 99.99, companyIdString: co.id }));
    const before = await writes();
    const copyBody = { type: 'GENERAL', postingDate: '2026-04-30T09:00:00Z', reference: '  April rent ', amount: 101.5 };
    const result = ok(await authorize(template.id, copyBody));

    expect(result.journalEntry).toEqual({
      id: expect.stringMatching(UUID),
      entryNumber: `JE-${co.code}-000001`,
      postingDate: '2026-03-31',
      reference: 'March rent',
      currency: 'USD',
      exchangeRate: '1',
      baseCurrency: 'USD',
      source: 'JOURNAL_TEMPLATE',
      sourceId: template.id,
      reversalOfId: null,
      reversedById: null,
      totalDebit: 99.99,
      totalCredit: 99.99,
      lines: [
        { lineNumber: 1, accountId: co.expense, accountNumber: '50200', accountName: 'Operating expenses', debit: 99.99, credit: 0, currencyDebit: 99.99, currencyCredit: 0, description: null },
        { lineNumber: 2, accountId: co.cash, accountNumber: '10100', accountName: 'Cash', debit: 0, credit: 99.99, currencyDebit: 0, currencyCredit: 99.99, description: null },
      ],
      companyIdString: co.id,
      createdBy: admin.userId,
      createdAt: expect.stringMatching(TIMESTAMP),
    });
    expect(result.authorized).toEqual({
      ...template,
      status: 'AUTHORIZED',
      journalEntryId: result.journalEntry.id,
      authorizedAt: expect.stringMatching(TIMESTAMP),
      updatedAt: expect.stringMatching(TIMESTAMP),
      version: 2,
    });
    expect(result.copy).toEqual({
      id: expect.stringMatching(UUID),
      type: 'GENERAL',
      postingDate: '2026-04-30T09:00:00.000Z',
      ledgerDate: '2026-04-30',
      reference: 'April rent',
      amount: 101.5,
      currency: 'USD',
      status: 'DRAFT',
      debitAccountId: co.expense,
      creditAccountId: co.cash,
      journalEntryId: null,
      copiedFromId: template.id,
      authorizedAt: null,
      companyIdString: co.id,
      createdAt: expect.stringMatching(TIMESTAMP),
      updatedAt: expect.stringMatching(TIMESTAMP),
      version: 1,
    });
    expect(result.copy.id).not.toBe(template.id);

    expect(await writes()).toEqual({ entries: before.entries + 1, lines: before.lines + 2, balances: before.balances + 2, templates: before.templates + 1 });
    expect(ok(await api.get(`/journal-templates/${template.id}`))).toEqual(result.authorized);
    expect(ok(await api.get(`/journal-templates/${result.copy.id}`))).toEqual(result.copy);
    expect(ok(await api.get(`/journal-entries/${result.journalEntry.id}`))).toEqual(result.journalEntry);
    expect(await balanceOf(co.expense)).toBe(99.99);
    expect(await balanceOf(co.cash)).toBe(-99.99);

    // The copy is a template like any other: authorizing it posts the copy's own amount and day.
    const next = ok(await authorize(result.copy.id, copyBody));
    expect(next.journalEntry).toMatchObject({ entryNumber: `JE-${co.code}-000002`, postingDate: '2026-04-30', reference: 'April rent', totalDebit: 101.5, sourceId: result.copy.id });
    expect(next.copy.copiedFromId).toBe(result.copy.id);
    expect(await balanceOf(co.expense)).toBe(201.49);
  });

  test('REVENUE posts Dr cash, Cr revenue', async () => {
    const co = await newCompany('Revenue Auth');
    const template = await create(body({ type: 'REVENUE', amount: 0.3, companyIdString: co.id }));
    const { journalEntry } = ok(await authorize(template.id, body({ type: 'REVENUE' })));
    expect(journalEntry.lines.map((l: { accountId: string; debit: number; credit: number }) => [l.accountId, l.debit, l.credit])).toEqual([[co.cash, 0.3, 0], [co.revenue, 0, 0.3]]);
    expect(await balanceOf(co.revenue)).toBe(0.3);
  });

  test('authorizing twice is 409 invalid-transition and writes nothing', async () => {
    const template = await create(body());
    ok(await authorize(template.id, body()));
    const before = await writes();
    const problem = expectProblem(await authorize(template.id, body()), 409, 'invalid-transition');
    expect(problem.detail).toContain('authorized already');
    expect(await writes()).toEqual(before);
    expect(ok(await api.get(`/journal-templates/${template.id}`)).version).toBe(2);
  });

  test('two authorizations at once: exactly one posts, the other is 409', async () => {
    const template = await create(body({ amount: 7 }));
    const before = await writes();
    const results = await Promise.all([authorize(template.id, body()), authorize(template.id, body()), authorize(template.id, body())]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const after = await writes();
    expect([after.entries, after.lines, after.templates]).toEqual([before.entries + 1, before.lines + 2, before.templates + 1]);
  });

  test('into a CLOSED period: 409 period-closed, the template stays DRAFT and no copy is made; once reopened it goes through', async () => {
    const co = await newCompany('Closed Template');
    const period = await closedPeriod(co.id, '2026-02-01', '2026-02-28');
    const template = await create(body({ postingDate: '2026-02-28T22:00:00-03:00', companyIdString: co.id }));
    const before = await writes();
    const problem = expectProblem(await authorize(template.id, body({ postingDate: '2026-05-01T00:00:00Z' })), 409, 'period-closed');
    expect(problem.detail).toContain('2026-02-28');
    expect(await writes()).toEqual(before);
    expect(ok(await api.get(`/journal-templates/${template.id}`))).toEqual(template);
    expect(ok(await api.get(`/journal-templates?companyIdString=${co.id}`)).page.totalElements).toBe(1);

    ok(await api.post(`/accounting-periods/${period.id}/reopen`), 200);
    const result = ok(await authorize(template.id, body()));
    expect(result.journalEntry.postingDate).toBe('2026-02-28');
    expect(result.authorized.status).toBe('AUTHORIZED');
  });

  test.each([
    ['a missing amount', { type: 'EXPENSE', postingDate: '2026-03-10T09:30:00Z', reference: 'x' }, 'amount'],
    ['an amount with more decimals than USD has', body({ amount: 0.001 }), 'amount'],
    ['an unknown type', body({ type: 'PAYROLL' }), 'type'],
    ['a date without a time', body({ postingDate: '2026-03-10' }), 'postingDate'],
    ['a blank reference', body({ reference: '' }), 'reference'],
  ])('a bad body (%s) is 422 at its path; the template stays DRAFT and nothing is written', async (_, payload, path) => {
    const template = await create(body());
    const before = await writes();
    const problem = expectProblem(await authorize(template.id, payload), 422, 'validation');
    expect(problem.errors?.[0].path).toBe(path);
    expect(await writes()).toEqual(before);
    expect(ok(await api.get(`/journal-templates/${template.id}`))).toEqual(template);
  });

  test('a missing body is 422', async () => {
    const template = await create(body());
    const before = await writes();
    expectProblem(await t.inject({ method: 'PUT', url: `/api/v1/journal-templates/authorize/${template.id}`, headers: { authorization: `Bearer ${admin.token}` } }), 422, 'validation');
    expect(await writes()).toEqual(before);
  });

  test('unknown or another company\'s template 404; 401; 403 scope; nothing written', async () => {
    const mine = await create(body());
    const theirs = await create(body(), otherApi);
    const before = await writes();
    expectProblem(await authorize(theirs.id, body()), 404, 'not-found');
    expectProblem(await authorize(mine.id, body(), otherApi), 404, 'not-found');
    expectProblem(await authorize('00000000-0000-7000-8000-000000000000', body()), 404, 'not-found');
    expect(expectProblem(await authorize('not-a-uuid', body()), 400, 'invalid-query').errors?.[0].path).toBe('id');
    await expectUnauthorized(t, { method: 'PUT', url: `/journal-templates/authorize/${mine.id}`, payload: body() });
    await expectForbiddenScope(t, admin.token, { method: 'PUT', url: `/journal-templates/authorize/${mine.id}`, payload: body() }, 'journal-templates:write', ['journal-templates:read', 'journal-entries:write']);
    expect(await writes()).toEqual(before);
    expect(ok(await api.get(`/journal-templates/${mine.id}`)).status).toBe('DRAFT');
    expect(ok(await otherApi.get(`/journal-templates/${theirs.id}`)).status).toBe('DRAFT');
  });
});

describe('GET /journal-templates and GET /journal-templates/{id}', () => {
  let co: Company & Accounts;
  const made: Record<string, { id: string }> = {};

  beforeAll(async () => {
    co = await newCompany('Template List');
    made.rent = await create(body({ reference: 'Rent March', companyIdString: co.id }));
    made.sale = await create(body({ type: 'REVENUE', reference: 'Sale 100%_cash', postingDate: '2026-01-05T00:00:00Z', companyIdString: co.id }));
    made.move = await create(body({ type: 'TRANSFER', reference: 'Move to bank', debitAccountId: co.bank, creditAccountId: co.cash, postingDate: '2026-06-01T00:00:00Z', companyIdString: co.id }));
    const result = ok(await authorize(made.rent.id, body({ reference: 'Rent April', postingDate: '2026-04-10T00:00:00Z' })));
    made.rentCopy = result.copy;
  });

  const ids = async (query = '') => ok(await api.get(`/journal-templates?companyIdString=${co.id}${query}`)).content.map((x: { id: string }) => x.id);
  const m = (...names: string[]) => names.map((name) => made[name].id);

  test('lists the company\'s templates, newest first, paged', async () => {
    const all = ok(await api.get(`/journal-templates?companyIdString=${co.id}`));
    expect(all.page).toEqual({ number: 0, size: 20, totalElements: 4, totalPages: 1, nextCursor: null, previousCursor: null });
    expect(all.content.map((x: { id: string }) => x.id)).toEqual(m('rentCopy', 'move', 'sale', 'rent'));
    expect(all.content[3]).toEqual(ok(await api.get(`/journal-templates/${made.rent.id}`)));
    const second = ok(await api.get(`/journal-templates?companyIdString=${co.id}&size=3&page=1`));
    expect(second.page).toEqual({ number: 1, size: 3, totalElements: 4, totalPages: 2, nextCursor: null, previousCursor: expect.any(String) });
    expect(second.content.map((x: { id: string }) => x.id)).toEqual(m('rent'));
    expect(ok(await api.get('/journal-templates?size=200')).content.every((x: { companyIdString: string }) => x.companyIdString === acme.id)).toBe(true);
  });

  test('filters: status, type, reference', async () => {
    expect(await ids('&status=AUTHORIZED')).toEqual(m('rent'));
    expect(await ids('&status=DRAFT')).toEqual(m('rentCopy', 'move', 'sale'));
    expect(await ids('&type=EXPENSE')).toEqual(m('rentCopy', 'rent'));
    expect(await ids('&type=TRANSFER')).toEqual(m('move'));
    expect(await ids('&type=GENERAL')).toEqual([]);
    expect(await ids('&reference=rent')).toEqual(m('rentCopy', 'rent'));
    expect(await ids('&reference=%25_')).toEqual(m('sale'));
    expect(await ids('&reference=rent&status=DRAFT')).toEqual(m('rentCopy'));
  });

  test('sort: both forms; unknown field 400', async () => {
    expect(await ids('&sort=postingDate')).toEqual(m('sale', 'rent', 'rentCopy', 'move'));
    expect(await ids('&sort=postingDate,desc')).toEqual(m('move', 'rentCopy', 'rent', 'sale'));
    expect(await ids('&sort=reference')).toEqual(m('move', 'rentCopy', 'rent', 'sale'));
    expect(await ids('&sort=-status&sort=type')).toEqual(m('rentCopy', 'sale', 'move', 'rent'));
    expect(await ids('&sort=status,asc&sort=type,desc')).toEqual(m('rent', 'move', 'sale', 'rentCopy'));
    const problem = expectProblem(await api.get('/journal-templates?sort=amount'), 400, 'invalid-query');
    expect(problem.detail).toContain('postingDate, reference, createdAt, status, type');
  });

  test.each([
    ['status=POSTED', 'status'],
    ['type=SALARY', 'type'],
    ...invalidPagingQueries,
  ])('%s is 400 invalid-query naming the parameter', async (query, parameter) => {
    expect(expectProblem(await api.get(`/journal-templates?${query}`), 400, 'invalid-query').errors?.[0].path).toBe(parameter);
  });

  test('authorization and tenancy: 401, 403 scope, 403 company, 404 for another company\'s template', async () => {
    expectProblem(await t.inject({ method: 'GET', url: '/api/v1/journal-templates' }), 401, 'unauthenticated');
    expectProblem(await t.inject({ method: 'GET', url: `/api/v1/journal-templates/${made.rent.id}` }), 401, 'unauthenticated');
    const wrong = client(t, apiKeyAuth((await createApiKey(t, admin.token, { scopes: ['journal-entries:read'] })).key));
    expect(expectProblem(await wrong.get('/journal-templates'), 403, 'forbidden-scope').detail).toContain('journal-templates:read');
    expectProblem(await wrong.get(`/journal-templates/${made.rent.id}`), 403, 'forbidden-scope');
    const reader = client(t, apiKeyAuth((await createApiKey(t, admin.token, { scopes: ['journal-templates:read'] })).key));
    expect(ok(await reader.get(`/journal-templates/${made.rent.id}`)).id).toBe(made.rent.id);

    expectProblem(await api.get(`/journal-templates?companyIdString=${other.companyId}`), 403, 'forbidden-company');
    expectProblem(await otherApi.get(`/journal-templates?companyIdString=${co.id}`), 403, 'forbidden-company');
    expectProblem(await otherApi.get(`/journal-templates/${made.rent.id}`), 404, 'not-found');
    expectProblem(await api.get('/journal-templates/00000000-0000-7000-8000-000000000000'), 404, 'not-found');
    expect(ok(await otherApi.get('/journal-templates')).content.map((x: { id: string }) => x.id)).not.toContain(made.rent.id);
  });
});

describe('Idempotency-Key', () => {
  test('a retried create with the same key makes one template', async () => {
    const first = ok(await api.post('/journal-templates', body({ reference: 'once' }), { 'idempotency-key': 'template-once' }), 201);
    const before = await writes();
    const replay = await api.post('/journal-templates', body({ reference: 'once' }), { 'idempotency-key': 'template-once' });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first);
    expect(await writes()).toEqual(before);
  });
});
