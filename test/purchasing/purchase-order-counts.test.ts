import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { PurchaseOrder } from '../../src/contract/purchase-orders';
import type { Supplier } from '../../src/contract/suppliers';
import { queryRows } from '../../src/server/db/connection';
import { purchaseOrderCounts } from '../../src/server/db/schema';
import { client, ok, type Client } from '../support/accounting-fixtures';
import { setupAdmin, type Admin } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The purchase-order list's totalElements comes from per-supplier and status counts the
 * orders' triggers keep (migration 0013), not from count(*): held here to count(*) of the rows
 * its filters match while orders are created and change status through their actions.
 */

let t: TestApp;
let admin: Admin;
let api: Client;
let run = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await setupAdmin(t);
  api = client(t, admin.token);
});
afterAll(async () => {
  await t?.close();
});

const STATUSES = ['DRAFT', 'TO_RECEIVE_AND_BILL', 'ON_HOLD', 'CLOSED', 'CANCELLED'] as const;
const ACTIONS = ['submit', 'hold', 'resume', 'close', 'cancel'] as const;

async function countStar(companyId: string, f: { status?: string; supplierIdString?: string; fromDate?: string }): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(t.database.db, sql`
    SELECT count(*)::int AS n FROM purchase_orders WHERE company_id = ${companyId}
      ${f.status ? sql`AND status = ${f.status}` : sql``}
      ${f.supplierIdString ? sql`AND supplier_id = ${f.supplierIdString}` : sql``}
      ${f.fromDate ? sql`AND order_date >= ${f.fromDate}` : sql``}`);
  return n;
}

const operation = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), supplier: fc.nat(2), day: fc.integer({ min: 1, max: 9 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('act' as const), pick: fc.nat(), action: fc.constantFrom(...ACTIONS) }) },
  { weight: 3, arbitrary: fc.record({
    kind: fc.constant('list' as const),
    status: fc.option(fc.constantFrom(...STATUSES), { nil: undefined }),
    supplier: fc.option(fc.nat(2), { nil: undefined }),
    fromDate: fc.option(fc.constant('2026-03-05'), { nil: undefined, freq: 4 }),
  }) },
);

test('interleaved creates, actions and lists: every totalElements is the count(*) of the orders its filters match', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 8, maxLength: 25 }), async (ops) => {
      run += 1;
      const company = ok<Company>(await api.post('/companies', { name: `PO counts ${run}`, baseCurrency: 'USD' }), 201);
      const suppliers: Supplier[] = [];
      for (const name of ['A', 'B', 'C']) suppliers.push(ok(await api.post('/suppliers', { name: `Supplier ${name}`, companyIdString: company.id }), 201));
      ok(await api.post('/items', { itemCode: 'P-1', name: 'Part', itemGroup: 'Parts', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString: company.id }), 201);
      const orders: PurchaseOrder[] = [];
      for (const op of ops) {
        if (op.kind === 'create') {
          orders.push(ok(await api.post('/purchase-orders', {
            companyIdString: company.id, supplierIdString: suppliers[op.supplier].id, currencyCodeString: 'USD',
            orderDate: `2026-03-0${op.day}`, items: [{ itemCode: 'P-1', qty: 1, rate: 2 }],
          }), 201));
        } else if (op.kind === 'act') {
          const order = orders[op.pick % Math.max(orders.length, 1)];
          if (!order) continue;
          const res = await api.post(`/purchase-orders/${order.id}/${op.action}`, undefined);
          expect([200, 409], `${op.action}: ${res.body}`).toContain(res.statusCode);
        } else {
          const filters = Object.fromEntries(Object.entries({
            status: op.status, supplierIdString: op.supplier === undefined ? undefined : suppliers[op.supplier].id, fromDate: op.fromDate,
          }).filter(([, v]) => v !== undefined)) as Record<string, string>;
          const answer = ok(await api.get(`/purchase-orders?${new URLSearchParams({ companyIdString: company.id, size: '200', ...filters })}`));
          const expected = await countStar(company.id, filters);
          expect(answer.page.totalElements, JSON.stringify(filters)).toBe(expected);
          expect(answer.content).toHaveLength(expected);
        }
      }
      expect(ok(await api.get(`/purchase-orders?companyIdString=${company.id}`)).page.totalElements).toBe(orders.length);
    }),
    { numRuns: 8, endOnFailure: true },
  );
}, 240_000);

test('the purchase-order counts change only through the orders: a direct write is refused', async () => {
  const { db } = t.database;
  const company = ok<Company>(await api.post('/companies', { name: 'PO counts guarded', baseCurrency: 'USD' }), 201);
  const supplier = ok<Supplier>(await api.post('/suppliers', { name: 'Guarded', companyIdString: company.id }), 201);
  await expect(db.insert(purchaseOrderCounts).values({ companyId: company.id, supplierId: supplier.id, status: 'DRAFT', orders: 5 })).rejects.toThrow();
  await expect(db.update(purchaseOrderCounts).set({ orders: 99 })).rejects.toThrow();
  await expect(db.delete(purchaseOrderCounts)).rejects.toThrow();
  await expect(db.execute(sql`TRUNCATE purchase_order_counts`)).rejects.toThrow();
});
