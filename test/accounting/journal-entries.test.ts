import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import { accountBalances, accounts, documentSequences, journalEntries, journalTemplates, ledgerLines } from '../../src/server/db/schema';
import { client, createAccount, defaultAccount, ok, twoLineEntry, type Client } from '../support/accounting-fixtures';
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
/** The admin's default company (USD) and some of its leaf accounts. */
let acme: Company;
let cash: string;
let bank: string;
let revenue: string;
let expense: string;
/** The other member's company (EUR) and its cash account. */
let otherCash: string;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const writes = async () => ({
  entries: await countRows(t, journalEntries),
  lines: await countRows(t, ledgerLines),
  balances: await countRows(t, accountBalances),
  templates: await countRows(t, journalTemplates),
});

/** A fresh USD company of the admin's, so numbering and lists start from nothing. */
async function newCompany(name: string): Promise<Company & { cash: string; bank: string; revenue: string; expense: string }> {
  const company = ok<Company>(await api.post('/companies', { name, baseCurrency: 'USD' }), 201);
  return {
    ...company,
    cash: await defaultAccount(t, company.id, 'CASH'),
    bank: await defaultAccount(t, company.id, 'BANK'),
    revenue: await defaultAccount(t, company.id, 'REVENUE'),
    expense: await defaultAccount(t, company.id, 'EXPENSE'),
  };
}

/** A MONTH period of the company's first fiscal year (FY 2026, January to December). */
async function period(companyId: string, firstDay: string, lastDay: string, status?: 'CLOSED') {
  const years = ok(await api.get(`/fiscal-years?companyIdString=${companyId}`));
  expect(years.content[0]).toMatchObject({ startDate: '2026-01-01', endDate: '2026-12-31' });
  return ok(await api.post('/accounting-periods', {
    name: `Period ${firstDay}`,
    startDate: `${firstDay}T00:00:00Z`,
    endDate: `${lastDay}T23:59:59Z`,
    periodType: 'MONTH',
    ...(status ? { status } : {}),
    fiscalYearIdString: years.content[0].id,
    companyIdString: companyId,
  }), 201);
}

const balanceOf = async (accountId: string) => ok(await api.get(`/accounts/${accountId}`)).balance as number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, other, api, theirApi: otherApi, company: acme } = await twoCompanies(t));
  cash = await defaultAccount(t, acme.id, 'CASH');
  bank = await defaultAccount(t, acme.id, 'BANK');
  revenue = await defaultAccount(t, acme.id, 'REVENUE');
  expense = await defaultAccount(t, acme.id, 'EXPENSE');
  otherCash = await defaultAccount(t, other.companyId, 'CASH');
});
afterAll(async () => {
  await t?.close();
});

describe('POST /journal-entries', () => {
  test('posts a balanced entry: 201, Location, the full entry, its ledger lines and the accounts\' balances', async () => {
    const co = await newCompany('Posting Works');
    const payload = {
      postingDate: '2026-03-15',
      reference: '  Owner puts in cash  ',
      companyIdString: co.id,
      lines: [
        { accountId: co.cash, debit: 1000.5, description: 'till' },
        { accountId: co.bank, debit: 250 },
        { accountId: co.revenue, credit: 1250.5 },
      ],
    };
    const res = await api.post('/journal-entries', payload);
    const entry = ok(res, 201);
    expect(res.headers.location).toBe(`/api/v1/journal-entries/${entry.id}`);
    expect(entry).toEqual({
      id: expect.stringMatching(UUID),
      entryNumber: `JE-${co.code}-000001`,
      postingDate: '2026-03-15',
      reference: 'Owner puts in cash',
      currency: 'USD',
      exchangeRate: '1',
      baseCurrency: 'USD',
      source: 'MANUAL',
      sourceId: null,
      reversalOfId: null,
      reversedById: null,
      totalDebit: 1250.5,
      totalCredit: 1250.5,
      lines: [
        { lineNumber: 1, accountId: co.cash, accountNumber: '10100', accountName: 'Cash', debit: 1000.5, credit: 0, currencyDebit: 1000.5, currencyCredit: 0, description: 'till' },
        { lineNumber: 2, accountId: co.bank, accountNumber: '10200', accountName: 'Bank', debit: 250, credit: 0, currencyDebit: 250, currencyCredit: 0, description: null },
        { lineNumber: 3, accountId: co.revenue, accountNumber: '40100', accountName: 'Sales revenue', debit: 0, credit: 1250.5, currencyDebit: 0, currencyCredit: 1250.5, description: null },
      ],
      companyIdString: co.id,
      createdBy: admin.userId,
      createdAt: expect.any(String),
    });

    const rows = await t.database.db.select().from(ledgerLines).where(eq(ledgerLines.entryId, entry.id)).orderBy(asc(ledgerLines.lineNumber));
    expect(rows.map((r) => [r.lineNumber, r.accountId, r.postingDate, Number(r.debit), Number(r.credit), r.companyId])).toEqual([
      [1, co.cash, '2026-03-15', 1000.5, 0, co.id],
      [2, co.bank, '2026-03-15', 250, 0, co.id],
      [3, co.revenue, '2026-03-15', 0, 1250.5, co.id],
    ]);
    // Natural sides: assets debit-positive, revenue credit-positive.
    expect(await balanceOf(co.cash)).toBe(1000.5);
    expect(await balanceOf(co.bank)).toBe(250);
    expect(await balanceOf(co.revenue)).toBe(1250.5);

    const again = ok(await api.post('/journal-entries', { ...twoLineEntry('2026-03-16', co.expense, co.cash, 0.5, 'coffee'), companyIdString: co.id }), 201);
    expect(again.entryNumber).toBe(`JE-${co.code}-000002`);
    expect(await balanceOf(co.cash)).toBe(1000);
    expect(await balanceOf(co.expense)).toBe(0.5);
  });

  test('entry numbers count per company, with no gap after refused postings', async () => {
    const co = await newCompany('Numbering Ltd');
    const post = (amount: number, debit = co.cash) => api.post('/journal-entries', { ...twoLineEntry('2026-04-01', debit, co.revenue, amount), companyIdString: co.id });
    expect(ok(await post(1), 201).entryNumber).toBe(`JE-${co.code}-000001`);
    expectProblem(await post(1, otherCash), 422, 'validation');
    expect(ok(await post(2), 201).entryNumber).toBe(`JE-${co.code}-000002`);
    expect(ok(await post(3), 201).entryNumber).toBe(`JE-${co.code}-000003`);
    // The admin's default company keeps its own sequence.
    const acmeEntry = ok(await api.post('/journal-entries', twoLineEntry('2026-04-01', cash, revenue, 1)), 201);
    expect(acmeEntry.entryNumber).toMatch(new RegExp(`^JE-${acme.code}-\\d{6}$`));
  });

  test('amounts are exact decimals: 0.1 + 0.2 balances 0.3', async () => {
    const entry = ok(await api.post('/journal-entries', {
      postingDate: '2026-05-01',
      reference: 'exact',
      lines: [{ accountId: cash, debit: 0.1 }, { accountId: bank, debit: 0.2 }, { accountId: revenue, credit: 0.3 }],
    }), 201);
    expect(entry.totalDebit).toBe(0.3);
    expect(entry.totalCredit).toBe(0.3);
    const rows = await t.database.db.select({ debit: ledgerLines.debit, credit: ledgerLines.credit }).from(ledgerLines).where(eq(ledgerLines.entryId, entry.id)).orderBy(asc(ledgerLines.lineNumber));
    expect(rows.map((r) => [String(Number(r.debit)), String(Number(r.credit))])).toEqual([['0.1', '0'], ['0.2', '0'], ['0', '0.3']]);
  });

  const entry = (lines: unknown, overrides: Record<string, unknown> = {}) => ({ postingDate: '2026-05-02', reference: 'bad', lines, ...overrides });

  test.each([
    ['more decimals than USD has (0.001)', () => entry([{ accountId: cash, debit: 0.001 }, { accountId: revenue, credit: 0.001 }]), 'lines.0.debit', 'too-precise'],
    ['a credit with more decimals than USD has', () => entry([{ accountId: cash, debit: 10 }, { accountId: revenue, credit: 10.005 }, { accountId: bank, debit: 0.005 }]), 'lines.1.credit', 'too-precise'],
    ['debits and credits that differ by a cent', () => entry([{ accountId: cash, debit: 100 }, { accountId: revenue, credit: 99.99 }]), 'lines', 'unbalanced'],
    ['a group account (Current assets)', () => entry([{ accountId: 'GROUP', debit: 5 }, { accountId: revenue, credit: 5 }]), 'lines.0.accountId', 'group-account'],
    ['another company\'s account', () => entry([{ accountId: cash, debit: 5 }, { accountId: otherCash, credit: 5 }]), 'lines.1.accountId', 'unknown-account'],
    ['an account that does not exist', () => entry([{ accountId: cash, debit: 5 }, { accountId: '00000000-0000-7000-8000-000000000000', credit: 5 }]), 'lines.1.accountId', 'unknown-account'],
    ['an entry in a currency the company has no exchange rate of', () => entry([{ accountId: cash, debit: 5 }, { accountId: revenue, credit: 5 }], { currency: 'SEK' }), 'currency', 'no-exchange-rate'],
    ['an unknown currency', () => entry([{ accountId: cash, debit: 5 }, { accountId: revenue, credit: 5 }], { currency: 'XYZ' }), 'currency', 'unknown-currency'],
  ])('%s is 422 at its path with its code and writes nothing', async (_, payload, path, code) => {
    const body = payload() as { lines: { accountId: string }[] };
    if (body.lines[0].accountId === 'GROUP') {
      const [cashRow] = await t.database.db.select().from(accounts).where(eq(accounts.id, cash));
      body.lines[0].accountId = cashRow.parentAccountId!;
    }
    const before = await writes();
    const problem = expectProblem(await api.post('/journal-entries', body), 422, 'validation');
    expect(problem.errors).toEqual([expect.objectContaining({ path, code })]);
    expect(await writes()).toEqual(before);
  });

  test('an account kept in another currency than the entry is 422 currency-mismatch', async () => {
    const eur = ok(await api.get('/currencies?code=EUR')).content[0];
    const euroAccount = await createAccount(api, acme, { name: 'Euro wallet', currencyStringId: eur.id });
    const before = await writes();
    const problem = expectProblem(await api.post('/journal-entries', twoLineEntry('2026-05-02', euroAccount.id, revenue, 10)), 422, 'validation');
    expect(problem.errors).toEqual([expect.objectContaining({ path: 'lines.0.accountId', code: 'currency-mismatch' })]);
    // Nor may a GBP entry touch it (an account kept in the base currency takes any).
    const gbpEntry = expectProblem(await api.post('/journal-entries', { ...twoLineEntry('2026-05-02', revenue, euroAccount.id, 10), currency: 'GBP' }), 422, 'validation');
    expect(gbpEntry.errors).toEqual([expect.objectContaining({ path: 'lines.1.accountId', code: 'currency-mismatch' })]);
    expect(await writes()).toEqual(before);
  });

  test('an entry in another currency posts each line at its rate in the base currency, keeping its own amounts; its reversal undoes both', async () => {
    const eur = ok(await api.get('/currencies?code=EUR')).content[0];
    const euroAccount = await createAccount(api, acme, { name: 'Euro till', currencyStringId: eur.id });
    const posted = ok(await api.post('/journal-entries', { ...twoLineEntry('2026-05-03', euroAccount.id, revenue, 10.01), currency: 'EUR', exchangeRate: '1.0823' }), 201);
    expect(posted).toMatchObject({
      currency: 'EUR', exchangeRate: '1.0823', baseCurrency: 'USD', totalDebit: 10.83, totalCredit: 10.83,
      lines: [
        { accountId: euroAccount.id, debit: 10.83, credit: 0, currencyDebit: 10.01, currencyCredit: 0 },
        { accountId: revenue, debit: 0, credit: 10.83, currencyDebit: 0, currencyCredit: 10.01 },
      ],
    });
    const reversal = ok(await api.post(`/journal-entries/${posted.id}/reverse`), 201);
    expect(reversal).toMatchObject({
      currency: 'EUR', exchangeRate: '1.0823',
      lines: [{ debit: 0, credit: 10.83, currencyDebit: 0, currencyCredit: 10.01 }, { debit: 10.83, credit: 0, currencyDebit: 10.01, currencyCredit: 0 }],
    });
    expect(await balanceOf(euroAccount.id)).toBe(0);
  });

  test.each([
    ['a line with both a debit and a credit', () => entry([{ accountId: cash, debit: 5, credit: 5 }, { accountId: revenue, credit: 0 }]), 'lines.0.debit'],
    ['a line with neither side', () => entry([{ accountId: cash, debit: 5 }, { accountId: bank }, { accountId: revenue, credit: 5 }]), 'lines.1.debit'],
    ['a zero line', () => entry([{ accountId: cash, debit: 5 }, { accountId: bank, debit: 0, credit: 0 }, { accountId: revenue, credit: 5 }]), 'lines.1.debit'],
    ['a negative debit', () => entry([{ accountId: cash, debit: -5 }, { accountId: revenue, credit: -5 }]), 'lines.0.debit'],
    ['a single line', () => entry([{ accountId: cash, debit: 5 }]), 'lines'],
    ['no lines', () => entry([]), 'lines'],
    ['missing lines', () => ({ postingDate: '2026-05-02', reference: 'x' }), 'lines'],
    ['an amount given as a string', () => entry([{ accountId: cash, debit: '5' }, { accountId: revenue, credit: 5 }]), 'lines.0.debit'],
    ['an account id that is not a UUID', () => entry([{ accountId: 'cash', debit: 5 }, { accountId: revenue, credit: 5 }]), 'lines.0.accountId'],
    ['an impossible date', () => entry([{ accountId: cash, debit: 5 }, { accountId: revenue, credit: 5 }], { postingDate: '2026-02-30' }), 'postingDate'],
    ['a date-time instead of a date', () => entry([{ accountId: cash, debit: 5 }, { accountId: revenue, credit: 5 }], { postingDate: '2026-05-02T10:00:00Z' }), 'postingDate'],
    ['a blank reference', () => entry([{ accountId: cash, debit: 5 }, { accountId: revenue, credit: 5 }], { reference: '   ' }), 'reference'],
    ['a reference over 200 characters', () => entry([{ accountId: cash, debit: 5 }, { accountId: revenue, credit: 5 }], { reference: 'r'.repeat(201) }), 'reference'],
    ['a malformed currency', () => entry([{ accountId: cash, debit: 5 }, { accountId: revenue, credit: 5 }], { currency: 'US' }), 'currency'],
  ])('%s is 422 at %s and writes nothing', async (_, payload, path) => {
    const before = await writes();
    const problem = expectProblem(await api.post('/journal-entries', payload()), 422, 'validation');
    expect(problem.errors?.map((e) => e.path)).toContain(path);
    expect(problem.errors?.[0].path).toBe(path);
    expect(await writes()).toEqual(before);
  });

  test('no posting may be dated inside a CLOSED period (its first and last day included); around it is fine', async () => {
    const co = await newCompany('Closed Books');
    const march = await period(co.id, '2026-03-01', '2026-03-31');
    ok(await api.post(`/accounting-periods/${march.id}/close`), 200);
    const post = (date: string) => api.post('/journal-entries', { ...twoLineEntry(date, co.cash, co.revenue, 10), companyIdString: co.id });

    const before = await writes();
    for (const date of ['2026-03-01', '2026-03-15', '2026-03-31']) {
      const problem = expectProblem(await post(date), 409, 'period-closed');
      expect(problem.detail).toContain('Period 2026-03-01');
    }
    expect(await writes()).toEqual(before);
    expect(await balanceOf(co.cash)).toBe(0);

    expect(ok(await post('2026-02-28'), 201).entryNumber).toBe(`JE-${co.code}-000001`);
    expect(ok(await post('2026-04-01'), 201).entryNumber).toBe(`JE-${co.code}-000002`);
    // An OPEN period takes postings; a reopened one too.
    await period(co.id, '2026-05-01', '2026-05-31');
    ok(await post('2026-05-10'), 201);
    ok(await api.post(`/accounting-periods/${march.id}/reopen`), 200);
    ok(await post('2026-03-15'), 201);
    expect(await balanceOf(co.cash)).toBe(40);
    // A period created CLOSED refuses postings from the start.
    await period(co.id, '2026-06-01', '2026-06-30', 'CLOSED');
    expectProblem(await post('2026-06-30'), 409, 'period-closed');
  });

  test('authorization: no credentials 401, a key without journal-entries:write 403, another company 403; nothing written', async () => {
    const payload = twoLineEntry('2026-05-03', cash, revenue, 5);
    const before = await writes();
    expectProblem(await t.inject({ method: 'POST', url: '/api/v1/journal-entries', payload }), 401, 'unauthenticated');
    const readOnly = await createApiKey(t, admin.token, { scopes: ['journal-entries:read', 'journal-templates:write'] });
    const scope = expectProblem(await client(t, apiKeyAuth(readOnly.key)).post('/journal-entries', payload), 403, 'forbidden-scope');
    expect(scope.detail).toContain('journal-entries:write');
    expectProblem(await api.post('/journal-entries', { ...payload, companyIdString: other.companyId }), 403, 'forbidden-company');
    expectProblem(await api.post('/journal-entries', { ...twoLineEntry('2026-05-03', otherCash, otherCash, 5), companyIdString: other.companyId }), 403, 'forbidden-company');
    expect(await writes()).toEqual(before);

    const writer = await createApiKey(t, admin.token, { scopes: ['journal-entries:write'] });
    const posted = ok(await client(t, apiKeyAuth(writer.key)).post('/journal-entries', payload), 201);
    expect(posted.createdBy).toBe(admin.userId);
  });
});

describe('GET /journal-entries and GET /journal-entries/{id}', () => {
  let co: Awaited<ReturnType<typeof newCompany>>;
  /** Entry numbers by name. */
  const posted: Record<string, { id: string; entryNumber: string }> = {};

  beforeAll(async () => {
    co = await newCompany('Listing Co');
    const post = async (name: string, date: string, debit: string, credit: string, amount: number, reference: string) => {
      posted[name] = ok(await api.post('/journal-entries', { ...twoLineEntry(date, debit, credit, amount, reference), companyIdString: co.id }), 201);
    };
    await post('jan', '2026-01-10', co.cash, co.revenue, 100, 'January sales');
    await post('feb', '2026-02-10', co.expense, co.cash, 40, 'February rent');
    await post('feb2', '2026-02-10', co.bank, co.revenue, 60, 'February sales');
    await post('mar', '2026-03-05', co.expense, co.bank, 10, 'March fees 100%_off');
    posted.rev = ok(await api.post(`/journal-entries/${posted.feb.id}/reverse`, { postingDate: '2026-03-20' }), 201);
    const template = ok(await api.post('/journal-templates', { type: 'EXPENSE', postingDate: '2026-04-01T09:00:00Z', reference: 'April rent', amount: 40, companyIdString: co.id }), 201);
    posted.tpl = ok(await api.put(`/journal-templates/authorize/${template.id}`, { type: 'EXPENSE', postingDate: '2026-05-01T09:00:00Z', reference: 'May rent', amount: 40 })).journalEntry;
  });

  const list = async (query = '') => ok(await api.get(`/journal-entries?companyIdString=${co.id}${query}`));
  const numbers = async (query = '') => (await list(query)).content.map((e: { entryNumber: string }) => e.entryNumber);
  const n = (...names: string[]) => names.map((name) => posted[name].entryNumber);

  test('lists the company\'s entries with their lines, newest first, paged', async () => {
    const all = await list();
    expect(all.page).toEqual({ number: 0, size: 20, totalElements: 6, totalPages: 1, nextCursor: null, previousCursor: null });
    expect(all.content.map((e: { entryNumber: string }) => e.entryNumber)).toEqual(n('tpl', 'rev', 'mar', 'feb2', 'feb', 'jan'));
    expect(n('jan', 'feb', 'feb2', 'mar', 'rev', 'tpl')).toEqual([1, 2, 3, 4, 5, 6].map((i) => `JE-${co.code}-00000${i}`));
    const feb = all.content.find((e: { id: string }) => e.id === posted.feb.id);
    expect(feb).toEqual(ok(await api.get(`/journal-entries/${posted.feb.id}`)));
    expect(feb).toMatchObject({ reversedById: posted.rev.id, lines: [{ accountId: co.expense, debit: 40, credit: 0 }, { accountId: co.cash, debit: 0, credit: 40 }] });

    const page1 = await list('&size=4&page=1');
    expect(page1.page).toEqual({ number: 1, size: 4, totalElements: 6, totalPages: 2, nextCursor: null, previousCursor: expect.any(String) });
    expect(page1.content.map((e: { entryNumber: string }) => e.entryNumber)).toEqual(n('feb', 'jan'));
    expect((await list('&size=4&page=2')).content).toEqual([]);

    // Only this company's entries; the admin's default company is another list.
    const acmeList = ok(await api.get('/journal-entries?size=200'));
    expect(acmeList.content.every((e: { companyIdString: string }) => e.companyIdString === acme.id)).toBe(true);
    expect(acmeList.content.map((e: { id: string }) => e.id)).not.toContain(posted.jan.id);
  });

  test('filters: date range (inclusive), account, source, reference or entry number', async () => {
    expect(await numbers('&fromDate=2026-02-10&toDate=2026-03-05')).toEqual(n('mar', 'feb2', 'feb'));
    expect(await numbers('&fromDate=2026-02-11')).toEqual(n('tpl', 'rev', 'mar'));
    expect(await numbers('&toDate=2026-02-09')).toEqual(n('jan'));
    expect(await numbers(`&accountId=${co.bank}`)).toEqual(n('mar', 'feb2'));
    expect(await numbers(`&accountId=${co.cash}`)).toEqual(n('tpl', 'rev', 'feb', 'jan'));
    expect(await numbers('&source=MANUAL')).toEqual(n('mar', 'feb2', 'feb', 'jan'));
    expect(await numbers('&source=REVERSAL')).toEqual(n('rev'));
    expect(await numbers('&source=JOURNAL_TEMPLATE')).toEqual(n('tpl'));
    expect(await numbers('&reference=february')).toEqual(n('feb2', 'feb'));
    expect(await numbers('&reference=Reversal%20of')).toEqual(n('rev'));
    expect(await numbers('&reference=100%25_')).toEqual(n('mar'));
    expect(await numbers('&reference=_')).toEqual(n('mar'));
    expect(await numbers(`&reference=${posted.feb2.entryNumber}`)).toEqual(n('feb2'));
    expect(await numbers('&source=MANUAL&fromDate=2026-02-01&accountId=' + co.expense)).toEqual(n('mar', 'feb'));
    const none = await list('&reference=nothing-like-this');
    expect(none).toEqual({ content: [], page: { number: 0, size: 20, totalElements: 0, totalPages: 0, nextCursor: null, previousCursor: null } });
  });

  test('sort: both forms, several keys, id as the tiebreak', async () => {
    expect(await numbers('&sort=entryNumber')).toEqual(n('jan', 'feb', 'feb2', 'mar', 'rev', 'tpl'));
    expect(await numbers('&sort=postingDate,asc&sort=entryNumber,desc')).toEqual(n('jan', 'feb2', 'feb', 'mar', 'rev', 'tpl'));
    expect(await numbers('&sort=-postingDate&sort=entryNumber')).toEqual(n('tpl', 'rev', 'mar', 'feb', 'feb2', 'jan'));
    expect(await numbers('&sort=reference&source=MANUAL')).toEqual(n('feb', 'feb2', 'jan', 'mar'));
    expect(await numbers('&sort=reference,desc&source=MANUAL')).toEqual(n('mar', 'jan', 'feb2', 'feb'));
  });

  test('entry numbers sort as numbers past 999,999 (text order would put JE-…-999999 after JE-…-1000000)', async () => {
    const big = await newCompany('Millions Ltd');
    await t.database.db.insert(documentSequences).values({ companyId: big.id, kind: 'JE', lastValue: 999_998 });
    const first = ok<{ entryNumber: string }>(await api.post('/journal-entries', { ...twoLineEntry('2026-01-05', big.cash, big.revenue, 1), companyIdString: big.id }), 201);
    const second = ok<{ entryNumber: string }>(await api.post('/journal-entries', { ...twoLineEntry('2026-01-05', big.cash, big.revenue, 2), companyIdString: big.id }), 201);
    expect([first.entryNumber, second.entryNumber]).toEqual([`JE-${big.code}-999999`, `JE-${big.code}-1000000`]);
    const sorted = async (sort: string) =>
      ok<{ content: { entryNumber: string }[] }>(await api.get(`/journal-entries?companyIdString=${big.id}&sort=${sort}`)).content.map((e) => e.entryNumber);
    expect(await sorted('entryNumber,desc')).toEqual([second.entryNumber, first.entryNumber]);
    expect(await sorted('entryNumber')).toEqual([first.entryNumber, second.entryNumber]);
  });

  test.each([
    ['fromDate=yesterday', 'fromDate'],
    ['toDate=2026-13-01', 'toDate'],
    ['source=IMPORT', 'source'],
    ['accountId=cash', 'accountId'],
    ...invalidPagingQueries,
    ['fromDate=2026-03-01&toDate=2026-02-28', 'toDate'],
  ])('%s is 400 invalid-query naming the parameter', async (query, parameter) => {
    const problem = expectProblem(await api.get(`/journal-entries?${query}`), 400, 'invalid-query');
    expect(problem.errors?.[0].path).toBe(parameter);
  });

  test('an unknown sort field is 400 listing the allowed ones', async () => {
    const problem = expectProblem(await api.get('/journal-entries?sort=-amount'), 400, 'invalid-query');
    expect(problem.detail).toContain('postingDate, entryNumber, createdAt, reference');
  });

  test('authorization and tenancy: 401, 403 scope, 403 company, 404 for another company\'s entry', async () => {
    expectProblem(await t.inject({ method: 'GET', url: '/api/v1/journal-entries' }), 401, 'unauthenticated');
    expectProblem(await t.inject({ method: 'GET', url: `/api/v1/journal-entries/${posted.jan.id}` }), 401, 'unauthenticated');
    const wrongScope = await createApiKey(t, admin.token, { scopes: ['journal-templates:write', 'reports:read'] });
    const keyed = client(t, apiKeyAuth(wrongScope.key));
    expect(expectProblem(await keyed.get('/journal-entries'), 403, 'forbidden-scope').detail).toContain('journal-entries:read');
    expectProblem(await keyed.get(`/journal-entries/${posted.jan.id}`), 403, 'forbidden-scope');
    const reader = await createApiKey(t, admin.token, { scopes: ['journal-entries:read'] });
    expect(ok(await client(t, apiKeyAuth(reader.key)).get(`/journal-entries/${posted.jan.id}`)).id).toBe(posted.jan.id);

    expectProblem(await api.get(`/journal-entries?companyIdString=${other.companyId}`), 403, 'forbidden-company');
    expectProblem(await otherApi.get(`/journal-entries/${posted.jan.id}`), 404, 'not-found');
    expectProblem(await otherApi.get(`/journal-entries?companyIdString=${co.id}`), 403, 'forbidden-company');
    expectProblem(await api.get('/journal-entries/00000000-0000-7000-8000-000000000000'), 404, 'not-found');
    expect(expectProblem(await api.get('/journal-entries/not-a-uuid'), 400, 'invalid-query').errors?.[0].path).toBe('id');
    expect(ok(await otherApi.get('/journal-entries')).content).toEqual([]);
  });
});

describe('POST /journal-entries/{id}/reverse', () => {
  test('posts the mirror entry: sides swapped, source REVERSAL, linked both ways; balances return to zero', async () => {
    const co = await newCompany('Reversal Co');
    const original = ok(await api.post('/journal-entries', {
      postingDate: '2026-06-10',
      reference: 'Mixed',
      companyIdString: co.id,
      lines: [{ accountId: co.expense, debit: 70.25, description: 'rent' }, { accountId: co.bank, debit: 29.75 }, { accountId: co.cash, credit: 100 }],
    }), 201);
    const res = await api.post(`/journal-entries/${original.id}/reverse`);
    const reversal = ok(res, 201);
    expect(res.headers.location).toBe(`/api/v1/journal-entries/${reversal.id}`);
    expect(reversal).toEqual({
      id: expect.stringMatching(UUID),
      entryNumber: `JE-${co.code}-000002`,
      postingDate: '2026-06-10',
      reference: `Reversal of ${original.entryNumber}`,
      currency: 'USD',
      exchangeRate: '1',
      baseCurrency: 'USD',
      source: 'REVERSAL',
      sourceId: original.id,
      reversalOfId: original.id,
      reversedById: null,
      totalDebit: 100,
      totalCredit: 100,
      lines: [
        { lineNumber: 1, accountId: co.expense, accountNumber: '50200', accountName: 'Operating expenses', debit: 0, credit: 70.25, currencyDebit: 0, currencyCredit: 70.25, description: 'rent' },
        { lineNumber: 2, accountId: co.bank, accountNumber: '10200', accountName: 'Bank', debit: 0, credit: 29.75, currencyDebit: 0, currencyCredit: 29.75, description: null },
        { lineNumber: 3, accountId: co.cash, accountNumber: '10100', accountName: 'Cash', debit: 100, credit: 0, currencyDebit: 100, currencyCredit: 0, description: null },
      ],
      companyIdString: co.id,
      createdBy: admin.userId,
      createdAt: expect.any(String),
    });
    expect(ok(await api.get(`/journal-entries/${original.id}`))).toEqual({ ...original, reversedById: reversal.id });
    for (const account of [co.expense, co.bank, co.cash]) expect(await balanceOf(account)).toBe(0);
  });

  test('a date and reference of its own may be given', async () => {
    const original = ok(await api.post('/journal-entries', twoLineEntry('2026-06-11', cash, revenue, 12.34, 'to undo')), 201);
    const reversal = ok(await api.post(`/journal-entries/${original.id}/reverse`, { postingDate: '2026-07-01', reference: '  Undo the sale  ' }), 201);
    expect(reversal).toMatchObject({ postingDate: '2026-07-01', reference: 'Undo the sale', reversalOfId: original.id, lines: [{ accountId: cash, debit: 0, credit: 12.34 }, { accountId: revenue, debit: 12.34, credit: 0 }] });
  });

  test('an entry is reversed once: the second attempt is 409 and writes nothing', async () => {
    const original = ok(await api.post('/journal-entries', twoLineEntry('2026-06-12', cash, revenue, 5)), 201);
    const first = ok(await api.post(`/journal-entries/${original.id}/reverse`), 201);
    const before = await writes();
    const problem = expectProblem(await api.post(`/journal-entries/${original.id}/reverse`, { postingDate: '2026-06-13' }), 409, 'conflict');
    expect(problem.detail).toContain(original.entryNumber);
    expect(await writes()).toEqual(before);
    // The reversal itself is an entry like any other and may be reversed in turn.
    const again = ok(await api.post(`/journal-entries/${first.id}/reverse`), 201);
    expect(again.lines.map((l: { debit: number; credit: number }) => [l.debit, l.credit])).toEqual(original.lines.map((l: { debit: number; credit: number }) => [l.debit, l.credit]));
  });

  test('two reversals at once: exactly one is posted', async () => {
    const original = ok(await api.post('/journal-entries', twoLineEntry('2026-06-15', cash, revenue, 9)), 201);
    const before = await writes();
    const results = await Promise.all([1, 2, 3].map(() => api.post(`/journal-entries/${original.id}/reverse`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await writes()).toEqual({ ...before, entries: before.entries + 1, lines: before.lines + 2 });
  });

  test('no reversal may be dated inside a CLOSED period: 409 period-closed, nothing written', async () => {
    const co = await newCompany('Reverse Closed');
    const entryInJuly = ok(await api.post('/journal-entries', { ...twoLineEntry('2026-07-15', co.cash, co.revenue, 80), companyIdString: co.id }), 201);
    const july = await period(co.id, '2026-07-01', '2026-07-31');
    const august = await period(co.id, '2026-08-01', '2026-08-31');
    ok(await api.post(`/accounting-periods/${july.id}/close`), 200);
    ok(await api.post(`/accounting-periods/${august.id}/close`), 200);

    const before = await writes();
    expectProblem(await api.post(`/journal-entries/${entryInJuly.id}/reverse`), 409, 'period-closed');
    expectProblem(await api.post(`/journal-entries/${entryInJuly.id}/reverse`, { postingDate: '2026-08-31' }), 409, 'period-closed');
    expect(await writes()).toEqual(before);
    expect(ok(await api.get(`/journal-entries/${entryInJuly.id}`)).reversedById).toBeNull();

    const reversal = ok(await api.post(`/journal-entries/${entryInJuly.id}/reverse`, { postingDate: '2026-09-01' }), 201);
    expect(reversal.postingDate).toBe('2026-09-01');
    expect(await balanceOf(co.cash)).toBe(0);
  });

  test('bad body 422; unknown or another company\'s entry 404; 401; 403 scope; nothing written', async () => {
    const original = ok(await api.post('/journal-entries', twoLineEntry('2026-06-14', cash, revenue, 7)), 201);
    const theirs = ok(await otherApi.post('/journal-entries', twoLineEntry('2026-06-14', otherCash, await defaultAccount(t, other.companyId, 'REVENUE'), 7)), 201);
    const before = await writes();
    expect(expectProblem(await api.post(`/journal-entries/${original.id}/reverse`, { postingDate: '14/06/2026' }), 422, 'validation').errors?.[0].path).toBe('postingDate');
    expect(expectProblem(await api.post(`/journal-entries/${original.id}/reverse`, { reference: '' }), 422, 'validation').errors?.[0].path).toBe('reference');
    expectProblem(await api.post(`/journal-entries/${theirs.id}/reverse`), 404, 'not-found');
    expectProblem(await otherApi.post(`/journal-entries/${original.id}/reverse`), 404, 'not-found');
    expectProblem(await api.post('/journal-entries/00000000-0000-7000-8000-000000000000/reverse'), 404, 'not-found');
    await expectUnauthorized(t, { method: 'POST', url: `/journal-entries/${original.id}/reverse` });
    await expectForbiddenScope(t, admin.token, { method: 'POST', url: `/journal-entries/${original.id}/reverse` }, 'journal-entries:write', ['journal-entries:read']);
    expect(await writes()).toEqual(before);
    expect(ok(await api.get(`/journal-entries/${original.id}`)).reversedById).toBeNull();
    expect(ok(await otherApi.get(`/journal-entries/${theirs.id}`)).reversedById).toBeNull();
  });
});

describe('posted rows are append-only in the database', () => {
  test('UPDATE and DELETE of journal_entries and ledger_lines are refused; the rows stay as posted', async () => {
    const entry = ok(await api.post('/journal-entries', twoLineEntry('2026-06-20', cash, revenue, 33)), 201);
    const { db } = t.database;
    await expect(db.update(journalEntries).set({ reference: 'tampered' }).where(eq(journalEntries.id, entry.id))).rejects.toThrow();
    await expect(db.delete(journalEntries).where(eq(journalEntries.id, entry.id))).rejects.toThrow();
    await expect(db.update(ledgerLines).set({ debit: '34' }).where(and(eq(ledgerLines.entryId, entry.id), eq(ledgerLines.lineNumber, 1)))).rejects.toThrow();
    await expect(db.delete(ledgerLines).where(eq(ledgerLines.entryId, entry.id))).rejects.toThrow();
    await expect(db.execute(sql`UPDATE ledger_lines SET posting_date = '2020-01-01' WHERE entry_id = ${entry.id}`)).rejects.toThrow();
    // Inside a transaction too.
    await expect(db.transaction(async (tx) => {
      await tx.delete(ledgerLines).where(eq(ledgerLines.entryId, entry.id));
    })).rejects.toThrow();
    expect(ok(await api.get(`/journal-entries/${entry.id}`))).toEqual(entry);
    expect(await t.database.db.select().from(ledgerLines).where(eq(ledgerLines.entryId, entry.id))).toHaveLength(2);
  });
});

describe('Idempotency-Key', () => {
  test('a retried posting with the same key is replayed, not posted twice; another body is 422', async () => {
    const payload = twoLineEntry('2026-06-21', cash, revenue, 15, 'retried');
    const first = ok(await api.post('/journal-entries', payload, { 'idempotency-key': 'post-once' }), 201);
    const before = await writes();
    const replay = await api.post('/journal-entries', payload, { 'idempotency-key': 'post-once' });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first);
    expectProblem(await api.post('/journal-entries', { ...payload, reference: 'changed' }, { 'idempotency-key': 'post-once' }), 422, 'idempotency-mismatch');
    expect(await writes()).toEqual(before);

    const reversal = ok(await api.post(`/journal-entries/${first.id}/reverse`, undefined, { 'idempotency-key': 'reverse-once' }), 201);
    const again = await api.post(`/journal-entries/${first.id}/reverse`, undefined, { 'idempotency-key': 'reverse-once' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(reversal);
  });

  test('the same key sent three times at once posts one entry', async () => {
    const payload = twoLineEntry('2026-06-22', cash, revenue, 16, 'racing');
    const before = await writes();
    const results = await Promise.all([1, 2, 3].map(() => api.post('/journal-entries', payload, { 'idempotency-key': 'racing-key' })));
    expect(results.filter((r) => r.statusCode === 201)).not.toHaveLength(0);
    for (const r of results) expect([201, 409]).toContain(r.statusCode);
    const after = await writes();
    expect([after.entries, after.lines]).toEqual([before.entries + 1, before.lines + 2]);
  });
});
