import type { Feature } from '../../app/feature';
import { resourceRoutes } from '../../app/routes';

/** The audit log: every change of the company's records (docs/audit.md); each record's own page has it in its History tab. */
export const auditFeature: Feature = {
  nav: [{ area: 'Settings', label: 'Audit log', path: '/settings/audit-log' }],
  routes: resourceRoutes('settings/audit-log', { list: () => import('./AuditLogPage') }),
};
