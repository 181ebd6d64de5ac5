import { invoice, invoiceCancel, invoiceCreate, invoiceDetail, invoiceListQuery } from '../../contract/invoices';
import { cancelInvoice } from '../domain/sales/invoice-cancellation';
import { invoiceDocument } from '../domain/sales/invoice-documents';
import { createInvoice, getInvoice, listInvoices } from '../domain/sales/invoices';
import { resourceRoutes } from './resource-kit';

/** Invoices and credit notes: posted when created, never replaced (no PUT), cancelled by reversal. */
export const invoiceRoutes = resourceRoutes('invoices', (kit) => {
  kit.create({
    summary: 'Create invoice or credit note (posted at once)',
    description: 'Posts Dr receivable / Cr revenue and each charge\'s account (a credit note, `return: true`, the reverse) and issues (or takes back) the stock of stock items at valuation cost. 409 `insufficient-stock`, `period-closed`, `foreign-currency`; 422 at the field otherwise.',
    body: invoiceCreate, response: invoiceDetail, run: createInvoice,
  });
  kit.list({ summary: 'List invoices and credit notes', query: invoiceListQuery, record: invoice, run: listInvoices });
  kit.get({
    summary: 'Get invoice or credit note, with its items, charges and credit notes; or download it as a PDF',
    response: invoiceDetail, run: getInvoice, document: { what: 'invoice or credit note', run: invoiceDocument },
  });
  kit.action('cancel', {
    summary: 'Cancel invoice or credit note (reverses its journal entry and stock movements)',
    description: 'Body optional: `postingDate` of the reversal (the document\'s own when omitted). 409 `invalid-transition` when cancelled already, `in-use` while credit notes against it stand, `period-closed`, `insufficient-stock` (a credit note whose stock is gone), `conflict` when its sales order can no longer follow (a credit note\'s freed quantity billed again since).',
    body: invoiceCancel.nullish(), response: invoiceDetail, problems: [404, 409, 422], run: cancelInvoice,
  });
});
