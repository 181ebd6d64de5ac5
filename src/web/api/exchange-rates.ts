import { useQuery } from '@tanstack/react-query';
import type { ExchangeRate, ExchangeRateCreate, ExchangeRateListQuery, ExchangeRateUpdate } from '../../contract/exchange-rates';
import type { ListQuery } from './list';
import { createResourceApi } from './resource-api';

export type ExchangeRateQuery = ListQuery<ExchangeRateListQuery>;
export const exchangeRates = createResourceApi<{ record: ExchangeRate; query: ExchangeRateQuery; create: ExchangeRateCreate; update: ExchangeRateUpdate }>({
  name: 'exchange-rates', path: '/exchange-rates',
});

/** How the console names a pair: "USD → EUR". */
export const pairLabel = (r: Pick<ExchangeRate, 'fromCurrency' | 'toCurrency'>) => `${r.fromCurrency} → ${r.toCurrency}`;

/**
 * The rate of a pair in force on a day (the latest on or before it: the first of `onDate`'s
 * list), or null when the pair has none by then; not asked until the pair and the day are known.
 */
export function useRateInForce(query: { companyIdString?: string; fromCurrency?: string; toCurrency?: string; onDate?: string }) {
  const { companyIdString, fromCurrency, toCurrency, onDate } = query;
  const known = !!fromCurrency && !!toCurrency && !!onDate;
  const first = { companyIdString, fromCurrency, toCurrency, onDate, sort: '-date', page: 0, size: 1 };
  return useQuery({
    queryKey: [...exchangeRates.keys.lists(), 'in-force', first],
    queryFn: async ({ signal }) => (await exchangeRates.list.fetch(first, signal)).content[0] ?? null,
    enabled: known,
  });
}


/**
 * The rate a document in `currency` would take on `onDate` (currency → the base currency, in
 * force that day), and, when the company has none, its inverse pair's, which the service would
 * invert. Not asked in the base currency.
 */
export function useDocumentRate({ companyIdString, currency, baseCurrency, onDate }: { companyIdString: string; currency: string | undefined; baseCurrency: string; onDate: string | undefined }) {
  const foreign = !!currency && currency !== baseCurrency;
  const direct = useRateInForce({ companyIdString, fromCurrency: foreign ? currency : undefined, toCurrency: baseCurrency, onDate });
  const inverse = useRateInForce({ companyIdString, fromCurrency: direct.data === null ? baseCurrency : undefined, toCurrency: currency, onDate });
  return { direct: direct.data, inverse: inverse.data, loading: foreign && !!onDate && (direct.isPending || (direct.data === null && inverse.isPending)), error: direct.error ?? inverse.error };
}
