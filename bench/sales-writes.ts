/**
 * The write and PDF cases of the sales bench (issue 10), on a company made by bench/sales.ts:
 *
 * - `POST /invoices` with 10 lines over non-stock items (SVC-..., so no stock ledger) and one
 *   `tax` charge, against `POST /customers` (a plain single-row insert, a new name each time),
 *   one after the other in the same run with the same connections; autocannon runs in the
 *   bench's process, apart from the service, so each request can carry its own body.
 * - The sales order PDF (`GET /sales-orders/{id}?format=STANDARD`): the first request for each
 *   of BENCH_SALES_PDFS orders renders and stores it; the next answers from storage, and with
 *   `If-None-Match` a 304. Each sent one at a time, then the cached answers under load (wrk).
 */
import autocannon from 'autocannon';
import crypto from 'node:crypto';
import pg from 'pg';
import { SERVICE_ITEMS } from './generate-sales';
import { load, postgresCpuSeconds, type Server } from './processes';

export type WriteCaseResult = {
  id: string; case: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; requests: number; non2xx: number; serviceCpuUsPerRequest: number;
  databaseCpuUsPerRequest: number;
};
export type PdfTimes = { id: string; case: string; requests: number; p50Ms: number; p99Ms: number; maxMs: number };
export type PdfLoadResult = { id: string; case: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number; serviceCpuUsPerRequest: number; databaseCpuUsPerRequest: number };
export type PdfResult = { orders: number; alone: PdfTimes[]; underLoad: PdfLoadResult[] };

type Company = { databaseUrl: string; companyId: string };

async function query<T>(databaseUrl: string, statement: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** A random 10-line invoice body: quantities and prices in whole units and cents, amounts qty × unitPrice exactly (integer cents), a 10 % tax charge. */
function invoiceBody(companyId: string, currency: string, customers: string[], postingDate: string): string {
  let itemsCents = 0;
  const items = Array.from({ length: 10 }, (_, n) => {
    const qty = 1 + crypto.randomInt(20);
    const cents = 100 + crypto.randomInt(20_000);
    itemsCents += qty * cents;
    return { itemCode: `SVC-${String(1 + ((crypto.randomInt(SERVICE_ITEMS) + n) % SERVICE_ITEMS)).padStart(3, '0')}`, qty, unitPrice: cents / 100, amount: (qty * cents) / 100 };
  });
  return JSON.stringify({
    companyIdString: companyId, customerIdString: customers[crypto.randomInt(customers.length)], currencyCodeString: currency,
    postingDate, return: false, items, charges: [{ chargeType: 'tax', description: 'Sales tax', amount: Math.round(itemsCents / 10) / 100 }],
  });
}

export async function postRate(server: Server, url: string, headers: Record<string, string>, body: () => string, seconds: number, connections: number) {
  const requests = [{ method: 'POST' as const, headers: { ...headers, 'content-type': 'application/json' }, setupRequest: (r: any) => ({ ...r, body: body() }) }];
  const [serviceBefore, databaseBefore] = [server.cpuSeconds(), postgresCpuSeconds()];
  const result = await autocannon({ url, connections, duration: seconds, workers: 0, requests });
  const total = result.requests.total;
  const perRequest = (before: number, after: number) => ((after - before) * 1e6) / Math.max(total, 1);
  return {
    requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, requests: total, non2xx: result.non2xx,
    serviceCpuUsPerRequest: perRequest(serviceBefore, server.cpuSeconds()), databaseCpuUsPerRequest: perRequest(databaseBefore, postgresCpuSeconds()),
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

type Rate = Awaited<ReturnType<typeof postRate>>;

/**
 * One case over several rounds: requests and CPU added up, so req/s and CPU per request are those
 * of all the rounds; p50 the rounds' median, p99 their worst.
 */
export function combineRounds(rounds: Rate[]): Rate {
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  const seconds = rounds.reduce((sum, r) => sum + (r.requestsPerSecond > 0 ? r.requests / r.requestsPerSecond : 0), 0);
  const perRequest = (of: (r: Rate) => number) => rounds.reduce((sum, r) => sum + of(r) * r.requests, 0) / Math.max(requests, 1);
  return {
    requestsPerSecond: seconds > 0 ? requests / seconds : 0,
    p50Ms: percentile(rounds.map((r) => r.p50Ms).sort((a, b) => a - b), 50), p99Ms: Math.max(...rounds.map((r) => r.p99Ms)),
    requests, non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    serviceCpuUsPerRequest: perRequest((r) => r.serviceCpuUsPerRequest), databaseCpuUsPerRequest: perRequest((r) => r.databaseCpuUsPerRequest),
  };
}

/**
 * POST /invoices (10 lines, a tax charge) and POST /customers, each warmed up, then measured in
 * BENCH_WRITE_ROUNDS rounds (default 4, of 2 s at least) taking turns, `seconds` in all per case: this machine's
 * speed drifts by a third within minutes, and cases measured one after the other read that drift
 * as a difference between them; taking turns shares it out.
 */
export async function benchSalesWrites(server: Server, company: Company, headers: Record<string, string>, o: { seconds: number; warmup: number; connections: number }): Promise<WriteCaseResult[]> {
  const customers = (await query<{ id: string }>(company.databaseUrl, 'SELECT id FROM customers WHERE company_id = $1', [company.companyId])).map((r) => r.id);
  const [{ code: currency }] = await query<{ code: string }>(company.databaseUrl,
    'SELECT cu.code FROM companies c JOIN currencies cu ON cu.id = c.base_currency_id WHERE c.id = $1', [company.companyId]);
  const postingDate = new Date().toISOString().slice(0, 10);
  const run = crypto.randomBytes(3).toString('hex');
  let n = 0;
  const cases: [string, string, string, () => string][] = [
    ['invoice-10-lines', 'POST /invoices, 10 non-stock lines and a tax charge', '/invoices', () => invoiceBody(company.companyId, currency, customers, postingDate)],
    ['customer', 'POST /customers (single-row insert)', '/customers', () => JSON.stringify({ companyIdString: company.companyId, name: `Bench ${run} ${++n}` })],
  ];
  for (const [, name, path, body] of cases) {
    const url = `${server.base}/api/v1${path}`;
    const check = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: body() });
    if (check.status !== 201) throw new Error(`${name}: ${check.status} ${await check.text()}`);
    if (o.warmup > 0) await postRate(server, url, headers, body, o.warmup, o.connections);
  }
  // rounds of at least 2 s: the connections' first requests are a larger part of a shorter one
  const rounds = Math.max(1, Math.min(Number(process.env.BENCH_WRITE_ROUNDS ?? 4), Math.floor(o.seconds / 2)));
  const measured: Rate[][] = cases.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, [, , path, body]] of cases.entries()) {
      measured[i].push(await postRate(server, `${server.base}/api/v1${path}`, headers, body, o.seconds / rounds, o.connections));
    }
  }
  return cases.map(([id, name], i) => ({ id, case: name, ...combineRounds(measured[i]) }));
}

function timesOf(id: string, name: string, ms: number[]): PdfTimes {
  const sorted = [...ms].sort((a, b) => a - b);
  return { id, case: name, requests: ms.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: sorted.at(-1)! };
}

async function timed(url: string, headers: Record<string, string>, expected: number): Promise<{ ms: number; etag: string }> {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (res.status !== expected) throw new Error(`GET ${url}: ${res.status}, expected ${expected}: ${Buffer.from(body).toString('utf8', 0, 500)}`);
  if (expected === 200 && res.headers.get('content-type') !== 'application/pdf') throw new Error(`GET ${url}: ${res.headers.get('content-type')}, not a PDF`);
  return { ms, etag: res.headers.get('etag') ?? '' };
}

/** First render, cached answer and 304 of `count` orders' STANDARD PDFs, one at a time; then the cached answer and the 304 of one of them under load. */
export async function benchSalesPdf(server: Server, company: Company, headers: Record<string, string>, count: number, o: { seconds: number; warmup: number; connections: number }): Promise<PdfResult> {
  const orders = (await query<{ id: string }>(company.databaseUrl,
    'SELECT id FROM sales_orders WHERE company_id = $1 ORDER BY number LIMIT $2', [company.companyId, count])).map((r) => r.id);
  const urls = orders.map((id) => `${server.base}/api/v1/sales-orders/${id}?format=STANDARD`);
  const first: number[] = [];
  const etags: string[] = [];
  for (const url of urls) {
    const { ms, etag } = await timed(url, headers, 200);
    first.push(ms);
    etags.push(etag);
  }
  const cached: number[] = [];
  for (const url of urls) cached.push((await timed(url, headers, 200)).ms);
  const notModified: number[] = [];
  for (const [i, url] of urls.entries()) notModified.push((await timed(url, { ...headers, 'if-none-match': etags[i] }, 304)).ms);

  const underLoad: PdfLoadResult[] = [];
  const loadCases: [string, string, Record<string, string>][] = [
    ['pdf-cached', 'cached PDF (200 from storage), one order', headers],
    ['pdf-304', 'If-None-Match (304), one order', { ...headers, 'if-none-match': etags[0] }],
  ];
  for (const [id, name, h] of loadCases) {
    await load(urls[0], h, o.warmup, o.connections);
    const [serviceBefore, databaseBefore] = [server.cpuSeconds(), postgresCpuSeconds()];
    const result = await load(urls[0], h, o.seconds, o.connections);
    const perRequest = (before: number, after: number) => ((after - before) * 1e6) / Math.max(result.requests, 1);
    underLoad.push({
      id, case: name, requestsPerSecond: result.requestsPerSecond, p50Ms: result.p50Ms, p99Ms: result.p99Ms, non2xx: result.non2xx,
      serviceCpuUsPerRequest: perRequest(serviceBefore, server.cpuSeconds()), databaseCpuUsPerRequest: perRequest(databaseBefore, postgresCpuSeconds()),
    });
  }
  return {
    orders: urls.length,
    alone: [
      timesOf('pdf-first', 'first render (renders and stores)', first),
      timesOf('pdf-cached', 'cached answer (200 from storage)', cached),
      timesOf('pdf-304', 'If-None-Match (304)', notModified),
    ],
    underLoad,
  };
}
