import type { Feature } from '../../app/feature';
import { lazyElement, resourceRoutes } from '../../app/routes';

/**
 * Webhooks (docs/webhooks.md): the endpoints the company's events are POSTed to, each with its
 * delivery log; a delivery opens as a dialog over its endpoint (`:id/deliveries/:deliveryId`).
 */
export const webhooksFeature: Feature = {
  nav: [{ area: 'Settings', label: 'Webhooks', path: '/settings/webhooks' }],
  actions: [{ label: 'New webhook endpoint', path: '/settings/webhooks/new' }],
  routes: [
    ...resourceRoutes('settings/webhooks', { list: () => import('./WebhookListPage'), create: () => import('./WebhookCreateModal') }),
    {
      path: 'settings/webhooks/:id',
      element: lazyElement(() => import('./WebhookEndpointPage')),
      children: [
        { path: 'edit', element: lazyElement(() => import('./WebhookEditModal')) },
        { path: 'delete', element: lazyElement(() => import('./WebhookDeleteModal')) },
        { path: 'deliveries/:deliveryId', element: lazyElement(() => import('./WebhookDeliveryModal')) },
      ],
    },
  ],
};
