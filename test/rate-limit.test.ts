import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiKeyUsage } from '../src/server/db/schema';
import { apiKeyAuth, bearer, createApiKey, expectProblem, setupAdmin, type Admin } from './support/fixtures';
import { me } from './support/auth-fixtures';
import { buildTestApp, createTestApp, createTestDatabase, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await createTestApp();
  admin = await setupAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

/** The `RateLimit` header's remaining count and reset seconds. */
function rateLimitOf(res: LightMyRequestResponse) {
  const match = String(res.headers.ratelimit).match(/^"hourly";r=(\d+);t=(\d+)$/);
  expect(match, `RateLimit: ${res.headers.ratelimit}`).not.toBeNull();
  return { remaining: Number(match![1]), reset: Number(match![2]) };
}

/** The rolling window is 61 one-minute buckets: a request is forgotten at most 3660 s after it was made. */
function expectReset(seconds: number) {
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(3660);
}

const statuses = (responses: LightMyRequestResponse[]) => ({
  ok: responses.filter((r) => r.statusCode === 200).length,
  limited: responses.filter((r) => r.statusCode === 429).length,
});

const countedRequests = async (apiKeyId: string) => {
  const [row] = await t.database.db.select().from(apiKeyUsage).where(eq(apiKeyUsage.apiKeyId, apiKeyId));
  return row.minuteCounts.reduce((sum, n) => sum + n, 0);
};

describe('rate limit of one key', () => {
  test('N requests pass with RateLimit headers counting down, request N+1 is 429', async () => {
    const limit = 5;
    const { key, id } = await createApiKey(t, admin.token, { rateLimitPerHour: limit });
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i <= limit; i++) responses.push(await me(t, apiKeyAuth(key)));

    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
    for (const res of responses) expect(res.headers['ratelimit-policy']).toBe(`"hourly";q=${limit};w=3600`);
    expect(responses.map((r) => rateLimitOf(r).remaining)).toEqual([4, 3, 2, 1, 0, 0]);
    for (const res of responses) expectReset(rateLimitOf(res).reset);

    const limited = responses[limit];
    expect(expectProblem(limited, 429, 'rate-limited').detail).toContain(`${limit} requests per hour`);
    const retryAfter = Number(limited.headers['retry-after']);
    expectReset(retryAfter);
    expect(retryAfter).toBe(rateLimitOf(limited).reset);
    expect(await countedRequests(id)).toBe(limit);
  });

  test('a refused request does not count, and the key stays refused', async () => {
    const { key, id } = await createApiKey(t, admin.token, { rateLimitPerHour: 2 });
    for (let i = 0; i < 2; i++) expect((await me(t, apiKeyAuth(key))).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expectProblem(await me(t, apiKeyAuth(key)), 429, 'rate-limited');
    expect(await countedRequests(id)).toBe(2);
  });

  test('every response of a keyed request carries the headers, errors included', async () => {
    const { key } = await createApiKey(t, admin.token, { rateLimitPerHour: 10, scopes: ['api-keys:read'] });
    const forbidden = await me(t, apiKeyAuth(key));
    expectProblem(forbidden, 403, 'forbidden-scope');
    expect(rateLimitOf(forbidden).remaining).toBe(9);
    const notFound = await t.inject({ method: 'GET', url: '/api/v1/api-keys/00000000-0000-7000-8000-000000000000', headers: apiKeyAuth(key) });
    expectProblem(notFound, 404, 'not-found');
    expect(rateLimitOf(notFound).remaining).toBe(8);
  });

  test('each key has its own budget; sessions have none', async () => {
    const spent = await createApiKey(t, admin.token, { rateLimitPerHour: 1 });
    const fresh = await createApiKey(t, admin.token, { rateLimitPerHour: 1 });
    expect((await me(t, apiKeyAuth(spent.key))).statusCode).toBe(200);
    expect((await me(t, apiKeyAuth(spent.key))).statusCode).toBe(429);
    expect((await me(t, apiKeyAuth(fresh.key))).statusCode).toBe(200);
    const session = await me(t, bearer(admin.token));
    expect(session.statusCode).toBe(200);
    expect(session.headers.ratelimit).toBeUndefined();
  });

  test('requests older than the window are forgotten', async () => {
    const { key, id } = await createApiKey(t, admin.token, { rateLimitPerHour: 3 });
    for (let i = 0; i < 3; i++) expect((await me(t, apiKeyAuth(key))).statusCode).toBe(200);
    expect((await me(t, apiKeyAuth(key))).statusCode).toBe(429);
    // As if the last request was made 61 minutes ago: the ring's minute is moved back, the counts stay.
    await t.database.db.update(apiKeyUsage).set({ baseMinute: sql`${apiKeyUsage.baseMinute} - 61` }).where(eq(apiKeyUsage.apiKeyId, id));
    const res = await me(t, apiKeyAuth(key));
    expect(res.statusCode).toBe(200);
    expect(rateLimitOf(res).remaining).toBe(2);
  });

  test('requests made within the window still count after minutes have passed', async () => {
    const { key, id } = await createApiKey(t, admin.token, { rateLimitPerHour: 3 });
    for (let i = 0; i < 3; i++) expect((await me(t, apiKeyAuth(key))).statusCode).toBe(200);
    // As if the requests were made 30 minutes ago: move them 30 buckets back in the ring.
    await t.database.db.execute(sql`
      UPDATE api_key_usage SET
        minute_counts = (SELECT array_agg(minute_counts[((i + 30) % 61) + 1] ORDER BY i) FROM generate_series(0, 60) AS i),
        base_minute = base_minute
      WHERE api_key_id = ${id}`);
    const res = await me(t, apiKeyAuth(key));
    expectProblem(res, 429, 'rate-limited');
    const reset = rateLimitOf(res).reset;
    expect(reset).toBeGreaterThan(29 * 60);
    expect(reset).toBeLessThanOrEqual(31 * 60 + 1);
  });
});

describe('rate limit under concurrency', () => {
  test('limit + 5 requests at once: exactly limit pass', async () => {
    const limit = 10;
    const { key, id } = await createApiKey(t, admin.token, { rateLimitPerHour: limit });
    const responses = await Promise.all(Array.from({ length: limit + 5 }, () => me(t, apiKeyAuth(key))));
    expect(statuses(responses)).toEqual({ ok: limit, limited: 5 });
    expect(responses.map((r) => rateLimitOf(r).remaining).sort((a, b) => a - b)).toEqual([0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await countedRequests(id)).toBe(limit);
  });

  test.skipIf(process.env.BOS_TEST_DB !== 'postgres')('two instances sharing one PostgreSQL share the limit', async () => {
    const testDatabase = await createTestDatabase();
    const [databaseA, databaseB] = [await testDatabase.open(), await testDatabase.open()];
    const [appA, appB] = [await buildTestApp(databaseA), await buildTestApp(databaseB)];
    try {
      const setup = await appA.inject({
        method: 'POST', url: '/api/v1/auth/setup',
        payload: { email: 'twins@example.com', password: 'correct horse battery staple', company: { name: 'Twins', baseCurrency: 'USD' } },
      });
      expect(setup.statusCode, setup.body).toBe(201);
      const limit = 20;
      const created = await appB.inject({
        method: 'POST', url: '/api/v1/api-keys', headers: bearer(setup.json().accessToken),
        payload: { name: 'shared', scopes: ['*'], rateLimitPerHour: limit, expiresAt: new Date(Date.now() + 3600_000).toISOString() },
      });
      expect(created.statusCode, created.body).toBe(201);
      const key = created.json().key;

      const responses = await Promise.all(Array.from({ length: limit + 10 }, (_, i) =>
        (i % 2 ? appA : appB).inject({ method: 'GET', url: '/api/v1/auth/me', headers: apiKeyAuth(key) })));
      expect(statuses(responses)).toEqual({ ok: limit, limited: 10 });
      for (const app of [appA, appB]) {
        const after = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: apiKeyAuth(key) });
        expectProblem(after, 429, 'rate-limited');
        expect(rateLimitOf(after).remaining).toBe(0);
      }
    } finally {
      await Promise.all([appA.close(), appB.close()]);
      await Promise.all([databaseA.close(), databaseB.close()]);
      await testDatabase.drop();
    }
  });
});
