import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from '../../src/contract/common';
import type { Customer } from '../../src/contract/customers';
import type { ItemDetail } from '../../src/contract/items';
import type { SalesDelivery, SalesOrder, SalesOrderDetail, SalesOrderStatus } from '../../src/contract/sales-orders';
import { journalEntries, salesDeliveries, salesOrderHistory, salesOrderLines, salesOrders, stockMovements } from '../../src/server/db/schema';
import { advanceWorkflow, afterProgress, applyAction, progressStatus } from '../../src/server/domain/sales/sales-order-status';
import { client, defaultAccount, errorPaths, NIL_UUID, ok } from '../support/accounting-fixtures';
import { apiKeyAuth, countRows, createApiKey, expectForbiddenScope, expectProblem, expectUnauthorized } from '../support/fixtures';
import { invalidPagingQueries } from '../support/invalid-queries';
import { useOrderWorld } from '../support/order-fixtures';

const world = useOrderWorld('sales', { SERVICE: { maintainStock: false } });
const { payload, createOrder, getOrder } = world;

const orderRows = () => countRows(world.t, salesOrders);
const advance = (ref: string, as = world.api, headers?: Record<string, string>) => as.put(`/sales-orders/update-workflow/${ref}`, undefined, headers);
const approved = async (overrides: Record<string, unknown> = {}): Promise<SalesOrderDetail> => {
  const order = await createOrder(overrides);
  ok(await advance(order.trace));
  return ok(await advance(order.trace));
};
const act = (ref: string, action: string, as = world.api, headers?: Record<string, string>) => as.post(`/sales-orders/${ref}/${action}`, undefined, headers);
const setStatus = (id: string, status: SalesOrderStatus, heldStatus: SalesOrderStatus | null = null) =>
  world.t.database.db.update(salesOrders).set({ status, heldStatus, workflowState: status === 'DRAFT' ? 'DRAFT' : 'APPROVED' }).where(eq(salesOrders.id, id));

describe('POST /sales-orders', () => {
  test('creates a DRAFT order: 201, Location, trace = number SO-<code>-<seq>, exact amounts and total, creation in the history', async () => {
    const res = await world.api.post('/sales-orders', payload({
      deliveryDate: '2026-03-20', notes: 'Gate 4',
      items: [{ itemCode: 'lamp', qty: 3, unitPrice: 0.1 }, { itemCode: ' SHADE ', qty: 1.5, unitPrice: 0.05 }, { itemCode: 'BULB', qty: 0.333, unitPrice: 19.99 }],
    }));
    const body = ok<SalesOrderDetail>(res, 201);
    expect(res.headers.location).toBe(`/api/v1/sales-orders/${body.id}`);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      trace: body.number,
      number: expect.stringMatching(new RegExp(`^SO-${world.company.code}-\\d{6}$`)),
      companyIdString: world.company.id,
      customerIdString: world.customer.id,
      customerName: 'Łódź Trading',
      currencyCodeString: 'USD',
      orderDate: '2026-03-02',
      deliveryDate: '2026-03-20',
      notes: 'Gate 4',
      workflowState: 'DRAFT',
      status: 'DRAFT',
      // 0.30 + 0.075 → 0.08 (half-even) + 6.65667 → 6.66
      netTotal: 7.04,
      taxTotal: 0,
      total: 7.04,
      exchangeRate: '1',
      baseTotal: 7.04,
      deliveredPercent: 0,
      billedPercent: 0,
      items: [
        { lineNumber: 1, itemIdString: expect.any(String), itemCode: 'LAMP', itemName: 'Item LAMP', uom: 'pcs', qty: 3, unitPrice: 0.1, amount: 0.3, deliveredQty: 0, billedQty: 0, taxRateIdString: null, taxPercent: null, taxAmount: 0 },
        { lineNumber: 2, itemIdString: expect.any(String), itemCode: 'SHADE', itemName: 'Item SHADE', uom: 'pcs', qty: 1.5, unitPrice: 0.05, amount: 0.08, deliveredQty: 0, billedQty: 0, taxRateIdString: null, taxPercent: null, taxAmount: 0 },
        { lineNumber: 3, itemIdString: expect.any(String), itemCode: 'BULB', itemName: 'Item BULB', uom: 'pcs', qty: 0.333, unitPrice: 19.99, amount: 6.66, deliveredQty: 0, billedQty: 0, taxRateIdString: null, taxPercent: null, taxAmount: 0 },
      ],
      taxes: [],
      history: [{ field: 'status', action: 'create', from: null, to: 'DRAFT', at: expect.any(String), by: world.admin.userId }],
      deliveries: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
    expect(await getOrder(body.id)).toEqual(body);
    expect(await getOrder(body.trace)).toEqual(body);
    expect(await getOrder(body.trace.toLowerCase())).toEqual(body);
  });

  test('half-even at the minor unit; JPY has no decimals', async () => {
    const even = await createOrder({ items: [{ itemCode: 'LAMP', qty: 0.5, unitPrice: 0.25 }, { itemCode: 'SHADE', qty: 0.5, unitPrice: 0.35 }] });
    expect(even.items.map((l) => l.amount)).toEqual([0.12, 0.18]);
    expect(even.total).toBe(0.3);
    const yen = await createOrder({ currencyCodeString: 'jpy', items: [{ itemCode: 'LAMP', qty: 2.5, unitPrice: 101 }] });
    expect(yen).toMatchObject({ currencyCodeString: 'JPY', total: 252, items: [{ amount: 252 }] });
  });

  test('numbers count up per company; the other company starts at 000001', async () => {
    const a = await createOrder();
    const b = await createOrder();
    expect(Number(b.number.slice(-6))).toBe(Number(a.number.slice(-6)) + 1);
    const theirs = await createOrder({ companyIdString: world.otherCompany.id, customerIdString: world.theirCustomer.id, items: [{ itemCode: 'THEIRS-1', qty: 1, unitPrice: 1 }] }, world.theirApi);
    expect(theirs.trace).toBe(`SO-${world.otherCompany.code}-000001`);
  });

  test('the default company applies when companyIdString is left out', async () => {
    const { companyIdString, ...rest } = payload();
    expect(companyIdString).toBe(world.company.id);
    expect(ok<SalesOrderDetail>(await world.api.post('/sales-orders', rest), 201).companyIdString).toBe(world.company.id);
  });

  test.each([
    ['a missing customerIdString', { customerIdString: undefined }, 'customerIdString', 'required'],
    ['a customerIdString that is no UUID', { customerIdString: 'acme' }, 'customerIdString', 'invalid_format'],
    ['an unknown customer', { customerIdString: NIL_UUID }, 'customerIdString', 'unknown-customer'],
    ['a missing currencyCodeString', { currencyCodeString: undefined }, 'currencyCodeString', 'required'],
    ['a currency code of 2 letters', { currencyCodeString: 'US' }, 'currencyCodeString', 'invalid_format'],
    ['an unknown currency', { currencyCodeString: 'XYZ' }, 'currencyCodeString', 'unknown-currency'],
    ['a missing orderDate', { orderDate: undefined }, 'orderDate', 'required'],
    ['an orderDate in year 0000', { orderDate: '0000-01-01' }, 'orderDate', 'custom'],
    ['an orderDate that is no date', { orderDate: '2026-02-30' }, 'orderDate', 'invalid_format'],
    ['a deliveryDate before orderDate', { deliveryDate: '2026-03-01' }, 'deliveryDate', 'before-order-date'],
    ['notes over 10,000 characters', { notes: 'x'.repeat(10_001) }, 'notes', 'too_big'],
    ['no lines', { items: [] }, 'items', 'too_small'],
    ['missing items', { items: undefined }, 'items', 'required'],
    ['an unknown itemCode', { items: [{ itemCode: 'LAMP', qty: 1, unitPrice: 1 }, { itemCode: 'NOPE', qty: 1, unitPrice: 1 }] }, 'items.1.itemCode', 'unknown-item'],
    ['a blank itemCode', { items: [{ itemCode: ' ', qty: 1, unitPrice: 1 }] }, 'items.0.itemCode', 'too_small'],
    ['a zero qty', { items: [{ itemCode: 'LAMP', qty: 0, unitPrice: 1 }] }, 'items.0.qty', 'custom'],
    ['a negative qty', { items: [{ itemCode: 'LAMP', qty: -1, unitPrice: 1 }] }, 'items.0.qty', 'custom'],
    ['a qty with 7 decimals', { items: [{ itemCode: 'LAMP', qty: 0.1234567, unitPrice: 1 }] }, 'items.0.qty', 'too-precise'],
    ['a qty as a string', { items: [{ itemCode: 'LAMP', qty: '1', unitPrice: 1 }] }, 'items.0.qty', 'invalid_type'],
    ['a missing unitPrice', { items: [{ itemCode: 'LAMP', qty: 1 }] }, 'items.0.unitPrice', 'required'],
    ['a negative unitPrice', { items: [{ itemCode: 'LAMP', qty: 1, unitPrice: -1 }] }, 'items.0.unitPrice', 'custom'],
    ['a unitPrice finer than cents', { items: [{ itemCode: 'LAMP', qty: 1, unitPrice: 0.001 }] }, 'items.0.unitPrice', 'too-precise'],
    ['a JPY unitPrice with decimals', { currencyCodeString: 'JPY', items: [{ itemCode: 'LAMP', qty: 1, unitPrice: 1.5 }] }, 'items.0.unitPrice', 'too-precise'],
    ['a line amount of 10^13 or more', { items: [{ itemCode: 'LAMP', qty: 100_000_000, unitPrice: 999_999_999 }] }, 'items.0.qty', 'too-large'],
    ['a companyIdString that is no UUID', { companyIdString: 'acme' }, 'companyIdString', 'invalid_format'],
  ])('rejects %s with 422 at that field and writes nothing', async (_label, overrides, path, code) => {
    const before = await orderRows();
    const body = expectProblem(await world.api.post('/sales-orders', payload(overrides)), 422, 'validation');
    expect(errorPaths(body)).toContain(path);
    expect(body.errors!.find((e) => e.path === path)!.code).toBe(code);
    expect(await orderRows()).toBe(before);
  });

  test('another company\'s customer or item is unknown: 422 at the field, nothing leaked or written', async () => {
    const before = await orderRows();
    const byCustomer = expectProblem(await world.api.post('/sales-orders', payload({ customerIdString: world.theirCustomer.id })), 422, 'validation');
    expect(byCustomer.errors).toEqual([{ path: 'customerIdString', message: 'is not a customer of this company', code: 'unknown-customer' }]);
    const byItem = expectProblem(await world.api.post('/sales-orders', payload({ items: [{ itemCode: 'THEIRS-1', qty: 1, unitPrice: 1 }] })), 422, 'validation');
    expect(errorPaths(byItem)).toEqual(['items.0.itemCode']);
    expect(await orderRows()).toBe(before);
  });

  test('authorization: 401 without credentials, 403 without the scope or for another company; a key records its user', async () => {
    await expectUnauthorized(world.t, { method: 'POST', url: '/sales-orders', payload: payload() });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'POST', url: '/sales-orders', payload: payload() }, 'sales-orders:write', ['sales-orders:read']);
    const before = await orderRows();
    expectProblem(await world.api.post('/sales-orders', payload({ companyIdString: world.otherCompany.id })), 403, 'forbidden-company');
    expect(await orderRows()).toBe(before);
    const writer = await createApiKey(world.t, world.admin.token, { scopes: ['sales-orders:write'] });
    expect((await createOrder({}, client(world.t, apiKeyAuth(writer.key)))).history[0].by).toBe(world.admin.userId);
  });
});

describe('GET /sales-orders/{salesOrderId}', () => {
  test('by id (any case) or trace; another company\'s order is 404 by id and by trace; unknown 404; 401; wrong scope 403', async () => {
    const mine = await createOrder();
    expect((await getOrder(mine.id.toUpperCase())).id).toBe(mine.id);
    expectProblem(await world.theirApi.get(`/sales-orders/${mine.id}`), 404, 'not-found');
    expectProblem(await world.theirApi.get(`/sales-orders/${mine.trace}`), 404, 'not-found');
    expectProblem(await world.api.get(`/sales-orders/${NIL_UUID}`), 404, 'not-found');
    expectProblem(await world.api.get('/sales-orders/SO-NOPE-000001'), 404, 'not-found');
    await expectUnauthorized(world.t, { method: 'GET', url: `/sales-orders/${mine.id}` });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'GET', url: `/sales-orders/${mine.trace}` }, 'sales-orders:read');
  });
  test('hostile references are a 4xx problem, never a 500', async () => {
    for (const ref of ['%00', 'SO-%00-1', encodeURIComponent('\u00e9\u0000'), 'x'.repeat(101), '%20', encodeURIComponent("' OR 1=1 --")]) {
      const res = await world.api.get(`/sales-orders/${ref}`);
      expect(res.statusCode, ref).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, ref).toBeLessThan(500);
      const put = await advance(ref);
      expect(put.statusCode, ref).toBeGreaterThanOrEqual(400);
      expect(put.statusCode, ref).toBeLessThan(500);
    }
  });
});

describe('PUT /sales-orders/update-workflow/{salesOrderTrace}', () => {
  test('one step at a time: DRAFT → PENDING_APPROVAL → APPROVED (status TO_DELIVER_AND_BILL), then 409; history from, to, at, by', async () => {
    const order = await createOrder();
    const first = await advance(order.trace);
    expect(first.headers.etag).toBe('W/"2"');
    expect(ok<SalesOrderDetail>(first)).toMatchObject({ workflowState: 'PENDING_APPROVAL', status: 'DRAFT', version: 2 });
    const second = ok<SalesOrderDetail>(await advance(order.id)); // the id works too
    expect(second).toMatchObject({ workflowState: 'APPROVED', status: 'TO_DELIVER_AND_BILL', version: 3 });
    const third = expectProblem(await advance(order.trace), 409, 'invalid-transition');
    expect(third.detail).toBe('The sales order is already APPROVED: the workflow has no further step.');
    const after = await getOrder(order.id);
    expect(after.version).toBe(3);
    expect(after.history.map((h) => [h.field, h.action, h.from, h.to, h.by])).toEqual([
      ['status', 'create', null, 'DRAFT', world.admin.userId],
      ['workflowState', 'update-workflow', 'DRAFT', 'PENDING_APPROVAL', world.admin.userId],
      ['workflowState', 'update-workflow', 'PENDING_APPROVAL', 'APPROVED', world.admin.userId],
      ['status', 'update-workflow', 'DRAFT', 'TO_DELIVER_AND_BILL', world.admin.userId],
    ]);
    expect(after.history.every((h) => !Number.isNaN(Date.parse(h.at)))).toBe(true);
  });

  test('a cancelled draft does not move on: 409', async () => {
    const order = await createOrder();
    ok(await act(order.trace, 'cancel'));
    expect(expectProblem(await advance(order.trace), 409, 'invalid-transition').detail).toBe('A sales order in status CANCELLED cannot move on in its workflow.');
  });

  test('If-Match: stale is 412 and changes nothing; the current version works', async () => {
    const order = await createOrder();
    expectProblem(await advance(order.trace, world.api, { 'if-match': 'W/"9"' }), 412, 'precondition-failed');
    expect((await getOrder(order.id)).workflowState).toBe('DRAFT');
    expect(ok<SalesOrderDetail>(await advance(order.trace, world.api, { 'if-match': 'W/"1"' })).workflowState).toBe('PENDING_APPROVAL');
  });

  test('authorization: 401, 403 without the write scope, another company\'s order 404 by trace and id, unchanged', async () => {
    const order = await createOrder();
    await expectUnauthorized(world.t, { method: 'PUT', url: `/sales-orders/update-workflow/${order.trace}` });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'PUT', url: `/sales-orders/update-workflow/${order.trace}` }, 'sales-orders:write', ['sales-orders:read']);
    expectProblem(await advance(order.trace, world.theirApi), 404, 'not-found');
    expectProblem(await advance(order.id, world.theirApi), 404, 'not-found');
    expectProblem(await advance('SO-NOPE-000042'), 404, 'not-found');
    expect(await getOrder(order.id)).toMatchObject({ workflowState: 'DRAFT', version: 1 });
  });
});

describe('actions', () => {
  test('hold, resume, close on an approved order: status, version, history', async () => {
    const order = await approved();
    expect(ok<SalesOrderDetail>(await act(order.trace, 'hold'))).toMatchObject({ status: 'ON_HOLD', version: 4 });
    const resumed = await act(order.id, 'resume');
    expect(resumed.headers.etag).toBe('W/"5"');
    expect(ok<SalesOrderDetail>(resumed).status).toBe('TO_DELIVER_AND_BILL');
    const closed = ok<SalesOrderDetail>(await act(order.id, 'close'));
    expect(closed.status).toBe('CLOSED');
    expect(closed.history.filter((h) => h.field === 'status').map((h) => [h.action, h.from, h.to])).toEqual([
      ['create', null, 'DRAFT'],
      ['update-workflow', 'DRAFT', 'TO_DELIVER_AND_BILL'],
      ['hold', 'TO_DELIVER_AND_BILL', 'ON_HOLD'],
      ['resume', 'ON_HOLD', 'TO_DELIVER_AND_BILL'],
      ['close', 'TO_DELIVER_AND_BILL', 'CLOSED'],
    ]);
  });

  test('cancel: a draft (also pending approval), an approved one with nothing delivered or billed; refused once anything was', async () => {
    expect(ok<SalesOrderDetail>(await act((await createOrder()).id, 'cancel')).status).toBe('CANCELLED');
    const pending = await createOrder();
    ok(await advance(pending.trace));
    expect(ok<SalesOrderDetail>(await act(pending.trace, 'cancel'))).toMatchObject({ status: 'CANCELLED', workflowState: 'PENDING_APPROVAL' });
    expect(ok<SalesOrderDetail>(await act((await approved()).id, 'cancel')).status).toBe('CANCELLED');
    const touched = await approved();
    await world.t.database.db.update(salesOrderLines).set({ billedQty: '0.000001' }).where(eq(salesOrderLines.salesOrderId, touched.id));
    const body = expectProblem(await act(touched.id, 'cancel'), 409, 'invalid-transition');
    expect(body.detail).toBe('A sales order in status TO_DELIVER_AND_BILL cannot be cancelled: goods have been delivered or billed on it; close it instead.');
  });

  const statuses: SalesOrderStatus[] = ['DRAFT', 'TO_DELIVER_AND_BILL', 'TO_BILL', 'TO_DELIVER', 'COMPLETED', 'ON_HOLD', 'CLOSED', 'CANCELLED'];
  const legal: Record<string, SalesOrderStatus[]> = {
    hold: ['TO_DELIVER_AND_BILL', 'TO_BILL', 'TO_DELIVER'],
    resume: ['ON_HOLD'],
    close: ['TO_DELIVER_AND_BILL', 'TO_BILL', 'TO_DELIVER', 'ON_HOLD'],
    cancel: ['DRAFT', 'TO_DELIVER_AND_BILL', 'TO_BILL', 'TO_DELIVER', 'ON_HOLD'],
  };
  const expected: Record<string, SalesOrderStatus> = { hold: 'ON_HOLD', resume: 'TO_BILL', close: 'CLOSED', cancel: 'CANCELLED' };
  const cases = Object.keys(legal).flatMap((action) => statuses.map((from) => [action, from, legal[action].includes(from)] as const));

  test.each(cases)('%s from %s: legal %s', async (action, from, isLegal) => {
    const order = await createOrder();
    await setStatus(order.id, from, from === 'ON_HOLD' ? 'TO_BILL' : null);
    const historyBefore = await countRows(world.t, salesOrderHistory);
    const res = await act(order.id, action);
    if (isLegal) {
      expect(ok<SalesOrderDetail>(res).status).toBe(expected[action]);
      expect(await countRows(world.t, salesOrderHistory)).toBe(historyBefore + 1);
    } else {
      const body = expectProblem(res, 409, 'invalid-transition');
      expect(body.detail).toContain(`status ${from}`);
      expect(body.detail).toContain(`cannot be ${{ hold: 'held', resume: 'resumed', close: 'closed', cancel: 'cancelled' }[action]}`);
      expect(await countRows(world.t, salesOrderHistory)).toBe(historyBefore);
      expect(await getOrder(order.id)).toMatchObject({ status: from, version: 1 });
    }
  });

  test('If-Match on an action; authorization: 401, 403, another company\'s order 404 (id and trace)', async () => {
    const order = await approved();
    expectProblem(await act(order.id, 'hold', world.api, { 'if-match': 'W/"1"' }), 412, 'precondition-failed');
    await expectUnauthorized(world.t, { method: 'POST', url: `/sales-orders/${order.id}/hold` });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'POST', url: `/sales-orders/${order.id}/hold` }, 'sales-orders:write', ['sales-orders:read']);
    expectProblem(await act(order.id, 'hold', world.theirApi), 404, 'not-found');
    expectProblem(await act(order.trace, 'hold', world.theirApi), 404, 'not-found');
    expect(await getOrder(order.id)).toMatchObject({ status: 'TO_DELIVER_AND_BILL', version: 3 });
  });
});

describe('GET /sales-orders', () => {
  let listed: SalesOrderDetail[];
  let listCustomer: Customer;
  const list = async (query: string, as = world.api) => ok<Page<SalesOrder>>(await as.get(`/sales-orders?${query}`));

  beforeAll(async () => {
    listCustomer = ok(await world.api.post('/customers', { name: 'List Customer', currencyCode: 'USD' }), 201);
    listed = [];
    for (const qty of [1, 5, 2, 4]) listed.push(await createOrder({ customerIdString: listCustomer.id, items: [{ itemCode: 'LAMP', qty, unitPrice: 10 }] }));
    ok(await advance(listed[1].id));
    ok(await advance(listed[1].id));
    ok(await advance(listed[2].id));
    ok(await advance(listed[2].id));
    // creation days: spread the four over four days (UTC), as a clock would have
    for (const [i, at] of ['2025-01-10T23:59:59.999Z', '2025-02-10T00:00:00Z', '2025-03-10T12:00:00Z', '2025-04-10T08:00:00Z'].entries()) {
      await world.t.database.db.update(salesOrders).set({ createdAt: new Date(at) }).where(eq(salesOrders.id, listed[i].id));
    }
  });
  const cust = () => `customerId=${listCustomer.id}`;

  test('extensions: workflowState (pending approval), the order date range and a part of the number, with exact totals; an inverted order-date range is 400', async () => {
    const other: Customer = ok(await world.api.post('/customers', { name: 'Filter Customer', currencyCode: 'USD' }), 201);
    const early = await createOrder({ customerIdString: other.id, orderDate: '2026-05-01' });
    const pending = await createOrder({ customerIdString: other.id, orderDate: '2026-05-15' });
    ok(await advance(pending.id));
    const late = await createOrder({ customerIdString: other.id, orderDate: '2026-06-01' });
    const ids = async (query: string) => {
      const page = await list(`customerId=${other.id}&${query}`);
      expect(page.page.totalElements).toBe(page.content.length);
      return page.content.map((o) => o.id).sort();
    };
    expect(await ids('workflowState=PENDING_APPROVAL')).toEqual([pending.id]);
    expect(await ids('workflowState=DRAFT')).toEqual([early.id, late.id].sort());
    expect(await ids('orderDateFrom=2026-05-15&orderDateTo=2026-05-31')).toEqual([pending.id]);
    expect(await ids('orderDateFrom=2026-05-16')).toEqual([late.id]);
    expect(await ids(`search=${late.trace.slice(-6)}`)).toEqual([late.id]);
    expect(await ids(`search=${late.trace.toLowerCase()}`)).toEqual([late.id]);
    expect((await list(`workflowState=PENDING_APPROVAL&companyIdString=${world.company.id}`)).content.every((o) => o.workflowState === 'PENDING_APPROVAL')).toBe(true);
    expect(expectProblem(await world.api.get('/sales-orders?orderDateFrom=2026-06-01&orderDateTo=2026-05-01'), 400, 'invalid-query').errors?.[0].path).toBe('orderDateTo');
    expectProblem(await world.api.get('/sales-orders?workflowState=MAYBE'), 400, 'invalid-query');
  });

  test('defaults: page 0, size 20, newest created first; exact totals', async () => {
    const page = await list(cust());
    expect(page.page).toMatchObject({ number: 0, size: 20, totalElements: 4, totalPages: 1 });
    expect(page.content.map((o) => o.id)).toEqual([listed[3].id, listed[2].id, listed[1].id, listed[0].id]);
    expect(page.content[0]).toMatchObject({ customerName: 'List Customer', total: 40, status: 'DRAFT', workflowState: 'DRAFT', trace: listed[3].trace });
    const all = await list('');
    expect(all.page.size).toBe(20);
    expect(all.content.length).toBe(Math.min(20, all.page.totalElements));
    expect(all.page.totalElements).toBe(await countRows(world.t, salesOrders) - 1); // one order is the other company's
  });

  test('filters: status, customerId, fromDate and toDate inclusive on the UTC creation date', async () => {
    expect((await list(`${cust()}&status=TO_DELIVER_AND_BILL`)).content.map((o) => o.id).sort()).toEqual([listed[1].id, listed[2].id].sort());
    expect((await list(`${cust()}&status=CANCELLED`)).page.totalElements).toBe(0);
    const range = await list(`${cust()}&fromDate=2025-01-10&toDate=2025-03-10`);
    expect(range.content.map((o) => o.id)).toEqual([listed[2].id, listed[1].id, listed[0].id]);
    expect(range.page.totalElements).toBe(3);
    expect((await list(`${cust()}&fromDate=2025-01-11&toDate=2025-02-10`)).content.map((o) => o.id)).toEqual([listed[1].id]);
    expect((await list(`${cust()}&toDate=2025-01-10`)).content.map((o) => o.id)).toEqual([listed[0].id]);
    expect((await list(`${cust()}&status=TO_DELIVER_AND_BILL&fromDate=2025-03-01`)).content.map((o) => o.id)).toEqual([listed[2].id]);
    // without a customer the day counts answer the total
    const days = await list('fromDate=2025-01-01&toDate=2025-04-30');
    expect(days.page.totalElements).toBe(4);
    expect((await list('status=TO_DELIVER_AND_BILL&fromDate=2025-02-10&toDate=2025-02-10')).page.totalElements).toBe(1);
  });

  test('sort: -field, field, field,direction; paging; cursor', async () => {
    expect((await list(`${cust()}&sort=-total`)).content.map((o) => o.total)).toEqual([50, 40, 20, 10]);
    expect((await list(`${cust()}&sort=total,desc`)).content.map((o) => o.total)).toEqual([50, 40, 20, 10]);
    expect((await list(`${cust()}&sort=total`)).content.map((o) => o.total)).toEqual([10, 20, 40, 50]);
    expect((await list(`${cust()}&sort=createdAt`)).content.map((o) => o.id)).toEqual(listed.map((o) => o.id));
    const byNumber = await list(`${cust()}&sort=-number&size=3&page=1`);
    expect(byNumber.page).toMatchObject({ totalElements: 4, totalPages: 2, number: 1, size: 3 });
    expect(byNumber.content.map((o) => o.id)).toEqual([listed[0].id]);
    const first = await list(`${cust()}&sort=-createdAt&size=2`);
    const next = await list(`${cust()}&sort=-createdAt&size=2&cursor=${encodeURIComponent(first.page.nextCursor!)}`);
    expect([...first.content, ...next.content].map((o) => o.id)).toEqual([listed[3].id, listed[2].id, listed[1].id, listed[0].id]);
  });

  test('exact totals follow status changes', async () => {
    const before = (await list(`${cust()}&status=CLOSED`)).page.totalElements;
    ok(await act(listed[2].id, 'close'));
    expect((await list(`${cust()}&status=CLOSED`)).page.totalElements).toBe(before + 1);
    expect((await list(`${cust()}&status=TO_DELIVER_AND_BILL`)).page.totalElements).toBe(1);
    expect((await list('status=CLOSED&fromDate=2025-03-10&toDate=2025-03-10')).page.totalElements).toBe(1);
    expect((await list(cust())).page.totalElements).toBe(4);
  });

  test('tenancy and authorization: another company sees none; naming a company you are not in is 403; 401; 403 scope', async () => {
    expect((await list(cust(), world.theirApi)).page.totalElements).toBe(0);
    expectProblem(await world.api.get(`/sales-orders?companyIdString=${world.otherCompany.id}`), 403, 'forbidden-company');
    await expectUnauthorized(world.t, { method: 'GET', url: '/sales-orders' });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'GET', url: '/sales-orders' }, 'sales-orders:read');
  });

  test.each([['sort=customerName', 'sort'], ['sort=__proto__', 'sort'], ['status=OPEN', 'status'], ['customerId=x', 'customerId'],
    ['fromDate=2025-02-30', 'fromDate'], ['toDate=yesterday', 'toDate'], ['fromDate=2025-03-01&toDate=2025-02-01', 'toDate'], ...invalidPagingQueries])(
    '%s is 400 invalid-query naming the parameter', async (query, parameter) => {
      const body = expectProblem(await world.api.get(`/sales-orders?${query}`), 400, 'invalid-query');
      expect(errorPaths(body)).toContain(parameter);
    });
});

describe('deliveries', () => {
  let accounts: { inventory: string; cogs: string };
  let lamp: ItemDetail;
  const receive = (itemCode: string, qty: number, rate: number, postingDate = '2026-03-01') =>
    world.api.post('/stock-entries', { companyIdString: world.company.id, entryType: 'RECEIPT', postingDate, items: [{ itemCode, qty, rate }] });
  const deliver = (ref: string, items: unknown, postingDate = '2026-03-10', as = world.api) => as.post(`/sales-orders/${ref}/deliveries`, { postingDate, items });
  const returnGoods = (ref: string, items: unknown, postingDate = '2026-03-11') => world.api.post(`/sales-orders/${ref}/deliveries`, { postingDate, items, return: true });
  const stockOf = async (itemCode: string) => (ok(await world.api.get(`/items?itemCode=${itemCode}`)).content as ItemDetail[])[0].stockQty;
  const balanceOf = async (accountId: string) => ok(await world.api.get(`/accounts/${accountId}`)).balance as number;
  const written = () => Promise.all([countRows(world.t, salesDeliveries), countRows(world.t, journalEntries), countRows(world.t, stockMovements)]);

  beforeAll(async () => {
    accounts = { inventory: await defaultAccount(world.t, world.company.id, 'INVENTORY'), cogs: await defaultAccount(world.t, world.company.id, 'COST_OF_GOODS_SOLD') };
    const items = ok(await world.api.get('/items?itemCode=LAMP')).content as ItemDetail[];
    lamp = items[0];
    ok(await receive('LAMP', 5, 10), 201);
    ok(await receive('LAMP', 5, 14, '2026-03-02'), 201);
    ok(await receive('SHADE', 10, 3), 201);
  });

  test('deliver part, then the rest: FIFO cost, Dr COGS / Cr stock, delivered qty, percent, status; listed on the order', async () => {
    const [inventoryBefore, cogsBefore] = [await balanceOf(accounts.inventory), await balanceOf(accounts.cogs)];
    const order = await approved({ items: [{ itemCode: 'LAMP', qty: 7, unitPrice: 30 }, { itemCode: 'SHADE', qty: 2, unitPrice: 8 }, { itemCode: 'SERVICE', qty: 1, unitPrice: 50 }] });
    const res = await deliver(order.trace, [{ itemCode: 'lamp', qty: 6 }, { itemCode: 'SERVICE', qty: 1 }]);
    const first = ok<SalesDelivery>(res, 201);
    expect(res.headers.location).toBe(`/api/v1/deliveries/${first.id}`);
    expect(first).toEqual({
      id: expect.any(String),
      number: expect.stringMatching(new RegExp(`^DN-${world.company.code}-\\d{6}$`)),
      salesOrderIdString: order.id,
      salesOrderTrace: order.trace,
      return: false,
      postingDate: '2026-03-10',
      currencyCodeString: 'USD',
      total: 230, // 6 × 30 + 1 × 50
      cost: 64, // FIFO: 5 × 10 + 1 × 14
      journalEntryId: expect.any(String),
      lines: [
        { lineNumber: 1, itemIdString: lamp.id, itemCode: 'LAMP', qty: 6, unitPrice: 30, amount: 180, cost: 64, movementId: expect.any(String) },
        { lineNumber: 2, itemIdString: expect.any(String), itemCode: 'SERVICE', qty: 1, unitPrice: 50, amount: 50, cost: 0, movementId: null },
      ],
      companyIdString: world.company.id,
      createdAt: expect.any(String), updatedAt: expect.any(String), version: 1,
    });
    expect(ok(await world.api.get(`/deliveries/${first.id}`))).toEqual(first);
    const entry = ok(await world.api.get(`/journal-entries/${first.journalEntryId}`));
    expect(entry).toMatchObject({ source: 'SALES_DELIVERY', sourceId: first.id, reference: first.number });
    expect(entry.lines.map((l: { accountId: string; debit: number; credit: number }) => [l.accountId, l.debit, l.credit]).sort()).toEqual(
      [[accounts.cogs, 64, 0], [accounts.inventory, 0, 64]].sort());
    expect(await balanceOf(accounts.inventory)).toBe(inventoryBefore - 64);
    expect(await balanceOf(accounts.cogs)).toBe(cogsBefore + 64);

    const partly = await getOrder(order.id);
    expect(partly).toMatchObject({ status: 'TO_DELIVER_AND_BILL', deliveredPercent: 70 }); // 7 of 10 units
    expect(partly.items.map((l) => l.deliveredQty)).toEqual([6, 0, 1]);
    expect(partly.deliveries).toEqual([{ id: first.id, number: first.number, postingDate: '2026-03-10', total: 230, return: false }]);

    const over = expectProblem(await deliver(order.id, [{ itemCode: 'LAMP', qty: 2 }]), 422, 'validation');
    expect(over.errors).toEqual([{ path: 'items.0.qty', message: 'only 1 of LAMP is open to deliver on this order', code: 'more-than-open' }]);

    const rest = ok<SalesDelivery>(await deliver(order.id, [{ itemCode: 'SHADE', qty: 2 }, { itemCode: 'LAMP', qty: 1 }], '2026-03-11'), 201);
    expect(rest).toMatchObject({ total: 46, cost: 20 }); // 2 × 8 + 1 × 30 at the order's prices; cost 2 × 3 + 1 × 14
    const done = await getOrder(order.id);
    expect(done).toMatchObject({ status: 'TO_BILL', deliveredPercent: 100, billedPercent: 0 });
    expect(done.history.at(-1)).toMatchObject({ field: 'status', action: 'deliver', from: 'TO_DELIVER_AND_BILL', to: 'TO_BILL', by: world.admin.userId });
    expect(done.deliveries.map((d) => d.number)).toEqual([first.number, rest.number]);
    // fully delivered: no further delivery
    expectProblem(await deliver(order.id, [{ itemCode: 'LAMP', qty: 1 }]), 409, 'invalid-transition');

    const report = ok(await world.api.get(`/reports/trial-balance?companyIdString=${world.company.id}&fromDate=2026-01-01&toDate=2026-12-31`));
    expect(report.totals.map((r: { difference: number }) => r.difference)).toEqual([0]);
  });

  test('a return takes delivered goods back: at the cost they went out at, Dr stock / Cr COGS, delivered qty and status follow', async () => {
    const order = await approved({ items: [{ itemCode: 'SHADE', qty: 3, unitPrice: 8 }, { itemCode: 'SERVICE', qty: 1, unitPrice: 50 }] });
    const delivered = ok<SalesDelivery>(await deliver(order.id, [{ itemCode: 'SHADE', qty: 3 }, { itemCode: 'SERVICE', qty: 1 }]), 201);
    const costOut = delivered.lines[0].cost;
    expect(await getOrder(order.id)).toMatchObject({ status: 'TO_BILL', deliveredPercent: 100 });
    const [inventoryBefore, cogsBefore, shadeBefore] = [await balanceOf(accounts.inventory), await balanceOf(accounts.cogs), await stockOf('SHADE')];

    const over = expectProblem(await returnGoods(order.id, [{ itemCode: 'SHADE', qty: 4 }]), 422, 'validation');
    expect(over.errors).toEqual([{ path: 'items.0.qty', message: 'only 3 of SHADE has been delivered on this order', code: 'more-than-open' }]);

    const back = ok<SalesDelivery>(await returnGoods(order.id, [{ itemCode: 'SHADE', qty: 2 }], '2026-03-12'), 201);
    expect(back).toMatchObject({
      number: expect.stringMatching(new RegExp(`^DR-${world.company.code}-\\d{6}$`)), return: true, total: 16, cost: (costOut / 3) * 2,
      lines: [{ lineNumber: 1, itemCode: 'SHADE', qty: 2, unitPrice: 8, amount: 16, cost: (costOut / 3) * 2, movementId: expect.any(String) }],
    });
    const entry = ok(await world.api.get(`/journal-entries/${back.journalEntryId}`));
    expect(entry.lines.map((l: { accountId: string; debit: number; credit: number }) => [l.accountId, l.debit, l.credit]).sort()).toEqual(
      [[accounts.cogs, 0, back.cost], [accounts.inventory, back.cost, 0]].sort());
    expect(await balanceOf(accounts.inventory)).toBe(inventoryBefore + back.cost);
    expect(await balanceOf(accounts.cogs)).toBe(cogsBefore - back.cost);
    expect(await stockOf('SHADE')).toBe(shadeBefore! + 2);

    const after = await getOrder(order.id);
    expect(after).toMatchObject({ status: 'TO_DELIVER_AND_BILL', deliveredPercent: 50 }); // 2 of 4 units delivered
    expect(after.items.map((l) => l.deliveredQty)).toEqual([1, 1]);
    expect(after.deliveries.map((d) => [d.number, d.return])).toEqual([[delivered.number, false], [back.number, true]]);
    expect(after.history.at(-1)).toMatchObject({ field: 'status', action: 'return', from: 'TO_BILL', to: 'TO_DELIVER_AND_BILL' });
    // delivered again after the return
    ok(await deliver(order.id, [{ itemCode: 'SHADE', qty: 2 }], '2026-03-13'), 201);
    expect(await getOrder(order.id)).toMatchObject({ status: 'TO_BILL', deliveredPercent: 100 });

    const draft = await createOrder();
    expect(expectProblem(await returnGoods(draft.id, [{ itemCode: 'LAMP', qty: 1 }]), 409, 'invalid-transition').detail)
      .toBe('A sales order in status DRAFT cannot take goods back: it is DRAFT, not APPROVED.');
    const report = ok(await world.api.get(`/reports/trial-balance?companyIdString=${world.company.id}&fromDate=2026-01-01&toDate=2026-12-31`));
    expect(report.totals.map((r: { difference: number }) => r.difference)).toEqual([0]);
  });

  test('insufficient stock: 409 at the line, nothing written (order, stock, ledger)', async () => {
    const order = await approved({ items: [{ itemCode: 'SHADE', qty: 1, unitPrice: 8 }, { itemCode: 'BULB', qty: 2, unitPrice: 1 }] });
    const before = await written();
    const body = expectProblem(await deliver(order.id, [{ itemCode: 'SHADE', qty: 1 }, { itemCode: 'BULB', qty: 2 }]), 409, 'insufficient-stock');
    expect(errorPaths(body)).toEqual(['items.1.qty']);
    expect(await written()).toEqual(before);
    expect(await getOrder(order.id)).toMatchObject({ deliveredPercent: 0, version: 3, deliveries: [] });
  });

  test('a posting date in a CLOSED period: 409 period-closed, nothing written', async () => {
    const years = ok(await world.api.get(`/fiscal-years?companyIdString=${world.company.id}`));
    ok(await world.api.post('/accounting-periods', {
      name: 'Closed June', startDate: '2026-06-01T00:00:00Z', endDate: '2026-06-30T23:59:59Z', periodType: 'MONTH', status: 'CLOSED',
      fiscalYearIdString: years.content[0].id, companyIdString: world.company.id,
    }), 201);
    const order = await approved({ items: [{ itemCode: 'SHADE', qty: 1, unitPrice: 8 }] });
    const before = await written();
    expectProblem(await deliver(order.id, [{ itemCode: 'SHADE', qty: 1 }], '2026-06-15'), 409, 'period-closed');
    expect(await written()).toEqual(before);
    // a delivery that moves no stock (a service) is a document dated in the closed period too
    const service = await approved({ items: [{ itemCode: 'SERVICE', qty: 1, unitPrice: 50 }] });
    expectProblem(await deliver(service.id, [{ itemCode: 'SERVICE', qty: 1 }], '2026-06-15'), 409, 'period-closed');
    expect(await written()).toEqual(before);
  });

  test('only an approved, open order delivers; bad lines are 422 at their paths', async () => {
    const draft = await createOrder();
    expect(expectProblem(await deliver(draft.id, [{ itemCode: 'LAMP', qty: 1 }]), 409, 'invalid-transition').detail)
      .toBe('A sales order in status DRAFT cannot deliver goods: it is DRAFT, not APPROVED.');
    const held = await approved();
    ok(await act(held.id, 'hold'));
    expectProblem(await deliver(held.id, [{ itemCode: 'LAMP', qty: 1 }]), 409, 'invalid-transition');
    const order = await approved();
    const before = await written();
    expect(errorPaths(expectProblem(await deliver(order.id, [{ itemCode: 'SHADE', qty: 1 }]), 422, 'validation'))).toEqual(['items.0.itemCode']);
    expect(errorPaths(expectProblem(await deliver(order.id, [{ itemCode: 'LAMP', qty: 0 }]), 422, 'validation'))).toEqual(['items.0.qty']);
    expect(errorPaths(expectProblem(await deliver(order.id, [{ itemCode: 'LAMP', qty: 0.0000001 }]), 422, 'validation'))).toEqual(['items.0.qty']);
    expect(errorPaths(expectProblem(await deliver(order.id, []), 422, 'validation'))).toEqual(['items']);
    expect(errorPaths(expectProblem(await world.api.post(`/sales-orders/${order.id}/deliveries`, { items: [{ itemCode: 'LAMP', qty: 1 }] }), 422, 'validation'))).toEqual(['postingDate']);
    expect(await written()).toEqual(before);
  });

  test('authorization: 401, 403, another company\'s order or delivery 404', async () => {
    const order = await approved();
    const body = { postingDate: '2026-03-10', items: [{ itemCode: 'LAMP', qty: 1 }] };
    await expectUnauthorized(world.t, { method: 'POST', url: `/sales-orders/${order.id}/deliveries`, payload: body });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'POST', url: `/sales-orders/${order.id}/deliveries`, payload: body }, 'sales-orders:write', ['sales-orders:read']);
    expectProblem(await deliver(order.trace, body.items, body.postingDate, world.theirApi), 404, 'not-found');
    const delivered = ok<SalesDelivery>(await deliver(order.id, body.items), 201);
    expectProblem(await world.theirApi.get(`/deliveries/${delivered.id}`), 404, 'not-found');
    expectProblem(await world.api.get(`/deliveries/${NIL_UUID}`), 404, 'not-found');
    await expectForbiddenScope(world.t, world.admin.token, { method: 'GET', url: `/deliveries/${delivered.id}` }, 'sales-orders:read');
  });
});

describe('status rules (pure)', () => {
  const state = { workflowState: 'DRAFT' as const, status: 'DRAFT' as const, heldStatus: null, deliveredPercent: 0, billedPercent: 0 };
  test('progress status from delivered and billed percentages', () => {
    expect(progressStatus(0, 0)).toBe('TO_DELIVER_AND_BILL');
    expect(progressStatus(100, 40)).toBe('TO_BILL');
    expect(progressStatus(40, 100)).toBe('TO_DELIVER');
    expect(progressStatus(100, 100)).toBe('COMPLETED');
    expect(progressStatus('99.99', 100)).toBe('TO_DELIVER');
  });
  test('the workflow advances one step; approval lands on the progress status', () => {
    expect(advanceWorkflow(state)).toEqual({ workflowState: 'PENDING_APPROVAL', status: 'DRAFT', heldStatus: null });
    expect(advanceWorkflow({ ...state, workflowState: 'PENDING_APPROVAL' })).toEqual({ workflowState: 'APPROVED', status: 'TO_DELIVER_AND_BILL', heldStatus: null });
    expect(() => advanceWorkflow({ ...state, workflowState: 'APPROVED', status: 'TO_BILL' })).toThrow(/no further step/);
  });
  test('progress on a held order changes what it resumes to; a closed order stays closed', () => {
    expect(afterProgress({ status: 'ON_HOLD', heldStatus: 'TO_DELIVER_AND_BILL' }, 100, 0)).toEqual({ status: 'ON_HOLD', heldStatus: 'TO_BILL' });
    expect(afterProgress({ status: 'CLOSED', heldStatus: null }, 100, 100)).toEqual({ status: 'CLOSED', heldStatus: null });
    expect(afterProgress({ status: 'COMPLETED', heldStatus: null }, 100, 50)).toEqual({ status: 'TO_BILL', heldStatus: null });
    expect(applyAction({ ...state, workflowState: 'APPROVED', status: 'ON_HOLD', heldStatus: null, deliveredPercent: 100 }, 'resume').status).toBe('TO_BILL');
  });
});
