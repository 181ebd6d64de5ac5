import { idParams, pageOf, problem } from '../../contract/common';
import { stockEntry, stockEntryCreate, stockEntryDetail, stockEntryListQuery, stockMovement, stockMovementListQuery } from '../../contract/stock-entries';
import { createStockEntry, getStockEntry, listStockEntries } from '../domain/inventory/stock-entries';
import { listStockMovements } from '../domain/stock/stock-ledger';
import { readContext } from './context';
import { resourceRoutes } from './resource-kit';

export const stockEntryRoutes = resourceRoutes('stock-entries', ({ app, db, ...kit }) => {
  kit.create({
    summary: 'Create stock entry (a receipt or issue of stock, posted against the stock adjustment account)',
    body: stockEntryCreate, response: stockEntryDetail, run: createStockEntry,
  });
  kit.list({ summary: 'List stock entries', query: stockEntryListQuery, record: stockEntry, run: listStockEntries });
  kit.get({ summary: 'Get stock entry, with its lines', response: stockEntryDetail, run: getStockEntry });

  app.get('/items/:id/stock-movements', {
    config: { scope: 'items:read' },
    schema: {
      tags: ['items'], summary: 'List an item\'s stock movements, each with the balance after it',
      params: idParams, querystring: stockMovementListQuery, response: { 200: pageOf(stockMovement), 404: problem },
    },
  }, async (request) => listStockMovements(readContext(request, db), request.params.id, request.query));
});
