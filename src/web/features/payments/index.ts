import type { Feature } from '../../app/feature';
import { resourceRoutes } from '../../app/routes';

export const paymentsFeature: Feature = {
  nav: [{ area: 'Accounting', label: 'Payments', path: '/accounting/payments' }],
  actions: [
    { label: 'Receive a payment', path: '/accounting/payments/new?type=RECEIVE' },
    { label: 'Pay a supplier', path: '/accounting/payments/new?type=PAY' },
  ],
  routes: resourceRoutes('accounting/payments', {
    list: () => import('./PaymentListPage'),
    create: () => import('./PaymentCreateModal'),
    detail: () => import('./PaymentDetailPage'),
    recordDialogs: { cancel: () => import('./PaymentCancelModal') },
  }),
  searchRecords: async (...args) => (await import('./palette')).searchPayments(...args),
};
