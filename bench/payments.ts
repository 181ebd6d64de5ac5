/**
 * The payments bench (issue 11): `POST /payments` receiving from a customer and allocating
 * across 5 of its open invoices (explicit allocations of 1.00 each, so every request locks five
 * invoices, lowers their outstanding amounts and statuses, and posts a four-line entry: bank,
 * fees, tax, receivable).
 *
 * The company: bench/generate.ts's, with generate-sales.ts's customers and BENCH_PAYMENTS_INVOICES
 * invoices (default 100,000; about 35 % of them open, as generateInvoices spreads statuses). The
 * open invoices are read once and grouped per customer into bodies of five; each request takes a
 * random body that still has room (its invoices' outstanding amounts bound how often it can be
 * sent; running out shows as non-2xx).
 * autocannon runs in the bench's process, as bench/sales-writes.ts does, so each request carries its
 * own body. BENCH_PAYMENTS_INVOICES=0 skips it.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { dropDatabase, generateCompany } from './generate';
import { generateItems } from './generate-inventory';
import { generateInvoices, generateSalesOrders } from './generate-sales';
import { startServer } from './processes';
import { postRate, type WriteCaseResult } from './sales-writes';

export const paymentInvoices = Number(process.env.BENCH_PAYMENTS_INVOICES ?? 100_000);

type Open = { id: string; customer_id: string; cents: string };
type Group = { body: string; uses: number };

/** Payments allocate 1.00 to each of their five invoices, so an invoice with 37.40 outstanding takes 37 of them. */
const ALLOCATION_CENTS = 100;

/**
 * Groups of five open invoices of one customer, each a request body (total 5.00: net 3.50, charge
 * 1.00, tax 0.50, all of it allocated, 1.00 to each invoice) usable as many times as its smallest
 * outstanding amount allows.
 */
async function paymentGroups(databaseUrl: string, companyId: string, currency: string, postingDate: string): Promise<Group[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let rows: Open[];
  try {
    rows = (await client.query(`
      SELECT id, customer_id, (outstanding * 100)::bigint::text AS cents FROM invoices
      WHERE company_id = $1 AND NOT is_return AND status IN ('UNPAID', 'PARTLY_PAID') AND outstanding >= $2::numeric / 100
      ORDER BY customer_id, due_date, number`, [companyId, ALLOCATION_CENTS])).rows;
  } finally {
    await client.end();
  }
  const groups: Group[] = [];
  let group: Open[] = [];
  for (const row of rows) {
    if (group.length > 0 && group[0].customer_id !== row.customer_id) group = [];
    group.push(row);
    if (group.length === 5) {
      const uses = Math.floor(Math.min(...group.map((g) => Number(g.cents))) / ALLOCATION_CENTS);
      groups.push({ body: body(group, companyId, currency, postingDate, groups.length + 1), uses });
      group = [];
    }
  }
  return groups;
}

function body(group: Open[], companyId: string, currency: string, postingDate: string, n: number): string {
  return JSON.stringify({
    paymentMethodLabel: 'BANK', transactionNetAmount: 3.5, transactionCharge: 1, transactionGatewayCharge: 0, transactionMerchantCommission: 0,
    transactionTax: 0.5, transactionTotalAmount: (5 * ALLOCATION_CENTS) / 100, reference: `Bench ${n}`, postingDate,
    transactionCurrency: currency, partyType: 'CUSTOMER', partyIdString: group[0].customer_id, paymentType: 'RECEIVE', companyIdString: companyId,
    isGlOnly: false, allocations: group.map((g) => ({ invoiceIdString: g.id, amount: ALLOCATION_CENTS / 100 })),
  });
}

/** POST /payments allocating across 5 invoices, warmed up, then measured. */
export async function benchPayments(invoices: number, o: { seconds: number; warmup: number; connections: number }): Promise<WriteCaseResult[]> {
  const log = (line: string) => process.stderr.write(`  payments ${invoices}: ${line}\n`);
  const company = await generateCompany({ entries: 1000, log });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    // as bench/sales.ts: items, then the customers (with their orders), then the invoices
    await generateItems(company.databaseUrl, company.companyId, 1000, log);
    await generateSalesOrders(company.databaseUrl, company, 1000, log);
    await generateInvoices(company.databaseUrl, company, invoices, log);
    server = await startServer({ DATABASE_URL: company.databaseUrl, BOS_DB_POOL_SIZE: '20' });
    const headers = { authorization: `X-API-Key: ${company.apiKey}` };
    const client = new pg.Client({ connectionString: company.databaseUrl });
    await client.connect();
    const [{ code: currency }] = (await client.query(
      'SELECT cu.code FROM companies c JOIN currencies cu ON cu.id = c.base_currency_id WHERE c.id = $1', [company.companyId])).rows;
    await client.end();
    const groups = await paymentGroups(company.databaseUrl, company.companyId, currency, new Date().toISOString().slice(0, 10));
    const capacity = groups.reduce((sum, g) => sum + g.uses, 0);
    log(`${groups.length} groups of 5 open invoices of one customer, room for ${capacity} payments`);
    if (groups.length === 0) throw new Error('no customer has 5 open invoices: raise BENCH_PAYMENTS_INVOICES');
    let used = 0;
    // a random group with uses left: concurrent payments rarely wait on the same invoices
    const nextBody = () => {
      used++;
      for (let tries = 0; tries < 50; tries++) {
        const g = groups[crypto.randomInt(groups.length)];
        if (g.uses > 0) { g.uses--; return g.body; }
      }
      return groups[0].body; // exhausted: answered 422, counted as non-2xx
    };
    const url = `${server.base}/api/v1/payments`;
    const check = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: nextBody() });
    if (check.status !== 201) throw new Error(`POST /payments: ${check.status} ${await check.text()}`);
    if (o.warmup > 0) await postRate(server, url, headers, nextBody, o.warmup, o.connections);
    const measured = await postRate(server, url, headers, nextBody, o.seconds, o.connections);
    if (used > capacity) log(`ran out of open invoices after ${capacity} payments: raise BENCH_PAYMENTS_INVOICES`);
    return [{ id: 'payment-5-invoices', case: 'POST /payments, allocating to 5 invoices', ...measured }];
  } finally {
    await server?.stop();
    if (company.createdDatabase) await dropDatabase(company.databaseUrl);
  }
}
