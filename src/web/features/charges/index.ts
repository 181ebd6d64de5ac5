import type { Feature } from '../../app/feature';
import { resourceRoutes } from '../../app/routes';

export const chargesFeature: Feature = {
  nav: [{ area: 'Sales', label: 'Charges', path: '/sales/charges' }],
  actions: [{ label: 'New charge', path: '/sales/charges/new' }],
  routes: resourceRoutes('sales/charges', {
    list: () => import('./ChargeListPage'),
    create: () => import('./ChargeCreateModal'),
    detail: () => import('./ChargeDetailPage'),
    recordDialogs: { edit: () => import('./ChargeEditModal') },
  }),
  searchRecords: async (...args) => (await import('./palette')).searchCharges(...args),
};
