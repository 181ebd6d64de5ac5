import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { installErrorHandler } from '../../src/server/http/error-handler';
import { companies } from '../../src/server/db/schema';
import { bearer, countRows, expectProblem, setupAdmin, type Admin } from '../support/fixtures';
import { dereferenced } from '../support/openapi';
import { createTestApp, testDbKind, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await createTestApp();
  admin = await setupAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

describe('problem details', () => {
  test('malformed JSON is 400 invalid-json, nothing written', async () => {
    const before = await countRows(t, companies);
    const res = await t.inject({ method: 'POST', url: '/api/v1/companies', headers: { ...bearer(admin.token), 'content-type': 'application/json' }, payload: '{"name": ' });
    const body = expectProblem(res, 400, 'invalid-json');
    expect(body).toMatchObject({ instance: '/api/v1/companies', title: 'Malformed JSON' });
    expect(await countRows(t, companies)).toBe(before);
  });

  test('a JSON body over 1 MiB is 413 payload-too-large', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/v1/companies', headers: bearer(admin.token), payload: { name: 'x'.repeat(1024 * 1024 + 10), baseCurrency: 'USD' } });
    expectProblem(res, 413, 'payload-too-large');
  });

  test.each(['text/plain', 'application/xml'])('a %s body is 415 unsupported-media-type', async (type) => {
    const res = await t.inject({ method: 'POST', url: '/api/v1/companies', headers: { ...bearer(admin.token), 'content-type': type }, payload: 'name=x' });
    expectProblem(res, 415, 'unsupported-media-type');
  });

  test('unknown API paths are 404 not-found problems', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(expectProblem(res, 404, 'not-found').detail).toContain('/api/v1/no-such-thing');
    expectProblem(await t.inject({ method: 'DELETE', url: '/somewhere' }), 404, 'not-found');
  });

  test('a malformed id in the path is 400 invalid-query naming the parameter', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/companies/not-a-uuid', headers: bearer(admin.token) });
    const body = expectProblem(res, 400, 'invalid-query');
    expect(body.errors).toEqual([expect.objectContaining({ path: 'id', message: 'must be a UUID' })]);
  });

  test('an unexpected error is 500 internal with the request id and no stack or SQL', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ status: 500, code: 'internal', type: expect.stringMatching(/\/internal$/) });
    expect(body.detail).toContain(body.requestId);
    expect(res.body).not.toMatch(/secret_table|at .*\.ts:\d+/);
    await app.close();
  });
});

describe('headers on every response', () => {
  test('X-Request-Id on success, error and health answers; a valid incoming one is echoed', async () => {
    for (const url of ['/healthz', '/api/v1/auth/setup', '/api/v1/companies', '/api/v1/nope']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.headers['x-request-id'], url).toMatch(/^[\w.:-]+$/);
    }
    const echoed = await t.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
    expect(echoed.headers['x-request-id']).toBe('trace-123');
    const unsafe = await t.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id <script>' } });
    expect(unsafe.headers['x-request-id']).not.toContain('<');
  });

  test('security headers with a CSP the console runs under', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/auth/setup' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // no plugins anywhere; the PDF preview frames a blob: of the PDF
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('health, OpenAPI and the API reference', () => {
  test('/healthz and /readyz', async () => {
    expect((await t.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready', database: testDbKind });
  });

  test('OpenAPI 3.1 generated from the contract', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = dereferenced(res.json());
    expect(doc.openapi).toBe('3.1.0');
    for (const path of ['/api/v1/companies/{id}', '/api/v1/api-keys', '/api/v1/currencies', '/api/v1/auth/login']) expect(doc.paths[path], path).toBeDefined();
    const createKey = doc.paths['/api/v1/api-keys'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(createKey.properties)).toEqual(expect.arrayContaining(['name', 'description', 'scopes', 'rateLimitPerHour', 'expiresAt']));
    expect(createKey.required).toEqual(expect.arrayContaining(['name', 'scopes', 'rateLimitPerHour', 'expiresAt']));
  });

  test('/api/docs serves Swagger UI from local files only', async () => {
    let res = await t.inject({ method: 'GET', url: '/api/docs' });
    if (res.statusCode >= 300 && res.statusCode < 400) res = await t.inject({ method: 'GET', url: String(res.headers.location).replace(/^\.\//, '/api/docs/') });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
    expect(res.body).not.toMatch(/(src|href)="https?:\/\//);
    const script = res.body.match(/src="\.?\/?([^"]*swagger-ui-bundle\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await t.inject({ method: 'GET', url: `/api/docs/${script!.replace(/^\/?api\/docs\//, '')}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });
});
