/**
 * Ledger benchmarks: the posting rate of two-line journal entries over HTTP, and the time of
 * a trial balance over a ledger of BENCH_LEDGER_LINES lines (default 1,000,000). The service
 * runs in its own process; `db` is the bench's own connection to the same PostgreSQL database,
 * used to pick accounts and bulk-load lines. autocannon runs in the bench's process, not the service's.
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/server/db/connection';
import { postgresCpuSeconds } from './processes';

export type LedgerResult = { database: string; case: string; value: number; unit: string; detail: string };

const lineCount = Number(process.env.BENCH_LEDGER_LINES ?? 1_000_000);

/** `serviceCpuSeconds`: the service process's CPU time so far, for the CPU per entry of the posting cases. */
type Session = { base: string; headers: Record<string, string>; companyId: string; serviceCpuSeconds: () => number };

/** Leaf accounts of the company's standard chart, to spread postings over. */
async function leafAccounts(db: Db, companyId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`
    SELECT a.id FROM accounts a
    WHERE a.company_id = ${companyId} AND NOT EXISTS (SELECT 1 FROM accounts c WHERE c.parent_account_id = a.id)
    ORDER BY a.account_number`);
  return rows.map((r) => r.id);
}

/** POST /journal-entries, two lines each, between random pairs of leaf accounts, from `connections` clients. */
export async function benchPostingRate(label: string, db: Db, session: Session, seconds: number, connections: number): Promise<LedgerResult> {
  // the key's own company: the body names none
  const companies = [{ leaves: await leafAccounts(db, session.companyId) }];
  return postingRate(label, db, session, seconds, connections, { name: 'POST /journal-entries, two lines', reference: 'bench', companies });
}

/**
 * The posting rate across `companyCount` companies (issue 31's goal: 1,000 two-line entries/s):
 * entries of different companies share no counter or running total, so this is what the
 * service and the database can do, not one company's serialized numbering. The companies are
 * created through the API by the session's admin; each request posts into a random one.
 */
export async function benchPostingAcrossCompanies(label: string, db: Db, session: Session, bearer: Record<string, string>, seconds: number, connections: number, companyCount: number): Promise<LedgerResult> {
  const companies: { id: string; leaves: string[] }[] = [];
  for (let i = 0; i < companyCount; i++) {
    const response = await fetch(`${session.base}/api/v1/companies`, {
      method: 'POST', headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Posting ${i + 1}`, code: `POST${i + 1}`, baseCurrency: 'USD' }),
    });
    if (response.status !== 201) throw new Error(`creating a company: ${response.status} ${await response.text()}`);
    const { id } = await response.json() as { id: string };
    companies.push({ id, leaves: await leafAccounts(db, id) });
  }
  return postingRate(label, db, session, seconds, connections, { name: `POST /journal-entries, two lines, across ${companyCount} companies`, reference: 'bench-across', companies });
}

/** Two-line entries between random leaf accounts of a random one of `companies` (`id` left out: the key's company), under `reference`. */
async function postingRate(
  label: string, db: Db, session: Session, seconds: number, connections: number,
  { name, reference, companies }: { name: string; reference: string; companies: { id?: string; leaves: string[] }[] },
): Promise<LedgerResult> {
  const today = new Date().toISOString().slice(0, 10);
  const body = () => {
    const { id, leaves } = companies[Math.floor(Math.random() * companies.length)];
    const debit = leaves[Math.floor(Math.random() * leaves.length)];
    let credit = debit;
    while (credit === debit) credit = leaves[Math.floor(Math.random() * leaves.length)];
    const amount = (Math.floor(Math.random() * 100_000) + 1) / 100;
    return JSON.stringify({ ...(id ? { companyIdString: id } : {}), postingDate: today, reference, lines: [{ accountId: debit, debit: amount }, { accountId: credit, credit: amount }] });
  };
  const [serviceBefore, databaseBefore] = [session.serviceCpuSeconds(), postgresCpuSeconds()];
  const result = await autocannon({
    url: `${session.base}/api/v1/journal-entries`,
    connections,
    duration: seconds,
    workers: 0,
    requests: [{ method: 'POST', headers: { ...session.headers, 'content-type': 'application/json' }, setupRequest: (request) => ({ ...request, body: body() }) }],
  });
  const perEntry = (before: number, after: number) => Math.round(((after - before) * 1e6) / Math.max(result.requests.total, 1));
  const cpu = `CPU per entry: service ${perEntry(serviceBefore, session.serviceCpuSeconds())} µs, PostgreSQL ${perEntry(databaseBefore, postgresCpuSeconds())} µs`;
  const posted = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM journal_entries WHERE reference = ${reference}`);
  return {
    database: label,
    case: name,
    value: result.requests.average,
    unit: 'entries/s',
    detail: `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${posted[0].n} posted over ${connections} connections; ${cpu}`,
  };
}

/**
 * What the audit trail costs a posting (issue 29, goal under 10 %): the posting rate with the
 * journal entries' audit trigger switched off, then on again, in one run (the rate just measured
 * before is the first "on"). The transaction's `set_config` of the actor stays in both.
 */
export async function benchAuditCost(label: string, db: Db, session: Session, seconds: number, connections: number): Promise<LedgerResult[]> {
  const rate = async (name: string) => ({ ...await benchPostingRate(label, db, session, seconds, connections), case: `POST /journal-entries, two lines, ${name}` });
  await db.execute(sql`ALTER TABLE journal_entries DISABLE TRIGGER journal_entries_audit`);
  try {
    const off = await rate('audit trigger off');
    await db.execute(sql`ALTER TABLE journal_entries ENABLE TRIGGER journal_entries_audit`);
    const on = await rate('audit trigger on again');
    return [off, on];
  } finally {
    await db.execute(sql`ALTER TABLE journal_entries ENABLE TRIGGER journal_entries_audit`);
  }
}

/**
 * Loads `lineCount` ledger lines (two per entry, spread over two years and the leaf accounts)
 * with set-based SQL, as a bulk import would, then times the trial balance of the second year and
 * the statements (profit and loss, balance sheet, an account's general ledger).
 */
export async function benchTrialBalance(label: string, db: Db, session: Session): Promise<LedgerResult[]> {
  const leaves = await leafAccounts(db, session.companyId);
  const entries = Math.floor(lineCount / 2);
  const accountsArray = sql`ARRAY[${sql.join(leaves.map((id) => sql`${id}::uuid`), sql`, `)}]`;
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO journal_entries (id, company_id, entry_number, posting_date, currency_id, reference, source, total_debit)
      SELECT md5('bench-entry-' || i)::uuid, c.id, 'BENCH-' || i, date '2025-01-01' + (i % 730), c.base_currency_id, 'bulk', 'MANUAL', ((i % 100000) + 1) / 100.0
      FROM generate_series(1, ${entries}) AS i, companies c WHERE c.id = ${session.companyId}`);
    await tx.execute(sql`
      INSERT INTO ledger_lines (entry_id, line_number, company_id, account_id, posting_date, debit, credit)
      SELECT md5('bench-entry-' || i)::uuid, side, ${session.companyId}::uuid,
             (${accountsArray})[1 + ((i * 7 + side * 3) % ${leaves.length})],
             date '2025-01-01' + (i % 730),
             CASE WHEN side = 1 THEN ((i % 100000) + 1) / 100.0 ELSE 0 END,
             CASE WHEN side = 2 THEN ((i % 100000) + 1) / 100.0 ELSE 0 END
      FROM generate_series(1, ${entries}) AS i, (VALUES (1), (2)) AS sides(side)`);
  });
  await db.execute(sql`ANALYZE ledger_lines`);
  const loadSeconds = (performance.now() - started) / 1000;
  const [{ n }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ledger_lines WHERE company_id = ${session.companyId}`);

  /** The median of 5 requests sent one at a time, with the min and max. */
  const timed = async (path: string, check: (body: string) => string) => {
    const times: number[] = [];
    let detail = '';
    for (let run = 0; run < 5; run++) {
      const t0 = performance.now();
      const res = await fetch(`${session.base}/api/v1${path}`, { headers: session.headers });
      const body = await res.text();
      times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body}`);
      detail = check(body);
    }
    times.sort((a, b) => a - b);
    return { value: times[2], unit: 'ms (median of 5)', detail: `min ${times[0].toFixed(0)} ms, max ${times[4].toFixed(0)} ms, ${detail}` };
  };
  const company = `companyIdString=${session.companyId}`;
  const over = `over ${n.toLocaleString('en')} lines`;
  const results: LedgerResult[] = [{
    database: label, case: `GET /reports/trial-balance ${over}`,
    ...await timed(`/reports/trial-balance?fromDate=2026-01-01&toDate=2026-12-31&${company}`, (body) => `difference ${JSON.parse(body).totals[0].difference}; bulk load ${loadSeconds.toFixed(1)} s`),
  }];
  // the statements of issue 28, from the per-account day sums (goal: under 200 ms each)
  const statements: [string, string, (body: string) => string][] = [
    ['profit and loss of a year against the year before', `/reports/profit-and-loss?fromDate=2026-01-01&toDate=2026-12-31&compare=previous-year&${company}`,
      (body) => `net profit ${JSON.parse(body).netProfit}`],
    ['balance sheet with the year before', `/reports/balance-sheet?asOf=2026-12-31&compare=previous-year&${company}`,
      (body) => { const b = JSON.parse(body); return `assets ${b.totalAssets}, liabilities + equity ${Math.round((b.totalLiabilities + b.totalEquity) * 100) / 100}`; }],
    ['general ledger of an account over two years, first page', `/reports/general-ledger?accountIdString=${leaves[0]}&fromDate=2025-01-01&toDate=2026-12-31&${company}`,
      (body) => `${JSON.parse(body).page.totalElements} lines, closing ${JSON.parse(body).closingBalance}`],
    ['general ledger of every account over a year, first page', `/reports/general-ledger?fromDate=2026-01-01&toDate=2026-12-31&${company}`,
      (body) => `${JSON.parse(body).page.totalElements} lines in ${JSON.parse(body).accounts.length} accounts`],
  ];
  for (const [name, path, check] of statements) results.push({ database: label, case: `GET ${name} ${over}`, ...await timed(path, check) });
  return results;
}
