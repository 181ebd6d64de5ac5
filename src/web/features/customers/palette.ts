import { customers } from '../../api/customers';
import type { PaletteRecord } from '../../app/feature';

/** Customers by name, email or tax id, five. */
export async function searchCustomers(companyIdString: string, search: string, signal?: AbortSignal): Promise<PaletteRecord[]> {
  const found = await customers.list.fetch({ companyIdString, search, size: 5, sort: 'name' }, signal);
  return found.content.map((c) => ({
    id: `customer-${c.id}`,
    label: c.name,
    description: ['Customer', c.email].filter(Boolean).join(' · '),
    href: `/sales/customers/${c.id}`,
    keywords: [c.name, c.email ?? '', c.taxId ?? ''].filter(Boolean),
  }));
}
