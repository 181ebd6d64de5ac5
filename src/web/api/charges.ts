import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Charge, ChargeCreate, ChargeListQuery, ChargeQuote, ChargeUpdate } from '../../contract/charges';
import { api } from './client';
import type { ListQuery } from './list';
import { createResourceApi } from './resource-api';

export type ChargeQuery = ListQuery<ChargeListQuery>;
export const charges = createResourceApi<{ record: Charge; query: ChargeQuery; create: ChargeCreate; update: ChargeUpdate }>({ name: 'charges', path: '/charges' });

/** The company's charges in a currency (a composite's possible components, their terms for the preview). */
export const useChargesIn = (companyId: string | null, currencyString: string | undefined) =>
  charges.useAll({ companyIdString: companyId ?? undefined, currencyString, sort: 'name' }, !!companyId && !!currencyString);

/** `GET /charges/{id}/quote?base=`: what the charge comes to on a base (an exact decimal string). */
export const useChargeQuote = (id: string | undefined, base: string | undefined) =>
  useQuery({
    queryKey: [...charges.keys.detail(id ?? ''), 'quote', base],
    queryFn: ({ signal }) => api.get<ChargeQuote>(`/charges/${encodeURIComponent(id!)}/quote`, { base }, signal),
    enabled: !!id && base !== undefined,
    placeholderData: keepPreviousData,
  });
