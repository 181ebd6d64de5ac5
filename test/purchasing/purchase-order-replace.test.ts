import { describe, expect, test } from 'vitest';
import type { PurchaseOrderDetail } from '../../src/contract/purchase-orders';
import { expectProblem } from '../support/fixtures';
import { NIL_UUID, ok } from '../support/accounting-fixtures';
import { draftReplacementTests } from '../support/draft-order-replace';
import { useOrderWorld } from '../support/order-fixtures';

/** `PUT /purchase-orders/{id}`: a full replacement of a DRAFT order (docs/inventory-and-purchasing.md "Editing a draft"). */

const world = useOrderWorld('purchase');
const { payload, createOrder, getOrder, replace, lineRows } = world;
const act = (id: string, action: string) => world.api.post(`/purchase-orders/${id}/${action}`);

describe('PUT /purchase-orders/{id}', () => {
  test('replaces a draft: supplier, dates, notes and lines; amounts and total recomputed exactly; version and ETag up; the edit in the history; GET shows it', async () => {
    const order = await createOrder({ expectedDate: '2026-03-20', notes: 'Dock 2', items: [{ itemCode: 'BOLT-10', qty: 3, rate: 1.25 }, { itemCode: 'NUT-5', qty: 1, rate: 4 }] });
    const res = await replace(order.id, payload({
      supplierIdString: world.otherSupplier.id, orderDate: '2026-03-05', expectedDate: null, notes: 'Dock 7',
      items: [{ itemCode: 'washer', qty: 0.333, rate: 19.99 }, { itemCode: ' BOLT-10 ', qty: 1.5, rate: 0.05 }],
    }), world.api, { 'if-match': 'W/"1"' });
    const body = ok<PurchaseOrderDetail>(res);
    expect(res.headers.etag).toBe('W/"2"');
    expect(body).toEqual({
      ...order,
      supplierIdString: world.otherSupplier.id,
      supplierName: 'Bolt Brothers',
      orderDate: '2026-03-05',
      expectedDate: null,
      notes: 'Dock 7',
      // 6.65667 → 6.66, 0.075 → 0.08 (half-even)
      netTotal: 6.74,
      taxTotal: 0,
      total: 6.74,
      baseTotal: 6.74,
      items: [
        { lineNumber: 1, itemIdString: expect.any(String), itemCode: 'WASHER', itemName: 'Item WASHER', uom: 'pcs', qty: 0.333, rate: 19.99, amount: 6.66, receivedQty: 0, billedQty: 0, taxRateIdString: null, taxPercent: null, taxAmount: 0 },
        { lineNumber: 2, itemIdString: order.items[0].itemIdString, itemCode: 'BOLT-10', itemName: 'Item BOLT-10', uom: 'pcs', qty: 1.5, rate: 0.05, amount: 0.08, receivedQty: 0, billedQty: 0, taxRateIdString: null, taxPercent: null, taxAmount: 0 },
      ],
      taxes: [],
      history: [...order.history, { action: 'update', from: 'DRAFT', to: 'DRAFT', at: expect.any(String), by: world.admin.userId }],
      updatedAt: expect.any(String),
      version: 2,
    });
    expect(body).toMatchObject({ id: order.id, number: order.number, companyIdString: world.company.id, status: 'DRAFT' });
    expect(await getOrder(order.id)).toEqual(body);
    expect(await lineRows(order.id)).toBe(2);
  });

  test('without If-Match the last write wins; the edited draft is submitted as edited', async () => {
    const order = await createOrder();
    expect(ok<PurchaseOrderDetail>(await replace(order.id, payload({ items: [{ itemCode: 'NUT-5', qty: 2, rate: 5 }] })))).toMatchObject({ total: 10, version: 2 });
    expect(ok<PurchaseOrderDetail>(await replace(order.id.toUpperCase(), payload({ items: [{ itemCode: 'NUT-5', qty: 4, rate: 5 }] })))).toMatchObject({ total: 20, version: 3 });
    expect(ok<PurchaseOrderDetail>(await act(order.id, 'submit'))).toMatchObject({ status: 'TO_RECEIVE_AND_BILL', total: 20, version: 4 });
  });

  draftReplacementTests(world, {
    noLongerDraft: [
      ['submitted', async (order) => { ok(await act(order.id, 'submit')); }, 'TO_RECEIVE_AND_BILL'],
      ['cancelled', async (order) => { ok(await act(order.id, 'cancel')); }, 'CANCELLED'],
    ],
    invalid: [
      ['missing items', { items: undefined }, 'items', 'required'],
      ['no lines', { items: [] }, 'items', 'too_small'],
      ['a negative qty', { items: [{ itemCode: 'BOLT-10', qty: -1, rate: 1 }] }, 'items.0.qty', 'custom'],
      ['a negative rate', { items: [{ itemCode: 'BOLT-10', qty: 1, rate: -1 }] }, 'items.0.rate', 'custom'],
      ['an unknown item', { items: [{ itemCode: 'BOLT-10', qty: 1, rate: 1 }, { itemCode: 'NOPE', qty: 1, rate: 1 }] }, 'items.1.itemCode', 'unknown-item'],
      ['another company\'s item', { items: [{ itemCode: 'THEIRS-1', qty: 1, rate: 1 }] }, 'items.0.itemCode', 'unknown-item'],
      ['an unknown supplier', { supplierIdString: NIL_UUID }, 'supplierIdString', 'unknown-supplier'],
      ['an unknown currency', { currencyCodeString: 'XYZ' }, 'currencyCodeString', 'unknown-currency'],
      ['an expectedDate before orderDate', { expectedDate: '2026-03-01' }, 'expectedDate', 'before-order-date'],
    ],
    // a purchase order has no reference but its id
    badRefs: async () => {
      expect(expectProblem(await replace('PO-1', payload()), 400, 'invalid-query').errors?.map((e) => e.path)).toEqual(['id']);
    },
  });
});
