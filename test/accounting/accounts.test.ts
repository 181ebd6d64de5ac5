import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Account } from '../../src/contract/accounts';
import type { Company } from '../../src/contract/companies';
import type { Principal } from '../../src/server/base/principal';
import { accountBalances, accounts, journalEntries, ledgerLines } from '../../src/server/db/schema';
import { createManualEntry } from '../../src/server/domain/accounting/journal-entries';
import { accountPayload, client, createAccount, defaultAccount, ok, twoLineEntry, type Client, errorPaths, NIL_UUID, putPayload } from '../support/accounting-fixtures';
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
let eurId: string;

const DATE = '2026-11-02';

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, other, api, theirApi, company, otherCompany } = await twoCompanies(t));
  const currencies = ok(await api.get('/currencies?code=EUR&size=200'));
  eurId = currencies.content.find((c: { code: string }) => c.code === 'EUR').id;
});
afterAll(async () => {
  await t?.close();
});

const accountRows = () => countRows(t, accounts);
const ledgerRows = async () => [await countRows(t, journalEntries), await countRows(t, ledgerLines), await countRows(t, accountBalances)];
const accountRow = async (id: string) => (await t.database.db.select().from(accounts).where(eq(accounts.id, id)))[0];
const getAccount = async (id: string): Promise<Account> => ok(await api.get(`/accounts/${id}`));

/** Posts a two-line entry in the admin's company: debit one account, credit another. */
async function post(debitId: string, creditId: string, amount: number) {
  return ok(await api.post('/journal-entries', twoLineEntry(DATE, debitId, creditId, amount)), 201);
}

async function createCustomer(as: Client, name: string): Promise<{ id: string; name: string }> {
  return ok(await as.post('/customers', { name }), 201);
}


describe('POST /accounts', () => {
  test('creates a leaf account: 201, Location, the full record with a generated number and zero balance', async () => {
    const payload = accountPayload(company, {
      name: 'Petty cash drawer',
      description: 'Cash kept in the shop',
      alternateAccountNumber: 'PC-1',
      type: 'ASSET',
      category: 'CURRENT',
    });
    const res = await api.post('/accounts', payload);
    const body = ok<Account>(res, 201);
    expect(res.headers.location).toBe(`/api/v1/accounts/${body.id}`);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      accountNumber: expect.stringMatching(/^1\d{4}$/),
      alternateAccountNumber: 'PC-1',
      name: 'Petty cash drawer',
      description: 'Cash kept in the shop',
      parentAccountId: null,
      type: 'ASSET',
      category: 'CURRENT',
      ledger: 'GL',
      balance: 0,
      partyType: 'COMPANY',
      party: company.name,
      currencyStringId: company.baseCurrencyId,
      currencyCode: 'USD',
      customerStringId: null,
      customer: null,
      companyStringId: company.id,
      isGroup: false,
      defaultRole: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
    expect(await getAccount(body.id)).toEqual(body);
    expect((await accountRow(body.id)).companyId).toBe(company.id);
  });

  test('account numbers are generated per company in the range of their type, one after another', async () => {
    const ranges = { ASSET: /^1\d{4}$/, LIABILITY: /^2\d{4}$/, EQUITY: /^3\d{4}$/, REVENUE: /^4\d{4}$/, EXPENSE: /^5\d{4}$/ } as const;
    for (const [type, pattern] of Object.entries(ranges)) {
      const first = await createAccount(api, company, { type, category: type === 'REVENUE' || type === 'EXPENSE' ? 'OPERATING' : 'CURRENT' });
      const second = await createAccount(api, company, { type, category: type === 'REVENUE' || type === 'EXPENSE' ? 'OPERATING' : 'CURRENT' });
      expect(first.accountNumber).toMatch(pattern);
      expect(Number(second.accountNumber)).toBe(Number(first.accountNumber) + 1);
    }
    // The standard chart ends its EQUITY range at 30200: the next one follows it.
    const theirs = await createAccount(theirApi, otherCompany, { type: 'EQUITY', category: 'NON_CURRENT' });
    expect(theirs.accountNumber).toBe('30201');
  });

  test('concurrent creates get distinct consecutive numbers', async () => {
    const created = await Promise.all([1, 2, 3, 4, 5].map((i) => createAccount(api, company, { name: `Concurrent ${i}`, type: 'LIABILITY' })));
    const numbers = created.map((a) => Number(a.accountNumber)).sort();
    expect(numbers).toEqual([0, 1, 2, 3, 4].map((i) => numbers[0] + i));
    expect(String(numbers[0])).toMatch(/^2\d{4}$/);
  });

  test('a full number range is 409 conflict and writes nothing', async () => {
    const full = ok<Company>(await api.post('/companies', { name: 'Full Range Co', baseCurrency: 'USD' }), 201);
    await t.database.db.update(accounts).set({ accountNumber: '49999' }).where(eq(accounts.id, await defaultAccount(t, full.id, 'REVENUE')));
    const before = await accountRows();
    const body = expectProblem(await api.post('/accounts', accountPayload(full, { type: 'REVENUE', category: 'OPERATING' })), 409, 'conflict');
    expect(body.detail).toContain('40000 to 49999');
    expect(await accountRows()).toBe(before);
    expect((await createAccount(api, full, { type: 'EXPENSE', category: 'OPERATING' })).accountNumber).toBe('50601');
  });

  test('parentAccountId places a new account under a group; the parent then reports isGroup', async () => {
    const group = await createAccount(api, company, { name: 'Deposits', type: 'ASSET' });
    expect(group.isGroup).toBe(false);
    const child = await createAccount(api, company, { name: 'Rent deposit', type: 'ASSET', parentAccountId: group.id.toUpperCase() });
    expect(child.parentAccountId).toBe(group.id);
    expect((await getAccount(group.id)).isGroup).toBe(true);
  });

  test('a CUSTOMER party names one of the company\'s customers', async () => {
    const customer = await createCustomer(api, 'Receivable Customer Ltd');
    const account = await createAccount(api, company, { partyType: 'CUSTOMER', party: customer.name, customerStringId: customer.id });
    expect(account).toMatchObject({ partyType: 'CUSTOMER', party: 'Receivable Customer Ltd', customerStringId: customer.id, customer: { id: customer.id, name: 'Receivable Customer Ltd' } });
  });

  test('an account may be kept in another currency than the company\'s', async () => {
    const account = await createAccount(api, company, { currencyStringId: eurId });
    expect(account).toMatchObject({ currencyStringId: eurId, currencyCode: 'EUR', balance: 0 });
  });

  test.each([
    ['an accountNumber (it is generated)', { accountNumber: '19999' }, 'accountNumber'],
    ['a balance (it is derived)', { balance: 0 }, 'balance'],
    ['a customer object', { customer: { id: NIL_UUID } }, 'customer'],
    ['a ledger other than GL', { ledger: 'SL' }, 'ledger'],
    ['an unknown type', { type: 'CASH' }, 'type'],
    ['an unknown category', { category: 'SHORT_TERM' }, 'category'],
    ['an unknown partyType', { partyType: 'EMPLOYEE' }, 'partyType'],
    ['a missing name', { name: undefined }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name over 200 characters', { name: 'n'.repeat(201) }, 'name'],
    ['a missing party', { party: undefined }, 'party'],
    ['a missing type', { type: undefined }, 'type'],
    ['a missing ledger', { ledger: undefined }, 'ledger'],
    ['a currencyStringId that is no UUID', { currencyStringId: 'USD' }, 'currencyStringId'],
    ['a missing companyStringId', { companyStringId: undefined }, 'companyStringId'],
    ['a parentAccountId that is no UUID', { parentAccountId: '10000' }, 'parentAccountId'],
    ['partyType CUSTOMER without customerStringId', { partyType: 'CUSTOMER' }, 'customerStringId'],
    ['a customerStringId that is no UUID', { partyType: 'CUSTOMER', customerStringId: 'acme' }, 'customerStringId'],
  ])('rejects %s with 422 at that field and writes nothing', async (_label, overrides, path) => {
    const before = await accountRows();
    const body = expectProblem(await api.post('/accounts', accountPayload(company, overrides)), 422, 'validation');
    expect(errorPaths(body)).toContain(path);
    expect(await accountRows()).toBe(before);
  });

  test('references are checked: unknown currency, foreign customer, customer on a non-CUSTOMER party, bad parents', async () => {
    const theirCustomer = await createCustomer(theirApi, 'Their Customer');
    const mine = await createCustomer(api, 'Company Party Customer');
    const theirAccount = await defaultAccount(t, other.companyId, 'CASH');
    const liabilityGroup = await defaultAccount(t, company.id, 'PAYABLE');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ currencyStringId: NIL_UUID }, 'currencyStringId', 'unknown-currency'],
      [{ partyType: 'CUSTOMER', customerStringId: theirCustomer.id }, 'customerStringId', 'unknown-customer'],
      [{ partyType: 'CUSTOMER', customerStringId: NIL_UUID }, 'customerStringId', 'unknown-customer'],
      [{ partyType: 'COMPANY', customerStringId: mine.id }, 'customerStringId', 'invalid'],
      [{ parentAccountId: theirAccount }, 'parentAccountId', 'unknown-account'],
      [{ parentAccountId: NIL_UUID }, 'parentAccountId', 'unknown-account'],
      [{ type: 'ASSET', parentAccountId: liabilityGroup }, 'parentAccountId', 'type-mismatch'],
    ];
    for (const [overrides, path, code] of cases) {
      const before = await accountRows();
      const body = expectProblem(await api.post('/accounts', accountPayload(company, overrides)), 422, 'validation');
      expect(body.errors, JSON.stringify(overrides)).toEqual([expect.objectContaining({ path, code })]);
      expect(await accountRows()).toBe(before);
    }
  });

  test('a parent with postings cannot become a group: 409 in-use, nothing written', async () => {
    const posted = await createAccount(api, company, { name: 'Posted leaf' });
    await post(posted.id, await defaultAccount(t, company.id, 'PAYABLE'), 10);
    const before = await accountRows();
    const body = expectProblem(await api.post('/accounts', accountPayload(company, { parentAccountId: posted.id })), 409, 'in-use');
    expect(body.detail).toContain(posted.accountNumber);
    expect(await accountRows()).toBe(before);
    expect((await getAccount(posted.id)).isGroup).toBe(false);
  });

  test('authorization: no credentials 401, a key without accounts:write 403, another company 403 forbidden-company', async () => {
    const before = await accountRows();
    await expectUnauthorized(t, { method: 'POST', url: '/accounts', payload: accountPayload(company) });
    await expectForbiddenScope(t, admin.token, { method: 'POST', url: '/accounts', payload: accountPayload(company) }, 'accounts:write', ['accounts:read']);
    expectProblem(await api.post('/accounts', accountPayload(otherCompany)), 403, 'forbidden-company');
    expectProblem(await api.post('/accounts', accountPayload(company, { companyStringId: NIL_UUID })), 403, 'forbidden-company');
    expect(await accountRows()).toBe(before);

    const writer = await createApiKey(t, admin.token, { scopes: ['accounts:write'] });
    const created = ok<Account>(await client(t, apiKeyAuth(writer.key)).post('/accounts', accountPayload(company, { name: 'By key' })), 201);
    expect(created.companyStringId).toBe(company.id);
  });
});

describe('GET /accounts', () => {
  let tree: { root: Account; a: Account; b: Account; c: Account };

  beforeAll(async () => {
    const root = await createAccount(api, company, { name: 'Zeta listing group', type: 'EXPENSE', category: 'NON_OPERATING' });
    const a = await createAccount(api, company, { name: 'Zeta listing alpha', type: 'EXPENSE', category: 'OPERATING', parentAccountId: root.id });
    const b = await createAccount(api, company, { name: 'Zeta listing beta', type: 'EXPENSE', category: 'NON_OPERATING', parentAccountId: root.id });
    const c = await createAccount(api, company, { name: 'Zeta listing gamma', type: 'EXPENSE', category: 'OPERATING', parentAccountId: root.id });
    tree = { root, a, b, c };
  });

  const list = async (query: string, as = api) => ok(await as.get(`/accounts?${query}`));
  const numbers = async (query: string) => (await list(query)).content.map((a: Account) => a.accountNumber);

  test('lists the company\'s chart, by account number by default, paged', async () => {
    const all = await list('size=200');
    expect(all.page).toEqual({ number: 0, size: 200, totalElements: all.content.length, totalPages: 1, nextCursor: null, previousCursor: null });
    const mine = all.content.map((a: Account) => a.accountNumber);
    expect(mine).toEqual([...mine].sort());
    expect(mine).toEqual(expect.arrayContaining(['10000', '10100', '20100', '30200', '40100', '50500']));
    expect(all.content.every((a: Account) => a.companyStringId === company.id)).toBe(true);
    const cash = all.content.find((a: Account) => a.defaultRole === 'CASH');
    expect(cash).toMatchObject({ accountNumber: '10100', name: 'Cash', isGroup: false, balance: expect.any(Number) });
    expect(all.content.find((a: Account) => a.accountNumber === '10000')).toMatchObject({ isGroup: true, parentAccountId: null });

    const defaults = await list('');
    expect(defaults.page).toMatchObject({ number: 0, size: 20, totalElements: all.page.totalElements, totalPages: Math.ceil(all.page.totalElements / 20) });
    expect(defaults.content).toEqual(all.content.slice(0, 20));

    const seen: string[] = [];
    const pages = Math.ceil(all.page.totalElements / 7);
    for (let page = 0; page < pages; page++) {
      const res = await list(`size=7&page=${page}`);
      expect(res.page).toMatchObject({ number: page, size: 7, totalElements: all.page.totalElements, totalPages: pages });
      seen.push(...res.content.map((a: Account) => a.id));
    }
    expect(seen).toEqual(all.content.map((a: Account) => a.id));
    expect((await list(`size=7&page=${pages}`)).content).toEqual([]);
  });

  test('another company\'s accounts are not listed; naming that company is 403', async () => {
    const theirs = await list('size=200', theirApi);
    const mine = await list('size=200');
    const myIds = new Set(mine.content.map((a: Account) => a.id));
    expect(theirs.content.some((a: Account) => myIds.has(a.id))).toBe(false);
    expect(theirs.content.every((a: Account) => a.companyStringId === otherCompany.id)).toBe(true);
    expectProblem(await api.get(`/accounts?companyIdString=${otherCompany.id}`), 403, 'forbidden-company');
    expect((await list(`companyIdString=${company.id}&size=200`)).page.totalElements).toBe(mine.page.totalElements);
  });

  test('filters: type, category, name (part of the name or start of the number), parentAccountId', async () => {
    const byType = await list('type=LIABILITY&size=200');
    expect(byType.content.length).toBeGreaterThan(0);
    expect(byType.content.every((a: Account) => a.type === 'LIABILITY')).toBe(true);
    const byCategory = await list('category=NON_OPERATING&size=200');
    expect(byCategory.content.every((a: Account) => a.category === 'NON_OPERATING')).toBe(true);
    expect(byCategory.content.map((a: Account) => a.id)).toEqual(expect.arrayContaining([tree.root.id, tree.b.id]));

    expect((await list('name=zeta%20LISTING')).content.map((a: Account) => a.id)).toEqual([tree.root.id, tree.a.id, tree.b.id, tree.c.id]);
    expect(await numbers('name=101')).toEqual(['10100']);
    expect(await numbers('name=%25')).toEqual([]);

    const children = await list(`parentAccountId=${tree.root.id}`);
    expect(children.content.map((a: Account) => a.id)).toEqual([tree.a.id, tree.b.id, tree.c.id]);
    expect(children.page.totalElements).toBe(3);
    const combined = await list(`parentAccountId=${tree.root.id}&category=OPERATING&type=EXPENSE`);
    expect(combined.content.map((a: Account) => a.id)).toEqual([tree.a.id, tree.c.id]);
    expect((await list(`parentAccountId=${tree.root.id}&type=ASSET`)).page.totalElements).toBe(0);
  });

  test('sorts by accountNumber, name, type, category and createdAt, in both forms', async () => {
    const scope = `parentAccountId=${tree.root.id}`;
    const ids = async (sort: string) => (await list(`${scope}&${sort}`)).content.map((a: Account) => a.id);
    const { a, b, c } = tree;
    expect(await ids('sort=accountNumber')).toEqual([a.id, b.id, c.id]);
    expect(await ids('sort=-accountNumber')).toEqual([c.id, b.id, a.id]);
    expect(await ids('sort=accountNumber,desc')).toEqual([c.id, b.id, a.id]);
    expect(await ids('sort=-name')).toEqual([c.id, b.id, a.id]);
    expect(await ids('sort=name,asc')).toEqual([a.id, b.id, c.id]);
    expect(await ids('sort=-createdAt')).toEqual([c.id, b.id, a.id]);
    expect(await ids('sort=createdAt,asc')).toEqual([a.id, b.id, c.id]);
    // NON_OPERATING sorts before OPERATING; ties are ordered by the next key.
    expect(await ids('sort=category&sort=-name')).toEqual([b.id, c.id, a.id]);
    expect(await ids('sort=category,desc&sort=name,asc')).toEqual([a.id, c.id, b.id]);
    const byType = (await list('sort=-type&size=200')).content.map((x: Account) => x.type);
    expect(byType).toEqual([...byType].sort().reverse());
  });

  test.each([
    ['sort=-balance', 'sort'],
    ['sort=password,asc', 'sort'],
    ['type=CASH', 'type'],
    ['category=SHORT', 'category'],
    ['parentAccountId=10000', 'parentAccountId'],
    ['companyIdString=acme', 'companyIdString'],
    ...invalidPagingQueries,
  ])('%s is 400 invalid-query naming the parameter', async (query, parameter) => {
    const body = expectProblem(await api.get(`/accounts?${query}`), 400, 'invalid-query');
    expect(errorPaths(body)).toContain(parameter);
  });

  test('an unknown sort field names the allowed ones', async () => {
    const body = expectProblem(await api.get('/accounts?sort=-balance'), 400, 'invalid-query');
    expect(body.detail).toBe('Cannot sort by "balance". Sortable fields: accountNumber, name, type, category, createdAt.');
  });

  test('authorization: no credentials 401, a key without accounts:read 403, a read key is enough', async () => {
    await expectUnauthorized(t, { method: 'GET', url: '/accounts' });
    await expectForbiddenScope(t, admin.token, { method: 'GET', url: '/accounts' }, 'accounts:read', ['customers:read']);
    const reader = await createApiKey(t, admin.token, { scopes: ['accounts:read'] });
    expect(ok(await client(t, apiKeyAuth(reader.key)).get('/accounts?size=1')).page.size).toBe(1);
  });
});

describe('GET /accounts/{id}: derived balances', () => {
  test('each type shows its balance on its natural side: debit for ASSET and EXPENSE, credit otherwise', async () => {
    const asset = await createAccount(api, company, { name: 'Balance asset', type: 'ASSET' });
    const liability = await createAccount(api, company, { name: 'Balance liability', type: 'LIABILITY' });
    const equity = await createAccount(api, company, { name: 'Balance equity', type: 'EQUITY', category: 'NON_CURRENT' });
    const revenue = await createAccount(api, company, { name: 'Balance revenue', type: 'REVENUE', category: 'OPERATING' });
    const expense = await createAccount(api, company, { name: 'Balance expense', type: 'EXPENSE', category: 'OPERATING' });
    const balances = async () =>
      Object.fromEntries(await Promise.all(Object.entries({ asset, liability, equity, revenue, expense }).map(async ([k, a]) => [k, (await getAccount(a.id)).balance])));

    expect(await balances()).toEqual({ asset: 0, liability: 0, equity: 0, revenue: 0, expense: 0 });
    await post(asset.id, liability.id, 100); // borrow 100
    expect(await balances()).toEqual({ asset: 100, liability: 100, equity: 0, revenue: 0, expense: 0 });
    await post(expense.id, asset.id, 30.25); // spend
    await post(asset.id, revenue.id, 12.5); // earn
    await post(liability.id, asset.id, 20); // repay
    expect(await balances()).toEqual({ asset: 62.25, liability: 80, equity: 0, revenue: 12.5, expense: 30.25 });
    await post(equity.id, asset.id, 70); // a withdrawal larger than what is left: both go negative on their natural side
    expect(await balances()).toEqual({ asset: -7.75, liability: 80, equity: -70, revenue: 12.5, expense: 30.25 });

    // The list shows the same derived balances.
    const listed = ok(await api.get('/accounts?name=Balance&size=200')).content;
    expect(Object.fromEntries(listed.map((a: Account) => [a.name, a.balance]))).toEqual({
      'Balance asset': -7.75,
      'Balance liability': 80,
      'Balance equity': -70,
      'Balance revenue': 12.5,
      'Balance expense': 30.25,
    });
  });

  test('a group account shows the total of all its descendants and reports isGroup', async () => {
    const group = await createAccount(api, company, { name: 'Rollup group', type: 'ASSET' });
    const left = await createAccount(api, company, { name: 'Rollup left', type: 'ASSET', parentAccountId: group.id });
    const sub = await createAccount(api, company, { name: 'Rollup sub-group', type: 'ASSET', parentAccountId: group.id });
    const deep = await createAccount(api, company, { name: 'Rollup deep', type: 'ASSET', parentAccountId: sub.id });
    const payable = await defaultAccount(t, company.id, 'PAYABLE');

    await post(left.id, payable, 100);
    await post(deep.id, payable, 40.5);
    await post(payable, left.id, 25);

    expect(await getAccount(left.id)).toMatchObject({ balance: 75, isGroup: false, parentAccountId: group.id });
    expect(await getAccount(deep.id)).toMatchObject({ balance: 40.5, isGroup: false, parentAccountId: sub.id });
    expect(await getAccount(sub.id)).toMatchObject({ balance: 40.5, isGroup: true });
    expect(await getAccount(group.id)).toMatchObject({ balance: 115.5, isGroup: true, parentAccountId: null });

    const listed = ok(await api.get(`/accounts?parentAccountId=${group.id}`)).content;
    expect(listed.map((a: Account) => [a.name, a.balance, a.isGroup])).toEqual([['Rollup left', 75, false], ['Rollup sub-group', 40.5, true]]);
  });

  test('the standard chart\'s groups roll up the postings to their default accounts', async () => {
    const cash = await defaultAccount(t, other.companyId, 'CASH');
    const bank = await defaultAccount(t, other.companyId, 'BANK');
    const revenue = await defaultAccount(t, other.companyId, 'REVENUE');
    ok(await theirApi.post('/journal-entries', twoLineEntry(DATE, cash, revenue, 9.99)), 201);
    ok(await theirApi.post('/journal-entries', twoLineEntry(DATE, bank, revenue, 0.01)), 201);
    const chart = ok(await theirApi.get('/accounts?size=200')).content;
    const byNumber = Object.fromEntries(chart.map((a: Account) => [a.accountNumber, a.balance]));
    expect(byNumber).toMatchObject({ '10000': 10, '10100': 9.99, '10200': 0.01, '40000': 10, '40100': 10, '20000': 0 });
    expect(ok<Account>(await theirApi.get(`/accounts/${cash}`)).balance).toBe(9.99);
  });

  test('another company\'s account and an unknown id are 404; a malformed id is 400; no credentials 401; scope 403', async () => {
    const theirs = await defaultAccount(t, other.companyId, 'CASH');
    expectProblem(await api.get(`/accounts/${theirs}`), 404, 'not-found');
    expectProblem(await api.get(`/accounts/${NIL_UUID}`), 404, 'not-found');
    expect(errorPaths(expectProblem(await api.get('/accounts/10100'), 400, 'invalid-query'))).toEqual(['id']);
    expectProblem(await t.inject({ method: 'GET', url: `/api/v1/accounts/${theirs}` }), 401, 'unauthenticated');
    const wrong = await createApiKey(t, admin.token, { scopes: ['journal-entries:read'] });
    const mine = await defaultAccount(t, company.id, 'CASH');
    expect(expectProblem(await client(t, apiKeyAuth(wrong.key)).get(`/accounts/${mine}`), 403, 'forbidden-scope').detail).toContain('accounts:read');
    const reader = await createApiKey(t, admin.token, { scopes: ['accounts:read'] });
    expect(ok<Account>(await client(t, apiKeyAuth(reader.key)).get(`/accounts/${mine.toUpperCase()}`)).id).toBe(mine);
  });
});

describe('PUT /accounts/{id}', () => {
  test('replaces every field of the update column; optional fields left out are cleared', async () => {
    const group = await createAccount(api, company, { name: 'Update target group', type: 'REVENUE', category: 'OPERATING' });
    const customer = await createCustomer(api, 'Update Target Customer');
    const account = await createAccount(api, company, { name: 'Update me', type: 'REVENUE', category: 'OPERATING', description: 'before', alternateAccountNumber: 'ALT-1' });

    const res = await api.put(`/accounts/${account.id}`, putPayload(account, {
      name: '  Updated name  ',
      description: 'after',
      alternateAccountNumber: 'ALT-2',
      parentAccountId: group.id,
      category: 'NON_OPERATING',
      partyType: 'CUSTOMER',
      party: 'Update Target Customer',
      customerStringId: customer.id,
      currencyStringId: eurId,
      customer: { id: customer.id, name: 'ignored' },
    }));
    const updated = ok<Account>(res);
    expect(res.headers.etag).toBe('W/"2"');
    expect(updated).toEqual({
      ...account,
      name: 'Updated name',
      description: 'after',
      alternateAccountNumber: 'ALT-2',
      parentAccountId: group.id,
      category: 'NON_OPERATING',
      partyType: 'CUSTOMER',
      party: 'Update Target Customer',
      customerStringId: customer.id,
      customer: { id: customer.id, name: 'Update Target Customer' },
      currencyStringId: eurId,
      currencyCode: 'EUR',
      updatedAt: expect.any(String),
      version: 2,
    });
    expect(await getAccount(account.id)).toEqual(updated);
    expect((await getAccount(group.id)).isGroup).toBe(true);

    const { description: _d, alternateAccountNumber: _a, accountNumber: _n, balance: _b, customerStringId: _c, parentAccountId: _p, ...required } = putPayload(updated);
    const cleared = ok<Account>(await api.put(`/accounts/${account.id}`, { ...required, partyType: 'COMPANY', party: company.name }));
    expect(cleared).toMatchObject({
      description: null,
      alternateAccountNumber: null,
      parentAccountId: null,
      customerStringId: null,
      customer: null,
      partyType: 'COMPANY',
      accountNumber: account.accountNumber,
      version: 3,
    });
    expect((await getAccount(group.id)).isGroup).toBe(false);
  });

  test('ETag carries the version; a stale or malformed If-Match is 412 and changes nothing', async () => {
    const account = await createAccount(api, company, { name: 'Versioned account' });
    const url = `/accounts/${account.id}`;
    const first = await api.put(url, putPayload(account, { name: 'Versioned 2' }), { 'if-match': 'W/"1"' });
    expect(ok<Account>(first)).toMatchObject({ name: 'Versioned 2', version: 2 });
    expect(first.headers.etag).toBe('W/"2"');

    expectProblem(await api.put(url, putPayload(account, { name: 'Stale' }), { 'if-match': 'W/"1"' }), 412, 'precondition-failed');
    expectProblem(await api.put(url, putPayload(account, { name: 'Garbage' }), { 'if-match': 'yesterday' }), 412, 'precondition-failed');
    expect(await getAccount(account.id)).toMatchObject({ name: 'Versioned 2', version: 2 });

    const strong = await api.put(url, putPayload(account, { name: 'Versioned 3' }), { 'if-match': '"2"' });
    expect(ok<Account>(strong).version).toBe(3);
    const star = await api.put(url, putPayload(account, { name: 'Star' }), { 'if-match': '*' });
    expect(star.headers.etag).toBe('W/"4"');
    expect(ok<Account>(await api.put(url, putPayload(account, { name: 'No check' }))).version).toBe(5);
  });

  test('accountNumber: the current one is accepted, another free one too before the first posting (details: account-numbers.test.ts)', async () => {
    const account = await createAccount(api, company, { name: 'Numbered' });
    expect(ok<Account>(await api.put(`/accounts/${account.id}`, putPayload(account, { name: 'Numbered 2' }))).accountNumber).toBe(account.accountNumber);
    const renumbered = ok<Account>(await api.put(`/accounts/${account.id}`, putPayload(account, { accountNumber: '17777' })));
    expect(renumbered).toMatchObject({ accountNumber: '17777', version: 3 });
    expect((await accountRow(account.id)).accountNumber).toBe('17777');
  });

  test.each([
    ['a ledger other than GL', { ledger: 'AR' }, 'ledger'],
    ['a missing ledger', { ledger: undefined }, 'ledger'],
    ['a missing name', { name: undefined }, 'name'],
    ['a missing type', { type: undefined }, 'type'],
    ['a missing category', { category: undefined }, 'category'],
    ['a missing partyType', { partyType: undefined }, 'partyType'],
    ['a missing party', { party: undefined }, 'party'],
    ['a missing currencyStringId', { currencyStringId: undefined }, 'currencyStringId'],
    ['a missing companyStringId', { companyStringId: undefined }, 'companyStringId'],
    ['partyType CUSTOMER without customerStringId', { partyType: 'CUSTOMER', customerStringId: null }, 'customerStringId'],
    ['a balance that is not a number', { balance: '0' }, 'balance'],
    ['a parentAccountId that is no UUID', { parentAccountId: 'root' }, 'parentAccountId'],
    ['an accountNumber over 20 characters', { accountNumber: '1'.repeat(21) }, 'accountNumber'],
    ['a customer that is not an object', { customer: 'Acme' }, 'customer'],
  ])('rejects %s with 422 at that field and changes nothing', async (_label, overrides, path) => {
    const account = await createAccount(api, company, { name: `Invalid update ${path}` });
    const before = await accountRow(account.id);
    const body = expectProblem(await api.put(`/accounts/${account.id}`, putPayload(account, overrides)), 422, 'validation');
    expect(errorPaths(body)).toContain(path);
    expect(await accountRow(account.id)).toEqual(before);
  });

  test('the customer must be one of this company\'s; a customer on a non-CUSTOMER party is refused', async () => {
    const account = await createAccount(api, company, { name: 'Customer checks' });
    const theirCustomer = await createCustomer(theirApi, 'Their Update Customer');
    const mine = await createCustomer(api, 'My Update Customer');
    const before = await accountRow(account.id);
    for (const [overrides, code] of [
      [{ partyType: 'CUSTOMER', customerStringId: theirCustomer.id }, 'unknown-customer'],
      [{ partyType: 'CUSTOMER', customerStringId: NIL_UUID }, 'unknown-customer'],
      [{ partyType: 'SUPPLIER', customerStringId: mine.id }, 'invalid'],
    ] as const) {
      const body = expectProblem(await api.put(`/accounts/${account.id}`, putPayload(account, overrides)), 422, 'validation');
      expect(body.errors).toEqual([expect.objectContaining({ path: 'customerStringId', code })]);
    }
    expect(await accountRow(account.id)).toEqual(before);
    const updated = ok<Account>(await api.put(`/accounts/${account.id}`, putPayload(account, { partyType: 'CUSTOMER', customerStringId: mine.id })));
    expect(updated.customer).toEqual({ id: mine.id, name: 'My Update Customer' });
  });

  describe('hierarchy', () => {
    test('parentAccountId builds the tree; cycles are 422 code cycle', async () => {
      const top = await createAccount(api, company, { name: 'Tree top', type: 'LIABILITY' });
      const middle = await createAccount(api, company, { name: 'Tree middle', type: 'LIABILITY' });
      const bottom = await createAccount(api, company, { name: 'Tree bottom', type: 'LIABILITY' });
      ok(await api.put(`/accounts/${middle.id}`, putPayload(middle, { parentAccountId: top.id })));
      const moved = ok<Account>(await api.put(`/accounts/${bottom.id}`, putPayload(bottom, { parentAccountId: middle.id })));
      expect(moved.parentAccountId).toBe(middle.id);
      expect(ok(await api.get(`/accounts?parentAccountId=${top.id}`)).content.map((a: Account) => a.id)).toEqual([middle.id]);

      // The id in the path may be written in upper case: the cycle is still seen.
      expect(expectProblem(await api.put(`/accounts/${top.id.toUpperCase()}`, putPayload(await getAccount(top.id), { parentAccountId: bottom.id.toUpperCase() })), 422, 'validation').errors)
        .toEqual([expect.objectContaining({ path: 'parentAccountId', code: 'cycle' })]);
      const topNow = await getAccount(top.id);
      for (const [target, parent] of [[topNow, bottom.id], [topNow, middle.id], [topNow, top.id]] as const) {
        const before = await accountRow(target.id);
        const body = expectProblem(await api.put(`/accounts/${target.id}`, putPayload(target, { parentAccountId: parent })), 422, 'validation');
        expect(body.errors).toEqual([expect.objectContaining({ path: 'parentAccountId', code: 'cycle' })]);
        expect(await accountRow(target.id)).toEqual(before);
      }
    });

    test('two PUTs that would together make a cycle, sent at once: one wins, the other is 422 cycle', async () => {
      const a = await createAccount(api, company, { name: 'Race parent A', type: 'LIABILITY' });
      const b = await createAccount(api, company, { name: 'Race parent B', type: 'LIABILITY' });
      const [first, second] = await Promise.all([
        api.put(`/accounts/${a.id}`, putPayload(a, { parentAccountId: b.id })),
        api.put(`/accounts/${b.id}`, putPayload(b, { parentAccountId: a.id })),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
      const loser = first.statusCode === 422 ? first : second;
      expect(loser.json().errors).toEqual([expect.objectContaining({ path: 'parentAccountId', code: 'cycle' })]);
      const parents = [(await getAccount(a.id)).parentAccountId, (await getAccount(b.id)).parentAccountId];
      expect(parents.filter((p) => p !== null)).toHaveLength(1);
    });

    test('the parent must have the same type and belong to the same company', async () => {
      const account = await createAccount(api, company, { name: 'Typed child', type: 'ASSET' });
      const before = await accountRow(account.id);
      const revenueGroup = await defaultAccount(t, company.id, 'REVENUE');
      const theirs = await defaultAccount(t, other.companyId, 'CASH');
      for (const [parent, code] of [[revenueGroup, 'type-mismatch'], [theirs, 'unknown-account'], [NIL_UUID, 'unknown-account']]) {
        const body = expectProblem(await api.put(`/accounts/${account.id}`, putPayload(account, { parentAccountId: parent })), 422, 'validation');
        expect(body.errors).toEqual([expect.objectContaining({ path: 'parentAccountId', code })]);
      }
      // Changing the type away from the parent's is refused the same way.
      const child = await createAccount(api, company, { name: 'Typed grandchild', type: 'ASSET', parentAccountId: account.id });
      const body = expectProblem(await api.put(`/accounts/${child.id}`, putPayload(child, { type: 'EXPENSE' })), 422, 'validation');
      expect(body.errors).toEqual([expect.objectContaining({ path: 'parentAccountId', code: 'type-mismatch' })]);
      expect((await accountRow(account.id)).version).toBe(before.version);
      expect((await getAccount(child.id)).type).toBe('ASSET');
    });

    test('a parent with postings cannot become a group: 409 in-use, nothing changed', async () => {
      const posted = await createAccount(api, company, { name: 'Posted would-be parent' });
      await post(posted.id, await defaultAccount(t, company.id, 'PAYABLE'), 5);
      const account = await createAccount(api, company, { name: 'Wants a posted parent' });
      const before = await accountRow(account.id);
      expectProblem(await api.put(`/accounts/${account.id}`, putPayload(account, { parentAccountId: posted.id })), 409, 'in-use');
      expect(await accountRow(account.id)).toEqual(before);
      expect((await getAccount(posted.id)).isGroup).toBe(false);
    });

    test('a posting and a new child of the same account, sent at once: never both', async () => {
      const payable = await defaultAccount(t, company.id, 'PAYABLE');
      for (let round = 0; round < 3; round++) {
        const target = await createAccount(api, company, { name: `Contested ${round}` });
        const [posting, child] = await Promise.all([
          api.post('/journal-entries', twoLineEntry(DATE, target.id, payable, 1)),
          api.post('/accounts', accountPayload(company, { name: `Contested child ${round}`, parentAccountId: target.id })),
        ]);
        const outcome = [posting.statusCode, child.statusCode];
        expect([[201, 409], [422, 201]], JSON.stringify([posting.json(), child.json()])).toContainEqual(outcome);
        const after = await getAccount(target.id);
        expect(after.isGroup).toBe(child.statusCode === 201);
        expect(after.balance).toBe(posting.statusCode === 201 ? 1 : 0);
      }
    });

    test('the company default accounts keep taking postings: no children, no new type or currency (409 in-use)', async () => {
      const cash = await getAccount(await defaultAccount(t, company.id, 'CASH'));
      const before = await accountRow(cash.id);
      const count = await accountRows();
      const child = expectProblem(await api.post('/accounts', accountPayload(company, { name: 'Under cash', parentAccountId: cash.id })), 409, 'in-use');
      expect(child.detail).toContain('default CASH account');
      expect(await accountRows()).toBe(count);
      expect(expectProblem(await api.put(`/accounts/${cash.id}`, putPayload(cash, { type: 'EXPENSE', category: 'OPERATING' })), 409, 'in-use').detail).toContain('type');
      expect(expectProblem(await api.put(`/accounts/${cash.id}`, putPayload(cash, { currencyStringId: eurId })), 409, 'in-use').detail).toContain('currency');
      expect(await accountRow(cash.id)).toEqual(before);
      // a rename is fine
      expect(ok<Account>(await api.put(`/accounts/${cash.id}`, putPayload(cash, { name: 'Cash in hand' }))).name).toBe('Cash in hand');
    });

    test('an account with children cannot change type: 409 in-use', async () => {
      const parent = await createAccount(api, company, { name: 'Typed parent', type: 'EQUITY', category: 'NON_CURRENT' });
      await createAccount(api, company, { name: 'Typed parent child', type: 'EQUITY', category: 'NON_CURRENT', parentAccountId: parent.id });
      const before = await accountRow(parent.id);
      expectProblem(await api.put(`/accounts/${parent.id}`, putPayload(parent, { type: 'LIABILITY' })), 409, 'in-use');
      expect(await accountRow(parent.id)).toEqual(before);
    });
  });

  describe('balance and postings', () => {
    let posted: Account;
    let payable: string;

    beforeAll(async () => {
      posted = await createAccount(api, company, { name: 'Posted account', type: 'ASSET' });
      payable = await defaultAccount(t, company.id, 'PAYABLE');
      await post(posted.id, payable, 100);
      await post(payable, posted.id, 0.1);
      posted = await getAccount(posted.id);
      expect(posted.balance).toBe(99.9);
    });

    test('a balance equal to the derived one is fine, and so is null or none', async () => {
      expect(ok<Account>(await api.put(`/accounts/${posted.id}`, putPayload(posted, { name: 'Posted account 2', balance: 99.9 }))).name).toBe('Posted account 2');
      expect(ok<Account>(await api.put(`/accounts/${posted.id}`, putPayload(posted, { name: 'Posted account 3', balance: null }))).balance).toBe(99.9);
      expect(ok<Account>(await api.put(`/accounts/${posted.id}`, putPayload(posted, { name: 'Posted account 4', balance: undefined }))).name).toBe('Posted account 4');
      posted = await getAccount(posted.id);
    });

    test.each([
      ['a different balance', 100],
      ['zero', 0],
      ['the balance on the other side', -99.9],
      ['more decimals than USD allows', 99.901],
    ])('a PUT with %s is 422 at balance and changes nothing', async (_label, balance) => {
      const before = await accountRow(posted.id);
      const body = expectProblem(await api.put(`/accounts/${posted.id}`, putPayload(posted, { name: 'Should not stick', balance })), 422, 'validation');
      expect(errorPaths(body)).toEqual(['balance']);
      expect(await accountRow(posted.id)).toEqual(before);
      expect((await getAccount(posted.id)).balance).toBe(99.9);
    });

    test('the balance a PUT is checked against includes a posting that commits while the PUT waits', async () => {
      const account = await createAccount(api, company, { name: 'Racing balance', type: 'ASSET' });
      let put: Promise<Awaited<ReturnType<Client['put']>>> | undefined;
      await t.database.db.transaction(async (tx) => {
        const principal: Principal = { kind: 'session', userId: admin.userId, name: 'Test', role: 'ADMIN', companyIds: [company.id], defaultCompanyId: company.id };
        await createManualEntry({ db: tx, principal }, { ...twoLineEntry(DATE, account.id, payable, 7), companyIdString: company.id });
        // The PUT starts while the posting is not yet committed, and states the balance it last saw.
        put = api.put(`/accounts/${account.id}`, putPayload(account, { name: 'Racing balance 2', balance: 0 }));
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const body = expectProblem(await put!, 422, 'validation');
      expect(body.errors).toEqual([expect.objectContaining({ path: 'balance', code: 'balance-mismatch' })]);
      expect(await getAccount(account.id)).toMatchObject({ name: 'Racing balance', balance: 7, version: 1 });
    });

    test('with postings neither type nor currency may change: 409 in-use; without postings both may', async () => {
      const before = await accountRow(posted.id);
      const ledger = await ledgerRows();
      expect(expectProblem(await api.put(`/accounts/${posted.id}`, putPayload(posted, { type: 'EXPENSE', category: 'OPERATING' })), 409, 'in-use').detail).toContain('type');
      expect(expectProblem(await api.put(`/accounts/${posted.id}`, putPayload(posted, { currencyStringId: eurId })), 409, 'in-use').detail).toContain('currency');
      expect(await accountRow(posted.id)).toEqual(before);
      expect(await ledgerRows()).toEqual(ledger);

      const fresh = await createAccount(api, company, { name: 'Unposted account', type: 'ASSET' });
      const changed = ok<Account>(await api.put(`/accounts/${fresh.id}`, putPayload(fresh, { type: 'EXPENSE', category: 'OPERATING', currencyStringId: eurId, balance: 0 })));
      expect(fresh.accountNumber).toMatch(/^1\d{4}$/);
      // a number lies in its type's range: the new type brings a new number
      expect(changed).toMatchObject({ type: 'EXPENSE', currencyCode: 'EUR', accountNumber: expect.stringMatching(/^5\d{4}$/) });
    });
  });

  test('an account cannot move to another company of yours: 422 at companyStringId', async () => {
    const second = ok<Company>(await api.post('/companies', { name: 'Second Co', baseCurrency: 'USD' }), 201);
    const account = await createAccount(api, company, { name: 'Stays home' });
    const before = await accountRow(account.id);
    const body = expectProblem(await api.put(`/accounts/${account.id}`, putPayload(account, { companyStringId: second.id })), 422, 'validation');
    expect(body.errors).toEqual([expect.objectContaining({ path: 'companyStringId', code: 'immutable' })]);
    expect(await accountRow(account.id)).toEqual(before);
  });

  test('authorization: 401 without credentials, 403 without accounts:write, 403 naming a foreign company, 404 for a foreign account', async () => {
    const account = await createAccount(api, company, { name: 'Guarded account' });
    const before = await accountRow(account.id);
    const url = `/api/v1/accounts/${account.id}`;
    expectProblem(await t.inject({ method: 'PUT', url, payload: putPayload(account, { name: 'Anon' }) }), 401, 'unauthenticated');
    const readOnly = await createApiKey(t, admin.token, { scopes: ['accounts:read'] });
    const res = await client(t, apiKeyAuth(readOnly.key)).put(`/accounts/${account.id}`, putPayload(account, { name: 'Read only' }));
    expect(expectProblem(res, 403, 'forbidden-scope').detail).toContain('accounts:write');
    // The other admin names their own company: the account is not theirs to find.
    expectProblem(await theirApi.put(`/accounts/${account.id}`, putPayload(account, { name: 'Taken', companyStringId: otherCompany.id })), 404, 'not-found');
    // ... and naming ours is a company they are not a member of.
    expectProblem(await theirApi.put(`/accounts/${account.id}`, putPayload(account, { name: 'Taken' })), 403, 'forbidden-company');
    expect(await accountRow(account.id)).toEqual(before);

    const theirCash = ok<Account>(await theirApi.get(`/accounts/${await defaultAccount(t, other.companyId, 'CASH')}`));
    expectProblem(await api.put(`/accounts/${theirCash.id}`, putPayload(theirCash, { name: 'Hijacked', companyStringId: company.id })), 404, 'not-found');
    expectProblem(await api.put(`/accounts/${NIL_UUID}`, putPayload(account)), 404, 'not-found');
    expect(errorPaths(expectProblem(await api.put('/accounts/not-a-uuid', putPayload(account)), 400, 'invalid-query'))).toEqual(['id']);
    expect((await accountRow(theirCash.id)).name).toBe('Cash');

    const writer = await createApiKey(t, admin.token, { scopes: ['accounts:write'] });
    expect(ok<Account>(await client(t, apiKeyAuth(writer.key)).put(`/accounts/${account.id}`, putPayload(account, { name: 'By key' }))).name).toBe('By key');
  });
});
