/**
 * npm run bench:generate: a realistic company with years of ledger on PostgreSQL, for the
 * benches of lists and reports. The company, its admin, an API key and the earlier fiscal
 * years are made through the service's HTTP API (first-run setup), exactly as a user would;
 * the journal entries are then bulk-loaded with set-based SQL, in batches, each batch one
 * transaction that writes what postJournalEntry writes for its entries: the entries, their
 * lines, the accounts' running totals (account_balances, under bos.posting = on) and the
 * company's JE counter. The journal list's day counts are kept by the tables' insert triggers
 * (migration 0006), as for any posting: an entry's lines are in its batch's statement. At the
 * end it checks the books, and those counts, with SQL and through the service.
 *
 *   --entries N         journal entries (default 1,000,000), 2-4 lines each
 *   --years N           calendar years of ledger, the last one ending today (default 5)
 *   --batch N           entries per transaction (default 50,000)
 *   --database-url URL  the database to fill (created when missing; must not be set up yet).
 *                       Default: a fresh bos_gen_<random> on BENCH_DATABASE_URL's server
 *                       (default postgres://postgres@127.0.0.1:5432)
 *   --drop              drop the database at the end (to measure only)
 *
 * Also importable: `generateCompany({ entries })` returns the database URL, company id and API key.
 */
import crypto from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startServer, type Server } from './processes';

export type GenerateOptions = { entries: number; years?: number; batch?: number; databaseUrl?: string; log?: (line: string) => void };
export type GeneratedCompany = {
  databaseUrl: string;
  createdDatabase: boolean;
  companyId: string;
  companyCode: string;
  apiKey: string;
  fromDate: string;
  toDate: string;
  entries: number;
  lines: number;
  loadSeconds: number;
};

const defaultServerUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * What the company posts, by share of entries (`kind` = a hash of the entry mod 100), and the
 * lines each kind writes: account number, side, and which amount of the entry. Amounts are
 * whole cents: `base` (net), `tax` (20 % of it), `gross`, a card `fee`, payroll withholding `wh`.
 */
const KINDS = [
  { from: 0, to: 29, reference: 'INV', lines: [['10300', 'D', 'gross'], ['40100', 'C', 'base'], ['20200', 'C', 'tax']] }, // sale on credit
  { from: 30, to: 49, reference: 'RCPT', lines: [['10200', 'D', 'gross'], ['10300', 'C', 'gross']] }, // customer pays into the bank
  { from: 50, to: 59, reference: 'POS', lines: [['10200', 'D', 'gross_less_fee'], ['50300', 'D', 'fee'], ['40100', 'C', 'base'], ['20200', 'C', 'tax']] }, // card sale
  { from: 60, to: 71, reference: 'BILL', lines: [['10400', 'D', 'base'], ['20200', 'D', 'tax'], ['20100', 'C', 'gross']] }, // purchase of stock
  { from: 72, to: 81, reference: 'PAY', lines: [['20100', 'D', 'gross'], ['10200', 'C', 'gross']] }, // supplier paid from the bank
  { from: 82, to: 89, reference: 'COGS', lines: [['50100', 'D', 'base'], ['10400', 'C', 'base']] }, // cost of goods sold
  { from: 90, to: 93, reference: 'PAYROLL', lines: [['50200', 'D', 'base'], ['10200', 'C', 'base_less_wh'], ['20300', 'C', 'wh']] }, // payroll
  { from: 94, to: 96, reference: 'EXP', lines: [['50200', 'D', 'base'], ['10200', 'C', 'base']] }, // rent, utilities
  { from: 97, to: 98, reference: 'CASH', lines: [['10100', 'D', 'gross'], ['40100', 'C', 'base'], ['20200', 'C', 'tax']] }, // cash sale
  { from: 99, to: 99, reference: 'FEE', lines: [['50300', 'D', 'fee'], ['10200', 'C', 'fee']] }, // bank charges
] as const;

/** One entry in REVERSAL_EVERY reverses the entry just before it, as the service's reversal does. */
const REVERSAL_EVERY = 997;

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function json(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Creates the database of `url` unless it exists; true when created. */
async function ensureDatabase(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return withClient(admin.toString(), async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    return true;
  });
}

export async function dropDatabase(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  await withClient(admin.toString(), (client) => client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`));
}

/** First-run setup, an API key and the fiscal years before the current one, over HTTP. */
async function setUpCompany(server: Server, firstYear: number, lastYear: number) {
  const { base } = server;
  const setup = await json(`${base}/api/v1/auth/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@northwind.example', password: 'generated ledger 123', company: { name: 'Northwind Trading', baseCurrency: 'USD' } }),
  });
  const bearer = { authorization: `Bearer ${setup.accessToken}`, 'content-type': 'application/json' };
  const key = await json(`${base}/api/v1/api-keys`, {
    method: 'POST',
    headers: bearer,
    body: JSON.stringify({ name: 'bench', scopes: ['*'], rateLimitPerHour: 1_000_000, expiresAt: '2099-01-01T00:00:00Z' }),
  });
  const companyId: string = setup.user.defaultCompanyId;
  const existing = await json(`${base}/api/v1/fiscal-years?companyIdString=${companyId}&size=100`, { headers: bearer });
  const have = new Set(existing.content.map((fy: { startDate: string }) => fy.startDate));
  for (let year = firstYear; year <= lastYear; year++) {
    if (have.has(`${year}-01-01`)) continue;
    await json(`${base}/api/v1/fiscal-years`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ companyIdString: companyId, name: `FY ${year}`, startDate: `${year}-01-01`, endDate: `${year}-12-31` }),
    });
  }
  const company = await json(`${base}/api/v1/companies/${companyId}`, { headers: bearer });
  return { companyId, companyCode: company.code as string, apiKey: key.key as string, userId: setup.user.id as string };
}

type LoadContext = {
  companyId: string;
  companyCode: string;
  currencyId: string;
  userId: string;
  accounts: Map<string, string>;
  /** The first business day (a Monday) and how many business days the ledger spans. */
  firstMonday: string;
  businessDays: number;
  entries: number;
};

/**
 * The statement that posts entries `from`..`to` (1-based, in posting order): entries are
 * spread evenly over the business days, numbered in date order, each with a UUIDv7 id and
 * created_at on its posting date (as the service's ids are time-ordered), and their lines,
 * and adds the lines to account_balances.
 */
function batchStatement(c: LoadContext, from: number, to: number): string {
  const templates = KINDS.flatMap((kind) =>
    kind.lines.map(([account, side, part], n) =>
      `(${kind.from}, ${kind.to}, ${n + 1}, ${quote(c.accounts.get(account)!)}::uuid, ${quote(side)}, ${quote(part)})`));
  const references = KINDS.map((kind) => `(${kind.from}, ${kind.to}, ${quote(kind.reference)})`);
  // entry k's place in the business days: day floor(x), time of day from its fraction
  const x = (k: string) => `((${k} - 1)::numeric * ${c.businessDays} / ${c.entries})`;
  const postingDate = (k: string) => `(date ${quote(c.firstMonday)} + ((floor(${x(k)})::int / 5) * 7 + floor(${x(k)})::int % 5))`;
  const createdAt = (k: string) => `(${postingDate(k)} + interval '8 hours' + (${x(k)} - floor(${x(k)})) * interval '10 hours')`;
  // a v7 UUID as the service makes: 48 bits of milliseconds, the version, then random bits (here from md5)
  const uuidV7 = (at: string, k: string) =>
    `(lpad(to_hex((extract(epoch FROM ${at}) * 1000)::bigint), 12, '0') || '7' || substr(md5('e' || ${k}), 1, 3) || '8' || substr(md5('e' || ${k}), 4, 15))::uuid`;
  const number = (n: string) => `'JE-' || ${quote(c.companyCode)} || '-' || CASE WHEN ${n} < 1000000 THEN lpad(${n}::text, 6, '0') ELSE ${n}::text END`;
  return `
WITH src AS (
  SELECT i,
         CASE WHEN i % ${REVERSAL_EVERY} = 0 THEN i - 1 ELSE i END AS j,
         i % ${REVERSAL_EVERY} = 0 AS is_reversal
  FROM generate_series(${from}::bigint, ${to}::bigint) AS i
), timed AS (
  SELECT src.*, ${postingDate('i')} AS posting_date, ${createdAt('i')} AS created_at, ${createdAt('j')} AS created_at_of_j
  FROM src
), hashed AS (
  SELECT timed.*,
         (j * 2654435761 + 12345) % 4294967296 AS h,
         ((j * 2654435761 + 12345) % 4294967296) % 100 AS kind,
         ${uuidV7('created_at', 'i')} AS id,
         ${uuidV7('created_at_of_j', 'j')} AS id_of_j
  FROM timed
), priced AS (
  SELECT hashed.*,
         CASE WHEN kind BETWEEN 90 AND 93 THEN 150000 + (h / 100) % 500000 ELSE 500 + (h / 100) % 200000 END AS base
  FROM hashed
), amounts AS (
  SELECT priced.*, base / 5 AS tax, base + base / 5 AS gross, (base + base / 5) * 29 / 1000 + 30 AS fee, base * 22 / 100 AS wh
  FROM priced
), templates (kind_from, kind_to, line_number, account_id, side, part) AS (
  VALUES ${templates.join(',\n         ')}
), references_of (kind_from, kind_to, prefix) AS (
  VALUES ${references.join(', ')}
), lines AS (
  SELECT a.i, a.id, a.posting_date, t.line_number, t.account_id,
         -- stored as decimal.js writes the service's amounts: no trailing zeros
         trim_scale((CASE t.part WHEN 'base' THEN a.base WHEN 'tax' THEN a.tax WHEN 'gross' THEN a.gross WHEN 'fee' THEN a.fee
                      WHEN 'gross_less_fee' THEN a.gross - a.fee WHEN 'wh' THEN a.wh WHEN 'base_less_wh' THEN a.base - a.wh END)::numeric / 100) AS amount,
         (t.side = 'D') <> a.is_reversal AS is_debit
  FROM amounts a JOIN templates t ON a.kind BETWEEN t.kind_from AND t.kind_to
), totals AS (
  SELECT i, sum(amount) FILTER (WHERE is_debit) AS total_debit FROM lines GROUP BY i
), entries AS (
  INSERT INTO journal_entries (id, company_id, entry_number, posting_date, currency_id, reference, source, source_id, reversal_of_id, total_debit, created_by, created_at)
  SELECT a.id, ${quote(c.companyId)}, ${number('a.i')}, a.posting_date, ${quote(c.currencyId)},
         CASE WHEN a.is_reversal THEN 'Reversal of ' || ${number('a.j')} ELSE r.prefix || '-' || lpad(a.j::text, 7, '0') END,
         CASE WHEN a.is_reversal THEN 'REVERSAL' ELSE 'MANUAL' END,
         CASE WHEN a.is_reversal THEN a.id_of_j END,
         CASE WHEN a.is_reversal THEN a.id_of_j END,
         t.total_debit, ${quote(c.userId)}, a.created_at
  FROM amounts a JOIN references_of r ON a.kind BETWEEN r.kind_from AND r.kind_to JOIN totals t ON t.i = a.i
), posted_lines AS (
  INSERT INTO ledger_lines (entry_id, line_number, company_id, account_id, posting_date, debit, credit)
  SELECT id, line_number, ${quote(c.companyId)}, account_id, posting_date,
         CASE WHEN is_debit THEN amount ELSE 0 END, CASE WHEN is_debit THEN 0 ELSE amount END
  FROM lines ORDER BY i, line_number
  RETURNING account_id, debit, credit
), balances AS (
  INSERT INTO account_balances (account_id, debit, credit)
  SELECT account_id, sum(debit), sum(credit) FROM posted_lines GROUP BY account_id ORDER BY account_id
  ON CONFLICT (account_id) DO UPDATE SET debit = account_balances.debit + excluded.debit, credit = account_balances.credit + excluded.credit
)
SELECT count(*)::int AS lines FROM posted_lines`;
}

/** Weekdays from `monday` through `last`, counting both. */
function businessDaysBetween(monday: Date, last: Date): number {
  const days = Math.floor((last.getTime() - monday.getTime()) / 86_400_000) + 1;
  const weeks = Math.floor(days / 7);
  return weeks * 5 + Math.min(days % 7, 5);
}

/** The checks a posted ledger passes, in one row; `ok` when all hold. */
async function verify(client: pg.Client, companyId: string) {
  const { rows: [row] } = await client.query(`
    WITH per_entry AS (
      SELECT e.id, e.total_debit, sum(l.debit) AS debit, sum(l.credit) AS credit, count(l.*) AS lines
      FROM journal_entries e JOIN ledger_lines l ON l.entry_id = e.id
      WHERE e.company_id = $1 GROUP BY e.id, e.total_debit
    ), per_account AS (
      SELECT account_id, sum(debit) AS debit, sum(credit) AS credit FROM ledger_lines WHERE company_id = $1 GROUP BY account_id
    )
    SELECT
      (SELECT count(*) FROM journal_entries WHERE company_id = $1)::bigint AS entries,
      (SELECT count(*) FROM ledger_lines WHERE company_id = $1)::bigint AS lines,
      (SELECT sum(debit) FROM ledger_lines WHERE company_id = $1)::text AS total_debit,
      (SELECT sum(debit) = sum(credit) FROM ledger_lines WHERE company_id = $1) AS balanced,
      (SELECT count(*) FROM per_entry WHERE debit <> credit OR debit <> total_debit OR lines NOT BETWEEN 2 AND 4)::bigint AS bad_entries,
      (SELECT count(*) FROM per_account p FULL JOIN (SELECT b.* FROM account_balances b JOIN accounts a ON a.id = b.account_id WHERE a.company_id = $1) b
         ON b.account_id = p.account_id
       WHERE p.debit IS DISTINCT FROM b.debit OR p.credit IS DISTINCT FROM b.credit)::bigint AS bad_balances,
      (SELECT count(*) FROM journal_entries r LEFT JOIN journal_entries o
         ON o.id = r.reversal_of_id AND o.company_id = r.company_id AND o.posting_date <= r.posting_date AND o.total_debit = r.total_debit AND o.reversal_of_id IS NULL
       WHERE r.company_id = $1 AND (r.source = 'REVERSAL') <> (o.id IS NOT NULL))::bigint AS bad_reversals,
      (SELECT last_value FROM document_sequences WHERE company_id = $1 AND kind = 'JE')::bigint AS je_counter,
      (SELECT count(*) FROM journal_entries WHERE company_id = $1 AND entry_number !~ '^JE-[A-Z0-9]+-[0-9]{6,}$')::bigint AS bad_numbers,
      (SELECT count(*) FROM (SELECT posting_date, source, count(*)::int AS entries FROM journal_entries WHERE company_id = $1 GROUP BY 1, 2) e
         FULL JOIN (SELECT * FROM journal_entry_day_counts WHERE company_id = $1) n USING (posting_date, source)
       WHERE e.entries IS DISTINCT FROM n.entries)::bigint AS bad_day_counts,
      (SELECT count(*) FROM (SELECT l.account_id, l.posting_date, e.source, count(DISTINCT l.entry_id)::int AS entries
                             FROM ledger_lines l JOIN journal_entries e ON e.id = l.entry_id WHERE l.company_id = $1 GROUP BY 1, 2, 3) e
         FULL JOIN (SELECT n.* FROM account_day_entry_counts n JOIN accounts a ON a.id = n.account_id WHERE a.company_id = $1) n USING (account_id, posting_date, source)
       WHERE e.entries IS DISTINCT FROM n.entries)::bigint AS bad_account_counts`, [companyId]);
  const ok = row.balanced && Number(row.bad_entries) === 0 && Number(row.bad_balances) === 0 && Number(row.bad_reversals) === 0
    && Number(row.je_counter) === Number(row.entries) && Number(row.bad_numbers) === 0
    && Number(row.bad_day_counts) === 0 && Number(row.bad_account_counts) === 0;
  return { ...row, ok };
}

export async function generateCompany(options: GenerateOptions): Promise<GeneratedCompany> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const entries = options.entries;
  const years = options.years ?? 5;
  const batch = options.batch ?? 50_000;
  let databaseUrl = options.databaseUrl;
  if (!databaseUrl) {
    const url = new URL(defaultServerUrl);
    url.pathname = `/bos_gen_${crypto.randomBytes(4).toString('hex')}`;
    databaseUrl = url.toString();
  }
  const createdDatabase = await ensureDatabase(databaseUrl);
  log(`database ${databaseUrl}${createdDatabase ? ' (created)' : ''}`);

  const today = new Date();
  const lastYear = today.getUTCFullYear();
  const firstYear = lastYear - years + 1;
  const jan1 = new Date(Date.UTC(firstYear, 0, 1));
  const firstMonday = new Date(jan1.getTime() + (((8 - jan1.getUTCDay()) % 7) * 86_400_000));
  const businessDays = businessDaysBetween(firstMonday, new Date(Date.UTC(lastYear, today.getUTCMonth(), today.getUTCDate())));

  const server = await startServer({ DATABASE_URL: databaseUrl, BOS_DB_POOL_SIZE: '4' });
  try {
    const t0 = performance.now();
    const company = await setUpCompany(server, firstYear, lastYear);
    log(`company ${company.companyCode} (${company.companyId}), admin, API key and fiscal years ${firstYear}-${lastYear} over HTTP: ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    return await withClient(databaseUrl, async (client) => {
      const { rows: accountRows } = await client.query('SELECT id, account_number FROM accounts WHERE company_id = $1', [company.companyId]);
      const { rows: [{ base_currency_id: currencyId }] } = await client.query('SELECT base_currency_id FROM companies WHERE id = $1', [company.companyId]);
      const context: LoadContext = {
        ...company,
        currencyId,
        accounts: new Map(accountRows.map((r) => [r.account_number, r.id])),
        firstMonday: iso(firstMonday),
        businessDays,
        entries,
      };

      const started = performance.now();
      let lines = 0;
      for (let from = 1; from <= entries; from += batch) {
        const to = Math.min(entries, from + batch - 1);
        const t = performance.now();
        await client.query('BEGIN');
        try {
          await client.query(`SELECT set_config('bos.posting', 'on', true)`); // as postJournalEntry does around account_balances
          const { rows: [{ lines: n }] } = await client.query(batchStatement(context, from, to));
          await client.query(`SELECT set_config('bos.posting', 'off', true)`);
          lines += n;
          await client.query(`
            INSERT INTO document_sequences (company_id, kind, last_value) VALUES ($1, 'JE', $2)
            ON CONFLICT (company_id, kind) DO UPDATE SET last_value = excluded.last_value`, [company.companyId, to]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
        const seconds = (performance.now() - t) / 1000;
        log(`  entries ${from.toLocaleString('en')}-${to.toLocaleString('en')}: ${seconds.toFixed(1)} s, ${Math.round((to - from + 1) / seconds).toLocaleString('en')} entries/s`);
      }
      const analyzeStarted = performance.now();
      // as autovacuum leaves a ledger that has been written for years: statistics, and the visibility map index-only scans need
      await client.query('VACUUM (ANALYZE) journal_entries, ledger_lines, account_balances, document_sequences');
      const loadSeconds = (performance.now() - started) / 1000;
      log(`loaded ${entries.toLocaleString('en')} entries and ${lines.toLocaleString('en')} lines in ${loadSeconds.toFixed(1)} s (VACUUM ANALYZE ${((performance.now() - analyzeStarted) / 1000).toFixed(1)} s): `
        + `${Math.round(entries / loadSeconds).toLocaleString('en')} entries/s, ${Math.round(lines / loadSeconds).toLocaleString('en')} lines/s`);

      const checkStarted = performance.now();
      const check = await verify(client, company.companyId);
      log(`check (${((performance.now() - checkStarted) / 1000).toFixed(1)} s): ${JSON.stringify(check)}`);
      if (!check.ok) throw new Error('the generated ledger does not pass its checks');

      const headers = { authorization: `X-API-Key: ${company.apiKey}` };
      const trial = await json(`${server.base}/api/v1/reports/trial-balance?fromDate=${firstYear}-01-01&toDate=${lastYear}-12-31&companyIdString=${company.companyId}`, { headers });
      const list = await json(`${server.base}/api/v1/journal-entries?companyIdString=${company.companyId}&size=1`, { headers });
      log(`through the service: trial balance ${JSON.stringify(trial.totals)}, GET /journal-entries totalElements ${list.page.totalElements}, newest ${list.content[0]?.entryNumber} on ${list.content[0]?.postingDate}`);
      if (trial.totals.some((t: { difference: number }) => t.difference !== 0) || list.page.totalElements !== entries) throw new Error('the service does not see the books balanced and whole');
      const [reversal] = (await json(`${server.base}/api/v1/journal-entries?companyIdString=${company.companyId}&source=REVERSAL&size=1`, { headers })).content;
      if (reversal) {
        const original = await json(`${server.base}/api/v1/journal-entries/${reversal.reversalOfId}`, { headers });
        log(`through the service: ${reversal.entryNumber} "${reversal.reference}", and ${original.entryNumber} shows reversedById ${original.reversedById}`);
        if (original.reversedById !== reversal.id) throw new Error(`the service does not see ${original.entryNumber} as reversed by ${reversal.entryNumber}`);
      }

      return {
        databaseUrl: databaseUrl!, createdDatabase, companyId: company.companyId, companyCode: company.companyCode, apiKey: company.apiKey,
        fromDate: iso(firstMonday), toDate: iso(today), entries, lines, loadSeconds,
      };
    });
  } finally {
    await server.stop();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      entries: { type: 'string', default: '1000000' },
      years: { type: 'string', default: '5' },
      batch: { type: 'string', default: '50000' },
      'database-url': { type: 'string' },
      drop: { type: 'boolean', default: false },
    },
  });
  const entries = Number(values.entries.replace(/[_,]/g, ''));
  if (!Number.isInteger(entries) || entries < 1) throw new Error(`--entries must be a positive whole number, not ${values.entries}`);
  const result = await generateCompany({
    entries,
    years: Number(values.years),
    batch: Number(values.batch.replace(/[_,]/g, '')),
    databaseUrl: values['database-url'] ?? process.env.BENCH_GENERATE_DATABASE_URL,
  });
  if (values.drop) {
    await dropDatabase(result.databaseUrl);
    console.error(`dropped ${result.databaseUrl}`);
  }
  console.log(JSON.stringify(result, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
