import { and, eq, gt, sql } from 'drizzle-orm';
import type { FiscalYear } from '../../../contract/fiscal-years';
import type { FiscalYearClose } from '../../../contract/statements';
import { queryRows, type DbOrTx } from '../../db/connection';
import { fiscalYears } from '../../db/schema';
import { fail } from '../../base/errors';
import { lockCompanyForChanges } from '../core/company-locks';
import { visibleTo, type Ctx } from '../core/context';
import { Decimal, ZERO } from '../core/money';
import { defaultAccountId, loadPostableAccounts } from '../ledger/accounts';
import { toFiscalYear } from '../ledger/fiscal-years';
import type { PostingLine } from '../ledger/ledger';
import { postDocument } from '../posting/pipeline';

/**
 * Year-end closing (decisions §13 "Statements"; docs/accounting.md "Closing a fiscal year"): one
 * entry on the year's last day takes every income and expense account's balance of the year to
 * retained earnings, and the year is CLOSED (no posting falls in it any more); reopening reverses
 * that entry on the same day.
 */

async function lockYear(ctx: Ctx, id: string) {
  const [row] = await ctx.db.select().from(fiscalYears).where(eq(fiscalYears.id, id.toLowerCase())).for('update');
  return visibleTo(ctx, row, (r) => r.companyId, 'The fiscal year');
}

/** The retained earnings account: the one named (an equity account of the company that takes postings), else the default. */
async function retainedEarnings(db: DbOrTx, companyId: string, named: string | null | undefined): Promise<string> {
  const path = 'retainedEarningsAccountIdString';
  if (!named) {
    const id = await defaultAccountId(db, companyId, 'RETAINED_EARNINGS');
    if (!id) throw fail.conflict('The company has no default RETAINED_EARNINGS account; name one in retainedEarningsAccountIdString.', 'conflict');
    return id;
  }
  const account = (await loadPostableAccounts(db, companyId, [named.toLowerCase()])).get(named.toLowerCase());
  if (!account) throw fail.field(path, 'is not an account of this company', 'unknown-account');
  if (account.isGroup) throw fail.field(path, `account ${account.accountNumber} is a group account and takes no postings`, 'group-account');
  const [{ type }] = await queryRows<{ type: string }>(db, sql`SELECT type FROM accounts WHERE id = ${account.id}`);
  if (type !== 'EQUITY') throw fail.field(path, `account ${account.accountNumber} is not an equity account`, 'not-equity');
  return account.id;
}

/** Each income and expense account's debit − credit over the year, from the day sums. */
async function yearResults(db: DbOrTx, companyId: string, startDate: string, endDate: string) {
  return queryRows<{ account_id: string; amount: string }>(db, sql`
    SELECT d.account_id, sum(d.debit - d.credit)::text AS amount
    FROM account_day_balances d JOIN accounts a ON a.id = d.account_id
    WHERE d.company_id = ${companyId} AND d.posting_date BETWEEN ${startDate}::date AND ${endDate}::date AND a.type IN ('REVENUE', 'EXPENSE')
    GROUP BY d.account_id HAVING sum(d.debit - d.credit) <> 0
    ORDER BY d.account_id`);
}

/** `POST /fiscal-years/{id}/close`: 409 invalid-transition when CLOSED already, period-closed when its last day is in a CLOSED period. */
export async function closeFiscalYear(ctx: Ctx, id: string, input: FiscalYearClose): Promise<FiscalYear> {
  const year = await lockYear(ctx, id);
  if (year.status === 'CLOSED') throw fail.conflict(`The fiscal year "${year.name}" is closed already.`, 'invalid-transition');
  // no posting into the year while its results are read and closed
  await lockCompanyForChanges(ctx.db, year.companyId);
  const retained = await retainedEarnings(ctx.db, year.companyId, input?.retainedEarningsAccountIdString);
  const results = await yearResults(ctx.db, year.companyId, year.startDate, year.endDate);
  const lines: PostingLine[] = results.map((r) => {
    const amount = new Decimal(r.amount);
    return amount.isPositive() ? { accountId: r.account_id, debit: 0, credit: amount.toString() } : { accountId: r.account_id, debit: amount.negated().toString(), credit: 0 };
  });
  const profit = results.reduce((sum, r) => sum.minus(r.amount), ZERO); // credit − debit of income and expense
  if (!profit.isZero()) {
    lines.push(profit.isPositive() ? { accountId: retained, debit: 0, credit: profit.toString() } : { accountId: retained, debit: profit.negated().toString(), credit: 0 });
  }
  return postDocument(ctx, {
    companyId: year.companyId, postingDate: year.endDate, existing: { id: year.id, number: year.name },
    journal: lines.length >= 2 ? { source: 'YEAR_END_CLOSING', lines: lines.map((l) => ({ ...l, description: `Closing of ${year.name}` })), reference: `Closing of ${year.name}` } : null,
    write: async ({ journalEntry }) => {
      const [row] = await ctx.db.update(fiscalYears).set({
        status: 'CLOSED', closingJournalEntryId: journalEntry?.id ?? null, closedAt: new Date(), updatedAt: new Date(), version: year.version + 1,
      }).where(eq(fiscalYears.id, year.id)).returning();
      return toFiscalYear(row);
    },
  });
}

/** `POST /fiscal-years/{id}/reopen`: reverses the closing entry; 409 invalid-transition when OPEN, conflict while a later year is CLOSED. */
export async function reopenFiscalYear(ctx: Ctx, id: string): Promise<FiscalYear> {
  const year = await lockYear(ctx, id);
  if (year.status === 'OPEN') throw fail.conflict(`The fiscal year "${year.name}" is open.`, 'invalid-transition');
  const [later] = await ctx.db.select({ name: fiscalYears.name }).from(fiscalYears)
    .where(and(eq(fiscalYears.companyId, year.companyId), eq(fiscalYears.status, 'CLOSED'), gt(fiscalYears.startDate, year.endDate)));
  if (later) throw fail.conflict(`The later fiscal year "${later.name}" is closed: reopen it first.`, 'later-year-closed');
  // open first, so the reversal may be posted in it
  await ctx.db.update(fiscalYears).set({ status: 'OPEN' }).where(eq(fiscalYears.id, year.id));
  return postDocument(ctx, {
    companyId: year.companyId, postingDate: year.endDate, existing: { id: year.id, number: year.name },
    journal: year.closingJournalEntryId ? { reverse: year.closingJournalEntryId, reference: `Reopening of ${year.name}` } : null,
    write: async () => {
      const [row] = await ctx.db.update(fiscalYears).set({
        closingJournalEntryId: null, closedAt: null, updatedAt: new Date(), version: year.version + 1,
      }).where(eq(fiscalYears.id, year.id)).returning();
      return toFiscalYear(row);
    },
  });
}
