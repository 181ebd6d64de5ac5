import type { PaymentTerms, PaymentTermsCreate, PaymentTermsListQuery, PaymentTermsUpdate } from '../../contract/payment-terms';
import type { ListQuery } from './list';
import { createResourceApi } from './resource-api';

export type PaymentTermsQuery = ListQuery<PaymentTermsListQuery>;
export const paymentTerms = createResourceApi<{ record: PaymentTerms; query: PaymentTermsQuery; create: PaymentTermsCreate; update: PaymentTermsUpdate }>({
  name: 'payment-terms', path: '/payment-terms',
});

/** How the console names terms: "Net 30 · 30 days, end of month". */
export const termsSummary = (t: Pick<PaymentTerms, 'dueDays' | 'endOfMonth'>) =>
  `${t.dueDays === 0 ? 'on the posting date' : `${t.dueDays} ${t.dueDays === 1 ? 'day' : 'days'}`}${t.endOfMonth ? ', end of month' : ''}`;
export const termsLabel = (t: Pick<PaymentTerms, 'name' | 'dueDays' | 'endOfMonth'>) => `${t.name} · ${termsSummary(t)}`;

/** Record-picker search over a company's payment terms, by name. */
export const paymentTermsPicker = (companyIdString: string | null) =>
  paymentTerms.picker({
    scope: [companyIdString],
    query: (search) => ({ companyIdString: companyIdString ?? undefined, search: search || undefined, size: 50, sort: 'name' }),
    option: (t) => ({ value: t.id, label: termsLabel(t) }),
  });
