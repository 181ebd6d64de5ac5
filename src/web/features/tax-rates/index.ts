import type { Feature } from '../../app/feature';
import { lazyElement } from '../../app/routes';

/**
 * Tax rates: a settings list whose records open as dialogs over it (`/settings/tax-rates/:id`
 * edits, `/:id/delete` asks), as payment terms do.
 */
export const taxRatesFeature: Feature = {
  nav: [{ area: 'Settings', label: 'Tax rates', path: '/settings/tax-rates' }],
  actions: [{ label: 'New tax rate', path: '/settings/tax-rates/new' }],
  routes: [{
    path: 'settings/tax-rates',
    element: lazyElement(() => import('./TaxRateListPage')),
    children: [
      { path: 'new', element: lazyElement(() => import('./TaxRateCreateModal')) },
      { path: ':id', element: lazyElement(() => import('./TaxRateEditModal')) },
      { path: ':id/delete', element: lazyElement(() => import('./TaxRateDeleteModal')) },
    ],
  }],
};
