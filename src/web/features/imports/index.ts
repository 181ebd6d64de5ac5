import type { Feature } from '../../app/feature';
import { lazyElement, resourceRoutes } from '../../app/routes';

export const importsFeature: Feature = {
  nav: [{ area: 'Settings', label: 'Imports', path: '/settings/imports' }],
  actions: [{ label: 'Import a CSV file', path: '/settings/imports/new' }],
  routes: [
    ...resourceRoutes('settings/imports', { list: () => import('./ImportListPage') }),
    { path: 'settings/imports/new', element: lazyElement(() => import('./ImportWizardPage')) },
  ],
};
