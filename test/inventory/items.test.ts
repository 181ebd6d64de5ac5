import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { Item, ItemDetail } from '../../src/contract/items';
import { items } from '../../src/server/db/schema';
import { client, errorPaths, NIL_UUID, ok } from '../support/accounting-fixtures';
import { apiKeyAuth, countRows, createApiKey, expectForbiddenScope, expectProblem, expectUnauthorized } from '../support/fixtures';
import { invalidPagingQueries } from '../support/invalid-queries';
import { useTwoCompanyApp } from '../support/two-companies';

const world = useTwoCompanyApp();

const itemRows = () => countRows(world.t, items);
const itemRow = async (id: string) => (await world.t.database.db.select().from(items).where(eq(items.id, id)))[0];
const payload = (overrides: Record<string, unknown> = {}) => ({
  itemCode: 'BOLT-10', name: 'Bolt M10', itemGroup: 'Fasteners', uom: 'each', valuationMethod: 'MAVG',
  maintainStock: true, allowNegativeStock: false, companyIdString: world.company.id, ...overrides,
});
const createItem = async (overrides: Record<string, unknown>, as = world.api): Promise<ItemDetail> => ok(await as.post('/items', payload(overrides)), 201);
/** The interface's update payload (§2.4) for an item as it is. */
const sixFields = (item: Item, overrides: Record<string, unknown> = {}) => ({
  name: item.name, uom: item.uom, valuationMethod: item.valuationMethod, maintainStock: item.maintainStock,
  allowNegativeStock: item.allowNegativeStock, companyIdString: item.companyIdString, ...overrides,
});

describe('POST /items', () => {
  test('creates an item: 201, Location, the record with its stock (none can have moved yet) and no prices', async () => {
    const res = await world.api.post('/items', payload({ itemCode: ' NUT-10 ', name: ' Nut M10 ', standardCost: 0.12 }));
    const body = ok<ItemDetail>(res, 201);
    expect(res.headers.location).toBe(`/api/v1/items/${body.id}`);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      itemCode: 'NUT-10', name: 'Nut M10', itemGroup: 'Fasteners', uom: 'each', valuationMethod: 'MAVG',
      maintainStock: true, allowNegativeStock: false, standardCost: 0.12, companyIdString: world.company.id,
      stockQty: 0, stockValue: 0, valuationRate: 0, baseCurrency: 'USD', prices: [],
      createdAt: expect.any(String), updatedAt: expect.any(String), version: 1,
    });
    expect(ok(await world.api.get(`/items/${body.id}`))).toEqual(body);
    expect((await itemRow(body.id)).standardCost).toBe('0.12');
  });

  test('STANDARD valuation values at the standard cost; an item that keeps no stock has no stock figures', async () => {
    expect(await createItem({ itemCode: 'STD-1', valuationMethod: 'STANDARD', standardCost: 4.5 })).toMatchObject({ standardCost: 4.5, stockQty: 0, stockValue: 0, valuationRate: 4.5 });
    expect(await createItem({ itemCode: 'SVC-1', name: 'Installation', itemGroup: 'Services', uom: 'hour', maintainStock: false })).toMatchObject({ stockQty: null, stockValue: null, valuationRate: null });
  });

  test('item codes are unique per company ignoring case: 409 at itemCode, nothing written; another company may use it', async () => {
    await createItem({ itemCode: 'DUP-1' });
    const before = await itemRows();
    const body = expectProblem(await world.api.post('/items', payload({ itemCode: 'dup-1' })), 409, 'conflict');
    expect(body.detail).toBe('An item with the code dup-1 exists already in this company.');
    expect(errorPaths(body)).toEqual(['itemCode']);
    expect(await itemRows()).toBe(before);
    expect((await createItem({ itemCode: 'DUP-1', companyIdString: world.otherCompany.id }, world.theirApi)).companyIdString).toBe(world.otherCompany.id);
  });

  test.each([
    ['a missing itemCode', { itemCode: undefined }, 'itemCode'],
    ['a blank itemCode', { itemCode: '  ' }, 'itemCode'],
    ['a missing itemGroup', { itemGroup: undefined }, 'itemGroup'],
    ['a missing name', { name: undefined }, 'name'],
    ['a missing uom', { uom: undefined }, 'uom'],
    ['an unknown valuationMethod', { valuationMethod: 'AVERAGE' }, 'valuationMethod'],
    ['a lower-case valuationMethod', { valuationMethod: 'fifo' }, 'valuationMethod'],
    ['maintainStock as a string', { maintainStock: 'yes' }, 'maintainStock'],
    ['a missing allowNegativeStock', { allowNegativeStock: undefined }, 'allowNegativeStock'],
    ['a missing companyIdString', { companyIdString: undefined }, 'companyIdString'],
    ['negative stock for an item that keeps no stock', { itemCode: 'NEG-1', maintainStock: false, allowNegativeStock: true }, 'allowNegativeStock'],
    ['STANDARD valuation without standardCost', { itemCode: 'STD-X', valuationMethod: 'STANDARD' }, 'standardCost'],
    ['a negative standardCost', { itemCode: 'STD-Y', standardCost: -1 }, 'standardCost'],
    ['a standardCost finer than cents', { itemCode: 'STD-Z', standardCost: 1.005 }, 'standardCost'],
    ['a standardCost as a string', { itemCode: 'STD-S', standardCost: '1.00' }, 'standardCost'],
  ])('rejects %s with 422 at that field and writes nothing', async (_label, overrides, path) => {
    const before = await itemRows();
    const body = expectProblem(await world.api.post('/items', payload({ itemCode: `BAD-${_label.replaceAll(' ', '-')}`, ...overrides })), 422, 'validation');
    expect(errorPaths(body)).toEqual([path]);
    expect(await itemRows()).toBe(before);
  });

  test('authorization: 401, a key without items:write 403, another company 403; an items:write key may create', async () => {
    const before = await itemRows();
    await expectUnauthorized(world.t, { method: 'POST', url: '/items', payload: payload({ itemCode: 'ANON' }) });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'POST', url: '/items', payload: payload({ itemCode: 'READER' }) }, 'items:write', ['items:read']);
    expectProblem(await world.api.post('/items', payload({ itemCode: 'FOREIGN', companyIdString: world.otherCompany.id })), 403, 'forbidden-company');
    expect(await itemRows()).toBe(before);
    const writer = await createApiKey(world.t, world.admin.token, { scopes: ['items:write'] });
    expect((await createItem({ itemCode: 'BY-KEY' }, client(world.t, apiKeyAuth(writer.key)))).itemCode).toBe('BY-KEY');
  });
});

describe('GET /items', () => {
  beforeAll(async () => {
    for (const [itemCode, name, itemGroup] of [['LST-300', 'Widget blue', 'Widgets'], ['LST-100', 'widget red', 'widgets'], ['LST-200', 'Gadget', 'Gadgets'], ['XLST-1', 'Widget green', 'Power widgets']]) {
      await createItem({ itemCode, name, itemGroup });
    }
    await createItem({ itemCode: 'LST-900', name: 'Widget theirs', itemGroup: 'Widgets', companyIdString: world.otherCompany.id }, world.theirApi);
  });
  const codes = async (query: string) => ok(await world.api.get(`/items?${query}`)).content.map((i: Item) => i.itemCode);

  test('filters by name (part, ignoring case), itemCode (start, ignoring case) and itemGroup (whole, ignoring case)', async () => {
    expect(await codes('name=WIDGET')).toEqual(['LST-100', 'LST-300', 'XLST-1']);
    expect(await codes('itemCode=lst-')).toEqual(['LST-100', 'LST-200', 'LST-300']);
    expect(await codes('itemGroup=WIDGETS')).toEqual(['LST-100', 'LST-300']);
    expect(await codes('name=widget&itemGroup=power%20widgets')).toEqual(['XLST-1']);
    expect(await codes('name=%25')).toEqual([]);
    expect(await codes(`itemCode=lst&companyIdString=${world.company.id}`)).toEqual(['LST-100', 'LST-200', 'LST-300']);
  });

  test('sorts by field,direction (and -field) and pages with exact totals; list records carry the quantity and value on hand but no prices', async () => {
    expect(await codes('itemCode=LST&sort=name,desc')).toEqual(['LST-100', 'LST-300', 'LST-200']);
    expect(await codes('itemCode=LST&sort=-itemCode')).toEqual(['LST-300', 'LST-200', 'LST-100']);
    expect(await codes('itemCode=LST&sort=itemGroup,asc&sort=itemCode,desc')).toEqual(['LST-200', 'LST-300', 'LST-100']);
    const page = ok(await world.api.get('/items?itemCode=LST&size=2&page=1'));
    expect(page.content.map((i: Item) => i.itemCode)).toEqual(['LST-300']);
    expect(page.page).toMatchObject({ number: 1, size: 2, totalElements: 3, totalPages: 2 });
    expect(page.content[0]).not.toHaveProperty('prices');
    expect(page.content[0]).toHaveProperty('stockValue', 0);
    expect(page.content[0]).toHaveProperty('stockQty', 0);
  });

  test('stockQty on the list is the balance on hand (0 before any movement, null for an item that keeps no stock), from one query', async () => {
    const moved = await createItem({ itemCode: 'QTY-1' });
    await createItem({ itemCode: 'QTY-2' });
    await createItem({ itemCode: 'QTY-3', maintainStock: false });
    ok(await world.api.post('/stock-entries', { companyIdString: world.company.id, entryType: 'RECEIPT', postingDate: '2026-03-10', items: [{ itemCode: 'QTY-1', qty: 12.5, rate: 2 }] }), 201);
    ok(await world.api.post('/stock-entries', { companyIdString: world.company.id, entryType: 'ISSUE', postingDate: '2026-03-11', items: [{ itemCode: 'QTY-1', qty: 0.25 }] }), 201);
    const page = ok(await world.api.get('/items?itemCode=QTY-&sort=itemCode'));
    expect(page.content.map((i: Item) => [i.itemCode, i.stockQty])).toEqual([['QTY-1', 12.25], ['QTY-2', 0], ['QTY-3', null]]);
    expect(page.content[0]).toEqual({ ...sixFields(moved), id: moved.id, itemCode: 'QTY-1', itemGroup: 'Fasteners', standardCost: null, stockQty: 12.25, stockValue: 24.5, createdAt: moved.createdAt, updatedAt: moved.updatedAt, version: 1 });
    expect(page.page).toMatchObject({ totalElements: 3 });
  });

  test('sorts by stockQty and stockValue (items keeping no stock last ascending, first descending), and seek cursors walk the same order', async () => {
    // value: ONH-A 3 x 10 = 30, ONH-B 3 x 1 = 3, ONH-C -2 (negative stock, value at the rate), ONH-D nothing moved, ONH-E keeps no stock
    await createItem({ itemCode: 'ONH-A' });
    await createItem({ itemCode: 'ONH-B' });
    await createItem({ itemCode: 'ONH-C', allowNegativeStock: true });
    await createItem({ itemCode: 'ONH-D' });
    await createItem({ itemCode: 'ONH-E', maintainStock: false });
    ok(await world.api.post('/stock-entries', { companyIdString: world.company.id, entryType: 'RECEIPT', postingDate: '2026-03-10', items: [{ itemCode: 'ONH-A', qty: 3, rate: 10 }, { itemCode: 'ONH-B', qty: 3, rate: 1 }, { itemCode: 'ONH-C', qty: 1, rate: 4 }] }), 201);
    ok(await world.api.post('/stock-entries', { companyIdString: world.company.id, entryType: 'ISSUE', postingDate: '2026-03-11', items: [{ itemCode: 'ONH-C', qty: 3 }] }), 201);
    const rows = async (query: string) => ok(await world.api.get(`/items?itemCode=ONH-&${query}`)).content.map((i: Item) => [i.itemCode, i.stockQty, i.stockValue]);
    const ascending = [['ONH-C', -2, -8], ['ONH-D', 0, 0], ['ONH-A', 3, 30], ['ONH-B', 3, 3], ['ONH-E', null, null]];
    const byQty = await rows('sort=stockQty,asc');
    // ONH-A and ONH-B have the same quantity: the id tiebreak orders them
    expect(byQty.map((r: unknown[]) => r[0]).filter((c: string) => c !== 'ONH-A' && c !== 'ONH-B')).toEqual(['ONH-C', 'ONH-D', 'ONH-E']);
    expect(byQty.slice(2, 4).map((r: unknown[]) => r[0]).sort()).toEqual(['ONH-A', 'ONH-B']);
    expect(byQty).toEqual(expect.arrayContaining(ascending));
    expect(await rows('sort=-stockValue')).toEqual([['ONH-E', null, null], ['ONH-A', 3, 30], ['ONH-B', 3, 3], ['ONH-D', 0, 0], ['ONH-C', -2, -8]]);
    expect(await rows('sort=stockValue,asc')).toEqual([['ONH-C', -2, -8], ['ONH-D', 0, 0], ['ONH-B', 3, 3], ['ONH-A', 3, 30], ['ONH-E', null, null]]);
    expect(await rows('sort=stockQty,desc&sort=stockValue,asc')).toEqual([['ONH-E', null, null], ['ONH-B', 3, 3], ['ONH-A', 3, 30], ['ONH-D', 0, 0], ['ONH-C', -2, -8]]);
    // pages of two by cursor, forwards then back, give the same order as one page
    for (const sort of ['stockQty,asc', 'stockQty,desc', 'stockValue,asc', 'stockValue,desc']) {
      const whole = await rows(`sort=${sort}`);
      const walked: unknown[] = [];
      let page = ok(await world.api.get(`/items?itemCode=ONH-&sort=${sort}&size=2`));
      const pages = [page];
      walked.push(...page.content.map((i: Item) => [i.itemCode, i.stockQty, i.stockValue]));
      while (page.page.nextCursor) {
        page = ok(await world.api.get(`/items?itemCode=ONH-&sort=${sort}&size=2&cursor=${encodeURIComponent(page.page.nextCursor)}`));
        pages.push(page);
        walked.push(...page.content.map((i: Item) => [i.itemCode, i.stockQty, i.stockValue]));
      }
      expect(walked, sort).toEqual(whole);
      const back = ok(await world.api.get(`/items?itemCode=ONH-&sort=${sort}&size=2&cursor=${encodeURIComponent(page.page.previousCursor)}`));
      expect(back.content, `${sort} back`).toEqual(pages.at(-2).content);
    }
  });

  test('lowStock=true (extension): only stock items with nothing or less on hand, as the dashboard counts them; false: the others; with exact totals', async () => {
    await createItem({ itemCode: 'LOW-EMPTY' });
    await createItem({ itemCode: 'LOW-STOCKED' });
    await createItem({ itemCode: 'LOW-SOLD-OUT' });
    await createItem({ itemCode: 'LOW-SERVICE', maintainStock: false });
    await createItem({ itemCode: 'LOW-THEIRS', companyIdString: world.otherCompany.id }, world.theirApi);
    ok(await world.api.post('/stock-entries', { companyIdString: world.company.id, entryType: 'RECEIPT', postingDate: '2026-03-10', items: [{ itemCode: 'LOW-STOCKED', qty: 2, rate: 1 }, { itemCode: 'LOW-SOLD-OUT', qty: 1, rate: 1 }] }), 201);
    ok(await world.api.post('/stock-entries', { companyIdString: world.company.id, entryType: 'ISSUE', postingDate: '2026-03-11', items: [{ itemCode: 'LOW-SOLD-OUT', qty: 1 }] }), 201);
    const low = ok(await world.api.get('/items?itemCode=LOW-&lowStock=true'));
    expect(low.content.map((i: Item) => [i.itemCode, i.stockQty])).toEqual([['LOW-EMPTY', 0], ['LOW-SOLD-OUT', 0]]);
    expect(low.page).toMatchObject({ totalElements: 2, totalPages: 1 });
    expect(await codes('itemCode=LOW-&lowStock=false')).toEqual(['LOW-SERVICE', 'LOW-STOCKED']);
    expect(ok(await world.api.get('/items?itemCode=LOW-&lowStock=false')).page.totalElements).toBe(2);
    // without another filter the count is exact too (the group counts do not know stock)
    const all = ok(await world.api.get('/items?lowStock=true&size=200'));
    expect(all.page.totalElements).toBe(all.content.length);
    expect(all.content.every((i: Item) => i.maintainStock && i.stockQty! <= 0)).toBe(true);
    expect(all.content.map((i: Item) => i.itemCode)).not.toContain('LOW-THEIRS');
    // a second page by cursor keeps the filter
    const first = ok(await world.api.get('/items?itemCode=LOW-&lowStock=true&size=1'));
    const second = ok(await world.api.get(`/items?itemCode=LOW-&lowStock=true&size=1&page=1&cursor=${encodeURIComponent(first.page.nextCursor)}`));
    expect(second.content.map((i: Item) => i.itemCode)).toEqual(['LOW-SOLD-OUT']);
  });

  test('another company\'s items are not listed; naming that company is 403', async () => {
    expect(await codes('itemCode=LST-9')).toEqual([]);
    expect(ok(await world.theirApi.get('/items?itemCode=LST')).content.map((i: Item) => i.itemCode)).toEqual(['LST-900']);
    expectProblem(await world.api.get(`/items?companyIdString=${world.otherCompany.id}`), 403, 'forbidden-company');
  });

  test.each([['sort=valuationMethod', 'sort'], ['sort=name,sideways', 'sort'], ...invalidPagingQueries, ['companyIdString=x', 'companyIdString'], [`name=${'n'.repeat(201)}`, 'name'], ['lowStock=yes', 'lowStock'], ['lowStock=TRUE', 'lowStock'], ['lowStock=', 'lowStock'], ['lowStock=true&lowStock=false', 'lowStock']])(
    '%s is 400 invalid-query naming the parameter', async (query, parameter) => {
      expect(errorPaths(expectProblem(await world.api.get(`/items?${query}`), 400, 'invalid-query'))).toContain(parameter);
    });

  test('401 without credentials, 403 with a key without items:read', async () => {
    await expectUnauthorized(world.t, { method: 'GET', url: '/items' });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'GET', url: '/items' }, 'items:read', ['suppliers:read']);
  });
});

describe('PUT /items/{id}', () => {
  test('takes exactly the interface\'s six fields; itemGroup and standardCost are kept when left out', async () => {
    const item = await createItem({ itemCode: 'PUT-1', valuationMethod: 'STANDARD', standardCost: 3 });
    const res = await world.api.put(`/items/${item.id}`, { name: 'Bolt M10 zinc', uom: 'box', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: true, companyIdString: world.company.id });
    expect(res.headers.etag).toBe('W/"2"');
    expect(ok<ItemDetail>(res)).toEqual({ ...item, name: 'Bolt M10 zinc', uom: 'box', valuationMethod: 'FIFO', allowNegativeStock: true, valuationRate: 0, updatedAt: expect.any(String), version: 2 });
    const regrouped = ok<ItemDetail>(await world.api.put(`/items/${item.id}`, sixFields(item, { itemGroup: 'Bolts', valuationMethod: 'LIFO', standardCost: null, itemCode: 'PUT-1' })));
    expect(regrouped).toMatchObject({ itemGroup: 'Bolts', standardCost: null, valuationMethod: 'LIFO', version: 3 });
    expect((await itemRow(item.id)).standardCost).toBeNull();
  });

  test('a record as GET returns it can be sent back unchanged', async () => {
    const item = await createItem({ itemCode: 'PUT-RT', standardCost: 1.25 });
    const { id: _i, createdAt: _c, updatedAt: _u, version: _v, ...fields } = item;
    expect(ok<ItemDetail>(await world.api.put(`/items/${item.id}`, fields))).toEqual({ ...item, updatedAt: expect.any(String), version: 2 });
  });

  test.each([
    ['STANDARD without a standard cost', { valuationMethod: 'STANDARD' }, 'standardCost'],
    ['negative stock without maintaining stock', { maintainStock: false, allowNegativeStock: true }, 'allowNegativeStock'],
    ['a changed itemCode', { itemCode: 'OTHER' }, 'itemCode'],
    ['a missing valuationMethod', { valuationMethod: undefined }, 'valuationMethod'],
    ['a missing companyIdString', { companyIdString: undefined }, 'companyIdString'],
    ['a blank name', { name: ' ' }, 'name'],
  ])('rejects %s with 422 at that field and changes nothing', async (_label, overrides, path) => {
    const item = await createItem({ itemCode: `PUT-BAD-${_label.replaceAll(' ', '-')}`.slice(0, 100) });
    const before = await itemRow(item.id);
    expect(errorPaths(expectProblem(await world.api.put(`/items/${item.id}`, sixFields(item, overrides)), 422, 'validation'))).toEqual([path]);
    expect(await itemRow(item.id)).toEqual(before);
  });

  test('If-Match: a stale version is 412; another company 403; another company\'s item 404; an item cannot move company', async () => {
    const item = await createItem({ itemCode: 'PUT-GUARD' });
    const theirs = await createItem({ itemCode: 'PUT-THEIRS', companyIdString: world.otherCompany.id }, world.theirApi);
    ok(await world.api.put(`/items/${item.id}`, sixFields(item, { name: 'Renamed' }), { 'if-match': 'W/"1"' }));
    const before = await itemRow(item.id);
    expectProblem(await world.api.put(`/items/${item.id}`, sixFields(item, { name: 'Stale' }), { 'if-match': 'W/"1"' }), 412, 'precondition-failed');
    expectProblem(await world.api.put(`/items/${item.id}`, sixFields(item, { companyIdString: world.otherCompany.id })), 403, 'forbidden-company');
    expectProblem(await world.api.put(`/items/${theirs.id}`, sixFields(theirs, { companyIdString: world.company.id })), 404, 'not-found');
    const second = ok<Company>(await world.api.post('/companies', { name: 'Second Item Co', baseCurrency: 'USD' }), 201);
    expect(expectProblem(await world.api.put(`/items/${item.id}`, sixFields(item, { companyIdString: second.id })), 422, 'validation').errors).toEqual([expect.objectContaining({ path: 'companyIdString', code: 'immutable' })]);
    expect(await itemRow(item.id)).toEqual(before);
    await expectUnauthorized(world.t, { method: 'PUT', url: `/items/${item.id}`, payload: sixFields(item) });
    await expectForbiddenScope(world.t, world.admin.token, { method: 'PUT', url: `/items/${item.id}`, payload: sixFields(item) }, 'items:write', ['items:read']);
  });
});

describe('GET /items/{id}', () => {
  test('another company\'s item and an unknown id are 404; a malformed id is 400', async () => {
    const theirs = await createItem({ itemCode: 'GET-THEIRS', companyIdString: world.otherCompany.id }, world.theirApi);
    expectProblem(await world.api.get(`/items/${theirs.id}`), 404, 'not-found');
    expectProblem(await world.api.get(`/items/${NIL_UUID}`), 404, 'not-found');
    expect(errorPaths(expectProblem(await world.api.get('/items/bolt'), 400, 'invalid-query'))).toEqual(['id']);
  });
});
