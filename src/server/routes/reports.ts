import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trialBalance, trialBalanceQuery } from '../../contract/reports';
import { principalOf } from '../auth/authenticate';
import { resolveCompanyId } from '../auth/principal';
import { trialBalance as buildTrialBalance } from '../domain/trial-balance';
import type { RouteContext } from './context';

export const reportRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  app.get('/reports/trial-balance', {
    config: { scope: 'reports:read' },
    schema: { tags: ['reports'], summary: 'Trial balance: opening, debit, credit and closing per account', querystring: trialBalanceQuery, response: { 200: trialBalance } },
  }, async (request) => buildTrialBalance(db, resolveCompanyId(principalOf(request), request.query.companyIdString), request.query));
};
