import type { Feature } from '../../app/feature';
import { lazyElement, resourceRoutes } from '../../app/routes';

export const purchaseOrdersFeature: Feature = {
  nav: [{ area: 'Purchasing', label: 'Purchase orders', path: '/purchasing/orders' }],
  actions: [{ label: 'New purchase order', path: '/purchasing/orders/new' }],
  routes: [...resourceRoutes('purchasing/orders', {
    list: () => import('./PurchaseOrderListPage'),
    create: () => import('./PurchaseOrderFormModal'),
    detail: () => import('./PurchaseOrderDetailPage'),
    recordDialogs: {
      edit: () => import('./PurchaseOrderFormModal').then((m) => ({ default: m.PurchaseOrderEditModal })),
      receive: () => import('./ReceiveGoodsModal'),
      bill: () => import('./CreateBillModal'),
    },
  }),
  // a receipt is read from its order's page (there is no list of receipts)
  { path: 'purchasing/receipts/:id', element: lazyElement(() => import('./PurchaseReceiptPage')) }],
  searchRecords: async (...args) => (await import('./palette')).searchPurchaseOrders(...args),
};
