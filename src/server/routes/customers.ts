import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, pageOf, problem } from '../../contract/common';
import { customer, customerCreate, customerListQuery, customerUpdate } from '../../contract/customers';
import { principalOf } from '../auth/authenticate';
import { resolveCompanyId } from '../auth/principal';
import { createCustomer, getCustomer, listCustomers, updateCustomer } from '../domain/customers';
import { expectedVersion, setVersionEtag } from '../http/etag';
import type { RouteContext } from './context';

const tags = ['customers'];

export const customerRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  app.post('/customers', {
    config: { scope: 'customers:write' },
    schema: { tags, summary: 'Create customer', body: customerCreate, response: { 201: customer, 403: problem, 409: problem, 422: problem } },
  }, async (request, reply) => {
    const companyId = resolveCompanyId(principalOf(request), request.body.companyIdString);
    const created = await db.transaction((tx) => createCustomer(tx, companyId, request.body));
    return reply.code(201).header('Location', `/api/v1/customers/${created.id}`).send(created);
  });

  app.get('/customers', {
    config: { scope: 'customers:read' },
    schema: { tags, summary: 'List customers', querystring: customerListQuery, response: { 200: pageOf(customer) } },
  }, async (request) => listCustomers(db, resolveCompanyId(principalOf(request), request.query.companyIdString), request.query));

  app.get('/customers/:id', {
    config: { scope: 'customers:read' },
    schema: { tags, summary: 'Get customer', params: idParams, response: { 200: customer, 404: problem } },
  }, async (request) => getCustomer(db, request.params.id, principalOf(request).companyIds));

  app.put('/customers/:id', {
    config: { scope: 'customers:write' },
    schema: { tags, summary: 'Update customer', params: idParams, body: customerUpdate, response: { 200: customer, 404: problem, 409: problem, 412: problem, 422: problem } },
  }, async (request, reply) => {
    const principal = principalOf(request);
    if (request.body.companyIdString) resolveCompanyId(principal, request.body.companyIdString);
    const updated = await db.transaction((tx) => updateCustomer(tx, request.params.id, request.body, principal.companyIds, expectedVersion(request)));
    setVersionEtag(reply, updated.version);
    return updated;
  });
};
