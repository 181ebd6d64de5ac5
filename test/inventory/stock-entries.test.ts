import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { ItemDetail } from '../../src/contract/items';
import type { StockEntryDetail, StockMovement } from '../../src/contract/stock-entries';
import { journalEntries, stockBalances, stockEntries, stockLots, stockMovements } from '../../src/server/db/schema';
import { client, defaultAccount, errorPaths, NIL_UUID, ok } from '../support/accounting-fixtures';
import { apiKeyAuth, countRows, createApiKey, expectForbiddenScope, expectProblem, expectUnauthorized } from '../support/fixtures';
import { invalidPagingQueries } from '../support/invalid-queries';
import { testDbKind } from '../support/test-app';
import { useTwoCompanyApp } from '../support/two-companies';

const world = useTwoCompanyApp();

let codes = 0;
const createItem = async (overrides: Record<string, unknown> = {}, as = world.api): Promise<ItemDetail> => ok(await as.post('/items', {
  itemCode: `IT-${++codes}`, name: 'Thing', itemGroup: 'Things', uom: 'each', valuationMethod: 'FIFO',
  maintainStock: true, allowNegativeStock: false, companyIdString: world.company.id, ...overrides,
}), 201);
const entry = (entryType: 'RECEIPT' | 'ISSUE', lines: Record<string, unknown>[], overrides: Record<string, unknown> = {}) =>
  ({ companyIdString: world.company?.id, entryType, postingDate: '2026-03-10', items: lines, ...overrides });
const receive = async (itemCode: string, qty: number, rate: number, as = world.api, co = world.company): Promise<StockEntryDetail> =>
  ok(await as.post('/stock-entries', entry('RECEIPT', [{ itemCode, qty, rate }], { companyIdString: co.id })), 201);
const issue = async (itemCode: string, qty: number): Promise<StockEntryDetail> => ok(await world.api.post('/stock-entries', entry('ISSUE', [{ itemCode, qty }])), 201);
const getItem = async (id: string): Promise<ItemDetail> => ok(await world.api.get(`/items/${id}`));
const movements = async (id: string, query = ''): Promise<StockMovement[]> => ok(await world.api.get(`/items/${id}/stock-movements?${query}`)).content;
const balanceOf = async (accountId: string) => ok(await world.api.get(`/accounts/${accountId}`)).balance as number;
const written = () => Promise.all([countRows(world.t, stockEntries), countRows(world.t, stockMovements), countRows(world.t, journalEntries), countRows(world.t, stockLots)]);

describe('the worked example: receive 10 @ 10, receive 10 @ 14, issue 15', () => {
  const results: Record<string, { item: ItemDetail; issued: StockEntryDetail }> = {};
  let inventory: string;
  let variance: string;
  let adjustment: string;

  beforeAll(async () => {
    inventory = await defaultAccount(world.t, world.company.id, 'INVENTORY');
    variance = await defaultAccount(world.t, world.company.id, 'STOCK_VARIANCE');
    adjustment = await defaultAccount(world.t, world.company.id, 'STOCK_ADJUSTMENT');
    for (const method of ['FIFO', 'LIFO', 'MAVG', 'STANDARD']) {
      const item = await createItem({ itemCode: `WX-${method}`, valuationMethod: method, ...(method === 'STANDARD' ? { standardCost: 12 } : {}) });
      await receive(item.itemCode, 10, 10);
      await receive(item.itemCode, 10, 14);
      results[method] = { item: await getItem(item.id), issued: await issue(item.itemCode, 15) };
    }
  });

  test.each([
    ['FIFO', 170, 70, 14],
    ['LIFO', 190, 50, 10],
    ['MAVG', 180, 60, 12],
    ['STANDARD', 180, 60, 12],
  ])('%s: the issue costs %d, leaving 5 worth %d', async (method, cost, left, rate) => {
    const { item, issued } = results[method];
    expect(item).toMatchObject({ stockQty: 20, stockValue: method === 'STANDARD' ? 240 : 240 });
    expect(issued).toMatchObject({ entryType: 'ISSUE', totalValue: cost, baseCurrency: 'USD', items: [{ lineNumber: 1, itemCode: item.itemCode, qty: 15, value: cost }] });
    expect(issued.number).toMatch(new RegExp(`^STE-${world.company.code}-\\d{6}$`));
    expect(await getItem(item.id)).toMatchObject({ stockQty: 5, stockValue: left, valuationRate: rate });
    const je = ok(await world.api.get(`/journal-entries/${issued.journalEntryId}`));
    expect(je).toMatchObject({ source: 'STOCK_ENTRY', sourceId: issued.id, reference: issued.number, postingDate: '2026-03-10', totalDebit: cost });
    expect(je.lines.map((l: { accountId: string; debit: number; credit: number }) => [l.accountId, l.debit, l.credit]))
      .toEqual([[inventory, 0, cost], [adjustment, cost, 0]]);
  });

  test('STANDARD receipts put the standard value in stock and the difference to stock variance', async () => {
    const list = await movements(results.STANDARD.item.id, 'sort=seq,asc');
    expect(list.map((m) => [m.kind, m.qty, m.rate, m.amount, m.value, m.variance, m.balanceQty, m.balanceValue])).toEqual([
      ['RECEIPT', 10, 10, 100, 120, -20, 10, 120],
      ['RECEIPT', 10, 14, 140, 120, 20, 20, 240],
      ['ISSUE', -15, 12, 180, -180, 0, 5, 60],
    ]);
    const first = ok(await world.api.get(`/journal-entries/${list[0].journalEntryId}`));
    expect(first.lines.map((l: { accountId: string; debit: number; credit: number }) => [l.accountId, l.debit, l.credit]))
      .toEqual([[inventory, 120, 0], [variance, 0, 20], [adjustment, 0, 100]]);
    const second = ok(await world.api.get(`/journal-entries/${list[1].journalEntryId}`));
    expect(second.lines.map((l: { accountId: string; debit: number; credit: number }) => [l.accountId, l.debit, l.credit]))
      .toEqual([[inventory, 120, 0], [variance, 20, 0], [adjustment, 0, 140]]);
  });

  test('movements: each with qty, rate, value and the balance after it, newest first, paged', async () => {
    const fifo = results.FIFO.item;
    const list = await movements(fifo.id);
    expect(list.map((m) => [m.seq, m.kind, m.qty, m.rate, m.value, m.balanceQty, m.balanceValue, m.sourceType])).toEqual([
      [3, 'ISSUE', -15, 11.333333333, -170, 5, 70, 'STOCK_ENTRY'],
      [2, 'RECEIPT', 10, 14, 140, 20, 240, 'STOCK_ENTRY'],
      [1, 'RECEIPT', 10, 10, 100, 10, 100, 'STOCK_ENTRY'],
    ]);
    expect(list[0]).toMatchObject({ itemIdString: fifo.id, sourceId: results.FIFO.issued.id, sourceNumber: results.FIFO.issued.number, journalEntryId: results.FIFO.issued.journalEntryId, companyIdString: world.company.id, postingDate: '2026-03-10' });
    const page = ok(await world.api.get(`/items/${fifo.id}/stock-movements?size=2&page=1`));
    expect(page.page).toMatchObject({ number: 1, size: 2, totalElements: 3, totalPages: 2 });
    expect(page.content.map((m: StockMovement) => m.seq)).toEqual([1]);
    expect((await movements(fifo.id, 'fromDate=2026-03-11')).length).toBe(0);
    // The lots left: FIFO keeps the newest (5 @ 14), LIFO the oldest (5 @ 10).
    const lotsOf = async (itemId: string) => (await world.t.database.db.select().from(stockLots).where(eq(stockLots.itemId, itemId))).map((l) => [l.qty, l.rate]);
    expect(await lotsOf(fifo.id)).toEqual([['5', '14']]);
    expect(await lotsOf(results.LIFO.item.id)).toEqual([['5', '10']]);
  });

  test('the trial balance has no difference and the stock account equals the sum of the items\' stock values', async () => {
    const report = ok(await world.api.get(`/reports/trial-balance?companyIdString=${world.company.id}&fromDate=2026-01-01&toDate=2026-12-31`));
    expect(report.totals.map((r: { difference: number }) => r.difference)).toEqual([0]);
    const items = ok(await world.api.get('/items?size=200')).content as { id: string }[];
    let sum = 0;
    for (const { id } of items) sum += (await getItem(id)).stockValue ?? 0;
    expect(await balanceOf(inventory)).toBe(sum);
    expect(sum).toBe(70 + 50 + 60 + 60);
  });
});

describe('insufficient stock and negative stock', () => {
  test('issuing more than is on hand is 409 insufficient-stock at the line, and nothing is written', async () => {
    const item = await createItem({ valuationMethod: 'MAVG' });
    await receive(item.itemCode, 3, 2.5);
    const other = await createItem();
    await receive(other.itemCode, 10, 1);
    const before = await written();
    const body = expectProblem(await world.api.post('/stock-entries', entry('ISSUE', [{ itemCode: other.itemCode, qty: 1 }, { itemCode: item.itemCode, qty: 3.5 }])), 409, 'insufficient-stock');
    expect(body.detail).toBe(`Cannot issue 3.5 of ${item.itemCode}: 3 on hand, and the item does not allow negative stock.`);
    expect(errorPaths(body)).toEqual(['items.1.qty']);
    expect(await written()).toEqual(before);
    expect(await getItem(other.id)).toMatchObject({ stockQty: 10, stockValue: 10 });
    // Exactly what is on hand may go.
    expect((await issue(item.itemCode, 3)).totalValue).toBe(7.5);
    expect(await getItem(item.id)).toMatchObject({ stockQty: 0, stockValue: 0 });
  });

  test('allowNegativeStock: the shortfall goes out at the last rate; the next receipt settles it', async () => {
    const item = await createItem({ allowNegativeStock: true });
    await receive(item.itemCode, 10, 10);
    expect((await issue(item.itemCode, 15)).totalValue).toBe(150);
    expect(await getItem(item.id)).toMatchObject({ stockQty: -5, stockValue: -50 });
    await receive(item.itemCode, 10, 12);
    expect(await getItem(item.id)).toMatchObject({ stockQty: 5, stockValue: 60 });
    const [last] = await movements(item.id);
    expect(last).toMatchObject({ kind: 'RECEIPT', amount: 120, value: 110, variance: 10 });
  });

  test('several lines of one item in one entry apply in order', async () => {
    const item = await createItem({ valuationMethod: 'LIFO' });
    const received = ok<StockEntryDetail>(await world.api.post('/stock-entries', entry('RECEIPT', [{ itemCode: item.itemCode, qty: 2, rate: 1 }, { itemCode: item.itemCode.toLowerCase(), qty: 2, rate: 3 }])), 201);
    expect(received.items.map((l) => [l.lineNumber, l.qty, l.rate, l.value])).toEqual([[1, 2, 1, 2], [2, 2, 3, 6]]);
    const issued = ok<StockEntryDetail>(await world.api.post('/stock-entries', entry('ISSUE', [{ itemCode: item.itemCode, qty: 3 }, { itemCode: item.itemCode, qty: 1 }])), 201);
    expect(issued.items.map((l) => l.value)).toEqual([7, 1]);
    expect(await getItem(item.id)).toMatchObject({ stockQty: 0, stockValue: 0 });
    expect(await world.t.database.db.select().from(stockLots).where(eq(stockLots.itemId, item.id))).toEqual([]);
  });

  test('a receipt at rate 0 moves stock and posts nothing', async () => {
    const item = await createItem();
    const free = await receive(item.itemCode, 4, 0);
    expect(free).toMatchObject({ totalValue: 0, journalEntryId: null });
    expect(await getItem(item.id)).toMatchObject({ stockQty: 4, stockValue: 0 });
  });

  test('two concurrent issues of the last unit: exactly one 201 and one 409', async () => {
    // On PGlite (one connection) the two transactions run one after the other. On PostgreSQL they
    // race; the company's STE number counter already makes the second wait for the first (the
    // balance row's lock is proven alone in stock-ledger.test.ts), then it sees the first's balance.
    const item = await createItem({ valuationMethod: 'FIFO' });
    await receive(item.itemCode, 1, 5);
    const results = await Promise.all([0, 1].map(() => world.api.post('/stock-entries', entry('ISSUE', [{ itemCode: item.itemCode, qty: 1 }]))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('insufficient-stock');
    expect(await getItem(item.id)).toMatchObject({ stockQty: 0, stockValue: 0 });
    expect((await movements(item.id)).length).toBe(2);
  });

  test(`many concurrent issues never take more than is on hand (${testDbKind})`, async () => {
    const item = await createItem({ valuationMethod: 'MAVG' });
    await receive(item.itemCode, 5, 3);
    const results = await Promise.all(Array.from({ length: 8 }, () => world.api.post('/stock-entries', entry('ISSUE', [{ itemCode: item.itemCode, qty: 1 }]))));
    expect(results.filter((r) => r.statusCode === 201).length).toBe(5);
    expect(results.filter((r) => r.statusCode === 409).length).toBe(3);
    expect(await getItem(item.id)).toMatchObject({ stockQty: 0, stockValue: 0 });
    const [balance] = await world.t.database.db.select().from(stockBalances).where(eq(stockBalances.itemId, item.id));
    expect(balance.movements).toBe(6);
  });
});

describe('POST /stock-entries refuses', () => {
  let fifo: ItemDetail;
  let service: ItemDetail;
  let theirs: ItemDetail;
  beforeAll(async () => {
    fifo = await createItem({ itemCode: 'REF-1' });
    service = await createItem({ itemCode: 'SVC-9', maintainStock: false });
    theirs = await createItem({ itemCode: 'THEIRS-1', companyIdString: world.otherCompany.id }, world.theirApi);
  });

  test.each([
    ['a missing rate on a RECEIPT', entry('RECEIPT', [{ itemCode: 'REF-1', qty: 1 }]), 'items.0.rate'],
    ['a rate on an ISSUE', entry('ISSUE', [{ itemCode: 'REF-1', qty: 1, rate: 2 }]), 'items.0.rate'],
    ['qty 0', entry('RECEIPT', [{ itemCode: 'REF-1', qty: 0, rate: 1 }]), 'items.0.qty'],
    ['a negative qty', entry('RECEIPT', [{ itemCode: 'REF-1', qty: -1, rate: 1 }]), 'items.0.qty'],
    ['a qty as a string', entry('RECEIPT', [{ itemCode: 'REF-1', qty: '1', rate: 1 }]), 'items.0.qty'],
    ['a qty with 7 decimals', entry('RECEIPT', [{ itemCode: 'REF-1', qty: 0.0000001, rate: 1 }]), 'items.0.qty'],
    ['a huge qty', entry('RECEIPT', [{ itemCode: 'REF-1', qty: 1e300, rate: 1 }]), 'items.0.qty'],
    ['a rate finer than cents', entry('RECEIPT', [{ itemCode: 'REF-1', qty: 1, rate: 1.005 }]), 'items.0.rate'],
    ['a negative rate', entry('RECEIPT', [{ itemCode: 'REF-1', qty: 1, rate: -1 }]), 'items.0.rate'],
    ['a huge rate', entry('RECEIPT', [{ itemCode: 'REF-1', qty: 1, rate: 1e13 }]), 'items.0.rate'],
    ['an unknown itemCode', entry('RECEIPT', [{ itemCode: 'REF-1', qty: 1, rate: 1 }, { itemCode: 'NOPE', qty: 1, rate: 1 }]), 'items.1.itemCode'],
    ['another company\'s itemCode', entry('RECEIPT', [{ itemCode: 'THEIRS-1', qty: 1, rate: 1 }]), 'items.0.itemCode'],
    ['an item that keeps no stock', entry('RECEIPT', [{ itemCode: 'SVC-9', qty: 1, rate: 1 }]), 'items.0.itemCode'],
    ['a NUL in the itemCode', entry('RECEIPT', [{ itemCode: 'REF\u00001', qty: 1, rate: 1 }]), 'items.0.itemCode'],
    ['no items', entry('RECEIPT', []), 'items'],
    ['an unknown entryType', entry('RECEIPT', [{ itemCode: 'REF-1', qty: 1, rate: 1 }], { entryType: 'TRANSFER' }), 'entryType'],
    ['year 0000', entry('RECEIPT', [{ itemCode: 'REF-1', qty: 1, rate: 1 }], { postingDate: '0000-01-01' }), 'postingDate'],
    ['an impossible date', entry('RECEIPT', [{ itemCode: 'REF-1', qty: 1, rate: 1 }], { postingDate: '2026-02-30' }), 'postingDate'],
    ['a missing postingDate', entry('RECEIPT', [{ itemCode: 'REF-1', qty: 1, rate: 1 }], { postingDate: undefined }), 'postingDate'],
  ])('%s: 422 at that field, nothing written', async (_label, payload, path) => {
    const before = await written();
    const res = await world.api.post('/stock-entries', { ...payload, companyIdString: world.company.id });
    // a NUL is refused before validation, as every request's
    const body = res.statusCode === 400 ? expectProblem(res, 400, res.json().code) : expectProblem(res, 422, 'validation');
    if (res.statusCode === 422) expect(errorPaths(body)).toEqual([path]);
    else expect(_label).toContain('NUL');
    expect(await written()).toEqual(before);
    expect(await getItem(fifo.id)).toMatchObject({ stockQty: 0 });
    expect(service.stockQty).toBeNull();
    expect(theirs.companyIdString).toBe(world.otherCompany.id);
  });

  test('a posting date in a CLOSED period: 409 period-closed, nothing written', async () => {
    const years = ok(await world.api.get(`/fiscal-years?companyIdString=${world.company.id}`));
    ok(await world.api.post('/accounting-periods', {
      name: 'Closed May', startDate: '2026-05-01T00:00:00Z', endDate: '2026-05-31T23:59:59Z', periodType: 'MONTH', status: 'CLOSED',
      fiscalYearIdString: years.content[0].id, companyIdString: world.company.id,
    }), 201);
    const before = await written();
    expectProblem(await world.api.post('/stock-entries', entry('RECEIPT', [{ itemCode: 'REF-1', qty: 1, rate: 1 }], { postingDate: '2026-05-15' })), 409, 'period-closed');
    // even when nothing would be posted
    expectProblem(await world.api.post('/stock-entries', entry('RECEIPT', [{ itemCode: 'REF-1', qty: 1, rate: 0 }], { postingDate: '2026-05-15' })), 409, 'period-closed');
    expect(await written()).toEqual(before);
  });

  test('authorization: 401, 403 without stock-entries:write, 403 for another company; a stock-entries:write key may post', async () => {
    const payload = entry('RECEIPT', [{ itemCode: 'REF-1', qty: 1, rate: 1 }]);
    const before = await written();
    await expectUnauthorized(world.t, { method: 'POST', url: '/stock-entries', payload });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'POST', url: '/stock-entries', payload }, 'stock-entries:write', ['stock-entries:read', 'items:write']);
    expectProblem(await world.api.post('/stock-entries', { ...payload, companyIdString: world.otherCompany.id }), 403, 'forbidden-company');
    expect(await written()).toEqual(before);
    const key = await createApiKey(world.t, world.admin.token, { scopes: ['stock-entries:write'] });
    const byKey = ok<StockEntryDetail>(await client(world.t, apiKeyAuth(key.key)).post('/stock-entries', payload), 201);
    expect(byKey.items[0]).toMatchObject({ itemCode: 'REF-1', qty: 1, rate: 1, value: 1 });
    expect(byKey.createdBy).toBe(world.admin.userId);
  });
});

describe('GET /stock-entries and /stock-entries/{id}', () => {
  let a: StockEntryDetail;
  let b: StockEntryDetail;
  let theirs: StockEntryDetail;
  beforeAll(async () => {
    const item = await createItem({ itemCode: 'LIST-1' });
    a = ok(await world.api.post('/stock-entries', entry('RECEIPT', [{ itemCode: 'LIST-1', qty: 5, rate: 2 }], { postingDate: '2026-07-01' })), 201);
    b = ok(await world.api.post('/stock-entries', entry('ISSUE', [{ itemCode: 'LIST-1', qty: 2 }], { postingDate: '2026-07-02' })), 201);
    expect(item.itemCode).toBe('LIST-1');
    const their = await createItem({ itemCode: 'LIST-1', companyIdString: world.otherCompany.id }, world.theirApi);
    theirs = await receive(their.itemCode, 1, 1, world.theirApi, world.otherCompany);
  });

  test('detail: 201\'s body again, with Location; another company\'s entry is 404', async () => {
    expect(ok(await world.api.get(`/stock-entries/${a.id}`))).toEqual(a);
    expect(a).toMatchObject({ entryType: 'RECEIPT', postingDate: '2026-07-01', totalValue: 10, companyIdString: world.company.id, version: 1 });
    expectProblem(await world.api.get(`/stock-entries/${theirs.id}`), 404, 'not-found');
    expectProblem(await world.api.get(`/stock-entries/${NIL_UUID}`), 404, 'not-found');
    expectProblem(await world.api.get('/stock-entries/not-a-uuid'), 400, 'invalid-query');
  });

  test('list: filters by entryType and dates, sorts, pages; only the company\'s entries', async () => {
    const numbers = async (query: string) => ok(await world.api.get(`/stock-entries?${query}`)).content.map((e: { number: string }) => e.number);
    expect(await numbers('fromDate=2026-07-01&toDate=2026-07-31')).toEqual([b.number, a.number]);
    expect(await numbers('fromDate=2026-07-01&entryType=ISSUE')).toEqual([b.number]);
    expect(await numbers('fromDate=2026-07-01&sort=number,asc')).toEqual([a.number, b.number]);
    expect(await numbers('toDate=2026-07-01&fromDate=2026-07-01')).toEqual([a.number]);
    const page = ok(await world.api.get('/stock-entries?fromDate=2026-07-01&size=1'));
    expect(page.page).toMatchObject({ totalElements: 2, totalPages: 2 });
    expect(page.content[0]).not.toHaveProperty('items');
    expect(ok(await world.theirApi.get('/stock-entries')).content.map((e: { id: string }) => e.id)).toEqual([theirs.id]);
    expectProblem(await world.api.get(`/stock-entries?companyIdString=${world.otherCompany.id}`), 403, 'forbidden-company');
  });

  test.each([['sort=qty', 'sort'], ['entryType=MOVE', 'entryType'], ['fromDate=0000-01-01', 'fromDate'], ...invalidPagingQueries])('bad query %s: 400 at %s', async (query, path) => {
    const body = expectProblem(await world.api.get(`/stock-entries?${query}`), 400, 'invalid-query');
    expect(errorPaths(body)).toContain(path);
  });

  test('authorization: 401, 403 without stock-entries:read; movements need items:read; another company\'s item 404', async () => {
    await expectUnauthorized(world.t, { method: 'GET', url: '/stock-entries' });
    await expectUnauthorized(world.t, { method: 'GET', url: `/stock-entries/${a.id}` });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'GET', url: '/stock-entries' }, 'stock-entries:read', ['items:read']);
    await expectForbiddenScope(world.t, world.admin.token, { method: 'GET', url: `/stock-entries/${a.id}` }, 'stock-entries:read', ['items:read']);
    const itemId = a.items[0].itemIdString;
    await expectUnauthorized(world.t, { method: 'GET', url: `/items/${itemId}/stock-movements` });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'GET', url: `/items/${itemId}/stock-movements` }, 'items:read', ['stock-entries:read']);
    expectProblem(await world.theirApi.get(`/items/${itemId}/stock-movements`), 404, 'not-found');
    const reader = await createApiKey(world.t, world.admin.token, { scopes: ['stock-entries:read'] });
    expect(ok(await client(world.t, apiKeyAuth(reader.key)).get(`/stock-entries/${a.id}`)).id).toBe(a.id);
  });

  test.each([['sort=qty', 'sort'], ['fromDate=0000-01-01', 'fromDate'], ...invalidPagingQueries])('movements, bad query %s: 400 at %s', async (query, path) => {
    const body = expectProblem(await world.api.get(`/items/${a.items[0].itemIdString}/stock-movements?${query}`), 400, 'invalid-query');
    expect(errorPaths(body)).toContain(path);
  });
});

describe('PUT /items/{id}: the stock rules', () => {
  const put = (item: ItemDetail, overrides: Record<string, unknown>) => world.api.put(`/items/${item.id}`, {
    name: item.name, uom: item.uom, valuationMethod: item.valuationMethod, maintainStock: item.maintainStock,
    allowNegativeStock: item.allowNegativeStock, companyIdString: item.companyIdString, ...overrides,
  });

  test('valuationMethod is fixed once stock has moved (409 in-use), free before', async () => {
    const item = await createItem();
    expect(ok(await put(item, { valuationMethod: 'LIFO' })).valuationMethod).toBe('LIFO');
    await receive(item.itemCode, 1, 1);
    const body = expectProblem(await put(await getItem(item.id), { valuationMethod: 'MAVG' }), 409, 'in-use');
    expect(body.detail).toContain('cannot change');
    expect((await getItem(item.id)).valuationMethod).toBe('LIFO');
    await issue(item.itemCode, 1);
    // still moved, even with nothing on hand
    expectProblem(await put(await getItem(item.id), { valuationMethod: 'MAVG' }), 409, 'in-use');
    expect(ok(await put(await getItem(item.id), { name: 'Renamed' })).name).toBe('Renamed');
  });

  test('maintainStock cannot turn off with stock on hand (409); with none it can', async () => {
    const item = await createItem();
    await receive(item.itemCode, 2, 1);
    const body = expectProblem(await put(await getItem(item.id), { maintainStock: false }), 409, 'in-use');
    expect(body.detail).toContain('2 each on hand');
    await issue(item.itemCode, 2);
    expect(ok(await put(await getItem(item.id), { maintainStock: false }))).toMatchObject({ maintainStock: false, stockQty: null });
  });

  test('a STANDARD item\'s new standard cost revalues its stock, the difference to stock variance', async () => {
    const inventory = await defaultAccount(world.t, world.company.id, 'INVENTORY');
    const variance = await defaultAccount(world.t, world.company.id, 'STOCK_VARIANCE');
    const item = await createItem({ valuationMethod: 'STANDARD', standardCost: 5 });
    await receive(item.itemCode, 4, 5);
    const [inventoryBefore, varianceBefore] = [await balanceOf(inventory), await balanceOf(variance)];
    const updated = ok<ItemDetail>(await put(await getItem(item.id), { standardCost: 6.5 }));
    expect(updated).toMatchObject({ standardCost: 6.5, stockQty: 4, stockValue: 26, valuationRate: 6.5 });
    const [last] = await movements(item.id);
    expect(last).toMatchObject({ kind: 'REVALUATION', qty: 0, rate: 6.5, value: 6, variance: -6, balanceQty: 4, balanceValue: 26, sourceType: 'STOCK_REVALUATION', sourceId: item.id });
    expect(await balanceOf(inventory)).toBe(inventoryBefore + 6);
    expect(await balanceOf(variance)).toBe(varianceBefore - 6);
    expect(ok(await world.api.get(`/journal-entries/${last.journalEntryId}`))).toMatchObject({ source: 'STOCK_REVALUATION', totalDebit: 6 });
  });
});

describe('the new default accounts', () => {
  test('every company has GOODS_RECEIVED_NOT_BILLED (a current liability) and STOCK_ADJUSTMENT (an expense)', async () => {
    const grnb = ok(await world.api.get(`/accounts/${await defaultAccount(world.t, world.company.id, 'GOODS_RECEIVED_NOT_BILLED')}`));
    expect(grnb).toMatchObject({ accountNumber: '20400', name: 'Goods received not billed', type: 'LIABILITY', category: 'CURRENT', defaultRole: 'GOODS_RECEIVED_NOT_BILLED' });
    const adjustment = ok(await world.api.get(`/accounts/${await defaultAccount(world.t, world.company.id, 'STOCK_ADJUSTMENT')}`));
    expect(adjustment).toMatchObject({ accountNumber: '50600', name: 'Stock adjustments', type: 'EXPENSE', defaultRole: 'STOCK_ADJUSTMENT' });
  });
});
