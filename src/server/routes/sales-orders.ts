import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, pageOf, problem } from '../../contract/common';
import {
  salesDelivery, salesDeliveryCreate, salesOrder, salesOrderActions, salesOrderCreate, salesOrderDetail, salesOrderListQuery, salesOrderParams,
  salesOrderTraceParams,
} from '../../contract/sales-orders';
import { salesOrderPdf } from '../domain/sales/sales-order-documents';
import { deliveryDocument } from '../domain/sales/delivery-documents';
import { createSalesDelivery, getSalesDelivery } from '../domain/sales/sales-deliveries';
import { actOnSalesOrder, createSalesOrder, getSalesOrder, listSalesOrders, replaceSalesOrder, updateSalesOrderWorkflow } from '../domain/sales/sales-orders';
import { expectedVersion } from '../http/etag';
import { inTransaction, readContext, sendCreated, sendReplaced, type RouteContext } from './context';
import { answerRecordOrPdf, recordOrPdfConfig, recordOrPdfSchema } from './document-pdf';

const tags = ['sales-orders'];

const actionSummaries = {
  hold: 'Put sales order on hold (from an open status)',
  resume: 'Resume held sales order (back to the status it was held in)',
  close: 'Close sales order (open or held; the rest is no longer expected)',
  cancel: 'Cancel sales order (before approval, or nothing delivered or billed yet)',
} as const;

export const salesOrderRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db }, renderPdf }) => {
  app.post('/sales-orders', {
    config: { scope: 'sales-orders:write' },
    schema: { tags, summary: 'Create sales order (DRAFT)', body: salesOrderCreate, response: { 201: salesOrderDetail, 403: problem, 422: problem } },
  }, async (request, reply) => sendCreated(reply, 'sales-orders', await inTransaction(request, db, (ctx) => createSalesOrder(ctx, request.body))));

  app.get('/sales-orders', {
    config: { scope: 'sales-orders:read' },
    schema: {
      tags, summary: 'List sales orders',
      description: 'Newest first unless `sort` says otherwise (`-field` or `field,direction`); `fromDate` and `toDate` are inclusive on the UTC date of `createdAt`.',
      querystring: salesOrderListQuery, response: { 200: pageOf(salesOrder) },
    },
  }, async (request) => listSalesOrders(readContext(request, db), request.query));

  app.get('/sales-orders/:salesOrderId', {
    config: recordOrPdfConfig('sales-orders:read'),
    schema: {
      tags, summary: 'Get sales order by id or trace, with its lines, history and deliveries; or download it as a PDF',
      params: salesOrderParams,
      ...recordOrPdfSchema(salesOrderDetail, 'order'),
    },
  }, async (request, reply) => answerRecordOrPdf(request, reply, {
    json: () => getSalesOrder(readContext(request, db), request.params.salesOrderId),
    pdf: (format) => salesOrderPdf(readContext(request, db), { ref: request.params.salesOrderId, format }, renderPdf),
  }));

  app.put('/sales-orders/:salesOrderId', {
    config: { scope: 'sales-orders:write', ifMatch: true },
    schema: {
      tags, summary: 'Replace a draft sales order (its customer, currency, dates, notes and lines)',
      description: 'Takes the id or the trace and the create\'s body; a full replacement: fields left out are cleared and the lines are the ones sent, '
        + 'priced as a new order\'s. The id, number, company (`companyIdString`, if given, must be the order\'s: 422 `immutable`), states and history stay; '
        + 'the version goes up (`ETag`). Only while workflowState and status are DRAFT: once submitted, approved or cancelled 409 `not-draft`. '
        + '`If-Match` (optional) naming another version: 412.',
      params: salesOrderParams, body: salesOrderCreate,
      response: { 200: salesOrderDetail, 400: problem, 403: problem, 404: problem, 409: problem, 412: problem, 422: problem },
    },
  }, async (request, reply) => sendReplaced(reply, await inTransaction(request, db, (ctx) =>
    replaceSalesOrder(ctx, { id: request.params.salesOrderId, data: request.body, expectedVersion: expectedVersion(request) }))));

  app.put('/sales-orders/update-workflow/:salesOrderTrace', {
    config: { scope: 'sales-orders:write', ifMatch: true },
    schema: {
      tags, summary: 'Advance the sales order workflow one step (DRAFT → PENDING_APPROVAL → APPROVED)',
      description: 'No body. Takes the trace (or the id). At APPROVED, or once the order is cancelled, 409 `invalid-transition`; reaching APPROVED sets the status to TO_DELIVER_AND_BILL. `If-Match` (optional) guards against a changed order (412).',
      params: salesOrderTraceParams, response: { 200: salesOrderDetail, 404: problem, 409: problem, 412: problem },
    },
  }, async (request, reply) => sendReplaced(reply, await inTransaction(request, db, (ctx) =>
    updateSalesOrderWorkflow(ctx, { ref: request.params.salesOrderTrace, expectedVersion: expectedVersion(request) }))));

  for (const action of salesOrderActions) {
    app.post(`/sales-orders/:salesOrderId/${action}`, {
      config: { scope: 'sales-orders:write', ifMatch: true },
      schema: {
        tags, summary: actionSummaries[action],
        description: 'No body. 409 `invalid-transition` when the order\'s status does not allow the action; `If-Match` (optional) guards against a changed order (412).',
        params: salesOrderParams, response: { 200: salesOrderDetail, 404: problem, 409: problem, 412: problem },
      },
    }, async (request, reply) => sendReplaced(reply, await inTransaction(request, db, (ctx) =>
      actOnSalesOrder(ctx, { ref: request.params.salesOrderId, action, expectedVersion: expectedVersion(request) }))));
  }

  app.post('/sales-orders/:salesOrderId/deliveries', {
    config: { scope: 'sales-orders:write' },
    schema: {
      tags, summary: 'Deliver goods of a sales order (stock out at valuation cost: Dr cost of goods sold / Cr stock)',
      description: 'Only for an APPROVED order in TO_DELIVER_AND_BILL or TO_DELIVER (else 409 `invalid-transition`); each qty at most ordered − delivered (422 at `items.N.qty`); 409 `insufficient-stock` or `period-closed` write nothing.',
      params: salesOrderParams, body: salesDeliveryCreate, response: { 201: salesDelivery, 403: problem, 404: problem, 409: problem, 422: problem },
    },
  }, async (request, reply) => sendCreated(reply, 'deliveries', await inTransaction(request, db, (ctx) => createSalesDelivery(ctx, request.params.salesOrderId, request.body))));

  app.get('/deliveries/:id', {
    config: recordOrPdfConfig('sales-orders:read'),
    schema: { tags, summary: 'Get delivery (or goods return), with its lines; or download its delivery note as a PDF', params: idParams, ...recordOrPdfSchema(salesDelivery, 'delivery note') },
  }, async (request, reply) => answerRecordOrPdf(request, reply, {
    json: () => getSalesDelivery(readContext(request, db), request.params.id),
    pdf: (format) => deliveryDocument(readContext(request, db), request.params.id, format, renderPdf),
  }));
};
