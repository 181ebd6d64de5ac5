import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { eventually } from '../support/eventually';
import { freePort, projectRoot, startService, useServiceDatabase, type ServiceProcess } from '../support/service-process';
import { testDbKind } from '../support/test-app';

/**
 * Two instances of the built service on one PostgreSQL, watched by a real Prometheus with
 * deploy/prometheus/prometheus.yml and its alerts (docs/operations.md "Metrics"): both are
 * scraped, their request counts and pools can be queried by instance, the five alerts load and
 * evaluate without error, and an instance that stops makes BusinessOpsDown pending for it
 * alone. The shipped configuration is used as it is, its intervals shortened from 15 s to 1 s.
 * PostgreSQL only (two processes cannot share the embedded database); needs prometheus, which .ci/run installs.
 */
const hasPrometheus = spawnSync('prometheus', ['--version']).status === 0;
if (testDbKind === 'postgres' && !hasPrometheus) console.warn('prometheus not found: the Prometheus test is skipped (apt-get install -y prometheus)');
const runs = testDbKind === 'postgres' && hasPrometheus;

const services = useServiceDatabase('prometheus', { when: runs, scratch: 'bos-prometheus-' });
const { children, scratch: tmp } = services;

/** deploy/prometheus as shipped, in a directory of the test's own, scraping `targets` every second. */
function prometheusConfig(targets: string[]): string {
  const shipped = path.join(projectRoot, 'deploy', 'prometheus');
  const config = fs.readFileSync(path.join(shipped, 'prometheus.yml'), 'utf8');
  const faster = config.replace('scrape_interval: 15s', 'scrape_interval: 1s').replace('evaluation_interval: 15s', 'evaluation_interval: 1s');
  expect(faster.match(/_interval: 1s/g)).toHaveLength(2);
  fs.writeFileSync(path.join(tmp, 'prometheus.yml'), faster);
  fs.copyFileSync(path.join(shipped, 'alerts.yml'), path.join(tmp, 'alerts.yml'));
  fs.mkdirSync(path.join(tmp, 'targets'));
  fs.writeFileSync(path.join(tmp, 'targets', 'test.json'), JSON.stringify([{ targets }]));
  return path.join(tmp, 'prometheus.yml');
}

type Sample = { metric: Record<string, string>; value: [number, string] };

test.skipIf(!runs)('Prometheus with deploy/prometheus scrapes both instances, loads the five alerts, and marks a stopped instance down', async () => {
  const instances: ServiceProcess[] = [];
  for (let i = 0; i < 2; i++) instances.push(await startService({ ...services.env, BOS_DB_POOL_SIZE: '4', BOS_LOG_FORMAT: 'json' }, children));
  const addresses = instances.map((instance) => new URL(instance.base).host);
  const configFile = prometheusConfig(addresses);
  const check = spawnSync('promtool', ['check', 'config', configFile], { encoding: 'utf8' });
  expect(check.status, check.stdout + check.stderr).toBe(0);

  const port = await freePort();
  const prometheus = spawn('prometheus', [
    `--config.file=${configFile}`, `--storage.tsdb.path=${path.join(tmp, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--log.level=warn',
  ], { cwd: tmp });
  children.add(prometheus);
  const prometheusExited = new Promise<number | null>((resolve) => prometheus.on('exit', (code) => { children.delete(prometheus); resolve(code); }));
  let log = '';
  prometheus.stderr!.on('data', (d) => (log += d));
  const api = async <T>(pathAndQuery: string): Promise<T | undefined> => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/${pathAndQuery}`).catch(() => undefined);
    return response?.ok ? ((await response.json()) as { data: T }).data : undefined;
  };
  const query = async (promql: string) => (await api<{ result: Sample[] }>(`query?query=${encodeURIComponent(promql)}`))?.result ?? [];

  // Three refused requests to each instance, to count.
  for (const instance of instances) {
    for (let i = 0; i < 3; i++) expect((await fetch(`${instance.base}/api/v1/companies`)).status).toBe(401);
  }

  type Targets = { activeTargets: { labels: { instance: string; job: string }; health: string; lastError: string }[] };
  const targets = await eventually(() => api<Targets>('targets'), (t) => t?.activeTargets.filter((a) => a.health === 'up').length === 2, 30_000);
  expect(targets?.activeTargets.map((a) => [a.labels.job, a.labels.instance, a.health, a.lastError]).sort(), log)
    .toEqual(addresses.map((address) => ['business-ops', address, 'up', '']).sort());

  const refused = 'sum by (instance) (bos_http_requests_total{route="/api/v1/companies",status="401"})';
  const counted = await eventually(() => query(refused), (r) => r.length === 2 && r.every((s) => Number(s.value[1]) >= 3), 15_000);
  expect(counted.map((s) => [s.metric.instance, s.value[1]]).sort()).toEqual(addresses.map((address) => [address, '3']).sort());
  const pools = await query('bos_db_pool_connections{state="max"}');
  expect(pools.map((s) => [s.metric.instance, s.value[1]]).sort()).toEqual(addresses.map((address) => [address, '4']).sort());
  expect((await query('bos_process_resident_memory_bytes')).map((s) => Number(s.value[1]) > 0)).toEqual([true, true]);

  // The alerts: loaded and evaluated, none in error (a PromQL that does not parse would not load; one that fails evaluating shows health "err").
  type Rules = { groups: { name: string; rules: { name: string; health: string; lastError?: string; lastEvaluation: string }[] }[] };
  const evaluated = (r?: Rules) => Boolean(r?.groups[0]?.rules.every((rule) => !rule.lastEvaluation.startsWith('0001')));
  const rules = await eventually(() => api<Rules>('rules'), evaluated, 15_000);
  expect(rules?.groups.map((g) => g.name)).toEqual(['business-ops']);
  expect(rules?.groups[0].rules.map((rule) => [rule.name, rule.health, rule.lastError ?? ''])).toEqual(
    ['BusinessOpsDown', 'BusinessOpsServerErrors', 'BusinessOpsSlow', 'BusinessOpsPoolExhausted', 'BusinessOpsBacklogStuck'].map((name) => [name, 'ok', '']),
  );
  type Alerts = { alerts: { labels: Record<string, string>; state: string }[] };
  expect((await api<Alerts>('alerts'))?.alerts).toEqual([]);

  // The second instance stops: it is down for Prometheus, and BusinessOpsDown is pending for it alone (firing after 2 minutes).
  instances[1].child.kill('SIGTERM');
  expect(await instances[1].exited, instances[1].output()).toBe(0);
  const alerts = await eventually(() => api<Alerts>('alerts'), (a) => (a?.alerts.length ?? 0) > 0, 15_000);
  expect(alerts?.alerts.map((a) => [a.labels.alertname, a.labels.instance, a.labels.severity, a.state])).toEqual([['BusinessOpsDown', addresses[1], 'page', 'pending']]);
  expect((await query('up{job="business-ops"}')).map((s) => [s.metric.instance, s.value[1]]).sort())
    .toEqual([[addresses[0], '1'], [addresses[1], '0']].sort());

  instances[0].child.kill('SIGTERM');
  expect(await instances[0].exited).toBe(0);
  prometheus.kill('SIGTERM');
  // its data directory is removed after the test: nothing may still write there
  expect(await prometheusExited, log).toBe(0);
}, 90_000);
