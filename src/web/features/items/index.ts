import type { Feature } from '../../app/feature';
import { resourceRoutes } from '../../app/routes';

export const itemsFeature: Feature = {
  nav: [{ area: 'Inventory', label: 'Items', path: '/inventory/items' }],
  actions: [{ label: 'New item', path: '/inventory/items/new' }],
  routes: resourceRoutes('inventory/items', {
    list: () => import('./ItemListPage'),
    create: () => import('./ItemCreateModal'),
    detail: () => import('./ItemDetailPage'),
    recordDialogs: { edit: () => import('./ItemEditModal'), price: () => import('./ItemPriceModal') },
  }),
  searchRecords: async (...args) => (await import('./palette')).searchItems(...args),
};
