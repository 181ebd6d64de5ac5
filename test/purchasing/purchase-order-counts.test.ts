import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { PurchaseOrder } from '../../src/contract/purchase-orders';
import type { Supplier } from '../../src/contract/suppliers';
import { queryRows } from '../../src/server/db/connection';
import { purchaseOrderCounts, purchaseOrderDayCounts, purchaseOrderStatusCounts } from '../../src/server/db/schema';
import { ok } from '../support/accounting-fixtures';
import { useAdminApp } from '../support/admin-app';

/**
 * The purchase-order list's totalElements comes from per-status, per-supplier and status, and
 * (for a date range) per-day and status counts that the orders' triggers keep (migrations 0013,
 * 0016), not from count(*): held here to count(*) of the rows its filters match while orders
 * are created, change status through their actions, and (straight in SQL, as nothing in the
 * service does yet) move to other dates, several in one statement.
 */

const world = useAdminApp();
let run = 0;

const STATUSES = ['DRAFT', 'TO_RECEIVE_AND_BILL', 'ON_HOLD', 'CLOSED', 'CANCELLED'] as const;
const ACTIONS = ['submit', 'hold', 'resume', 'close', 'cancel'] as const;

async function countStar(companyId: string, f: { status?: string; supplierIdString?: string; fromDate?: string; toDate?: string }): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(world.t.database.db, sql`
    SELECT count(*)::int AS n FROM purchase_orders WHERE company_id = ${companyId}
      ${f.status ? sql`AND status = ${f.status}` : sql``}
      ${f.supplierIdString ? sql`AND supplier_id = ${f.supplierIdString}` : sql``}
      ${f.fromDate ? sql`AND order_date >= ${f.fromDate}` : sql``}
      ${f.toDate ? sql`AND order_date <= ${f.toDate}` : sql``}`);
  return n;
}

const operation = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), supplier: fc.nat(2), day: fc.integer({ min: 1, max: 9 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('act' as const), pick: fc.nat(), action: fc.constantFrom(...ACTIONS) }) },
  // every order from the picked one on, one in `step`, moved by `days` (one statement, so several rows)
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('redate' as const), pick: fc.nat(), step: fc.integer({ min: 1, max: 3 }), days: fc.integer({ min: -3, max: 3 }) }) },
  { weight: 3, arbitrary: fc.record({
    kind: fc.constant('list' as const),
    status: fc.option(fc.constantFrom(...STATUSES), { nil: undefined }),
    supplier: fc.option(fc.nat(2), { nil: undefined }),
    fromDate: fc.option(fc.constantFrom('2026-03-01', '2026-03-05', '2026-03-08'), { nil: undefined, freq: 3 }),
    toDate: fc.option(fc.constantFrom('2026-03-04', '2026-03-05', '2026-03-12'), { nil: undefined, freq: 3 }),
  }) },
);

test('interleaved creates, actions and lists: every totalElements is the count(*) of the orders its filters match', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 8, maxLength: 25 }), async (ops) => {
      run += 1;
      const company = ok<Company>(await world.api.post('/companies', { name: `PO counts ${run}`, baseCurrency: 'USD' }), 201);
      const suppliers: Supplier[] = [];
      for (const name of ['A', 'B', 'C']) suppliers.push(ok(await world.api.post('/suppliers', { name: `Supplier ${name}`, companyIdString: company.id }), 201));
      ok(await world.api.post('/items', { itemCode: 'P-1', name: 'Part', itemGroup: 'Parts', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString: company.id }), 201);
      const orders: PurchaseOrder[] = [];
      for (const op of ops) {
        if (op.kind === 'create') {
          orders.push(ok(await world.api.post('/purchase-orders', {
            companyIdString: company.id, supplierIdString: suppliers[op.supplier].id, currencyCodeString: 'USD',
            orderDate: `2026-03-0${op.day}`, items: [{ itemCode: 'P-1', qty: 1, rate: 2 }],
          }), 201));
        } else if (op.kind === 'act') {
          const order = orders[op.pick % Math.max(orders.length, 1)];
          if (!order) continue;
          const res = await world.api.post(`/purchase-orders/${order.id}/${op.action}`, undefined);
          expect([200, 409], `${op.action}: ${res.body}`).toContain(res.statusCode);
        } else if (op.kind === 'redate') {
          const ids = orders.filter((_, i) => i >= op.pick % Math.max(orders.length, 1) && i % op.step === 0).map((o) => o.id);
          if (ids.length === 0) continue;
          await world.t.database.db.execute(sql`UPDATE purchase_orders SET order_date = order_date + ${op.days}::int
            WHERE id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`);
        } else {
          const filters = Object.fromEntries(Object.entries({
            status: op.status, supplierIdString: op.supplier === undefined ? undefined : suppliers[op.supplier].id, fromDate: op.fromDate,
            toDate: op.fromDate && op.toDate && op.toDate < op.fromDate ? undefined : op.toDate,
          }).filter(([, v]) => v !== undefined)) as Record<string, string>;
          const answer = ok(await world.api.get(`/purchase-orders?${new URLSearchParams({ companyIdString: company.id, size: '200', ...filters })}`));
          const expected = await countStar(company.id, filters);
          expect(answer.page.totalElements, JSON.stringify(filters)).toBe(expected);
          expect(answer.content).toHaveLength(expected);
        }
      }
      expect(ok(await world.api.get(`/purchase-orders?companyIdString=${company.id}`)).page.totalElements).toBe(orders.length);
      // and every day and status row is its count(*), none left over (a zero row may stay)
      expect(await queryRows(world.t.database.db, sql`
        SELECT coalesce(n.order_date, o.order_date)::text AS day, coalesce(n.status, o.status) AS status, n.orders, o.orders AS counted
        FROM (SELECT * FROM purchase_order_day_counts WHERE company_id = ${company.id} AND orders <> 0) n
        FULL JOIN (SELECT order_date, status, count(*)::int AS orders FROM purchase_orders WHERE company_id = ${company.id} GROUP BY 1, 2) o
          ON o.order_date = n.order_date AND o.status = n.status
        WHERE n.orders IS DISTINCT FROM o.orders`)).toEqual([]);
      expect(await queryRows(world.t.database.db, sql`
        SELECT coalesce(n.status, o.status) AS status, n.orders, o.orders AS counted
        FROM (SELECT * FROM purchase_order_status_counts WHERE company_id = ${company.id} AND orders <> 0) n
        FULL JOIN (SELECT status, count(*)::int AS orders FROM purchase_orders WHERE company_id = ${company.id} GROUP BY 1) o ON o.status = n.status
        WHERE n.orders IS DISTINCT FROM o.orders`)).toEqual([]);
    }),
    { numRuns: 8, endOnFailure: true },
  );
}, 240_000);

test('the purchase-order counts change only through the orders: a direct write is refused', async () => {
  const { db } = world.t.database;
  const company = ok<Company>(await world.api.post('/companies', { name: 'PO counts guarded', baseCurrency: 'USD' }), 201);
  const supplier = ok<Supplier>(await world.api.post('/suppliers', { name: 'Guarded', companyIdString: company.id }), 201);
  await expect(db.insert(purchaseOrderCounts).values({ companyId: company.id, supplierId: supplier.id, status: 'DRAFT', orders: 5 })).rejects.toThrow();
  await expect(db.update(purchaseOrderCounts).set({ orders: 99 })).rejects.toThrow();
  await expect(db.delete(purchaseOrderCounts)).rejects.toThrow();
  await expect(db.execute(sql`TRUNCATE purchase_order_counts`)).rejects.toThrow();
  await expect(db.insert(purchaseOrderDayCounts).values({ companyId: company.id, orderDate: '2026-03-01', status: 'DRAFT', orders: 5 })).rejects.toThrow();
  await expect(db.update(purchaseOrderDayCounts).set({ orders: 99 })).rejects.toThrow();
  await expect(db.delete(purchaseOrderDayCounts)).rejects.toThrow();
  await expect(db.execute(sql`TRUNCATE purchase_order_day_counts`)).rejects.toThrow();
  await expect(db.insert(purchaseOrderStatusCounts).values({ companyId: company.id, status: 'DRAFT', orders: 5 })).rejects.toThrow();
  await expect(db.update(purchaseOrderStatusCounts).set({ orders: 99 })).rejects.toThrow();
  await expect(db.delete(purchaseOrderStatusCounts)).rejects.toThrow();
  await expect(db.execute(sql`TRUNCATE purchase_order_status_counts`)).rejects.toThrow();
});
