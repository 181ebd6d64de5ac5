import type { Feature } from '../../app/feature';
import { lazyElement } from '../../app/routes';

export const trialBalanceFeature: Feature = {
  nav: [{ area: 'Accounting', label: 'Trial balance', path: '/accounting/trial-balance' }],
  routes: [{ path: 'accounting/trial-balance', element: lazyElement(() => import('./TrialBalancePage')) }],
};
