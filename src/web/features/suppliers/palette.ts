import type { PaletteRecord } from '../../app/feature';
import { suppliers } from '../../api/suppliers';

/** Suppliers by name, email or phone, five. */
export async function searchSuppliers(companyIdString: string, search: string, signal?: AbortSignal): Promise<PaletteRecord[]> {
  const found = await suppliers.list.fetch({ companyIdString, search, size: 5, sort: 'name' }, signal);
  return found.content.map((s) => ({
    id: `supplier-${s.id}`,
    label: s.name,
    description: ['Supplier', s.email].filter(Boolean).join(' · '),
    href: `/purchasing/suppliers/${s.id}`,
    keywords: [s.name, s.email ?? '', s.phone ?? ''].filter(Boolean),
  }));
}
