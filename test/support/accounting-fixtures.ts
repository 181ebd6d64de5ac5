import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Account } from '../../src/contract/accounts';
import type { Company } from '../../src/contract/companies';
import { accounts } from '../../src/server/db/schema';
import { bearer } from './fixtures';
import type { TestApp } from './test-app';

/** JSON requests to /api/v1 as one principal (bearer token, or any auth headers). */
export function client(t: TestApp, auth: string | Record<string, string>) {
  const headers = typeof auth === 'string' ? bearer(auth) : auth;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, extra: Record<string, string> = {}) =>
    t.inject({ method, url: `/api/v1${url}`, headers: { ...headers, ...extra }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (url: string, extra?: Record<string, string>) => send('GET', url, undefined, extra),
    post: (url: string, payload?: unknown, extra?: Record<string, string>) => send('POST', url, payload, extra),
    put: (url: string, payload: unknown, extra?: Record<string, string>) => send('PUT', url, payload, extra),
    delete: (url: string) => send('DELETE', url),
  };
}
export type Client = ReturnType<typeof client>;

/** The JSON body of a response that must have this status. */
export function ok<T = any>(res: { statusCode: number; body: string; json(): unknown }, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

export async function getCompany(api: Client, companyId: string): Promise<Company> {
  return ok(await api.get(`/companies/${companyId}`));
}

/** One of the company's default accounts of the standard chart (CASH, REVENUE, EXPENSE, ...). */
export async function defaultAccount(t: TestApp, companyId: string, role: string): Promise<string> {
  const [row] = await t.database.db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.companyId, companyId), eq(accounts.defaultRole, role)));
  expect(row, `no ${role} account`).toBeDefined();
  return row.id;
}

/** A create payload for a leaf account of `type` in the company's base currency; override what a test needs. */
export function accountPayload(company: Company, overrides: Record<string, unknown> = {}) {
  return {
    name: `Account ${Math.random().toString(36).slice(2, 8)}`,
    type: 'ASSET',
    category: 'CURRENT',
    ledger: 'GL',
    partyType: 'COMPANY',
    party: company.name,
    currencyStringId: company.baseCurrencyId,
    companyStringId: company.id,
    ...overrides,
  };
}

export async function createAccount(api: Client, company: Company, overrides: Record<string, unknown> = {}): Promise<Account> {
  return ok(await api.post('/accounts', accountPayload(company, overrides)), 201);
}

/** A two-line manual entry: debit one account, credit another. */
export function twoLineEntry(postingDate: string, debitAccountId: string, creditAccountId: string, amount: number, reference = 'test entry') {
  return { postingDate, reference, lines: [{ accountId: debitAccountId, debit: amount }, { accountId: creditAccountId, credit: amount }] };
}

/** A well-formed id that names no record. */
export const NIL_UUID = '00000000-0000-7000-8000-000000000000';

/** The `errors[].path` of a problem. */
export const errorPaths = (problem: { errors?: { path: string }[] }) => problem.errors?.map((e) => e.path) ?? [];

/** The update column built from a record: a full replacement that changes nothing unless overridden. */
export function putPayload(account: Account, overrides: Record<string, unknown> = {}) {
  return {
    name: account.name,
    description: account.description,
    accountNumber: account.accountNumber,
    alternateAccountNumber: account.alternateAccountNumber,
    parentAccountId: account.parentAccountId,
    type: account.type,
    category: account.category,
    ledger: account.ledger,
    balance: account.balance,
    partyType: account.partyType,
    party: account.party,
    currencyStringId: account.currencyStringId,
    customerStringId: account.customerStringId,
    companyStringId: account.companyStringId,
    ...overrides,
  };
}
