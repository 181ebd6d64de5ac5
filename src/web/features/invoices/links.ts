import type { Invoice } from '../../../contract/invoices';

export const INVOICES_PATH = '/sales/invoices';
export const invoiceHref = (i: Pick<Invoice, 'id'>) => `${INVOICES_PATH}/${i.id}`;
/** The create form prefilled as a credit note against `invoiceId`. */
export const creditNoteHref = (invoiceId: string) => `${INVOICES_PATH}/new?creditNoteFor=${encodeURIComponent(invoiceId)}`;
