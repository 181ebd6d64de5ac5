import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { AuditEvent, AuditEventListQuery } from '../../../contract/audit-events';
import { principalAllows } from '../../base/principal';
import { paginate } from '../../db/paginate';
import { auditEvents } from '../../db/schema';
import { companyContext, type Ctx } from '../core/context';

/** A column's name as records name their fields: `unit_price` is `unitPrice`. */
const fieldName = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

type Row = typeof auditEvents.$inferSelect;

function toAuditEvent(row: Row): AuditEvent & { id: string } {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actor: { type: row.actorType as AuditEvent['actor']['type'], id: row.actorId, name: row.actorName },
    action: row.action,
    recordType: row.recordType as AuditEvent['recordType'],
    recordIdString: row.recordId,
    companyIdString: row.companyId,
    changes: Object.fromEntries(Object.entries(row.changes).map(([column, pair]) => [fieldName(column), pair])),
    numericFields: row.numericFields.map(fieldName),
    requestId: row.requestId,
  };
}

/** The day after `date` (UTC midnight), as a timestamp bound. */
const dayAfter = (date: string) => sql`(${date}::date + 1)::timestamp AT TIME ZONE 'UTC'`;

/**
 * `GET /audit-events`: the company's changes, newest first, filtered by record, actor and days;
 * users' changes (which belong to no company) too for whoever may read users.
 */
export async function listAuditEvents(ctx: Ctx, query: AuditEventListQuery) {
  const { db, companyId } = companyContext(ctx, query.companyIdString);
  const company = principalAllows(ctx.principal, 'users:read')
    ? or(eq(auditEvents.companyId, companyId), isNull(auditEvents.companyId))
    : eq(auditEvents.companyId, companyId);
  const where = and(
    company,
    query.recordType ? eq(auditEvents.recordType, query.recordType) : undefined,
    query.recordIdString ? eq(auditEvents.recordId, query.recordIdString.toLowerCase()) : undefined,
    query.actorIdString ? eq(auditEvents.actorId, query.actorIdString.toLowerCase()) : undefined,
    query.fromDate ? gte(auditEvents.at, sql`${query.fromDate}::date::timestamp AT TIME ZONE 'UTC'`) : undefined,
    query.toDate ? lt(auditEvents.at, dayAfter(query.toDate)) : undefined,
  );
  return paginate(db, {
    select: db.select().from(auditEvents).$dynamic(), from: auditEvents, where,
    sortable: { at: auditEvents.at }, defaultSort: 'at,desc', tiebreak: auditEvents.id,
  }, query, (rows) => rows.map(toAuditEvent));
}
