import type { Feature } from '../../app/feature';
import { resourceRoutes } from '../../app/routes';

export const salesOrdersFeature: Feature = {
  nav: [{ area: 'Sales', label: 'Sales orders', path: '/sales/orders' }],
  actions: [{ label: 'New sales order', path: '/sales/orders/new' }],
  routes: resourceRoutes('sales/orders', {
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
  searchRecords: async (...args) => (await import('./palette')).searchSalesOrders(...args),
};
