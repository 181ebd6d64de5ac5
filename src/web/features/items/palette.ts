import type { PaletteRecord } from '../../app/feature';
import { findItems } from '../../api/items';

/** Items whose code starts with, or whose name contains, what was typed: five. */
export async function searchItems(companyIdString: string, search: string, signal?: AbortSignal): Promise<PaletteRecord[]> {
  const found = await findItems(companyIdString, search, 5, signal);
  return found.map((i) => ({
    id: `item-${i.id}`,
    label: `${i.itemCode} · ${i.name}`,
    description: ['Item', i.itemGroup].join(' · '),
    href: `/inventory/items/${i.id}`,
    keywords: [i.itemCode, i.name, i.itemGroup],
  }));
}
