import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, pageOf, problem } from '../../contract/common';
import { fiscalYear, fiscalYearCreate, fiscalYearListQuery } from '../../contract/fiscal-years';
import { createFiscalYear, getFiscalYear, listFiscalYears } from '../domain/ledger/fiscal-years';
import { inTransaction, readContext, sendCreated, type RouteContext } from './context';

const tags = ['fiscal-years'];

export const fiscalYearRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  app.post('/fiscal-years', {
    config: { scope: 'fiscal-years:write' },
    schema: { tags, summary: 'Create fiscal year', body: fiscalYearCreate, response: { 201: fiscalYear, 403: problem, 409: problem, 422: problem } },
  }, async (request, reply) => sendCreated(reply, 'fiscal-years', await inTransaction(request, db, (ctx) => createFiscalYear(ctx, request.body))));

  app.get('/fiscal-years', {
    config: { scope: 'fiscal-years:read' },
    schema: { tags, summary: 'List fiscal years', querystring: fiscalYearListQuery, response: { 200: pageOf(fiscalYear) } },
  }, async (request) => listFiscalYears(readContext(request, db), request.query));

  app.get('/fiscal-years/:id', {
    config: { scope: 'fiscal-years:read' },
    schema: { tags, summary: 'Get fiscal year', params: idParams, response: { 200: fiscalYear, 404: problem } },
  }, async (request) => getFiscalYear(readContext(request, db), request.params.id));
};
