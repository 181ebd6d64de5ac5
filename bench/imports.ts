/**
 * CSV imports (issue 12): `rows` item rows end to end through POST /imports/{id}/process (upload,
 * parse, validation with the create contract, one transaction of bulk writes), against
 * `psql \copy` of the same file into a plain table of the same columns, in the same run.
 * Goal: at most 5 times the \copy time on PostgreSQL; under 4 s for 100,000 rows on PGlite.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer } from './processes';

export type ImportBenchResult = { database: string; rows: number; importMs: number; serviceMs: number; copyMs: number | null; ratioToCopy: number | null };

const HEADER = 'itemCode,name,itemGroup,uom,valuationMethod,maintainStock,allowNegativeStock,standardCost';

export function itemCsv(rows: number): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) lines.push(`IMP-${String(i).padStart(7, '0')},Imported item ${i},Group ${i % 50},pcs,${i % 2 ? 'FIFO' : 'MAVG'},true,false,`);
  return `${lines.join('\n')}\n`;
}

export async function json(url: string, init: RequestInit) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * A first-run setup on the service at `base` and an ITEM import of `csv` ready to send: POSTing
 * `form` to `url` with `headers` processes it.
 */
export async function itemImportRequest(base: string, csv: string): Promise<{ url: string; headers: Record<string, string>; form: FormData }> {
  const setup = await json(`${base}/api/v1/auth/setup`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench password 123', company: { name: 'Bench Co', baseCurrency: 'USD' } }),
  });
  const headers = { authorization: `Bearer ${setup.accessToken}` };
  const companyId = setup.user.defaultCompanyId;
  const created = await json(`${base}/api/v1/imports`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ companyId, importType: 'ITEM' }) });
  const form = new FormData();
  form.set('companyId', companyId);
  form.set('importType', 'ITEM');
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'items.csv');
  return { url: `${base}/api/v1/imports/${created.id}/process`, headers, form };
}

/** Sets up a service on `env`, imports the file and answers the wall time and the service's own durationMs. */
async function importThroughService(env: Record<string, string>, csv: string): Promise<{ importMs: number; serviceMs: number }> {
  const server = await startServer(env);
  try {
    const { url, headers, form } = await itemImportRequest(server.base, csv);
    const started = performance.now();
    const summary = await json(url, { method: 'POST', headers, body: form });
    const importMs = performance.now() - started;
    return { importMs, serviceMs: summary.durationMs };
  } finally {
    await server.stop();
  }
}

function copyWithPsql(url: string, file: string): number {
  const create = spawnSync('psql', [url, '-qc', 'CREATE TABLE bench_copy (item_code text, name text, item_group text, uom text, valuation_method text, maintain_stock boolean, allow_negative_stock boolean, standard_cost numeric)'], { encoding: 'utf8' });
  if (create.status !== 0) throw new Error(`psql: ${create.stderr}`);
  const started = performance.now();
  const copy = spawnSync('psql', [url, '-qc', `\\copy bench_copy FROM '${file}' WITH (FORMAT csv, HEADER true)`], { encoding: 'utf8' });
  const ms = performance.now() - started;
  if (copy.status !== 0) throw new Error(`psql \\copy: ${copy.stderr}`);
  return ms;
}

export async function benchImports(rows: number, databases: string[], serverUrl: string): Promise<ImportBenchResult[]> {
  const csv = itemCsv(rows);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bos-bench-imports-'));
  const file = path.join(dir, 'items.csv');
  fs.writeFileSync(file, csv);
  const results: ImportBenchResult[] = [];
  try {
    if (databases.includes('postgres')) {
      const name = `bos_bench_imports_${crypto.randomBytes(4).toString('hex')}`;
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        try { await client.query(statement); } finally { await client.end(); }
      };
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      try {
        const copyMs = copyWithPsql(url.toString(), file);
        const { importMs, serviceMs } = await importThroughService({ DATABASE_URL: url.toString(), BOS_DB_POOL_SIZE: '10' }, csv);
        results.push({ database: 'PostgreSQL', rows, importMs, serviceMs, copyMs, ratioToCopy: importMs / copyMs });
      } finally {
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
      process.stderr.write('  imports: PostgreSQL done\n');
    }
    if (databases.includes('pglite')) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bos-bench-imports-pglite-'));
      try {
        const { importMs, serviceMs } = await importThroughService({ BOS_DATA_DIR: dataDir, DATABASE_URL: '' }, csv);
        results.push({ database: 'PGlite', rows, importMs, serviceMs, copyMs: null, ratioToCopy: null });
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
      process.stderr.write('  imports: PGlite done\n');
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

export function printImports(results: ImportBenchResult[]) {
  console.log('\nCSV imports: item rows through POST /imports/{id}/process (wall time of the request; the service\'s own durationMs) against psql \\copy into a plain table');
  for (const r of results) {
    const copy = r.copyMs === null ? '' : `; \\copy ${r.copyMs.toFixed(0)} ms, ratio ${r.ratioToCopy!.toFixed(1)}`;
    console.log(`${r.database.padEnd(11)} ${String(r.rows).padStart(8)} rows: ${r.importMs.toFixed(0)} ms (service ${r.serviceMs} ms)${copy}`);
  }
}

// `npx tsx bench/imports.ts [rows]`: this case alone
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname ?? '', 'imports.ts')) {
  const rows = Number(process.argv[2] ?? process.env.BENCH_IMPORTS ?? 100_000);
  const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',').map((d) => d.trim());
  void benchImports(rows, databases, process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres').then(printImports);
}
