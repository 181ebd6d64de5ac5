import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { companies, companyMemberships, loginFailures, refreshTokens, systemSetup, users } from '../src/server/db/schema';
import { ADMIN_PASSWORD, bearer, countRows, expectProblem } from './support/fixtures';
import { createMember, login, me, refresh, refreshCookieOf, TEST_JWT_SECRET } from './support/auth-fixtures';
import { createTestApp, TEST_PASSWORD_HASH_COST, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ADMIN_EMAIL = 'Owner@Example.com';
const company = { name: 'Acme Trading', baseCurrency: 'USD' };
const setup = (payload: unknown) => t.inject({ method: 'POST', url: '/api/v1/auth/setup', payload: payload as object });
const writtenBySetup = async () => ({
  users: await countRows(t, users),
  companies: await countRows(t, companies),
  memberships: await countRows(t, companyMemberships),
  setup: await countRows(t, systemSetup),
  refreshTokens: await countRows(t, refreshTokens),
});
const nothingWritten = { users: 0, companies: 0, memberships: 0, setup: 0, refreshTokens: 0 };

function expectJwt(token: unknown) {
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
}

// The tests of this block run in order on one database: the setup is refused until the race creates the admin.
describe('first-run setup', () => {
  let created: LightMyRequestResponse;

  test('GET /auth/setup says setup is required while no user exists', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/auth/setup' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ setupRequired: true });
  });

  test.each([
    ['a short password', { email: ADMIN_EMAIL, password: 'short', company }, 'password'],
    ['a bad email', { email: 'not-an-email', password: ADMIN_PASSWORD, company }, 'email'],
    ['a missing email', { password: ADMIN_PASSWORD, company }, 'email'],
    ['a missing company', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, 'company'],
    ['a company without a name', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, company: { baseCurrency: 'USD' } }, 'company.name'],
    ['a malformed currency', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, company: { ...company, baseCurrency: 'US' } }, 'company.baseCurrency'],
    ['an unknown currency', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, company: { ...company, baseCurrency: 'XYZ' } }, 'company.baseCurrency'],
  ])('rejects %s with 422 naming the field, and writes nothing', async (_, payload, path) => {
    const res = await setup(payload);
    const problem = expectProblem(res, 422, 'validation');
    expect(problem.errors?.map((e) => e.path)).toContain(path);
    expect(res.cookies).toEqual([]);
    expect(await writtenBySetup()).toEqual(nothingWritten);
  });

  test('malformed JSON is 400 invalid-json', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/v1/auth/setup', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expectProblem(res, 400, 'invalid-json');
    expect(await writtenBySetup()).toEqual(nothingWritten);
  });

  test('two setups at once create exactly one admin and one company', async () => {
    const results = await Promise.all([
      // the same admin twice: whichever wins, the tests below sign in as that admin of that company
      setup({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, company }),
      setup({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, company }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expectProblem(results.find((r) => r.statusCode === 409)!, 409, 'conflict');
    created = results.find((r) => r.statusCode === 201)!;
    expect(await writtenBySetup()).toEqual({ users: 1, companies: 1, memberships: 1, setup: 1, refreshTokens: 1 });
  });

  test('the created admin gets a session: access token, user and a refresh cookie', async () => {
    const body = created.json();
    const [user] = await t.database.db.select().from(users);
    const [membership] = await t.database.db.select().from(companyMemberships);
    expectJwt(body.accessToken);
    expect(body).toEqual({
      accessToken: body.accessToken,
      tokenType: 'Bearer',
      expiresIn: 900,
      user: { id: user.id, email: user.email, name: user.email, role: 'ADMIN', defaultCompanyId: membership.companyId, companyIds: [membership.companyId] },
    });
    const cookie = refreshCookieOf(created);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth', maxAge: 30 * 24 * 3600 });
    expect(cookie.value.length).toBeGreaterThanOrEqual(40);
    expect((await me(t, bearer(body.accessToken))).json()).toEqual(body.user);
  });

  test('GET /auth/setup says setup is done', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/auth/setup' });
    expect(res.json()).toEqual({ setupRequired: false });
  });

  test('a second setup is 409 and writes nothing', async () => {
    const before = await writtenBySetup();
    const res = await setup({ email: 'late@example.com', password: ADMIN_PASSWORD, company: { name: 'Late Ltd', baseCurrency: 'GBP' } });
    expectProblem(res, 409, 'conflict');
    expect(res.cookies).toEqual([]);
    expect(await writtenBySetup()).toEqual(before);
  });
});

describe('login', () => {
  test('the right email and password give a session; the email is case-insensitive', async () => {
    const res = await login(t, ADMIN_EMAIL.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expectJwt(body.accessToken);
    expect(body).toMatchObject({ tokenType: 'Bearer', expiresIn: 900, user: { email: ADMIN_EMAIL, role: 'ADMIN' } });
    expect(refreshCookieOf(res)).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const whoAmI = await me(t, bearer(body.accessToken));
    expect(whoAmI.statusCode).toBe(200);
    expect(whoAmI.json().email).toBe(ADMIN_EMAIL);
  });

  test('a wrong password and an unknown email are both 401 with the same detail', async () => {
    const tokensBefore = await countRows(t, refreshTokens);
    const wrongPassword = await login(t, ADMIN_EMAIL, 'not the password at all', '10.0.1.1');
    const unknownEmail = await login(t, 'nobody@example.com', ADMIN_PASSWORD, '10.0.1.1');
    const a = expectProblem(wrongPassword, 401, 'unauthenticated');
    const b = expectProblem(unknownEmail, 401, 'unauthenticated');
    expect(a.detail).toBe(b.detail);
    expect(wrongPassword.cookies).toEqual([]);
    expect(unknownEmail.cookies).toEqual([]);
    expect(await countRows(t, refreshTokens)).toBe(tokensBefore);
  });

  /** The subject's last failure moved back `seconds`, as if that long had passed (no sleeping in tests). */
  const age = (subject: string, seconds: number) =>
    t.database.db.update(loginFailures).set({ lastFailureAt: sql`${loginFailures.lastFailureAt} - make_interval(secs => ${seconds})` }).where(eq(loginFailures.subject, subject));

  test('after 5 failures of one account from one address the next attempt from there waits (429), even with the right password', async () => {
    await createMember(t, 'throttled@example.com');
    for (let i = 0; i < 5; i++) expectProblem(await login(t, 'throttled@example.com', `wrong password ${i}`, '10.0.2.1'), 401, 'unauthenticated');
    const tokensBefore = await countRows(t, refreshTokens);
    const res = await login(t, 'THROTTLED@example.com', ADMIN_PASSWORD, '10.0.2.1');
    expectProblem(res, 429, 'rate-limited');
    expect(res.headers['retry-after']).toBe('1');
    expect(await countRows(t, refreshTokens)).toBe(tokensBefore);
    // a stranger's failures do not lock the owner out: from the owner's own address the right password signs in
    expect((await login(t, 'throttled@example.com', ADMIN_PASSWORD, '10.0.2.99')).statusCode).toBe(200);
  });

  test('the delays grow: 1 s, 2 s, 4 s ... after each further failure, at most 15 min', async () => {
    await createMember(t, 'slowed@example.com');
    const pair = 'pair:slowed@example.com|10.0.6.1';
    for (let i = 0; i < 5; i++) expect((await login(t, 'slowed@example.com', 'wrong password', '10.0.6.1')).statusCode).toBe(401);
    for (const wait of [1, 2, 4, 8]) {
      expect((await login(t, 'slowed@example.com', 'wrong password', '10.0.6.1')).headers['retry-after']).toBe(String(wait));
      await age(pair, wait);
      expectProblem(await login(t, 'slowed@example.com', 'wrong password', '10.0.6.1'), 401, 'unauthenticated');
    }
    await t.database.db.update(loginFailures).set({ failures: 40 }).where(eq(loginFailures.subject, pair));
    expect((await login(t, 'slowed@example.com', 'wrong password', '10.0.6.1')).headers['retry-after']).toBe(String(15 * 60));
    // 15 min after the last failure they are forgotten: the right password signs in
    await age(pair, 15 * 60);
    expect((await login(t, 'slowed@example.com', ADMIN_PASSWORD, '10.0.6.1')).statusCode).toBe(200);
  });

  test('attempts made at once are throttled as strictly as attempts one after another', async () => {
    await createMember(t, 'burst@example.com');
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => login(t, 'burst@example.com', `wrong password ${i}`, '10.0.5.1')));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expectProblem(await login(t, 'burst@example.com', ADMIN_PASSWORD, '10.0.5.1'), 429, 'rate-limited');
  });

  test('a guesser with many addresses is slowed after 20 failures of the account, but not at an address the owner signed in from', async () => {
    await createMember(t, 'targeted@example.com');
    expect((await login(t, 'targeted@example.com', ADMIN_PASSWORD, '10.0.7.200')).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) expectProblem(await login(t, 'targeted@example.com', 'wrong password', `10.0.7.${i}`), 401, 'unauthenticated');
    expectProblem(await login(t, 'targeted@example.com', ADMIN_PASSWORD, '10.0.7.100'), 429, 'rate-limited');
    expect((await login(t, 'targeted@example.com', ADMIN_PASSWORD, '10.0.7.200')).statusCode).toBe(200);
  });

  test('after 20 failures from one address every account is slowed from there, not from elsewhere', async () => {
    for (let i = 0; i < 20; i++) {
      expectProblem(await login(t, `guess${i}@example.com`, 'wrong password', '10.0.3.1'), 401, 'unauthenticated');
    }
    expectProblem(await login(t, ADMIN_EMAIL, ADMIN_PASSWORD, '10.0.3.1'), 429, 'rate-limited');
    expect((await login(t, ADMIN_EMAIL, ADMIN_PASSWORD, '10.0.3.2')).statusCode).toBe(200);
  });

  test('a successful sign-in forgets the failures of its account from its address', async () => {
    await createMember(t, 'forgetful@example.com');
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await login(t, 'forgetful@example.com', 'wrong password', '10.0.4.1')).statusCode).toBe(401);
      expect((await login(t, 'forgetful@example.com', ADMIN_PASSWORD, '10.0.4.1')).statusCode).toBe(200);
    }
    const rows = await t.database.db.select().from(loginFailures).where(eq(loginFailures.subject, 'pair:forgetful@example.com|10.0.4.1'));
    expect(rows).toEqual([]);
  });

  test('successful sign-ins do not count against their address', async () => {
    for (let i = 0; i < 22; i++) expect((await login(t, ADMIN_EMAIL, ADMIN_PASSWORD, '10.0.6.1')).statusCode).toBe(200);
  });

  test('malformed JSON is 400 invalid-json', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email": "a@b.c",' });
    expectProblem(res, 400, 'invalid-json');
  });

  test.each([
    ['a missing password', { email: ADMIN_EMAIL }, 'password'],
    ['an empty password', { email: ADMIN_EMAIL, password: '' }, 'password'],
    ['a bad email', { email: 'owner', password: ADMIN_PASSWORD }, 'email'],
  ])('%s is 422 naming the field', async (_, payload, path) => {
    const res = await t.inject({ method: 'POST', url: '/api/v1/auth/login', payload });
    expect(expectProblem(res, 422, 'validation').errors?.map((e) => e.path)).toContain(path);
  });
});

describe('refresh and logout', () => {
  const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
  const storedToken = async (token: string) => (await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash(token))))[0];

  test('refresh rotates the cookie and gives a working access token', async () => {
    const first = refreshCookieOf(await login(t, ADMIN_EMAIL)).value;
    const res = await refresh(t, first);
    expect(res.statusCode, res.body).toBe(200);
    const second = refreshCookieOf(res);
    expect(second.value).not.toBe(first);
    expect(second).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    const body = res.json();
    expect(body).toMatchObject({ tokenType: 'Bearer', expiresIn: 900, user: { email: ADMIN_EMAIL } });
    expect((await me(t, bearer(body.accessToken))).statusCode).toBe(200);
    // The rotated token works in turn.
    const third = await refresh(t, second.value);
    expect(third.statusCode).toBe(200);
    expect(refreshCookieOf(third).value).not.toBe(second.value);
  });

  test('reusing a spent refresh token is 401 and ends the whole family', async () => {
    const first = refreshCookieOf(await login(t, ADMIN_EMAIL)).value;
    const newest = refreshCookieOf(await refresh(t, first)).value;
    const reuse = await refresh(t, first);
    expectProblem(reuse, 401, 'unauthenticated');
    expect(reuse.headers['www-authenticate']).toBeDefined();
    expect(refreshCookieOf(reuse).value).toBe(''); // cleared
    const family = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, (await storedToken(newest)).familyId));
    expect(family).toHaveLength(2);
    expect(family.every((row) => row.revokedAt instanceof Date)).toBe(true);
    expectProblem(await refresh(t, newest), 401, 'unauthenticated');
  });

  test('reuse ends only that family: another session of the same user goes on', async () => {
    const other = refreshCookieOf(await login(t, ADMIN_EMAIL)).value;
    const first = refreshCookieOf(await login(t, ADMIN_EMAIL)).value;
    await refresh(t, first);
    expect((await refresh(t, first)).statusCode).toBe(401);
    expect((await refresh(t, other)).statusCode).toBe(200);
  });

  test('no cookie, or an unknown token, is 401', async () => {
    expectProblem(await refresh(t), 401, 'unauthenticated');
    expectProblem(await refresh(t, 'not-a-token-we-issued'), 401, 'unauthenticated');
  });

  test('an expired refresh token is 401', async () => {
    const token = refreshCookieOf(await login(t, ADMIN_EMAIL)).value;
    await t.database.db.update(refreshTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(refreshTokens.tokenHash, tokenHash(token)));
    expectProblem(await refresh(t, token), 401, 'unauthenticated');
  });

  test('logout answers 204, clears the cookie and revokes the session', async () => {
    const token = refreshCookieOf(await login(t, ADMIN_EMAIL)).value;
    const res = await t.inject({ method: 'POST', url: '/api/v1/auth/logout', cookies: { bos_refresh: token } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(refreshCookieOf(res).value).toBe('');
    expect((await storedToken(token)).revokedAt).toBeInstanceOf(Date);
    expectProblem(await refresh(t, token), 401, 'unauthenticated');
  });

  test('logout without a cookie is still 204', async () => {
    expect((await t.inject({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(204);
  });
});

describe('bearer authentication', () => {
  let userId: string;
  let token: string;
  beforeAll(async () => {
    const res = await login(t, ADMIN_EMAIL);
    token = res.json().accessToken;
    userId = res.json().user.id;
  });

  const sign = (claims: Record<string, unknown>, subject: string, expires: string | number, secret = TEST_JWT_SECRET) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(subject).setIssuedAt().setExpirationTime(expires).sign(secret);

  test('GET /auth/me answers the signed-in user', async () => {
    const res = await me(t, bearer(token));
    expect(res.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(res.json()).toMatchObject({ id: userId, email: user.email, role: 'ADMIN' });
    expect(res.json()).not.toHaveProperty('passwordHash');
  });

  test('no credential is 401 with WWW-Authenticate', async () => {
    const res = await me(t, {});
    expectProblem(res, 401, 'unauthenticated');
    expect(res.headers['www-authenticate']).toMatch(/Bearer/);
  });

  test.each(['Bearer', 'Bearer ', 'Token abc', 'Basic dXNlcjpwYXNz', 'Bearer a b', 'X-API-Key'])('a malformed Authorization %j is 401', async (authorization) => {
    const res = await me(t, { authorization });
    expectProblem(res, 401, 'unauthenticated');
    expect(res.headers['www-authenticate']).toBeDefined();
  });

  test('a token that is not a JWT is 401', async () => {
    expectProblem(await me(t, bearer('not.a.jwt')), 401, 'unauthenticated');
  });

  test('an expired token is 401', async () => {
    const expired = await sign({ typ: 'access' }, userId, Math.floor(Date.now() / 1000) - 60);
    expectProblem(await me(t, bearer(expired)), 401, 'unauthenticated');
  });

  test.each(['not-a-uuid', '', `${'1'.repeat(40)}`, "' OR 1=1 --"])('a well-signed token whose subject %j is no user id is 401, not 500', async (subject) => {
    const odd = await sign({ typ: 'access' }, subject, '15m');
    expectProblem(await me(t, bearer(odd)), 401, 'unauthenticated');
  });

  test('a token signed with another secret is 401', async () => {
    const forged = await sign({ typ: 'access' }, userId, '15m', new TextEncoder().encode('some-other-secret-of-at-least-32-chars!'));
    expectProblem(await me(t, bearer(forged)), 401, 'unauthenticated');
  });

  test('an unsigned (alg none) token is 401', async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ typ: 'access', sub: userId, exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    expectProblem(await me(t, bearer(unsigned)), 401, 'unauthenticated');
  });

  test('a validly signed token that is not an access token, or names no user, is 401', async () => {
    expectProblem(await me(t, bearer(await sign({ typ: 'refresh' }, userId, '15m'))), 401, 'unauthenticated');
    expectProblem(await me(t, bearer(await sign({ typ: 'access' }, '0190a3c4-0000-7000-8000-000000000000', '15m'))), 401, 'unauthenticated');
  });

  test('a validly signed token without exp, sub or iat is 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const signed = (claims: Record<string, unknown>) => new SignJWT({ typ: 'access', ...claims }).setProtectedHeader({ alg: 'HS256' }).sign(TEST_JWT_SECRET);
    expectProblem(await me(t, bearer(await signed({ sub: userId, iat: now }))), 401, 'unauthenticated');
    expectProblem(await me(t, bearer(await signed({ iat: now, exp: now + 600 }))), 401, 'unauthenticated');
    expectProblem(await me(t, bearer(await signed({ sub: userId, exp: now + 600 }))), 401, 'unauthenticated');
    expect((await me(t, bearer(await signed({ sub: userId, iat: now, exp: now + 600 })))).statusCode).toBe(200);
  });

  test('a token issued longer ago than an access token lives is 401, whatever its exp says', async () => {
    const now = Math.floor(Date.now() / 1000);
    const old = await new SignJWT({ typ: 'access' }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId)
      .setIssuedAt(now - 16 * 60).setExpirationTime(now + 24 * 3600).sign(TEST_JWT_SECRET);
    expectProblem(await me(t, bearer(old)), 401, 'unauthenticated');
  });

  test('the control: a token signed the same way for the real user works', async () => {
    expect((await me(t, bearer(await sign({ typ: 'access' }, userId, '15m')))).statusCode).toBe(200);
  });
});

describe('Cache-Control on API answers', () => {
  test('every /api/v1 answer is no-store: a session, a problem, a 204, a key secret; the console shell is not', async () => {
    const signedIn = await login(t, ADMIN_EMAIL);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const token = signedIn.json().accessToken;
    const created = await t.inject({ method: 'POST', url: '/api/v1/api-keys', headers: bearer(token),
      payload: { name: 'cache-control', scopes: ['companies:read'], rateLimitPerHour: 10, expiresAt: new Date(Date.now() + 3600_000).toISOString() } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const problem = await me(t, {});
    expectProblem(problem, 401, 'unauthenticated');
    expect(problem.headers['cache-control']).toBe('no-store');
    const revoked = await t.inject({ method: 'DELETE', url: `/api/v1/api-keys/${created.json().id}`, headers: bearer(token) });
    expect(revoked.statusCode).toBe(204);
    expect(revoked.headers['cache-control']).toBe('no-store');
    const unknown = await t.inject({ method: 'GET', url: '/api/v1/no-such-thing?x=1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect((await t.inject({ method: 'GET', url: '/healthz' })).headers['cache-control']).toBeUndefined();
  });
});

describe('password hashes', () => {
  const storedHash = async (email: string) =>
    (await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email.toLowerCase())))[0].hash;
  // the test app hashes at TEST_PASSWORD_HASH_COST; the production cost is held in test/core/passwords.unit.test.ts
  const N = 2 ** TEST_PASSWORD_HASH_COST;
  const OLD_N = N / 4;

  test('new hashes use scrypt at N = 2^BOS_PASSWORD_HASH_COST, r = 8, p = 1, the parameters in the hash', async () => {
    await createMember(t, 'fresh-hash@example.com');
    expect(await storedHash('fresh-hash@example.com')).toMatch(new RegExp(`^scrypt\\$${N}\\$8\\$1\\$`));
  });

  test('a user with a hash of a lower cost signs in, and afterwards the stored hash has today\'s cost', async () => {
    const email = 'old-hash@example.com';
    await createMember(t, email);
    const salt = crypto.randomBytes(16);
    const oldHash = ['scrypt', OLD_N, 8, 1, salt.toString('base64url'), crypto.scryptSync(ADMIN_PASSWORD, salt, 32, { N: OLD_N, r: 8, p: 1 }).toString('base64url')].join('$');
    await t.database.db.update(users).set({ passwordHash: oldHash }).where(eq(users.email, email));

    expectProblem(await login(t, email, 'not the password'), 401, 'unauthenticated');
    expect(await storedHash(email)).toBe(oldHash);
    expect((await login(t, email)).statusCode).toBe(200);
    const upgraded = await storedHash(email);
    expect(upgraded).toMatch(new RegExp(`^scrypt\\$${N}\\$8\\$1\\$`));
    expect((await login(t, email)).statusCode).toBe(200);
    expect(await storedHash(email)).toBe(upgraded);
  });
});
