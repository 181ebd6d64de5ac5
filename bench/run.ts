/**
 * npm run bench: throughput and latency of the service, which runs as a child process on a
 * fresh database, under load from a separate load-generator process (wrk, else autocannon's
 * CLI), each case warmed up first. Prints a table and the ratios, and writes the figures to
 * bench/results/<timestamp>.json (one file per run). See docs/operations.md#benchmarks.
 *
 *   BENCH_DURATION      seconds per case (default 10), after BENCH_WARMUP seconds of warm-up (default 3)
 *   BENCH_CONNECTIONS   concurrent connections (default 50)
 *   BENCH_DATABASES     comma-separated: postgres, pglite (default both)
 *   BENCH_DATABASE_URL  PostgreSQL server to create the bench database on (default the local one)
 *   BENCH_LEDGER        set to 0 to skip the ledger cases (posting rate, trial balance; PostgreSQL only)
 *   BENCH_POSTING_COMPANIES  companies the second posting-rate case posts across (default 8; 0 or 1 skips it)
 *   BENCH_LEDGER_LINES  ledger lines under the trial-balance benchmark (default 1,000,000)
 *   BENCH_LIST_ENTRIES  comma-separated ledger sizes for the list cases (default 1000,1000000; 0 skips them)
 *   BENCH_LIST_CONNECTIONS  concurrent connections of the list cases and the inventory cases (default 20)
 *   BENCH_ITEMS         comma-separated item counts for the inventory cases (default 1000,1000000; 0 skips them)
 *   BENCH_SALES_ORDERS  comma-separated sales-order counts for the sales cases, as many invoices (default 1000,1000000; 0 skips them)
 *   BENCH_SALES_WRITES  set to 0 to skip POST /invoices against POST /customers (on the smallest sales company)
 *   BENCH_SALES_PDFS    sales orders whose PDF is rendered, then answered from storage (default 50; 0 skips it)
 *   BENCH_SERVICE_NODE_ARGS  extra node flags for the service process only (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof)
 *   BENCH_PAYMENTS_INVOICES  invoices under POST /payments allocating across 5 of them (default 100,000; 0 skips it)
 *   BENCH_IMPORTS       item rows imported through POST /imports/{id}/process against psql \copy (e.g. 100000; default 0: skipped)
 *   BENCH_REPORTS       comma-separated invoice counts for the dashboard and aging cases, as many sales orders (default 1000,1000000; 0 skips them)
 *   BENCH_REPORTS_CONNECTIONS  concurrent connections of the report cases (default 4)
 *   BENCH_WEBHOOKS      events delivered by two instances to a receiver refusing a third of first attempts (default 10000; 0 skips it)
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/server/db/connection';
import { benchAuditCost, benchPostingAcrossCompanies, benchPostingRate, benchTrialBalance, type LedgerResult } from './ledger';
import { benchInventory, inventoryRatios, type InventoryCaseResult, type StockIssueResult } from './inventory';
import { benchReports, type FirstLoadResult, type ReportCaseResult } from './reports';
import { benchSales, salesRatios, writeRatios, type SalesCaseResult } from './sales';
import type { PdfResult, WriteCaseResult } from './sales-writes';
import { benchLists, listRatios, type ListCaseResult } from './lists';
import { benchPayments, paymentInvoices } from './payments';
import { benchImports, printImports } from './imports';
import { load, onServer, startServer, type LoadResult } from './processes';
import { benchWebhooks, printWebhooks } from './webhooks';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',').map((d) => d.trim()).filter(Boolean);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const withLedger = process.env.BENCH_LEDGER !== '0';
const listSizes = (process.env.BENCH_LIST_ENTRIES ?? '1000,1000000').split(',').map(Number).filter((n) => n > 0);
const listConnections = Number(process.env.BENCH_LIST_CONNECTIONS ?? 20);
const itemSizes = (process.env.BENCH_ITEMS ?? '1000,1000000').split(',').map(Number).filter((n) => n > 0);
const salesSizes = (process.env.BENCH_SALES_ORDERS ?? '1000,1000000').split(',').map(Number).filter((n) => n > 0);
const importRows = Number(process.env.BENCH_IMPORTS ?? 0);
const reportSizes = (process.env.BENCH_REPORTS ?? '1000,1000000').split(',').map(Number).filter((n) => n > 0);
const reportConnections = Number(process.env.BENCH_REPORTS_CONNECTIONS ?? 4);
const webhookEvents = Number(process.env.BENCH_WEBHOOKS ?? 10_000);
const postingCompanies = Number(process.env.BENCH_POSTING_COMPANIES ?? 8);

/** `serverCpuUsPerRequest`: CPU time of the service process per request served (not PostgreSQL's), less sensitive than req/s to other load on the machine. */
type CaseResult = { database: string; case: string; serverCpuUsPerRequest: number } & LoadResult;

const CASES = {
  key: 'GET /companies/{id} with an API key',
  bearer: 'GET /companies/{id} with a bearer session',
  readyz: 'GET /readyz',
  healthz: 'GET /healthz',
};

const admin = (statement: string) => onServer(serverUrl, statement);

async function json(url: string, init: RequestInit) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

const ledgerResults: LedgerResult[] = [];

/** GET /metrics one at a time (as Prometheus scrapes), after the cases above filled its series: median and p99 of 200. */
type ScrapeResult = { database: string; p50Ms: number; p99Ms: number; bytes: number };
const scrapes: ScrapeResult[] = [];

async function timeScrapes(database: string, base: string): Promise<ScrapeResult> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/metrics`);
    bytes = (await res.text()).length;
    if (!res.ok) throw new Error(`GET /metrics: ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { database, p50Ms: times[99], p99Ms: times[197], bytes };
}

async function benchDatabase(label: string, env: Record<string, string>, db: Db | undefined): Promise<CaseResult[]> {
  const server = await startServer(env);
  try {
    const { base } = server;
    const setup = await json(`${base}/api/v1/auth/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench password 123', company: { name: 'Bench Co', baseCurrency: 'USD' } }),
    });
    const bearer = { authorization: `Bearer ${setup.accessToken}` };
    const companyUrl = `${base}/api/v1/companies/${setup.user.defaultCompanyId}`;
    const key = await json(`${base}/api/v1/api-keys`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench', scopes: ['*'], rateLimitPerHour: 1_000_000, expiresAt: '2099-01-01T00:00:00Z' }),
    });
    const keyHeaders = { authorization: `X-API-Key: ${key.key}` };

    const cases: [string, string, Record<string, string>][] = [
      [CASES.readyz, `${base}/readyz`, {}],
      [CASES.key, companyUrl, keyHeaders],
      [CASES.bearer, companyUrl, bearer],
      [CASES.healthz, `${base}/healthz`, {}],
    ];
    const results: CaseResult[] = [];
    for (const [name, url, headers] of cases) {
      await load(url, headers, warmup, connections);
      const cpuBefore = server.cpuSeconds();
      const result = await load(url, headers, duration, connections);
      const serverCpuUsPerRequest = ((server.cpuSeconds() - cpuBefore) * 1e6) / result.requests;
      results.push({ database: label, case: name, serverCpuUsPerRequest, ...result });
      process.stderr.write(`  ${label}: ${name} done\n`);
    }
    scrapes.push(await timeScrapes(label, base));

    if (db && withLedger) {
      const session = { base, headers: keyHeaders, companyId: setup.user.defaultCompanyId, serviceCpuSeconds: server.cpuSeconds };
      ledgerResults.push(await benchPostingRate(label, db, session, duration, connections));
      process.stderr.write(`  ${label}: posting rate done\n`);
      if (postingCompanies > 1) {
        ledgerResults.push(await benchPostingAcrossCompanies(label, db, session, bearer, duration, connections, postingCompanies));
        process.stderr.write(`  ${label}: posting rate across companies done\n`);
      }
      if (process.env.BENCH_AUDIT_AB !== '0') {
        ledgerResults.push(...await benchAuditCost(label, db, session, duration, connections));
        process.stderr.write(`  ${label}: audit cost done\n`);
      }
      ledgerResults.push(...await benchTrialBalance(label, db, session));
      process.stderr.write(`  ${label}: trial balance done\n`);
    }
    return results;
  } finally {
    await server.stop();
  }
}

async function benchPostgres(): Promise<CaseResult[]> {
  const name = `bos_bench_${crypto.randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  try {
    return await benchDatabase('PostgreSQL', { DATABASE_URL: url.toString(), BOS_DB_POOL_SIZE: '20' }, drizzle(pool) as unknown as Db);
  } finally {
    await pool.end();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function benchPglite(): Promise<CaseResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bos-bench-'));
  try {
    // One process per data directory: the bench cannot open it beside the service, so no ledger cases.
    return await benchDatabase('PGlite', { BOS_DATA_DIR: dataDir, DATABASE_URL: '' }, undefined);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function ratiosOf(results: CaseResult[]) {
  const ratios: Record<string, Record<string, number>> = {};
  for (const database of new Set(results.map((r) => r.database))) {
    const of = (name: string) => results.find((r) => r.database === database && r.case === name)!.requestsPerSecond;
    const cpu = (name: string) => results.find((r) => r.database === database && r.case === name)!.serverCpuUsPerRequest;
    ratios[database] = {
      'API key / readyz': of(CASES.key) / of(CASES.readyz),
      'readyz / API key, service CPU per request': cpu(CASES.readyz) / cpu(CASES.key),
      'bearer / readyz': of(CASES.bearer) / of(CASES.readyz),
      'API key / bearer': of(CASES.key) / of(CASES.bearer),
    };
  }
  return ratios;
}

async function main() {
  const results: CaseResult[] = [];
  if (databases.includes('postgres')) results.push(...(await benchPostgres()));
  if (databases.includes('pglite')) results.push(...(await benchPglite()));
  const lists = listSizes.length ? await benchLists(listSizes, duration, warmup, listConnections) : [];
  const inventory = itemSizes.length ? await benchInventory(itemSizes, duration, warmup, listConnections) : { lists: [], stockIssues: undefined };
  const sales = salesSizes.length ? await benchSales(salesSizes, duration, warmup, listConnections) : { lists: [], writes: [], pdf: undefined };
  const payments = paymentInvoices > 0 ? await benchPayments(paymentInvoices, { seconds: duration, warmup, connections: listConnections }) : [];
  const importResults = importRows > 0 ? await benchImports(importRows, databases, serverUrl) : [];
  const reports = reportSizes.length ? await benchReports(reportSizes, duration, warmup, reportConnections) : { cases: [], firstLoads: [] };
  const webhooks = webhookEvents > 0 && databases.includes('postgres') ? await benchWebhooks(webhookEvents, serverUrl) : undefined;

  const cores = os.cpus().length;
  const ratios = ratiosOf(results);
  if (results.length) printGeneral(results, ratios, cores);
  for (const r of scrapes) console.log(`${r.database}: GET /metrics one at a time, p50 ${r.p50Ms.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(2)} ms (${r.bytes} bytes)`);
  if (ledgerResults.length) {
    console.log('\nLedger');
    for (const r of ledgerResults) {
      console.log(`${r.database.padEnd(11)} ${r.case.padEnd(56)} ${r.value.toFixed(0).padStart(8)} ${r.unit}  (${r.detail})`);
    }
  }
  const listRatioValues = lists.length ? listRatios(lists) : {};
  if (lists.length) printLists(lists, listRatioValues);
  const inventoryRatioValues = inventoryRatios(inventory.lists);
  if (inventory.lists.length) printInventory(inventory.lists, inventoryRatioValues, inventory.stockIssues);
  const salesListRatios = salesRatios(sales.lists);
  const salesRatioValues = { ...salesListRatios, ...writeRatios(sales.writes) };
  if (sales.lists.length) printSales(sales.lists, salesListRatios);
  if (sales.writes.length) printSalesWrites(sales.writes);
  if (sales.pdf) printSalesPdf(sales.pdf);
  if (payments.length) printPayments(payments);
  if (importResults.length) printImports(importResults);
  if (reports.cases.length) printReports(reports.cases, reports.firstLoads);
  if (webhooks) printWebhooks(webhooks);
  const at = new Date().toISOString();
  const out = path.resolve('bench/results');
  fs.mkdirSync(out, { recursive: true });
  const file = path.join(out, `${at.replace(/[:.]/g, '-')}.json`);
  const loadavg = os.loadavg();
  fs.writeFileSync(file, JSON.stringify({ at, commit: gitCommit(), cores, loadavg, connections, warmup, duration, results, ratios, ledger: ledgerResults, lists, listConnections, listRatios: listRatioValues, inventory, inventoryRatios: inventoryRatioValues, sales, salesRatios: salesRatioValues, payments, imports: importResults, reports, reportConnections, webhooks, scrapes }, null, 2));
  console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
}

function printGeneral(results: CaseResult[], ratios: ReturnType<typeof ratiosOf>, cores: number) {
  console.log(`\n${connections} connections, ${warmup} s warm-up + ${duration} s per case, ${cores} cores, load from ${results[0]?.generator}\n`);
  console.log(`${'database'.padEnd(11)} ${'case'.padEnd(42)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)} ${'CPU µs/req'.padStart(11)}`);
  for (const r of results) {
    console.log(`${r.database.padEnd(11)} ${r.case.padEnd(42)} ${r.requestsPerSecond.toFixed(0).padStart(8)} ${r.p50Ms.toFixed(2).padStart(7)} ${r.p99Ms.toFixed(2).padStart(7)} ${String(r.non2xx).padStart(8)} ${r.serverCpuUsPerRequest.toFixed(0).padStart(11)}`);
  }
  console.log('');
  for (const [database, of] of Object.entries(ratios)) {
    console.log(`${database}: ${Object.entries(of).map(([name, value]) => `${name} = ${value.toFixed(2)}`).join(', ')}`);
  }
}

function printLists(lists: ListCaseResult[], ratios: Record<string, number>) {
  console.log(`\nLists (PostgreSQL, ${listConnections} connections; "alone" is the median of 7 requests sent one at a time; CPU µs per request under load, of the service and of PostgreSQL)`);
  console.log(`${'entries'.padStart(9)} ${'case'.padEnd(44)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)} ${'alone ms'.padStart(9)} ${'svc µs'.padStart(7)} ${'db µs'.padStart(7)}`);
  for (const r of lists) {
    console.log(`${String(r.entries).padStart(9)} ${r.case.padEnd(44)} ${r.requestsPerSecond.toFixed(0).padStart(8)} ${r.p50Ms.toFixed(2).padStart(7)} ${r.p99Ms.toFixed(2).padStart(8)} ${String(r.non2xx).padStart(8)} ${r.aloneP50Ms.toFixed(2).padStart(9)} ${r.serviceCpuUsPerRequest.toFixed(0).padStart(7)} ${r.databaseCpuUsPerRequest.toFixed(0).padStart(7)}`);
  }
  for (const [name, value] of Object.entries(ratios)) console.log(`${name} = ${value.toFixed(2)}`);
}

function printInventory(lists: InventoryCaseResult[], ratios: Record<string, number>, issues: StockIssueResult | undefined) {
  console.log(`\nItems (PostgreSQL, ${listConnections} connections; "alone" is the median of 7 requests sent one at a time; CPU µs per request under load, of the service and of PostgreSQL)`);
  console.log(`${'items'.padStart(9)} ${'case'.padEnd(44)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)} ${'alone ms'.padStart(9)} ${'svc µs'.padStart(7)} ${'db µs'.padStart(7)}`);
  for (const r of lists) {
    console.log(`${String(r.items).padStart(9)} ${r.case.padEnd(44)} ${r.requestsPerSecond.toFixed(0).padStart(8)} ${r.p50Ms.toFixed(2).padStart(7)} ${r.p99Ms.toFixed(2).padStart(8)} ${String(r.non2xx).padStart(8)} ${r.aloneP50Ms.toFixed(2).padStart(9)} ${r.serviceCpuUsPerRequest.toFixed(0).padStart(7)} ${r.databaseCpuUsPerRequest.toFixed(0).padStart(7)}`);
  }
  for (const [name, value] of Object.entries(ratios)) console.log(`${name} = ${value.toFixed(2)}`);
  if (issues) {
    console.log(`Stock issues, one FIFO item with ${issues.lots} open lots: ${issues.issuesPerSecond.toFixed(0)} issues/s, p50 ${issues.p50Ms} ms, p99 ${issues.p99Ms} ms, ${issues.non2xx} non-2xx (${issues.issued} units issued, ${issues.qtyLeft} left)`);
  }
}

function printSales(results: SalesCaseResult[], ratios: Record<string, number>) {
  console.log(`\nSales orders and invoices (PostgreSQL, ${listConnections} connections; as many invoices as orders; "alone" is the median of 7 requests sent one at a time; CPU µs per request under load, of the service and of PostgreSQL)`);
  console.log(`${'orders'.padStart(9)} ${'case'.padEnd(56)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)} ${'alone ms'.padStart(9)} ${'svc µs'.padStart(7)} ${'db µs'.padStart(7)}`);
  for (const r of results) {
    console.log(`${String(r.orders).padStart(9)} ${r.case.padEnd(56)} ${r.requestsPerSecond.toFixed(0).padStart(8)} ${r.p50Ms.toFixed(2).padStart(7)} ${r.p99Ms.toFixed(2).padStart(8)} ${String(r.non2xx).padStart(8)} ${r.aloneP50Ms.toFixed(2).padStart(9)} ${r.serviceCpuUsPerRequest.toFixed(0).padStart(7)} ${r.databaseCpuUsPerRequest.toFixed(0).padStart(7)}`);
  }
  for (const [name, value] of Object.entries(ratios)) console.log(`${name} = ${value.toFixed(2)}`);
}

function printSalesWrites(writes: WriteCaseResult[]) {
  console.log(`\nSales writes (PostgreSQL, smallest sales company, ${listConnections} connections, autocannon in the bench's process; CPU µs per request of the service and of PostgreSQL)`);
  console.log(`${'case'.padEnd(56)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(8)} ${'requests'.padStart(9)} ${'non-2xx'.padStart(8)} ${'svc µs'.padStart(7)} ${'db µs'.padStart(7)}`);
  for (const w of writes) {
    console.log(`${w.case.padEnd(56)} ${w.requestsPerSecond.toFixed(0).padStart(8)} ${w.p50Ms.toFixed(2).padStart(7)} ${w.p99Ms.toFixed(2).padStart(8)} ${String(w.requests).padStart(9)} ${String(w.non2xx).padStart(8)} ${w.serviceCpuUsPerRequest.toFixed(0).padStart(7)} ${w.databaseCpuUsPerRequest.toFixed(0).padStart(7)}`);
  }
  for (const [name, value] of Object.entries(writeRatios(writes))) console.log(`${name} = ${value.toFixed(2)}`);
}

function printPayments(payments: WriteCaseResult[]) {
  console.log(`\nPayments (PostgreSQL, ${paymentInvoices.toLocaleString('en')} invoices, ${listConnections} connections, autocannon in the bench's process; CPU µs per request of the service and of PostgreSQL)`);
  console.log(`${'case'.padEnd(56)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(8)} ${'requests'.padStart(9)} ${'non-2xx'.padStart(8)} ${'svc µs'.padStart(7)} ${'db µs'.padStart(7)}`);
  for (const w of payments) {
    console.log(`${w.case.padEnd(56)} ${w.requestsPerSecond.toFixed(0).padStart(8)} ${w.p50Ms.toFixed(2).padStart(7)} ${w.p99Ms.toFixed(2).padStart(8)} ${String(w.requests).padStart(9)} ${String(w.non2xx).padStart(8)} ${w.serviceCpuUsPerRequest.toFixed(0).padStart(7)} ${w.databaseCpuUsPerRequest.toFixed(0).padStart(7)}`);
  }
}

function printSalesPdf(pdf: PdfResult) {
  console.log(`\nSales order PDF (STANDARD), ${pdf.orders} distinct orders, one request at a time`);
  console.log(`${'case'.padEnd(56)} ${'requests'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
  for (const t of pdf.alone) console.log(`${t.case.padEnd(56)} ${String(t.requests).padStart(9)} ${t.p50Ms.toFixed(2).padStart(7)} ${t.p99Ms.toFixed(2).padStart(8)} ${t.maxMs.toFixed(2).padStart(8)}`);
  console.log(`Under load (${listConnections} connections, wrk):`);
  console.log(`${'case'.padEnd(56)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)} ${'svc µs'.padStart(7)} ${'db µs'.padStart(7)}`);
  for (const r of pdf.underLoad) {
    console.log(`${r.case.padEnd(56)} ${r.requestsPerSecond.toFixed(0).padStart(8)} ${r.p50Ms.toFixed(2).padStart(7)} ${r.p99Ms.toFixed(2).padStart(8)} ${String(r.non2xx).padStart(8)} ${r.serviceCpuUsPerRequest.toFixed(0).padStart(7)} ${r.databaseCpuUsPerRequest.toFixed(0).padStart(7)}`);
  }
}

function printReports(results: ReportCaseResult[], firstLoads: FirstLoadResult[]) {
  console.log('\nReports, first load (PostgreSQL): the first request to a service started just then, and the median of 7 after it (goal: first under 1,000 ms)');
  console.log(`${'invoices'.padStart(9)} ${'case'.padEnd(56)} ${'first ms'.padStart(9)} ${'warm ms'.padStart(8)}`);
  for (const r of firstLoads) console.log(`${String(r.invoices).padStart(9)} ${r.case.padEnd(56)} ${r.firstMs.toFixed(1).padStart(9)} ${r.warmMs.toFixed(1).padStart(8)}`);
  console.log(`\nReports (PostgreSQL, ${reportConnections} connections; as many sales orders as invoices; "alone" is the median of 7 requests sent one at a time; CPU µs per request under load, of the service and of PostgreSQL)`);
  console.log(`${'invoices'.padStart(9)} ${'case'.padEnd(56)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)} ${'alone ms'.padStart(9)} ${'svc µs'.padStart(7)} ${'db µs'.padStart(7)}`);
  for (const r of results) {
    console.log(`${String(r.invoices).padStart(9)} ${r.case.padEnd(56)} ${r.requestsPerSecond.toFixed(0).padStart(8)} ${r.p50Ms.toFixed(2).padStart(7)} ${r.p99Ms.toFixed(2).padStart(8)} ${String(r.non2xx).padStart(8)} ${r.aloneP50Ms.toFixed(2).padStart(9)} ${r.serviceCpuUsPerRequest.toFixed(0).padStart(7)} ${r.databaseCpuUsPerRequest.toFixed(0).padStart(7)}`);
  }
}

function gitCommit(): string | undefined {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

await main();
