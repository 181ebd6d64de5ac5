import type { Feature } from '../../app/feature';
import { resourceRoutes } from '../../app/routes';

export const apiKeysFeature: Feature = {
  nav: [{ area: 'Settings', label: 'API keys', path: '/settings/api-keys' }],
  routes: resourceRoutes('settings/api-keys', { list: () => import('./ApiKeyListPage'), create: () => import('./ApiKeyCreateModal') }),
};
