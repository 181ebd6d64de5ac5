import type { Feature } from '../../app/feature';
import { resourceRoutes } from '../../app/routes';

/** Exchange revaluations: the unrealized differences on open foreign-currency documents and accounts, at a date's rates. */
export const exchangeRevaluationsFeature: Feature = {
  nav: [{ area: 'Accounting', label: 'Exchange revaluations', path: '/accounting/exchange-revaluations' }],
  actions: [{ label: 'Revalue foreign currencies', path: '/accounting/exchange-revaluations/new' }],
  routes: resourceRoutes('accounting/exchange-revaluations', {
    list: () => import('./ExchangeRevaluationListPage'),
    create: () => import('./RevalueModal'),
    detail: () => import('./ExchangeRevaluationDetailPage'),
  }),
};
