import { sql, type SQL } from 'drizzle-orm';
import type { AgingBucket, AgingDocument, AgingParty, AgingQuery, AgingReport } from '../../../contract/aging';
import { queryRows, type DbOrTx } from '../../db/connection';
import { companyContext, type Ctx } from '../core/context';
import { Decimal, moneyNumber, ZERO } from '../core/money';

/**
 * Receivables and payables aging as of a date (issue 11; docs/payments.md "Aging").
 *
 * A document's outstanding amount as of `asOf` is recomputed from what was posted on or before
 * that date, so past dates are exact:
 *
 * - an invoice stands when posted on or before asOf and not cancelled by then (a cancellation
 *   dated after asOf leaves it open); it owes its total less the credit notes against it that
 *   stand on asOf, less the payment allocations of asOf (`paymentEffects`);
 * - a credit note against an invoice that stands on asOf is applied to it (0 of its own); a
 *   standalone credit note (or one whose invoice was cancelled by asOf) is credit the customer
 *   holds: its total counts negative;
 * - a bill stands when posted on or before asOf (bills cannot be cancelled yet); it owes its total
 *   less the allocations of asOf, and is overdue after its due date.
 *
 * Only candidates are recomputed: documents open now (`outstanding <> 0`, a partial index) and
 * documents something happened to after asOf (a cancellation, a credit note, a payment). A
 * document that is settled now and saw nothing after asOf was settled on asOf too. For today's
 * date the candidates are the open documents, whatever the history's size.
 */

export type Kind = 'receivables' | 'payables';

export type DocRow = {
  party_id: string; party_name: string; document_type: AgingDocument['documentType']; id: string; number: string;
  posting_date: string; due_date: string; days_overdue: number; total: string; outstanding: string;
  currency: string; minor_units: number; base_outstanding: string;
};

/**
 * What payments do to the aging (issue 11), over `payments` and `payment_allocations`:
 *  - `allocated(asOf)`: per document id, the sum of allocations of payments posted on or before
 *    asOf and not cancelled by then (`SELECT document_id AS id, SUM(amount) AS amount ...`);
 *  - `touchedAfter(asOf)`: ids of documents with an allocation posted or cancelled after asOf
 *    (they may be settled now yet open on asOf);
 *  - `unallocatedCredit(asOf)`: per party, what its payments (posted on or before asOf, not
 *    cancelled by then) left unallocated as of asOf.
 * Each is a SELECT over one company (`companyId`) returning the columns named.
 */
export function paymentEffects(kind: Kind, companyId: string, asOf: string, baseMinorUnits = 2): { allocated: SQL; touchedAfter: SQL; unallocatedCredit: SQL } {
  const date = sql`${asOf}::date`;
  const doc = kind === 'receivables' ? sql`a.invoice_id` : sql`a.bill_id`;
  const party = kind === 'receivables' ? sql`p.customer_id` : sql`p.supplier_id`;
  const standing = sql`p.company_id = ${companyId} AND p.posting_date <= ${date} AND (p.cancelled_on IS NULL OR p.cancelled_on > ${date})`;
  return {
    allocated: sql`SELECT ${doc} AS id, SUM(a.amount) AS amount, SUM(a.base_amount) AS base_amount FROM payment_allocations a JOIN payments p ON p.id = a.payment_id
      WHERE ${standing} AND ${doc} IS NOT NULL GROUP BY ${doc}`,
    touchedAfter: sql`SELECT ${doc} AS id FROM payment_allocations a JOIN payments p ON p.id = a.payment_id
      WHERE p.company_id = ${companyId} AND ${doc} IS NOT NULL AND (p.posting_date > ${date} OR p.cancelled_on > ${date})`,
    // in the base currency at the payment's rate, as its party line posted it (round: half away from zero)
    unallocatedCredit: sql`SELECT ${party} AS party_id, SUM(round((p.total_amount - p.allocated_amount) * p.exchange_rate, ${baseMinorUnits}::int)) AS amount FROM payments p
      WHERE ${standing} AND ${party} IS NOT NULL AND p.total_amount <> p.allocated_amount GROUP BY ${party}`,
  };
}

/** The bucket of a document that is `days` past due (0 or less: not yet due). */
export function bucketOf(days: number): AgingBucket {
  if (days <= 0) return 'current';
  if (days <= 30) return 'days1to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}

/**
 * Ids of the documents something happened to after asOf: an invoice cancelled after it, the
 * invoice of a credit note posted or cancelled after it, a document with an allocation posted or
 * cancelled after it. Any other document owes on asOf what it owes now, if it stood then.
 */
function changedAfter(kind: Kind, companyId: string, asOf: string): SQL {
  const date = sql`${asOf}::date`;
  const touched = sql`SELECT id FROM (${paymentEffects(kind, companyId, asOf).touchedAfter}) AS touched`;
  if (kind === 'payables') return touched;
  return sql`
    SELECT id FROM invoices WHERE company_id = ${companyId} AND cancelled_on > ${date} AND posting_date <= ${date}
    UNION SELECT return_against_id FROM invoices
          WHERE company_id = ${companyId} AND is_return AND return_against_id IS NOT NULL AND (posting_date > ${date} OR cancelled_on > ${date})
    UNION ${touched}`;
}

/** Whether the invoice (credit note) aliased `t` stands on asOf: posted by then and not cancelled by then. */
const standsOn = (t: string, asOf: string) =>
  sql`${sql.raw(t)}.posting_date <= ${asOf}::date AND (${sql.raw(t)}.cancelled_on IS NULL OR ${sql.raw(t)}.cancelled_on > ${asOf}::date)`;

/**
 * The documents open on asOf, with their party: one query. `onlyChanged`: only those that
 * changed after asOf (`changedAfter`), for `bucketSums`, which takes the others as they are now.
 */
export function openDocuments(kind: Kind, companyId: string, asOf: string, partyId: string | undefined, onlyChanged = false): SQL {
  const payments = paymentEffects(kind, companyId, asOf);
  const date = sql`${asOf}::date`;
  if (kind === 'receivables') {
    const party = partyId ? sql`AND i.customer_id = ${partyId}` : sql``;
    const standing = onlyChanged
      ? sql`SELECT i.* FROM invoices i WHERE i.id IN (SELECT id FROM changed) AND i.company_id = ${companyId} AND ${standsOn('i', asOf)} ${party}`
      : sql`
        -- open now (the partial index invoices_company_open_idx) ...
        SELECT i.* FROM invoices i
        WHERE i.company_id = ${companyId} AND i.outstanding <> 0 AND ${standsOn('i', asOf)} ${party}
        UNION ALL
        -- ... and settled now but changed after asOf
        SELECT i.* FROM invoices i
        WHERE i.id IN (SELECT id FROM changed) AND i.outstanding = 0 AND i.company_id = ${companyId} AND ${standsOn('i', asOf)} ${party}`;
    return sql`
      WITH changed AS (${changedAfter(kind, companyId, asOf)}),
      standing AS (${standing}),
      -- the company's credit notes against an invoice (invoices_company_return_date_idx), with their invoice's dates:
      -- their count, not the invoices', sets the cost
      credits AS (
        SELECT cn.id, cn.return_against_id, cn.total, cn.settled_base, cn.posting_date, cn.cancelled_on, o.posting_date AS o_posting_date, o.cancelled_on AS o_cancelled_on
        FROM invoices cn JOIN invoices o ON o.id = cn.return_against_id
        WHERE cn.company_id = ${companyId} AND cn.is_return AND cn.return_against_id IS NOT NULL
      ),
      -- what the credit notes standing on asOf take off their invoices
      applied AS (SELECT return_against_id AS id, SUM(total) AS amount, SUM(settled_base) AS base_amount FROM credits WHERE ${standsOn('credits', asOf)} GROUP BY return_against_id),
      -- credit notes whose invoice stands on asOf (applied to it, nothing of their own)
      credit_of_standing AS (
        SELECT id FROM credits WHERE o_posting_date <= ${date} AND (o_cancelled_on IS NULL OR o_cancelled_on > ${date})
      ),
      allocated AS (SELECT id, SUM(amount) AS amount, SUM(base_amount) AS base_amount FROM (${payments.allocated}) AS a ${onlyChanged ? sql`WHERE id IN (SELECT id FROM changed)` : sql``} GROUP BY id)
      SELECT d.customer_id AS party_id, cu.name AS party_name, c.code AS currency, c.minor_units,
             CASE WHEN d.is_return THEN 'CREDIT_NOTE' ELSE 'INVOICE' END AS document_type,
             d.id, d.number, d.posting_date::text AS posting_date, d.due_date::text AS due_date,
             GREATEST(${date} - d.due_date, 0) AS days_overdue, d.total::text AS total,
             (CASE
                WHEN NOT d.is_return THEN d.total - COALESCE(applied.amount, 0)
                -- a credit note applied to an invoice that stands on asOf owes nothing of its own
                WHEN credit_of_standing.id IS NOT NULL THEN 0
                ELSE -d.total
              END + CASE WHEN d.is_return THEN 1 ELSE -1 END * COALESCE(allocated.amount, 0))::text AS outstanding,
             -- the same in the base currency, as the receivable carries it
             (CASE
                WHEN NOT d.is_return THEN d.base_total - COALESCE(applied.base_amount, 0)
                WHEN credit_of_standing.id IS NOT NULL THEN 0
                ELSE -d.base_total
              END + CASE WHEN d.is_return THEN 1 ELSE -1 END * COALESCE(allocated.base_amount, 0))::text AS base_outstanding
      FROM standing d
      JOIN customers cu ON cu.id = d.customer_id
      JOIN currencies c ON c.id = d.currency_id
      LEFT JOIN applied ON applied.id = d.id
      LEFT JOIN credit_of_standing ON credit_of_standing.id = d.id
      LEFT JOIN allocated ON allocated.id = d.id`;
  }
  const party = partyId ? sql`AND b.supplier_id = ${partyId}` : sql``;
  const standing = onlyChanged
    ? sql`SELECT b.* FROM bills b WHERE b.id IN (SELECT id FROM (${payments.touchedAfter}) AS touched)
        AND b.company_id = ${companyId} AND b.posting_date <= ${date} AND b.status <> 'CANCELLED' ${party}`
    : sql`
      -- open now (the partial index bills_company_open_idx), and settled now but paid after asOf
      SELECT b.* FROM bills b
      WHERE b.company_id = ${companyId} AND b.outstanding <> 0 AND b.posting_date <= ${date} AND b.status <> 'CANCELLED' ${party}
      UNION ALL
      SELECT b.* FROM bills b
      WHERE b.id IN (SELECT id FROM (${payments.touchedAfter}) AS touched) AND b.outstanding = 0
        AND b.company_id = ${companyId} AND b.posting_date <= ${date} AND b.status <> 'CANCELLED' ${party}`;
  return sql`
    WITH standing AS (${standing}),
    allocated AS (SELECT id, SUM(amount) AS amount, SUM(base_amount) AS base_amount FROM (${payments.allocated}) AS a
      ${onlyChanged ? sql`WHERE id IN (SELECT id FROM (${payments.touchedAfter}) AS touched)` : sql``} GROUP BY id)
    SELECT b.supplier_id AS party_id, s.name AS party_name, 'BILL' AS document_type, b.id, b.number, c.code AS currency, c.minor_units,
           b.posting_date::text AS posting_date, b.due_date::text AS due_date,
           GREATEST(${date} - b.due_date, 0) AS days_overdue, b.total::text AS total,
           (b.total - COALESCE(allocated.amount, 0))::text AS outstanding,
           (b.base_total - COALESCE(allocated.base_amount, 0))::text AS base_outstanding
    FROM standing b JOIN suppliers s ON s.id = b.supplier_id JOIN currencies c ON c.id = b.currency_id LEFT JOIN allocated ON allocated.id = b.id`;
}

/**
 * Per party and bucket, the sum of what the documents open on asOf owe: the report without its
 * documents (`documents=false`), summed by the database so that neither the answer nor its cost
 * grows with the number of open documents. Buckets as `bucketOf`.
 *
 * A document open now that saw nothing after asOf owes on asOf what it owes now (its kept
 * `outstanding`; a credit note's counts negative), so only the documents that changed after asOf
 * are recomputed (`openDocuments`); the others are read from the open documents' covering index
 * (invoices_company_open_party_idx), summed per party and named once per party (issue 24, 11).
 */
function bucketSums(kind: Kind, companyId: string, asOf: string, partyId: string | undefined): SQL {
  const date = sql`${asOf}::date`;
  const bucket = (days: SQL) => sql`CASE WHEN ${days} <= 0 THEN 'current' WHEN ${days} <= 30 THEN 'days1to30' WHEN ${days} <= 60 THEN 'days31to60'
    WHEN ${days} <= 90 THEN 'days61to90' ELSE 'over90' END`;
  // summed per party and bucket before the union: the index walks the parties in order, so no sort of every document
  const asNow = kind === 'receivables'
    ? sql`SELECT i.customer_id AS party_id, ${bucket(sql`(${date} - i.due_date)`)} AS bucket,
                 SUM(CASE WHEN i.is_return THEN -i.base_outstanding ELSE i.base_outstanding END) AS outstanding
          FROM invoices i
          WHERE i.company_id = ${companyId} AND i.outstanding <> 0 AND ${standsOn('i', asOf)} ${partyId ? sql`AND i.customer_id = ${partyId}` : sql``}
            AND NOT EXISTS (SELECT 1 FROM changed c WHERE c.id = i.id)
          GROUP BY 1, 2`
    : sql`SELECT b.supplier_id AS party_id, ${bucket(sql`(${date} - b.due_date)`)} AS bucket, SUM(b.base_outstanding) AS outstanding
          FROM bills b
          WHERE b.company_id = ${companyId} AND b.outstanding <> 0 AND b.posting_date <= ${date} AND b.status <> 'CANCELLED'
            ${partyId ? sql`AND b.supplier_id = ${partyId}` : sql``} AND NOT EXISTS (SELECT 1 FROM changed c WHERE c.id = b.id)
          GROUP BY 1, 2`;
  return sql`
    WITH changed AS (${changedAfter(kind, companyId, asOf)}),
    sums AS (
      SELECT party_id, bucket, SUM(outstanding) AS outstanding FROM (
        SELECT party_id, ${bucket(sql`days_overdue`)} AS bucket, base_outstanding::numeric AS outstanding
        FROM (${openDocuments(kind, companyId, asOf, partyId, true)}) AS recomputed WHERE outstanding::numeric <> 0
        UNION ALL ${asNow}
      ) AS parts GROUP BY 1, 2
    )
    SELECT s.party_id, p.name AS party_name, s.bucket, s.outstanding::text AS outstanding
    FROM sums s JOIN ${sql.raw(kind === 'receivables' ? 'customers' : 'suppliers')} p ON p.id = s.party_id`;
}

/**
 * The receivable (debit − credit) or payable (credit − debit) account balance as of asOf: the
 * running balance less the lines posted after asOf (few for recent dates; the account/date index).
 */
async function ledgerBalance(db: DbOrTx, kind: Kind, companyId: string, asOf: string): Promise<Decimal> {
  const role = kind === 'receivables' ? 'RECEIVABLE' : 'PAYABLE';
  const [row] = await queryRows<{ balance: string | null }>(db, sql`
    SELECT (COALESCE((SELECT ab.debit - ab.credit FROM account_balances ab WHERE ab.account_id = a.id), 0)
          - COALESCE((SELECT SUM(l.debit - l.credit) FROM ledger_lines l WHERE l.account_id = a.id AND l.posting_date > ${asOf}::date), 0))::text AS balance
    FROM accounts a WHERE a.company_id = ${companyId} AND a.default_role = ${role}`);
  const debitPositive = new Decimal(row?.balance ?? 0);
  return kind === 'receivables' ? debitPositive : debitPositive.negated();
}

type Sums = Record<AgingBucket | 'total', Decimal>;
const emptySums = (): Sums => ({ current: ZERO, days1to30: ZERO, days31to60: ZERO, days61to90: ZERO, over90: ZERO, total: ZERO });

/** `GET /reports/receivables-aging` and `GET /reports/payables-aging`. */
export async function agingReport(ctx: Ctx, kind: Kind, query: AgingQuery): Promise<AgingReport> {
  const { db, companyId } = companyContext(ctx, query.companyIdString);
  const asOf = query.asOf ?? new Date().toISOString().slice(0, 10);
  // another company's (or an unknown) party is simply not found among this company's documents: an empty report,
  // as list filters treat ids (docs/payments.md "Aging")
  const partyId = query.partyIdString?.toLowerCase();
  const [currency] = await queryRows<{ code: string; minor_units: number }>(db, sql`
    SELECT c.code, c.minor_units FROM companies co JOIN currencies c ON c.id = co.base_currency_id WHERE co.id = ${companyId}`);
  const money = (d: Decimal) => moneyNumber(d, currency.minor_units) + 0;
  const withDocuments = query.documents !== 'false';
  // one after the other: inside a transaction they would share one connection
  const rows = withDocuments ? await queryRows<DocRow>(db, openDocuments(kind, companyId, asOf, partyId)) : [];
  const sums = withDocuments ? [] : await queryRows<{ party_id: string; party_name: string; bucket: AgingBucket; outstanding: string }>(db, bucketSums(kind, companyId, asOf, partyId));
  const payments = paymentEffects(kind, companyId, asOf, currency.minor_units);
  const credits = await queryRows<{ party_id: string; party_name: string; amount: string }>(db, sql`
    SELECT u.party_id, p.name AS party_name, SUM(u.amount)::text AS amount FROM (${payments.unallocatedCredit}) AS u
    JOIN ${sql.raw(kind === 'receivables' ? 'customers' : 'suppliers')} p ON p.id = u.party_id
    WHERE p.company_id = ${companyId} ${partyId ? sql`AND u.party_id = ${partyId}` : sql``}
    GROUP BY u.party_id, p.name HAVING SUM(u.amount) <> 0`);
  const ledger = partyId ? null : await ledgerBalance(db, kind, companyId, asOf);

  type Party = { id: string; name: string; sums: Sums; credit: Decimal; documents: (AgingDocument & { sortDue: string })[] };
  const parties = new Map<string, Party>();
  const partyOf = (id: string, name: string) => {
    let party = parties.get(id);
    if (!party) parties.set(id, (party = { id, name, sums: emptySums(), credit: ZERO, documents: [] }));
    return party;
  };
  const totals = emptySums();
  let totalCredit = ZERO;
  const add = (party: Party, bucket: AgingBucket, outstanding: Decimal) => {
    party.sums[bucket] = party.sums[bucket].plus(outstanding);
    party.sums.total = party.sums.total.plus(outstanding);
    totals[bucket] = totals[bucket].plus(outstanding);
    totals.total = totals.total.plus(outstanding);
  };
  for (const row of sums) add(partyOf(row.party_id, row.party_name), row.bucket, new Decimal(row.outstanding));
  for (const row of rows) {
    const outstanding = new Decimal(row.outstanding);
    if (outstanding.isZero()) continue;
    const party = partyOf(row.party_id, row.party_name);
    const days = Number(row.days_overdue);
    const bucket = bucketOf(days);
    // the buckets add the base currency's amounts, as the ledger carries them
    const baseOutstanding = new Decimal(row.base_outstanding);
    add(party, bucket, baseOutstanding);
    const own = (d: Decimal) => moneyNumber(d, row.minor_units) + 0;
    party.documents.push({
      documentType: row.document_type, id: row.id, number: row.number, postingDate: row.posting_date, dueDate: row.due_date,
      daysOverdue: days, bucket, currencyCodeString: row.currency, total: own(new Decimal(row.total)), outstanding: own(outstanding),
      baseOutstanding: money(baseOutstanding), sortDue: row.due_date,
    });
  }
  for (const c of credits) {
    const amount = new Decimal(c.amount);
    const party = partyOf(c.party_id, c.party_name);
    party.credit = party.credit.plus(amount);
    totalCredit = totalCredit.plus(amount);
  }

  const sumsOut = (s: Sums) => ({
    current: money(s.current), days1to30: money(s.days1to30), days31to60: money(s.days31to60),
    days61to90: money(s.days61to90), over90: money(s.over90), total: money(s.total),
  });
  const partyList: AgingParty[] = [...parties.values()]
    .sort((a, b) => (a.name === b.name ? (a.id < b.id ? -1 : 1) : a.name.localeCompare(b.name)))
    .map((p) => ({
      partyIdString: p.id,
      partyName: p.name,
      ...sumsOut(p.sums),
      unallocatedCredit: money(p.credit),
      documents: p.documents
        .sort((a, b) => a.sortDue.localeCompare(b.sortDue) || a.postingDate.localeCompare(b.postingDate) || a.number.localeCompare(b.number))
        .map(({ sortDue: _, ...d }) => d),
    }));
  return {
    companyIdString: companyId,
    asOf,
    currency: currency.code,
    parties: partyList,
    totals: { ...sumsOut(totals), unallocatedCredit: money(totalCredit) },
    // with a party filter the ledger cannot answer (its lines carry no party): the party's own balance
    ledgerBalance: money(ledger ?? totals.total.minus(totalCredit)),
  };
}
