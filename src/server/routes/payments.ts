import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, pageOf, problem } from '../../contract/common';
import { payment, paymentCancel, paymentCreate, paymentDetail, paymentListQuery } from '../../contract/payments';
import { cancelPayment, createPayment, getPayment, listPayments } from '../domain/payments/payments';
import { inTransaction, readContext, sendCreated, type RouteContext } from './context';

const tags = ['payments'];

/** Payments: posted and allocated when created, never replaced (no PUT), cancelled by reversal (docs/payments.md). */
export const paymentRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  app.post('/payments', {
    config: { scope: 'payments:write' },
    schema: {
      tags, summary: 'Receive or pay money (posted and allocated at once)',
      description: 'RECEIVE posts Dr cash or bank (net), Dr fees (charge + gateway charge + merchant commission), Dr tax, Cr receivable (total); PAY posts Dr payable (total), Cr cash or bank (net), Cr fees, Cr tax. Unless `isGlOnly`, allocates to the party\'s open invoices (bills) oldest first, or as `allocations` say; what is left stays unallocated. Send an `Idempotency-Key`. 409 `foreign-currency`, `period-closed`; 422 at the field otherwise (`transactionTotalAmount` naming the expected sum).',
      body: paymentCreate, response: { 201: paymentDetail, 403: problem, 409: problem, 422: problem },
    },
  }, async (request, reply) => sendCreated(reply, 'payments', await inTransaction(request, db, (ctx) => createPayment(ctx, request.body))));

  app.get('/payments', {
    config: { scope: 'payments:read' },
    schema: { tags, summary: 'List payments', querystring: paymentListQuery, response: { 200: pageOf(payment) } },
  }, async (request) => listPayments(readContext(request, db), request.query));

  app.get('/payments/:id', {
    config: { scope: 'payments:read' },
    schema: { tags, summary: 'Get payment, with its allocations', params: idParams, response: { 200: paymentDetail, 404: problem } },
  }, async (request) => getPayment(readContext(request, db), request.params.id));

  app.post('/payments/:id/cancel', {
    config: { scope: 'payments:write' },
    schema: {
      tags, summary: 'Cancel payment (reverses its journal entry, reopens its allocations)',
      description: 'Body optional: `postingDate` of the reversal (the payment\'s own when omitted, never before it). The invoices and bills it settled get their allocations back as outstanding. 409 `invalid-transition` when cancelled already, `period-closed`.',
      params: idParams, body: paymentCancel.nullish(), response: { 200: paymentDetail, 404: problem, 409: problem, 422: problem },
    },
  }, async (request) => inTransaction(request, db, (ctx) => cancelPayment(ctx, request.params.id, request.body)));
};
