import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from 'vitest';
import { eventually, sleep } from '../support/eventually';
import { builtCommand, freePort, projectRoot, useServiceDatabase } from '../support/service-process';
import { testDbKind } from '../support/test-app';

/**
 * Two instances of the built service behind HAProxy with deploy/haproxy/haproxy.cfg (issue 31,
 * docs/operations.md "Several instances behind HAProxy"): writers send POST /customers through
 * the proxy without pause, each with its own Idempotency-Key, and send the same request again
 * on a network error, 502-504 or the 409 of a key still in progress. Meanwhile each instance in
 * turn is stopped (SIGTERM), stays down for a while and is started again on its port. The other
 * instance answers every write while one is down, HAProxy sends writes to the restarted one
 * again, and at the end the database holds exactly the acknowledged writes, each once.
 * PostgreSQL only (two processes cannot share the embedded database); needs haproxy, which .ci/run installs.
 */
const hasHaproxy = spawnSync('haproxy', ['-v']).status === 0;
if (testDbKind === 'postgres' && !hasHaproxy) console.warn('haproxy not found: the proxy failover test is skipped (apt-get install -y haproxy)');
const runs = testDbKind === 'postgres' && hasHaproxy;

const services = useServiceDatabase('proxy-failover', { when: runs, scratch: 'bos-proxy-' });
const { children } = services;
const socket = path.join(services.scratch, 'haproxy.sock');

type Child = { child: ChildProcess; exited: Promise<number | null>; output: () => string };

function run(command: string, args: string[], childEnv: Record<string, string>): Child {
  const child = spawn(command, args, { cwd: projectRoot, env: { ...process.env, ...childEnv } });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => { children.delete(child); resolve(code); }));
  return { child, exited, output: () => output };
}

/** The built service on `port`, once its /readyz answers. */
async function startInstance(port: number): Promise<Child> {
  const [node, main] = builtCommand('main');
  const instance = run(node, [main], {
    ...services.env, PORT: String(port), HOST: '127.0.0.1', BOS_TRUST_PROXY: 'true', BOS_DB_POOL_SIZE: '5', BOS_LOG_LEVEL: 'warn', BOS_LOG_FORMAT: 'json',
  });
  for (let i = 0; i < 600 && instance.child.exitCode === null; i++) {
    if (await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false)) return instance;
    await sleep(50);
  }
  throw new Error(`the instance on port ${port} did not start: ${instance.output()}`);
}

/** A command on HAProxy's admin socket, and its answer. */
function haproxyCommand(command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = net.connect(socket, () => connection.end(`${command}\n`));
    connection.on('data', (d) => (answer += d));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}

/** `show stat` of the backend's servers: status (UP, DOWN, ...), requests sent, retries, redispatches. */
async function backendServers(): Promise<Record<string, { status: string; sent: number; retries: number; redispatches: number }>> {
  const [header, ...rows] = (await haproxyCommand('show stat').catch(() => '')).trim().split('\n');
  if (!header?.startsWith('# ')) return {};
  const columns = header.slice(2).split(',');
  const at = (row: string[], name: string) => row[columns.indexOf(name)];
  return Object.fromEntries(rows.map((line) => line.split(',')).filter((row) => at(row, 'pxname') === 'bos' && /^bos\d$/.test(at(row, 'svname')))
    .map((row) => [at(row, 'svname'), { status: at(row, 'status'), sent: Number(at(row, 'stot')), retries: Number(at(row, 'wretr')), redispatches: Number(at(row, 'wredis')) }]));
}

type Ack = { n: number; id: string; servedBy: string; at: number; attempts: number; replayed: boolean };

test.skipIf(!runs)('writes through HAProxy while each instance in turn is stopped and restarted: all acknowledged, none lost or doubled', async () => {
  const ports = [await freePort(), await freePort()];
  const proxyPort = await freePort();
  const proxy = `http://127.0.0.1:${proxyPort}`;
  const instances = await Promise.all(ports.map((port) => startInstance(port)));
  const haproxy = run('haproxy', ['-db', '-f', 'deploy/haproxy/haproxy.cfg'], {
    BOS_PROXY_BIND: `127.0.0.1:${proxyPort}`, BOS1_ADDR: `127.0.0.1:${ports[0]}`, BOS2_ADDR: `127.0.0.1:${ports[1]}`, BOS_HAPROXY_SOCKET: socket,
  });
  const bothUp = await eventually(backendServers, (s) => s.bos1?.status === 'UP' && s.bos2?.status === 'UP');
  expect(bothUp, haproxy.output()).toMatchObject({ bos1: { status: 'UP' }, bos2: { status: 'UP' } });

  const setup = await fetch(`${proxy}/api/v1/auth/setup`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'proxy@example.com', password: 'correct horse battery', company: { name: 'Proxy Failover Co', baseCurrency: 'USD' } }),
  });
  expect(setup.status).toBe(201);
  const auth = { authorization: `Bearer ${(await setup.json()).accessToken}`, 'content-type': 'application/json' };

  // Writers: each write has its own key and is sent again, with the same key, until it is acknowledged.
  const acks: Ack[] = [];
  const retried: { n: number; attempt: number; failure: string }[] = [];
  const unexpected: string[] = [];
  let next = 0;
  let writing = true;
  const writer = async () => {
    while (writing) {
      const n = ++next;
      for (let attempt = 1; ; attempt++) {
        let failure: string;
        try {
          const res = await fetch(`${proxy}/api/v1/customers`, {
            method: 'POST', headers: { ...auth, 'idempotency-key': `proxy-failover-${n}` }, body: JSON.stringify({ name: `Proxy customer ${n}` }), signal: AbortSignal.timeout(15_000),
          });
          const body = await res.text();
          if (res.status === 201) {
            acks.push({ n, id: JSON.parse(body).id, servedBy: res.headers.get('x-served-by') ?? '?', at: performance.now(), attempts: attempt, replayed: res.headers.has('idempotent-replayed') });
            break;
          }
          failure = `${res.status} ${body.slice(0, 200)}`;
          const retryable = [502, 503, 504].includes(res.status) || (res.status === 409 && body.includes('Idempotency-Key'));
          if (!retryable) { unexpected.push(`write ${n}: ${failure}`); break; }
        } catch (error) {
          failure = `network: ${(error as Error).message}`;
        }
        retried.push({ n, attempt, failure });
        if (attempt === 50) { unexpected.push(`write ${n}: gave up`); break; }
        await sleep(100);
      }
    }
  };
  const writers = [writer(), writer(), writer()];
  const served = (by: string, since: number) => acks.filter((a) => a.servedBy === by && a.at >= since).length;

  const started = performance.now();
  expect(await eventually(() => served('bos1', started) > 5 && served('bos2', started) > 5, Boolean)).toBe(true);

  const outages: { name: string; ackedWhileDown: number; servedByOther: number; downMs: number }[] = [];
  for (const [index, name] of ['bos1', 'bos2'].entries()) {
    const other = index === 0 ? 'bos2' : 'bos1';
    instances[index].child.kill('SIGTERM');
    expect(await instances[index].exited, instances[index].output()).toBe(0);
    const down = performance.now();
    // HAProxy's checks find it gone (fall 2, every second); writes keep being acknowledged meanwhile
    const marked = await eventually(backendServers, (s) => s[name]?.status.startsWith('DOWN'));
    expect(marked[name]?.status).toMatch(/^DOWN/);
    expect(await eventually(() => acks.filter((a) => a.at >= down).length >= 20 && performance.now() - down > 2500, Boolean)).toBe(true);
    const restarting = performance.now();
    const duringOutage = acks.filter((a) => a.at >= down && a.at < restarting);
    outages.push({ name, ackedWhileDown: duringOutage.length, servedByOther: duringOutage.filter((a) => a.servedBy === other).length, downMs: Math.round(restarting - down) });

    instances[index] = await startInstance(ports[index]);
    const back = await eventually(backendServers, (s) => s[name]?.status === 'UP');
    expect(back[name]?.status).toBe('UP');
    const up = performance.now();
    expect(await eventually(() => served(name, up) > 5, Boolean)).toBe(true);
  }

  writing = false;
  await Promise.all(writers);
  const servers = await backendServers();
  for (const instance of instances) instance.child.kill('SIGTERM');
  expect(await Promise.all(instances.map((i) => i.exited))).toEqual([0, 0]);
  haproxy.child.kill('SIGTERM');
  await haproxy.exited;

  // what each writer was told: only acknowledgements, no error that was not retried
  expect(unexpected).toEqual([]);
  for (const outage of outages) {
    expect(outage.ackedWhileDown, `writes acknowledged while ${outage.name} was down`).toBeGreaterThan(0);
    expect(outage.servedByOther, `while ${outage.name} was down`).toBe(outage.ackedWhileDown);
  }
  expect(acks.length).toBe(next);
  expect(new Set(acks.map((a) => a.n)).size).toBe(next);

  // what the database holds: every acknowledged write, once, and nothing else
  const client = new pg.Client({ connectionString: services.env.DATABASE_URL });
  await client.connect();
  let rows: { id: string; name: string }[];
  try {
    rows = (await client.query<{ id: string; name: string }>('SELECT id::text, name FROM customers ORDER BY created_at')).rows;
  } finally {
    await client.end();
  }
  expect(rows).toHaveLength(acks.length);
  expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
  const stored = new Map(rows.map((r) => [r.id, r.name]));
  expect(acks.filter((a) => stored.get(a.id) !== `Proxy customer ${a.n}`)).toEqual([]);

  const replayed = acks.filter((a) => a.replayed).length;
  console.info(
    `proxy failover: ${acks.length} writes acknowledged in ${((performance.now() - started) / 1000).toFixed(1)} s `
    + `(bos1 ${acks.filter((a) => a.servedBy === 'bos1').length}, bos2 ${acks.filter((a) => a.servedBy === 'bos2').length}); `
    + outages.map((o) => `${o.ackedWhileDown} while ${o.name} was down (${o.downMs} ms)`).join(', ')
    + `; HAProxy retries ${servers.bos1.retries + servers.bos2.retries}, redispatches ${servers.bos1.redispatches + servers.bos2.redispatches}; `
    + `client retries ${retried.length}${retried.length ? ` (${[...new Set(retried.map((r) => r.failure.slice(0, 80)))].join('; ')})` : ''}, replayed answers ${replayed}`,
  );
}, 120_000);
