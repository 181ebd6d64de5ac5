import { beforeAll, describe, expect, test } from 'vitest';
import type { InvoiceDetail } from '../../src/contract/invoices';
import { ok } from '../support/accounting-fixtures';
import { expectProblem } from '../support/fixtures';
import { useTwoCompanyApp } from '../support/two-companies';

/** `GET /invoices?search=`: part of the number, ignoring case (the console's palette finds invoices by it). */
const world = useTwoCompanyApp();
let first: InvoiceDetail;
let second: InvoiceDetail;
let credit: InvoiceDetail;

beforeAll(async () => {
  const { api, company } = world;
  const customer = ok(await api.post('/customers', { name: 'Globex' }), 201);
  ok(await api.post('/items', { itemCode: 'SERVICE', name: 'Service', itemGroup: 'Services', uom: 'h', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString: company.id }), 201);
  const body = (overrides: Record<string, unknown> = {}) => ({
    currencyCodeString: company.baseCurrency, companyIdString: company.id, customerIdString: customer.id, postingDate: '2026-03-10', return: false,
    items: [{ itemCode: 'SERVICE', qty: 1, unitPrice: 10, amount: 10 }], ...overrides,
  });
  first = ok(await api.post('/invoices', body()), 201);
  second = ok(await api.post('/invoices', body()), 201);
  credit = ok(await api.post('/invoices', body({ return: true, returnAgainstIdString: second.id })), 201);
});

describe('GET /invoices?search=', () => {
  const numbers = async (query: string) => ok(await world.api.get(`/invoices?${query}`)).content.map((i: { number: string }) => i.number).sort();

  test('matches part of the number, ignoring case, with the other filters', async () => {
    expect(first.number).toMatch(/^INV-.+-000001$/);
    expect(await numbers(`search=${encodeURIComponent(first.number.toLowerCase())}`)).toEqual([first.number]);
    expect(await numbers('search=inv-')).toEqual([first.number, second.number].sort());
    expect(await numbers(`search=${encodeURIComponent(credit.number.slice(0, 3).toLowerCase())}`)).toEqual([credit.number]);
    expect(await numbers('search=00000&return=false')).toEqual([first.number, second.number].sort());
    expect(await numbers('search=%20000002%20')).toEqual([second.number]);
    expect(await numbers('search=%25')).toEqual([]);
    expect(await numbers('search=nothing-like-it')).toEqual([]);
  });

  test('another company\'s invoices are not found; a search over 200 characters is 400', async () => {
    expect(ok(await world.theirApi.get(`/invoices?search=${encodeURIComponent(first.number)}`)).content).toEqual([]);
    expect(JSON.stringify(expectProblem(await world.api.get(`/invoices?search=${'x'.repeat(201)}`), 400, 'invalid-query'))).toContain('search');
  });
});
