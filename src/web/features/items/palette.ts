import type { PaletteRecord } from '../../app/feature';
import { items } from '../../api/items';

/** Items whose code starts with, or whose name contains, what was typed: five. */
export async function searchItems(companyIdString: string, search: string, signal?: AbortSignal): Promise<PaletteRecord[]> {
  const [byCode, byName] = await Promise.all([
    items.list.fetch({ companyIdString, itemCode: search, size: 5, sort: 'itemCode' }, signal),
    items.list.fetch({ companyIdString, name: search, size: 5, sort: 'itemCode' }, signal),
  ]);
  const found = [...byCode.content, ...byName.content].filter((item, i, all) => all.findIndex((other) => other.id === item.id) === i).slice(0, 5);
  return found.map((i) => ({
    id: `item-${i.id}`,
    label: `${i.itemCode} · ${i.name}`,
    description: ['Item', i.itemGroup].join(' · '),
    href: `/inventory/items/${i.id}`,
    keywords: [i.itemCode, i.name, i.itemGroup],
  }));
}
