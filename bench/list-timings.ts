/**
 * Single-request timings of GET /journal-entries on a generated ledger (bench/generate.ts):
 * each case sent one request at a time, 2 warm-ups then 7 timed, the median reported.
 *
 *   node --import tsx bench/list-timings.ts --database-url URL --api-key KEY [--base http://...]
 *
 * Starts the service from this checkout on the database unless --base names a running one.
 * The cases use the generated company (its default company) and its Payment fees account.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { aloneP50 } from './lists';
import { startServer } from './processes';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' }, 'api-key': { type: 'string' }, base: { type: 'string' }, runs: { type: 'string', default: '7' } } });
const databaseUrl = values['database-url'];
const apiKey = values['api-key'];
if (!databaseUrl || !apiKey) throw new Error('--database-url and --api-key are required');
const runs = Number(values.runs);

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const { rows: [company] } = await db.query(`SELECT c.id, (SELECT a.id FROM accounts a WHERE a.company_id = c.id AND a.account_number = '50300') AS fees
  FROM companies c ORDER BY c.created_at LIMIT 1`);
await db.end();

const server = values.base ? undefined : await startServer({ DATABASE_URL: databaseUrl, BOS_DB_POOL_SIZE: '4' });
const base = values.base ?? server!.base;
const list = `${base}/api/v1/journal-entries?companyIdString=${company.id}&size=20`;
const CASES: [string, string][] = [
  ['no filter, page 0', list],
  ['fromDate=2024-03-01&toDate=2024-03-31', `${list}&fromDate=2024-03-01&toDate=2024-03-31`],
  ['accountId (Payment fees)', `${list}&accountId=${company.fees}`],
  ['accountId + source=MANUAL', `${list}&accountId=${company.fees}&source=MANUAL`],
  ['accountId + source=REVERSAL', `${list}&accountId=${company.fees}&source=REVERSAL`],
  ['reference=PAYROLL (a search: count(*))', `${list}&reference=PAYROLL`],
  ['sort=reference,asc', `${list}&sort=reference,asc`],
  ['sort=reference,desc', `${list}&sort=reference,desc`],
  ['page=40000', `${list}&page=40000`],
];

const headers = { authorization: `X-API-Key: ${apiKey}` };
try {
  for (const [name, url] of CASES) {
    const { ms, body } = await aloneP50(url, headers, runs);
    console.log(`${name.padEnd(42)} ${ms.toFixed(1).padStart(8)} ms   totalElements ${body.page.totalElements}`);
  }
} finally {
  await server?.stop();
}
