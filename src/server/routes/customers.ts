import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, pageOf, problem } from '../../contract/common';
import { customer, customerCreate, customerListQuery, customerUpdate } from '../../contract/customers';
import { createCustomer, getCustomer, listCustomers, updateCustomer } from '../domain/sales/customers';
import { inTransaction, readContext, replacementOf, sendCreated, sendReplaced, type RouteContext } from './context';

const tags = ['customers'];

export const customerRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  app.post('/customers', {
    config: { scope: 'customers:write' },
    schema: { tags, summary: 'Create customer', body: customerCreate, response: { 201: customer, 403: problem, 409: problem, 422: problem } },
  }, async (request, reply) => sendCreated(reply, 'customers', await inTransaction(request, db, (ctx) => createCustomer(ctx, request.body))));

  app.get('/customers', {
    config: { scope: 'customers:read' },
    schema: { tags, summary: 'List customers', querystring: customerListQuery, response: { 200: pageOf(customer) } },
  }, async (request) => listCustomers(readContext(request, db), request.query));

  app.get('/customers/:id', {
    config: { scope: 'customers:read' },
    schema: { tags, summary: 'Get customer', params: idParams, response: { 200: customer, 404: problem } },
  }, async (request) => getCustomer(readContext(request, db), request.params.id));

  app.put('/customers/:id', {
    config: { scope: 'customers:write' },
    schema: { tags, summary: 'Update customer', params: idParams, body: customerUpdate, response: { 200: customer, 404: problem, 409: problem, 412: problem, 422: problem } },
  }, async (request, reply) => sendReplaced(reply, await inTransaction(request, db, (ctx) => updateCustomer(ctx, replacementOf(request)))));
};
