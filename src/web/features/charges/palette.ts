import type { PaletteRecord } from '../../app/feature';
import { charges } from '../../api/charges';

/** Charges by name, five. */
export async function searchCharges(companyIdString: string, search: string, signal?: AbortSignal): Promise<PaletteRecord[]> {
  const found = await charges.list.fetch({ companyIdString, search, size: 5, sort: 'name' }, signal);
  return found.content.map((c) => ({
    id: `charge-${c.id}`,
    label: c.name,
    description: ['Charge', c.currencyString, c.global ? 'global' : undefined].filter(Boolean).join(' · '),
    href: `/sales/charges/${c.id}`,
    keywords: [c.name],
  }));
}
