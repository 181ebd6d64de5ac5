import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountingPeriod, accountingPeriodCreate, accountingPeriodListQuery } from '../../contract/accounting-periods';
import { idParams, pageOf, problem } from '../../contract/common';
import { principalOf } from '../auth/authenticate';
import { requireCompanyMember, resolveCompanyId } from '../auth/principal';
import { createAccountingPeriod, getAccountingPeriod, listAccountingPeriods, setAccountingPeriodStatus } from '../domain/accounting-periods';
import type { RouteContext } from './context';

const tags = ['accounting-periods'];

export const accountingPeriodRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  app.post('/accounting-periods', {
    config: { scope: 'accounting-periods:write' },
    schema: { tags, summary: 'Create accounting period', body: accountingPeriodCreate, response: { 201: accountingPeriod, 403: problem, 409: problem, 422: problem } },
  }, async (request, reply) => {
    requireCompanyMember(principalOf(request), request.body.companyIdString);
    const created = await db.transaction((tx) => createAccountingPeriod(tx, request.body));
    return reply.code(201).header('Location', `/api/v1/accounting-periods/${created.id}`).send(created);
  });

  app.get('/accounting-periods', {
    config: { scope: 'accounting-periods:read' },
    schema: { tags, summary: 'List accounting periods', querystring: accountingPeriodListQuery, response: { 200: pageOf(accountingPeriod) } },
  }, async (request) => listAccountingPeriods(db, resolveCompanyId(principalOf(request), request.query.companyIdString), request.query));

  app.get('/accounting-periods/:id', {
    config: { scope: 'accounting-periods:read' },
    schema: { tags, summary: 'Get accounting period', params: idParams, response: { 200: accountingPeriod, 404: problem } },
  }, async (request) => getAccountingPeriod(db, request.params.id, principalOf(request).companyIds));

  for (const [action, status] of [['close', 'CLOSED'], ['reopen', 'OPEN']] as const) {
    app.post(`/accounting-periods/:id/${action}`, {
      config: { scope: 'accounting-periods:write' },
      schema: {
        tags,
        summary: action === 'close' ? 'Close the period: no posting may be dated inside it' : 'Reopen a closed period',
        params: idParams,
        response: { 200: accountingPeriod, 404: problem, 409: problem },
      },
    }, async (request) => db.transaction((tx) => setAccountingPeriodStatus(tx, request.params.id, status, principalOf(request).companyIds)));
  }
};
