import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Customer } from '../../src/contract/customers';
import type { SalesOrderDetail } from '../../src/contract/sales-orders';
import { client, ok, type Client } from '../support/accounting-fixtures';
import { setupAdmin } from '../support/fixtures';
import { createTestApp, testDbKind, type TestApp } from '../support/test-app';

/**
 * `PUT /sales-orders/update-workflow/{trace}` under contention: the order row is locked FOR
 * UPDATE, so parallel calls run one after the other and each sees the state the previous one
 * left. Of 50 at once, exactly two move the order (DRAFT → PENDING_APPROVAL → APPROVED) and 48
 * get 409 invalid-transition; no call skips a state.
 */

let t: TestApp;
let api: Client;
let customer: Customer;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await setupAdmin(t);
  api = client(t, admin.token);
  customer = ok(await api.post('/customers', { name: 'Parallel Customer', currencyCode: 'USD' }), 201);
  ok(await api.post('/items', { itemCode: 'P-1', name: 'Part', itemGroup: 'Parts', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString: admin.companyId }), 201);
});
afterAll(async () => {
  await t?.close();
});

test(`50 parallel update-workflow calls: APPROVED, two 200s, 48 409s, two workflow entries (${testDbKind})`, async () => {
  const order = ok<SalesOrderDetail>(await api.post('/sales-orders', {
    customerIdString: customer.id, currencyCodeString: 'USD', orderDate: '2026-03-02', items: [{ itemCode: 'P-1', qty: 1, unitPrice: 5 }],
  }), 201);
  const results = await Promise.all(Array.from({ length: 50 }, (_, i) => api.put(`/sales-orders/update-workflow/${i % 2 ? order.trace : order.id}`, undefined)));
  const statuses = results.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 200).length).toBe(2);
  expect(statuses.filter((s) => s === 409).length).toBe(48);
  for (const refused of results.filter((r) => r.statusCode === 409)) expect(refused.json().code).toBe('invalid-transition');
  // the two that moved it answered the two steps, in order
  expect(results.filter((r) => r.statusCode === 200).map((r) => r.json().workflowState).sort()).toEqual(['APPROVED', 'PENDING_APPROVAL']);
  const after = ok<SalesOrderDetail>(await api.get(`/sales-orders/${order.trace}`));
  expect(after).toMatchObject({ workflowState: 'APPROVED', status: 'TO_DELIVER_AND_BILL', version: 3 });
  expect(after.history.filter((h) => h.field === 'workflowState').map((h) => [h.from, h.to])).toEqual([
    ['DRAFT', 'PENDING_APPROVAL'],
    ['PENDING_APPROVAL', 'APPROVED'],
  ]);
  expect(after.history.filter((h) => h.field === 'status').map((h) => [h.from, h.to])).toEqual([[null, 'DRAFT'], ['DRAFT', 'TO_DELIVER_AND_BILL']]);
}, 120_000);
