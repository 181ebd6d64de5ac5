import { useQuery } from '@tanstack/react-query';
import type { InvoiceEmail, InvoiceEmailCreate } from '../../contract/invoice-emails';
import type { Invoice, InvoiceCancel, InvoiceCreate, InvoiceDetail, InvoiceListQuery } from '../../contract/invoices';
import type { Page } from '../../contract/common';
import { accounts } from './accounts';
import { api } from './client';
import { items } from './items';
import { journalEntries } from './journal-entries';
import type { ListQuery } from './list';
import { reportKeys } from './reports';
import { createResourceApi } from './resource-api';
import { salesOrders } from './sales-orders';

export type InvoiceQuery = ListQuery<InvoiceListQuery & { search?: string }>;

/** Lists carry `Invoice`; one invoice (and the answers to create and cancel) is `InvoiceDetail`, with lines, charges and credit notes. */
const invoiceApi = createResourceApi<{ record: Invoice; query: InvoiceQuery; create: InvoiceCreate }>({
  name: 'invoices', path: '/invoices',
  // An invoice posts to the ledger and moves stock; one naming a sales order bills it (a credit note or a cancellation takes that back).
  alsoInvalidates: () => [items.keys.details(), journalEntries.keys.all, accounts.keys.all, reportKeys.all, salesOrders.keys.all],
});
export const invoices = {
  ...invoiceApi,
  useOne: (id: string | null | undefined) =>
    useQuery({
      queryKey: invoiceApi.keys.detail(id ?? ''),
      queryFn: ({ signal }) => api.get<InvoiceDetail>(`/invoices/${encodeURIComponent(id!)}`, undefined, signal),
      enabled: !!id,
    }),
  useCreate: () => invoiceApi.useChange((input: InvoiceCreate) => api.post<InvoiceDetail>('/invoices', input)),
  /** Cancel by reversal (409 once payments are allocated, or for a credit note's invoice that cannot be). */
  useCancel: () =>
    invoiceApi.useChange(({ id, body }: { id: string; body?: InvoiceCancel }) =>
      api.post<InvoiceDetail>(`/invoices/${encodeURIComponent(id)}/cancel`, body ?? {})),
  /** Email it with its PDF (202: queued; the delivery log follows how it went). */
  useSend: () =>
    invoiceApi.useChange(({ id, body }: { id: string; body: InvoiceEmailCreate }) =>
      api.post<InvoiceEmail>(`/invoices/${encodeURIComponent(id)}/send`, body)),
  /** Its emails, newest first; polled while one is still QUEUED, so SENT or FAILED shows up by itself. */
  useEmails: (id: string | null | undefined) =>
    useQuery({
      queryKey: [...invoiceApi.keys.detail(id ?? ''), 'emails'],
      queryFn: ({ signal }) => api.get<Page<InvoiceEmail>>(`/invoices/${encodeURIComponent(id!)}/sends`, { size: 50 }, signal),
      enabled: !!id,
      refetchInterval: (query) => (query.state.data?.content.some((e) => e.status === 'QUEUED') ? 3000 : false),
    }),
};
