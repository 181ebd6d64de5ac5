import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { seedExchangeRates } from './exchange-rate-fixtures';

export const ADMIN_PASSWORD = 'correct horse battery staple';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** The interface's own header form. */
export const apiKeyAuth = (key: string) => ({ authorization: `X-API-Key: ${key}` });

export type Admin = { token: string; userId: string; companyId: string; email: string };

/** First-run setup: the first admin and their company. */
export async function setupAdmin(t: TestApp, email = 'admin@example.com', company = { name: 'Acme Trading', baseCurrency: 'USD' }): Promise<Admin> {
  const res = await t.inject({ method: 'POST', url: '/api/v1/auth/setup', payload: { email, password: ADMIN_PASSWORD, company } });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json();
  await seedExchangeRates(t, body.user.defaultCompanyId);
  return { token: body.accessToken, userId: body.user.id, companyId: body.user.defaultCompanyId, email };
}

export const inOneYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();

/** Creates an API key as `token`'s user; returns the create response body (with `key`). */
export async function createApiKey(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/api-keys',
    headers: bearer(token),
    payload: { name: `key-${Math.random().toString(36).slice(2, 8)}`, scopes: ['*'], rateLimitPerHour: 1000, expiresAt: inOneYear(), ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; key: string; name: string; [field: string]: unknown };
}

/** Asserts an RFC 9457 problem with this status and code, and returns its body. */
export function expectProblem(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json();
  expect(body).toMatchObject({ status, code, type: expect.stringMatching(new RegExp(`/${code}$`)), title: expect.any(String), detail: expect.any(String), requestId: res.headers['x-request-id'] });
  return body as { detail: string; errors?: { path: string; message: string; code: string }[] };
}

export async function countRows(t: TestApp, table: PgTable): Promise<number> {
  const [{ n }] = await t.database.db.select({ n: count() }).from(table);
  return n;
}

export type ApiRequest = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown };

const injectAs = (t: TestApp, headers: Record<string, string>, { method, url, payload }: ApiRequest) =>
  t.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** The request without credentials, and with a token that is none of ours: 401 unauthenticated. */
export async function expectUnauthorized(t: TestApp, request: ApiRequest) {
  expectProblem(await injectAs(t, {}, request), 401, 'unauthenticated');
  expectProblem(await injectAs(t, bearer('not-a-token'), request), 401, 'unauthenticated');
}

/**
 * The request with an API key of `token`'s user that lacks `scope` (holding `keyScopes`, by
 * default a scope of another resource): 403 forbidden-scope naming it.
 */
export async function expectForbiddenScope(t: TestApp, token: string, request: ApiRequest, scope: string, keyScopes?: string[]) {
  const key = await createApiKey(t, token, { scopes: keyScopes ?? [scope.startsWith('currencies:') ? 'customers:read' : 'currencies:read'] });
  expect(expectProblem(await injectAs(t, apiKeyAuth(key.key), request), 403, 'forbidden-scope').detail).toContain(scope);
}
