import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../src/server/db/connection';
import { builtCommand, projectRoot, serviceDatabase, startService, type ServiceProcess } from '../support/service-process';
import { testDbKind } from '../support/test-app';

/**
 * Backups taken while the service takes writes restore to exactly what was committed: on the
 * embedded database with `npm run cli -- backup|restore`, on PostgreSQL with pg_dump/pg_restore
 * as docs/operations.md shows. Each table of the restored database is compared, row by row, with
 * the source: a backup under load holds every write acknowledged before it began and no row the
 * source does not have; one taken once the writes stopped equals the source exactly.
 */
const children = new Set<ChildProcess>();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bos-backup-test-'));
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(scratch, { recursive: true, force: true });
});

type Run = { code: number | null; output: string };
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: projectRoot, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
const cli = (args: string[], env: Record<string, string>) => {
  const [node, script] = builtCommand('cli');
  return run(node, [script, ...args], env);
};

/** Every table's rows as JSON text, by schema-qualified table name. */
async function tables(database: Database): Promise<Map<string, string[]>> {
  const names = await queryRows<{ name: string }>(database.db, sql`
    SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`);
  const result = new Map<string, string[]>();
  for (const { name } of names) {
    const rows = await queryRows<{ row: string }>(database.db, sql.raw(`SELECT to_jsonb(t)::text AS row FROM ${name} t ORDER BY 1`));
    result.set(name, rows.map((r) => r.row));
  }
  return result;
}

type Session = { post(url: string, body: object): Promise<{ id: string }> };
async function setUp(service: ServiceProcess): Promise<Session> {
  const response = await fetch(`${service.base}/api/v1/auth/setup`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'backup@example.com', password: 'correct horse battery', company: { name: 'Backup Co', baseCurrency: 'USD' } }),
  });
  expect(response.status).toBe(201);
  const setup = await response.json();
  const headers = { authorization: `Bearer ${setup.accessToken}`, 'content-type': 'application/json' };
  return {
    async post(url, body) {
      const res = await fetch(`${service.base}/api/v1${url}`, { method: 'POST', headers, body: JSON.stringify({ companyIdString: setup.user.defaultCompanyId, ...body }) });
      expect(res.status, await res.clone().text()).toBe(201);
      return res.json();
    },
  };
}

/** Writes customers from four loops until stopped; each acknowledged id with the time of its answer. */
function writeLoad(session: Session) {
  const acknowledged: { id: string; at: number }[] = [];
  let running = true;
  const loops = Array.from({ length: 4 }, async (_, loop) => {
    for (let n = 0; running; n++) {
      const customer = await session.post('/customers', { name: `Load ${loop}-${n}` });
      acknowledged.push({ id: customer.id, at: performance.now() });
    }
  });
  return { acknowledged, stop: async () => { running = false; await Promise.all(loops); } };
}

/**
 * The shared scenario: data of several kinds, a backup taken under four writing loops, a second
 * once they stopped; both restored and compared with the source once its service is stopped.
 */
async function backupUnderLoad(kind: {
  env: Record<string, string>;
  backup(file: string): Promise<void>;
  restore(file: string, tag: string): Promise<Database>;
  openSource(): Promise<Database>;
}) {
  const service = await startService(kind.env, children);
  const session = await setUp(service);
  await session.post('/items', { itemCode: 'BOLT', name: 'Bolt', itemGroup: 'Products', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false });
  const buyer = await session.post('/customers', { name: 'Buyer' });
  await session.post('/invoices', { customerIdString: buyer.id, currencyCodeString: 'USD', postingDate: '2026-11-02', return: false, items: [{ itemCode: 'BOLT', qty: 3, unitPrice: 2.5, amount: 7.5 }] });

  const load = writeLoad(session);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const backupStarted = performance.now();
  const ackedBefore = load.acknowledged.length;
  await kind.backup(path.join(scratch, 'under-load'));
  const backupEnded = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 300));
  await load.stop();
  const ackedDuring = load.acknowledged.filter((a) => a.at > backupStarted && a.at < backupEnded).length;
  expect(ackedBefore).toBeGreaterThan(0);
  expect(ackedDuring, 'the service took writes while the backup was taken').toBeGreaterThan(0);
  await kind.backup(path.join(scratch, 'quiet'));

  service.child.kill('SIGTERM');
  expect(await service.exited).toBe(0);
  const [source, underLoad, quiet] = await Promise.all([kind.openSource(), kind.restore(path.join(scratch, 'under-load'), 'underload'), kind.restore(path.join(scratch, 'quiet'), 'quiet')]);
  try {
    const [sourceTables, underLoadTables, quietTables] = await Promise.all([tables(source), tables(underLoad), tables(quiet)]);
    expect([...quietTables.keys()]).toEqual([...sourceTables.keys()]);
    for (const [name, rows] of sourceTables) expect(quietTables.get(name), name).toEqual(rows);

    expect([...underLoadTables.keys()]).toEqual([...sourceTables.keys()]);
    for (const [name, rows] of underLoadTables) {
      const inSource = new Set(sourceTables.get(name));
      expect(rows.filter((row) => !inSource.has(row)), `${name}: rows the source does not have`).toEqual([]);
    }
    const restoredCustomers = new Set((await queryRows<{ id: string }>(underLoad.db, sql`SELECT id::text FROM customers`)).map((r) => r.id));
    const missing = load.acknowledged.filter((a) => a.at <= backupStarted && !restoredCustomers.has(a.id));
    expect(missing, 'writes acknowledged before the backup began').toEqual([]);
  } finally {
    await Promise.all([source.close(), underLoad.close(), quiet.close()]);
  }
}

test.skipIf(testDbKind !== 'pglite')('embedded: npm run cli -- backup under write load, restore into new directories, every table compared; the service starts on a restore', async () => {
  const database = await serviceDatabase('backup');
  const env = database.env;
  try {
    await backupUnderLoad({
      env,
      async backup(file) {
        const result = await cli(['backup', file], env);
        expect(result.code, result.output).toBe(0);
      },
      async restore(file, tag) {
        const target = path.join(scratch, `restored-${tag}`);
        const result = await cli(['restore', file], { ...env, BOS_DATA_DIR: target });
        expect(result.code, result.output).toBe(0);
        expect(result.output).toContain(`Restored ${file} into ${target} (1 company)`);
        return openDatabase({ kind: 'pglite', dataDir: target });
      },
      openSource: database.open,
    });
    // the service starts on a restored directory and answers from it
    const restored = await startService({ ...env, BOS_DATA_DIR: path.join(scratch, 'restored-underload') }, children);
    const login = await fetch(`${restored.base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'backup@example.com', password: 'correct horse battery' }) });
    expect(login.status).toBe(200);
    restored.child.kill('SIGTERM');
    expect(await restored.exited).toBe(0);

    // a restore never overwrites: not into a directory holding something, not from a file that is no backup
    const occupied = await cli(['restore', path.join(scratch, 'quiet')], { ...env, BOS_DATA_DIR: path.join(scratch, 'restored-quiet') });
    expect(occupied.code).toBe(1);
    expect(occupied.output).toContain('is not empty: restore into a new directory');
    const notBackup = await cli(['restore', path.join(projectRoot, 'package.json')], { ...env, BOS_DATA_DIR: path.join(scratch, 'never') });
    expect(notBackup.code).toBe(1);
    expect(notBackup.output).toContain('is not a backup this service can restore');
    expect(fs.existsSync(path.join(scratch, 'never'))).toBe(false);
  } finally {
    await database.drop();
  }
}, 120_000);

const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;
test.skipIf(testDbKind !== 'postgres' || !hasPgDump)('PostgreSQL: pg_dump under write load and pg_restore into new databases, as docs/operations.md shows; every table compared', async () => {
  const database = await serviceDatabase('pgdump');
  const restoredDatabases: { drop(): Promise<void> }[] = [];
  try {
    await backupUnderLoad({
      env: database.env,
      async backup(file) {
        const result = await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${database.env.DATABASE_URL}`]);
        expect(result.code, result.output).toBe(0);
      },
      async restore(file, tag) {
        const target = await serviceDatabase(`pgrestore${tag}`);
        restoredDatabases.push(target);
        const result = await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target.env.DATABASE_URL}`, file]);
        expect(result.code, result.output).toBe(0);
        return openDatabase({ kind: 'postgres', url: target.env.DATABASE_URL, poolSize: 2 });
      },
      openSource: database.open,
    });
  } finally {
    await Promise.all([database.drop(), ...restoredDatabases.map((d) => d.drop())]);
  }
}, 120_000);
