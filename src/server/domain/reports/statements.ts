import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type {
  BalanceSheet, BalanceSheetQuery, GeneralLedger, GeneralLedgerLine, GeneralLedgerQuery, ProfitAndLoss, ProfitAndLossQuery, StatementCompare, StatementRow,
} from '../../../contract/statements';
import type { AccountType } from '../../../contract/accounts';
import type { JournalSource } from '../../../contract/journal-entries';
import { sqlArray } from '../../db/arrays';
import { queryRows, type DbOrTx } from '../../db/connection';
import { paginate } from '../../db/paginate';
import { accounts, journalEntries, ledgerLines } from '../../db/schema';
import { fail } from '../../base/errors';
import { companyContext, type Ctx } from '../core/context';
import { Decimal, moneyNumber, ZERO } from '../core/money';
import { companyWithBaseCurrency } from '../ledger/currencies';

/**
 * The statements (decisions §13 "Statements"; docs/accounting.md "Statements"), in the base
 * currency, from the per-account day sums the postings keep (account_day_balances, migration
 * 0039): a statement reads at most one row per account and day, never the ledger lines.
 */

type Account = { id: string; accountNumber: string; name: string; type: AccountType; parentAccountId: string | null; defaultRole: string | null };

/** The company's accounts in account-number order. */
async function chartOf(db: DbOrTx, companyId: string): Promise<Account[]> {
  return db.select({
    id: accounts.id, accountNumber: accounts.accountNumber, name: accounts.name, type: sql<AccountType>`${accounts.type}`,
    parentAccountId: accounts.parentAccountId, defaultRole: accounts.defaultRole,
  }).from(accounts).where(eq(accounts.companyId, companyId)).orderBy(asc(accounts.accountNumber), asc(accounts.id));
}

/** Per account, debit − credit of the days from `fromDate` (the beginning when null) to `toDate`. */
async function movements(db: DbOrTx, companyId: string, fromDate: string | null, toDate: string): Promise<Map<string, Decimal>> {
  const rows = await queryRows<{ account_id: string; amount: string }>(db, sql`
    SELECT account_id, sum(debit - credit)::text AS amount FROM account_day_balances
    WHERE company_id = ${companyId} AND posting_date <= ${toDate}::date ${fromDate ? sql`AND posting_date >= ${fromDate}::date` : sql``}
    GROUP BY account_id`);
  return new Map(rows.map((r) => [r.account_id, new Decimal(r.amount)]));
}

/**
 * Per account, debit − credit of the year-end closing entries (and of their reversals, when a
 * year was reopened) of the range: a profit and loss leaves them out, since they only move the
 * year's result into retained earnings.
 */
async function closingMovements(db: DbOrTx, companyId: string, fromDate: string, toDate: string): Promise<Map<string, Decimal>> {
  const rows = await queryRows<{ account_id: string; amount: string }>(db, sql`
    WITH closing AS (SELECT id FROM journal_entries WHERE source = 'YEAR_END_CLOSING' AND company_id = ${companyId}),
    entries AS (
      SELECT e.id FROM journal_entries e WHERE e.id IN (SELECT id FROM closing) AND e.posting_date BETWEEN ${fromDate}::date AND ${toDate}::date
      UNION ALL
      SELECT r.id FROM journal_entries r WHERE r.reversal_of_id IN (SELECT id FROM closing) AND r.posting_date BETWEEN ${fromDate}::date AND ${toDate}::date
    )
    SELECT l.account_id, sum(l.debit - l.credit)::text AS amount
    FROM ledger_lines l WHERE l.entry_id IN (SELECT id FROM entries)
    GROUP BY l.account_id`);
  return new Map(rows.map((r) => [r.account_id, new Decimal(r.amount)]));
}

/** A YYYY-MM-DD date moved by days, or by months (the day kept, or the month's last when it has fewer). */
export function shiftDate(date: string, { days = 0, months = 0 }: { days?: number; months?: number }): string {
  const [y, m, d] = date.split('-').map(Number);
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999
  const target = new Date(0);
  target.setUTCFullYear(y, m - 1 + months, 1);
  const monthEnd = new Date(0);
  monthEnd.setUTCFullYear(target.getUTCFullYear(), target.getUTCMonth() + 1, 0);
  target.setUTCDate(Math.min(d, monthEnd.getUTCDate()) + days);
  return target.toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The comparison column's range: the period of the same length just before, or the same dates a year before. */
function comparedRange(compare: StatementCompare, fromDate: string, toDate: string): { fromDate: string; toDate: string } | null {
  if (compare === 'none') return null;
  if (compare === 'previous-year') return { fromDate: shiftDate(fromDate, { months: -12 }), toDate: shiftDate(toDate, { months: -12 }) };
  const length = daysBetween(fromDate, toDate) + 1;
  return { fromDate: shiftDate(fromDate, { days: -length }), toDate: shiftDate(fromDate, { days: -1 }) };
}

/** A comparison before the year 0001 has no dates: 400 at compare. */
function checkedRange<R extends { fromDate: string; toDate: string } | null>(range: R): R {
  if (range && [range.fromDate, range.toDate].some((d) => d.length !== 10 || d < '0001-01-01')) {
    throw fail.invalidQuery('compare: the comparison would fall before the year 0001', [{ path: 'compare', message: 'falls before the year 0001', code: 'out-of-range' }]);
  }
  return range;
}

/**
 * The account tree of `accounts` with their amounts (one per column, in natural sign), groups
 * summing what is under them; accounts and groups with nothing in any column are left out.
 */
function treeRows(chart: Account[], amountOf: (account: Account) => Decimal[], columns: number, minorUnits: number): StatementRow[] {
  const children = new Map<string | null, Account[]>();
  const ids = new Set(chart.map((a) => a.id));
  for (const a of chart) {
    const parent = a.parentAccountId && ids.has(a.parentAccountId) ? a.parentAccountId : null;
    children.set(parent, [...(children.get(parent) ?? []), a]);
  }
  const rows: StatementRow[] = [];
  const walk = (account: Account, level: number): Decimal[] => {
    const kids = children.get(account.id) ?? [];
    const at = rows.length;
    rows.push({ accountIdString: account.id, accountNumber: account.accountNumber, name: account.name, type: account.type, level, isGroup: kids.length > 0, amounts: [] });
    const sums = kids.length > 0
      ? kids.map((kid) => walk(kid, level + 1)).reduce((total, a) => total.map((t, i) => t.plus(a[i])), Array.from({ length: columns }, () => ZERO))
      : amountOf(account);
    const below = rows.length - at - 1;
    if (sums.every((s) => s.isZero()) && below === 0) rows.splice(at, 1);
    else rows[at].amounts = sums.map((s) => moneyNumber(s, minorUnits) + 0);
    return sums;
  };
  for (const root of children.get(null) ?? []) walk(root, 0);
  return rows;
}

/** Accounts of `types` and the accounts under them that are of those types too. */
const ofTypes = (chart: Account[], types: AccountType[]) => chart.filter((a) => types.includes(a.type));

/** The ids of an account and everything under it. */
function subtree(chart: Account[], rootId: string | undefined): Set<string> {
  const found = new Set<string>(rootId ? [rootId] : []);
  let grew = true;
  while (grew) {
    grew = false;
    for (const a of chart) if (a.parentAccountId && found.has(a.parentAccountId) && !found.has(a.id)) { found.add(a.id); grew = true; }
  }
  return found;
}

/** `GET /reports/profit-and-loss`: income and expense of a range, with a comparison column. */
export async function profitAndLoss(ctx: Ctx, query: ProfitAndLossQuery): Promise<ProfitAndLoss> {
  const { db, companyId } = companyContext(ctx, query.companyIdString);
  const company = await companyWithBaseCurrency(db, companyId);
  const compared = checkedRange(comparedRange(query.compare, query.fromDate, query.toDate));
  const ranges = [{ fromDate: query.fromDate, toDate: query.toDate }, ...(compared ? [compared] : [])];
  // one after the other: inside a transaction they would share one connection
  const moved: Map<string, Decimal>[] = [];
  for (const r of ranges) {
    const all = await movements(db, companyId, r.fromDate, r.toDate);
    for (const [account, amount] of await closingMovements(db, companyId, r.fromDate, r.toDate)) all.set(account, (all.get(account) ?? ZERO).minus(amount));
    moved.push(all);
  }
  const chart = ofTypes(await chartOf(db, companyId), ['REVENUE', 'EXPENSE']);
  // income credit positive, expense debit positive
  const natural = (a: Account, m: Map<string, Decimal>) => { const d = m.get(a.id) ?? ZERO; return a.type === 'REVENUE' ? d.negated() : d; };
  const cogs = subtree(chart, chart.find((a) => a.defaultRole === 'COST_OF_GOODS_SOLD')?.id);
  const totals = (m: Map<string, Decimal>) => {
    const sum = (pick: (a: Account) => boolean) => chart.filter(pick).reduce((s, a) => s.plus(natural(a, m)), ZERO);
    const income = sum((a) => a.type === 'REVENUE');
    const expense = sum((a) => a.type === 'EXPENSE');
    const costOfGoods = sum((a) => a.type === 'EXPENSE' && cogs.has(a.id));
    const money = (d: Decimal) => moneyNumber(d, company.baseMinorUnits) + 0;
    return {
      totalIncome: money(income), totalCostOfGoodsSold: money(costOfGoods), grossProfit: money(income.minus(costOfGoods)),
      totalExpense: money(expense), netProfit: money(income.minus(expense)),
    };
  };
  return {
    companyIdString: companyId, currency: company.baseCode, fromDate: query.fromDate, toDate: query.toDate, compare: query.compare,
    columns: ranges.map((r, i) => ({ label: i === 0 ? 'current' : query.compare, ...r })),
    rows: treeRows(chart, (a) => moved.map((m) => natural(a, m)), ranges.length, company.baseMinorUnits),
    ...totals(moved[0]),
    compared: moved[1] ? totals(moved[1]) : null,
  };
}

/** `GET /reports/balance-sheet`: assets, liabilities and equity as of a date (with the unclosed profit), with a comparison column. */
export async function balanceSheet(ctx: Ctx, query: BalanceSheetQuery): Promise<BalanceSheet> {
  const { db, companyId } = companyContext(ctx, query.companyIdString);
  const company = await companyWithBaseCurrency(db, companyId);
  const comparedAsOf = query.compare === 'none' ? null
    : checkedRange({ fromDate: '0001-01-01', toDate: shiftDate(query.asOf, { months: query.compare === 'previous-year' ? -12 : -1 }) }).toDate;
  const dates = [query.asOf, ...(comparedAsOf ? [comparedAsOf] : [])];
  const balances: Map<string, Decimal>[] = [];
  for (const asOf of dates) balances.push(await movements(db, companyId, null, asOf));
  const all = await chartOf(db, companyId);
  const chart = ofTypes(all, ['ASSET', 'LIABILITY', 'EQUITY']);
  const natural = (a: Account, m: Map<string, Decimal>) => { const d = m.get(a.id) ?? ZERO; return a.type === 'ASSET' ? d : d.negated(); };
  // what income and expense hold is the profit not yet closed into retained earnings
  const unclosed = (m: Map<string, Decimal>) => ofTypes(all, ['REVENUE', 'EXPENSE']).reduce((s, a) => s.minus(m.get(a.id) ?? ZERO), ZERO);
  const money = (d: Decimal) => moneyNumber(d, company.baseMinorUnits) + 0;
  const totals = (m: Map<string, Decimal>) => {
    const sum = (type: AccountType) => chart.filter((a) => a.type === type).reduce((s, a) => s.plus(natural(a, m)), ZERO);
    return {
      totalAssets: money(sum('ASSET')), totalLiabilities: money(sum('LIABILITY')),
      totalEquity: money(sum('EQUITY').plus(unclosed(m))), unclosedProfit: money(unclosed(m)),
    };
  };
  const rows = treeRows(chart, (a) => balances.map((m) => natural(a, m)), dates.length, company.baseMinorUnits);
  const profits = balances.map(unclosed);
  if (profits.some((p) => !p.isZero())) {
    // after the equity accounts
    const at = rows.reduce((last, r, i) => (r.type === 'EQUITY' ? i + 1 : last), rows.length);
    rows.splice(at, 0, {
      accountIdString: null, accountNumber: null, name: 'Profit not yet closed', type: 'EQUITY', level: 0, isGroup: false, amounts: profits.map(money),
    });
  }
  return {
    companyIdString: companyId, currency: company.baseCode, asOf: query.asOf, compare: query.compare,
    columns: dates.map((d, i) => ({ label: i === 0 ? 'current' : query.compare, fromDate: null, toDate: d })),
    rows, ...totals(balances[0]), compared: balances[1] ? totals(balances[1]) : null,
  };
}

/**
 * Each line's account balance before it (debit − credit of the days before its date, and of its
 * date's lines before it), for the first line of each account on a page, in one statement.
 */
async function balancesBefore(db: DbOrTx, firsts: { accountId: string; postingDate: string; id: number }[]): Promise<Map<string, Decimal>> {
  const rows = await queryRows<{ account_id: string; amount: string }>(db, sql`
    SELECT f.account_id::text AS account_id,
      ((SELECT coalesce(sum(debit - credit), 0) FROM account_day_balances WHERE account_id = f.account_id AND posting_date < f.posting_date)
     + (SELECT coalesce(sum(debit - credit), 0) FROM ledger_lines WHERE account_id = f.account_id AND posting_date = f.posting_date AND id < f.id))::text AS amount
    FROM unnest(${sqlArray(firsts.map((f) => f.accountId), 'uuid')}, ${sqlArray(firsts.map((f) => f.postingDate), 'date')},
                ${sqlArray(firsts.map((f) => f.id), 'bigint')}) AS f(account_id, posting_date, id)`);
  return new Map(rows.map((r) => [r.account_id, new Decimal(r.amount)]));
}

/** The customer or supplier of the document that posted an entry. */
const partyOfEntry = sql<string | null>`coalesce(
  (SELECT c.name FROM invoices i JOIN customers c ON c.id = i.customer_id WHERE i.id = ${journalEntries.sourceId}),
  (SELECT s.name FROM bills b JOIN suppliers s ON s.id = b.supplier_id WHERE b.id = ${journalEntries.sourceId}),
  (SELECT coalesce(c.name, s.name) FROM payments p LEFT JOIN customers c ON c.id = p.customer_id LEFT JOIN suppliers s ON s.id = p.supplier_id WHERE p.id = ${journalEntries.sourceId}))`;

/** The accounts a general ledger reads: the one asked for, or those of the number range that take postings. */
async function ledgerAccounts(db: DbOrTx, companyId: string, query: GeneralLedgerQuery) {
  const columns = { id: accounts.id, accountNumber: accounts.accountNumber, name: accounts.name };
  if (query.accountIdString) {
    const [account] = await db.select(columns).from(accounts)
      .where(and(eq(accounts.id, query.accountIdString.toLowerCase()), eq(accounts.companyId, companyId)));
    if (!account) throw fail.invalidQuery('accountIdString: not an account of this company', [{ path: 'accountIdString', message: 'is not an account of this company', code: 'unknown-account' }]);
    return [account];
  }
  return db.select(columns).from(accounts).where(and(
    eq(accounts.companyId, companyId),
    query.fromAccountNumber === undefined ? undefined : gte(accounts.accountNumber, query.fromAccountNumber),
    query.toAccountNumber === undefined ? undefined : lte(accounts.accountNumber, query.toAccountNumber),
  )).orderBy(asc(accounts.accountNumber), asc(accounts.id));
}

/**
 * `GET /reports/general-ledger`: one account's lines of a range, or every account's of a number
 * range, in date order (`sort=accountNumber` for account order), each with its entry, party and
 * the running balance of its account after it; the accounts' opening and closing balances from the day sums; paged like every
 * list (`page` or `cursor`).
 */
export async function generalLedger(ctx: Ctx, query: GeneralLedgerQuery): Promise<GeneralLedger> {
  const { db, companyId } = companyContext(ctx, query.companyIdString);
  const company = await companyWithBaseCurrency(db, companyId);
  const money = (d: Decimal.Value) => moneyNumber(new Decimal(d), company.baseMinorUnits) + 0;
  const chosen = await ledgerAccounts(db, companyId, query);
  const ids = chosen.map((a) => a.id);
  const one = query.accountIdString ? chosen[0] : null;

  const sums = ids.length === 0 ? [] : await queryRows<{ account_id: string; opening: string; debit: string; credit: string }>(db, sql`
    SELECT account_id::text AS account_id,
           coalesce(sum(debit - credit) FILTER (WHERE posting_date < ${query.fromDate}::date), 0)::text AS opening,
           coalesce(sum(debit) FILTER (WHERE posting_date >= ${query.fromDate}::date), 0)::text AS debit,
           coalesce(sum(credit) FILTER (WHERE posting_date >= ${query.fromDate}::date), 0)::text AS credit
    FROM account_day_balances WHERE account_id = ANY(${sqlArray(ids, 'uuid')}) AND posting_date <= ${query.toDate}::date
    GROUP BY account_id`);
  const sumOf = new Map(sums.map((r) => [r.account_id, r]));
  const summary = chosen.map((a) => {
    const s = sumOf.get(a.id);
    const opening = new Decimal(s?.opening ?? 0);
    const debit = new Decimal(s?.debit ?? 0);
    const credit = new Decimal(s?.credit ?? 0);
    return { account: a, opening, debit, credit, closing: opening.plus(debit).minus(credit) };
  }).filter((a) => one || !a.opening.isZero() || !a.debit.isZero() || !a.credit.isZero());
  const totalOf = (pick: (a: (typeof summary)[number]) => Decimal) => summary.reduce((t, a) => t.plus(pick(a)), ZERO);

  const select = db.select({
    line: ledgerLines, accountNumber: accounts.accountNumber, accountName: accounts.name, entryNumber: journalEntries.entryNumber,
    reference: journalEntries.reference, source: journalEntries.source, sourceId: journalEntries.sourceId, partyName: partyOfEntry,
  }).from(ledgerLines).innerJoin(journalEntries, eq(journalEntries.id, ledgerLines.entryId)).innerJoin(accounts, eq(accounts.id, ledgerLines.accountId)).$dynamic();
  type Row = Awaited<typeof select>[number];
  const page = await paginate(db, {
    select, from: ledgerLines,
    where: and(
      // a range reads the company's lines in date order (ledger_lines_company_date_account_idx), keeping its accounts'
      one ? eq(ledgerLines.accountId, one.id) : and(eq(ledgerLines.companyId, companyId), sql`${ledgerLines.accountId} = ANY(${sqlArray(summary.map((a) => a.account.id), 'uuid')})`),
      gte(ledgerLines.postingDate, query.fromDate), lte(ledgerLines.postingDate, query.toDate)),
    sortable: { postingDate: ledgerLines.postingDate, accountNumber: { expression: sql`${accounts.accountNumber}`, sqlType: 'text', nullable: false } },
    defaultSort: 'postingDate', tiebreak: ledgerLines.id,
  }, query, async (rows: Row[]) => {
    if (rows.length === 0) return [];
    // the running balance: what came before each account's earliest line of the page, then its lines in date order
    const ascending = [...rows].sort((a, b) => a.line.postingDate.localeCompare(b.line.postingDate) || a.line.id - b.line.id);
    const firsts = new Map<string, Row['line']>();
    for (const { line } of ascending) if (!firsts.has(line.accountId)) firsts.set(line.accountId, line);
    const balances = await balancesBefore(db, [...firsts.values()]);
    const after = new Map<number, Decimal>();
    for (const { line } of ascending) {
      const balance = balances.get(line.accountId)!.plus(line.debit).minus(line.credit);
      balances.set(line.accountId, balance);
      after.set(line.id, balance);
    }
    return rows.map(({ line, ...entry }): GeneralLedgerLine & { id: string } => ({
      id: String(line.id), accountIdString: line.accountId, accountNumber: entry.accountNumber, accountName: entry.accountName,
      postingDate: line.postingDate, entryId: line.entryId, entryNumber: entry.entryNumber, reference: entry.reference,
      source: entry.source as JournalSource, sourceId: entry.sourceId, partyName: entry.partyName, description: line.description,
      debit: money(line.debit), credit: money(line.credit), balance: money(after.get(line.id)!),
    }));
  });
  return {
    ...page, companyIdString: companyId, accountIdString: one?.id ?? null, accountNumber: one?.accountNumber ?? null, name: one?.name ?? null,
    fromAccountNumber: one ? null : query.fromAccountNumber ?? null, toAccountNumber: one ? null : query.toAccountNumber ?? null,
    currency: company.baseCode, fromDate: query.fromDate, toDate: query.toDate,
    openingBalance: money(totalOf((a) => a.opening)), closingBalance: money(totalOf((a) => a.closing)),
    accounts: summary.map((a) => ({
      accountIdString: a.account.id, accountNumber: a.account.accountNumber, name: a.account.name,
      openingBalance: money(a.opening), debit: money(a.debit), credit: money(a.credit), closingBalance: money(a.closing),
    })),
  };
}
