import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, pageOf, problem } from '../../contract/common';
import { invoice, invoiceCancel, invoiceCreate, invoiceDetail, invoiceListQuery } from '../../contract/invoices';
import { cancelInvoice } from '../domain/sales/invoice-cancellation';
import { createInvoice, getInvoice, listInvoices } from '../domain/sales/invoices';
import { inTransaction, readContext, sendCreated, type RouteContext } from './context';

const tags = ['invoices'];

/** Invoices and credit notes: posted when created, never replaced (no PUT), cancelled by reversal. */
export const invoiceRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  app.post('/invoices', {
    config: { scope: 'invoices:write' },
    schema: {
      tags, summary: 'Create invoice or credit note (posted at once)',
      description: 'Posts Dr receivable / Cr revenue and each charge\'s account (a credit note, `return: true`, the reverse) and issues (or takes back) the stock of stock items at valuation cost. 409 `insufficient-stock`, `period-closed`, `foreign-currency`; 422 at the field otherwise.',
      body: invoiceCreate, response: { 201: invoiceDetail, 403: problem, 409: problem, 422: problem },
    },
  }, async (request, reply) => sendCreated(reply, 'invoices', await inTransaction(request, db, (ctx) => createInvoice(ctx, request.body))));

  app.get('/invoices', {
    config: { scope: 'invoices:read' },
    schema: { tags, summary: 'List invoices and credit notes', querystring: invoiceListQuery, response: { 200: pageOf(invoice) } },
  }, async (request) => listInvoices(readContext(request, db), request.query));

  app.get('/invoices/:id', {
    config: { scope: 'invoices:read' },
    schema: { tags, summary: 'Get invoice or credit note, with its items, charges and credit notes', params: idParams, response: { 200: invoiceDetail, 404: problem } },
  }, async (request) => getInvoice(readContext(request, db), request.params.id));

  app.post('/invoices/:id/cancel', {
    config: { scope: 'invoices:write' },
    schema: {
      tags, summary: 'Cancel invoice or credit note (reverses its journal entry and stock movements)',
      description: 'Body optional: `postingDate` of the reversal (the document\'s own when omitted). 409 `invalid-transition` when cancelled already, `in-use` while credit notes against it stand, `period-closed`, `insufficient-stock` (a credit note whose stock is gone), `conflict` when its sales order can no longer follow (a credit note\'s freed quantity billed again since).',
      params: idParams, body: invoiceCancel.nullish(), response: { 200: invoiceDetail, 404: problem, 409: problem, 422: problem },
    },
  }, async (request) => inTransaction(request, db, (ctx) => cancelInvoice(ctx, request.params.id, request.body)));
};
