/**
 * The list bench of issue 14: `GET /journal-entries` and `GET /accounts/{id}` on generated
 * ledgers of each size in BENCH_LIST_ENTRIES (default 1,000 and 1,000,000 entries), under
 * load from wrk in its own process, plus each request sent alone (median of 7). The deep page
 * is the page 80 % of the way through the list (page 40,000 of 50,000 at a million entries),
 * read by number and by the cursor of the page before it.
 */
import pg from 'pg';
import { dropDatabase, generateCompany, type GeneratedCompany } from './generate';
import { load, postgresCpuSeconds, startServer, type LoadResult, type Server } from './processes';

/**
 * `serviceCpuUsPerRequest` and `databaseCpuUsPerRequest`: CPU time of the service process and
 * of the local PostgreSQL server per request served under load (the database's includes
 * whatever else it served meanwhile; it is NaN when the server is not local).
 */
export type ListCaseResult = Measured & { entries: number; id: string; case: string };

const SIZE = 20;

async function get(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  const body = await res.json();
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** One request at a time: two to warm up, then the median of `runs`; and the answer. */
export async function aloneP50(url: string, headers: Record<string, string>, runs = 7): Promise<{ ms: number; body: any }> {
  const times: number[] = [];
  let body;
  for (let i = 0; i < runs + 2; i++) {
    const t0 = performance.now();
    body = await get(url, headers);
    if (i >= 2) times.push(performance.now() - t0);
  }
  return { ms: times.sort((a, b) => a - b)[Math.floor(runs / 2)], body };
}

export type Measured = LoadResult & { aloneP50Ms: number; serviceCpuUsPerRequest: number; databaseCpuUsPerRequest: number };

/** One GET case: sent alone (median of 7), then under load after a warm-up, with the CPU each process spent per request. */
export async function measureGet(server: Server, url: string, headers: Record<string, string>, o: { seconds: number; warmup: number; connections: number }): Promise<Measured> {
  const aloneP50Ms = (await aloneP50(url, headers)).ms;
  await load(url, headers, o.warmup, o.connections);
  const [serviceBefore, databaseBefore] = [server.cpuSeconds(), postgresCpuSeconds()];
  const result = await load(url, headers, o.seconds, o.connections);
  const perRequest = (before: number, after: number) => ((after - before) * 1e6) / Math.max(result.requests, 1);
  return {
    aloneP50Ms, ...result,
    serviceCpuUsPerRequest: perRequest(serviceBefore, server.cpuSeconds()),
    databaseCpuUsPerRequest: perRequest(databaseBefore, postgresCpuSeconds()),
  };
}

async function accountIds(company: GeneratedCompany): Promise<{ fees: string; bank: string }> {
  const client = new pg.Client({ connectionString: company.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT id, account_number FROM accounts WHERE company_id = $1 AND account_number IN ('50300', '10200')", [company.companyId]);
    const id = (n: string) => rows.find((r) => r.account_number === n).id as string;
    return { fees: id('50300'), bank: id('10200') };
  } finally {
    await client.end();
  }
}

/** The cases at one ledger size: [id, name, url]; the id is the same at every size. */
async function casesFor(server: Server, company: GeneratedCompany, headers: Record<string, string>): Promise<[string, string, string][]> {
  const list = `${server.base}/api/v1/journal-entries?companyIdString=${company.companyId}&size=${SIZE}`;
  const { fees, bank } = await accountIds(company);
  const toYear = Number(company.toDate.slice(0, 4));
  const first = await get(list, headers);
  const deep = Math.floor(first.page.totalPages * 0.8);
  const before = await get(`${list}&page=${deep - 1}`, headers);
  const search = `${list}&reference=PAYROLL`;
  return [
    ['unfiltered', 'no filter, page 0', list],
    ['date-range', 'date range (one month), page 0', `${list}&fromDate=${toYear - 2}-03-01&toDate=${toYear - 2}-03-31`],
    ['account', 'accountId (Payment fees), page 0', `${list}&accountId=${fees}`],
    ['sort-date', 'sort=postingDate,asc, page 0', `${list}&sort=postingDate,asc`],
    ['sort-reference', 'sort=reference,asc, page 0', `${list}&sort=reference,asc`],
    ['deep-number', `deep page by number (page=${deep})`, `${list}&page=${deep}`],
    ['deep-cursor', `deep page by cursor (page ${deep})`, `${list}&cursor=${before.page.nextCursor}`],
    ['search', 'reference=PAYROLL, page 0', search],
    ['search-next', 'reference=PAYROLL, page 1 by cursor', `${search}&cursor=${(await get(search, headers)).page.nextCursor}`],
    ['account-detail', 'GET /accounts/{id} (Bank, ~48 % of lines)', `${server.base}/api/v1/accounts/${bank}`],
    ['keyed', 'GET /companies/{id} (keyed single row)', `${server.base}/api/v1/companies/${company.companyId}`],
    ['readyz', 'GET /readyz', `${server.base}/readyz`],
  ];
}

export async function benchLists(sizes: number[], seconds: number, warmup: number, connections: number): Promise<ListCaseResult[]> {
  const results: ListCaseResult[] = [];
  for (const entries of sizes) {
    const company = await generateCompany({ entries, log: (line) => process.stderr.write(`  generate ${entries}: ${line}\n`) });
    const server = await startServer({ DATABASE_URL: company.databaseUrl, BOS_DB_POOL_SIZE: '20' });
    try {
      const headers = { authorization: `X-API-Key: ${company.apiKey}` };
      for (const [id, name, url] of await casesFor(server, company, headers)) {
        results.push({ entries, id, case: name, ...await measureGet(server, url, headers, { seconds, warmup, connections }) });
        process.stderr.write(`  lists at ${entries}: ${name} done\n`);
      }
    } finally {
      await server.stop();
      if (company.createdDatabase) await dropDatabase(company.databaseUrl);
    }
  }
  return results;
}

/** Throughput at the largest size over the same request at the smallest, per case; and the keyed read over /readyz. */
export function listRatios(results: ListCaseResult[]): Record<string, number> {
  const sizes = [...new Set(results.map((r) => r.entries))].sort((a, b) => a - b);
  const [small, large] = [sizes[0], sizes.at(-1)!];
  const at = (entries: number, id: string) => results.find((r) => r.entries === entries && r.id === id);
  const ratios: Record<string, number> = {};
  if (small !== large) {
    for (const r of results.filter((x) => x.entries === large)) ratios[`${r.id}: ${large} / ${small} entries`] = r.requestsPerSecond / at(small, r.id)!.requestsPerSecond;
  }
  for (const entries of sizes) ratios[`keyed single row / readyz at ${entries} entries`] = at(entries, 'keyed')!.requestsPerSecond / at(entries, 'readyz')!.requestsPerSecond;
  return ratios;
}
