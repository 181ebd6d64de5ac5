import { and, count, eq, gte, lte } from 'drizzle-orm';
import type { FiscalYear, FiscalYearCreate, FiscalYearListQuery } from '../../contract/fiscal-years';
import type { DbOrTx } from '../db/connection';
import { newId } from '../db/ids';
import { fiscalYears } from '../db/schema';
import { orderByFromSort, pageOf } from '../http/paging';
import { problems } from '../http/problem';
import { lockCompanyForChanges } from './company-locks';

type FiscalYearRow = typeof fiscalYears.$inferSelect;

export function toFiscalYear(row: FiscalYearRow): FiscalYear {
  return {
    id: row.id,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    companyIdString: row.companyId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** Creates a fiscal year; the years of one company never overlap. */
export async function createFiscalYear(tx: DbOrTx, companyId: string, input: FiscalYearCreate): Promise<FiscalYear> {
  await lockCompanyForChanges(tx, companyId);
  const [overlapping] = await tx
    .select()
    .from(fiscalYears)
    .where(and(eq(fiscalYears.companyId, companyId), lte(fiscalYears.startDate, input.endDate), gte(fiscalYears.endDate, input.startDate)));
  if (overlapping) {
    throw problems.conflict(`The fiscal year would overlap "${overlapping.name}" (${overlapping.startDate} to ${overlapping.endDate}).`);
  }
  const [row] = await tx.insert(fiscalYears).values({ id: newId(), companyId, name: input.name.trim(), startDate: input.startDate, endDate: input.endDate }).returning();
  return toFiscalYear(row);
}

export async function getFiscalYear(db: DbOrTx, id: string, memberOf: string[]): Promise<FiscalYear> {
  const [row] = await db.select().from(fiscalYears).where(eq(fiscalYears.id, id));
  if (!row || !memberOf.includes(row.companyId)) throw problems.notFound('The fiscal year');
  return toFiscalYear(row);
}

export const fiscalYearSortable = { startDate: fiscalYears.startDate, name: fiscalYears.name, createdAt: fiscalYears.createdAt };

export async function listFiscalYears(db: DbOrTx, companyId: string, query: FiscalYearListQuery) {
  const where = eq(fiscalYears.companyId, companyId);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(fiscalYears).where(where)
      .orderBy(...orderByFromSort(query.sort ?? '-startDate', fiscalYearSortable, fiscalYears.id))
      .limit(query.size).offset(query.page * query.size),
    db.select({ total: count() }).from(fiscalYears).where(where),
  ]);
  return pageOf(rows.map(toFiscalYear), total, query);
}
