import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { baseAmount } from '../../../contract/exchange-rates';
import type {
  ExchangeRevaluation, ExchangeRevaluationCreate, ExchangeRevaluationLine, ExchangeRevaluationListQuery,
} from '../../../contract/exchange-revaluations';
import { queryRows, type DbOrTx } from '../../db/connection';
import { paginate } from '../../db/paginate';
import { companies, currencies, exchangeRevaluations } from '../../db/schema';
import { fail } from '../../base/errors';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { Decimal, moneyNumber, ZERO } from '../core/money';
import { defaultAccountIds } from '../ledger/accounts';
import { companyWithBaseCurrency } from '../ledger/currencies';
import { documentRate } from '../ledger/exchange-rates';
import { reverseJournalEntry, type PostingLine } from '../ledger/ledger';
import { postDocument } from '../posting/pipeline';
import { openDocuments, type DocRow } from '../reports/aging';

/**
 * Unrealized exchange differences (decisions §13 "Exchange rates"; docs/accounting.md
 * "Revaluation"). On a date, every open foreign-currency invoice, credit note and bill (as the
 * aging has it on that date) and every account kept in another currency is valued at the
 * date's rate against what the ledger carries for it in the base currency. The differences are
 * posted on the date (the receivable, the payable and each foreign account against the default
 * UNREALIZED_EXCHANGE account) and reversed on the next day, so the carried amounts, and with
 * them the realized differences of later payments, stay those of the documents' own rates.
 */

type Company = Awaited<ReturnType<typeof companyWithBaseCurrency>>;

/** The day after `date` (YYYY-MM-DD), in UTC; 422 at `date` for the last day there is. */
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  if (d.getUTCFullYear() > 9999) throw fail.field('date', 'must be before 9999-12-31: the reversal is posted on the next day', 'no-next-day');
  return d.toISOString().slice(0, 10);
}

type Open = { kind: ExchangeRevaluationLine['kind']; recordIdString: string; number: string; currencyId: string; currency: string; amount: Decimal; carried: Decimal; accountId?: string };

/** Open foreign-currency documents on `date`: receivables (a credit note's credit negative) and payables. */
async function openForeignDocuments(db: DbOrTx, company: Company, date: string): Promise<Open[]> {
  const found: Open[] = [];
  for (const kind of ['receivables', 'payables'] as const) {
    const rows = await queryRows<DocRow & { currency_id: string }>(db, sql`
      SELECT d.*, c.id AS currency_id FROM (${openDocuments(kind, company.id, date, undefined)}) AS d JOIN currencies c ON c.code = d.currency
      WHERE d.currency <> ${company.baseCode} AND d.outstanding::numeric <> 0`);
    for (const r of rows) {
      found.push({
        kind: kind === 'receivables' ? 'RECEIVABLE' : 'PAYABLE', recordIdString: r.id, number: r.number, currencyId: r.currency_id, currency: r.currency,
        amount: new Decimal(r.outstanding), carried: new Decimal(r.base_outstanding),
      });
    }
  }
  return found;
}

/** Accounts kept in another currency with a balance on `date`: in their currency and in the base, debit positive. */
async function foreignAccountBalances(db: DbOrTx, company: Company, date: string): Promise<Open[]> {
  const rows = await queryRows<{ id: string; account_number: string; currency_id: string; currency: string; amount: string; carried: string }>(db, sql`
    SELECT a.id, a.account_number, c.id AS currency_id, c.code AS currency,
           SUM(coalesce(l.currency_debit, l.debit) - coalesce(l.currency_credit, l.credit))::text AS amount, SUM(l.debit - l.credit)::text AS carried
    FROM accounts a JOIN currencies c ON c.id = a.currency_id JOIN ledger_lines l ON l.account_id = a.id AND l.posting_date <= ${date}::date
    WHERE a.company_id = ${company.id} AND a.currency_id <> ${company.baseCurrencyId}
    GROUP BY a.id, a.account_number, c.id, c.code
    HAVING SUM(coalesce(l.currency_debit, l.debit) - coalesce(l.currency_credit, l.credit)) <> 0 OR SUM(l.debit - l.credit) <> 0
    ORDER BY a.account_number`);
  return rows.map((r) => ({
    kind: 'ACCOUNT' as const, recordIdString: r.id, number: r.account_number, currencyId: r.currency_id, currency: r.currency,
    amount: new Decimal(r.amount), carried: new Decimal(r.carried), accountId: r.id,
  }));
}

/** Each open item at the date's rate of its currency (422 no-exchange-rate at `date` when one has none). */
async function revalued(db: DbOrTx, company: Company, date: string, open: Open[]) {
  const rates = new Map<string, Decimal>();
  for (const o of open) {
    if (!rates.has(o.currencyId)) rates.set(o.currencyId, await documentRate(db, company, { id: o.currencyId, code: o.currency }, date, undefined, 'date'));
  }
  return open.map((o) => {
    const rate = rates.get(o.currencyId)!;
    const revaluedBase = baseAmount(o.amount, rate, company.baseMinorUnits);
    // a payable is owed: it gains when what it is worth in the base falls
    const difference = o.kind === 'PAYABLE' ? o.carried.minus(revaluedBase) : revaluedBase.minus(o.carried);
    return { ...o, rate, revaluedBase, difference };
  });
}

type Revalued = Awaited<ReturnType<typeof revalued>>[number];

/**
 * The entry: per account the sum of its items' differences (a receivable's or a foreign
 * account's gain is a debit, a payable's a debit too: the liability falls), against the
 * UNREALIZED_EXCHANGE account. Base-only lines: their currency amounts are 0.
 */
async function revaluationLines(db: DbOrTx, companyId: string, items: Revalued[]): Promise<PostingLine[]> {
  const roles = await defaultAccountIds(db, companyId, ['RECEIVABLE', 'PAYABLE', 'UNREALIZED_EXCHANGE']);
  const accountOf = (item: Revalued) => item.accountId ?? (item.kind === 'RECEIVABLE' ? roles.RECEIVABLE : roles.PAYABLE);
  if (!roles.UNREALIZED_EXCHANGE || items.some((i) => !accountOf(i))) {
    throw fail.conflict('The company lacks a default RECEIVABLE, PAYABLE or UNREALIZED_EXCHANGE account; set them in the chart of accounts.', 'conflict');
  }
  const byAccount = new Map<string, Decimal>();
  for (const item of items) byAccount.set(accountOf(item)!, (byAccount.get(accountOf(item)!) ?? ZERO).plus(item.difference));
  const line = (accountId: string, gain: Decimal, description: string): PostingLine => ({
    accountId, debit: 0, credit: 0, description,
    base: gain.isNegative() ? { debit: ZERO, credit: gain.negated() } : { debit: gain, credit: ZERO },
  });
  const lines = [...byAccount.entries()].filter(([, d]) => !d.isZero()).map(([accountId, d]) => line(accountId, d, 'Unrealized exchange difference'));
  const total = [...byAccount.values()].reduce((sum, d) => sum.plus(d), ZERO);
  if (!total.isZero()) lines.push(line(roles.UNREALIZED_EXCHANGE, total.negated(), 'Unrealized exchange difference'));
  return lines;
}

/**
 * `POST /exchange-revaluations`: revalues what is open in other currencies on `date`, posts the
 * differences on it and their reversal on the next day. 409 nothing-to-revalue when nothing is.
 */
export async function createExchangeRevaluation(ctx: Ctx, input: ExchangeRevaluationCreate): Promise<ExchangeRevaluation> {
  const { db, companyId } = companyContext(ctx, input.companyIdString);
  const reversalDate = nextDay(input.date);
  const company = await companyWithBaseCurrency(db, companyId);
  const open = [...await openForeignDocuments(db, company, input.date), ...await foreignAccountBalances(db, company, input.date)];
  if (open.length === 0) throw fail.conflict(`Nothing in another currency than ${company.baseCode} is open on ${input.date}.`, 'nothing-to-revalue');
  const items = await revalued(db, company, input.date, open);
  const lines = await revaluationLines(db, companyId, items);
  const difference = items.reduce((sum, i) => sum.plus(i.difference), ZERO);
  const money = (d: Decimal) => moneyNumber(d, company.baseMinorUnits) + 0;

  return postDocument(ctx, {
    companyId, postingDate: input.date, numbered: 'REV',
    journal: lines.length > 0 ? { source: 'EXCHANGE_REVALUATION', lines, describeAfterNumber: ' unrealized exchange difference' } : null,
    write: async ({ id, number, journalEntry }) => {
      // reversed on the next day: the carried amounts stay the documents' own
      const reversal = journalEntry
        ? await reverseJournalEntry(ctx, { id: journalEntry.id, postingDate: reversalDate, reference: `Reversal of ${number}` })
        : null;
      const answerLines: ExchangeRevaluationLine[] = items.map((i) => ({
        kind: i.kind, recordIdString: i.recordIdString, number: i.number, currencyCodeString: i.currency, amount: i.amount.toNumber(),
        rate: i.rate.toString(), carriedBase: money(i.carried), revaluedBase: money(i.revaluedBase), difference: money(i.difference),
      }));
      await db.insert(exchangeRevaluations).values({
        id, companyId, number, date: input.date, difference: difference.toString(), lines: answerLines,
        journalEntryId: journalEntry?.id ?? null, reversalJournalEntryId: reversal?.id ?? null, createdBy: ctx.principal.userId,
      });
      return getExchangeRevaluation(ctx, id);
    },
  });
}

const selectRevaluations = (db: DbOrTx) =>
  db.select({ revaluation: exchangeRevaluations, baseCurrency: currencies.code, baseMinorUnits: currencies.minorUnits })
    .from(exchangeRevaluations)
    .innerJoin(companies, eq(companies.id, exchangeRevaluations.companyId))
    .innerJoin(currencies, eq(currencies.id, companies.baseCurrencyId))
    .$dynamic();

type Selected = { revaluation: typeof exchangeRevaluations.$inferSelect; baseCurrency: string; baseMinorUnits: number };

function toRevaluation({ revaluation: r, baseCurrency, baseMinorUnits }: Selected): ExchangeRevaluation {
  return {
    id: r.id, number: r.number, companyIdString: r.companyId, date: r.date, baseCurrency, difference: moneyNumber(r.difference, baseMinorUnits) + 0,
    lines: r.lines as ExchangeRevaluationLine[], journalEntryId: r.journalEntryId, reversalJournalEntryId: r.reversalJournalEntryId,
    createdBy: r.createdBy, createdAt: r.createdAt.toISOString(),
  };
}

/** A revaluation of one of the principal's companies; another company's is "not found". */
export async function getExchangeRevaluation(ctx: Ctx, id: string): Promise<ExchangeRevaluation> {
  const [found] = await selectRevaluations(ctx.db).where(eq(exchangeRevaluations.id, id.toLowerCase()));
  return toRevaluation(visibleTo(ctx, found, (f) => f.revaluation.companyId, 'The exchange revaluation'));
}

export const exchangeRevaluationSortable = { date: exchangeRevaluations.date, createdAt: exchangeRevaluations.createdAt };

/** `GET /exchange-revaluations`: the company's revaluations, the latest date first. */
export async function listExchangeRevaluations(ctx: Ctx, query: ExchangeRevaluationListQuery) {
  const { db, companyId } = companyContext(ctx, query.companyIdString);
  const where = and(
    eq(exchangeRevaluations.companyId, companyId),
    query.fromDate ? gte(exchangeRevaluations.date, query.fromDate) : undefined,
    query.toDate ? lte(exchangeRevaluations.date, query.toDate) : undefined,
  );
  return paginate(db, {
    select: selectRevaluations(db), from: exchangeRevaluations, where, sortable: exchangeRevaluationSortable,
    defaultSort: ['date,desc', 'createdAt,desc'], tiebreak: exchangeRevaluations.id,
  }, query, (rows) => (rows as Selected[]).map(toRevaluation));
}
