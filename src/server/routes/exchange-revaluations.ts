import { exchangeRevaluation, exchangeRevaluationCreate, exchangeRevaluationListQuery } from '../../contract/exchange-revaluations';
import { createExchangeRevaluation, getExchangeRevaluation, listExchangeRevaluations } from '../domain/accounting/exchange-revaluations';
import { resourceRoutes } from './resource-kit';

export const exchangeRevaluationRoutes = resourceRoutes('exchange-revaluations', (kit) => {
  kit.create({
    summary: 'Revalue what is open in other currencies',
    description: 'Values the open foreign-currency invoices, credit notes and bills and the balances of accounts kept in another currency at the rates of `date`, posts the differences on it against Unrealized exchange gain/loss and their reversal on the next day. 409 `nothing-to-revalue`, `period-closed`; 422 `no-exchange-rate` at `date`.',
    body: exchangeRevaluationCreate, response: exchangeRevaluation, run: createExchangeRevaluation,
  });
  kit.list({ summary: 'List exchange revaluations, the latest date first', query: exchangeRevaluationListQuery, record: exchangeRevaluation, run: listExchangeRevaluations });
  kit.get({ summary: 'Get an exchange revaluation', response: exchangeRevaluation, run: getExchangeRevaluation });
});
