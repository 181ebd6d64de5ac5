/**
 * npm run bench: throughput and latency of the service on the embedded database and on
 * PostgreSQL, measured in one run. Results print as a table and land in bench/results/latest.json.
 *
 *   BENCH_DURATION      seconds per case (default 10)
 *   BENCH_CONNECTIONS   concurrent connections (default 50)
 *   BENCH_DATABASE_URL  PostgreSQL server to create the bench database on (default the local one)
 *   BENCH_LEDGER_LINES  ledger lines under the trial-balance benchmark (default 1,000,000)
 *   BENCH_PGLITE_LEDGER set to 0 to skip the trial balance over that many lines on PGlite
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { openDatabase, type Database, type DatabaseOptions } from '../src/server/db/connection';
import { benchPostingRate, benchTrialBalance, type LedgerResult } from './ledger';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type CaseResult = { database: string; case: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number };

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

async function load(url: string, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({ url, headers, connections, duration: seconds, workers: 1 });
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx };
}

const ledgerResults: LedgerResult[] = [];

async function benchDatabase(label: string, options: DatabaseOptions): Promise<CaseResult[]> {
  const database: Database = await openDatabase(options);
  const app = await buildApp({ database, config: { jwtSecret: undefined, logLevel: 'silent', trustProxy: false, secureCookies: false } });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const setup = await fetch(`${base}/api/v1/auth/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench password 123', company: { name: 'Bench Co', baseCurrency: 'USD' } }),
    }).then((r) => r.json());
    const bearer = { authorization: `Bearer ${setup.accessToken}` };
    const companyUrl = `${base}/api/v1/companies/${setup.user.defaultCompanyId}`;
    const key = await fetch(`${base}/api/v1/api-keys`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench', scopes: ['*'], rateLimitPerHour: 1_000_000, expiresAt: '2099-01-01T00:00:00Z' }),
    }).then((r) => r.json());

    const cases: [string, string, Record<string, string>][] = [
      ['GET /companies/{id} with an API key', companyUrl, { authorization: `X-API-Key: ${key.key}` }],
      ['GET /companies/{id} with a bearer session', companyUrl, bearer],
      ['GET /healthz', `${base}/healthz`, {}],
    ];
    const results: CaseResult[] = [];
    for (const [name, url, headers] of cases) {
      await load(url, headers, 2); // warm-up
      results.push({ database: label, case: name, ...(await load(url, headers, duration)) });
      process.stderr.write(`  ${label}: ${name} done\n`);
    }

    const session = { base, headers: { authorization: `X-API-Key: ${key.key}` }, companyId: setup.user.defaultCompanyId };
    ledgerResults.push(await benchPostingRate(label, database, session, duration, connections));
    process.stderr.write(`  ${label}: posting rate done\n`);
    if (label !== 'PGlite' || process.env.BENCH_PGLITE_LEDGER !== '0') {
      ledgerResults.push(await benchTrialBalance(label, app, database, session));
      process.stderr.write(`  ${label}: trial balance done\n`);
    }
    return results;
  } finally {
    await app.close();
    await database.close();
  }
}

async function main() {
  const results: CaseResult[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bos-bench-'));
  try {
    results.push(...(await benchDatabase('PGlite', { kind: 'pglite', dataDir })));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const name = `bos_bench_${crypto.randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    results.push(...(await benchDatabase('PostgreSQL', { kind: 'postgres', url: url.toString(), poolSize: 20 })));
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }

  console.log(`\n${connections} connections, ${duration} s per case, ${os.cpus().length} cores\n`);
  console.log(`${'database'.padEnd(11)} ${'case'.padEnd(42)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)}`);
  for (const r of results) {
    console.log(`${r.database.padEnd(11)} ${r.case.padEnd(42)} ${r.requestsPerSecond.toFixed(0).padStart(8)} ${String(r.p50Ms).padStart(7)} ${String(r.p99Ms).padStart(7)} ${String(r.non2xx).padStart(8)}`);
  }
  const ratios: Record<string, number> = {};
  for (const database of ['PGlite', 'PostgreSQL']) {
    const of = (prefix: string) => results.find((r) => r.database === database && r.case.includes(prefix))!.requestsPerSecond;
    ratios[database] = of('API key') / of('bearer');
    console.log(`${database}: API key / bearer throughput = ${ratios[database].toFixed(2)}`);
  }
  console.log('\nLedger');
  for (const r of ledgerResults) {
    console.log(`${r.database.padEnd(11)} ${r.case.padEnd(56)} ${r.value.toFixed(0).padStart(8)} ${r.unit}  (${r.detail})`);
  }
  const out = path.resolve('bench/results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'latest.json'), JSON.stringify({ at: new Date().toISOString(), connections, duration, results, ratios, ledger: ledgerResults }, null, 2));
}

await main();
