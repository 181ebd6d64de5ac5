import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/connection';
import { adminUrl } from './paths';
import { testDbKind, testPasswordHashEnv } from './test-app';

/** The project's root, where the service and the CLI are started from. */
export const projectRoot = path.resolve(import.meta.dirname, '../..');

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The command that runs the service (`main`) or the CLI (`cli`) as the run built them once
 * (test/support/service-build.ts, global setup of the slow projects): node and its arguments.
 */
export function builtCommand(entry: 'main' | 'cli'): [node: string, script: string] {
  const dir = process.env.BOS_TEST_SERVICE_BUILD;
  if (!dir) throw new Error('No service build in this project: the process tests run in the slow projects (test/support/tiers.ts)');
  return [process.execPath, path.join(dir, `${entry}.mjs`)];
}

export type ServiceProcess = { child: ChildProcess; base: string; exited: Promise<number | null>; output: () => string };

/**
 * The real service (the run's build of `src/server/main.ts`) in a process of its own, on the embedded database
 * unless `env` names a DATABASE_URL, once `/readyz` answers (checked every 100 ms, `attempts`
 * times). `children` keeps it for the test file's afterAll to kill.
 */
export async function startService(env: Record<string, string>, children: Set<ChildProcess>, attempts = 600): Promise<ServiceProcess> {
  const port = await freePort();
  const [node, main] = builtCommand('main');
  const child = spawn(node, [main], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', BOS_LOG_LEVEL: 'warn', ...env },
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => { children.delete(child); resolve(code); }));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < attempts; i++) {
    if (child.exitCode !== null) break;
    if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) return { child, base, exited, output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`service did not start: ${output}`);
}

/**
 * A new, empty database of the run's kind for service processes: the environment that points a
 * service at it (with the tests' low password cost), a way for the test to open it itself while
 * no service runs on it (PGlite allows one process), and its removal.
 */
export async function serviceDatabase(tag: string): Promise<{ env: Record<string, string>; open: () => Promise<Database>; drop: () => Promise<void> }> {
  if (testDbKind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bos-${tag}-`));
    return {
      env: { BOS_DATA_DIR: dataDir, ...testPasswordHashEnv },
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const server = process.env.TEST_DATABASE_URL!;
  const name = `bos_${tag.replace(/\W/g, '')}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = adminUrl(server, name);
  return {
    env: { DATABASE_URL: url, ...testPasswordHashEnv },
    open: () => openDatabase({ kind: 'postgres', url, poolSize: 2 }),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A test file's service processes and the database of their own they run on (`serviceDatabase`),
 * made before the file's tests when `when` holds. After them, the processes still running are
 * killed, then the database and the `scratch` directory (made when a prefix is given) removed.
 * `env` is the database's environment once the tests run.
 */
export function useServiceDatabase(tag: string, options: { when?: boolean; scratch?: string } = {}) {
  const fixture = {
    env: {} as Record<string, string>,
    children: new Set<ChildProcess>(),
    scratch: options.scratch ? fs.mkdtempSync(path.join(os.tmpdir(), options.scratch)) : '',
  };
  let drop = async () => {};
  beforeAll(async () => {
    if (options.when === false) return;
    const database = await serviceDatabase(tag);
    fixture.env = database.env;
    drop = database.drop;
  });
  afterAll(async () => {
    for (const child of fixture.children) child.kill('SIGKILL');
    await drop();
    if (fixture.scratch) fs.rmSync(fixture.scratch, { recursive: true, force: true });
  });
  return fixture;
}
