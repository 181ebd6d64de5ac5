import { sql } from 'drizzle-orm';
import type { TrialBalance, TrialBalanceQuery, TrialBalanceRow } from '../../../contract/reports';
import { queryRows } from '../../db/connection';
import { companyContext, type Ctx } from '../core/context';
import { Decimal, moneyNumber, ZERO } from '../core/money';

type Aggregate = {
  account_id: string; account_number: string; name: string; type: TrialBalanceRow['type'];
  currency: string; minor_units: number; opening: string; debit: string; credit: string;
};

/**
 * Per account with history up to `toDate`: the balance before `fromDate` (opening), the
 * debits and credits within the range, and the closing balance, all debit-positive and
 * exact; plus per-currency totals, whose debit and credit agree when the books balance.
 */
export async function trialBalance(ctx: Ctx, query: TrialBalanceQuery): Promise<TrialBalance> {
  const { db, companyId } = companyContext(ctx, query.companyIdString);
  const rows = await queryRows<Aggregate>(db, sql`
    WITH sums AS (
      SELECT account_id,
             SUM(CASE WHEN posting_date < ${query.fromDate} THEN debit - credit ELSE 0 END) AS opening,
             SUM(CASE WHEN posting_date >= ${query.fromDate} THEN debit ELSE 0 END) AS debit,
             SUM(CASE WHEN posting_date >= ${query.fromDate} THEN credit ELSE 0 END) AS credit
      FROM ledger_lines
      WHERE company_id = ${companyId} AND posting_date <= ${query.toDate}
      GROUP BY account_id
    )
    SELECT a.id AS account_id, a.account_number, a.name, a.type, c.code AS currency, c.minor_units,
           sums.opening::text AS opening, sums.debit::text AS debit, sums.credit::text AS credit
    FROM sums JOIN accounts a ON a.id = sums.account_id JOIN currencies c ON c.id = a.currency_id
    ORDER BY a.account_number, a.id`);

  const totals = new Map<string, { minorUnits: number; opening: Decimal; debit: Decimal; credit: Decimal }>();
  const accountRows = rows.map((r) => {
    const opening = new Decimal(r.opening);
    const debit = new Decimal(r.debit);
    const credit = new Decimal(r.credit);
    const t = totals.get(r.currency) ?? { minorUnits: r.minor_units, opening: ZERO, debit: ZERO, credit: ZERO };
    totals.set(r.currency, { minorUnits: r.minor_units, opening: t.opening.plus(opening), debit: t.debit.plus(debit), credit: t.credit.plus(credit) });
    const money = (d: Decimal) => moneyNumber(d, r.minor_units);
    return {
      accountId: r.account_id,
      accountNumber: r.account_number,
      name: r.name,
      type: r.type,
      currency: r.currency,
      opening: money(opening),
      debit: money(debit),
      credit: money(credit),
      closing: money(opening.plus(debit).minus(credit)),
    };
  });
  return {
    companyIdString: companyId,
    fromDate: query.fromDate,
    toDate: query.toDate,
    rows: accountRows,
    totals: [...totals.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, t]) => ({
      currency,
      opening: moneyNumber(t.opening, t.minorUnits),
      debit: moneyNumber(t.debit, t.minorUnits),
      credit: moneyNumber(t.credit, t.minorUnits),
      closing: moneyNumber(t.opening.plus(t.debit).minus(t.credit), t.minorUnits),
      difference: moneyNumber(t.debit.minus(t.credit), t.minorUnits),
    })),
  };
}
