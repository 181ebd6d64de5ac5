import type { Feature } from '../../app/feature';
import { lazyElement, resourceRoutes } from '../../app/routes';

export const salesOrdersFeature: Feature = {
  nav: [{ area: 'Sales', label: 'Sales orders', path: '/sales/orders' }],
  actions: [{ label: 'New sales order', path: '/sales/orders/new' }],
  routes: [...resourceRoutes('sales/orders', {
    list: () => import('./SalesOrderListPage'),
    create: () => import('./SalesOrderFormModal'),
    detail: () => import('./SalesOrderDetailPage'),
    recordDialogs: {
      edit: () => import('./SalesOrderFormModal').then((m) => ({ default: m.SalesOrderEditModal })),
      deliver: () => import('./DeliverModal'),
      'return-goods': () => import('./DeliverModal').then((m) => ({ default: m.ReturnGoodsModal })),
      invoice: () => import('./InvoiceOrderModal'),
      pdf: () => import('./PdfPreviewModal'),
    },
  }),
  // a delivery note is read from its order's page (there is no list of deliveries)
  { path: 'sales/deliveries/:id', element: lazyElement(() => import('./DeliveryNotePage')) }],
  searchRecords: async (...args) => (await import('./palette')).searchSalesOrders(...args),
};
