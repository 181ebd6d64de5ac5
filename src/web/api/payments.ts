import { useQuery } from '@tanstack/react-query';
import type { Payment, PaymentCancel, PaymentCreate, PaymentDetail, PaymentListQuery } from '../../contract/payments';
import { accounts } from './accounts';
import { bills } from './bills';
import { api } from './client';
import { invoices } from './invoices';
import { journalEntries } from './journal-entries';
import type { ListQuery } from './list';
import { reportKeys } from './reports';
import { createResourceApi } from './resource-api';

export type PaymentQuery = ListQuery<PaymentListQuery>;

/**
 * Payments received from customers and paid to suppliers. Lists carry `Payment`; one payment (and
 * the answers to create and cancel) is `PaymentDetail`, with its allocations. A payment posts to
 * the ledger and settles invoices or bills: their caches, the accounts and the reports go stale.
 */
const paymentApi = createResourceApi<{ record: Payment; query: PaymentQuery; create: PaymentCreate }>({
  name: 'payments', path: '/payments',
  alsoInvalidates: () => [invoices.keys.all, bills.keys.all, journalEntries.keys.all, accounts.keys.all, reportKeys.all],
});

/** A fresh key per form: a retried submit (a lost answer) never receives or pays the money twice. */
export const newIdempotencyKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

export const payments = {
  ...paymentApi,
  useOne: (id: string | null | undefined) =>
    useQuery({
      queryKey: paymentApi.keys.detail(id ?? ''),
      queryFn: ({ signal }) => api.get<PaymentDetail>(`/payments/${encodeURIComponent(id!)}`, undefined, signal),
      enabled: !!id,
    }),
  useCreate: () =>
    paymentApi.useChange(({ body, idempotencyKey }: { body: PaymentCreate; idempotencyKey: string }) =>
      api.post<PaymentDetail>('/payments', body, { headers: { 'Idempotency-Key': idempotencyKey } })),
  /** Cancel by reversal: the allocations reopen. */
  useCancel: () =>
    paymentApi.useChange(({ id, body }: { id: string; body?: PaymentCancel }) =>
      api.post<PaymentDetail>(`/payments/${encodeURIComponent(id)}/cancel`, body ?? {})),
};

export const PAYMENTS_PATH = '/accounting/payments';
export const paymentHref = (p: Pick<Payment, 'id'>) => `${PAYMENTS_PATH}/${p.id}`;
