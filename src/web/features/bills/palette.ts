import type { PaletteRecord } from '../../app/feature';
import { billHref, bills } from '../../api/bills';

/** Bills whose number contains what was typed, five, newest first. */
export async function searchBills(companyIdString: string, search: string, signal?: AbortSignal): Promise<PaletteRecord[]> {
  const found = await bills.list.fetch({ companyIdString, search, size: 5, sort: '-postingDate' }, signal);
  return found.content.map((b) => ({
    id: `bill-${b.id}`,
    label: b.number,
    description: ['Bill', b.supplierName, b.purchaseOrderNumber].join(' · '),
    href: billHref(b),
    keywords: [b.number, b.supplierName, b.purchaseOrderNumber],
  }));
}
