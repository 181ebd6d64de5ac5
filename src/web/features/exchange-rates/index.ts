import type { Feature } from '../../app/feature';
import { lazyElement } from '../../app/routes';

/**
 * Exchange rates: a settings list of the company's rates by pair and day, whose records open as
 * dialogs over it (`/settings/exchange-rates/:id` edits, `/:id/delete` asks), as tax rates do.
 */
export const exchangeRatesFeature: Feature = {
  nav: [{ area: 'Settings', label: 'Exchange rates', path: '/settings/exchange-rates' }],
  actions: [{ label: 'New exchange rate', path: '/settings/exchange-rates/new' }],
  routes: [{
    path: 'settings/exchange-rates',
    element: lazyElement(() => import('./ExchangeRateListPage')),
    children: [
      { path: 'new', element: lazyElement(() => import('./ExchangeRateCreateModal')) },
      { path: ':id', element: lazyElement(() => import('./ExchangeRateEditModal')) },
      { path: ':id/delete', element: lazyElement(() => import('./ExchangeRateDeleteModal')) },
    ],
  }],
};
