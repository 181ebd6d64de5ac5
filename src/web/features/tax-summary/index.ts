import type { Feature } from '../../app/feature';
import { lazyElement } from '../../app/routes';

export const taxSummaryFeature: Feature = {
  nav: [{ area: 'Accounting', label: 'Tax summary', path: '/accounting/tax-summary' }],
  routes: [{ path: 'accounting/tax-summary', element: lazyElement(() => import('./TaxSummaryPage')) }],
};
