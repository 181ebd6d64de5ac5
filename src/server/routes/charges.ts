import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, pageOf, problem } from '../../contract/common';
import { charge, chargeCreate, chargeListQuery, chargeQuote, chargeQuoteQuery, chargeUpdate } from '../../contract/charges';
import { createCharge, getCharge, listCharges, quoteChargeOnBase, updateCharge } from '../domain/sales/charges';
import { inTransaction, readContext, replacementOf, sendCreated, sendReplaced, type RouteContext } from './context';

const tags = ['charges'];

export const chargeRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  app.post('/charges', {
    config: { scope: 'charges:write' },
    schema: { tags, summary: 'Create charge', body: chargeCreate, response: { 201: charge, 403: problem, 409: problem, 422: problem } },
  }, async (request, reply) => sendCreated(reply, 'charges', await inTransaction(request, db, (ctx) => createCharge(ctx, request.body))));

  app.get('/charges', {
    config: { scope: 'charges:read' },
    schema: { tags, summary: 'List charges', querystring: chargeListQuery, response: { 200: pageOf(charge) } },
  }, async (request) => listCharges(readContext(request, db), request.query));

  app.get('/charges/:id', {
    config: { scope: 'charges:read' },
    schema: { tags, summary: 'Get charge', params: idParams, response: { 200: charge, 404: problem } },
  }, async (request) => getCharge(readContext(request, db), request.params.id));

  app.put('/charges/:id', {
    config: { scope: 'charges:write' },
    schema: { tags, summary: 'Update charge', params: idParams, body: chargeUpdate, response: { 200: charge, 403: problem, 404: problem, 409: problem, 412: problem, 422: problem } },
  }, async (request, reply) => sendReplaced(reply, await inTransaction(request, db, (ctx) => updateCharge(ctx, replacementOf(request)))));

  app.get('/charges/:id/quote', {
    config: { scope: 'charges:read' },
    schema: {
      tags, summary: 'Quote charge', description: 'What the charge comes to on a base amount, rounded half-even to the currency\'s minor units.',
      params: idParams, querystring: chargeQuoteQuery, response: { 200: chargeQuote, 400: problem, 404: problem },
    },
  }, async (request) => quoteChargeOnBase(readContext(request, db), request.params.id, request.query.base));
};
