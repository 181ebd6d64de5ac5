import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { builtCommand, freePort, projectRoot as root, startService } from '../support/service-process';
import { testDbKind, testPasswordHashEnv } from '../support/test-app';

/** The service and the CLI as real processes, built to JavaScript as `npm start` runs them. */
const children = new Set<ChildProcess>();

type Run = { code: number | null; stdout: string; stderr: string };

function run(entry: 'main' | 'cli', args: string[], env: Record<string, string>): Promise<Run> {
  const [node, script] = builtCommand(entry);
  return new Promise((resolve) => {
    const child = spawn(node, [script, ...args], { cwd: root, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const cli = (args: string[], env: Record<string, string>) => run('cli', args, env);


afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

const adminArgs = ['create-admin', '--email', 'ops@example.com', '--password', 'correct horse battery', '--company-name', 'Ops Test', '--company-code', 'OPS', '--currency', 'EUR'];
const keyArgs = (name: string) => ['create-api-key', '--email', 'ops@example.com', '--name', name, '--scopes', 'companies:read,currencies:read', '--rate-limit', '50', '--expires-at', '2030-01-01T00:00:00'];

// each case is a process of its own that stops before opening a database: they run at once
describe.skipIf(testDbKind !== 'pglite')('configuration', () => {
  test.concurrent.each([
    ['PORT', 'abc'],
    ['BOS_LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://user:s3cret@db/x'],
    ['BOS_PASSWORD_HASH_COST', '12'],
  ])('a bad %s stops the service with exit code 1 and names the variable', async (variable, value) => {
    const result = await run('main', [], { [variable]: value, BOS_DATA_DIR: path.join(os.tmpdir(), 'bos-never-created') });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(variable);
    expect(result.stderr).not.toContain('s3cret');
  });
});

describe.skipIf(testDbKind !== 'pglite')('CLI and service on one embedded database directory', () => {
  let dataDir: string;
  const env = () => ({ BOS_DATA_DIR: dataDir, DATABASE_URL: '', ...testPasswordHashEnv });
  let key: string;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bos-process-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('bad arguments exit 2 with a message naming the option, before touching the database', async () => {
    // none of them opens the directory, so they can run at once
    const [missing, bad, unknown, help] = await Promise.all([
      cli(['create-admin', '--email', 'x@example.com'], env()),
      cli(['create-api-key', '--email', 'ops@example.com', '--name', 'k', '--scopes', 'nope', '--rate-limit', '0', '--expires-at', '2001-01-01T00:00:00'], env()),
      cli(['frobnicate'], env()),
      cli(['help'], env()),
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/missing --password, --company-name, --currency/);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--scopes: unknown scope');
    expect(bad.stderr).toContain('--rate-limit');
    expect(bad.stderr).toContain('--expires-at: must be in the future');
    expect(fs.readdirSync(dataDir)).toEqual([]);
    expect(unknown.code).toBe(2);
    expect(help.code).toBe(0);
  });

  test('create-admin, then create-api-key prints the key alone on its last line', async () => {
    const created = await cli(adminArgs, env());
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/Created company Ops Test \(code OPS/);
    const again = await cli(adminArgs, env());
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/code OPS is taken/);

    const result = await cli(keyArgs('first'), env());
    expect(result.code, result.stderr).toBe(0);
    key = result.stdout.trim().split('\n').at(-1)!;
    expect(key).toMatch(/^bos_[0-9A-Za-z]{46}$/);
    const unknownUser = await cli(['create-api-key', ...keyArgs('x').slice(1).map((a) => (a === 'ops@example.com' ? 'nobody@example.com' : a))], env());
    expect(unknownUser.code).toBe(1);
    expect(unknownUser.stderr).toContain('No user with the email nobody@example.com');
  }, 60_000);

  test('the service serves what the CLI wrote; the directory is locked against a second process; SIGTERM drains', async () => {
    // the production cost, so that the login below is still running at SIGTERM (and the CLI's hash, made at the test cost, is upgraded)
    const service = await startService({ ...env(), BOS_PASSWORD_HASH_COST: '', BOS_INSECURE_PASSWORD_HASH_FOR_TESTS: '' }, children, 200);
    try {
      expect(await (await fetch(`${service.base}/api/v1/auth/setup`)).json()).toEqual({ setupRequired: false });
      const companies = await (await fetch(`${service.base}/api/v1/companies`, { headers: { authorization: `X-API-Key: ${key}` } })).json();
      expect(companies.content.map((c: { code: string }) => c.code)).toEqual(['OPS']);
      const company = await fetch(`${service.base}/api/v1/companies/${companies.content[0].id}`, { headers: { authorization: `X-API-Key: ${key}` } });
      expect(company.status).toBe(200);
      expect(company.headers.get('ratelimit-policy')).toBe('"hourly";q=50;w=3600');
      // the bad-argument run above wrote no key: only "first" exists
      const keys = await (await fetch(`${service.base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ops@example.com', password: 'correct horse battery' }) })).json();
      const list = await (await fetch(`${service.base}/api/v1/api-keys`, { headers: { authorization: `Bearer ${keys.accessToken}` } })).json();
      expect(list.content.map((k: { name: string }) => k.name)).toEqual(['first']);

      const blockedCli = await cli(keyArgs('second'), env());
      expect(blockedCli.code).toBe(1);
      expect(blockedCli.stderr).toMatch(/in use by another process \(pid \d+\)/);
      const second = await run('main', [], { ...env(), PORT: String(await freePort()) });
      expect(second.code).toBe(1);
      expect(second.stderr).toMatch(/in use by another process/);

      // an in-flight request (scrypt makes a login take a while) finishes after SIGTERM
      const inFlight = fetch(`${service.base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ops@example.com', password: 'correct horse battery' }) });
      await new Promise((r) => setTimeout(r, 20));
      service.child.kill('SIGTERM');
      expect((await inFlight).status).toBe(200);
      expect(await service.exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'bos.lock'))).toBe(false);
    } finally {
      service.child.kill('SIGKILL');
    }
  }, 120_000);

  test('a lock left by a process that no longer runs is taken over', async () => {
    fs.writeFileSync(path.join(dataDir, 'bos.lock'), '2147483646');
    const result = await cli(keyArgs('after-crash'), env());
    expect(result.code, result.stderr).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'bos.lock'))).toBe(false);
  });
});

describe.skipIf(testDbKind !== 'postgres')('CLI on PostgreSQL', () => {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `bos_clitest_${crypto.randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  test('create-admin and create-api-key honour DATABASE_URL', async () => {
    const url = new URL(server);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), ...testPasswordHashEnv };
    expect((await cli(adminArgs, env)).code).toBe(0);
    const result = await cli(keyArgs('pg'), env);
    expect(result.code, result.stderr).toBe(0);
    const key = result.stdout.trim().split('\n').at(-1)!;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const { rows } = await client.query('SELECT name, start, scopes FROM api_keys');
    await client.end();
    expect(rows).toEqual([{ name: 'pg', start: key.slice(0, 12), scopes: ['companies:read', 'currencies:read'] }]);
  });
});
