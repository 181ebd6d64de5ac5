import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { PurchaseOrder, PurchaseOrderDetail, PurchaseOrderStatus } from '../../src/contract/purchase-orders';
import type { Supplier } from '../../src/contract/suppliers';
import type { Page } from '../../src/contract/common';
import { purchaseOrderHistory, purchaseOrderLines, purchaseOrders } from '../../src/server/db/schema';
import { donePercent, progressStatus, transition } from '../../src/server/domain/purchasing/purchase-order-status';
import { client, errorPaths, NIL_UUID, ok } from '../support/accounting-fixtures';
import { apiKeyAuth, countRows, createApiKey, expectForbiddenScope, expectProblem, expectUnauthorized } from '../support/fixtures';
import { invalidPagingQueries } from '../support/invalid-queries';
import { useOrderWorld } from '../support/order-fixtures';

const world = useOrderWorld('purchase');
const { payload, createOrder } = world;

const orderRows = () => countRows(world.t, purchaseOrders);
const act = (id: string, action: string, as = world.api, headers?: Record<string, string>) => as.post(`/purchase-orders/${id}/${action}`, undefined, headers);
const setStatus = (id: string, status: PurchaseOrderStatus, heldStatus: PurchaseOrderStatus | null = null) =>
  world.t.database.db.update(purchaseOrders).set({ status, heldStatus }).where(eq(purchaseOrders.id, id));

describe('POST /purchase-orders', () => {
  test('creates a DRAFT order: 201, Location, number PO-<code>-<seq>, exact amounts and total, creation in the history', async () => {
    const res = await world.api.post('/purchase-orders', payload({
      expectedDate: '2026-03-20', notes: 'Dock 2',
      items: [{ itemCode: 'bolt-10', qty: 3, rate: 0.1 }, { itemCode: ' NUT-5 ', qty: 1.5, rate: 0.05 }, { itemCode: 'WASHER', qty: 0.333, rate: 19.99 }],
    }));
    const body = ok<PurchaseOrderDetail>(res, 201);
    expect(res.headers.location).toBe(`/api/v1/purchase-orders/${body.id}`);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      number: expect.stringMatching(new RegExp(`^PO-${world.company.code}-\\d{6}$`)),
      companyIdString: world.company.id,
      supplierIdString: world.supplier.id,
      supplierName: 'Acme Parts',
      currencyCodeString: 'USD',
      orderDate: '2026-03-02',
      expectedDate: '2026-03-20',
      notes: 'Dock 2',
      status: 'DRAFT',
      // 0.30 + 0.075 → 0.08 (half-even) + 6.65667 → 6.66
      netTotal: 7.04,
      taxTotal: 0,
      total: 7.04,
      exchangeRate: '1',
      baseTotal: 7.04,
      receivedPercent: 0,
      billedPercent: 0,
      items: [
        { lineNumber: 1, itemIdString: expect.any(String), itemCode: 'BOLT-10', itemName: 'Item BOLT-10', uom: 'pcs', qty: 3, rate: 0.1, amount: 0.3, receivedQty: 0, billedQty: 0, taxRateIdString: null, taxPercent: null, taxAmount: 0 },
        { lineNumber: 2, itemIdString: expect.any(String), itemCode: 'NUT-5', itemName: 'Item NUT-5', uom: 'pcs', qty: 1.5, rate: 0.05, amount: 0.08, receivedQty: 0, billedQty: 0, taxRateIdString: null, taxPercent: null, taxAmount: 0 },
        { lineNumber: 3, itemIdString: expect.any(String), itemCode: 'WASHER', itemName: 'Item WASHER', uom: 'pcs', qty: 0.333, rate: 19.99, amount: 6.66, receivedQty: 0, billedQty: 0, taxRateIdString: null, taxPercent: null, taxAmount: 0 },
      ],
      taxes: [],
      history: [{ action: 'create', from: null, to: 'DRAFT', at: expect.any(String), by: world.admin.userId }],
      receipts: [],
      bills: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
    expect(ok(await world.api.get(`/purchase-orders/${body.id}`))).toEqual(body);
  });

  test('half-even at the minor unit: 0.125 of a cent rounds to the even cent; JPY has no decimals', async () => {
    const even = await createOrder({ items: [{ itemCode: 'BOLT-10', qty: 0.5, rate: 0.25 }, { itemCode: 'NUT-5', qty: 0.5, rate: 0.35 }] });
    expect(even.items.map((l) => l.amount)).toEqual([0.12, 0.18]);
    expect(even.total).toBe(0.3);
    const yen = await createOrder({ currencyCodeString: 'jpy', items: [{ itemCode: 'BOLT-10', qty: 2.5, rate: 101 }] });
    expect(yen).toMatchObject({ currencyCodeString: 'JPY', total: 252, items: [{ amount: 252 }] });
    expectProblem(await world.api.post('/purchase-orders', payload({ currencyCodeString: 'JPY', items: [{ itemCode: 'BOLT-10', qty: 1, rate: 1.5 }] })), 422, 'validation');
  });

  test('numbers count up per company and are never reused', async () => {
    const a = await createOrder();
    const b = await createOrder();
    expect(Number(b.number.slice(-6))).toBe(Number(a.number.slice(-6)) + 1);
    const theirs = await createOrder({ companyIdString: world.otherCompany.id, supplierIdString: world.theirSupplier.id, items: [{ itemCode: 'THEIRS-1', qty: 1, rate: 1 }] }, world.theirApi);
    expect(theirs.number).toMatch(new RegExp(`^PO-${world.otherCompany.code}-000001$`));
  });

  test('the default company applies when companyIdString is left out', async () => {
    const { companyIdString, ...rest } = payload();
    expect(companyIdString).toBe(world.company.id);
    expect(ok<PurchaseOrderDetail>(await world.api.post('/purchase-orders', rest), 201).companyIdString).toBe(world.company.id);
  });

  test.each([
    ['a missing supplierIdString', { supplierIdString: undefined }, 'supplierIdString', 'required'],
    ['a supplierIdString that is no UUID', { supplierIdString: 'acme' }, 'supplierIdString', 'invalid_format'],
    ['an unknown supplier', { supplierIdString: NIL_UUID }, 'supplierIdString', 'unknown-supplier'],
    ['a missing currencyCodeString', { currencyCodeString: undefined }, 'currencyCodeString', 'required'],
    ['an unknown currency', { currencyCodeString: 'XYZ' }, 'currencyCodeString', 'unknown-currency'],
    ['a missing orderDate', { orderDate: undefined }, 'orderDate', 'required'],
    ['an orderDate in year 0000', { orderDate: '0000-01-01' }, 'orderDate', 'custom'],
    ['an orderDate that is no date', { orderDate: '2026-02-30' }, 'orderDate', 'invalid_format'],
    ['an expectedDate before orderDate', { expectedDate: '2026-03-01' }, 'expectedDate', 'before-order-date'],
    ['no lines', { items: [] }, 'items', 'too_small'],
    ['an unknown itemCode', { items: [{ itemCode: 'BOLT-10', qty: 1, rate: 1 }, { itemCode: 'NOPE', qty: 1, rate: 1 }] }, 'items.1.itemCode', 'unknown-item'],
    ['a blank itemCode', { items: [{ itemCode: ' ', qty: 1, rate: 1 }] }, 'items.0.itemCode', 'too_small'],
    ['a zero qty', { items: [{ itemCode: 'BOLT-10', qty: 0, rate: 1 }] }, 'items.0.qty', 'custom'],
    ['a negative qty', { items: [{ itemCode: 'BOLT-10', qty: -1, rate: 1 }] }, 'items.0.qty', 'custom'],
    ['a qty with 7 decimals', { items: [{ itemCode: 'BOLT-10', qty: 0.1234567, rate: 1 }] }, 'items.0.qty', 'too-precise'],
    ['a huge qty', { items: [{ itemCode: 'BOLT-10', qty: 1e300, rate: 1 }] }, 'items.0.qty', 'custom'],
    ['a qty as a string', { items: [{ itemCode: 'BOLT-10', qty: '1', rate: 1 }] }, 'items.0.qty', 'invalid_type'],
    ['a negative rate', { items: [{ itemCode: 'BOLT-10', qty: 1, rate: -1 }] }, 'items.0.rate', 'custom'],
    ['a rate finer than cents', { items: [{ itemCode: 'BOLT-10', qty: 1, rate: 0.001 }] }, 'items.0.rate', 'too-precise'],
    ['a line amount of 10^13 or more', { items: [{ itemCode: 'BOLT-10', qty: 100_000_000, rate: 999_999_999 }] }, 'items.0.qty', 'too-large'],
    ['a companyIdString that is no UUID', { companyIdString: 'acme' }, 'companyIdString', 'invalid_format'],
  ])('rejects %s with 422 at that field and writes nothing', async (_label, overrides, path, code) => {
    const before = await orderRows();
    const body = expectProblem(await world.api.post('/purchase-orders', payload(overrides)), 422, 'validation');
    expect(errorPaths(body)).toContain(path);
    expect(body.errors!.find((e) => e.path === path)!.code).toBe(code);
    expect(await orderRows()).toBe(before);
  });

  test('another company\'s supplier or item is unknown: 422 at the field, nothing leaked or written', async () => {
    const before = await orderRows();
    const bySupplier = expectProblem(await world.api.post('/purchase-orders', payload({ supplierIdString: world.theirSupplier.id })), 422, 'validation');
    expect(bySupplier.errors).toEqual([{ path: 'supplierIdString', message: 'is not a supplier of this company', code: 'unknown-supplier' }]);
    const byItem = expectProblem(await world.api.post('/purchase-orders', payload({ items: [{ itemCode: 'THEIRS-1', qty: 1, rate: 1 }] })), 422, 'validation');
    expect(errorPaths(byItem)).toEqual(['items.0.itemCode']);
    expect(await orderRows()).toBe(before);
  });

  test('hostile input is a 4xx problem, never a 500', async () => {
    expect((await world.api.post('/purchase-orders', payload({ notes: 'a\u0000b' }))).statusCode).toBeLessThan(500);
    expect((await world.api.post('/purchase-orders', payload({ items: [{ itemCode: 'BO\u0000LT', qty: 1, rate: 1 }] }))).statusCode).toBeLessThan(500);
    const proto = await world.t.inject({ method: 'POST', url: '/api/v1/purchase-orders', headers: { authorization: `Bearer ${world.admin.token}`, 'content-type': 'application/json' }, payload: '{"__proto__": {"x": 1}, "items": []}' });
    expect(proto.statusCode).toBeGreaterThanOrEqual(400);
    expect(proto.statusCode).toBeLessThan(500);
  });

  test('authorization: 401 without credentials, 403 without the scope or for another company', async () => {
    await expectUnauthorized(world.t, { method: 'POST', url: '/purchase-orders', payload: payload() });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'POST', url: '/purchase-orders', payload: payload() }, 'purchase-orders:write', ['purchase-orders:read']);
    const before = await orderRows();
    expectProblem(await world.api.post('/purchase-orders', payload({ companyIdString: world.otherCompany.id })), 403, 'forbidden-company');
    expect(await orderRows()).toBe(before);
    const writer = await createApiKey(world.t, world.admin.token, { scopes: ['purchase-orders:write'] });
    expect((await createOrder({}, client(world.t, apiKeyAuth(writer.key)))).history[0].by).toBe(world.admin.userId);
  });
});

describe('GET /purchase-orders/{id}', () => {
  test('another company\'s order is 404 (no leak); an unknown id is 404; no credentials 401; wrong scope 403', async () => {
    const mine = await createOrder();
    expectProblem(await world.theirApi.get(`/purchase-orders/${mine.id}`), 404, 'not-found');
    expectProblem(await world.api.get(`/purchase-orders/${NIL_UUID}`), 404, 'not-found');
    await expectUnauthorized(world.t, { method: 'GET', url: `/purchase-orders/${mine.id}` });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'GET', url: `/purchase-orders/${mine.id}` }, 'purchase-orders:read');
    expect(ok<PurchaseOrderDetail>(await world.api.get(`/purchase-orders/${mine.id.toUpperCase()}`)).id).toBe(mine.id);
  });
});

describe('actions', () => {
  test('submit, hold, resume, close: each changes the status, bumps the version and appends history', async () => {
    const order = await createOrder();
    const submitted = ok<PurchaseOrderDetail>(await act(order.id, 'submit'));
    expect(submitted).toMatchObject({ status: 'TO_RECEIVE_AND_BILL', version: 2 });
    const held = ok<PurchaseOrderDetail>(await act(order.id, 'hold'));
    expect(held.status).toBe('ON_HOLD');
    const resumed = await act(order.id, 'resume');
    expect(resumed.headers.etag).toBe('W/"4"');
    expect(ok<PurchaseOrderDetail>(resumed).status).toBe('TO_RECEIVE_AND_BILL');
    const closed = ok<PurchaseOrderDetail>(await act(order.id, 'close'));
    expect(closed).toMatchObject({ status: 'CLOSED', version: 5 });
    expect(closed.history.map((h) => [h.action, h.from, h.to, h.by])).toEqual([
      ['create', null, 'DRAFT', world.admin.userId],
      ['submit', 'DRAFT', 'TO_RECEIVE_AND_BILL', world.admin.userId],
      ['hold', 'TO_RECEIVE_AND_BILL', 'ON_HOLD', world.admin.userId],
      ['resume', 'ON_HOLD', 'TO_RECEIVE_AND_BILL', world.admin.userId],
      ['close', 'TO_RECEIVE_AND_BILL', 'CLOSED', world.admin.userId],
    ]);
  });

  test('resume returns to the status the order was held in', async () => {
    const order = await createOrder();
    await setStatus(order.id, 'TO_BILL');
    expect(ok<PurchaseOrderDetail>(await act(order.id, 'hold')).status).toBe('ON_HOLD');
    expect(ok<PurchaseOrderDetail>(await act(order.id, 'resume')).status).toBe('TO_BILL');
  });

  test('cancel: a DRAFT, an open or a held order with nothing received or billed', async () => {
    const draft = await createOrder();
    expect(ok<PurchaseOrderDetail>(await act(draft.id, 'cancel')).status).toBe('CANCELLED');
    const open = await createOrder();
    await act(open.id, 'submit');
    expect(ok<PurchaseOrderDetail>(await act(open.id, 'cancel')).status).toBe('CANCELLED');
    const held = await createOrder();
    await act(held.id, 'submit');
    await act(held.id, 'hold');
    expect(ok<PurchaseOrderDetail>(await act(held.id, 'cancel')).status).toBe('CANCELLED');
  });

  test('cancel is refused once anything was received or billed (close it instead)', async () => {
    const order = await createOrder();
    await act(order.id, 'submit');
    await world.t.database.db.update(purchaseOrderLines).set({ receivedQty: '0.000001' }).where(eq(purchaseOrderLines.purchaseOrderId, order.id));
    const body = expectProblem(await act(order.id, 'cancel'), 409, 'invalid-transition');
    expect(body.detail).toBe('A purchase order in status TO_RECEIVE_AND_BILL cannot be cancelled: goods have been received or billed on it; close it instead.');
    expect(ok<PurchaseOrderDetail>(await act(order.id, 'close')).status).toBe('CLOSED');
  });

  const statuses: PurchaseOrderStatus[] = ['DRAFT', 'TO_RECEIVE_AND_BILL', 'TO_BILL', 'TO_RECEIVE', 'COMPLETED', 'ON_HOLD', 'CLOSED', 'CANCELLED'];
  const legal: Record<string, PurchaseOrderStatus[]> = {
    submit: ['DRAFT'],
    hold: ['TO_RECEIVE_AND_BILL', 'TO_BILL', 'TO_RECEIVE'],
    resume: ['ON_HOLD'],
    close: ['TO_RECEIVE_AND_BILL', 'TO_BILL', 'TO_RECEIVE', 'ON_HOLD'],
    cancel: ['DRAFT', 'TO_RECEIVE_AND_BILL', 'TO_BILL', 'TO_RECEIVE', 'ON_HOLD'],
  };
  const expected: Record<string, (from: PurchaseOrderStatus) => PurchaseOrderStatus> = {
    submit: () => 'TO_RECEIVE_AND_BILL', hold: () => 'ON_HOLD', resume: () => 'TO_BILL', close: () => 'CLOSED', cancel: () => 'CANCELLED',
  };
  const cases = Object.keys(legal).flatMap((action) => statuses.map((from) => [action, from, legal[action].includes(from)] as const));

  test.each(cases)('%s from %s: legal %s', async (action, from, isLegal) => {
    const order = await createOrder();
    await setStatus(order.id, from, from === 'ON_HOLD' ? 'TO_BILL' : null);
    const historyBefore = await countRows(world.t, purchaseOrderHistory);
    const res = await act(order.id, action);
    if (isLegal) {
      expect(ok<PurchaseOrderDetail>(res).status).toBe(expected[action](from));
      expect(await countRows(world.t, purchaseOrderHistory)).toBe(historyBefore + 1);
    } else {
      const body = expectProblem(res, 409, 'invalid-transition');
      expect(body.detail).toContain(`status ${from}`);
      expect(body.detail).toContain(`cannot be ${{ submit: 'submitted', hold: 'held', resume: 'resumed', close: 'closed', cancel: 'cancelled' }[action]}`);
      expect(await countRows(world.t, purchaseOrderHistory)).toBe(historyBefore);
      expect(ok<PurchaseOrderDetail>(await world.api.get(`/purchase-orders/${order.id}`))).toMatchObject({ status: from, version: 1 });
    }
  });

  test('If-Match: a stale version is 412 and changes nothing; the current one works', async () => {
    const order = await createOrder();
    expectProblem(await act(order.id, 'submit', world.api, { 'if-match': 'W/"7"' }), 412, 'precondition-failed');
    expect(ok<PurchaseOrderDetail>(await world.api.get(`/purchase-orders/${order.id}`)).status).toBe('DRAFT');
    expect(ok<PurchaseOrderDetail>(await act(order.id, 'submit', world.api, { 'if-match': 'W/"1"' })).status).toBe('TO_RECEIVE_AND_BILL');
  });

  test('authorization: 401, 403 without the write scope, another company\'s order 404 and unchanged', async () => {
    const order = await createOrder();
    await expectUnauthorized(world.t, { method: 'POST', url: `/purchase-orders/${order.id}/submit` });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'POST', url: `/purchase-orders/${order.id}/submit` }, 'purchase-orders:write', ['purchase-orders:read']);
    expectProblem(await act(order.id, 'submit', world.theirApi), 404, 'not-found');
    expectProblem(await act(NIL_UUID, 'submit'), 404, 'not-found');
    expect(ok<PurchaseOrderDetail>(await world.api.get(`/purchase-orders/${order.id}`))).toMatchObject({ status: 'DRAFT', version: 1 });
  });
});

describe('GET /purchase-orders', () => {
  let listed: PurchaseOrderDetail[];
  const list = async (query: string, as = world.api) => ok<Page<PurchaseOrder>>(await as.get(`/purchase-orders?${query}`));

  beforeAll(async () => {
    // a fresh company view: delete nothing, filter by a supplier of its own
    const s = ok<Supplier>(await world.api.post('/suppliers', { name: 'List Supplier' }), 201);
    listed = [];
    for (const [orderDate, qty] of [['2025-01-10', 1], ['2025-02-10', 5], ['2025-03-10', 2], ['2025-04-10', 4]] as const) {
      listed.push(await createOrder({ supplierIdString: s.id, orderDate, items: [{ itemCode: 'BOLT-10', qty, rate: 10 }] }));
    }
    await act(listed[1].id, 'submit');
    await act(listed[2].id, 'submit');
  });
  const supplierOf = () => listed[0].supplierIdString;

  test('filters by supplier and status; newest order first by default', async () => {
    const all = await list(`supplierIdString=${supplierOf()}`);
    expect(all.page).toMatchObject({ totalElements: 4, number: 0, size: 20, totalPages: 1 });
    expect(all.content.map((o) => o.orderDate)).toEqual(['2025-04-10', '2025-03-10', '2025-02-10', '2025-01-10']);
    expect(all.content[0]).toMatchObject({ supplierName: 'List Supplier', total: 40, status: 'DRAFT', receivedPercent: 0, billedPercent: 0 });
    const open = await list(`supplierIdString=${supplierOf()}&status=TO_RECEIVE_AND_BILL`);
    expect(open.content.map((o) => o.id).sort()).toEqual([listed[1].id, listed[2].id].sort());
    expect((await list(`status=CANCELLED&supplierIdString=${supplierOf()}`)).page.totalElements).toBe(0);
  });

  test('date range on orderDate, search by number, sort both forms, paging', async () => {
    const range = await list(`supplierIdString=${supplierOf()}&fromDate=2025-02-10&toDate=2025-03-10`);
    expect(range.content.map((o) => o.orderDate)).toEqual(['2025-03-10', '2025-02-10']);
    expect((await list(`search=${listed[3].number.toLowerCase()}`)).content.map((o) => o.id)).toEqual([listed[3].id]);
    const byTotal = await list(`supplierIdString=${supplierOf()}&sort=total,desc`);
    expect(byTotal.content.map((o) => o.total)).toEqual([50, 40, 20, 10]);
    expect((await list(`supplierIdString=${supplierOf()}&sort=-total`)).content.map((o) => o.total)).toEqual([50, 40, 20, 10]);
    const byNumber = await list(`supplierIdString=${supplierOf()}&sort=number,asc&size=3&page=1`);
    expect(byNumber.page).toMatchObject({ totalElements: 4, totalPages: 2, number: 1 });
    expect(byNumber.content.map((o) => o.id)).toEqual([listed[3].id]);
    const first = await list(`supplierIdString=${supplierOf()}&sort=orderDate&size=2`);
    const next = await list(`supplierIdString=${supplierOf()}&sort=orderDate&size=2&cursor=${encodeURIComponent(first.page.nextCursor!)}`);
    expect([...first.content, ...next.content].map((o) => o.orderDate)).toEqual(['2025-01-10', '2025-02-10', '2025-03-10', '2025-04-10']);
  });

  test('tenancy: another company sees none of these; naming a company you are not in is 403', async () => {
    expect((await list(`supplierIdString=${supplierOf()}`, world.theirApi)).page.totalElements).toBe(0);
    expectProblem(await world.api.get(`/purchase-orders?companyIdString=${world.otherCompany.id}`), 403, 'forbidden-company');
    await expectUnauthorized(world.t, { method: 'GET', url: '/purchase-orders' });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'GET', url: '/purchase-orders' }, 'purchase-orders:read');
  });

  test.each([['sort=supplierName', 'sort'], ['sort=__proto__', 'sort'], ['status=OPEN', 'status'], ['supplierIdString=x', 'supplierIdString'],
    ['fromDate=2025-02-30', 'fromDate'], ['fromDate=2025-03-01&toDate=2025-02-01', 'toDate'], ...invalidPagingQueries])(
    '%s is 400 invalid-query naming the parameter', async (query, parameter) => {
      const body = expectProblem(await world.api.get(`/purchase-orders?${query}`), 400, 'invalid-query');
      expect(errorPaths(body)).toContain(parameter);
    });
});

describe('DELETE /suppliers/{id} with purchase orders', () => {
  test('409 in-use naming the purchase orders; the supplier stays', async () => {
    const busy = ok<Supplier>(await world.api.post('/suppliers', { name: 'Busy Supplier PO' }), 201);
    await createOrder({ supplierIdString: busy.id });
    await createOrder({ supplierIdString: busy.id });
    const body = expectProblem(await world.api.delete(`/suppliers/${busy.id}`), 409, 'in-use');
    expect(body.detail).toBe('The supplier is used by 2 purchase orders; it cannot be deleted.');
    expect(ok<Supplier>(await world.api.get(`/suppliers/${busy.id}`)).id).toBe(busy.id);
    expect(world.otherSupplier.id).not.toBe(busy.id);
    expect((await world.api.delete(`/suppliers/${world.otherSupplier.id}`)).statusCode).toBe(204);
  });
});

describe('status rules (pure)', () => {
  test('progress status from received and billed percentages', () => {
    expect(progressStatus(0, 0)).toBe('TO_RECEIVE_AND_BILL');
    expect(progressStatus(100, 40)).toBe('TO_BILL');
    expect(progressStatus(40, 100)).toBe('TO_RECEIVE');
    expect(progressStatus(100, 100)).toBe('COMPLETED');
    expect(progressStatus('99.99', 100)).toBe('TO_RECEIVE');
  });

  test('done percent: Σ min(done, qty) / Σ qty, rounded down to 2 decimals', () => {
    expect(donePercent([]).toNumber()).toBe(0);
    expect(donePercent([{ qty: 3, done: 1 }]).toString()).toBe('33.33');
    expect(donePercent([{ qty: 2, done: 5 }, { qty: 2, done: 0 }]).toString()).toBe('50');
    expect(donePercent([{ qty: '1000000', done: '999999.999999' }]).toString()).toBe('99.99');
    expect(donePercent([{ qty: 1, done: 1 }, { qty: '0.5', done: '0.5' }]).toString()).toBe('100');
  });

  test('submit of an order already partly done lands on its progress status; resume without a remembered status too', () => {
    expect(transition({ status: 'DRAFT', heldStatus: null, receivedPercent: 100, billedPercent: 0 }, 'submit').status).toBe('TO_BILL');
    expect(transition({ status: 'ON_HOLD', heldStatus: null, receivedPercent: 0, billedPercent: 100 }, 'resume').status).toBe('TO_RECEIVE');
  });
});

test('the history table is append-only in use: one row per change', async () => {
  const order = await createOrder();
  await act(order.id, 'submit');
  const [{ n }] = await world.t.database.db.select({ n: sql<number>`count(*)::int` }).from(purchaseOrderHistory).where(eq(purchaseOrderHistory.purchaseOrderId, order.id));
  expect(n).toBe(2);
});
