import type { Feature } from '../../app/feature';
import { lazyElement } from '../../app/routes';

/**
 * Payment terms: a settings list whose records open as dialogs over it (`/settings/payment-terms/:id`
 * edits, `/:id/delete` asks), as terms have nothing to show beyond their three fields.
 */
export const paymentTermsFeature: Feature = {
  nav: [{ area: 'Settings', label: 'Payment terms', path: '/settings/payment-terms' }],
  actions: [{ label: 'New payment terms', path: '/settings/payment-terms/new' }],
  routes: [{
    path: 'settings/payment-terms',
    element: lazyElement(() => import('./PaymentTermsListPage')),
    children: [
      { path: 'new', element: lazyElement(() => import('./PaymentTermsCreateModal')) },
      { path: ':id', element: lazyElement(() => import('./PaymentTermsEditModal')) },
      { path: ':id/delete', element: lazyElement(() => import('./PaymentTermsDeleteModal')) },
    ],
  }],
};
