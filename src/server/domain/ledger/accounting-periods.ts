import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { lastCoveredDay, writtenDate, type AccountingPeriod, type AccountingPeriodCreate, type AccountingPeriodListQuery } from '../../../contract/accounting-periods';
import { parseIsoDateTime } from '../../../contract/common';
import { newId } from '../../base/ids';
import { paginate } from '../../db/paginate';
import { accountingPeriods, fiscalYears } from '../../db/schema';
import { lockCompanyForChanges } from '../core/company-locks';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { fail } from '../../base/errors';
import { recordMetaOf } from '../core/record-meta';

type PeriodRow = typeof accountingPeriods.$inferSelect;
type PeriodStatus = AccountingPeriod['status'];

function toPeriod(row: PeriodRow): AccountingPeriod {
  return {
    id: row.id,
    name: row.name,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    firstDay: row.firstDay,
    lastDay: row.lastDay,
    periodType: row.periodType as AccountingPeriod['periodType'],
    status: row.status as PeriodStatus,
    notes: row.notes,
    fiscalYearIdString: row.fiscalYearId,
    companyIdString: row.companyId,
    closedAt: row.closedAt?.toISOString() ?? null,
    ...recordMetaOf(row),
  };
}

/**
 * Creates a period. It covers the calendar days from its start to its end as written, lies
 * inside its fiscal year, and overlaps no other period of its type in the company.
 */
export async function createAccountingPeriod(ctx: Ctx, input: AccountingPeriodCreate): Promise<AccountingPeriod> {
  const { db: tx, companyId } = companyContext(ctx, input.companyIdString);
  await lockCompanyForChanges(tx, companyId);
  const [year] = await tx.select().from(fiscalYears).where(eq(fiscalYears.id, input.fiscalYearIdString));
  if (!year || year.companyId !== companyId) throw fail.field('fiscalYearIdString', 'is not a fiscal year of this company', 'unknown-fiscal-year');
  const firstDay = writtenDate(input.startDate);
  const lastDay = lastCoveredDay(input.endDate);
  // Offsets can put the end after the start in time while its day as written comes first.
  if (lastDay < firstDay) throw fail.field('endDate', `falls on ${lastDay} as written, before the period's first day (${firstDay})`, 'before-start');
  if (firstDay < year.startDate) throw fail.field('startDate', `is before the fiscal year "${year.name}" starts (${year.startDate})`, 'outside-fiscal-year');
  if (lastDay > year.endDate) throw fail.field('endDate', `is after the fiscal year "${year.name}" ends (${year.endDate})`, 'outside-fiscal-year');

  const [overlapping] = await tx
    .select()
    .from(accountingPeriods)
    .where(and(
      eq(accountingPeriods.companyId, companyId),
      eq(accountingPeriods.periodType, input.periodType),
      lte(accountingPeriods.firstDay, lastDay),
      gte(accountingPeriods.lastDay, firstDay),
    ));
  if (overlapping) {
    throw fail.conflict(`The period would overlap the ${input.periodType} period "${overlapping.name}" (${overlapping.firstDay} to ${overlapping.lastDay}).`);
  }
  const status = input.status ?? 'OPEN';
  const [row] = await tx.insert(accountingPeriods).values({
    id: newId(),
    companyId,
    fiscalYearId: year.id,
    name: input.name.trim(),
    startDate: parseIsoDateTime(input.startDate),
    endDate: parseIsoDateTime(input.endDate),
    firstDay,
    lastDay,
    periodType: input.periodType,
    status,
    notes: input.notes ?? null,
    closedAt: status === 'CLOSED' ? new Date() : null,
  }).returning();
  return toPeriod(row);
}

export async function getAccountingPeriod(ctx: Ctx, id: string): Promise<AccountingPeriod> {
  const [row] = await ctx.db.select().from(accountingPeriods).where(eq(accountingPeriods.id, id));
  return toPeriod(visibleTo(ctx, row, (r) => r.companyId, 'The accounting period'));
}

export const accountingPeriodSortable = {
  startDate: accountingPeriods.startDate,
  endDate: accountingPeriods.endDate,
  name: accountingPeriods.name,
  periodType: accountingPeriods.periodType,
  status: accountingPeriods.status,
  createdAt: accountingPeriods.createdAt,
};

export async function listAccountingPeriods(ctx: Ctx, query: AccountingPeriodListQuery) {
  const { companyId } = companyContext(ctx, query.companyIdString);
  const where = and(
    eq(accountingPeriods.companyId, companyId),
    query.fiscalYearIdString ? eq(accountingPeriods.fiscalYearId, query.fiscalYearIdString) : undefined,
    query.periodType ? eq(accountingPeriods.periodType, query.periodType) : undefined,
    query.status ? eq(accountingPeriods.status, query.status) : undefined,
  );
  return paginate(ctx.db, {
    select: ctx.db.select().from(accountingPeriods).$dynamic(), from: accountingPeriods, where,
    sortable: accountingPeriodSortable, defaultSort: 'startDate', tiebreak: accountingPeriods.id,
  }, query, (rows) => rows.map(toPeriod));
}

/**
 * Closes (no posting may be dated inside it from then on) or reopens a period. Holding the
 * company lock makes the change wait for postings under way, so none lands after the close.
 */
export async function setAccountingPeriodStatus(ctx: Ctx, { id, status }: { id: string; status: PeriodStatus }): Promise<AccountingPeriod> {
  const tx = ctx.db;
  const current = await getAccountingPeriod(ctx, id);
  await lockCompanyForChanges(tx, current.companyIdString);
  const [row] = await tx
    .update(accountingPeriods)
    .set({ status, closedAt: status === 'CLOSED' ? sql`now()` : null, updatedAt: sql`now()`, version: sql`${accountingPeriods.version} + 1` })
    .where(and(eq(accountingPeriods.id, id), ne(accountingPeriods.status, status)))
    .returning();
  if (!row) throw fail.conflict(`The period "${current.name}" is ${status} already.`, 'invalid-transition');
  return toPeriod(row);
}
