import type { Feature } from '../../app/feature';
import { lazyElement } from '../../app/routes';

/** The financial statements and the general ledger their figures open. */
export const statementsFeature: Feature = {
  nav: [
    { area: 'Reports', label: 'Profit and loss', path: '/reports/profit-and-loss' },
    { area: 'Reports', label: 'Balance sheet', path: '/reports/balance-sheet' },
    { area: 'Reports', label: 'General ledger', path: '/reports/general-ledger' },
  ],
  routes: [
    { path: 'reports/profit-and-loss', element: lazyElement(() => import('./ProfitAndLossPage')) },
    { path: 'reports/balance-sheet', element: lazyElement(() => import('./BalanceSheetPage')) },
    { path: 'reports/general-ledger', element: lazyElement(() => import('./GeneralLedgerPage')) },
  ],
};
