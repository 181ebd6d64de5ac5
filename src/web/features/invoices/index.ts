import type { Feature } from '../../app/feature';
import { resourceRoutes } from '../../app/routes';

export const invoicesFeature: Feature = {
  nav: [{ area: 'Sales', label: 'Invoices', path: '/sales/invoices' }],
  actions: [{ label: 'New invoice', path: '/sales/invoices/new' }],
  routes: resourceRoutes('sales/invoices', {
    list: () => import('./InvoiceListPage'),
    create: () => import('./InvoiceCreateModal'),
    detail: () => import('./InvoiceDetailPage'),
    recordDialogs: { 'credit-note': () => import('./CreditNoteModal'), cancel: () => import('./InvoiceCancelModal'), send: () => import('./InvoiceSendModal') },
  }),
  searchRecords: async (...args) => (await import('./palette')).searchInvoices(...args),
};
