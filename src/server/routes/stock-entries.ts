import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, pageOf, problem } from '../../contract/common';
import { stockEntry, stockEntryCreate, stockEntryDetail, stockEntryListQuery, stockMovement, stockMovementListQuery } from '../../contract/stock-entries';
import { createStockEntry, getStockEntry, listStockEntries } from '../domain/stock/stock-entries';
import { listStockMovements } from '../domain/stock/stock-ledger';
import { inTransaction, readContext, sendCreated, type RouteContext } from './context';

export const stockEntryRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  const tags = ['stock-entries'];
  app.post('/stock-entries', {
    config: { scope: 'stock-entries:write' },
    schema: {
      tags, summary: 'Create stock entry (a receipt or issue of stock, posted against the stock adjustment account)',
      body: stockEntryCreate, response: { 201: stockEntryDetail, 403: problem, 409: problem, 422: problem },
    },
  }, async (request, reply) => sendCreated(reply, 'stock-entries', await inTransaction(request, db, (ctx) => createStockEntry(ctx, request.body))));

  app.get('/stock-entries', {
    config: { scope: 'stock-entries:read' },
    schema: { tags, summary: 'List stock entries', querystring: stockEntryListQuery, response: { 200: pageOf(stockEntry) } },
  }, async (request) => listStockEntries(readContext(request, db), request.query));

  app.get('/stock-entries/:id', {
    config: { scope: 'stock-entries:read' },
    schema: { tags, summary: 'Get stock entry, with its lines', params: idParams, response: { 200: stockEntryDetail, 404: problem } },
  }, async (request) => getStockEntry(readContext(request, db), request.params.id));

  app.get('/items/:id/stock-movements', {
    config: { scope: 'items:read' },
    schema: {
      tags: ['items'], summary: 'List an item\'s stock movements, each with the balance after it',
      params: idParams, querystring: stockMovementListQuery, response: { 200: pageOf(stockMovement), 404: problem },
    },
  }, async (request) => listStockMovements(readContext(request, db), request.params.id, request.query));
};
