import type { Feature } from '../../app/feature';
import { resourceRoutes } from '../../app/routes';

/** Bills are made on their purchase order's page (`purchasing/orders/:id/bill`); here they are listed and read. */
export const billsFeature: Feature = {
  nav: [{ area: 'Purchasing', label: 'Bills', path: '/purchasing/bills' }],
  routes: resourceRoutes('purchasing/bills', {
    list: () => import('./BillListPage'),
    detail: () => import('./BillDetailPage'),
  }),
  searchRecords: async (...args) => (await import('./palette')).searchBills(...args),
};
