import type { Feature } from '../../app/feature';
import { resourceRoutes } from '../../app/routes';

/** Companies are found in the palette from the company switcher's list (ShellLayout), not searched here. */
export const companiesFeature: Feature = {
  nav: [{ area: 'Settings', label: 'Companies', path: '/settings/companies' }],
  actions: [{ label: 'New company', path: '/settings/companies/new' }],
  routes: resourceRoutes('settings/companies', {
    list: () => import('./CompanyListPage'),
    create: () => import('./CompanyCreateModal'),
    detail: () => import('./CompanyDetailPage'),
  }),
};
