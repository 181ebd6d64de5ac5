import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Account } from '../../src/contract/accounts';
import type { Company } from '../../src/contract/companies';
import { accounts } from '../../src/server/db/schema';
import { accountPayload, client, createAccount, defaultAccount, getCompany, NIL_UUID, ok, putPayload, twoLineEntry, type Client } from '../support/accounting-fixtures';
import { createMember, type Member } from '../support/auth-fixtures';
import { apiKeyAuth, createApiKey, expectProblem, setupAdmin, type Admin } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Admin;
/** An admin of another company. */
let other: Member;
let api: Client;
let company: Company;
let otherCompany: Company;

beforeAll(async () => {
  t = await createTestApp();
  admin = await setupAdmin(t);
  other = await createMember(t, 'numbers-other@example.com', 'ADMIN');
  api = client(t, admin.token);
  company = await getCompany(api, admin.companyId);
  otherCompany = await getCompany(client(t, other.token), other.companyId);
});
afterAll(async () => {
  await t?.close();
});

/** A company of the admin's with nothing but the standard chart. */
const freshCompany = async (name: string): Promise<Company> => ok(await api.post('/companies', { name, baseCurrency: 'USD' }), 201);

/** The id of the company's account with this number. */
async function accountNumbered(of: Company, accountNumber: string): Promise<string> {
  const page = ok(await api.get(`/accounts?companyIdString=${of.id}&name=${accountNumber}&size=200`));
  const found = page.content.find((a: Account) => a.accountNumber === accountNumber);
  expect(found, `no account ${accountNumber}`).toBeDefined();
  return found.id;
}

const nextNumber = async (query: string) => ok<{ accountNumber: string }>(await api.get(`/accounts/next-number?${query}`)).accountNumber;


describe('numbering under a parent', () => {
  test('Petty cash under 10000 Current assets is 10600, the next step after the highest child (10500 Tax receivable); the next is 10700', async () => {
    const co = await freshCompany('Petty Cash Co');
    const currentAssets = await accountNumbered(co, '10000');
    const pettyCash = await createAccount(api, co, { name: 'Petty cash', parentAccountId: currentAssets });
    expect(pettyCash).toMatchObject({ accountNumber: '10600', parentAccountId: currentAssets });
    expect((await createAccount(api, co, { name: 'Float', parentAccountId: currentAssets })).accountNumber).toBe('10700');
    // under a non-current group: its own block, after 15200
    expect((await createAccount(api, co, { name: 'Vehicles', category: 'NON_CURRENT', parentAccountId: await accountNumbered(co, '15000') })).accountNumber).toBe('15300');
    // without a parent the type-range rule stands: one after the highest ASSET number
    expect((await createAccount(api, co, { name: 'Loose asset' })).accountNumber).toBe('15301');
  });

  test('a leaf becoming a group numbers its children by tens inside its own block (20300: 20301-20399)', async () => {
    const co = await freshCompany('Nested Co');
    const equipment = await accountNumbered(co, '15100');
    expect((await createAccount(api, co, { name: 'Laptops', category: 'NON_CURRENT', parentAccountId: equipment })).accountNumber).toBe('15110');
    expect((await createAccount(api, co, { name: 'Desks', category: 'NON_CURRENT', parentAccountId: equipment })).accountNumber).toBe('15120');
    const accrued = await accountNumbered(co, '20300');
    const numbers = [];
    for (let i = 0; i < 10; i++) numbers.push((await createAccount(api, co, { name: `Accrual ${i}`, type: 'LIABILITY', parentAccountId: accrued })).accountNumber);
    // 20310 ... 20390 by tens, then one by one up to 20399 (20400 would be outside the block)
    expect(numbers).toEqual(['20310', '20320', '20330', '20340', '20350', '20360', '20370', '20380', '20390', '20391']);
  });

  test('a full block is 409 with the range in words; skipped numbers are filled first', async () => {
    const co = await freshCompany('Full Block Co');
    const loans = await accountNumbered(co, '25100');
    // Take every number of the block but one, directly in the table
    const owner = (await t.database.db.select().from(accounts).where(eq(accounts.id, loans)))[0];
    const rows = [];
    // 25100's own block ends at 25199 (no sibling above it)
    for (let n = 25101; n <= 25199; n++) if (n !== 25150) rows.push({ ...owner, id: crypto.randomUUID(), accountNumber: String(n), name: `Loan ${n}`, parentAccountId: loans, defaultRole: null });
    await t.database.db.insert(accounts).values(rows);
    expect(await nextNumber(`companyIdString=${co.id}&parentAccountId=${loans}&type=LIABILITY`)).toBe('25150');
    expect((await createAccount(api, co, { name: 'Last loan', type: 'LIABILITY', category: 'NON_CURRENT', parentAccountId: loans })).accountNumber).toBe('25150');
    const body = expectProblem(await api.post('/accounts', accountPayload(co, { name: 'One too many', type: 'LIABILITY', category: 'NON_CURRENT', parentAccountId: loans })), 409, 'conflict');
    expect(body.detail).toBe('The numbers under account 25100 (25101 to 25199) are all taken; renumber an account or choose another parent.');
  });

  test('a parent whose number is not of its type\'s range, or leaves no room, numbers its children by the type-range rule', async () => {
    const co = await freshCompany('Odd Number Co');
    const group = await createAccount(api, co, { name: 'Odd group', type: 'EXPENSE', category: 'OPERATING' });
    ok(await api.put(`/accounts/${group.id}`, putPayload(group, { accountNumber: 'EXP-X' })));
    const child = await createAccount(api, co, { name: 'Odd child', type: 'EXPENSE', category: 'OPERATING', parentAccountId: group.id });
    expect(child.accountNumber).toBe('50601');
    // 15201 leaves no room under it (its own block ends at itself): the type-range rule too
    const topLevel = await createAccount(api, co, { name: 'Top-level asset' });
    expect(topLevel.accountNumber).toBe('15201');
    expect((await createAccount(api, co, { name: 'Under it', parentAccountId: topLevel.id })).accountNumber).toBe('15202');
  });
});

describe('GET /accounts/next-number', () => {
  test('answers what POST /accounts then gives, under a parent and by type', async () => {
    const co = await freshCompany('Preview Co');
    const revenue = await accountNumbered(co, '40000');
    const query = `companyIdString=${co.id}&parentAccountId=${revenue}&type=REVENUE`;
    expect(ok(await api.get(`/accounts/next-number?${query}`))).toEqual({ accountNumber: '40500' });
    // previewing takes nothing
    expect(await nextNumber(query)).toBe('40500');
    expect((await createAccount(api, co, { name: 'Service revenue', type: 'REVENUE', category: 'OPERATING', parentAccountId: revenue })).accountNumber).toBe('40500');
    expect(await nextNumber(query)).toBe('40600');
    expect(await nextNumber(`companyIdString=${co.id}&type=EQUITY`)).toBe('30201');
    // the default company when none is named; a read key is enough
    const reader = await createApiKey(t, admin.token, { scopes: ['accounts:read'] });
    expect(ok(await client(t, apiKeyAuth(reader.key)).get('/accounts/next-number?type=EXPENSE')).accountNumber).toMatch(/^5\d{4}$/);
  });

  test('is not taken for an account id: /accounts/{id} still answers ids, and "next-number" is no id', async () => {
    const cash = await defaultAccount(t, company.id, 'CASH');
    expect(ok<Account>(await api.get(`/accounts/${cash}`)).accountNumber).toBe('10100');
    expectProblem(await api.put('/accounts/next-number', {}), 400, 'invalid-query');
  });

  test('tenancy: another company\'s parent or an unknown one is 404; a company you are not a member of is 403', async () => {
    const theirs = await defaultAccount(t, otherCompany.id, 'CASH');
    const theirGroup = (await t.database.db.select().from(accounts).where(eq(accounts.id, theirs)))[0].parentAccountId!;
    expect(expectProblem(await api.get(`/accounts/next-number?parentAccountId=${theirGroup}&type=ASSET`), 404, 'not-found').detail).toBe('The parent account does not exist.');
    expectProblem(await api.get(`/accounts/next-number?parentAccountId=${NIL_UUID}&type=ASSET`), 404, 'not-found');
    expectProblem(await api.get(`/accounts/next-number?companyIdString=${otherCompany.id}&type=ASSET`), 403, 'forbidden-company');
    expectProblem(await api.get(`/accounts/next-number?companyIdString=${otherCompany.id}&parentAccountId=${theirGroup}&type=ASSET`), 403, 'forbidden-company');
  });

  test('authorization: no credentials 401, a key without accounts:read 403', async () => {
    expectProblem(await t.inject({ method: 'GET', url: '/api/v1/accounts/next-number?type=ASSET' }), 401, 'unauthenticated');
    const wrong = await createApiKey(t, admin.token, { scopes: ['customers:read'] });
    expect(expectProblem(await client(t, apiKeyAuth(wrong.key)).get('/accounts/next-number?type=ASSET'), 403, 'forbidden-scope').detail).toContain('accounts:read');
  });

  test.each([
    ['no type', '', 'type'],
    ['a parent but no type', `parentAccountId=${NIL_UUID}`, 'type'],
    ['an unknown type', 'type=CASH', 'type'],
    ['a malformed parent id', 'type=ASSET&parentAccountId=12', 'parentAccountId'],
    ['a malformed company id', 'type=ASSET&companyIdString=acme', 'companyIdString'],
  ])('bad input: %s is 400 invalid-query at the parameter', async (_what, query, path) => {
    const body = expectProblem(await api.get(`/accounts/next-number?${query}`), 400, 'invalid-query');
    expect(body.errors).toEqual([expect.objectContaining({ path })]);
  });

  test('a parent create would refuse is refused the same way: other type 422, default or posted account 409 in-use', async () => {
    const currentAssets = await accountNumbered(company, '10000');
    const mismatch = expectProblem(await api.get(`/accounts/next-number?parentAccountId=${currentAssets}&type=EXPENSE`), 422, 'validation');
    expect(mismatch.errors).toEqual([expect.objectContaining({ path: 'parentAccountId', code: 'type-mismatch' })]);
    const cash = await defaultAccount(t, company.id, 'CASH');
    expect(expectProblem(await api.get(`/accounts/next-number?parentAccountId=${cash}&type=ASSET`), 409, 'in-use').detail).toContain('default CASH account');
  });
});

describe('PUT /accounts/{id}: the number', () => {
  test('may change before the first posting; the new number is kept and found', async () => {
    const co = await freshCompany('Renumber Co');
    const account = await createAccount(api, co, { name: 'Renumbered', parentAccountId: await accountNumbered(co, '10000') });
    expect(account.accountNumber).toBe('10600');
    const changed = ok<Account>(await api.put(`/accounts/${account.id}`, putPayload(account, { accountNumber: ' 10450 ' })));
    expect(changed).toMatchObject({ accountNumber: '10450', version: 2 });
    expect(ok<Account>(await api.get(`/accounts/${account.id}`)).accountNumber).toBe('10450');
    // null or the current number keep it
    expect(ok<Account>(await api.put(`/accounts/${account.id}`, putPayload(changed, { accountNumber: null, name: 'Renamed' })))).toMatchObject({ accountNumber: '10450', version: 3 });
  });

  test('a number another account of the company has is 409 naming accountNumber; another company\'s number is free', async () => {
    const co = await freshCompany('Duplicate Co');
    const account = await createAccount(api, co, { name: 'Wants 10100' });
    const body = expectProblem(await api.put(`/accounts/${account.id}`, putPayload(account, { accountNumber: '10100' })), 409, 'conflict');
    expect(body.detail).toBe('Account number 10100 belongs to "Cash" in this company.');
    expect(body.errors).toEqual([{ path: 'accountNumber', message: 'is the number of another account of this company', code: 'taken' }]);
    expect(ok<Account>(await api.get(`/accounts/${account.id}`))).toMatchObject({ accountNumber: account.accountNumber, version: 1 });
    // a number free in this company is taken
    expect(ok<Account>(await api.put(`/accounts/${account.id}`, putPayload(account, { accountNumber: '10101' }))).accountNumber).toBe('10101');
  });

  test('after the first posting a different number is 409 in-use; the same number is still accepted', async () => {
    const account = await createAccount(api, company, { name: 'Posted account' });
    const bank = await defaultAccount(t, company.id, 'BANK');
    ok(await api.post('/journal-entries', twoLineEntry('2026-11-02', account.id, bank, 5)), 201);
    const fresh = ok<Account>(await api.get(`/accounts/${account.id}`));
    const body = expectProblem(await api.put(`/accounts/${account.id}`, putPayload(fresh, { accountNumber: '19998' })), 409, 'in-use');
    expect(body.detail).toBe(`Account ${account.accountNumber} has postings, so its number cannot change.`);
    expect(ok<Account>(await api.get(`/accounts/${account.id}`))).toMatchObject({ accountNumber: account.accountNumber, version: 1 });
    expect(ok<Account>(await api.put(`/accounts/${account.id}`, putPayload(fresh, { name: 'Posted, renamed' })))).toMatchObject({ accountNumber: account.accountNumber, version: 2 });
  });

  test('a blank or over-long number is 422 at accountNumber; the create payload still refuses one', async () => {
    const account = await createAccount(api, company, { name: 'Validated number' });
    for (const accountNumber of ['   ', '1'.repeat(21)]) {
      const body = expectProblem(await api.put(`/accounts/${account.id}`, putPayload(account, { accountNumber })), 422, 'validation');
      expect(body.errors).toEqual([expect.objectContaining({ path: 'accountNumber' })]);
    }
    const refused = expectProblem(await api.post('/accounts', accountPayload(company, { accountNumber: '10999' })), 422, 'validation');
    expect(refused.errors).toEqual([expect.objectContaining({ path: 'accountNumber' })]);
  });

  test('a type change with a new parent gives the next number under that parent unless a number is given', async () => {
    const co = await freshCompany('Retype Co');
    const account = await createAccount(api, co, { name: 'Was an asset' });
    const expenses = await accountNumbered(co, '50000');
    const moved = ok<Account>(await api.put(`/accounts/${account.id}`, putPayload(account, { type: 'EXPENSE', category: 'OPERATING', parentAccountId: expenses })));
    expect(moved.accountNumber).toBe('50700');
    const chosen = ok<Account>(await api.put(`/accounts/${account.id}`, putPayload(moved, { type: 'LIABILITY', category: 'CURRENT', parentAccountId: null, accountNumber: '29000' })));
    expect(chosen.accountNumber).toBe('29000');
  });
});
