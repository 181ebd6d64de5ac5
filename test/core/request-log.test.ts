import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { ADMIN_PASSWORD, apiKeyAuth, bearer, createApiKey, setupAdmin, type Admin } from '../support/fixtures';
import { createTestDatabase, testAppConfig, type TestApp, type TestDatabase } from '../support/test-app';

/** The service at level info, its log lines kept. */
const lines: string[] = [];
let t: TestApp;
let testDatabase: TestDatabase;
let admin: Admin;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const database = await testDatabase.open();
  const logStream = new Writable({ write(chunk, _encoding, done) { lines.push(...String(chunk).split('\n').filter(Boolean)); done(); } });
  const app = await buildApp({ database, config: { ...testAppConfig, logLevel: 'info' }, logStream });
  t = { app, database, inject: (options) => app.inject(options), async close() { await app.close(); await database.close(); await testDatabase.drop(); } };
  admin = await setupAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

const requestLines = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'request');

test('one line per request: its id, method, route pattern, status, duration and who asked; never a credential, a password or a query', async () => {
  const key = await createApiKey(t, admin.token, { scopes: ['customers:read'] });
  lines.length = 0;
  const login = await t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: admin.email, password: ADMIN_PASSWORD } });
  expect(login.statusCode).toBe(200);
  const cookie = String(login.headers['set-cookie']);
  const byKey = await t.inject({ method: 'GET', url: '/api/v1/customers?search=Secret%20Buyer', headers: { ...apiKeyAuth(key.key), 'x-request-id': 'req-by-key' } });
  const byToken = await t.inject({ method: 'GET', url: '/api/v1/customers/00000000-0000-7000-8000-000000000000', headers: bearer(admin.token) });
  const anonymous = await t.inject({ method: 'GET', url: '/api/v1/customers' });
  expect([byKey.statusCode, byToken.statusCode, anonymous.statusCode]).toEqual([200, 404, 401]);

  const logged = requestLines();
  expect(logged.map((e) => [e.method, e.route, e.status, e.principal])).toEqual([
    ['POST', '/api/v1/auth/login', 200, undefined],
    ['GET', '/api/v1/customers', 200, `key:${key.id}`],
    ['GET', '/api/v1/customers/:id', 404, `user:${admin.userId}`],
    ['GET', '/api/v1/customers', 401, undefined],
  ]);
  expect(logged[1].reqId).toBe('req-by-key');
  expect(logged.every((e) => typeof e.durationMs === 'number' && e.level === 30)).toBe(true);
  expect(lines.filter((line) => line.includes('incoming request') || line.includes('request completed'))).toEqual([]);
  const all = lines.join('\n');
  for (const secret of [ADMIN_PASSWORD, key.key, admin.token, cookie.split(';')[0].split('=')[1], 'Secret Buyer', 'Secret%20Buyer']) expect(all).not.toContain(secret);
});

test('BOS_LOG_FORMAT: pretty or json as told; auto is pretty only on a terminal', () => {
  expect(loadConfig({ BOS_LOG_FORMAT: 'pretty' }).prettyLogs).toBe(true);
  expect(loadConfig({ BOS_LOG_FORMAT: 'json' }).prettyLogs).toBe(false);
  expect(loadConfig({}).prettyLogs).toBe(process.stdout.isTTY === true);
  expect(() => loadConfig({ BOS_LOG_FORMAT: 'colourful' })).toThrow('BOS_LOG_FORMAT');
});
