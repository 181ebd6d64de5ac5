import type { PaletteRecord } from '../../app/feature';
import { invoices } from '../../api/invoices';
import { formatDay } from '../../components/format';
import { invoiceHref } from './links';

/** Invoices and credit notes whose number contains what was typed, five, newest first. */
export async function searchInvoices(companyIdString: string, search: string, signal?: AbortSignal): Promise<PaletteRecord[]> {
  const found = await invoices.list.fetch({ companyIdString, search, size: 5, sort: '-postingDate' }, signal);
  return found.content.map((i) => ({
    id: `invoice-${i.id}`,
    label: i.number,
    description: [i.return ? 'Credit note' : 'Invoice', i.customerName, formatDay(i.postingDate), i.status.toLowerCase().replaceAll('_', ' ')].join(' · '),
    href: invoiceHref(i),
    keywords: [i.number, i.customerName],
  }));
}
