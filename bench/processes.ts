/**
 * The bench's processes: the service runs as a child process (`node --import tsx
 * src/server/main.ts`), and the load generator (wrk, or autocannon's CLI when wrk is not
 * installed) runs as another, so neither the bench's own code nor the load generator
 * shares the service's event loop.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export type Server = { base: string; cpuSeconds(): number; stop(): Promise<void> };

const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** User + system CPU seconds a process has used (Linux /proc), or NaN elsewhere. */
function processCpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return NaN;
  }
}

/**
 * CPU seconds used so far by every process of the local PostgreSQL server (its backends and
 * workers), or NaN where /proc is missing: sampled around a case, it gives the database's
 * share of a request, which other load on the machine changes less than req/s.
 */
export function postgresCpuSeconds(): number {
  let total = 0;
  let found = false;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const seconds = processCpuSeconds(Number(pid));
    if (Number.isNaN(seconds)) continue;
    total += seconds;
    found = true;
  }
  return found ? total : NaN;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the service on a free port with this environment and waits until /readyz answers 200. */
export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  // BENCH_SERVICE_NODE_ARGS: extra node flags for the service only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  const nodeArgs = (process.env.BENCH_SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.resolve('src/server/main.ts')], {
    env: { ...process.env, BOS_LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited with code ${child.exitCode} before it was ready`);
    const ready = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the service did not become ready within 120 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    cpuSeconds: () => processCpuSeconds(child.pid!),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export type LoadResult = { generator: 'wrk' | 'autocannon'; requestsPerSecond: number; p50Ms: number; p99Ms: number; requests: number; non2xx: number };

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exited with code ${code}:\n${out}`))));
  });
}

/** `1.23ms`, `850.00us`, `1.02s` in milliseconds. */
function wrkMs(value: string): number {
  const [, n, unit] = value.match(/^([\d.]+)(us|ms|s|m)$/)!;
  return Number(n) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 } as Record<string, number>)[unit];
}

function parseWrk(out: string): LoadResult {
  const requestsPerSecond = Number(out.match(/Requests\/sec:\s+([\d.]+)/)![1]);
  const percentile = (p: string) => wrkMs(out.match(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm'))![1]);
  return {
    generator: 'wrk',
    requestsPerSecond,
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    requests: Number(out.match(/(\d+) requests in/)![1]),
    non2xx: Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0),
  };
}

/** Loads `url` for `seconds` with `connections` connections from a separate process. */
export async function load(url: string, headers: Record<string, string>, seconds: number, connections: number): Promise<LoadResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  if (hasWrk) {
    return parseWrk(await run('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...headerArgs, url]));
  }
  const out = await run(path.resolve('node_modules/.bin/autocannon'), ['--json', '-c', String(connections), '-d', String(seconds), ...headerArgs, url]);
  const result = JSON.parse(out);
  return {
    generator: 'autocannon',
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
  };
}

/** Runs one statement (CREATE or DROP DATABASE) on the PostgreSQL server at `serverUrl`. */
export async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
