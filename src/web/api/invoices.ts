import { useQuery } from '@tanstack/react-query';
import type { Invoice, InvoiceCancel, InvoiceCreate, InvoiceDetail, InvoiceListQuery } from '../../contract/invoices';
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
};
