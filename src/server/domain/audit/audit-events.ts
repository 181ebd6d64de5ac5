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

/**
 * The events of no company that concern this company's team: its members (`user`), the
 * invitations to it, and its members' password resets. Another company's team stays out.
 */
const ofTheCompanysTeam = (companyId: string) => sql`(
  (${auditEvents.recordType} = 'user' AND ${auditEvents.recordId} IN (SELECT m.user_id::text FROM company_memberships m WHERE m.company_id = ${companyId}))
  OR (${auditEvents.recordType} = 'invitation' AND ${auditEvents.recordId} IN (SELECT i.id::text FROM invitations i WHERE ${companyId}::uuid = ANY(i.company_ids)))
  OR (${auditEvents.recordType} = 'password_reset' AND ${auditEvents.recordId} IN (
    SELECT r.id::text FROM password_resets r JOIN company_memberships m ON m.user_id = r.user_id WHERE m.company_id = ${companyId})))`;

/** The day after `date` (UTC midnight), as a timestamp bound. */
const dayAfter = (date: string) => sql`(${date}::date + 1)::timestamp AT TIME ZONE 'UTC'`;

/**
 * `GET /audit-events`: the company's changes, newest first, filtered by record, actor and days;
 * the changes of its team (users, invitations, password resets: no company's records) too, for
 * whoever may read users.
 */
export async function listAuditEvents(ctx: Ctx, query: AuditEventListQuery) {
  const { db, companyId } = companyContext(ctx, query.companyIdString);
  const company = principalAllows(ctx.principal, 'users:read')
    ? or(eq(auditEvents.companyId, companyId), and(isNull(auditEvents.companyId), ofTheCompanysTeam(companyId)))
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
