import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../src/server/auth/auth-cache';
import { authCacheOf } from '../src/server/auth/authenticate';
import type { Database } from '../src/server/db/connection';
import { apiKeyUsage } from '../src/server/db/schema';
import { apiKeyAuth, bearer, createApiKey, expectProblem, inOneYear, setupAdmin, type Admin } from './support/fixtures';
import { me } from './support/auth-fixtures';
import { buildTestApp, createTestApp, createTestDatabase, type TestApp } from './support/test-app';

const onPostgres = process.env.BOS_TEST_DB === 'postgres';
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

  test('keys made by a key share the first key\'s budget: minting keys adds no requests', async () => {
    const expiresAt = inOneYear();
    const first = await createApiKey(t, admin.token, { rateLimitPerHour: 3, scopes: ['api-keys:write'], expiresAt });
    const mint = (key: string) => t.inject({
      method: 'POST', url: '/api/v1/api-keys', headers: apiKeyAuth(key),
      payload: { name: `minted-${Math.random().toString(36).slice(2, 8)}`, scopes: ['api-keys:write'], rateLimitPerHour: 3, expiresAt },
    });
    const keys = (key: string) => t.inject({ method: 'GET', url: '/api/v1/api-keys', headers: apiKeyAuth(key) });
    const child = (await mint(first.key)).json() as { key: string }; // the first key's 1st request
    const grandchild = (await mint(child.key)).json() as { key: string }; // its 2nd, the child's 1st
    expect(grandchild.key).toMatch(/^bos_/);
    const third = await keys(grandchild.key); // the first key's 3rd: its budget is spent
    expect(third.statusCode).toBe(200);
    expect(rateLimitOf(third).remaining).toBe(0);
    for (const key of [grandchild.key, child.key, first.key]) {
      const refused = expectProblem(await keys(key), 429, 'rate-limited');
      expect(refused.detail).toMatch(key === first.key ? /This key may make 3 requests per hour/ : /share its 3 requests per hour/);
    }
    // a key made in the console starts a line of its own
    expect((await me(t, apiKeyAuth((await createApiKey(t, admin.token, { rateLimitPerHour: 3 })).key))).statusCode).toBe(200);
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

  test('a larger burst in one process: exactly the limit passes and is counted', async () => {
    const limit = 50;
    const { key, id } = await createApiKey(t, admin.token, { rateLimitPerHour: limit });
    const responses = await Promise.all(Array.from({ length: 80 }, () => me(t, apiKeyAuth(key))));
    expect(statuses(responses)).toEqual({ ok: limit, limited: 30 });
    expect(await countedRequests(id)).toBe(limit);
  });
});

describe('leases of the shared counter', () => {
  test('a request served from a lease writes nothing; the lease is counted when taken', async () => {
    // a lease ends with its minute: start well inside one
    const second = new Date().getSeconds();
    if (second > 55) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    const { key, id } = await createApiKey(t, admin.token, { rateLimitPerHour: 100 });
    expect((await me(t, apiKeyAuth(key))).statusCode).toBe(200);
    const [afterFirst] = await t.database.db.select().from(apiKeyUsage).where(eq(apiKeyUsage.apiKeyId, id));
    // one instance: the first lease is half of what remains
    expect(afterFirst.minuteCounts.reduce((sum, n) => sum + n, 0)).toBe(50);
    for (let i = 0; i < 5; i++) expect(rateLimitOf(await me(t, apiKeyAuth(key))).remaining).toBe(98 - i);
    const [afterSix] = await t.database.db.select().from(apiKeyUsage).where(eq(apiKeyUsage.apiKeyId, id));
    expect(afterSix).toEqual(afterFirst);
  });

  test('an instance that closes gives back what it leased and did not use', async () => {
    const { key, id } = await createApiKey(t, admin.token, { rateLimitPerHour: 100 });
    const instance = await buildTestApp(t.database);
    for (let i = 0; i < 3; i++) expect((await instance.inject({ method: 'GET', url: '/api/v1/auth/me', headers: apiKeyAuth(key) })).statusCode).toBe(200);
    // half of what remains shared by the instances: on PostgreSQL two listen now, on PGlite there is one process
    expect(await countedRequests(id)).toBe(onPostgres ? 25 : 50);
    await instance.close();
    expect(await countedRequests(id)).toBe(3);
    const res = await me(t, apiKeyAuth(key));
    expect(rateLimitOf(res).remaining).toBe(96);
  });
});

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
  let databases: Database[];
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    databases = [await testDatabase.open(), await testDatabase.open()];
    [appA, appB] = [await buildTestApp(databases[0]), await buildTestApp(databases[1])];
    const setup = await appA.inject({
      method: 'POST', url: '/api/v1/auth/setup',
      payload: { email: 'twins@example.com', password: 'correct horse battery staple', company: { name: 'Twins', baseCurrency: 'USD' } },
    });
    expect(setup.statusCode, setup.body).toBe(201);
    token = setup.json().accessToken;
  });
  afterAll(async () => {
    await Promise.all([appA?.close(), appB?.close()]);
    await Promise.all((databases ?? []).map((d) => d.close()));
    await testDatabase?.drop();
  });

  const newKey = async (rateLimitPerHour: number) => {
    const created = await appB.inject({
      method: 'POST', url: '/api/v1/api-keys', headers: bearer(token),
      payload: { name: `shared-${Math.random().toString(36).slice(2)}`, scopes: ['*'], rateLimitPerHour, expiresAt: new Date(Date.now() + 3600_000).toISOString() },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { id: string; key: string };
  };
  const meOn = (app: FastifyInstance, key: string) => app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: apiKeyAuth(key) });

  test('they never serve more than the limit together, and serve all of it once drained', async () => {
    const limit = 60;
    const { key } = await newKey(limit);
    const burst = await Promise.all(Array.from({ length: 100 }, (_, i) => meOn(i % 2 ? appA : appB, key)));
    const served = statuses(burst).ok;
    expect(served).toBeLessThanOrEqual(limit);
    expect(statuses(burst).ok + statuses(burst).limited).toBe(100);
    // What one instance leased and had not used when the other was refused is still its to serve.
    let drained = 0;
    for (const app of [appA, appB, appA]) {
      for (;;) {
        const res = await meOn(app, key);
        if (res.statusCode !== 200) {
          expectProblem(res, 429, 'rate-limited');
          expect(rateLimitOf(res).remaining).toBe(0);
          break;
        }
        drained++;
      }
    }
    expect(served + drained).toBe(limit);
  });

  test('a key revoked through one instance is refused by the other within a second', async () => {
    const { id, key } = await newKey(1000);
    expect((await meOn(appA, key)).statusCode).toBe(200); // A has the key cached now
    expect((await meOn(appA, key)).statusCode).toBe(200);
    const revoked = await appB.inject({ method: 'DELETE', url: `/api/v1/api-keys/${id}`, headers: bearer(token) });
    expect(revoked.statusCode).toBe(204);
    const revokedAt = Date.now();
    let res = await meOn(appA, key);
    while (res.statusCode === 200 && Date.now() - revokedAt < 2000) {
      await new Promise((r) => setTimeout(r, 20));
      res = await meOn(appA, key);
    }
    expectProblem(res, 401, 'api-key-revoked');
    expect(Date.now() - revokedAt).toBeLessThan(1000);
  });

  test('a user deactivated through one instance: their session and key are refused by the other within a second, and come back when reactivated', async () => {
    const invited = await appA.inject({ method: 'POST', url: '/api/v1/users/invitations', headers: bearer(token), payload: { email: `twin-${Date.now()}@example.com`, role: 'ACCOUNTANT', companyIdStrings: [(await appA.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).json().defaultCompanyId] } });
    expect(invited.statusCode, invited.body).toBe(201);
    const joined = await appA.inject({ method: 'POST', url: '/api/v1/auth/invitations/accept', payload: { token: new URL(invited.json().acceptUrl).searchParams.get('token'), name: 'Twin', password: 'a long enough password' } });
    expect(joined.statusCode, joined.body).toBe(200);
    const { accessToken, user } = joined.json();
    const key = await appA.inject({ method: 'POST', url: '/api/v1/api-keys', headers: bearer(accessToken), payload: { name: 'twin key', scopes: ['companies:read'], rateLimitPerHour: 1000, expiresAt: new Date(Date.now() + 3600_000).toISOString() } });
    expect(key.statusCode, key.body).toBe(201);
    const asUser = (auth: Record<string, string>) => appB.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth });
    expect((await asUser(bearer(accessToken))).statusCode).toBe(200); // B has both cached now
    expect((await asUser(apiKeyAuth(key.json().key))).statusCode).toBe(200);
    const change = async (active: boolean) => {
      const current = (await appA.inject({ method: 'GET', url: `/api/v1/users/${user.id}`, headers: bearer(token) })).json();
      const res = await appA.inject({ method: 'PUT', url: `/api/v1/users/${user.id}`, headers: bearer(token), payload: { role: current.role, active, companyIdStrings: current.companyIdStrings } });
      expect(res.statusCode, res.body).toBe(200);
      return Date.now();
    };
    const until = async (auth: Record<string, string>, status: number, since: number) => {
      let res = await asUser(auth);
      while (res.statusCode !== status && Date.now() - since < 2000) {
        await new Promise((r) => setTimeout(r, 20));
        res = await asUser(auth);
      }
      return res;
    };
    const deactivatedAt = await change(false);
    expectProblem(await until(bearer(accessToken), 401, deactivatedAt), 401, 'unauthenticated');
    expectProblem(await until(apiKeyAuth(key.json().key), 401, deactivatedAt), 401, 'user-deactivated');
    expect(Date.now() - deactivatedAt).toBeLessThan(1000);
    const reactivatedAt = await change(true);
    expect((await until(apiKeyAuth(key.json().key), 200, reactivatedAt)).statusCode).toBe(200);
    expect(Date.now() - reactivatedAt).toBeLessThan(1000);
  });

  test('a membership removed in the database is seen by both instances within a second', async () => {
    const { key } = await newKey(1000);
    const company = (await meOn(appA, key)).json().defaultCompanyId as string;
    const read = (app: FastifyInstance) => app.inject({ method: 'GET', url: `/api/v1/companies/${company}`, headers: apiKeyAuth(key) });
    expect((await read(appA)).statusCode).toBe(200);
    expect((await read(appB)).statusCode).toBe(200);
    await databases[0].db.execute(sql`DELETE FROM company_memberships WHERE company_id = ${company}`);
    const removedAt = Date.now();
    for (const app of [appA, appB]) {
      let res = await read(app);
      while (res.statusCode === 200 && Date.now() - removedAt < 2000) {
        await new Promise((r) => setTimeout(r, 20));
        res = await read(app);
      }
      expect(res.statusCode).toBe(404);
    }
    expect(Date.now() - removedAt).toBeLessThan(1000);
    await databases[0].db.execute(sql`INSERT INTO company_memberships (user_id, company_id) SELECT id, ${company} FROM users`);
  });

  test('when the listener connection drops, the cache is emptied and not used until listening again', async () => {
    const { id, key } = await newKey(1000);
    expect((await meOn(appA, key)).statusCode).toBe(200);
    const cache = authCacheOf(appA);
    expect(cache.usable).toBe(true);
    await databases[1].db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database() AND pid <> pg_backend_pid()`);
    const deadline = Date.now() + 2000;
    while (cache.usable && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(cache.usable).toBe(false);
    // No listener hears this revocation; the key is refused all the same.
    await databases[1].db.execute(sql`UPDATE api_keys SET revoked_at = now() WHERE id = ${id}`);
    expectProblem(await meOn(appA, key), 401, 'api-key-revoked');
    const back = Date.now() + 5000;
    while (!cache.usable && Date.now() < back) await new Promise((r) => setTimeout(r, 50));
    expect(cache.usable).toBe(true);
    expectProblem(await meOn(appA, key), 401, 'api-key-revoked');
  });
});
