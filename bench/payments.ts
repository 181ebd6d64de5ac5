/**
 * The payments bench (issue 11): `POST /payments` receiving from a customer and allocating
 * across 5 of its open invoices (explicit allocations of each invoice's whole outstanding, so
 * every request locks, settles and marks PAID five invoices, and posts a four-line entry: bank,
 * fees, tax, receivable).
 *
 * The company: bench/generate.ts's, with generate-sales.ts's customers and BENCH_PAYMENTS_INVOICES
 * invoices (default 100,000; about 35 % of them open, as generateInvoices spreads statuses). The
 * open invoices are read once, grouped per customer into bodies of five, and handed out one body
 * per request, so no two requests settle the same invoice (running out shows as non-2xx).
 * autocannon runs in the bench's process, as bench/sales-writes.ts does, so each request carries its
 * own body. BENCH_PAYMENTS_INVOICES=0 skips it.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { dropDatabase, generateCompany } from './generate';
import { generateInvoices, generateSalesOrders } from './generate-sales';
import { startServer } from './processes';
import { postRate, type WriteCaseResult } from './sales-writes';

export const paymentInvoices = Number(process.env.BENCH_PAYMENTS_INVOICES ?? 100_000);

type Open = { id: string; customer_id: string; cents: string };

/** Bodies of five open invoices of one customer each, in a random order. */
async function paymentBodies(databaseUrl: string, companyId: string, currency: string, postingDate: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let rows: Open[];
  try {
    rows = (await client.query(`
      SELECT id, customer_id, (outstanding * 100)::bigint::text AS cents FROM invoices
      WHERE company_id = $1 AND NOT is_return AND status IN ('UNPAID', 'PARTLY_PAID') AND outstanding > 0
      ORDER BY customer_id, due_date, number`, [companyId])).rows;
  } finally {
    await client.end();
  }
  const bodies: string[] = [];
  let group: Open[] = [];
  for (const row of rows) {
    if (group.length > 0 && group[0].customer_id !== row.customer_id) group = [];
    group.push(row);
    if (group.length === 5) {
      bodies.push(body(group, companyId, currency, postingDate, bodies.length + 1));
      group = [];
    }
  }
  for (let i = bodies.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [bodies[i], bodies[j]] = [bodies[j], bodies[i]];
  }
  return bodies;
}

/** Total = the five outstanding amounts; fees: 1.00 charge, 0.50 tax; the rest net. */
function body(group: Open[], companyId: string, currency: string, postingDate: string, n: number): string {
  const total = group.reduce((sum, g) => sum + Number(g.cents), 0);
  const [charge, tax] = total > 150 ? [100, 50] : [0, 0];
  return JSON.stringify({
    paymentMethodLabel: 'BANK', transactionNetAmount: (total - charge - tax) / 100, transactionCharge: charge / 100, transactionGatewayCharge: 0,
    transactionMerchantCommission: 0, transactionTax: tax / 100, transactionTotalAmount: total / 100, reference: `Bench ${n}`, postingDate,
    transactionCurrency: currency, partyType: 'CUSTOMER', partyIdString: group[0].customer_id, paymentType: 'RECEIVE', companyIdString: companyId,
    isGlOnly: false, allocations: group.map((g) => ({ invoiceIdString: g.id, amount: Number(g.cents) / 100 })),
  });
}

/** POST /payments allocating across 5 invoices, warmed up, then measured. */
export async function benchPayments(invoices: number, o: { seconds: number; warmup: number; connections: number }): Promise<WriteCaseResult[]> {
  const log = (line: string) => process.stderr.write(`  payments ${invoices}: ${line}\n`);
  const company = await generateCompany({ entries: 1000, log });
  await generateSalesOrders(company.databaseUrl, company, 1000, log);
  await generateInvoices(company.databaseUrl, company, invoices, log);
  const server = await startServer({ DATABASE_URL: company.databaseUrl, BOS_DB_POOL_SIZE: '20' });
  try {
    const headers = { authorization: `X-API-Key: ${company.apiKey}` };
    const client = new pg.Client({ connectionString: company.databaseUrl });
    await client.connect();
    const [{ code: currency }] = (await client.query(
      'SELECT cu.code FROM companies c JOIN currencies cu ON cu.id = c.base_currency_id WHERE c.id = $1', [company.companyId])).rows;
    await client.end();
    const bodies = await paymentBodies(company.databaseUrl, company.companyId, currency, new Date().toISOString().slice(0, 10));
    log(`${bodies.length} payment bodies of 5 invoices each`);
    let next = 0;
    const nextBody = () => bodies[next++ % bodies.length];
    const url = `${server.base}/api/v1/payments`;
    const check = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: nextBody() });
    if (check.status !== 201) throw new Error(`POST /payments: ${check.status} ${await check.text()}`);
    if (o.warmup > 0) await postRate(server, url, headers, nextBody, o.warmup, o.connections);
    const measured = await postRate(server, url, headers, nextBody, o.seconds, o.connections);
    if (next > bodies.length) log(`ran out of open invoices after ${bodies.length} payments: raise BENCH_PAYMENTS_INVOICES`);
    return [{ id: 'payment-5-invoices', case: 'POST /payments, explicit allocations to 5 invoices', ...measured }];
  } finally {
    await server.stop();
    if (company.createdDatabase) await dropDatabase(company.databaseUrl);
  }
}
