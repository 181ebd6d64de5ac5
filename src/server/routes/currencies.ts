import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../contract/common';
import { currency, currencyListQuery } from '../../contract/currencies';
import { listCurrencies } from '../domain/ledger/currencies';
import { readContext, type RouteContext } from './context';

export const currencyRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  app.get('/currencies', {
    config: { scope: 'currencies:read' },
    schema: { tags: ['currencies'], summary: 'ISO 4217 currencies with their ids and minor units', querystring: currencyListQuery, response: { 200: pageOf(currency) } },
  }, async (request) => listCurrencies(readContext(request, db), request.query));
};
