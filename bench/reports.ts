/**
 * The reports bench of issue 11: `GET /reports/dashboard`, `GET /reports/receivables-aging`
 * (today, a year ago, one customer) and `GET /reports/payables-aging` on companies of each size
 * in BENCH_REPORTS (default 1,000 and 1,000,000 invoices and as many sales orders, made by the
 * sales generator: bench/generate-sales.ts), p50 and p99 under load from wrk in its own process
 * (BENCH_REPORTS_CONNECTIONS, default 4: an aging report lists every open document, about a
 * third of the invoices at the generator's spread), plus each request sent alone. The
 * generator writes no bills, so the payables case measures the query's fixed cost only.
 */
import pg from 'pg';
import { dropDatabase, generateCompany } from './generate';
import { generateItems } from './generate-inventory';
import { generateInvoices, generateSalesOrders } from './generate-sales';
import { aloneP50, measureGet, type Measured } from './lists';
import { startServer } from './processes';

/** `invoices`: the company's size (as many sales orders as invoices). */
export type ReportCaseResult = Measured & { invoices: number; id: string; case: string };

/**
 * What the console's first visit to a page waits for (issue 24, 11): the first request of a
 * report to a service started just then (its connections, prepared statements and caches
 * cold; PostgreSQL's buffers as they are), and the median of 7 after it.
 */
export type FirstLoadResult = { invoices: number; id: string; case: string; firstMs: number; warmMs: number };

/** Each of `cases` on a freshly started service: the first request, then the warm median. */
async function firstLoads(databaseUrl: string, invoices: number, cases: [string, string, string][], headers: Record<string, string>): Promise<FirstLoadResult[]> {
  const results: FirstLoadResult[] = [];
  for (const [id, name, path] of cases) {
    const server = await startServer({ DATABASE_URL: databaseUrl, BOS_DB_POOL_SIZE: '20' });
    try {
      const url = `${server.base}${path}`;
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
      const firstMs = performance.now() - t0;
      results.push({ invoices, id, case: name, firstMs, warmMs: (await aloneP50(url, headers)).ms });
    } finally {
      await server.stop();
    }
  }
  return results;
}

/** The customer with the most open invoices: the hardest single-party aging. */
async function busiestCustomer(databaseUrl: string, companyId: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [row] = (await client.query('SELECT customer_id FROM invoices WHERE company_id = $1 AND outstanding <> 0 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1', [companyId])).rows;
    return row.customer_id;
  } finally {
    await client.end();
  }
}

export async function benchReports(sizes: number[], seconds: number, warmup: number, connections: number): Promise<{ cases: ReportCaseResult[]; firstLoads: FirstLoadResult[] }> {
  const results: ReportCaseResult[] = [];
  const first: FirstLoadResult[] = [];
  for (const count of sizes) {
    const log = (line: string) => process.stderr.write(`  reports ${count}: ${line}\n`);
    const company = await generateCompany({ entries: 1000, log });
    await generateItems(company.databaseUrl, company.companyId, 1000, log);
    await generateSalesOrders(company.databaseUrl, company, count, log);
    await generateInvoices(company.databaseUrl, company, count, log);
    // the console's first visit: the dashboard, and the aging page (its company view asks without documents)
    const company$0 = `companyIdString=${company.companyId}`;
    first.push(...await firstLoads(company.databaseUrl, count, [
      ['dashboard', 'GET /reports/dashboard', `/api/v1/reports/dashboard?${company$0}`],
      ['ar-aging-summary', 'receivables aging, today, documents=false', `/api/v1/reports/receivables-aging?${company$0}&documents=false`],
    ], { authorization: `X-API-Key: ${company.apiKey}` }));
    log('first loads done');
    const server = await startServer({ DATABASE_URL: company.databaseUrl, BOS_DB_POOL_SIZE: '20' });
    try {
      const headers = { authorization: `X-API-Key: ${company.apiKey}` };
      const reports = `${server.base}/api/v1/reports`;
      const company$ = `companyIdString=${company.companyId}`;
      const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
      const customer = await busiestCustomer(company.databaseUrl, company.companyId);
      const cases: [string, string, string][] = [
        ['dashboard', 'GET /reports/dashboard', `${reports}/dashboard?${company$}`],
        ['ar-aging-today', 'receivables aging, as of today', `${reports}/receivables-aging?${company$}`],
        ['ar-aging-summary', 'receivables aging, as of today, documents=false', `${reports}/receivables-aging?${company$}&documents=false`],
        ['ar-aging-year-ago', 'receivables aging, as of a year ago', `${reports}/receivables-aging?${company$}&asOf=${yearAgo}`],
        ['ar-aging-customer', 'receivables aging, the busiest customer, today', `${reports}/receivables-aging?${company$}&partyIdString=${customer}`],
        ['ap-aging-today', 'payables aging, as of today (no bills)', `${reports}/payables-aging?${company$}`],
      ];
      for (const [id, name, url] of cases) {
        results.push({ invoices: count, id, case: name, ...await measureGet(server, url, headers, { seconds, warmup, connections }) });
        log(`${name} done`);
      }
    } finally {
      await server.stop();
      if (company.createdDatabase) await dropDatabase(company.databaseUrl);
    }
  }
  return { cases: results, firstLoads: first };
}
