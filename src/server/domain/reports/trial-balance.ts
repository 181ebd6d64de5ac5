import { sql } from 'drizzle-orm';
import type { TrialBalance, TrialBalanceQuery, TrialBalanceRow } from '../../../contract/reports';
import { queryRows } from '../../db/connection';
import { companyContext, type Ctx } from '../core/context';
import { Decimal, moneyNumber, ZERO } from '../core/money';

type Aggregate = {
  account_id: string; account_number: string; name: string; type: TrialBalanceRow['type'];
  currency: string; minor_units: number; opening: string; debit: string; credit: string; currency_closing: string; kept_in_base: boolean;
};

/**
 * Per account with history up to `toDate`: the balance before `fromDate` (opening), the
 * debits and credits within the range, and the closing balance, all debit-positive and
 * exact, in the company's base currency (an account kept in another also in its own); plus
 * the totals, whose debit and credit agree when the books balance.
 */
export async function trialBalance(ctx: Ctx, query: TrialBalanceQuery): Promise<TrialBalance> {
  const { db, companyId } = companyContext(ctx, query.companyIdString);
  const rows = await queryRows<Aggregate>(db, sql`
    WITH sums AS (
      SELECT account_id,
             SUM(CASE WHEN posting_date < ${query.fromDate} THEN debit - credit ELSE 0 END) AS opening,
             SUM(CASE WHEN posting_date >= ${query.fromDate} THEN debit ELSE 0 END) AS debit,
             SUM(CASE WHEN posting_date >= ${query.fromDate} THEN credit ELSE 0 END) AS credit,
             -- an account kept in another currency has only lines in it (or base-only revaluations, 0 in it)
             SUM(coalesce(currency_debit, debit) - coalesce(currency_credit, credit)) AS currency_closing
      FROM ledger_lines
      WHERE company_id = ${companyId} AND posting_date <= ${query.toDate}
      GROUP BY account_id
    )
    SELECT a.id AS account_id, a.account_number, a.name, a.type, c.code AS currency, c.minor_units,
           sums.opening::text AS opening, sums.debit::text AS debit, sums.credit::text AS credit, sums.currency_closing::text AS currency_closing,
           a.currency_id = co.base_currency_id AS kept_in_base
    FROM sums JOIN accounts a ON a.id = sums.account_id JOIN currencies c ON c.id = a.currency_id JOIN companies co ON co.id = a.company_id
    ORDER BY a.account_number, a.id`);

  const [base] = await queryRows<{ code: string; minor_units: number }>(db, sql`
    SELECT c.code, c.minor_units FROM companies co JOIN currencies c ON c.id = co.base_currency_id WHERE co.id = ${companyId}`);
  const money = (d: Decimal) => moneyNumber(d, base.minor_units);
  const totals = { opening: ZERO, debit: ZERO, credit: ZERO };
  const accountRows = rows.map((r) => {
    const opening = new Decimal(r.opening);
    const debit = new Decimal(r.debit);
    const credit = new Decimal(r.credit);
    totals.opening = totals.opening.plus(opening);
    totals.debit = totals.debit.plus(debit);
    totals.credit = totals.credit.plus(credit);
    const closing = opening.plus(debit).minus(credit);
    return {
      accountId: r.account_id,
      accountNumber: r.account_number,
      name: r.name,
      type: r.type,
      currency: r.currency,
      opening: money(opening),
      debit: money(debit),
      credit: money(credit),
      closing: money(closing),
      currencyClosing: r.kept_in_base ? money(closing) : moneyNumber(r.currency_closing, r.minor_units),
    };
  });
  return {
    companyIdString: companyId,
    fromDate: query.fromDate,
    toDate: query.toDate,
    rows: accountRows,
    totals: [{
      currency: base.code,
      opening: money(totals.opening),
      debit: money(totals.debit),
      credit: money(totals.credit),
      closing: money(totals.opening.plus(totals.debit).minus(totals.credit)),
      difference: money(totals.debit.minus(totals.credit)),
    }],
  };
}
