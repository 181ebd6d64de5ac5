import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { ItemPrice } from '../../src/contract/item-prices';
import type { ItemDetail } from '../../src/contract/items';
import { itemPrices } from '../../src/server/db/schema';
import { errorPaths, NIL_UUID, ok, type Client } from '../support/accounting-fixtures';
import { countRows, expectForbiddenScope, expectProblem, expectUnauthorized, type Admin } from '../support/fixtures';
import { invalidPagingQueries } from '../support/invalid-queries';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

let t: TestApp;
let admin: Admin;
let api: Client;
let theirApi: Client;
let company: Company;
let otherCompany: Company;
let bolt: ItemDetail;
let theirItem: ItemDetail;

const newItem = async (itemCode: string, as: Client, companyIdString: string): Promise<ItemDetail> =>
  ok(await as.post('/items', { itemCode, name: itemCode, itemGroup: 'Parts', uom: 'each', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString }), 201);

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, api, theirApi, company, otherCompany } = await twoCompanies(t));
  bolt = await newItem('PRICE-BOLT', api, company.id);
  theirItem = await newItem('PRICE-THEIRS', theirApi, otherCompany.id);
});
afterAll(async () => {
  await t?.close();
});

const priceRows = () => countRows(t, itemPrices);
const createPrice = async (payload: Record<string, unknown>, as = api): Promise<ItemPrice> => ok(await as.post('/item-prices', payload), 201);

describe('POST /item-prices', () => {
  test('records a price: 201, Location, the price as a decimal string at the currency\'s minor units', async () => {
    const res = await api.post('/item-prices', { currency: 'usd', price: '12.5', itemIdString: bolt.id.toUpperCase() });
    const body = ok<ItemPrice>(res, 201);
    expect(res.headers.location).toBe(`/api/v1/item-prices/${body.id}`);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), itemIdString: bolt.id, itemCode: 'PRICE-BOLT', currency: 'USD', price: '12.50', current: true,
      companyIdString: company.id, createdAt: expect.any(String), updatedAt: expect.any(String), version: 1,
    });
    expect(ok(await api.get(`/item-prices/${body.id}`))).toEqual(body);
    expect((await createPrice({ currency: 'JPY', price: '1500', itemIdString: bolt.id })).price).toBe('1500');
    expect((await createPrice({ currency: 'BHD', price: '4.125', itemIdString: bolt.id })).price).toBe('4.125');
    expect((await createPrice({ currency: 'EUR', price: '0', itemIdString: bolt.id })).price).toBe('0.00');
  });

  test('the newest price per item and currency is current; older ones stay as history; GET /items/{id} shows the current ones', async () => {
    const item = await newItem('PRICE-HISTORY', api, company.id);
    const first = await createPrice({ currency: 'USD', price: '10.00', itemIdString: item.id });
    const euro = await createPrice({ currency: 'EUR', price: '9.00', itemIdString: item.id });
    const second = await createPrice({ currency: 'USD', price: '11.00', itemIdString: item.id });
    expect(ok<ItemPrice>(await api.get(`/item-prices/${first.id}`)).current).toBe(false);
    expect(ok<ItemPrice>(await api.get(`/item-prices/${second.id}`)).current).toBe(true);
    expect(ok<ItemDetail>(await api.get(`/items/${item.id}`)).prices).toEqual([
      { id: euro.id, currency: 'EUR', price: '9.00', createdAt: euro.createdAt },
      { id: second.id, currency: 'USD', price: '11.00', createdAt: second.createdAt },
    ]);
    const listed = ok(await api.get(`/item-prices?itemIdString=${item.id}&sort=createdAt,asc`)).content as ItemPrice[];
    expect(listed.map((p) => [p.currency, p.price, p.current])).toEqual([['USD', '10.00', false], ['EUR', '9.00', true], ['USD', '11.00', true]]);
    expect(ok(await api.get(`/item-prices?itemIdString=${item.id}&currency=usd&current=false`)).content.map((p: ItemPrice) => p.id)).toEqual([first.id]);
    expect(ok(await api.get(`/item-prices?itemIdString=${item.id}&current=true&sort=currency`)).content.map((p: ItemPrice) => p.id)).toEqual([euro.id, second.id]);
    expect(ok(await api.get(`/item-prices?itemIdString=${item.id}&currency=XYZ`)).content).toEqual([]);
  });

  test.each([
    ['an unknown currency', { currency: 'XYZ' }, 'currency'],
    ['a currency that is not 3 letters', { currency: 'EURO' }, 'currency'],
    ['a price with more decimals than USD has', { price: '1.005' }, 'price'],
    ['a price with decimals in JPY', { currency: 'JPY', price: '100.5' }, 'price'],
    ['a price as a number', { price: 12.5 }, 'price'],
    ['a negative price', { price: '-1.00' }, 'price'],
    ['a price in exponent form', { price: '1e3' }, 'price'],
    ['a price of 10^13', { price: '10000000000000' }, 'price'],
    ['a blank price', { price: '' }, 'price'],
    ['a price with spaces around it (read as written, not trimmed)', { price: ' 1' }, 'price'],
    ['a missing itemIdString', { itemIdString: undefined }, 'itemIdString'],
    ['an itemIdString that is no UUID', { itemIdString: 'bolt' }, 'itemIdString'],
    ['an unknown item', { itemIdString: NIL_UUID }, 'itemIdString'],
  ])('rejects %s with 422 at that field and writes nothing', async (_label, overrides, path) => {
    const before = await priceRows();
    const body = expectProblem(await api.post('/item-prices', { currency: 'USD', price: '1.00', itemIdString: bolt.id, ...overrides }), 422, 'validation');
    expect(errorPaths(body)).toEqual([path]);
    expect(await priceRows()).toBe(before);
  });

  test('another company\'s item is 422 at itemIdString, exactly as an unknown one (no leak)', async () => {
    const before = await priceRows();
    const foreign = expectProblem(await api.post('/item-prices', { currency: 'USD', price: '1.00', itemIdString: theirItem.id }), 422, 'validation');
    const unknown = expectProblem(await api.post('/item-prices', { currency: 'USD', price: '1.00', itemIdString: NIL_UUID }), 422, 'validation');
    expect(foreign.errors).toEqual(unknown.errors);
    expect(await priceRows()).toBe(before);
  });

  test('401 without credentials; 403 for a key without item-prices:write', async () => {
    const before = await priceRows();
    await expectUnauthorized(t, { method: 'POST', url: '/item-prices', payload: { currency: 'USD', price: '1.00', itemIdString: bolt.id } });
    await expectForbiddenScope(t, admin.token, { method: 'POST', url: '/item-prices', payload: { currency: 'USD', price: '1.00', itemIdString: bolt.id } }, 'item-prices:write', ['items:write']);
    expect(await priceRows()).toBe(before);
  });
});

describe('GET /item-prices', () => {
  test('lists only the company\'s prices; naming another company is 403; another company\'s price is 404', async () => {
    const theirs = await createPrice({ currency: 'EUR', price: '3.00', itemIdString: theirItem.id }, theirApi);
    const mine = ok(await api.get('/item-prices?size=200')).content as ItemPrice[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p) => p.companyIdString === company.id)).toBe(true);
    expect(ok(await api.get(`/item-prices?itemIdString=${theirItem.id}`)).content).toEqual([]);
    expectProblem(await api.get(`/item-prices?companyIdString=${otherCompany.id}`), 403, 'forbidden-company');
    expectProblem(await api.get(`/item-prices/${theirs.id}`), 404, 'not-found');
  });

  test.each([['sort=version', 'sort'], ['current=yes', 'current'], ['currency=EURO', 'currency'], ['itemIdString=x', 'itemIdString'], ...invalidPagingQueries])(
    '%s is 400 invalid-query naming the parameter', async (query, parameter) => {
      expect(errorPaths(expectProblem(await api.get(`/item-prices?${query}`), 400, 'invalid-query'))).toContain(parameter);
    });
});
