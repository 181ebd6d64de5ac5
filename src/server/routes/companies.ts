import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, pageOf, problem } from '../../contract/common';
import { company, companyCreate, companyListQuery, companyUpdate } from '../../contract/companies';
import { principalOf } from '../auth/authenticate';
import { createCompany, getCompany, listCompanies, updateCompany } from '../domain/companies';
import { expectedVersion, setVersionEtag } from '../http/etag';
import type { RouteContext } from './context';

export const companyRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  app.post('/companies', {
    config: { scope: 'companies:write' },
    schema: { tags: ['companies'], summary: 'Create a company', body: companyCreate, response: { 201: company } },
  }, async (request, reply) => {
    const principal = principalOf(request);
    const created = await db.transaction((tx) => createCompany(tx, request.body, principal.userId));
    return reply.code(201).header('Location', `/api/v1/companies/${created.id}`).send(created);
  });

  app.get('/companies', {
    config: { scope: 'companies:read' },
    schema: { tags: ['companies'], summary: 'List your companies', querystring: companyListQuery, response: { 200: pageOf(company) } },
  }, async (request) => listCompanies(db, request.query, principalOf(request).companyIds));

  app.get('/companies/:id', {
    config: { scope: 'companies:read' },
    schema: { tags: ['companies'], summary: 'Get company', params: idParams, response: { 200: company, 404: problem } },
  }, async (request) => getCompany(db, request.params.id, principalOf(request).companyIds));

  app.put('/companies/:id', {
    config: { scope: 'companies:write' },
    schema: { tags: ['companies'], summary: 'Rename a company', params: idParams, body: companyUpdate, response: { 200: company } },
  }, async (request, reply) => {
    const updated = await db.transaction((tx) =>
      updateCompany(tx, request.params.id, request.body, principalOf(request).companyIds, expectedVersion(request)));
    setVersionEtag(reply, updated.version);
    return updated;
  });

};
