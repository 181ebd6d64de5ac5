/**
 * The inventory bench of issue 9: `GET /items` and `GET /purchase-orders` with a filter, a sort
 * and exact totalElements on companies of each size in BENCH_ITEMS (default 1,000 and
 * 1,000,000 items, and as many purchase orders), under load
 * from wrk in its own process, plus each request sent alone; and the rate of stock issues of
 * one FIFO item with 1,000 open lots (autocannon in the bench's process, apart from the service).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { dropDatabase, generateCompany } from './generate';
import { generateItems, generatePurchaseOrders } from './generate-inventory';
import { measureGet, type Measured } from './lists';
import { startServer } from './processes';

export type InventoryCaseResult = Measured & { items: number; id: string; case: string };
export type StockIssueResult = { lots: number; issuesPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number; issued: number; qtyLeft: string };

async function json(url: string, init: RequestInit) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function anItemId(databaseUrl: string, companyId: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query('SELECT id FROM items WHERE company_id = $1 ORDER BY item_code OFFSET 500 LIMIT 1', [companyId])).rows[0].id;
  } finally {
    await client.end();
  }
}

async function aSupplierId(databaseUrl: string, companyId: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query('SELECT id FROM suppliers WHERE company_id = $1 ORDER BY name LIMIT 1', [companyId])).rows[0].id;
  } finally {
    await client.end();
  }
}

const LOTS = 1000;

/**
 * A FIFO item received in LOTS receipts of 1,000 units (ten stock entries of a hundred lines,
 * each line a lot), then issued one unit per request for `seconds`: every issue takes from the
 * oldest lot.
 */
async function benchStockIssues(base: string, headers: Record<string, string>, companyId: string, seconds: number, connections: number): Promise<StockIssueResult> {
  const post = (path: string, body: unknown) => json(`${base}/api/v1${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const item = await post('/items', {
    itemCode: 'FIFO-BENCH', name: 'Bench FIFO item', itemGroup: 'Bench', uom: 'each', valuationMethod: 'FIFO',
    maintainStock: true, allowNegativeStock: false, companyIdString: companyId,
  });
  const today = new Date().toISOString().slice(0, 10);
  for (let entry = 0; entry < LOTS / 100; entry++) {
    await post('/stock-entries', {
      companyIdString: companyId, entryType: 'RECEIPT', postingDate: today,
      items: Array.from({ length: 100 }, (_, i) => ({ itemCode: 'FIFO-BENCH', qty: 1000, rate: 10 + ((entry * 100 + i) % 50) / 10 })),
    });
  }
  const result = await autocannon({
    url: `${base}/api/v1/stock-entries`,
    connections,
    duration: seconds,
    workers: 0,
    requests: [{
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ companyIdString: companyId, entryType: 'ISSUE', postingDate: today, items: [{ itemCode: 'FIFO-BENCH', qty: 1 }] }),
    }],
  });
  const after = await json(`${base}/api/v1/items/${item.id}`, { headers });
  return {
    lots: LOTS, issuesPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx,
    issued: LOTS * 1000 - after.stockQty, qtyLeft: String(after.stockQty),
  };
}

export async function benchInventory(sizes: number[], seconds: number, warmup: number, connections: number) {
  const lists: InventoryCaseResult[] = [];
  let stockIssues: StockIssueResult | undefined;
  for (const [n, count] of sizes.entries()) {
    const log = (line: string) => process.stderr.write(`  inventory ${count}: ${line}\n`);
    const company = await generateCompany({ entries: 1000, log });
    await generateItems(company.databaseUrl, company.companyId, count, log);
    await generatePurchaseOrders(company.databaseUrl, company, count, log);
    const server = await startServer({ DATABASE_URL: company.databaseUrl, BOS_DB_POOL_SIZE: '20' });
    try {
      const headers = { authorization: `X-API-Key: ${company.apiKey}` };
      const list = `${server.base}/api/v1/items?companyIdString=${company.companyId}&size=20`;
      const orders = `${server.base}/api/v1/purchase-orders?companyIdString=${company.companyId}&size=20`;
      const today = new Date().toISOString().slice(0, 10);
      const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
      const cases: [string, string, string][] = [
        ['items-group', 'itemGroup=Fasteners, sort=name,asc', `${list}&itemGroup=Fasteners&sort=name,asc`],
        ['items-code', 'itemCode=ITM-00012 (prefix)', `${list}&itemCode=ITM-00012`],
        ['items-search', 'name=steel (contains)', `${list}&name=steel`],
        ['items-created', 'sort=createdAt,desc', `${list}&sort=createdAt,desc`],
        ['item', 'GET /items/{id}', `${server.base}/api/v1/items/${await anItemId(company.databaseUrl, company.companyId)}`],
        ['orders-status', 'purchase orders status=TO_BILL, sort=orderDate,desc', `${orders}&status=TO_BILL&sort=orderDate,desc`],
        ['orders-supplier', 'purchase orders of a supplier, sort=total,desc', `${orders}&supplierIdString=${await aSupplierId(company.databaseUrl, company.companyId)}&sort=total,desc`],
        ['orders-dates', 'purchase orders of a month (count(*))', `${orders}&fromDate=${monthAgo}&toDate=${today}`],
      ];
      for (const [id, name, url] of cases) {
        lists.push({ items: count, id, case: name, ...await measureGet(server, url, headers, { seconds, warmup, connections }) });
        log(`${name} done`);
      }
      if (n === 0) {
        stockIssues = await benchStockIssues(server.base, headers, company.companyId, seconds, connections);
        log('stock issues done');
      }
    } finally {
      await server.stop();
      if (company.createdDatabase) await dropDatabase(company.databaseUrl);
    }
  }
  return { lists, stockIssues };
}

/** Throughput at the largest size over the same request at the smallest, per case. */
export function inventoryRatios(results: InventoryCaseResult[]): Record<string, number> {
  const sizes = [...new Set(results.map((r) => r.items))].sort((a, b) => a - b);
  const [small, large] = [sizes[0], sizes.at(-1)!];
  const ratios: Record<string, number> = {};
  if (small === large) return ratios;
  for (const r of results.filter((x) => x.items === large)) {
    ratios[`${r.id}: ${large} / ${small} items`] = r.requestsPerSecond / results.find((x) => x.items === small && x.id === r.id)!.requestsPerSecond;
  }
  return ratios;
}
