import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { Customer } from '../../src/contract/customers';
import type { SalesOrderDetail } from '../../src/contract/sales-orders';
import { outbox, salesOrderLines, salesOrders } from '../../src/server/db/schema';
import { errorPaths, NIL_UUID, ok, type Client } from '../support/accounting-fixtures';
import { expectForbiddenScope, expectProblem, expectUnauthorized, type Admin } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

/** `PUT /sales-orders/{salesOrderId}`: a full replacement of a DRAFT order (docs/sales.md "Editing a draft"). */

let t: TestApp;
let admin: Admin;
let api: Client;
let theirApi: Client;
let company: Company;
let otherCompany: Company;
let customer: Customer;
let secondCustomer: Customer;
let theirCustomer: Customer;

const itemPayload = (itemCode: string, companyIdString: string) => ({
  itemCode, name: `Item ${itemCode}`, itemGroup: 'Goods', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString,
});

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, api, theirApi, company, otherCompany } = await twoCompanies(t));
  customer = ok(await api.post('/customers', { name: 'Łódź Trading', currencyCodeString: 'USD' }), 201);
  secondCustomer = ok(await api.post('/customers', { name: 'Second Customer', currencyCodeString: 'USD' }), 201);
  theirCustomer = ok(await theirApi.post('/customers', { name: 'Their Customer', currencyCodeString: 'USD', companyIdString: otherCompany.id }), 201);
  for (const code of ['LAMP', 'SHADE', 'BULB']) ok(await api.post('/items', itemPayload(code, company.id)), 201);
  ok(await theirApi.post('/items', itemPayload('THEIRS-1', otherCompany.id)), 201);
});
afterAll(async () => {
  await t?.close();
});

const payload = (overrides: Record<string, unknown> = {}) => ({
  companyIdString: company.id,
  customerIdString: customer.id,
  currencyCodeString: 'USD',
  orderDate: '2026-03-02',
  items: [{ itemCode: 'LAMP', qty: 3, unitPrice: 12.5 }],
  ...overrides,
});
const createOrder = async (overrides: Record<string, unknown> = {}): Promise<SalesOrderDetail> => ok(await api.post('/sales-orders', payload(overrides)), 201);
const replace = (ref: string, body: unknown, as = api, headers?: Record<string, string>) => as.put(`/sales-orders/${ref}`, body, headers);
const getOrder = async (ref: string): Promise<SalesOrderDetail> => ok(await api.get(`/sales-orders/${ref}`));
const advance = (ref: string) => api.put(`/sales-orders/update-workflow/${ref}`, undefined);
const lineRows = async (orderId: string) => (await t.database.db.select().from(salesOrderLines).where(eq(salesOrderLines.salesOrderId, orderId))).length;

describe('PUT /sales-orders/{salesOrderId}', () => {
  test('replaces a draft: customer, dates, notes and lines; amounts and total recomputed exactly; version and ETag up; GET shows it', async () => {
    const order = await createOrder({ deliveryDate: '2026-03-20', notes: 'Gate 4', items: [{ itemCode: 'LAMP', qty: 3, unitPrice: 12.5 }, { itemCode: 'SHADE', qty: 1, unitPrice: 4 }] });
    const res = await replace(order.id, payload({
      customerIdString: secondCustomer.id, orderDate: '2026-03-05', deliveryDate: null, notes: 'Gate 7',
      items: [{ itemCode: 'bulb', qty: 0.333, unitPrice: 19.99 }, { itemCode: ' LAMP ', qty: 1.5, unitPrice: 0.05 }],
    }), api, { 'if-match': 'W/"1"' });
    const body = ok<SalesOrderDetail>(res);
    expect(res.headers.etag).toBe('W/"2"');
    expect(body).toEqual({
      ...order,
      customerIdString: secondCustomer.id,
      customerName: 'Second Customer',
      orderDate: '2026-03-05',
      deliveryDate: null,
      notes: 'Gate 7',
      // 6.65667 → 6.66, 0.075 → 0.08 (half-even)
      total: 6.74,
      items: [
        { lineNumber: 1, itemIdString: expect.any(String), itemCode: 'BULB', itemName: 'Item BULB', uom: 'pcs', qty: 0.333, unitPrice: 19.99, amount: 6.66, deliveredQty: 0, billedQty: 0 },
        { lineNumber: 2, itemIdString: order.items[0].itemIdString, itemCode: 'LAMP', itemName: 'Item LAMP', uom: 'pcs', qty: 1.5, unitPrice: 0.05, amount: 0.08, deliveredQty: 0, billedQty: 0 },
      ],
      updatedAt: expect.any(String),
      version: 2,
    });
    // the id, the number (trace), the company, the states and the history stay
    expect(body).toMatchObject({ id: order.id, trace: order.trace, number: order.number, companyIdString: company.id, workflowState: 'DRAFT', status: 'DRAFT' });
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

  test('the change is an event: sales_order.updated with the order as GET answers it', async () => {
    const order = await createOrder();
    const replaced = ok<SalesOrderDetail>(await replace(order.id, payload({ notes: 'evented' })));
    const rows = await t.database.db.select().from(outbox).where(sql`${outbox.payload} -> 'object' ->> 'id' = ${order.id}`);
    expect(rows.map((r) => [r.kind, r.type, r.companyId])).toEqual([['event', 'sales_order.updated', company.id]]);
    expect(rows[0].payload).toEqual({ object: replaced });
  });

  test('If-Match naming another version: 412, nothing changed', async () => {
    const order = await createOrder();
    ok(await replace(order.id, payload({ notes: 'first edit' }), api, { 'if-match': 'W/"1"' }));
    const stale = expectProblem(await replace(order.id, payload({ notes: 'second edit', items: [{ itemCode: 'BULB', qty: 9, unitPrice: 9 }] }), api, { 'if-match': 'W/"1"' }), 412, 'precondition-failed');
    expect(stale.detail).toContain('version 2');
    expect(await getOrder(order.id)).toMatchObject({ notes: 'first edit', version: 2, total: 37.5, items: [{ itemCode: 'LAMP', qty: 3 }] });
  });

  test.each([
    ['submitted for approval', async (o: SalesOrderDetail) => { ok(await advance(o.trace)); }, 'PENDING_APPROVAL'],
    ['approved', async (o: SalesOrderDetail) => { ok(await advance(o.trace)); ok(await advance(o.trace)); }, 'TO_DELIVER_AND_BILL'],
    ['cancelled', async (o: SalesOrderDetail) => { ok(await api.post(`/sales-orders/${o.id}/cancel`)); }, 'CANCELLED'],
  ])('an order %s is no draft: 409 not-draft, nothing changed', async (_label, moveOn, state) => {
    const order = await createOrder();
    await moveOn(order);
    const before = await getOrder(order.id);
    const body = expectProblem(await replace(order.id, payload({ notes: 'too late' })), 409, 'not-draft');
    expect(body.detail).toBe(`The sales order ${order.number} is ${state}: only a DRAFT order can be edited.`);
    expect(await getOrder(order.id)).toEqual(before);
  });

  test.each([
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
  ])('rejects %s with 422 at that field, nothing changed', async (_label, overrides, path, code) => {
    const order = await createOrder();
    const body = expectProblem(await replace(order.id, payload(overrides)), 422, 'validation');
    expect(errorPaths(body)).toContain(path);
    expect(body.errors!.find((e) => e.path === path)!.code).toBe(code);
    expect(await getOrder(order.id)).toEqual(order);
    expect(await lineRows(order.id)).toBe(1);
  });

  test('another company\'s customer is unknown: 422 at customerIdString, nothing leaked or changed', async () => {
    const order = await createOrder();
    const body = expectProblem(await replace(order.id, payload({ customerIdString: theirCustomer.id })), 422, 'validation');
    expect(body.errors).toEqual([{ path: 'customerIdString', message: 'is not a customer of this company', code: 'unknown-customer' }]);
    expect(await getOrder(order.id)).toEqual(order);
  });

  test('the company is fixed: another of your companies is 422 immutable at companyIdString, one you are not in 403; leaving it out keeps it', async () => {
    const order = await createOrder();
    const second = ok<Company>(await api.post('/companies', { name: 'Second Sales Co', baseCurrency: 'USD' }), 201);
    const moved = expectProblem(await replace(order.id, payload({ companyIdString: second.id })), 422, 'validation');
    expect(moved.errors).toEqual([{ path: 'companyIdString', message: 'a sales order cannot move to another company', code: 'immutable' }]);
    expectProblem(await replace(order.id, payload({ companyIdString: otherCompany.id })), 403, 'forbidden-company');
    expect(await getOrder(order.id)).toEqual(order);
    const { companyIdString, ...withoutCompany } = payload({ notes: 'kept' });
    expect(companyIdString).toBe(company.id);
    expect(ok<SalesOrderDetail>(await replace(order.id, withoutCompany))).toMatchObject({ companyIdString: company.id, notes: 'kept' });
  });

  test('authorization: 401 without credentials, 403 with a read-only key, another company\'s order 404 by id and trace; nothing changed', async () => {
    const order = await createOrder();
    await expectUnauthorized(t, { method: 'PUT', url: `/sales-orders/${order.id}`, payload: payload() });
    await expectForbiddenScope(t, admin.token, { method: 'PUT', url: `/sales-orders/${order.id}`, payload: payload() }, 'sales-orders:write', ['sales-orders:read']);
    const theirs = { companyIdString: otherCompany.id, customerIdString: theirCustomer.id, currencyCodeString: 'USD', orderDate: '2026-03-02', items: [{ itemCode: 'THEIRS-1', qty: 1, unitPrice: 1 }] };
    expectProblem(await replace(order.id, theirs, theirApi), 404, 'not-found');
    expectProblem(await replace(order.trace, theirs, theirApi), 404, 'not-found');
    expectProblem(await replace(NIL_UUID, payload()), 404, 'not-found');
    expectProblem(await replace('SO-NOPE-000001', payload()), 404, 'not-found');
    expect(await getOrder(order.id)).toEqual(order);
  });

  test('the order row and its lines change together or not at all', async () => {
    const order = await createOrder();
    // a line amount of 10^13 is refused after the customer was found: nothing of the order changes
    expectProblem(await replace(order.id, payload({ customerIdString: secondCustomer.id, items: [{ itemCode: 'LAMP', qty: 100_000_000, unitPrice: 999_999_999 }] })), 422, 'validation');
    const [row] = await t.database.db.select().from(salesOrders).where(eq(salesOrders.id, order.id));
    expect(row).toMatchObject({ customerId: customer.id, version: 1 });
    expect(await getOrder(order.id)).toEqual(order);
  });
});
