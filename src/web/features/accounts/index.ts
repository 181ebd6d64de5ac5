import type { Feature } from '../../app/feature';
import { resourceRoutes } from '../../app/routes';

export const accountsFeature: Feature = {
  nav: [{ area: 'Accounting', label: 'Chart of accounts', path: '/accounting/accounts' }],
  actions: [{ label: 'New account', path: '/accounting/accounts/new' }],
  routes: resourceRoutes('accounting/accounts', {
    list: () => import('./AccountListPage'),
    create: () => import('./AccountCreateModal'),
    detail: () => import('./AccountDetailPage'),
    recordDialogs: { edit: () => import('./AccountEditModal') },
  }),
  searchRecords: async (...args) => (await import('./palette')).searchAccounts(...args),
};
