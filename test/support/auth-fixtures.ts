import type { LightMyRequestResponse } from 'fastify';
import { seedExchangeRates } from './exchange-rate-fixtures';
import { expect } from 'vitest';
import type { Role } from '../../src/contract/scopes';
import { REFRESH_COOKIE } from '../../src/server/auth/sessions';
import { insertCompany } from '../../src/server/domain/identity/companies';
import { createUser } from '../../src/server/domain/identity/users';
import { ADMIN_PASSWORD, bearer } from './fixtures';
import { TEST_PASSWORD_HASH_COST, type TestApp } from './test-app';

/** The JWT secret buildTestApp configures (test/support/test-app.ts). */
export const TEST_JWT_SECRET = new TextEncoder().encode('test-secret-that-is-at-least-32-characters');

export const API_KEY_PATTERN = /^bos_[0-9A-Za-z]{46}$/;

/** POST /auth/login; `remoteAddress` keeps the per-address failure throttle of one test away from the others. */
export function login(t: TestApp, email: string, password = ADMIN_PASSWORD, remoteAddress = '127.0.0.1') {
  return t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress });
}

/** The refresh cookie a response sets, with its attributes. */
export function refreshCookieOf(res: LightMyRequestResponse) {
  const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE);
  expect(cookie, `no ${REFRESH_COOKIE} cookie in ${JSON.stringify(res.headers['set-cookie'])}`).toBeDefined();
  return cookie!;
}

export function refresh(t: TestApp, refreshToken?: string) {
  return t.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: refreshToken === undefined ? {} : { [REFRESH_COOKIE]: refreshToken } });
}

export const me = (t: TestApp, headers: Record<string, string>) => t.inject({ method: 'GET', url: '/api/v1/auth/me', headers });

export type Member = { token: string; userId: string; companyId: string; email: string; refreshToken: string };

/**
 * A user of `role` written straight into the database (there is no user-admin API yet),
 * in a new company of their own unless `companyId` is given, then signed in through the API.
 */
export async function createMember(t: TestApp, email: string, role: Role = 'ADMIN', companyId?: string): Promise<Member> {
  const user = await t.database.db.transaction(async (tx) => {
    const company = companyId ?? (await insertCompany(tx, { name: `Company of ${email}`, baseCurrency: 'EUR' })).id;
    return createUser(tx, { email, password: ADMIN_PASSWORD, role, companyIds: [company] }, { passwordHashCost: TEST_PASSWORD_HASH_COST });
  });
  if (!companyId) await seedExchangeRates(t, user.defaultCompanyId!);
  const res = await login(t, email);
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().accessToken, userId: user.id, companyId: user.defaultCompanyId!, email, refreshToken: refreshCookieOf(res).value };
}

/** The header forms decisions §5 accepts for an API key. */
export const apiKeyHeaderForms = {
  'Authorization: X-API-Key: <key>': (key: string) => ({ authorization: `X-API-Key: ${key}` }),
  'Authorization: X-API-Key <key>': (key: string) => ({ authorization: `X-API-Key ${key}` }),
  'X-API-Key: <key>': (key: string) => ({ 'x-api-key': key }),
};

export { bearer };
