import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { FiscalYear } from '../../src/contract/fiscal-years';
import type { BalanceSheet, GeneralLedger, ProfitAndLoss } from '../../src/contract/statements';
import { defaultAccount, errorPaths, ok, twoLineEntry, type Client } from '../support/accounting-fixtures';
import { expectForbiddenScope, expectProblem, expectUnauthorized, type Admin } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

/**
 * Profit and loss, balance sheet, general ledger and year-end closing (issue 28; decisions §13
 * "Statements"), on a company whose books are small enough to add up by hand:
 *
 *   2025-01-02  capital 5000        Dr bank 5000 / Cr owner's equity
 *   2025-03-10  sale 1000           Dr cash 1000 / Cr sales revenue
 *   2025-03-11  goods sold 400      Dr cost of goods sold 400 / Cr cash
 *   2025-06-30  rent 150            Dr operating expenses 150 / Cr cash
 *   2026-02-01  sale 2000           Dr cash 2000 / Cr sales revenue
 *   2026-02-15  rent 300            Dr operating expenses 300 / Cr cash
 */

let t: TestApp;
let admin: Admin;
let api: Client;
let theirApi: Client;
let co: Company;
let acc: Record<string, string>;
let fy2025: FiscalYear;

const post = async (date: string, debit: string, credit: string, amount: number, reference: string) =>
  ok(await api.post('/journal-entries', { ...twoLineEntry(date, acc[debit], acc[credit], amount, reference), companyIdString: co.id }), 201);
const q = (params: Record<string, string>) => new URLSearchParams({ companyIdString: co.id, ...params }).toString();
const pnl = async (params: Record<string, string>) => ok<ProfitAndLoss>(await api.get(`/reports/profit-and-loss?${q(params)}`));
const sheet = async (params: Record<string, string>) => ok<BalanceSheet>(await api.get(`/reports/balance-sheet?${q(params)}`));
/** The PDF's text as pdftotext (poppler) reads it. */
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
const rowOf = (report: { rows: { accountIdString: string | null; amounts: number[] }[] }, id: string | null) => report.rows.find((r) => r.accountIdString === id);

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, api, theirApi } = await twoCompanies(t));
  co = ok<Company>(await api.post('/companies', { name: 'Statement Books', baseCurrency: 'USD' }), 201);
  acc = {};
  for (const role of ['CASH', 'BANK', 'REVENUE', 'COST_OF_GOODS_SOLD', 'EXPENSE', 'RETAINED_EARNINGS']) acc[role] = await defaultAccount(t, co.id, role);
  const accounts = ok(await api.get(`/accounts?companyIdString=${co.id}&size=200`)).content as { id: string; accountNumber: string }[];
  for (const [key, number] of [['EQUITY', '30100'], ['REVENUE_GROUP', '40000'], ['EXPENSE_GROUP', '50000'], ['ASSETS_GROUP', '10000']]) {
    acc[key] = accounts.find((a) => a.accountNumber === number)!.id;
  }
  fy2025 = ok(await api.post('/fiscal-years', { name: 'FY 2025', startDate: '2025-01-01', endDate: '2025-12-31', companyIdString: co.id }), 201);
  await post('2025-01-02', 'BANK', 'EQUITY', 5000, 'capital');
  await post('2025-03-10', 'CASH', 'REVENUE', 1000, 'sale');
  await post('2025-03-11', 'COST_OF_GOODS_SOLD', 'CASH', 400, 'goods sold');
  await post('2025-06-30', 'EXPENSE', 'CASH', 150, 'rent');
  await post('2026-02-01', 'CASH', 'REVENUE', 2000, 'sale');
  await post('2026-02-15', 'EXPENSE', 'CASH', 300, 'rent');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /reports/profit-and-loss', () => {
  test('a year: the account tree with group sums, gross and net profit', async () => {
    const report = await pnl({ fromDate: '2025-01-01', toDate: '2025-12-31' });
    expect(report).toMatchObject({
      currency: 'USD', compare: 'none', columns: [{ label: 'current', fromDate: '2025-01-01', toDate: '2025-12-31' }],
      totalIncome: 1000, totalCostOfGoodsSold: 400, grossProfit: 600, totalExpense: 550, netProfit: 450, compared: null,
    });
    expect(report.rows.map((r) => [r.accountNumber, r.level, r.isGroup, r.amounts])).toEqual([
      ['40000', 0, true, [1000]], ['40100', 1, false, [1000]],
      ['50000', 0, true, [550]], ['50100', 1, false, [400]], ['50200', 1, false, [150]],
    ]);
  });

  test('compared with the previous year, and with the period of the same length before', async () => {
    const yearly = await pnl({ fromDate: '2026-01-01', toDate: '2026-12-31', compare: 'previous-year' });
    expect(yearly.columns).toEqual([
      { label: 'current', fromDate: '2026-01-01', toDate: '2026-12-31' }, { label: 'previous-year', fromDate: '2025-01-01', toDate: '2025-12-31' },
    ]);
    expect(rowOf(yearly, acc.REVENUE)!.amounts).toEqual([2000, 1000]);
    expect([yearly.netProfit, yearly.compared!.netProfit]).toEqual([1700, 450]);
    // Feb 2026 (28 days) against the 28 days before: 2026-01-04 to 2026-01-31, nothing
    const monthly = await pnl({ fromDate: '2026-02-01', toDate: '2026-02-28', compare: 'previous-period' });
    expect(monthly.columns[1]).toEqual({ label: 'previous-period', fromDate: '2026-01-04', toDate: '2026-01-31' });
    expect(rowOf(monthly, acc.EXPENSE)!.amounts).toEqual([300, 0]);
  });
});

describe('GET /reports/balance-sheet', () => {
  test('assets = liabilities + equity, with the profit not yet closed in equity', async () => {
    const report = await sheet({ asOf: '2025-12-31' });
    expect(report).toMatchObject({ totalAssets: 5450, totalLiabilities: 0, totalEquity: 5450, unclosedProfit: 450, compared: null });
    expect(rowOf(report, acc.CASH)!.amounts).toEqual([450]);
    expect(rowOf(report, acc.ASSETS_GROUP)!.amounts).toEqual([5450]);
    expect(rowOf(report, null)).toMatchObject({ name: 'Profit not yet closed', type: 'EQUITY', amounts: [450] });
    const compared = await sheet({ asOf: '2026-03-31', compare: 'previous-year' });
    expect(compared).toMatchObject({ totalAssets: 7150, totalEquity: 7150, compared: { totalAssets: 5600, unclosedProfit: 600 } });
    expect(compared.columns.map((c) => c.toDate)).toEqual(['2026-03-31', '2025-03-31']);
  });
});

describe('GET /reports/general-ledger', () => {
  test('opening balance, each line with its entry and running balance, closing balance; paged by cursor', async () => {
    const first = ok<GeneralLedger>(await api.get(`/reports/general-ledger?${q({ accountIdString: acc.CASH, fromDate: '2025-03-11', toDate: '2026-12-31', size: '2' })}`));
    expect(first).toMatchObject({ accountIdString: acc.CASH, accountNumber: '10100', openingBalance: 1000, closingBalance: 2150, page: { totalElements: 4, size: 2 } });
    expect(first.content.map((l) => [l.postingDate, l.reference, l.debit, l.credit, l.balance])).toEqual([
      ['2025-03-11', 'goods sold', 0, 400, 600], ['2025-06-30', 'rent', 0, 150, 450],
    ]);
    expect(first.content[0]).toMatchObject({ entryNumber: expect.stringMatching(/^JE-/), source: 'MANUAL', partyName: null });
    const next = ok<GeneralLedger>(await api.get(`/reports/general-ledger?${q({ accountIdString: acc.CASH, fromDate: '2025-03-11', toDate: '2026-12-31', size: '2', cursor: first.page.nextCursor! })}`));
    expect(next.content.map((l) => [l.postingDate, l.balance])).toEqual([['2026-02-01', 2450], ['2026-02-15', 2150]]);
    const byPage = ok<GeneralLedger>(await api.get(`/reports/general-ledger?${q({ accountIdString: acc.CASH, fromDate: '2025-03-11', toDate: '2026-12-31', size: '2', page: '1' })}`));
    expect(byPage.content).toEqual(next.content);
  });

  test('every account of a number range: lines in date order (or account order), each account\'s running balance its own; paged by cursor across accounts', async () => {
    const range = { fromDate: '2025-03-01', toDate: '2025-12-31' };
    const whole = ok<GeneralLedger>(await api.get(`/reports/general-ledger?${q({ ...range, size: '100' })}`));
    const name = (id: string) => Object.entries(acc).find(([, v]) => v === id)![0];
    expect(whole).toMatchObject({ accountIdString: null, accountNumber: null, fromAccountNumber: null, toAccountNumber: null, openingBalance: 0, closingBalance: 0 });
    expect(whole.content.map((l) => [name(l.accountIdString), l.reference, l.balance])).toEqual([
      ['CASH', 'sale', 1000], ['REVENUE', 'sale', -1000], ['COST_OF_GOODS_SOLD', 'goods sold', 400], ['CASH', 'goods sold', 600],
      ['EXPENSE', 'rent', 150], ['CASH', 'rent', 450],
    ]);
    const byAccount = ok<GeneralLedger>(await api.get(`/reports/general-ledger?${q({ ...range, size: '100', sort: 'accountNumber' })}`));
    expect(byAccount.content.map((l) => [name(l.accountIdString), l.reference, l.balance])).toEqual([
      ['CASH', 'sale', 1000], ['CASH', 'goods sold', 600], ['CASH', 'rent', 450],
      ['REVENUE', 'sale', -1000], ['COST_OF_GOODS_SOLD', 'goods sold', 400], ['EXPENSE', 'rent', 150],
    ]);
    expect(whole.accounts.map((a) => [name(a.accountIdString), a.openingBalance, a.debit, a.credit, a.closingBalance])).toEqual([
      ['CASH', 0, 1000, 550, 450], ['BANK', 5000, 0, 0, 5000], ['EQUITY', -5000, 0, 0, -5000],
      ['REVENUE', 0, 0, 1000, -1000], ['COST_OF_GOODS_SOLD', 0, 400, 0, 400], ['EXPENSE', 0, 150, 0, 150],
    ]);
    const pages: GeneralLedger['content'] = [];
    let cursor: string | undefined;
    do {
      const page = ok<GeneralLedger>(await api.get(`/reports/general-ledger?${q({ ...range, size: '4', ...(cursor ? { cursor } : {}) })}`));
      pages.push(...page.content);
      cursor = page.page.nextCursor ?? undefined;
    } while (cursor);
    expect(pages).toEqual(whole.content);
    expect(ok<GeneralLedger>(await api.get(`/reports/general-ledger?${q({ ...range, size: '4', page: '1' })}`)).content).toEqual(whole.content.slice(4));

    const cashNumber = whole.accounts.find((a) => a.accountIdString === acc.CASH)!.accountNumber;
    const assets = ok<GeneralLedger>(await api.get(`/reports/general-ledger?${q({ ...range, fromAccountNumber: '1', toAccountNumber: '19999' })}`));
    expect(assets).toMatchObject({ fromAccountNumber: '1', toAccountNumber: '19999', openingBalance: 5000, closingBalance: 5450 });
    expect(new Set(assets.content.map((l) => l.accountNumber))).toEqual(new Set([cashNumber]));
    const csv = await api.get(`/reports/general-ledger?${q({ ...range, fromAccountNumber: '1', toAccountNumber: '19999' })}`, { accept: 'text/csv' });
    expect(csv.body.split('\r\n').slice(0, 3)).toEqual(['Account,Date,Entry,Reference,Party,Debit,Credit,Balance', ',,,Opening balance,,,,5000.00',
      expect.stringMatching(new RegExp(`^${cashNumber},2025-03-10,JE-[^,]+,sale,,1000.00,0.00,1000.00$`))]);
    // one account asked for is listed even without postings
    const quiet = ok<GeneralLedger>(await api.get(`/reports/general-ledger?${q({ accountIdString: acc.RETAINED_EARNINGS, ...range })}`));
    expect(quiet).toMatchObject({ content: [], accounts: [{ accountIdString: acc.RETAINED_EARNINGS, openingBalance: 0, closingBalance: 0 }] });
  });

  test('an account of another company, or one that does not exist: 400 at accountIdString', async () => {
    const theirs = ok(await theirApi.get('/accounts?size=1')).content[0].id;
    for (const id of [theirs, '00000000-0000-7000-8000-000000000000']) {
      const problem = expectProblem(await api.get(`/reports/general-ledger?${q({ accountIdString: id, fromDate: '2025-01-01', toDate: '2025-12-31' })}`), 400, 'invalid-query');
      expect(errorPaths(problem)).toEqual(['accountIdString']);
    }
  });
});

describe('POST /fiscal-years/{id}/close and /reopen', () => {
  test('closing posts income and expense to retained earnings on the last day; the year takes no postings; reopening reverses it', async () => {
    const closed = ok<FiscalYear>(await api.post(`/fiscal-years/${fy2025.id}/close`, {}));
    expect(closed).toMatchObject({ status: 'CLOSED', closingJournalEntryId: expect.any(String), version: fy2025.version + 1 });
    const entry = ok(await api.get(`/journal-entries/${closed.closingJournalEntryId}`));
    expect(entry).toMatchObject({ postingDate: '2025-12-31', source: 'YEAR_END_CLOSING', totalDebit: 1000 });
    expect(entry.lines.map((l: { accountId: string; debit: number; credit: number }) => [l.accountId, l.debit, l.credit]).sort())
      .toEqual([[acc.REVENUE, 1000, 0], [acc.COST_OF_GOODS_SOLD, 0, 400], [acc.EXPENSE, 0, 150], [acc.RETAINED_EARNINGS, 0, 450]].sort());
    // the profit now sits in retained earnings; the P&L of the year is unchanged; the books still balance
    const after = await sheet({ asOf: '2025-12-31' });
    expect(after).toMatchObject({ totalAssets: 5450, totalEquity: 5450, unclosedProfit: 0 });
    expect(rowOf(after, acc.RETAINED_EARNINGS)!.amounts).toEqual([450]);
    expect((await pnl({ fromDate: '2025-01-01', toDate: '2025-12-31' })).netProfit).toBe(450);
    // next year opens with retained earnings carried
    expect(rowOf(await sheet({ asOf: '2026-01-01' }), acc.RETAINED_EARNINGS)!.amounts).toEqual([450]);
    expect(expectProblem(await api.post('/journal-entries', { ...twoLineEntry('2025-07-01', acc.CASH, acc.REVENUE, 1), companyIdString: co.id }), 409, 'period-closed').detail)
      .toBe('2025-07-01 lies in the closed fiscal year "FY 2025".');
    expectProblem(await api.post(`/fiscal-years/${fy2025.id}/close`, {}), 409, 'invalid-transition');

    const reopened = ok<FiscalYear>(await api.post(`/fiscal-years/${fy2025.id}/reopen`));
    expect(reopened).toMatchObject({ status: 'OPEN', closingJournalEntryId: null });
    expect(ok(await api.get(`/journal-entries/${closed.closingJournalEntryId}`)).reversedById).toEqual(expect.any(String));
    expect(await sheet({ asOf: '2025-12-31' })).toMatchObject({ unclosedProfit: 450, totalEquity: 5450 });
    expect((await pnl({ fromDate: '2025-01-01', toDate: '2025-12-31' })).netProfit).toBe(450);
    expectProblem(await api.post(`/fiscal-years/${fy2025.id}/reopen`), 409, 'invalid-transition');
  });

  test('a retained earnings account that is not equity, or not ours: 422; another company\'s year: 404; no credentials: 401; a read key: 403', async () => {
    expect(expectProblem(await api.post(`/fiscal-years/${fy2025.id}/close`, { retainedEarningsAccountIdString: acc.CASH }), 422, 'validation').errors)
      .toEqual([expect.objectContaining({ path: 'retainedEarningsAccountIdString', code: 'not-equity' })]);
    const theirs = ok(await theirApi.get('/accounts?size=1')).content[0].id;
    expect(expectProblem(await api.post(`/fiscal-years/${fy2025.id}/close`, { retainedEarningsAccountIdString: theirs }), 422, 'validation').errors)
      .toEqual([expect.objectContaining({ path: 'retainedEarningsAccountIdString', code: 'unknown-account' })]);
    expect(ok<FiscalYear>(await api.get(`/fiscal-years/${fy2025.id}`)).status).toBe('OPEN');
    expectProblem(await theirApi.post(`/fiscal-years/${fy2025.id}/close`, {}), 404, 'not-found');
    await expectUnauthorized(t, { method: 'POST', url: `/fiscal-years/${fy2025.id}/close`, payload: {} });
    await expectForbiddenScope(t, admin.token, { method: 'POST', url: `/fiscal-years/${fy2025.id}/close`, payload: {} }, 'fiscal-years:write', ['fiscal-years:read']);
  });
});

describe('exports', () => {
  test('Accept: text/csv answers the statement\'s table, the same figures as its JSON', async () => {
    const res = await api.get(`/reports/profit-and-loss?${q({ fromDate: '2025-01-01', toDate: '2025-12-31', compare: 'previous-year' })}`, { accept: 'text/csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body.split('\r\n')).toEqual([
      'Account,Name,2025-01-01 to 2025-12-31,2024-01-01 to 2024-12-31',
      '40000,Revenue,1000.00,0.00', '40100,  Sales revenue,1000.00,0.00',
      '50000,Expenses,550.00,0.00', '50100,  Cost of goods sold,400.00,0.00', '50200,  Operating expenses,150.00,0.00',
      ',Total income,1000.00,0.00', ',Cost of goods sold,400.00,0.00', ',Gross profit,600.00,0.00', ',Total expense,550.00,0.00', ',Net profit,450.00,0.00',
      '',
    ]);
    const ledger = await api.get(`/reports/general-ledger?${q({ accountIdString: acc.CASH, fromDate: '2025-01-01', toDate: '2025-12-31' })}`, { accept: 'text/csv' });
    expect(ledger.body.split('\r\n').slice(0, 3)).toEqual(['Date,Entry,Reference,Party,Debit,Credit,Balance', ',,Opening balance,,,,0.00', expect.stringMatching(/^2025-03-10,JE-[^,]+,sale,,1000.00,0.00,1000.00$/)]);
  });

  test('Accept: application/pdf answers it as a PDF whose text holds the figures', async () => {
    const res = await api.get(`/reports/balance-sheet?${q({ asOf: '2025-12-31' })}`, { accept: 'application/pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const expected of ['Balance sheet', 'As of 2025-12-31, in USD', 'Total assets', '5450.00', 'Profit not yet closed']) expect(text).toContain(expected);
  });
});

describe('refusals of the statements', () => {
  test.each([
    ['profit-and-loss', { fromDate: '2025-02-01', toDate: '2025-01-01' }, 'toDate'],
    ['profit-and-loss', { fromDate: '2025-01-01', toDate: '2025-12-31', compare: 'sideways' }, 'compare'],
    ['profit-and-loss', { fromDate: '0001-01-01', toDate: '0001-12-31', compare: 'previous-year' }, 'compare'],
    ['balance-sheet', { asOf: '0000-01-01' }, 'asOf'],
    ['balance-sheet', { asOf: '0001-01-15', compare: 'previous-period' }, 'compare'],
    ['general-ledger', { fromDate: '2025-01-01', toDate: '2025-12-31', accountIdString: '00000000-0000-7000-8000-000000000000', fromAccountNumber: '1' }, 'fromAccountNumber'],
    ['general-ledger', { fromDate: '2025-01-01', toDate: '2025-12-31', fromAccountNumber: '2', toAccountNumber: '1' }, 'toAccountNumber'],
    ['general-ledger', { fromDate: '2025-01-01', toDate: '2025-12-31', fromAccountNumber: '' }, 'fromAccountNumber'],
    ['general-ledger', { fromDate: '2025-01-01', toDate: '2025-12-31', sort: '__proto__' }, 'sort'],
  ])('%s with %o is 400 at %s', async (report, params, path) => {
    const problem = expectProblem(await api.get(`/reports/${report}?${q(params as Record<string, string>)}`), 400, 'invalid-query');
    expect(errorPaths(problem)).toContain(path);
  });

  test('another company\'s statements: 403; without credentials 401', async () => {
    expectProblem(await theirApi.get(`/reports/profit-and-loss?${q({ fromDate: '2025-01-01', toDate: '2025-12-31' })}`), 403, 'forbidden-company');
    await expectUnauthorized(t, { method: 'GET', url: `/reports/balance-sheet?${q({ asOf: '2025-12-31' })}` });
  });
});
