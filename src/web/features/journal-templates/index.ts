import type { Feature } from '../../app/feature';
import { resourceRoutes } from '../../app/routes';

export const journalTemplatesFeature: Feature = {
  nav: [{ area: 'Accounting', label: 'Journal templates', path: '/accounting/journal-templates' }],
  actions: [{ label: 'New journal template', path: '/accounting/journal-templates/new' }],
  routes: resourceRoutes('accounting/journal-templates', {
    list: () => import('./JournalTemplateListPage'),
    create: () => import('./JournalTemplateCreateModal'),
    detail: () => import('./JournalTemplateDetailPage'),
    recordDialogs: { authorize: () => import('./JournalTemplateAuthorizeModal') },
  }),
};
