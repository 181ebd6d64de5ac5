import { and, eq, gte, lte } from 'drizzle-orm';
import type { FiscalYear, FiscalYearCreate, FiscalYearListQuery } from '../../../contract/fiscal-years';
import { newId } from '../../base/ids';
import { paginate } from '../../db/paginate';
import { fiscalYears } from '../../db/schema';
import { lockCompanyForChanges } from '../core/company-locks';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { fail } from '../../base/errors';
import { recordMetaOf } from '../core/record-meta';

type FiscalYearRow = typeof fiscalYears.$inferSelect;

export function toFiscalYear(row: FiscalYearRow): FiscalYear {
  return {
    id: row.id,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    companyIdString: row.companyId,
    status: row.status as FiscalYear['status'],
    closingJournalEntryId: row.closingJournalEntryId,
    closedAt: row.closedAt?.toISOString() ?? null,
    ...recordMetaOf(row),
  };
}

/** Creates a fiscal year; the years of one company never overlap. */
export async function createFiscalYear(ctx: Ctx, input: FiscalYearCreate): Promise<FiscalYear> {
  const { db: tx, companyId } = companyContext(ctx, input.companyIdString);
  await lockCompanyForChanges(tx, companyId);
  const [overlapping] = await tx
    .select()
    .from(fiscalYears)
    .where(and(eq(fiscalYears.companyId, companyId), lte(fiscalYears.startDate, input.endDate), gte(fiscalYears.endDate, input.startDate)));
  if (overlapping) {
    throw fail.conflict(`The fiscal year would overlap "${overlapping.name}" (${overlapping.startDate} to ${overlapping.endDate}).`);
  }
  const [row] = await tx.insert(fiscalYears).values({ id: newId(), companyId, name: input.name.trim(), startDate: input.startDate, endDate: input.endDate }).returning();
  return toFiscalYear(row);
}

export async function getFiscalYear(ctx: Ctx, id: string): Promise<FiscalYear> {
  const [row] = await ctx.db.select().from(fiscalYears).where(eq(fiscalYears.id, id));
  return toFiscalYear(visibleTo(ctx, row, (r) => r.companyId, 'The fiscal year'));
}

export const fiscalYearSortable = { startDate: fiscalYears.startDate, name: fiscalYears.name, createdAt: fiscalYears.createdAt };

export async function listFiscalYears(ctx: Ctx, query: FiscalYearListQuery) {
  const { companyId } = companyContext(ctx, query.companyIdString);
  const where = eq(fiscalYears.companyId, companyId);
  return paginate(ctx.db, { select: ctx.db.select().from(fiscalYears).$dynamic(), from: fiscalYears, where, sortable: fiscalYearSortable, defaultSort: '-startDate', tiebreak: fiscalYears.id },
    query, (rows) => rows.map(toFiscalYear));
}
