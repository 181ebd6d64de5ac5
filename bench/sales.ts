/**
 * The sales bench of issue 10: `GET /sales-orders` with the interface's filters (status,
 * customerId, fromDate/toDate on the creation date) and a sort, exact totalElements, on
 * companies of each size in BENCH_SALES_ORDERS (default 1,000 and 1,000,000 orders, and as
 * many invoices), under load from wrk in its own process, plus each request sent alone. The
 * goal: p99 under 50 ms, and throughput at the largest size at least 0.5 of the same request
 * at the smallest. `GET /invoices` with a customer and a status filter and a sort likewise.
 * On the smallest company only (bench/sales-writes.ts): `POST /invoices` (10 lines, a tax
 * charge) against `POST /customers` (BENCH_SALES_WRITES=0 skips them), and the sales order
 * PDF's first render and cached answer over BENCH_SALES_PDFS orders (default 50; 0 skips it).
 */
import pg from 'pg';
import { dropDatabase, generateCompany } from './generate';
import { generateItems } from './generate-inventory';
import { generateInvoices, generateSalesOrders } from './generate-sales';
import { measureGet, type Measured } from './lists';
import { startServer } from './processes';
import { benchSalesPdf, benchSalesWrites, type PdfResult, type WriteCaseResult } from './sales-writes';

/** `orders`: the company's size (as many sales orders as invoices). */
export type SalesCaseResult = Measured & { orders: number; id: string; case: string };
export type SalesResults = { lists: SalesCaseResult[]; writes: WriteCaseResult[]; pdf: PdfResult | undefined };

const withWrites = process.env.BENCH_SALES_WRITES !== '0';
const pdfOrders = Number(process.env.BENCH_SALES_PDFS ?? 50);

/** The customer with the most orders (the hardest customer filter), an order's trace, and the customer with the most invoices. */
async function samples(databaseUrl: string, companyId: string): Promise<{ customerId: string; trace: string; invoiceCustomerId: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [customer] = (await client.query('SELECT customer_id FROM sales_order_counts WHERE company_id = $1 GROUP BY 1 ORDER BY sum(orders) DESC LIMIT 1', [companyId])).rows;
    const [order] = (await client.query('SELECT number FROM sales_orders WHERE company_id = $1 ORDER BY number DESC LIMIT 1', [companyId])).rows;
    const [invoiceCustomer] = (await client.query('SELECT customer_id FROM invoices WHERE company_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1', [companyId])).rows;
    return { customerId: customer.customer_id, trace: order.number, invoiceCustomerId: invoiceCustomer.customer_id };
  } finally {
    await client.end();
  }
}

export async function benchSales(sizes: number[], seconds: number, warmup: number, connections: number): Promise<SalesResults> {
  const results: SalesCaseResult[] = [];
  let writes: WriteCaseResult[] = [];
  let pdf: PdfResult | undefined;
  for (const [n, count] of sizes.entries()) {
    const log = (line: string) => process.stderr.write(`  sales ${count}: ${line}\n`);
    const company = await generateCompany({ entries: 1000, log });
    await generateItems(company.databaseUrl, company.companyId, 1000, log);
    await generateSalesOrders(company.databaseUrl, company, count, log);
    await generateInvoices(company.databaseUrl, company, count, log);
    const server = await startServer({ DATABASE_URL: company.databaseUrl, BOS_DB_POOL_SIZE: '20' });
    try {
      const headers = { authorization: `X-API-Key: ${company.apiKey}` };
      const { customerId, trace, invoiceCustomerId } = await samples(company.databaseUrl, company.companyId);
      const orders = `${server.base}/api/v1/sales-orders?companyIdString=${company.companyId}`;
      const invoices = `${server.base}/api/v1/invoices?companyIdString=${company.companyId}`;
      const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      const cases: [string, string, string][] = [
        ['so-status-customer-dates', 'status, customerId, a year of dates, sort=-createdAt',
          `${orders}&status=COMPLETED&customerId=${customerId}&fromDate=${day(730)}&toDate=${day(365)}&sort=-createdAt`],
        ['so-status-customer', 'status=TO_DELIVER_AND_BILL, customerId, sort=-total', `${orders}&status=TO_DELIVER_AND_BILL&customerId=${customerId}&sort=-total`],
        ['so-status-dates', 'status=TO_BILL, a month of dates, sort=-createdAt', `${orders}&status=TO_BILL&fromDate=${day(30)}&toDate=${day(0)}&sort=-createdAt`],
        ['so-status-number', 'status=COMPLETED, sort=-number', `${orders}&status=COMPLETED&sort=-number`],
        ['so-defaults', 'no filter (size 20, page 0, newest first)', orders],
        ['so-detail', 'GET /sales-orders/{trace}', `${server.base}/api/v1/sales-orders/${trace}`],
        ['inv-customer-status', 'invoices: customerIdString, status=UNPAID, sort=total,desc', `${invoices}&customerIdString=${invoiceCustomerId}&status=UNPAID&sort=total,desc`],
        ['inv-customer', 'invoices: customerIdString, sort=postingDate,desc', `${invoices}&customerIdString=${invoiceCustomerId}&sort=postingDate,desc`],
        ['inv-status', 'invoices: status=PARTLY_PAID, sort=number,desc', `${invoices}&status=PARTLY_PAID&sort=number,desc`],
      ];
      for (const [id, name, url] of cases) {
        results.push({ orders: count, id, case: name, ...await measureGet(server, url, headers, { seconds, warmup, connections }) });
        log(`${name} done`);
      }
      const o = { seconds, warmup, connections };
      if (n === 0 && withWrites) {
        writes = await benchSalesWrites(server, company, headers, o);
        log('POST /invoices and POST /customers done');
      }
      if (n === 0 && pdfOrders > 0) {
        pdf = await benchSalesPdf(server, company, headers, pdfOrders, o);
        log('sales order PDFs done');
      }
    } finally {
      await server.stop();
      if (company.createdDatabase) await dropDatabase(company.databaseUrl);
    }
  }
  return { lists: results, writes, pdf };
}

/** POST /invoices over POST /customers, measured in the same run: the goal is at least 0.5. */
export function writeRatios(writes: WriteCaseResult[]): Record<string, number> {
  const [invoice, customer] = ['invoice-10-lines', 'customer'].map((id) => writes.find((w) => w.id === id));
  return invoice && customer ? { 'POST /invoices (10 lines, a charge) / POST /customers, req/s': invoice.requestsPerSecond / customer.requestsPerSecond } : {};
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
