import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, pageOf, problem } from '../../contract/common';
import { purchaseOrder, purchaseOrderActions, purchaseOrderCreate, purchaseOrderDetail, purchaseOrderListQuery } from '../../contract/purchase-orders';
import { purchaseOrderDocument } from '../domain/purchasing/purchase-order-documents';
import { actOnPurchaseOrder, createPurchaseOrder, getPurchaseOrder, listPurchaseOrders, replacePurchaseOrder } from '../domain/purchasing/purchase-orders';
import { expectedVersion } from '../http/etag';
import { inTransaction, readContext, replacementOf, sendCreated, sendReplaced, type RouteContext } from './context';
import { answerRecordOrPdf, recordOrPdfConfig, recordOrPdfSchema } from './document-pdf';

const tags = ['purchase-orders'];

const actionSummaries = {
  submit: 'Submit purchase order (DRAFT to TO_RECEIVE_AND_BILL)',
  hold: 'Put purchase order on hold (from an open status)',
  resume: 'Resume held purchase order (back to the status it was held in)',
  close: 'Close purchase order (open or held; the rest is no longer expected)',
  cancel: 'Cancel purchase order (DRAFT, or nothing received or billed yet)',
} as const;

export const purchaseOrderRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db }, renderPdf }) => {
  app.post('/purchase-orders', {
    config: { scope: 'purchase-orders:write' },
    schema: { tags, summary: 'Create purchase order (DRAFT)', body: purchaseOrderCreate, response: { 201: purchaseOrderDetail, 403: problem, 422: problem } },
  }, async (request, reply) => sendCreated(reply, 'purchase-orders', await inTransaction(request, db, (ctx) => createPurchaseOrder(ctx, request.body))));

  app.get('/purchase-orders', {
    config: { scope: 'purchase-orders:read' },
    schema: { tags, summary: 'List purchase orders', querystring: purchaseOrderListQuery, response: { 200: pageOf(purchaseOrder) } },
  }, async (request) => listPurchaseOrders(readContext(request, db), request.query));

  app.get('/purchase-orders/:id', {
    config: recordOrPdfConfig('purchase-orders:read'),
    schema: { tags, summary: 'Get purchase order, with its lines and history; or download it as a PDF', params: idParams, ...recordOrPdfSchema(purchaseOrderDetail, 'purchase order') },
  }, async (request, reply) => answerRecordOrPdf(request, reply, {
    json: () => getPurchaseOrder(readContext(request, db), request.params.id),
    pdf: (format) => purchaseOrderDocument(readContext(request, db), request.params.id, format, renderPdf),
  }));

  app.put('/purchase-orders/:id', {
    config: { scope: 'purchase-orders:write', ifMatch: true },
    schema: {
      tags, summary: 'Replace a draft purchase order (its supplier, currency, dates, notes and lines)',
      description: 'Takes the create\'s body; a full replacement: fields left out are cleared and the lines are the ones sent, priced as a new order\'s. '
        + 'The id, number, company (`companyIdString`, if given, must be the order\'s: 422 `immutable`) and status stay; the version goes up (`ETag`) and the '
        + 'history gets an `update` entry. Only while the status is DRAFT: once submitted or cancelled 409 `not-draft`. `If-Match` (optional) naming another version: 412.',
      params: idParams, body: purchaseOrderCreate,
      response: { 200: purchaseOrderDetail, 400: problem, 403: problem, 404: problem, 409: problem, 412: problem, 422: problem },
    },
  }, async (request, reply) => sendReplaced(reply, await inTransaction(request, db, (ctx) => replacePurchaseOrder(ctx, replacementOf(request)))));

  for (const action of purchaseOrderActions) {
    app.post(`/purchase-orders/:id/${action}`, {
      config: { scope: 'purchase-orders:write', ifMatch: true },
      schema: {
        tags, summary: actionSummaries[action],
        description: 'No body. 409 `invalid-transition` when the order\'s status does not allow the action; `If-Match` (optional) guards against a changed order (412).',
        params: idParams, response: { 200: purchaseOrderDetail, 404: problem, 409: problem, 412: problem },
      },
    }, async (request, reply) => sendReplaced(reply, await inTransaction(request, db, (ctx) =>
      actOnPurchaseOrder(ctx, { id: request.params.id, action, expectedVersion: expectedVersion(request) }))));
  }
};
