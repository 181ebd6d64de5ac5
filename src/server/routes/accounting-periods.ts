import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountingPeriod, accountingPeriodCreate, accountingPeriodListQuery } from '../../contract/accounting-periods';
import { idParams, pageOf, problem } from '../../contract/common';
import { createAccountingPeriod, getAccountingPeriod, listAccountingPeriods, setAccountingPeriodStatus } from '../domain/ledger/accounting-periods';
import { inTransaction, readContext, sendCreated, type RouteContext } from './context';

const tags = ['accounting-periods'];

export const accountingPeriodRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  app.post('/accounting-periods', {
    config: { scope: 'accounting-periods:write' },
    schema: { tags, summary: 'Create accounting period', body: accountingPeriodCreate, response: { 201: accountingPeriod, 403: problem, 409: problem, 422: problem } },
  }, async (request, reply) => sendCreated(reply, 'accounting-periods', await inTransaction(request, db, (ctx) => createAccountingPeriod(ctx, request.body))));

  app.get('/accounting-periods', {
    config: { scope: 'accounting-periods:read' },
    schema: { tags, summary: 'List accounting periods', querystring: accountingPeriodListQuery, response: { 200: pageOf(accountingPeriod) } },
  }, async (request) => listAccountingPeriods(readContext(request, db), request.query));

  app.get('/accounting-periods/:id', {
    config: { scope: 'accounting-periods:read' },
    schema: { tags, summary: 'Get accounting period', params: idParams, response: { 200: accountingPeriod, 404: problem } },
  }, async (request) => getAccountingPeriod(readContext(request, db), request.params.id));

  for (const [action, status] of [['close', 'CLOSED'], ['reopen', 'OPEN']] as const) {
    app.post(`/accounting-periods/:id/${action}`, {
      config: { scope: 'accounting-periods:write' },
      schema: {
        tags,
        summary: action === 'close' ? 'Close the period: no posting may be dated inside it' : 'Reopen a closed period',
        params: idParams,
        response: { 200: accountingPeriod, 404: problem, 409: problem },
      },
    }, async (request) => inTransaction(request, db, (ctx) => setAccountingPeriodStatus(ctx, { id: request.params.id, status })));
  }
};
