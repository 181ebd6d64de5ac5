import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { queryRows } from '../../db/connection';
import { fail } from '../../base/errors';

export type LockedCompany = { id: string; code: string; name: string; baseCurrencyId: string };

/** The advisory lock class of the companies' posting gates (db/connection.ts has the job locks' class). */
const COMPANY_GATE_CLASS = 7_310_413;
/** The advisory lock class of the companies' posting turns (postingTurn). */
const POSTING_TURN_CLASS = 7_310_414;

/**
 * A company's postings all write a few of the same rows (its JE counter, the running totals of its
 * receivable and revenue accounts, its day counts), so they write them one at a time. They take
 * turns for them under this lock, held until commit, as a FROM item of the statement that writes
 * the first of those rows. PostgreSQL grants it in the order asked and wakes one waiter per commit;
 * waiting for the rows themselves (INSERT ... ON CONFLICT), every commit woke all the waiters to
 * try again, which cost PostgreSQL as much CPU per invoice under load as writing it (issue 31).
 */
export const postingTurn = (companyId: string): SQL =>
  sql`(SELECT pg_advisory_xact_lock(${POSTING_TURN_CLASS}, hashtext(${companyId}::text))) AS posting_turn`;

/**
 * Postings take the company's gate, an advisory lock, in SHARE mode, so any number of them run
 * side by side; changes that a posting must see whole (closing a period, reshaping the chart of
 * accounts) take it exclusively, and the company row FOR UPDATE. A posting therefore never slips
 * into a period that is being closed, nor onto an account that is just becoming a group.
 * PostgreSQL grants advisory locks in the order asked, so a change waits only for the postings
 * under way when it asks, and postings asked for after it wait for it (issue 25).
 *
 * Postings lock no row of the company: a row lock in SHARE mode held by many transactions is a
 * multixact, which PostgreSQL builds anew (with every holder) for each posting that joins, and it
 * kept a rename of the company waiting for them (issue 31).
 */
async function lockCompany(tx: DbOrTx, companyId: string, mode: 'SHARE' | 'UPDATE'): Promise<LockedCompany> {
  const gate = mode === 'SHARE' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  // one statement: the gate is a FROM item, evaluated before any row is produced, and a change's
  // row lock is taken on the rows produced, so the gate always comes first
  const [row] = await queryRows<{ id: string; code: string; name: string; base_currency_id: string }>(tx, sql`
    SELECT c.id, c.code, c.name, c.base_currency_id
    FROM (SELECT ${gate}(${COMPANY_GATE_CLASS}, hashtext(${companyId}::text))) AS gate, companies c
    WHERE c.id = ${companyId}${mode === 'UPDATE' ? sql` FOR UPDATE OF c` : sql``}`);
  if (!row) throw fail.notFound('The company');
  return { id: row.id, code: row.code, name: row.name, baseCurrencyId: row.base_currency_id };
}

export const lockCompanyForPosting = (tx: DbOrTx, companyId: string) => lockCompany(tx, companyId, 'SHARE');
export const lockCompanyForChanges = (tx: DbOrTx, companyId: string) => lockCompany(tx, companyId, 'UPDATE');
