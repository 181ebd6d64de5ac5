import type { PaletteRecord } from '../../app/feature';
import { ApiError } from '../../api/client';
import { companies } from '../../api/companies';
import { salesOrders } from '../../api/sales-orders';

/**
 * The trace a search names: a whole trace (`SO-ACME-000012`, any case) as typed, or a sequence
 * number (`12`, `000012`) as the current company's trace; anything else names none.
 */
export function traceSearched(search: string, companyCode: string | undefined): string | undefined {
  const typed = search.trim().toUpperCase();
  if (/^SO-[A-Z0-9]+-\d+$/.test(typed)) return typed;
  if (companyCode && /^\d{1,12}$/.test(typed)) return `SO-${companyCode.toUpperCase()}-${typed.replace(/^0+(?=\d)/, '').padStart(6, '0')}`;
  return undefined;
}

/**
 * The sales order with the number typed (the list has no search by number: `GET /sales-orders`
 * takes only the interface's filters), read by its trace; none when there is no such order.
 */
export async function searchSalesOrders(companyIdString: string, search: string, signal?: AbortSignal): Promise<PaletteRecord[]> {
  const needsCode = !/^\s*SO-/i.test(search);
  const company = needsCode ? await companies.get(companyIdString, signal) : undefined;
  const trace = traceSearched(search, company?.code);
  if (!trace) return [];
  try {
    const o = await salesOrders.get(trace, signal);
    if (o.companyIdString !== companyIdString) return [];
    return [{
      id: `sales-order-${o.id}`,
      label: o.number,
      description: ['Sales order', o.customerName, o.status.toLowerCase().replaceAll('_', ' ')].join(' · '),
      href: `/sales/orders/${o.id}`,
      keywords: [o.number, o.customerName, search.trim()],
    }];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}
