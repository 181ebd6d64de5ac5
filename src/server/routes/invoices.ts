import { invoice, invoiceCancel, invoiceCreate, invoiceDetail, invoiceListQuery } from '../../contract/invoices';
import { cancelInvoice } from '../domain/sales/invoice-cancellation';
import { invoiceDocument } from '../domain/sales/invoice-documents';
import { createInvoice, getInvoice, listInvoices } from '../domain/sales/invoices';
import { idParams, pageOf, problem } from '../../contract/common';
import { invoiceEmail, invoiceEmailCreate, invoiceEmailListQuery } from '../../contract/invoice-emails';
import { listInvoiceEmails, queueInvoiceEmail } from '../domain/sales/invoice-emails';
import { readContext } from './context';
import { resourceRoutes } from './resource-kit';

/** Invoices and credit notes: posted when created, never replaced (no PUT), cancelled by reversal. */
export const invoiceRoutes = resourceRoutes('invoices', (kit, { mailConfigured = false }) => {
  kit.create({
    summary: 'Create invoice or credit note (posted at once)',
    description: 'Posts Dr receivable / Cr revenue and each charge\'s account (a credit note, `return: true`, the reverse) and issues (or takes back) the stock of stock items at valuation cost. In another currency than the base: at `exchangeRate` (else the rate in force on the posting date), the ledger in the base currency. 409 `insufficient-stock`, `period-closed`; 422 at the field otherwise (`currencyCodeString` `no-exchange-rate`).',
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
  kit.action('send', {
    summary: 'Email the invoice or credit note with its PDF attached',
    description: '202: queued, sent after commit and retried on the schedule BOS_MAIL_RETRY_SCHEDULE, then FAILED with the SMTP server\'s answer; `GET /invoices/{id}/sends` shows how it went. 409 `email-not-configured` without BOS_SMTP_URL.',
    body: invoiceEmailCreate, response: invoiceEmail, problems: [404, 409, 422], accepted: true,
    run: (ctx, id, body) => queueInvoiceEmail(ctx, id, body, { configured: mailConfigured }),
  });
  kit.app.get('/invoices/:id/sends', {
    config: { scope: 'invoices:read' },
    schema: {
      tags: ['invoices'], summary: 'The emails of an invoice or credit note, newest first, with their delivery status',
      params: idParams, querystring: invoiceEmailListQuery, response: { 200: pageOf(invoiceEmail), 404: problem },
    },
  }, async (request) => listInvoiceEmails(readContext(request, kit.db), request.params.id, request.query) as never);
});
