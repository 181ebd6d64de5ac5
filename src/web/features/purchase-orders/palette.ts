import type { PaletteRecord } from '../../app/feature';
import { purchaseOrders } from '../../api/purchase-orders';

/** Purchase orders whose number contains what was typed, five, newest first. */
export async function searchPurchaseOrders(companyIdString: string, search: string, signal?: AbortSignal): Promise<PaletteRecord[]> {
  const found = await purchaseOrders.list.fetch({ companyIdString, search, size: 5, sort: '-orderDate' }, signal);
  return found.content.map((o) => ({
    id: `purchase-order-${o.id}`,
    label: o.number,
    description: ['Purchase order', o.supplierName, o.status.toLowerCase().replaceAll('_', ' ')].join(' · '),
    href: `/purchasing/orders/${o.id}`,
    keywords: [o.number, o.supplierName],
  }));
}
