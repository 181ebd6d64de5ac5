import type { AuditEvent, AuditEventListQuery } from '../../contract/audit-events';
import type { ListQuery } from './list';
import { createResourceApi } from './resource-api';

export type AuditEventQuery = ListQuery<AuditEventListQuery>;

/** The audit trail: read only, written by the changes themselves (docs/audit.md). */
export const auditEvents = createResourceApi<{ record: AuditEvent; query: AuditEventQuery }>({ name: 'audit-events', path: '/audit-events' });
