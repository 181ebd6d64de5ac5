import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import { accounts } from '../../src/server/db/schema';
import { createAccount, defaultAccount, getCompany, ok, twoLineEntry, type Client } from '../support/accounting-fixtures';
import type { Member } from '../support/auth-fixtures';
import { apiKeyAuth, createApiKey, expectProblem, type Admin } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

let t: TestApp;
let admin: Admin;
let other: Member;
let api: Client;
let otherApi: Client;

type Books = Company & { cash: string; bank: string; revenue: string; expense: string; equity: string };

async function accountByNumber(companyId: string, accountNumber: string) {
  const [row] = await t.database.db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.companyId, companyId), eq(accounts.accountNumber, accountNumber)));
  return row.id;
}

async function newBooks(name: string): Promise<Books> {
  const company = ok<Company>(await api.post('/companies', { name, baseCurrency: 'USD' }), 201);
  return {
    ...company,
    cash: await defaultAccount(t, company.id, 'CASH'),
    bank: await defaultAccount(t, company.id, 'BANK'),
    revenue: await defaultAccount(t, company.id, 'REVENUE'),
    expense: await defaultAccount(t, company.id, 'EXPENSE'),
    equity: await accountByNumber(company.id, '30100'),
  };
}

const post = async (co: Company, payload: Record<string, unknown>) => ok(await api.post('/journal-entries', { ...payload, companyIdString: co.id }), 201);
const trialBalance = async (co: Company, fromDate: string, toDate: string, as: Client = api) =>
  ok(await as.get(`/reports/trial-balance?companyIdString=${co.id}&fromDate=${fromDate}&toDate=${toDate}`));

const row = (accountId: string, accountNumber: string, name: string, type: string, opening: number, debit: number, credit: number, closing: number, currency = 'USD', currencyClosing = closing) =>
  ({ accountId, accountNumber, name, type, currency, opening, debit, credit, closing, currencyClosing });
const usd = (debit: number, credit: number, opening = 0, closing = 0) => ({ currency: 'USD', opening, debit, credit, closing, difference: 0 });

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, other, api, theirApi: otherApi } = await twoCompanies(t));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /reports/trial-balance', () => {
  let co: Books;

  beforeAll(async () => {
    co = await newBooks('Trial Books');
    await post(co, twoLineEntry('2026-01-15', co.cash, co.equity, 1000, 'capital'));
    await post(co, { postingDate: '2026-02-10', reference: 'split', lines: [{ accountId: co.expense, debit: 0.1 }, { accountId: co.bank, debit: 0.2 }, { accountId: co.cash, credit: 0.3 }] });
    for (let i = 0; i < 10; i++) await post(co, twoLineEntry('2026-02-15', co.expense, co.cash, 0.1, `dime ${i}`));
    await post(co, twoLineEntry('2026-03-01', co.bank, co.revenue, 500, 'sale'));
    await post(co, twoLineEntry('2026-03-31', co.cash, co.revenue, 250.75, 'last day sale'));
    await post(co, twoLineEntry('2026-04-01', co.expense, co.cash, 99, 'after the range'));
    // Another company's postings never show.
    const otherCash = await defaultAccount(t, other.companyId, 'CASH');
    ok(await otherApi.post('/journal-entries', twoLineEntry('2026-03-01', otherCash, await defaultAccount(t, other.companyId, 'REVENUE'), 777)), 201);
  });

  test('per account: opening before fromDate, debits and credits within, closing = opening + debit - credit; later entries left out', async () => {
    const report = await trialBalance(co, '2026-02-01', '2026-03-31');
    expect(report).toEqual({
      companyIdString: co.id,
      fromDate: '2026-02-01',
      toDate: '2026-03-31',
      rows: [
        row(co.cash, '10100', 'Cash', 'ASSET', 1000, 250.75, 1.3, 1249.45),
        row(co.bank, '10200', 'Bank', 'ASSET', 0, 500.2, 0, 500.2),
        row(co.equity, '30100', "Owner's equity", 'EQUITY', -1000, 0, 0, -1000),
        row(co.revenue, '40100', 'Sales revenue', 'REVENUE', 0, 0, 750.75, -750.75),
        row(co.expense, '50200', 'Operating expenses', 'EXPENSE', 0, 1.1, 0, 1.1),
      ],
      totals: [usd(752.05, 752.05)],
    });
  });

  test('sums are exact: eleven postings of 0.1 make 1.1, not 1.0999999999999999', async () => {
    const report = await trialBalance(co, '2026-02-15', '2026-02-15');
    expect(report.rows).toEqual([
      row(co.cash, '10100', 'Cash', 'ASSET', 999.7, 0, 1, 998.7),
      row(co.bank, '10200', 'Bank', 'ASSET', 0.2, 0, 0, 0.2),
      row(co.equity, '30100', "Owner's equity", 'EQUITY', -1000, 0, 0, -1000),
      row(co.expense, '50200', 'Operating expenses', 'EXPENSE', 0.1, 1, 0, 1.1),
    ]);
    expect(report.totals).toEqual([usd(1, 1)]);
  });

  test('one day: the entries of fromDate and toDate themselves count', async () => {
    const report = await trialBalance(co, '2026-03-31', '2026-03-31');
    expect(report.rows).toEqual([
      row(co.cash, '10100', 'Cash', 'ASSET', 998.7, 250.75, 0, 1249.45),
      row(co.bank, '10200', 'Bank', 'ASSET', 500.2, 0, 0, 500.2),
      row(co.equity, '30100', "Owner's equity", 'EQUITY', -1000, 0, 0, -1000),
      row(co.revenue, '40100', 'Sales revenue', 'REVENUE', -500, 0, 250.75, -750.75),
      row(co.expense, '50200', 'Operating expenses', 'EXPENSE', 1.1, 0, 0, 1.1),
    ]);
    expect(report.totals).toEqual([usd(250.75, 250.75)]);
  });

  test('all time: closings equal the accounts\' balances on their natural side', async () => {
    const report = await trialBalance(co, '2000-01-01', '2099-12-31');
    expect(report.totals).toEqual([usd(1851.05, 1851.05)]);
    const closing = new Map(report.rows.map((r: { accountId: string; closing: number }) => [r.accountId, r.closing]));
    expect(Object.fromEntries(closing)).toEqual({ [co.cash]: 1150.45, [co.bank]: 500.2, [co.equity]: -1000, [co.revenue]: -750.75, [co.expense]: 100.1 });
    for (const [id, sign] of [[co.cash, 1], [co.bank, 1], [co.expense, 1], [co.equity, -1], [co.revenue, -1]] as const) {
      expect(ok(await api.get(`/accounts/${id}`)).balance).toBe(sign * (closing.get(id) as number) + 0);
    }
  });

  test('a range after every posting: openings only; a range before every posting: nothing', async () => {
    const after = await trialBalance(co, '2027-01-01', '2027-01-31');
    expect(after.rows.map((r: { opening: number; debit: number; credit: number; closing: number }) => [r.opening, r.debit, r.credit, r.closing])).toEqual([
      [1150.45, 0, 0, 1150.45], [500.2, 0, 0, 500.2], [-1000, 0, 0, -1000], [-750.75, 0, 0, -750.75], [100.1, 0, 0, 100.1],
    ]);
    expect(after.totals).toEqual([usd(0, 0)]);
    expect(await trialBalance(co, '2025-01-01', '2025-12-31')).toEqual({ companyIdString: co.id, fromDate: '2025-01-01', toDate: '2025-12-31', rows: [], totals: [] });
  });

  test('reversals count on both sides and the books still balance', async () => {
    const books = await newBooks('Reversed Books');
    const entry = await post(books, twoLineEntry('2026-05-05', books.expense, books.bank, 42.42));
    ok(await api.post(`/journal-entries/${entry.id}/reverse`, { postingDate: '2026-05-06' }), 201);
    const report = await trialBalance(books, '2026-05-06', '2026-05-31');
    expect(report.rows).toEqual([
      row(books.bank, '10200', 'Bank', 'ASSET', -42.42, 42.42, 0, 0),
      row(books.expense, '50200', 'Operating expenses', 'EXPENSE', 42.42, 0, 42.42, 0),
    ]);
    expect(report.totals).toEqual([usd(42.42, 42.42)]);
  });

  test('one total in the base currency; an account kept in another currency also shows its closing in it', async () => {
    const books = await newBooks('Two Currencies');
    const eur = ok(await api.get('/currencies?code=EUR')).content[0];
    const jpy = ok(await api.get('/currencies?code=JPY')).content[0];
    const eurCash = await createAccount(api, books, { name: 'Euro cash', currencyStringId: eur.id });
    const eurSales = await createAccount(api, books, { name: 'Euro sales', type: 'REVENUE', category: 'OPERATING', currencyStringId: eur.id });
    const yenCash = await createAccount(api, books, { name: 'Yen cash', currencyStringId: jpy.id });
    const yenSales = await createAccount(api, books, { name: 'Yen sales', type: 'REVENUE', category: 'OPERATING', currencyStringId: jpy.id });
    await post(books, twoLineEntry('2026-06-01', books.cash, books.revenue, 10));
    // 20.50 EUR at 1.1 is 22.55 USD; 3000 JPY at 0.0067 is 20.10 USD
    await post(books, { ...twoLineEntry('2026-06-01', eurCash.id, eurSales.id, 20.5), currency: 'EUR', exchangeRate: '1.1' });
    await post(books, { ...twoLineEntry('2026-06-01', yenCash.id, yenSales.id, 3000), currency: 'JPY', exchangeRate: '0.0067' });
    expectProblem(await api.post('/journal-entries', { ...twoLineEntry('2026-06-01', yenCash.id, yenSales.id, 0.5), currency: 'JPY', exchangeRate: '0.0067', companyIdString: books.id }), 422, 'validation');
    const report = await trialBalance(books, '2026-06-01', '2026-06-30');
    expect(report.totals).toEqual([usd(52.65, 52.65)]);
    expect(report.rows.find((r: { accountId: string }) => r.accountId === eurSales.id)).toEqual(
      row(eurSales.id, eurSales.accountNumber, 'Euro sales', 'REVENUE', 0, 0, 22.55, -22.55, 'EUR', -20.5),
    );
    expect(report.rows.find((r: { accountId: string }) => r.accountId === yenCash.id)).toMatchObject({ closing: 20.1, currency: 'JPY', currencyClosing: 3000 });
    expect(report.rows.map((r: { accountNumber: string }) => r.accountNumber)).toEqual([...report.rows.map((r: { accountNumber: string }) => r.accountNumber)].sort());
  });

  test('without companyIdString the default company is reported', async () => {
    const acme = await getCompany(api, admin.companyId);
    const report = ok(await api.get('/reports/trial-balance?fromDate=2026-01-01&toDate=2026-12-31'));
    expect(report).toEqual({ companyIdString: acme.id, fromDate: '2026-01-01', toDate: '2026-12-31', rows: [], totals: [] });
  });

  test.each([
    ['fromDate=2026-01-01', 'toDate'],
    ['toDate=2026-01-01', 'fromDate'],
    ['fromDate=2026-02-30&toDate=2026-03-01', 'fromDate'],
    ['fromDate=2026-01-01&toDate=31.12.2026', 'toDate'],
    ['fromDate=2026-01-01T00:00:00Z&toDate=2026-12-31', 'fromDate'],
    ['fromDate=2026-03-01&toDate=2026-02-28', 'toDate'],
    ['fromDate=2026-01-01&toDate=2026-12-31&companyIdString=acme', 'companyIdString'],
  ])('%s is 400 invalid-query at %s', async (query, path) => {
    const problem = expectProblem(await api.get(`/reports/trial-balance?${query}`), 400, 'invalid-query');
    expect(problem.errors?.[0].path).toBe(path);
  });

  test('authorization: 401, a key without reports:read 403, another company 403', async () => {
    const url = `/api/v1/reports/trial-balance?companyIdString=${co.id}&fromDate=2026-01-01&toDate=2026-12-31`;
    expectProblem(await t.inject({ method: 'GET', url }), 401, 'unauthenticated');
    const wrong = await createApiKey(t, admin.token, { scopes: ['journal-entries:write', 'accounts:read'] });
    expect(expectProblem(await t.inject({ method: 'GET', url, headers: apiKeyAuth(wrong.key) }), 403, 'forbidden-scope').detail).toContain('reports:read');
    const reader = await createApiKey(t, admin.token, { scopes: ['reports:read'] });
    const keyed = await t.inject({ method: 'GET', url, headers: apiKeyAuth(reader.key) });
    expect(ok(keyed)).toEqual(await trialBalance(co, '2026-01-01', '2026-12-31'));
    expectProblem(await otherApi.get(`/reports/trial-balance?companyIdString=${co.id}&fromDate=2026-01-01&toDate=2026-12-31`), 403, 'forbidden-company');
    expectProblem(await api.get(`/reports/trial-balance?companyIdString=${other.companyId}&fromDate=2026-01-01&toDate=2026-12-31`), 403, 'forbidden-company');
    const theirs = ok(await otherApi.get('/reports/trial-balance?fromDate=2026-01-01&toDate=2026-12-31'));
    expect(theirs.totals).toEqual([{ currency: 'EUR', opening: 0, debit: 777, credit: 777, closing: 0, difference: 0 }]);
  });
});
