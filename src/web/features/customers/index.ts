import type { Feature } from '../../app/feature';
import { resourceRoutes } from '../../app/routes';

export const customersFeature: Feature = {
  nav: [{ area: 'Sales', label: 'Customers', path: '/sales/customers' }],
  actions: [{ label: 'New customer', path: '/sales/customers/new' }],
  routes: resourceRoutes('sales/customers', {
    list: () => import('./CustomerListPage'),
    create: () => import('./CustomerCreateModal'),
    detail: () => import('./CustomerDetailPage'),
    recordDialogs: { edit: () => import('./CustomerEditModal') },
  }),
  searchRecords: async (...args) => (await import('./palette')).searchCustomers(...args),
};
