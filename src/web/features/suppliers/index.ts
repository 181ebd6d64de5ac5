import type { Feature } from '../../app/feature';
import { resourceRoutes } from '../../app/routes';

export const suppliersFeature: Feature = {
  nav: [{ area: 'Purchasing', label: 'Suppliers', path: '/purchasing/suppliers' }],
  actions: [{ label: 'New supplier', path: '/purchasing/suppliers/new' }],
  routes: resourceRoutes('purchasing/suppliers', {
    list: () => import('./SupplierListPage'),
    create: () => import('./SupplierCreateModal'),
    detail: () => import('./SupplierDetailPage'),
    recordDialogs: { edit: () => import('./SupplierEditModal'), delete: () => import('./SupplierDeleteModal') },
  }),
  searchRecords: async (...args) => (await import('./palette')).searchSuppliers(...args),
};
