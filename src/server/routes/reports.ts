import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trialBalance, trialBalanceQuery } from '../../contract/reports';
import { trialBalance as buildTrialBalance } from '../domain/trial-balance';
import { readContext, type RouteContext } from './context';

export const reportRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  app.get('/reports/trial-balance', {
    config: { scope: 'reports:read' },
    schema: { tags: ['reports'], summary: 'Trial balance: opening, debit, credit and closing per account', querystring: trialBalanceQuery, response: { 200: trialBalance } },
  }, async (request) => buildTrialBalance(readContext(request, db), request.query));
};
