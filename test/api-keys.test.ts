import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { generateApiKey } from '../src/server/auth/api-key-format';
import { authCacheOf } from '../src/server/auth/authenticate';
import { queryRows } from '../src/server/db/connection';
import { apiKeys, apiKeyUsage, idempotencyRecords } from '../src/server/db/schema';
import { apiKeyAuth, bearer, countRows, createApiKey, expectProblem, inOneYear, setupAdmin, type Admin } from './support/fixtures';
import { API_KEY_PATTERN, apiKeyHeaderForms, createMember, me, type Member } from './support/auth-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Admin;
/** An admin of another company. */
let other: Member;
/** A non-admin member of the admin's company. */
let accountant: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await setupAdmin(t);
  other = await createMember(t, 'other@example.com', 'ADMIN');
  accountant = await createMember(t, 'accountant@example.com', 'ACCOUNTANT', admin.companyId);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();
const keyPayload = (overrides: Record<string, unknown> = {}) => ({
  name: `key-${crypto.randomUUID().slice(0, 8)}`,
  scopes: ['companies:read'],
  rateLimitPerHour: 100,
  // before the creating key's own expiry (createApiKey's default, in one year): a key never outlives its creator
  expiresAt: inDays(30),
  ...overrides,
});
const postKey = (headers: Record<string, string>, payload: unknown) =>
  t.inject({ method: 'POST', url: '/api/v1/api-keys', headers, payload: payload as object });
const getKey = (headers: Record<string, string>, id: string) => t.inject({ method: 'GET', url: `/api/v1/api-keys/${id}`, headers });
const keyRows = async () => ({ keys: await countRows(t, apiKeys), usage: await countRows(t, apiKeyUsage) });
const keyRow = async (id: string) => (await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0];
/** Expires a key in the database; the service hears of it by notification (on PostgreSQL a moment later). */
const expireKey = async (id: string) => {
  await t.database.db.execute(sql`UPDATE api_keys SET expires_at = now() - interval '1 minute' WHERE id = ${id}`);
  await authCacheOf(t.app).settled();
};
const fieldPaths = (problem: { errors?: { path: string }[] }) => problem.errors?.map((e) => e.path) ?? [];

describe('POST /api-keys', () => {
  test('creates a key: 201, Location, the secret once, only its hash stored', async () => {
    const payload = keyPayload({ name: 'ci-deploy', description: 'Deploys from CI', scopes: ['companies:read', 'api-keys:read'], rateLimitPerHour: 250 });
    const res = await postKey(bearer(admin.token), payload);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(res.headers.location).toBe(`/api/v1/api-keys/${body.id}`);
    expect(body.key).toMatch(API_KEY_PATTERN);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      key: body.key,
      name: 'ci-deploy',
      description: 'Deploys from CI',
      start: body.key.slice(0, 12),
      scopes: ['companies:read', 'api-keys:read'],
      rateLimitPerHour: 250,
      expiresAt: new Date(payload.expiresAt).toISOString(),
      status: 'ACTIVE',
      lastUsedAt: null,
      revokedAt: null,
      userId: admin.userId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });

    const row = await keyRow(body.id);
    expect(row.keyHash).not.toBe(body.key);
    expect(row.keyHash).toBe(crypto.createHash('sha256').update(body.key).digest('hex'));
    expect(row.start).toBe(body.key.slice(0, 12));
    expect(row.companyId).toBe(admin.companyId);
    const [everyColumn] = await queryRows<{ json: string }>(t.database.db, sql`SELECT row_to_json(k)::text AS json FROM api_keys k WHERE id = ${body.id}`);
    expect(everyColumn.json).toContain(row.keyHash);
    expect(everyColumn.json).not.toContain(body.key);

    for (const later of [await getKey(bearer(admin.token), body.id), await t.inject({ method: 'GET', url: '/api/v1/api-keys', headers: bearer(admin.token) })]) {
      expect(later.statusCode).toBe(200);
      expect(later.body).not.toContain(body.key);
      expect(later.body).not.toContain('"key"');
    }
    const { key: _secret, ...record } = body;
    expect((await getKey(bearer(admin.token), body.id)).json()).toEqual(record);
  });

  test('every key is different', async () => {
    const keys = await Promise.all([1, 2, 3].map(() => createApiKey(t, admin.token)));
    expect(new Set(keys.map((k) => k.key)).size).toBe(3);
    expect(new Set(keys.map((k) => k.start)).size).toBe(3);
  });

  test('an expiresAt without offset means UTC; one with an offset is converted', async () => {
    const local = await postKey(bearer(admin.token), keyPayload({ expiresAt: '2099-06-30T12:00:00' }));
    expect(local.statusCode, local.body).toBe(201);
    expect(local.json().expiresAt).toBe('2099-06-30T12:00:00.000Z');
    const offset = await postKey(bearer(admin.token), keyPayload({ expiresAt: '2099-06-30T12:00:00+02:00' }));
    expect(offset.json().expiresAt).toBe('2099-06-30T10:00:00.000Z');
  });

  test('repeated scopes are stored once', async () => {
    const res = await postKey(bearer(admin.token), keyPayload({ scopes: ['companies:read', 'companies:read'] }));
    expect(res.json().scopes).toEqual(['companies:read']);
  });

  const { name: _, ...withoutName } = keyPayload();
  test.each([
    ['a missing name', withoutName, 'name'],
    ['a blank name', keyPayload({ name: '   ' }), 'name'],
    ['a name over 200 characters', keyPayload({ name: 'n'.repeat(201) }), 'name'],
    ['a name that is not a string', keyPayload({ name: 42 }), 'name'],
    ['an unknown scope', keyPayload({ scopes: ['companies:read', 'companies:delete'] }), 'scopes.1'],
    ['empty scopes', keyPayload({ scopes: [] }), 'scopes'],
    ['scopes as a string', keyPayload({ scopes: 'companies:read' }), 'scopes'],
    ['missing scopes', keyPayload({ scopes: undefined }), 'scopes'],
    ['a past expiresAt', keyPayload({ expiresAt: '2020-01-01T00:00:00Z' }), 'expiresAt'],
    ['an expiresAt that is no date-time', keyPayload({ expiresAt: 'next year' }), 'expiresAt'],
    ['a date-only expiresAt', keyPayload({ expiresAt: '2099-01-01' }), 'expiresAt'],
    ['a missing expiresAt', keyPayload({ expiresAt: undefined }), 'expiresAt'],
    ['rateLimitPerHour 0', keyPayload({ rateLimitPerHour: 0 }), 'rateLimitPerHour'],
    ['rateLimitPerHour 1000001', keyPayload({ rateLimitPerHour: 1_000_001 }), 'rateLimitPerHour'],
    ['rateLimitPerHour 1.5', keyPayload({ rateLimitPerHour: 1.5 }), 'rateLimitPerHour'],
    ['rateLimitPerHour "10"', keyPayload({ rateLimitPerHour: '10' }), 'rateLimitPerHour'],
    ['rateLimitPerHour -1', keyPayload({ rateLimitPerHour: -1 }), 'rateLimitPerHour'],
    ['a missing rateLimitPerHour', keyPayload({ rateLimitPerHour: undefined }), 'rateLimitPerHour'],
    ['a description that is not a string', keyPayload({ description: ['x'] }), 'description'],
    ['a companyIdString that is no UUID', keyPayload({ companyIdString: 'acme' }), 'companyIdString'],
  ])('rejects %s with 422 naming the field, and writes nothing', async (_label, payload, path) => {
    const before = await keyRows();
    const res = await postKey(bearer(admin.token), payload);
    expect(fieldPaths(expectProblem(res, 422, 'validation'))).toContain(path);
    expect(await keyRows()).toEqual(before);
  });

  test('accepts the bounds of rateLimitPerHour: 1 and 1000000', async () => {
    expect((await postKey(bearer(admin.token), keyPayload({ rateLimitPerHour: 1 }))).statusCode).toBe(201);
    expect((await postKey(bearer(admin.token), keyPayload({ rateLimitPerHour: 1_000_000 }))).statusCode).toBe(201);
  });

  test('a body that is not an object is 422', async () => {
    const before = await keyRows();
    expectProblem(await postKey(bearer(admin.token), []), 422, 'validation');
    expect(await keyRows()).toEqual(before);
  });

  test('malformed JSON is 400 invalid-json and writes nothing', async () => {
    const before = await keyRows();
    const res = await t.inject({
      method: 'POST', url: '/api/v1/api-keys', headers: { ...bearer(admin.token), 'content-type': 'application/json' }, payload: '{"name": "x", ',
    });
    expectProblem(res, 400, 'invalid-json');
    expect(await keyRows()).toEqual(before);
  });

  test('a body over 1 MiB is 413 payload-too-large and writes nothing', async () => {
    const before = await keyRows();
    const res = await postKey(bearer(admin.token), keyPayload({ description: 'x'.repeat(1024 * 1024) }));
    expectProblem(res, 413, 'payload-too-large');
    expect(await keyRows()).toEqual(before);
  });

  test('an active name is unique per user, case-insensitively: 409', async () => {
    await createApiKey(t, admin.token, { name: 'Reporting' });
    const before = await keyRows();
    const res = await postKey(bearer(admin.token), keyPayload({ name: '  REPORTING ' }));
    expect(expectProblem(res, 409, 'conflict').detail).toContain('REPORTING');
    expect(await keyRows()).toEqual(before);
    // Another user may use the name.
    expect((await postKey(bearer(other.token), keyPayload({ name: 'reporting' }))).statusCode).toBe(201);
  });

  test('a name may be used again once its key is revoked', async () => {
    const first = await createApiKey(t, admin.token, { name: 'nightly-sync' });
    expect((await t.inject({ method: 'DELETE', url: `/api/v1/api-keys/${first.id}`, headers: bearer(admin.token) })).statusCode).toBe(204);
    const second = await postKey(bearer(admin.token), keyPayload({ name: 'Nightly-Sync' }));
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().id).not.toBe(first.id);
  });

  test('Idempotency-Key never stores the secret', async () => {
    const res = await postKey({ ...bearer(admin.token), 'idempotency-key': 'create-key-1' }, keyPayload({ name: 'idempotent' }));
    expect(res.statusCode, res.body).toBe(201);
    const records = await t.database.db.select().from(idempotencyRecords);
    expect(JSON.stringify(records)).not.toContain(res.json().key);
    // A retry cannot create a second key with the name.
    const retry = await postKey({ ...bearer(admin.token), 'idempotency-key': 'create-key-1' }, keyPayload({ name: 'idempotent' }));
    expect(retry.body).not.toContain(res.json().key);
    expect(await t.database.db.select().from(apiKeys).where(sql`lower(${apiKeys.name}) = 'idempotent'`)).toHaveLength(1);
  });
});

describe('scopes of a new key', () => {
  test('a key without api-keys:write cannot create keys: 403 naming the scope', async () => {
    const readOnly = await createApiKey(t, admin.token, { scopes: ['companies:read'] });
    const before = await keyRows();
    const res = await postKey(apiKeyAuth(readOnly.key), keyPayload());
    expect(expectProblem(res, 403, 'forbidden-scope').detail).toContain('api-keys:write');
    expect(await keyRows()).toEqual(before);
  });

  test('a key may grant what it holds, but not a scope it lacks', async () => {
    const creator = await createApiKey(t, admin.token, { scopes: ['api-keys:write', 'companies:read'] });
    expect((await postKey(apiKeyAuth(creator.key), keyPayload({ scopes: ['companies:read', 'api-keys:read'] }))).statusCode).toBe(201);
    const before = await keyRows();
    const res = await postKey(apiKeyAuth(creator.key), keyPayload({ scopes: ['companies:read', 'items:read'] }));
    expect(expectProblem(res, 403, 'forbidden-scope').detail).toContain('items:read');
    expect(await keyRows()).toEqual(before);
  });

  test('a user may not grant a scope outside their role', async () => {
    expect((await postKey(bearer(accountant.token), keyPayload({ scopes: ['accounts:write'] }))).statusCode).toBe(201);
    const before = await keyRows();
    const res = await postKey(bearer(accountant.token), keyPayload({ scopes: ['users:write'] }));
    expect(expectProblem(res, 403, 'forbidden-scope').detail).toContain('users:write');
    expect(await keyRows()).toEqual(before);
  });

  test('* needs a creator holding *', async () => {
    const before = await keyRows();
    expect(expectProblem(await postKey(bearer(accountant.token), keyPayload({ scopes: ['*'] })), 403, 'forbidden-scope').detail).toContain('*');
    const narrow = await createApiKey(t, admin.token, { scopes: ['api-keys:write'] });
    expectProblem(await postKey(apiKeyAuth(narrow.key), keyPayload({ scopes: ['*'] })), 403, 'forbidden-scope');
    expect(await keyRows()).toEqual({ keys: before.keys + 1, usage: before.usage + 1 });

    const star = await createApiKey(t, admin.token, { scopes: ['*'] });
    const fromStarKey = await postKey(apiKeyAuth(star.key), keyPayload({ scopes: ['*'] }));
    expect(fromStarKey.statusCode, fromStarKey.body).toBe(201);
    expect(fromStarKey.json().scopes).toEqual(['*']);
  });

  test('a key acts with its scopes: read does not allow write, write allows read', async () => {
    const reader = await createApiKey(t, admin.token, { scopes: ['api-keys:read'] });
    expect((await t.inject({ method: 'GET', url: '/api/v1/api-keys', headers: apiKeyAuth(reader.key) })).statusCode).toBe(200);
    expectProblem(await t.inject({ method: 'DELETE', url: `/api/v1/api-keys/${reader.id}`, headers: apiKeyAuth(reader.key) }), 403, 'forbidden-scope');
    const writer = await createApiKey(t, admin.token, { scopes: ['api-keys:write'] });
    expect((await t.inject({ method: 'GET', url: '/api/v1/api-keys', headers: apiKeyAuth(writer.key) })).statusCode).toBe(200);
  });
});

describe('authenticating with a key', () => {
  let key: string;
  beforeAll(async () => {
    key = (await createApiKey(t, admin.token, { scopes: ['companies:read'] })).key;
  });

  test.each(Object.entries(apiKeyHeaderForms))('%s works', async (_form, headers) => {
    const res = await me(t, headers(key));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().id).toBe(admin.userId);
    expect(res.headers['ratelimit-policy']).toBe('"hourly";q=1000;w=3600');
  });

  test.each(['x-api-key: <key>', 'X-API-KEY <key>', 'X-API-Key:<key>', 'X-API-Key:  <key>  '])('the Authorization form %j is also read', async (form) => {
    expect((await me(t, { authorization: form.replace('<key>', key) })).statusCode).toBe(200);
  });

  test('a bearer session works too and carries no rate-limit headers', async () => {
    const res = await me(t, bearer(admin.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['ratelimit-policy']).toBeUndefined();
  });

  /** Reads the key usage bookkeeping, and watches every statement sent to the database that answers key lookups. */
  async function watchKeyLookups() {
    const usage = () => t.database.db.select().from(apiKeyUsage).orderBy(apiKeyUsage.apiKeyId);
    const before = await usage();
    const execute = vi.spyOn(t.database.usageDb, 'execute');
    return { execute, unchanged: async () => expect(await usage()).toEqual(before) };
  }

  test.each([
    ['too short', 'bos_abc'],
    ['without the prefix', `key_${'a'.repeat(46)}`],
    ['with a character outside base62', `bos_${'a'.repeat(45)}-`],
    ['empty', ''],
  ])('a malformed key (%s) is 401 without a database lookup', async (_label, malformed) => {
    const watch = await watchKeyLookups();
    const res = await me(t, { 'x-api-key': malformed || ' ' });
    expectProblem(res, 401, 'unauthenticated');
    expect(res.headers['www-authenticate']).toBeDefined();
    expect(watch.execute).not.toHaveBeenCalled();
    await watch.unchanged();
  });

  test('a key with a wrong checksum is 401 without a database lookup', async () => {
    const last = key.at(-1) === 'a' ? 'b' : 'a';
    const mistyped = key.slice(0, -1) + last;
    const watch = await watchKeyLookups();
    const res = await me(t, apiKeyAuth(mistyped));
    expect(expectProblem(res, 401, 'unauthenticated').detail).toMatch(/checksum/);
    expect(watch.execute).not.toHaveBeenCalled();
    await watch.unchanged();
  });

  test('a well-formed key nobody issued is 401 (after one lookup)', async () => {
    const watch = await watchKeyLookups();
    const res = await me(t, apiKeyAuth(generateApiKey()));
    expect(expectProblem(res, 401, 'unauthenticated').detail).toMatch(/Unknown/);
    expect(watch.execute).toHaveBeenCalledTimes(1);
    await watch.unchanged();
  });

  test('an expired key is 401 api-key-expired', async () => {
    const expiring = await createApiKey(t, admin.token);
    expect((await me(t, apiKeyAuth(expiring.key))).statusCode).toBe(200);
    await expireKey(expiring.id);
    const res = await me(t, apiKeyAuth(expiring.key));
    expectProblem(res, 401, 'api-key-expired');
    expect(res.headers['www-authenticate']).toBeDefined();
  });

  test('a revoked key is 401 api-key-revoked', async () => {
    const revoked = await createApiKey(t, admin.token);
    await t.inject({ method: 'DELETE', url: `/api/v1/api-keys/${revoked.id}`, headers: bearer(admin.token) });
    const res = await me(t, apiKeyAuth(revoked.key));
    expectProblem(res, 401, 'api-key-revoked');
    expect(res.headers['www-authenticate']).toBeDefined();
  });
});

describe('GET /api-keys', () => {
  let lister: Member;
  const names = ['list-a', 'list-b', 'list-c', 'list-d', 'list-e'];
  const limits = [10, 20, 10, 20, 10];
  const list = async (query = '') => {
    const res = await t.inject({ method: 'GET', url: `/api/v1/api-keys${query}`, headers: bearer(lister.token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { content: { name: string; status: string; [f: string]: unknown }[]; page: Record<string, number> };
  };
  const namesOf = async (query: string) => (await list(query)).content.map((k) => k.name);

  beforeAll(async () => {
    lister = await createMember(t, 'lister@example.com');
    const ids: string[] = [];
    for (const [i, name] of names.entries()) ids.push((await createApiKey(t, lister.token, { name, rateLimitPerHour: limits[i] })).id);
    await t.inject({ method: 'DELETE', url: `/api/v1/api-keys/${ids[1]}`, headers: bearer(lister.token) });
    await expireKey(ids[2]);
  });

  test('answers a page of your own keys, newest first, without secrets', async () => {
    const body = await list();
    expect(body.page).toEqual({ number: 0, size: 20, totalElements: 5, totalPages: 1, nextCursor: null, previousCursor: null });
    expect(body.content.map((k) => k.name)).toEqual([...names].reverse());
    expect(body.content.map((k) => k.status)).toEqual(['ACTIVE', 'ACTIVE', 'EXPIRED', 'REVOKED', 'ACTIVE']);
    for (const key of body.content) {
      expect(key).not.toHaveProperty('key');
      expect(key.userId).toBe(lister.userId);
    }
  });

  test('pages by size and page', async () => {
    const first = await list('?size=2');
    expect(first.page).toEqual({ number: 0, size: 2, totalElements: 5, totalPages: 3, nextCursor: expect.any(String), previousCursor: null });
    expect(first.content.map((k) => k.name)).toEqual(['list-e', 'list-d']);
    expect(await namesOf('?size=2&page=1')).toEqual(['list-c', 'list-b']);
    expect(await namesOf('?size=2&page=2')).toEqual(['list-a']);
    const past = await list('?size=2&page=3');
    expect(past.content).toEqual([]);
    expect(past.page).toEqual({ number: 3, size: 2, totalElements: 5, totalPages: 3, nextCursor: null, previousCursor: null });
  });

  test.each([
    ['?sort=name', names],
    ['?sort=-name', [...names].reverse()],
    ['?sort=name,desc', [...names].reverse()],
    ['?sort=name,asc', names],
    ['?sort=rateLimitPerHour,desc&sort=name', ['list-b', 'list-d', 'list-a', 'list-c', 'list-e']],
    ['?sort=-rateLimitPerHour&sort=-name', ['list-d', 'list-b', 'list-e', 'list-c', 'list-a']],
    ['?sort=rateLimitPerHour,asc,name,desc', ['list-e', 'list-c', 'list-a', 'list-d', 'list-b']],
  ])('sorts with %s', async (query, expected) => {
    expect(await namesOf(query)).toEqual(expected);
  });

  test.each([
    ['ACTIVE', ['list-a', 'list-d', 'list-e']],
    ['EXPIRED', ['list-c']],
    ['REVOKED', ['list-b']],
  ])('filters by status=%s', async (status, expected) => {
    const body = await list(`?status=${status}&sort=name`);
    expect(body.content.map((k) => k.name)).toEqual(expected);
    expect(body.content.every((k) => k.status === status)).toBe(true);
    expect(body.page.totalElements).toBe(expected.length);
  });

  test('filters by name, case-insensitively, with wildcards taken literally', async () => {
    expect(await namesOf('?name=LIST-D')).toEqual(['list-d']);
    expect(await namesOf('?name=%25')).toEqual([]);
  });

  test.each([
    ['?sort=keyHash', 'sort'],
    ['?status=ALIVE', 'status'],
    ['?size=0', 'size'],
    ['?size=201', 'size'],
    ['?page=-1', 'page'],
    ['?page=first', 'page'],
  ])('%s is 400 invalid-query naming the parameter', async (query, path) => {
    const res = await t.inject({ method: 'GET', url: `/api/v1/api-keys${query}`, headers: bearer(lister.token) });
    expect(fieldPaths(expectProblem(res, 400, 'invalid-query'))).toContain(path);
  });
});

describe('GET /api-keys/{id}', () => {
  test('answers your key, with lastUsedAt once it has been used', async () => {
    const created = await createApiKey(t, admin.token);
    const unused = await getKey(bearer(admin.token), created.id);
    expect(unused.statusCode).toBe(200);
    expect(unused.json()).toMatchObject({ id: created.id, name: created.name, lastUsedAt: null, status: 'ACTIVE' });

    const before = Date.now();
    expect((await me(t, apiKeyAuth(created.key))).statusCode).toBe(200);
    const used = (await getKey(bearer(admin.token), created.id)).json();
    expect(used.lastUsedAt).toEqual(expect.any(String));
    expect(Date.parse(used.lastUsedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(used.lastUsedAt)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  test("another user's key is 404", async () => {
    const others = await createApiKey(t, other.token);
    expectProblem(await getKey(bearer(admin.token), others.id), 404, 'not-found');
    expect((await getKey(bearer(other.token), others.id)).statusCode).toBe(200);
  });

  test('an id nobody has is 404, a malformed id 400 invalid-query', async () => {
    expectProblem(await getKey(bearer(admin.token), crypto.randomUUID()), 404, 'not-found');
    expect(fieldPaths(expectProblem(await getKey(bearer(admin.token), 'not-a-uuid'), 400, 'invalid-query'))).toContain('id');
  });

  test('any UUID form finds the key', async () => {
    const created = await createApiKey(t, admin.token);
    expect((await getKey(bearer(admin.token), created.id.toUpperCase())).json().id).toBe(created.id);
  });
});

describe('a key never widens itself', () => {
  const revoke = (headers: Record<string, string>, id: string) => t.inject({ method: 'DELETE', url: `/api/v1/api-keys/${id}`, headers });
  const revokeByName = (headers: Record<string, string>, name: string) =>
    t.inject({ method: 'DELETE', url: '/api/v1/api-keys', headers, payload: { name } });

  test('a key cannot create a key that outlives it: 403 key-would-widen, nothing written', async () => {
    const expiresAt = inDays(10);
    const creator = await createApiKey(t, admin.token, { scopes: ['api-keys:write', 'companies:read'], expiresAt });
    const before = await keyRows();
    const later = await postKey(apiKeyAuth(creator.key), keyPayload({ expiresAt: inDays(11) }));
    expect(expectProblem(later, 403, 'key-would-widen').detail).toContain(new Date(expiresAt).toISOString());
    expect(await keyRows()).toEqual(before);
    const same = await postKey(apiKeyAuth(creator.key), keyPayload({ expiresAt }));
    expect(same.statusCode, same.body).toBe(201);
  });

  test('a key cannot create a key with a higher rate limit', async () => {
    const creator = await createApiKey(t, admin.token, { scopes: ['api-keys:write', 'companies:read'], rateLimitPerHour: 50 });
    const before = await keyRows();
    const faster = await postKey(apiKeyAuth(creator.key), keyPayload({ rateLimitPerHour: 51 }));
    expect(expectProblem(faster, 403, 'key-would-widen').detail).toContain('at most 50');
    expect(await keyRows()).toEqual(before);
    expect((await postKey(apiKeyAuth(creator.key), keyPayload({ rateLimitPerHour: 50 }))).statusCode).toBe(201);
  });

  test('a session is not narrowed: it may create a key for longer and faster than any of its keys', async () => {
    const res = await postKey(bearer(admin.token), keyPayload({ rateLimitPerHour: 1_000_000, expiresAt: inDays(3650), scopes: ['*'] }));
    expect(res.statusCode, res.body).toBe(201);
  });

  test("a narrow key cannot revoke a wider key, by id or by name; the admin's * key stays active", async () => {
    const star = await createApiKey(t, admin.token, { scopes: ['*'], name: 'admin-star' });
    const narrow = await createApiKey(t, admin.token, { scopes: ['api-keys:write'] });
    expectProblem(await revoke(apiKeyAuth(narrow.key), star.id), 403, 'key-would-widen');
    expectProblem(await revokeByName(apiKeyAuth(narrow.key), 'admin-star'), 403, 'key-would-widen');
    expect((await keyRow(star.id)).revokedAt).toBeNull();
    expect((await me(t, apiKeyAuth(star.key))).statusCode).toBe(200);

    const wider = await createApiKey(t, admin.token, { scopes: ['api-keys:write', 'companies:read'] });
    expectProblem(await revoke(apiKeyAuth(narrow.key), wider.id), 403, 'key-would-widen');
    expect((await keyRow(wider.id)).revokedAt).toBeNull();
  });

  test('a key may revoke keys within its scopes, itself included', async () => {
    const writer = await createApiKey(t, admin.token, { scopes: ['api-keys:write', 'companies:write'] });
    const reader = await createApiKey(t, admin.token, { scopes: ['companies:read', 'api-keys:read'], name: 'within-reader' });
    expect((await revokeByName(apiKeyAuth(writer.key), 'within-reader')).statusCode).toBe(204);
    expect((await keyRow(reader.id)).revokedAt).toBeInstanceOf(Date);
    expect((await revoke(apiKeyAuth(writer.key), writer.id)).statusCode).toBe(204);
    expectProblem(await me(t, apiKeyAuth(writer.key)), 401, 'api-key-revoked');
  });
});

describe('DELETE /api-keys/{id}', () => {
  const revoke = (headers: Record<string, string>, id: string) => t.inject({ method: 'DELETE', url: `/api/v1/api-keys/${id}`, headers });

  test('revokes your key: 204, status REVOKED, kept for audit', async () => {
    const created = await createApiKey(t, admin.token);
    const before = await keyRows();
    const res = await revoke(bearer(admin.token), created.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await keyRows()).toEqual(before);
    const revoked = (await getKey(bearer(admin.token), created.id)).json();
    expect(revoked).toMatchObject({ status: 'REVOKED', revokedAt: expect.any(String), version: 2 });
    expectProblem(await me(t, apiKeyAuth(created.key)), 401, 'api-key-revoked');

    expect((await revoke(bearer(admin.token), created.id)).statusCode).toBe(204);
    expect((await getKey(bearer(admin.token), created.id)).json()).toMatchObject({ revokedAt: revoked.revokedAt, version: 2 });
  });

  test("another user's key is 404 and stays active", async () => {
    const others = await createApiKey(t, other.token);
    expectProblem(await revoke(bearer(admin.token), others.id), 404, 'not-found');
    expect((await keyRow(others.id)).revokedAt).toBeNull();
    expect((await me(t, apiKeyAuth(others.key))).statusCode).toBe(200);
  });

  test('a malformed id is 400 invalid-query', async () => {
    expectProblem(await revoke(bearer(admin.token), '12345'), 400, 'invalid-query');
  });
});

describe('DELETE /api-keys (by name, the create shape)', () => {
  const revokeByName = (headers: Record<string, string>, payload: unknown) =>
    t.inject({ method: 'DELETE', url: '/api/v1/api-keys', headers, payload: payload as object });

  test('the create payload identifies the key by its name', async () => {
    const payload = keyPayload({ name: 'to-delete' });
    const created = (await postKey(bearer(admin.token), payload)).json();
    const res = await revokeByName(bearer(admin.token), payload);
    expect(res.statusCode, res.body).toBe(204);
    expect((await keyRow(created.id)).revokedAt).toBeInstanceOf(Date);
    expectProblem(await me(t, apiKeyAuth(created.key)), 401, 'api-key-revoked');
  });

  test('the name alone is enough, matched case-insensitively', async () => {
    const created = await createApiKey(t, admin.token, { name: 'Mixed-Case' });
    expect((await revokeByName(bearer(admin.token), { name: ' mixed-CASE ' })).statusCode).toBe(204);
    expect((await keyRow(created.id)).revokedAt).toBeInstanceOf(Date);
  });

  test('an expired key can be deleted with the payload that created it', async () => {
    const payload = keyPayload({ name: 'expired-one' });
    const created = (await postKey(bearer(admin.token), payload)).json();
    await expireKey(created.id);
    const res = await revokeByName(bearer(admin.token), { ...payload, expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect(res.statusCode, res.body).toBe(204);
    expect((await keyRow(created.id)).revokedAt).toBeInstanceOf(Date);
  });

  test('an unknown name, or the name of a revoked key, is 404', async () => {
    expectProblem(await revokeByName(bearer(admin.token), { name: 'no-such-key' }), 404, 'not-found');
    const created = await createApiKey(t, admin.token, { name: 'gone' });
    await revokeByName(bearer(admin.token), { name: 'gone' });
    const revokedAt = (await keyRow(created.id)).revokedAt;
    expectProblem(await revokeByName(bearer(admin.token), { name: 'gone' }), 404, 'not-found');
    expect((await keyRow(created.id)).revokedAt).toEqual(revokedAt);
  });

  test("another user's key of that name is 404 and stays active", async () => {
    const others = await createApiKey(t, other.token, { name: 'others-only' });
    expectProblem(await revokeByName(bearer(admin.token), { name: 'others-only' }), 404, 'not-found');
    expect((await keyRow(others.id)).revokedAt).toBeNull();
  });

  test('a payload without a name is 422 and revokes nothing', async () => {
    const { name: _, ...rest } = keyPayload();
    const active = async () => (await t.database.db.select().from(apiKeys).where(sql`${apiKeys.revokedAt} IS NULL`)).length;
    const before = await active();
    expect(fieldPaths(expectProblem(await revokeByName(bearer(admin.token), rest), 422, 'validation'))).toContain('name');
    expect(await active()).toBe(before);
  });
});

describe("another company's records", () => {
  test("a non-member gets 404 for the company", async () => {
    expectProblem(await t.inject({ method: 'GET', url: `/api/v1/companies/${admin.companyId}`, headers: bearer(other.token) }), 404, 'not-found');
    expectProblem(await t.inject({ method: 'GET', url: `/api/v1/companies/${other.companyId}`, headers: bearer(admin.token) }), 404, 'not-found');
    expect((await t.inject({ method: 'GET', url: `/api/v1/companies/${admin.companyId}`, headers: bearer(admin.token) })).statusCode).toBe(200);
  });

  test("a key for another company is 403 forbidden-company and writes nothing", async () => {
    const before = await keyRows();
    expectProblem(await postKey(bearer(admin.token), keyPayload({ companyIdString: other.companyId })), 403, 'forbidden-company');
    const viaKey = await createApiKey(t, admin.token, { scopes: ['api-keys:write', 'companies:read'] });
    expectProblem(await postKey(apiKeyAuth(viaKey.key), keyPayload({ companyIdString: other.companyId })), 403, 'forbidden-company');
    expect(await keyRows()).toEqual({ keys: before.keys + 1, usage: before.usage + 1 });
  });

  test('a key for a company you are a member of acts for it', async () => {
    const res = await postKey(bearer(accountant.token), keyPayload({ companyIdString: admin.companyId.toUpperCase() }));
    expect(res.statusCode, res.body).toBe(201);
    expect((await keyRow(res.json().id)).companyId).toBe(admin.companyId);
  });

  test("another company's key cannot read this company", async () => {
    const othersKey = await createApiKey(t, other.token, { scopes: ['companies:read'] });
    expectProblem(await t.inject({ method: 'GET', url: `/api/v1/companies/${admin.companyId}`, headers: apiKeyAuth(othersKey.key) }), 404, 'not-found');
  });
});
