import type { PaletteRecord } from '../../app/feature';
import { paymentHref, payments } from '../../api/payments';
import { formatDay } from '../../components/format';

/** Payments whose number or reference contains what was typed, five, newest first. */
export async function searchPayments(companyIdString: string, search: string, signal?: AbortSignal): Promise<PaletteRecord[]> {
  const found = await payments.list.fetch({ companyIdString, search, size: 5, sort: '-postingDate' }, signal);
  return found.content.map((p) => ({
    id: `payment-${p.id}`,
    label: p.number,
    description: ['Payment', p.paymentType === 'RECEIVE' ? `from ${p.partyName}` : `to ${p.partyName}`, p.reference, formatDay(p.postingDate), p.status.toLowerCase()].join(' · '),
    href: paymentHref(p),
    keywords: [p.number, p.reference, p.partyName],
  }));
}
