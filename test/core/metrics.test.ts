import { afterAll, beforeAll, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { deadlockRetries } from '../../src/server/domain/audit/audit-actor';
import { client, ok, type Client } from '../support/accounting-fixtures';
import { expectProblem, setupAdmin } from '../support/fixtures';
import { createTestApp, testDbKind, type TestApp } from '../support/test-app';

let t: TestApp;
let api: Client;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t, (await setupAdmin(t)).token);
});
afterAll(async () => {
  await t?.close();
});

/** The sample lines of a metric, as `labels value` (labels sorted as the text has them). */
const samples = (text: string, name: string) => text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
const valueOf = (text: string, name: string, labels: string) => Number(samples(text, name).find((line) => line.startsWith(`${name}{${labels}}`))?.split(' ').at(-1));

test('GET /metrics: requests by method, route pattern and status with their latency, the process, the backlogs; in Prometheus text', async () => {
  ok(await api.get('/customers'));
  ok(await api.get('/customers'));
  expect((await api.get('/customers/00000000-0000-7000-8000-000000000000')).statusCode).toBe(404);
  expect((await t.inject({ method: 'GET', url: '/api/v1/no/such/path' })).statusCode).toBe(404);
  // Prometheus asks for gzip; the scrape is sent as is (compressing it was a quarter of its time)
  const res = await t.inject({ method: 'GET', url: '/metrics', headers: { 'accept-encoding': 'gzip' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(res.headers['content-encoding']).toBeUndefined();
  const text = res.body;
  expect(valueOf(text, 'bos_http_requests_total', 'method="GET",route="/api/v1/customers",status="200"')).toBe(2);
  expect(valueOf(text, 'bos_http_requests_total', 'method="GET",route="/api/v1/customers/:id",status="404"')).toBe(1);
  expect(valueOf(text, 'bos_http_requests_total', 'method="GET",route="unmatched",status="404"')).toBe(1);
  expect(text).not.toContain('/no/such/path');
  expect(valueOf(text, 'bos_http_request_duration_seconds_count', 'method="GET",route="/api/v1/customers",status="200"')).toBe(2);
  expect(valueOf(text, 'bos_http_request_duration_seconds_bucket', 'le="+Inf",method="GET",route="/api/v1/customers",status="200"')).toBe(2);
  for (const name of ['bos_process_resident_memory_bytes', 'bos_nodejs_eventloop_lag_p99_seconds', 'bos_nodejs_heap_size_used_bytes']) expect(samples(text, name), name).toHaveLength(1);
  for (const queue of ['outbox', 'webhooks', 'imports']) expect(valueOf(text, 'bos_backlog', `queue="${queue}"`), queue).toBe(0);
  expect(valueOf(text, 'bos_backlog_oldest_age_seconds', 'queue="webhooks"')).toBe(0);
  expect(valueOf(text, 'bos_pdf_renders', 'state="waiting"')).toBe(0);
  expect(samples(text, 'bos_deadlock_retries_total')).toEqual([`bos_deadlock_retries_total ${deadlockRetries()}`]);
  if (testDbKind === 'postgres') expect(valueOf(text, 'bos_db_pool_connections', 'state="max"')).toBeGreaterThan(0);
  else expect(samples(text, 'bos_db_pool_connections')).toEqual([]);
});

test('only from BOS_METRICS_ALLOW: another address is 403 forbidden-address, whatever X-Forwarded-For says', async () => {
  const res = await t.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
  expectProblem(res, 403, 'forbidden-address');
  const narrow = await createTestApp({ metricsAllow: '10.1.0.0/16' });
  try {
    expectProblem(await narrow.inject({ method: 'GET', url: '/metrics' }), 403, 'forbidden-address');
    expect((await narrow.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
  } finally {
    await narrow.close();
  }
});

test('BOS_METRICS_ALLOW: loopback by default; addresses and networks; a bad entry names the variable', () => {
  expect(loadConfig({}).metricsAllow).toBe('127.0.0.1/8,::1');
  expect(loadConfig({ BOS_METRICS_ALLOW: '10.0.0.0/8, 192.168.1.5, fd00::/8' }).metricsAllow).toBe('10.0.0.0/8, 192.168.1.5, fd00::/8');
  for (const value of ['everyone', '10.0.0.0/33', '10.0.0.0/8/1', '::1/129']) {
    expect(() => loadConfig({ BOS_METRICS_ALLOW: value }), value).toThrow(ConfigError);
    expect(() => loadConfig({ BOS_METRICS_ALLOW: value }), value).toThrow('BOS_METRICS_ALLOW');
  }
});
