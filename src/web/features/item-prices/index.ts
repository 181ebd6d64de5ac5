import type { Feature } from '../../app/feature';
import { resourceRoutes } from '../../app/routes';

export const itemPricesFeature: Feature = {
  nav: [{ area: 'Inventory', label: 'Item prices', path: '/inventory/item-prices' }],
  routes: resourceRoutes('inventory/item-prices', { list: () => import('./ItemPriceListPage') }),
};
