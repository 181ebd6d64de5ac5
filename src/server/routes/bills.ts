import { bill, billCreate, billDetail, billListQuery, purchaseReceipt, purchaseReceiptCreate } from '../../contract/bills';
import { idParams, problem } from '../../contract/common';
import { createBill, createPurchaseReceipt, getBill, getPurchaseReceipt, listBills } from '../domain/purchasing/purchase-documents';
import { inTransaction, readContext, sendCreated } from './context';
import { resourceRoutes } from './resource-kit';

export const billRoutes = resourceRoutes('bills', ({ app, db, ...kit }) => {
  app.post('/purchase-orders/:id/receipts', {
    config: { scope: 'purchase-orders:write' },
    schema: {
      tags: ['purchase-orders'], summary: 'Receive goods against a purchase order (stock in at the order\'s rates)',
      description: 'Only for an order in TO_RECEIVE_AND_BILL or TO_RECEIVE (else 409 `invalid-transition`); each qty at most ordered − received (422 at `items.N.qty`).',
      params: idParams, body: purchaseReceiptCreate, response: { 201: purchaseReceipt, 403: problem, 404: problem, 409: problem, 422: problem },
    },
  }, async (request, reply) => sendCreated(reply, 'purchase-receipts', await inTransaction(request, db, (ctx) => createPurchaseReceipt(ctx, request.params.id, request.body))));

  app.get('/purchase-receipts/:id', {
    config: { scope: 'purchase-orders:read' },
    schema: { tags: ['purchase-orders'], summary: 'Get purchase receipt, with its lines', params: idParams, response: { 200: purchaseReceipt, 404: problem } },
  }, async (request) => getPurchaseReceipt(readContext(request, db), request.params.id));

  app.post('/purchase-orders/:id/bills', {
    config: { scope: 'bills:write' },
    schema: {
      tags: ['bills'], summary: 'Bill a purchase order (Dr goods received not billed / Cr payable)',
      description: 'Only for an open order (TO_RECEIVE_AND_BILL, TO_BILL, TO_RECEIVE; else 409 `invalid-transition`). Without `items`, bills every line\'s received-but-not-billed quantity; with them, each qty at most ordered − billed.',
      params: idParams, body: billCreate, response: { 201: billDetail, 403: problem, 404: problem, 409: problem, 422: problem },
    },
  }, async (request, reply) => sendCreated(reply, 'bills', await inTransaction(request, db, (ctx) => createBill(ctx, request.params.id, request.body))));

  kit.list({ summary: 'List bills', query: billListQuery, record: bill, run: listBills });
  kit.get({ summary: 'Get bill, with its lines', response: billDetail, run: getBill });
});
