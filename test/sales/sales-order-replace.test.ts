import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { SalesOrderDetail } from '../../src/contract/sales-orders';
import { salesOrders } from '../../src/server/db/schema';
import { NIL_UUID, ok } from '../support/accounting-fixtures';
import { draftReplacementTests } from '../support/draft-order-replace';
import { expectProblem } from '../support/fixtures';
import { useOrderWorld } from '../support/order-fixtures';

/** `PUT /sales-orders/{salesOrderId}`: a full replacement of a DRAFT order (docs/sales.md "Editing a draft"). */

const world = useOrderWorld('sales');
const { payload, createOrder, getOrder, replace, lineRows } = world;
const advance = (ref: string) => world.api.put(`/sales-orders/update-workflow/${ref}`, undefined);

describe('PUT /sales-orders/{salesOrderId}', () => {
  test('replaces a draft: customer, dates, notes and lines; amounts and total recomputed exactly; version and ETag up; GET shows it', async () => {
    const order = await createOrder({ deliveryDate: '2026-03-20', notes: 'Gate 4', items: [{ itemCode: 'LAMP', qty: 3, unitPrice: 12.5 }, { itemCode: 'SHADE', qty: 1, unitPrice: 4 }] });
    const res = await replace(order.id, payload({
      customerIdString: world.secondCustomer.id, orderDate: '2026-03-05', deliveryDate: null, notes: 'Gate 7',
      items: [{ itemCode: 'bulb', qty: 0.333, unitPrice: 19.99 }, { itemCode: ' LAMP ', qty: 1.5, unitPrice: 0.05 }],
    }), world.api, { 'if-match': 'W/"1"' });
    const body = ok<SalesOrderDetail>(res);
    expect(res.headers.etag).toBe('W/"2"');
    expect(body).toEqual({
      ...order,
      customerIdString: world.secondCustomer.id,
      customerName: 'Second Customer',
      orderDate: '2026-03-05',
      deliveryDate: null,
      notes: 'Gate 7',
      // 6.65667 → 6.66, 0.075 → 0.08 (half-even)
      netTotal: 6.74,
      taxTotal: 0,
      total: 6.74,
      baseTotal: 6.74,
      items: [
        { lineNumber: 1, itemIdString: expect.any(String), itemCode: 'BULB', itemName: 'Item BULB', uom: 'pcs', qty: 0.333, unitPrice: 19.99, amount: 6.66, deliveredQty: 0, billedQty: 0, taxRateIdString: null, taxPercent: null, taxAmount: 0 },
        { lineNumber: 2, itemIdString: order.items[0].itemIdString, itemCode: 'LAMP', itemName: 'Item LAMP', uom: 'pcs', qty: 1.5, unitPrice: 0.05, amount: 0.08, deliveredQty: 0, billedQty: 0, taxRateIdString: null, taxPercent: null, taxAmount: 0 },
      ],
      taxes: [],
      updatedAt: expect.any(String),
      version: 2,
    });
    // the id, the number (trace), the company, the states and the history stay
    expect(body).toMatchObject({ id: order.id, trace: order.trace, number: order.number, companyIdString: world.company.id, workflowState: 'DRAFT', status: 'DRAFT' });
    expect(body.history).toEqual(order.history);
    expect(Date.parse(body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(order.updatedAt));
    expect(await getOrder(order.id)).toEqual(body);
    expect(await lineRows(order.id)).toBe(2);
  });

  test('by trace as well as by id; without If-Match the last write wins; the workflow goes on from the edited draft', async () => {
    const order = await createOrder();
    expect(ok<SalesOrderDetail>(await replace(order.trace, payload({ items: [{ itemCode: 'SHADE', qty: 2, unitPrice: 5 }] })))).toMatchObject({ total: 10, version: 2 });
    expect(ok<SalesOrderDetail>(await replace(order.id.toUpperCase(), payload({ items: [{ itemCode: 'SHADE', qty: 4, unitPrice: 5 }] })))).toMatchObject({ total: 20, version: 3 });
    expect(ok<SalesOrderDetail>(await advance(order.trace))).toMatchObject({ workflowState: 'PENDING_APPROVAL', total: 20, version: 4 });
  });

  draftReplacementTests(world, {
    noLongerDraft: [
      ['submitted for approval', async (o) => { ok(await advance(o.trace)); }, 'PENDING_APPROVAL'],
      ['approved', async (o) => { ok(await advance(o.trace)); ok(await advance(o.trace)); }, 'TO_DELIVER_AND_BILL'],
      ['cancelled', async (o) => { ok(await world.api.post(`/sales-orders/${o.id}/cancel`)); }, 'CANCELLED'],
    ],
    invalid: [
      ['missing items', { items: undefined }, 'items', 'required'],
      ['no lines', { items: [] }, 'items', 'too_small'],
      ['a negative qty', { items: [{ itemCode: 'LAMP', qty: -1, unitPrice: 1 }] }, 'items.0.qty', 'custom'],
      ['a negative unitPrice', { items: [{ itemCode: 'LAMP', qty: 1, unitPrice: -1 }] }, 'items.0.unitPrice', 'custom'],
      ['a unitPrice finer than cents', { items: [{ itemCode: 'LAMP', qty: 1, unitPrice: 0.001 }] }, 'items.0.unitPrice', 'too-precise'],
      ['an unknown item', { items: [{ itemCode: 'LAMP', qty: 1, unitPrice: 1 }, { itemCode: 'NOPE', qty: 1, unitPrice: 1 }] }, 'items.1.itemCode', 'unknown-item'],
      ['another company\'s item', { items: [{ itemCode: 'THEIRS-1', qty: 1, unitPrice: 1 }] }, 'items.0.itemCode', 'unknown-item'],
      ['an unknown customer', { customerIdString: NIL_UUID }, 'customerIdString', 'unknown-customer'],
      ['a missing customer', { customerIdString: undefined }, 'customerIdString', 'required'],
      ['an unknown currency', { currencyCodeString: 'XYZ' }, 'currencyCodeString', 'unknown-currency'],
      ['a deliveryDate before orderDate', { deliveryDate: '2026-03-01' }, 'deliveryDate', 'before-order-date'],
    ],
    // a sales order is found by its trace too: the other company's by trace is not found either, nor an unknown trace
    badRefs: async (order, theirs) => {
      expectProblem(await replace(order.trace, theirs, world.theirApi), 404, 'not-found');
      expectProblem(await replace('SO-NOPE-000001', payload()), 404, 'not-found');
    },
  });

  test('the order row and its lines change together or not at all', async () => {
    const order = await createOrder();
    // a line amount of 10^13 is refused after the customer was found: nothing of the order changes
    expectProblem(await replace(order.id, payload({ customerIdString: world.secondCustomer.id, items: [{ itemCode: 'LAMP', qty: 100_000_000, unitPrice: 999_999_999 }] })), 422, 'validation');
    const [row] = await world.t.database.db.select().from(salesOrders).where(eq(salesOrders.id, order.id));
    expect(row).toMatchObject({ customerId: world.customer.id, version: 1 });
    expect(await getOrder(order.id)).toEqual(order);
  });
});
