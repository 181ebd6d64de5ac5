import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, pageOf, problem } from '../../contract/common';
import { company, companyCreate, companyListQuery, companyUpdate } from '../../contract/companies';
import { createCompany, getCompany, listCompanies, updateCompany } from '../domain/identity/companies';
import { inTransaction, readContext, replacementOf, sendCreated, sendReplaced, type RouteContext } from './context';

const tags = ['companies'];

export const companyRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  app.post('/companies', {
    config: { scope: 'companies:write' },
    schema: { tags, summary: 'Create a company', body: companyCreate, response: { 201: company } },
  }, async (request, reply) => sendCreated(reply, 'companies', await inTransaction(request, db, (ctx) => createCompany(ctx, request.body))));

  app.get('/companies', {
    config: { scope: 'companies:read' },
    schema: { tags, summary: 'List your companies', querystring: companyListQuery, response: { 200: pageOf(company) } },
  }, async (request) => listCompanies(readContext(request, db), request.query));

  app.get('/companies/:id', {
    config: { scope: 'companies:read' },
    schema: { tags, summary: 'Get company', params: idParams, response: { 200: company, 404: problem } },
  }, async (request) => getCompany(readContext(request, db), request.params.id));

  app.put('/companies/:id', {
    config: { scope: 'companies:write' },
    schema: { tags, summary: 'Rename a company', params: idParams, body: companyUpdate, response: { 200: company } },
  }, async (request, reply) => sendReplaced(reply, await inTransaction(request, db, (ctx) => updateCompany(ctx, replacementOf(request)))));
};
