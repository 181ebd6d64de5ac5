import { exchangeRate, exchangeRateCreate, exchangeRateListQuery, exchangeRateUpdate } from '../../contract/exchange-rates';
import {
  createExchangeRate, deleteExchangeRate, getExchangeRate, listExchangeRates, updateExchangeRate,
} from '../domain/ledger/exchange-rates';
import { resourceRoutes } from './resource-kit';

export const exchangeRateRoutes = resourceRoutes('exchange-rates', (kit) => {
  kit.create({ summary: 'Create an exchange rate', description: '409 `conflict` at `date` when the pair has a rate that day.', body: exchangeRateCreate, response: exchangeRate, run: createExchangeRate });
  kit.list({ summary: 'List exchange rates, the latest day first (with onDate: the rates in force that day first)', query: exchangeRateListQuery, record: exchangeRate, run: listExchangeRates });
  kit.get({ summary: 'Get an exchange rate', response: exchangeRate, run: getExchangeRate });
  kit.replace({ summary: 'Update an exchange rate', description: 'A full replacement; documents posted at it keep the rate they were posted at.', body: exchangeRateUpdate, response: exchangeRate, run: updateExchangeRate });
  kit.remove({ summary: 'Delete an exchange rate', run: (ctx, id) => deleteExchangeRate(ctx, id) });
});
