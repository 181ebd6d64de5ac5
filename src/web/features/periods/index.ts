import type { Feature } from '../../app/feature';
import { resourceRoutes } from '../../app/routes';

/** Fiscal years and the accounting periods in them. */
export const periodsFeature: Feature = {
  nav: [
    { area: 'Accounting', label: 'Fiscal years', path: '/accounting/fiscal-years' },
    { area: 'Accounting', label: 'Accounting periods', path: '/accounting/periods' },
  ],
  routes: [
    ...resourceRoutes('accounting/fiscal-years', { list: () => import('./FiscalYearListPage'), create: () => import('./FiscalYearCreateModal') }),
    ...resourceRoutes('accounting/periods', { list: () => import('./PeriodListPage'), create: () => import('./PeriodCreateModal') }),
  ],
};
