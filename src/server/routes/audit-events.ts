import { auditEvent, auditEventListQuery } from '../../contract/audit-events';
import { listAuditEvents } from '../domain/audit/audit-events';
import { resourceRoutes } from './resource-kit';

export const auditEventRoutes = resourceRoutes('audit-events', (kit) => {
  kit.list({
    summary: 'List the audit trail: who changed which record, when, from what to what',
    description: 'Newest first. Filter by `recordType` and `recordIdString` (one record\'s history), `actorIdString` (a user or API key) and days (`fromDate`, `toDate`, UTC).',
    query: auditEventListQuery, record: auditEvent, run: listAuditEvents,
  });
});
