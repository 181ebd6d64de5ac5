import type { Feature } from '../../app/feature';
import { resourceRoutes } from '../../app/routes';

export const stockEntriesFeature: Feature = {
  nav: [{ area: 'Inventory', label: 'Stock entries', path: '/inventory/stock-entries' }],
  actions: [{ label: 'New stock entry', path: '/inventory/stock-entries/new' }],
  routes: resourceRoutes('inventory/stock-entries', {
    list: () => import('./StockEntryListPage'),
    create: () => import('./StockEntryCreateModal'),
    detail: () => import('./StockEntryDetailPage'),
  }),
};
