import type { Feature } from '../../app/feature';
import { lazyElement, resourceRoutes } from '../../app/routes';

/** Fiscal years (closed and reopened at year end over their list) and the accounting periods in them. */
export const periodsFeature: Feature = {
  nav: [
    { area: 'Accounting', label: 'Fiscal years', path: '/accounting/fiscal-years' },
    { area: 'Accounting', label: 'Accounting periods', path: '/accounting/periods' },
  ],
  routes: [
    {
      path: 'accounting/fiscal-years',
      element: lazyElement(() => import('./FiscalYearListPage')),
      children: [
        { path: 'new', element: lazyElement(() => import('./FiscalYearCreateModal')) },
        { path: ':id/close', element: lazyElement(() => import('./FiscalYearCloseModal')) },
        { path: ':id/reopen', element: lazyElement(() => import('./FiscalYearReopenModal')) },
      ],
    },
    ...resourceRoutes('accounting/periods', { list: () => import('./PeriodListPage'), create: () => import('./PeriodCreateModal') }),
  ],
};
