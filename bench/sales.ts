/**
 * The sales bench of issue 10: `GET /sales-orders` with the interface's filters (status,
 * customerId, fromDate/toDate on the creation date) and a sort, exact totalElements, on
 * companies of each size in BENCH_SALES_ORDERS (default 1,000 and 1,000,000 orders), under
 * load from wrk in its own process, plus each request sent alone. The goal: p99 under 50 ms,
 * and throughput at the largest size at least 0.5 of the same request at the smallest.
 */
import pg from 'pg';
import { dropDatabase, generateCompany } from './generate';
import { generateItems } from './generate-inventory';
import { generateSalesOrders } from './generate-sales';
import { measureGet, type Measured } from './lists';
import { startServer } from './processes';

export type SalesCaseResult = Measured & { orders: number; id: string; case: string };

/** The customer with the most orders (the hardest customer filter) and an order's trace. */
async function samples(databaseUrl: string, companyId: string): Promise<{ customerId: string; trace: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [customer] = (await client.query('SELECT customer_id FROM sales_order_counts WHERE company_id = $1 GROUP BY 1 ORDER BY sum(orders) DESC LIMIT 1', [companyId])).rows;
    const [order] = (await client.query('SELECT number FROM sales_orders WHERE company_id = $1 ORDER BY number DESC LIMIT 1', [companyId])).rows;
    return { customerId: customer.customer_id, trace: order.number };
  } finally {
    await client.end();
  }
}

export async function benchSales(sizes: number[], seconds: number, warmup: number, connections: number): Promise<SalesCaseResult[]> {
  const results: SalesCaseResult[] = [];
  for (const count of sizes) {
    const log = (line: string) => process.stderr.write(`  sales ${count}: ${line}\n`);
    const company = await generateCompany({ entries: 1000, log });
    await generateItems(company.databaseUrl, company.companyId, 1000, log);
    await generateSalesOrders(company.databaseUrl, company, count, log);
    const server = await startServer({ DATABASE_URL: company.databaseUrl, BOS_DB_POOL_SIZE: '20' });
    try {
      const headers = { authorization: `X-API-Key: ${company.apiKey}` };
      const { customerId, trace } = await samples(company.databaseUrl, company.companyId);
      const orders = `${server.base}/api/v1/sales-orders?companyIdString=${company.companyId}`;
      const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      const cases: [string, string, string][] = [
        ['so-status-customer-dates', 'status, customerId, a year of dates, sort=-createdAt',
          `${orders}&status=COMPLETED&customerId=${customerId}&fromDate=${day(730)}&toDate=${day(365)}&sort=-createdAt`],
        ['so-status-customer', 'status=TO_DELIVER_AND_BILL, customerId, sort=-total', `${orders}&status=TO_DELIVER_AND_BILL&customerId=${customerId}&sort=-total`],
        ['so-status-dates', 'status=TO_BILL, a month of dates, sort=-createdAt', `${orders}&status=TO_BILL&fromDate=${day(30)}&toDate=${day(0)}&sort=-createdAt`],
        ['so-status-number', 'status=COMPLETED, sort=-number', `${orders}&status=COMPLETED&sort=-number`],
        ['so-defaults', 'no filter (size 20, page 0, newest first)', orders],
        ['so-detail', 'GET /sales-orders/{trace}', `${server.base}/api/v1/sales-orders/${trace}`],
      ];
      for (const [id, name, url] of cases) {
        results.push({ orders: count, id, case: name, ...await measureGet(server, url, headers, { seconds, warmup, connections }) });
        log(`${name} done`);
      }
    } finally {
      await server.stop();
      if (company.createdDatabase) await dropDatabase(company.databaseUrl);
    }
  }
  return results;
}

/** Throughput at the largest size over the same request at the smallest, per case. */
export function salesRatios(results: SalesCaseResult[]): Record<string, number> {
  const sizes = [...new Set(results.map((r) => r.orders))].sort((a, b) => a - b);
  const [small, large] = [sizes[0], sizes.at(-1)!];
  const ratios: Record<string, number> = {};
  if (small === large) return ratios;
  for (const r of results.filter((x) => x.orders === large)) {
    ratios[`${r.id}: ${large} / ${small} orders`] = r.requestsPerSecond / results.find((x) => x.orders === small && x.id === r.id)!.requestsPerSecond;
  }
  return ratios;
}
