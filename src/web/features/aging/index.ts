import type { Feature } from '../../app/feature';
import { lazyElement } from '../../app/routes';

export const agingFeature: Feature = {
  nav: [
    { area: 'Accounting', label: 'Receivables aging', path: '/accounting/receivables-aging' },
    { area: 'Accounting', label: 'Payables aging', path: '/accounting/payables-aging' },
  ],
  routes: [
    { path: 'accounting/receivables-aging', element: lazyElement(() => import('./ReceivablesAgingPage')) },
    { path: 'accounting/payables-aging', element: lazyElement(() => import('./PayablesAgingPage')) },
  ],
};
