import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { PurchaseOrderDetail } from '../../src/contract/purchase-orders';
import type { Supplier } from '../../src/contract/suppliers';
import { outbox, purchaseOrderLines } from '../../src/server/db/schema';
import { errorPaths, NIL_UUID, ok, type Client } from '../support/accounting-fixtures';
import { expectForbiddenScope, expectProblem, expectUnauthorized, type Admin } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

/** `PUT /purchase-orders/{id}`: a full replacement of a DRAFT order (docs/inventory-and-purchasing.md "Editing a draft"). */

let t: TestApp;
let admin: Admin;
let api: Client;
let theirApi: Client;
let company: Company;
let otherCompany: Company;
let supplier: Supplier;
let otherSupplier: Supplier;
let theirSupplier: Supplier;

const itemPayload = (itemCode: string, companyIdString: string) => ({
  itemCode, name: `Item ${itemCode}`, itemGroup: 'Parts', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString,
});

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, api, theirApi, company, otherCompany } = await twoCompanies(t));
  supplier = ok(await api.post('/suppliers', { name: 'Acme Parts' }), 201);
  otherSupplier = ok(await api.post('/suppliers', { name: 'Bolt Brothers' }), 201);
  theirSupplier = ok(await theirApi.post('/suppliers', { name: 'Their Supplier' }), 201);
  for (const code of ['BOLT-10', 'NUT-5', 'WASHER']) ok(await api.post('/items', itemPayload(code, company.id)), 201);
  ok(await theirApi.post('/items', itemPayload('THEIRS-1', otherCompany.id)), 201);
});
afterAll(async () => {
  await t?.close();
});

const payload = (overrides: Record<string, unknown> = {}) => ({
  companyIdString: company.id,
  supplierIdString: supplier.id,
  currencyCodeString: 'USD',
  orderDate: '2026-03-02',
  items: [{ itemCode: 'BOLT-10', qty: 3, rate: 1.25 }],
  ...overrides,
});
const createOrder = async (overrides: Record<string, unknown> = {}): Promise<PurchaseOrderDetail> => ok(await api.post('/purchase-orders', payload(overrides)), 201);
const replace = (id: string, body: unknown, as = api, headers?: Record<string, string>) => as.put(`/purchase-orders/${id}`, body, headers);
const getOrder = async (id: string): Promise<PurchaseOrderDetail> => ok(await api.get(`/purchase-orders/${id}`));
const act = (id: string, action: string) => api.post(`/purchase-orders/${id}/${action}`);
const lineRows = async (orderId: string) => (await t.database.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, orderId))).length;

describe('PUT /purchase-orders/{id}', () => {
  test('replaces a draft: supplier, dates, notes and lines; amounts and total recomputed exactly; version and ETag up; the edit in the history; GET shows it', async () => {
    const order = await createOrder({ expectedDate: '2026-03-20', notes: 'Dock 2', items: [{ itemCode: 'BOLT-10', qty: 3, rate: 1.25 }, { itemCode: 'NUT-5', qty: 1, rate: 4 }] });
    const res = await replace(order.id, payload({
      supplierIdString: otherSupplier.id, orderDate: '2026-03-05', expectedDate: null, notes: 'Dock 7',
      items: [{ itemCode: 'washer', qty: 0.333, rate: 19.99 }, { itemCode: ' BOLT-10 ', qty: 1.5, rate: 0.05 }],
    }), api, { 'if-match': 'W/"1"' });
    const body = ok<PurchaseOrderDetail>(res);
    expect(res.headers.etag).toBe('W/"2"');
    expect(body).toEqual({
      ...order,
      supplierIdString: otherSupplier.id,
      supplierName: 'Bolt Brothers',
      orderDate: '2026-03-05',
      expectedDate: null,
      notes: 'Dock 7',
      // 6.65667 → 6.66, 0.075 → 0.08 (half-even)
      total: 6.74,
      items: [
        { lineNumber: 1, itemIdString: expect.any(String), itemCode: 'WASHER', itemName: 'Item WASHER', uom: 'pcs', qty: 0.333, rate: 19.99, amount: 6.66, receivedQty: 0, billedQty: 0 },
        { lineNumber: 2, itemIdString: order.items[0].itemIdString, itemCode: 'BOLT-10', itemName: 'Item BOLT-10', uom: 'pcs', qty: 1.5, rate: 0.05, amount: 0.08, receivedQty: 0, billedQty: 0 },
      ],
      history: [...order.history, { action: 'update', from: 'DRAFT', to: 'DRAFT', at: expect.any(String), by: admin.userId }],
      updatedAt: expect.any(String),
      version: 2,
    });
    expect(body).toMatchObject({ id: order.id, number: order.number, companyIdString: company.id, status: 'DRAFT' });
    expect(await getOrder(order.id)).toEqual(body);
    expect(await lineRows(order.id)).toBe(2);
  });

  test('without If-Match the last write wins; the edited draft is submitted as edited', async () => {
    const order = await createOrder();
    expect(ok<PurchaseOrderDetail>(await replace(order.id, payload({ items: [{ itemCode: 'NUT-5', qty: 2, rate: 5 }] })))).toMatchObject({ total: 10, version: 2 });
    expect(ok<PurchaseOrderDetail>(await replace(order.id.toUpperCase(), payload({ items: [{ itemCode: 'NUT-5', qty: 4, rate: 5 }] })))).toMatchObject({ total: 20, version: 3 });
    expect(ok<PurchaseOrderDetail>(await act(order.id, 'submit'))).toMatchObject({ status: 'TO_RECEIVE_AND_BILL', total: 20, version: 4 });
  });

  test('the change is an event: purchase_order.updated with the order as GET answers it', async () => {
    const order = await createOrder();
    const replaced = ok<PurchaseOrderDetail>(await replace(order.id, payload({ notes: 'evented' })));
    const rows = await t.database.db.select().from(outbox).where(sql`${outbox.payload} -> 'object' ->> 'id' = ${order.id}`);
    expect(rows.map((r) => [r.kind, r.type, r.companyId])).toEqual([['event', 'purchase_order.updated', company.id]]);
    expect(rows[0].payload).toEqual({ object: replaced });
  });

  test('If-Match naming another version: 412, nothing changed', async () => {
    const order = await createOrder();
    ok(await replace(order.id, payload({ notes: 'first edit' }), api, { 'if-match': 'W/"1"' }));
    const before = await getOrder(order.id);
    const stale = expectProblem(await replace(order.id, payload({ notes: 'second edit' }), api, { 'if-match': 'W/"1"' }), 412, 'precondition-failed');
    expect(stale.detail).toContain('version 2');
    expect(await getOrder(order.id)).toEqual(before);
  });

  test.each([
    ['submitted', 'submit', 'TO_RECEIVE_AND_BILL'],
    ['cancelled', 'cancel', 'CANCELLED'],
  ])('an order %s is no draft: 409 not-draft, nothing changed', async (_label, action, status) => {
    const order = await createOrder();
    ok(await act(order.id, action));
    const before = await getOrder(order.id);
    const body = expectProblem(await replace(order.id, payload({ notes: 'too late' })), 409, 'not-draft');
    expect(body.detail).toBe(`The purchase order ${order.number} is ${status}: only a DRAFT order can be edited.`);
    expect(await getOrder(order.id)).toEqual(before);
  });

  test.each([
    ['missing items', { items: undefined }, 'items', 'required'],
    ['no lines', { items: [] }, 'items', 'too_small'],
    ['a negative qty', { items: [{ itemCode: 'BOLT-10', qty: -1, rate: 1 }] }, 'items.0.qty', 'custom'],
    ['a negative rate', { items: [{ itemCode: 'BOLT-10', qty: 1, rate: -1 }] }, 'items.0.rate', 'custom'],
    ['an unknown item', { items: [{ itemCode: 'BOLT-10', qty: 1, rate: 1 }, { itemCode: 'NOPE', qty: 1, rate: 1 }] }, 'items.1.itemCode', 'unknown-item'],
    ['another company\'s item', { items: [{ itemCode: 'THEIRS-1', qty: 1, rate: 1 }] }, 'items.0.itemCode', 'unknown-item'],
    ['an unknown supplier', { supplierIdString: NIL_UUID }, 'supplierIdString', 'unknown-supplier'],
    ['an unknown currency', { currencyCodeString: 'XYZ' }, 'currencyCodeString', 'unknown-currency'],
    ['an expectedDate before orderDate', { expectedDate: '2026-03-01' }, 'expectedDate', 'before-order-date'],
  ])('rejects %s with 422 at that field, nothing changed', async (_label, overrides, path, code) => {
    const order = await createOrder();
    const body = expectProblem(await replace(order.id, payload(overrides)), 422, 'validation');
    expect(errorPaths(body)).toContain(path);
    expect(body.errors!.find((e) => e.path === path)!.code).toBe(code);
    expect(await getOrder(order.id)).toEqual(order);
    expect(await lineRows(order.id)).toBe(1);
  });

  test('another company\'s supplier is unknown: 422 at supplierIdString, nothing leaked or changed', async () => {
    const order = await createOrder();
    const body = expectProblem(await replace(order.id, payload({ supplierIdString: theirSupplier.id })), 422, 'validation');
    expect(body.errors).toEqual([{ path: 'supplierIdString', message: 'is not a supplier of this company', code: 'unknown-supplier' }]);
    expect(await getOrder(order.id)).toEqual(order);
  });

  test('the company is fixed: another of your companies is 422 immutable at companyIdString, one you are not in 403; leaving it out keeps it', async () => {
    const order = await createOrder();
    const second = ok<Company>(await api.post('/companies', { name: 'Second Purchasing Co', baseCurrency: 'USD' }), 201);
    const moved = expectProblem(await replace(order.id, payload({ companyIdString: second.id })), 422, 'validation');
    expect(moved.errors).toEqual([{ path: 'companyIdString', message: 'a purchase order cannot move to another company', code: 'immutable' }]);
    expectProblem(await replace(order.id, payload({ companyIdString: otherCompany.id })), 403, 'forbidden-company');
    expect(await getOrder(order.id)).toEqual(order);
    const { companyIdString, ...withoutCompany } = payload({ notes: 'kept' });
    expect(companyIdString).toBe(company.id);
    expect(ok<PurchaseOrderDetail>(await replace(order.id, withoutCompany))).toMatchObject({ companyIdString: company.id, notes: 'kept' });
  });

  test('authorization: 401 without credentials, 403 with a read-only key, another company\'s order 404; nothing changed', async () => {
    const order = await createOrder();
    await expectUnauthorized(t, { method: 'PUT', url: `/purchase-orders/${order.id}`, payload: payload() });
    await expectForbiddenScope(t, admin.token, { method: 'PUT', url: `/purchase-orders/${order.id}`, payload: payload() }, 'purchase-orders:write', ['purchase-orders:read']);
    const theirs = { companyIdString: otherCompany.id, supplierIdString: theirSupplier.id, currencyCodeString: 'USD', orderDate: '2026-03-02', items: [{ itemCode: 'THEIRS-1', qty: 1, rate: 1 }] };
    expectProblem(await replace(order.id, theirs, theirApi), 404, 'not-found');
    expectProblem(await replace(NIL_UUID, payload()), 404, 'not-found');
    expect(expectProblem(await replace('PO-1', payload()), 400, 'invalid-query').errors?.map((e) => e.path)).toEqual(['id']);
    expect(await getOrder(order.id)).toEqual(order);
  });
});
