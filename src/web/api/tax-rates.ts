import { useMemo } from 'react';
import type { TaxRate, TaxRateCreate, TaxRateListQuery, TaxRateUpdate } from '../../contract/tax-rates';
import { ratePercentsOf } from '../money/document-tax';
import type { ListQuery } from './list';
import { createResourceApi } from './resource-api';

export type TaxRateQuery = ListQuery<TaxRateListQuery>;
export const taxRates = createResourceApi<{ record: TaxRate; query: TaxRateQuery; create: TaxRateCreate; update: TaxRateUpdate }>({
  name: 'tax-rates', path: '/tax-rates',
});

/** Every tax rate of a company (a handful), by name: what a line's tax select offers. */
export const useCompanyTaxRates = (companyId: string | null | undefined) =>
  taxRates.useAll({ companyIdString: companyId ?? undefined, sort: 'name' }, !!companyId);

/** What a lines editor needs of the company's rates: the rates to choose from and their percentages by id. */
export function useLineTaxRates(companyId: string | null | undefined) {
  const rates = useCompanyTaxRates(companyId).data;
  const percents = useMemo(() => ratePercentsOf(rates), [rates]);
  return { rates, percents };
}

