import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agingQuery, agingReport } from '../../contract/aging';
import { dashboard, dashboardQuery } from '../../contract/dashboard';
import { trialBalance, trialBalanceQuery } from '../../contract/reports';
import { agingReport as buildAging } from '../domain/reports/aging';
import { dashboard as buildDashboard } from '../domain/reports/dashboard';
import { trialBalance as buildTrialBalance } from '../domain/reports/trial-balance';
import { readContext, type RouteContext } from './context';

export const reportRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  app.get('/reports/trial-balance', {
    config: { scope: 'reports:read' },
    schema: { tags: ['reports'], summary: 'Trial balance: opening, debit, credit and closing per account', querystring: trialBalanceQuery, response: { 200: trialBalance } },
  }, async (request) => buildTrialBalance(readContext(request, db), request.query));

  app.get('/reports/receivables-aging', {
    config: { scope: 'reports:read' },
    schema: {
      tags: ['reports'], summary: 'Receivables aging: open invoices and credit notes as of a date, by days past due, per customer',
      querystring: agingQuery, response: { 200: agingReport },
    },
  }, async (request) => buildAging(readContext(request, db), 'receivables', request.query));

  app.get('/reports/payables-aging', {
    config: { scope: 'reports:read' },
    schema: {
      tags: ['reports'], summary: 'Payables aging: open bills as of a date, by days past due (a bill is due on its posting date), per supplier',
      querystring: agingQuery, response: { 200: agingReport },
    },
  }, async (request) => buildAging(readContext(request, db), 'payables', request.query));

  app.get('/reports/dashboard', {
    config: { scope: 'reports:read' },
    schema: { tags: ['reports'], summary: 'The business at a glance: sales, open orders, receivables, payables, cash, low stock', querystring: dashboardQuery, response: { 200: dashboard } },
  }, async (request) => buildDashboard(readContext(request, db), request.query));
};
