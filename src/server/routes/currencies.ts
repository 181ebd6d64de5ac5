import { currency, currencyListQuery } from '../../contract/currencies';
import { listCurrencies } from '../domain/ledger/currencies';
import { resourceRoutes } from './resource-kit';

export const currencyRoutes = resourceRoutes('currencies', (kit) => {
  kit.list({ summary: 'ISO 4217 currencies with their ids and minor units', query: currencyListQuery, record: currency, run: listCurrencies });
});
