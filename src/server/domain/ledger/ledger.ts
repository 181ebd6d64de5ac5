import { and, eq, exists, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { JournalEntry, JournalEntryCreate, JournalEntryListQuery, JournalEntryReverse, JournalSource } from '../../../contract/journal-entries';
import type { DbOrTx } from '../../db/connection';
import { queryRows } from '../../db/connection';
import { jsonRows, type Columns } from '../../db/json-rows';
import { pgConstraintName } from '../../db/errors';
import { newId } from '../../base/ids';
import { byDocumentNumber, containing, paginate } from '../../db/paginate';
import { currencies, journalEntries, ledgerLines } from '../../db/schema';
import { postableAccountsQuery, type PostableAccount } from './accounts';
import { lockCompanyForPosting, postingTurn, type LockedCompany } from '../core/company-locks';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { fail } from '../../base/errors';
import { takeDocumentNumber } from '../core/document-numbers';
import { rememberAnswered } from '../outbox/event-log';
import { Decimal, exactAmount, moneyNumber, ZERO } from '../core/money';
import { baseAmount } from '../../../contract/exchange-rates';

export type PostingLine = {
  accountId: string;
  /** In the posting's currency. */
  debit: number | string;
  credit: number | string;
  description?: string | null;
  /**
   * The line in the base currency when it is not debit or credit × exchangeRate: what a
   * settlement takes off a receivable or payable at the document's own rate, or a reversed line
   * (whose currency amounts may both be 0: an exchange difference).
   */
  base?: { debit: Decimal; credit: Decimal };
};

export type Posting = {
  companyId: string;
  postingDate: string;
  reference: string;
  /** The company's base currency when omitted. */
  currencyId?: string;
  /** Base-currency units per unit of `currencyId`; required in another currency than the base. */
  exchangeRate?: Decimal;
  /**
   * Where a difference of the base amounts goes (a realized exchange gain or loss); without it
   * the rounding of the converted lines is evened out on the largest line.
   */
  differenceAccountId?: string;
  source: JournalSource;
  sourceId?: string | null;
  reversalOfId?: string | null;
  lines: PostingLine[];
  createdBy?: string | null;
  /** Where the lines sit in the request, for error paths (`lines` for a manual entry). */
  linesPath?: string;
  /**
   * Accounts the transaction posts to next (a document's own entry, after its stock's cost
   * entry): their running totals are locked with this entry's, in one account order, before the
   * JE counter, so the two entries lock as one posting does (docs/posting.md).
   */
  lockAlso?: string[];
};

/** The name of the CLOSED period containing `date` (see closedPeriodOn), as a one-row query. */
const closedPeriodQuery = (companyId: string, date: string): SQL => sql`
  SELECT name FROM (
    SELECT 'accounting period "' || name || '"' AS name, 1 AS rank FROM accounting_periods
    WHERE company_id = ${companyId} AND status = 'CLOSED' AND first_day <= ${date} AND last_day >= ${date}
    UNION ALL
    SELECT 'fiscal year "' || name || '"', 2 FROM fiscal_years
    WHERE company_id = ${companyId} AND status = 'CLOSED' AND start_date <= ${date} AND end_date >= ${date}
  ) AS closed ORDER BY rank LIMIT 1`;

/** The CLOSED accounting period, or else the CLOSED fiscal year, of the company that contains `date`, if any: `accounting period "<name>"` or `fiscal year "<name>"`. */
export async function closedPeriodOn(tx: DbOrTx, companyId: string, date: string): Promise<string | undefined> {
  const [row] = await queryRows<{ name: string }>(tx, closedPeriodQuery(companyId, date));
  return row?.name;
}

const periodClosed = (date: string, closed: string) => fail.conflict(`${date} lies in the closed ${closed}.`, 'period-closed');

/** 409 period-closed when `date` lies in a CLOSED period of the company. */
export async function assertPeriodOpen(tx: DbOrTx, companyId: string, date: string) {
  const closed = await closedPeriodOn(tx, companyId, date);
  if (closed) throw periodClosed(date, closed);
}

/** A posting's accounts (loadPostableAccounts) and the CLOSED period its date lies in (closedPeriodOn), in one statement. */
async function postableAccountsAndClosedPeriod(tx: DbOrTx, companyId: string, ids: string[], date: string) {
  // one row without an account when none matches: the period is still answered
  const rows = await queryRows<{ closed: string | null; id: string | null } & Omit<PostableAccount, 'id'>>(tx, sql`
    SELECT period.closed, a.* FROM (SELECT (${closedPeriodQuery(companyId, date)}) AS closed) AS period
    LEFT JOIN LATERAL (${postableAccountsQuery(companyId, ids)}) AS a ON true`);
  const postable = new Map<string, PostableAccount>();
  for (const { closed: _, id, ...account } of rows) if (id !== null) postable.set(id, { id, ...account });
  return { postable, closed: rows[0]?.closed ?? undefined };
}

type PreparedLine = { accountId: string; debit: Decimal; credit: Decimal; currencyDebit: Decimal; currencyCredit: Decimal; description?: string | null };

/**
 * The lines in the base currency: each at its `base` or amount × rate (half away from zero);
 * what the base sides then differ by goes to the difference account, or evens out the largest
 * converted line of the lighter side. A line whose base rounds to 0 is left out.
 */
function inBaseCurrency(
  lines: { accountId: string; debit: Decimal; credit: Decimal; base?: { debit: Decimal; credit: Decimal }; description?: string | null }[],
  rate: Decimal, baseMinorUnits: number, differenceAccountId: string | undefined,
): PreparedLine[] {
  const converted = lines.map((l) => ({
    accountId: l.accountId, description: l.description, currencyDebit: l.debit, currencyCredit: l.credit, explicit: l.base !== undefined,
    debit: l.base?.debit ?? baseAmount(l.debit, rate, baseMinorUnits), credit: l.base?.credit ?? baseAmount(l.credit, rate, baseMinorUnits),
  }));
  const diff = converted.reduce((sum, l) => sum.plus(l.debit).minus(l.credit), ZERO);
  if (!diff.isZero()) {
    if (differenceAccountId) {
      converted.push({
        accountId: differenceAccountId, description: 'Exchange difference', currencyDebit: ZERO, currencyCredit: ZERO, explicit: true,
        debit: diff.isNegative() ? diff.negated() : ZERO, credit: diff.isNegative() ? ZERO : diff,
      });
    } else {
      const side = diff.isNegative() ? 'debit' : 'credit';
      const inCurrency = side === 'debit' ? 'currencyDebit' : 'currencyCredit';
      // the largest converted line of that side (by its currency amount: its base may have rounded to 0)
      const onSide = converted.filter((l) => l[inCurrency].gt(0) || l[side].gt(0));
      // a converted line first, an explicit one (a settlement at its document's rate) only when there is none
      const largest = onSide.sort((a, b) => Number(a.explicit) - Number(b.explicit) || b[inCurrency].comparedTo(a[inCurrency]))[0];
      if (!largest) throw new Error('a posting whose base amounts cannot balance');
      largest[side] = largest[side].plus(diff.abs());
    }
  }
  return converted.filter((l) => !(l.debit.isZero() && l.credit.isZero())).map(({ explicit: _, ...l }) => l);
}

/** A posting checked against the company, its accounts and its periods, ready to be written by postPrepared. */
export type PreparedPosting = {
  posting: Omit<Posting, 'reference'>;
  company: LockedCompany;
  currency: typeof currencies.$inferSelect;
  /** The company's base currency (`currency` itself for a posting in it). */
  baseCurrency: typeof currencies.$inferSelect;
  exchangeRate: Decimal;
  /** debit and credit in the base currency; currencyDebit and currencyCredit in the posting's currency. */
  lines: PreparedLine[];
  /** In the base currency. */
  totalDebit: Decimal;
  postable: Map<string, { accountNumber: string; name: string }>;
};

/**
 * Checks a posting without writing anything or taking any lock but the company's SHARE lock:
 * every line's account (this company's, not a group, in the entry's currency), exact amounts at
 * the currency's minor unit that balance, and that the date is in no CLOSED period. A document
 * prepares its posting before it takes its number, so the rows every posting of the company
 * contends for (the counters, the accounts' running totals) are held as briefly as possible.
 */
export async function preparePosting(
  tx: DbOrTx, posting: Omit<Posting, 'reference'>, known?: { currency?: typeof currencies.$inferSelect; company?: LockedCompany },
): Promise<PreparedPosting> {
  const path = posting.linesPath ?? 'lines';
  // the pipeline has locked the company already
  const company = known?.company?.id === posting.companyId ? known.company : await lockCompanyForPosting(tx, posting.companyId);
  const currencyId = posting.currencyId ?? company.baseCurrencyId;
  const currency = known?.currency?.id === currencyId ? known.currency : (await tx.select().from(currencies).where(eq(currencies.id, currencyId)))[0];

  const given = posting.lines.map((line, i) => ({
    ...line,
    accountId: line.accountId.toLowerCase(),
    debit: exactAmount(line.debit, currency.minorUnits, `${path}.${i}.debit`, currency.code),
    credit: exactAmount(line.credit, currency.minorUnits, `${path}.${i}.credit`, currency.code),
  }));
  if (given.length < 2) throw fail.field(path, 'an entry has at least two lines', 'too-few-lines');
  const oneSided = (debit: Decimal, credit: Decimal) => !debit.isNegative() && !credit.isNegative() && debit.isZero() !== credit.isZero();
  given.forEach((line, i) => {
    if (!(oneSided(line.debit, line.credit) || (line.base && line.debit.isZero() && line.credit.isZero() && oneSided(line.base.debit, line.base.credit)))) {
      throw fail.field(`${path}.${i}.debit`, 'a line has either a debit or a credit above zero, not both', 'one-side');
    }
  });
  const givenDebit = given.reduce((sum, l) => sum.plus(l.debit), ZERO);
  const givenCredit = given.reduce((sum, l) => sum.plus(l.credit), ZERO);
  if (!givenDebit.equals(givenCredit)) {
    throw fail.field(path, `debits (${givenDebit.toFixed(currency.minorUnits)}) and credits (${givenCredit.toFixed(currency.minorUnits)}) must balance`, 'unbalanced');
  }
  const foreign = currency.id !== company.baseCurrencyId;
  if (foreign && !posting.exchangeRate) throw new Error(`a posting in ${currency.code} needs its exchange rate`);
  const exchangeRate = foreign ? posting.exchangeRate! : new Decimal(1);
  const baseCurrency = foreign ? (await tx.select().from(currencies).where(eq(currencies.id, company.baseCurrencyId)))[0] : currency;
  const lines: PreparedLine[] = foreign
    ? inBaseCurrency(given, exchangeRate, baseCurrency.minorUnits, posting.differenceAccountId?.toLowerCase())
    // in the base currency a line is its own base amount, but for a base-only adjustment (an unrealized difference)
    : given.map(({ base, ...l }) => ({ ...l, debit: base?.debit ?? l.debit, credit: base?.credit ?? l.credit, currencyDebit: l.debit, currencyCredit: l.credit }));
  if (lines.length < 2) throw fail.field(path, 'in the base currency the entry is 0 at this rate', 'zero-in-base');
  const totalDebit = lines.reduce((sum, l) => sum.plus(l.debit), ZERO);
  if (!totalDebit.equals(lines.reduce((sum, l) => sum.plus(l.credit), ZERO))) {
    throw fail.field(path, 'the lines\' amounts in the base currency must balance', 'unbalanced');
  }

  const { postable, closed } = await postableAccountsAndClosedPeriod(tx, company.id, [...new Set([...given, ...lines].map((l) => l.accountId))], posting.postingDate);
  const check = (accountId: string, at: string, baseOnly = false) => {
    const account = postable.get(accountId);
    if (!account) throw fail.field(at, 'is not an account of this company', 'unknown-account');
    if (account.isGroup) throw fail.field(at, `account ${account.accountNumber} is a group account and takes no postings`, 'group-account');
    // an account kept in the base currency takes lines of any currency; one kept in another only lines of that one,
    // or a base-only adjustment of its value (currency amounts of 0)
    if (account.currencyId !== currency.id && account.currencyId !== company.baseCurrencyId && !baseOnly) {
      throw fail.field(at, `account ${account.accountNumber} is kept in another currency than ${currency.code}`, 'currency-mismatch');
    }
  };
  given.forEach((line, i) => check(line.accountId, `${path}.${i}.accountId`, line.debit.isZero() && line.credit.isZero()));
  // the exchange difference line added above
  for (const line of lines) check(line.accountId, path, line.currencyDebit.isZero() && line.currencyCredit.isZero());

  // after the lines, so that a bad line is answered first
  if (closed) throw periodClosed(posting.postingDate, closed);
  return { posting, company, currency, baseCurrency, exchangeRate, lines, totalDebit, postable };
}

/** What the statement posting an entry writes besides it (postDocument). */
export type PostingWrites = {
  /** The entry's reference; the document's number when left out. */
  reference?: string;
  /**
   * The document's number, or the kind of the one the statement takes (`{ numbered: 'INV' }`),
   * after the running totals and before the JE number.
   */
  document?: { number: string } | { numbered: string };
  /** Each line without a description is described as the document's number followed by this (` (PO-…)`). */
  describeAfterNumber?: string;
  /** The entry's id (a new one when left out), for the document's rows to refer to. */
  entryId?: string;
  /** The document's rows, each a data-modifying statement that becomes a CTE of the posting's statement; `number` is the SQL of its number. */
  documentRows?: (number: SQL) => SQL[];
};

/** The CTEs of data-modifying statements, named document_1, document_2, ... */
export const documentCtes = (rows: SQL[]) => sql.join(rows.map((row, i) => sql`document_${sql.raw(String(i + 1))} AS (${row})`), sql`, `);

/** A ledger line as postPrepared sends it; the entry, company and date are the entry's. */
const LEDGER_LINE_COLUMNS: Columns = [
  ['line_number', 'int'], ['account_id', 'uuid'], ['debit', 'numeric'], ['credit', 'numeric'],
  ['currency_debit', 'numeric'], ['currency_credit', 'numeric'], ['description', 'text'],
];

/**
 * Writes a prepared posting: the accounts' running totals, the entry with the company's next
 * JE number, and its lines; with `writes`, a document's number and rows too, all in one
 * statement. With preparePosting, the only way ledger lines are written.
 */
export async function postPrepared(tx: DbOrTx, prepared: PreparedPosting, writes: PostingWrites): Promise<{ journalEntry: JournalEntry; documentNumber: string | null }> {
  const { posting, company, currency, baseCurrency, exchangeRate, lines, totalDebit, postable } = prepared;
  const foreign = currency.id !== company.baseCurrencyId;
  // the currency amounts are kept where they are not the base ones (null: the same)
  const inCurrency = (line: PreparedLine) => foreign || !line.currencyDebit.equals(line.debit) || !line.currencyCredit.equals(line.credit);
  const id = writes.entryId ?? newId();
  if (writes.reference === undefined && !writes.document) throw new Error('a posting needs a reference or a document');
  const numbered = writes.document && 'numbered' in writes.document ? writes.document.numbered : undefined;
  const documentNumber = numbered ? sql`(SELECT number FROM document_number)` : sql`${writes.document && 'number' in writes.document ? writes.document.number : null}::text`;
  const totalsFirst = sql`(SELECT count(*) FROM balances) AS totals_first`;
  const documentRows = writes.documentRows?.(documentNumber) ?? [];
  const lineRows = lines.map((line, i) => ({
    line_number: i + 1, account_id: line.accountId, debit: line.debit.toString(), credit: line.credit.toString(), description: line.description ?? null,
    currency_debit: inCurrency(line) ? line.currencyDebit.toString() : null, currency_credit: inCurrency(line) ? line.currencyCredit.toString() : null,
  }));
  // One statement, locking in the order every posting locks: the company's posting turn (taken
  // already by a document numbered before), the accounts' running totals (in account order), the
  // document's counter, then the company's JE counter; the counters are held until commit. The
  // guard of the running totals (migration 0004) is on for their write only: on in the FROM that
  // feeds it, off in the answer, which reads the entry and so comes after the totals and the numbers.
  const [entry] = await queryRows<{ created_at: string | Date; entry_number: string; reference: string; document_number: string | null }>(tx, sql`
    WITH balances AS (
      INSERT INTO account_balances (account_id, debit, credit)
      SELECT v.account_id, v.debit, v.credit
      FROM (SELECT set_config('bos.posting', 'on', true)) AS guard, ${postingTurn(company.id)},
           ${jsonRows(balanceChanges(lines, posting.lockAlso), [['account_id', 'uuid'], ['debit', 'numeric'], ['credit', 'numeric']], 'v')}
      ORDER BY v.account_id
      ON CONFLICT (account_id) DO UPDATE SET debit = account_balances.debit + excluded.debit, credit = account_balances.credit + excluded.credit
      RETURNING 1
    ), ${numbered ? sql`document_number AS (${takeDocumentNumber(company, numbered, totalsFirst)}), ` : sql``}entry_number AS (
      ${takeDocumentNumber(company, 'JE', numbered ? sql`(SELECT count(*) FROM document_number) AS document_first` : totalsFirst)}
    ), entry AS (
      INSERT INTO journal_entries (id, company_id, entry_number, posting_date, currency_id, exchange_rate, reference, source, source_id, reversal_of_id, total_debit, created_by)
      SELECT ${id}, ${company.id}, entry_number.number, ${posting.postingDate}, ${currency.id}, ${exchangeRate.toString()},
             coalesce(${writes.reference ?? null}::text, ${documentNumber}), ${posting.source},
             ${posting.sourceId ?? null}, ${posting.reversalOfId ?? null}, ${totalDebit.toString()}, ${posting.createdBy ?? null}
      FROM entry_number
      RETURNING created_at, entry_number, reference
    ), posted_lines AS (
      INSERT INTO ledger_lines (entry_id, line_number, company_id, account_id, posting_date, debit, credit, currency_debit, currency_credit, description)
      SELECT ${id}, l.line_number, ${company.id}, l.account_id, ${posting.postingDate}, l.debit, l.credit, l.currency_debit, l.currency_credit,
             coalesce(l.description, ${documentNumber} || ${writes.describeAfterNumber ?? null}::text)
      FROM ${jsonRows(lineRows, LEDGER_LINE_COLUMNS, 'l')}
    )${documentRows.length > 0 ? sql`, ${documentCtes(documentRows)}` : sql``}
    SELECT created_at, entry_number, reference, ${documentNumber} AS document_number, set_config('bos.posting', 'off', true) FROM entry`);
  const { reference, document_number: number } = entry;
  const describedAs = writes.describeAfterNumber === undefined || number === null ? null : number + writes.describeAfterNumber;
  const entryNumber = entry.entry_number;

  const answer = toJournalEntry({
    entry: {
      id, entryNumber, postingDate: posting.postingDate, reference, source: posting.source, sourceId: posting.sourceId ?? null,
      reversalOfId: posting.reversalOfId ?? null, totalDebit: totalDebit.toString(), exchangeRate: exchangeRate.toString(),
      companyId: company.id, createdBy: posting.createdBy ?? null, createdAt: new Date(entry.created_at),
    },
    currency: currency.code, minorUnits: currency.minorUnits, baseCurrency: baseCurrency.code, baseMinorUnits: baseCurrency.minorUnits, reversedById: null,
    lines: lines.map((line, i) => ({
      lineNumber: i + 1, accountId: line.accountId,
      accountNumber: postable.get(line.accountId)!.accountNumber, accountName: postable.get(line.accountId)!.name,
      debit: line.debit.toString(), credit: line.credit.toString(),
      currencyDebit: inCurrency(line) ? line.currencyDebit.toString() : null, currencyCredit: inCurrency(line) ? line.currencyCredit.toString() : null,
      description: line.description ?? describedAs,
    })),
  });
  // as GET answers it: its journal_entry.created event need not read it back while the counters are held
  rememberAnswered(tx, answer);
  return { journalEntry: answer, documentNumber: number };
}

/** Checks and posts a balanced journal entry in the caller's transaction (preparePosting, then postPrepared). */
export async function postJournalEntry(tx: DbOrTx, posting: Posting): Promise<JournalEntry> {
  return (await postPrepared(tx, await preparePosting(tx, posting), { reference: posting.reference })).journalEntry;
}

/**
 * What the lines add to their accounts' running totals, one row per account (the statement writes
 * them in account order, so concurrent postings cannot deadlock); the accounts of `lockAlso` add
 * nothing but are locked too.
 */
function balanceChanges(lines: { accountId: string; debit: Decimal; credit: Decimal }[], lockAlso: string[] = []) {
  const totals = new Map<string, { debit: Decimal; credit: Decimal }>(lockAlso.map((accountId) => [accountId, { debit: ZERO, credit: ZERO }]));
  for (const line of lines) {
    const t = totals.get(line.accountId) ?? { debit: ZERO, credit: ZERO };
    totals.set(line.accountId, { debit: t.debit.plus(line.debit), credit: t.credit.plus(line.credit) });
  }
  return [...totals.entries()].map(([accountId, t]) => ({ account_id: accountId, debit: t.debit.toString(), credit: t.credit.toString() }));
}

/**
 * Corrects an entry the only way the ledger allows: a new entry with every line's sides
 * swapped, dated `postingDate` (the original's date when omitted). An entry is reversed once.
 */
export async function reverseJournalEntry(ctx: Ctx, { id, ...input }: JournalEntryReverse & { id: string }): Promise<JournalEntry> {
  const tx = ctx.db;
  const original = await getJournalEntry(ctx, id);
  if (original.reversedById) throw fail.conflict(`${original.entryNumber} has been reversed already (by its reversal ${original.reversedById}).`);
  const [currency] = await tx.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, original.currency));
  // the stored amounts, not the rounded numbers of the answer
  const lines = await tx.select().from(ledgerLines).where(eq(ledgerLines.entryId, original.id)).orderBy(ledgerLines.lineNumber);
  try {
    return await postJournalEntry(tx, {
      companyId: original.companyIdString,
      postingDate: input.postingDate ?? original.postingDate,
      reference: input.reference?.trim() || `Reversal of ${original.entryNumber}`,
      currencyId: currency.id,
      exchangeRate: new Decimal(original.exchangeRate),
      source: 'REVERSAL',
      sourceId: original.id,
      reversalOfId: original.id,
      // each line's sides swapped, in the entry's currency and, as posted, in the base currency
      lines: lines.map((l) => ({
        accountId: l.accountId, debit: l.currencyCredit ?? l.credit, credit: l.currencyDebit ?? l.debit, description: l.description,
        base: { debit: new Decimal(l.credit), credit: new Decimal(l.debit) },
      })),
      createdBy: ctx.principal.userId,
    });
  } catch (error) {
    // a reversal committed meanwhile by a concurrent request
    if (pgConstraintName(error) === 'journal_entries_reversal_of_key') throw fail.conflict(`${original.entryNumber} has been reversed already.`);
    throw error;
  }
}

type LineRow = {
  lineNumber: number; accountId: string; accountNumber: string; accountName: string; debit: string; credit: string;
  currencyDebit: string | null; currencyCredit: string | null; description: string | null;
};

/**
 * The columns below name `journal_entries`: in `withDetails` that is the page's rows (the
 * limited select, aliased journal_entries), so what they compute is computed for those rows only.
 */
const reversedBy = sql<string | null>`(SELECT r.id FROM journal_entries r WHERE r.reversal_of_id = ${journalEntries.id})`;
// amounts as text: a JSON number would lose the digits of a numeric
const linesOf = sql<LineRow[]>`(
  SELECT coalesce(json_agg(json_build_object(
           'lineNumber', l.line_number, 'accountId', l.account_id, 'accountNumber', a.account_number, 'accountName', a.name,
           'debit', l.debit::text, 'credit', l.credit::text, 'currencyDebit', l.currency_debit::text, 'currencyCredit', l.currency_credit::text,
           'description', l.description) ORDER BY l.line_number), '[]')::text
  FROM ledger_lines l JOIN accounts a ON a.id = l.account_id
  WHERE l.entry_id = ${journalEntries.id})`.mapWith((json: string) => JSON.parse(json) as LineRow[]);

/** The entry's company's base currency, beside the entry's own. */
const baseOf = (column: string) =>
  sql.raw(`(SELECT c.${column} FROM companies co JOIN currencies c ON c.id = co.base_currency_id WHERE co.id = journal_entries.company_id)`);
const baseCurrencyColumns = { baseCurrency: sql<string>`${baseOf('code')}`, baseMinorUnits: sql<number>`${baseOf('minor_units')}` };

const selectEntries = (db: DbOrTx) => db.select().from(journalEntries).$dynamic();
type EntriesSelect = ReturnType<typeof selectEntries>;

/**
 * Entries with their currency, reversal and lines in one statement: `entries` (filtered,
 * ordered, limited) is the FROM, in the order `orderBy` gives.
 */
function withDetails(db: DbOrTx, entries: EntriesSelect, orderBy: SQL[] = []) {
  return db
    .select({ entry: journalEntries, currency: currencies.code, minorUnits: currencies.minorUnits, ...baseCurrencyColumns, reversedById: reversedBy, lines: linesOf })
    .from(entries.as('journal_entries'))
    .innerJoin(currencies, eq(currencies.id, journalEntries.currencyId))
    .orderBy(...orderBy);
}

type EntryRow = {
  entry: Pick<typeof journalEntries.$inferSelect, 'id' | 'entryNumber' | 'postingDate' | 'reference' | 'source' | 'sourceId' | 'reversalOfId'
    | 'totalDebit' | 'exchangeRate' | 'companyId' | 'createdBy' | 'createdAt'>;
  currency: string; minorUnits: number; baseCurrency: string; baseMinorUnits: number; reversedById: string | null; lines: LineRow[];
};

function toJournalEntry({ entry: e, currency, minorUnits, baseCurrency, baseMinorUnits, reversedById, lines }: EntryRow): JournalEntry {
  return {
    id: e.id,
    entryNumber: e.entryNumber,
    postingDate: e.postingDate,
    reference: e.reference,
    currency,
    exchangeRate: e.exchangeRate,
    baseCurrency,
    source: e.source as JournalSource,
    sourceId: e.sourceId,
    reversalOfId: e.reversalOfId,
    reversedById,
    totalDebit: moneyNumber(e.totalDebit, baseMinorUnits),
    totalCredit: moneyNumber(e.totalDebit, baseMinorUnits),
    lines: lines.map((line) => ({
      lineNumber: line.lineNumber,
      accountId: line.accountId,
      accountNumber: line.accountNumber,
      accountName: line.accountName,
      debit: moneyNumber(line.debit, baseMinorUnits),
      credit: moneyNumber(line.credit, baseMinorUnits),
      currencyDebit: moneyNumber(line.currencyDebit ?? line.debit, minorUnits),
      currencyCredit: moneyNumber(line.currencyCredit ?? line.credit, minorUnits),
      description: line.description,
    })),
    companyIdString: e.companyId,
    createdBy: e.createdBy,
    createdAt: e.createdAt.toISOString(),
  };
}

export async function getJournalEntry(ctx: Ctx, id: string): Promise<JournalEntry> {
  const [found] = await withDetails(ctx.db, selectEntries(ctx.db).where(eq(journalEntries.id, id)));
  return toJournalEntry(visibleTo(ctx, found, (f) => f.entry.companyId, 'The journal entry'));
}

export const journalEntrySortable = {
  postingDate: journalEntries.postingDate,
  entryNumber: byDocumentNumber(journalEntries.entryNumber),
  createdAt: journalEntries.createdAt,
  reference: journalEntries.reference,
};

/**
 * totalElements from the counts the posting triggers keep (migration 0006), as a scalar
 * subquery: a sum of day rows, exact in any snapshot since they are written in the
 * transaction that posts. Undefined for the reference search, which they do not cover.
 */
function dayCountsTotal(companyId: string, query: JournalEntryListQuery): SQL<number> | undefined {
  if (query.reference?.trim()) return undefined;
  const filters = sql.join([
    query.fromDate ? sql` AND n.posting_date >= ${query.fromDate}` : sql``,
    query.toDate ? sql` AND n.posting_date <= ${query.toDate}` : sql``,
    query.source ? sql` AND n.source = ${query.source}` : sql``,
  ]);
  return query.accountId
    // an account of another company has no entries in this company's list
    ? sql<number>`(SELECT coalesce(sum(n.entries), 0) FROM account_day_entry_counts n
          WHERE n.account_id = ${query.accountId}${filters}
            AND EXISTS (SELECT 1 FROM accounts a WHERE a.id = ${query.accountId} AND a.company_id = ${companyId}))`
    : sql<number>`(SELECT coalesce(sum(n.entries), 0) FROM journal_entry_day_counts n
          WHERE n.company_id = ${companyId}${filters})`;
}

/**
 * A page of entries with their details and the list's count in one statement, so one
 * snapshot: the count is the one row the page's rows are left-joined to, and stays when the
 * page is empty.
 */
async function pageWithDetails(db: DbOrTx, entries: EntriesSelect, orderBy: SQL[], counts: SQL) {
  const rows = await db
    .select({
      total: sql<string>`page_total.total`, version: sql<string | null>`page_total.version`,
      entry: journalEntries, currency: currencies.code, minorUnits: currencies.minorUnits, ...baseCurrencyColumns, reversedById: reversedBy, lines: linesOf,
    })
    .from(sql`${counts} AS page_total`)
    .leftJoin(entries.as('journal_entries'), sql`true`)
    .leftJoin(currencies, eq(currencies.id, journalEntries.currencyId))
    .orderBy(...orderBy);
  const page = rows.flatMap(({ entry, currency, minorUnits, ...details }) =>
    entry && currency !== null && minorUnits !== null ? [{ ...details, entry, currency, minorUnits }] : []);
  return { rows: page, total: Number(rows[0].total), version: rows[0].version };
}

/** One page of the company's entries and its count, read in one statement. */
export async function listJournalEntries(ctx: Ctx, query: JournalEntryListQuery) {
  const { db, companyId } = companyContext(ctx, query.companyIdString);
  const term = query.reference?.trim();
  return paginate(db, {
    select: selectEntries(db),
    from: journalEntries,
    where: and(
      eq(journalEntries.companyId, companyId),
      query.fromDate ? gte(journalEntries.postingDate, query.fromDate) : undefined,
      query.toDate ? lte(journalEntries.postingDate, query.toDate) : undefined,
      query.source ? eq(journalEntries.source, query.source) : undefined,
      term ? or(ilike(journalEntries.reference, containing(term)), ilike(journalEntries.entryNumber, containing(term))) : undefined,
      query.accountId
        ? exists(db.select({ one: sql`1` }).from(ledgerLines).where(and(eq(ledgerLines.entryId, journalEntries.id), eq(ledgerLines.accountId, query.accountId))))
        : undefined,
    ),
    sortable: journalEntrySortable,
    defaultSort: ['postingDate,desc', 'entryNumber,desc'],
    tiebreak: journalEntries.id,
    page: (limited, orderBy, counts) => pageWithDetails(db, limited, orderBy, counts),
    total: dayCountsTotal(companyId, query),
    // entries are never deleted, nor their filtered or sorted fields edited, and each one takes the next JE number
    version: sql<string | null>`(SELECT last_value::text FROM document_sequences WHERE company_id = ${companyId} AND kind = 'JE')`,
  }, query, (rows) => rows.map(toJournalEntry));
}
