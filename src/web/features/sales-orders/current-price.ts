import { useQuery } from '@tanstack/react-query';
import { items } from '../../api/items';
import { currentPriceIn } from './order-form';

/**
 * An item's current price in a currency, the item named by its code (as order lines name it):
 * the item is found by code (`GET /items?itemCode=`, a prefix match, so the exact code is picked
 * out), its prices come with it (`GET /items/{id}`). `known` is false while either is loading.
 */
export function useCurrentPrice(companyId: string, itemCode: string | undefined, currency: string | undefined) {
  const code = itemCode?.trim() ?? '';
  const found = useQuery({
    queryKey: [...items.keys.lists(), 'by-exact-code', companyId, code.toLowerCase()],
    queryFn: async ({ signal }) => {
      const page = await items.list.fetch({ companyIdString: companyId, itemCode: code, size: 20, sort: 'itemCode' }, signal);
      return page.content.find((i) => i.itemCode.toLowerCase() === code.toLowerCase())?.id ?? null;
    },
    enabled: code !== '',
    staleTime: 60_000,
  });
  const detail = items.useOne(found.data ?? undefined);
  if (code === '') return { known: true, value: undefined };
  if (found.isPending || (found.data && detail.isPending)) return { known: false, value: undefined };
  return { known: true, value: currentPriceIn(detail.data?.prices, currency) };
}
