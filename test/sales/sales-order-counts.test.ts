import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { Customer } from '../../src/contract/customers';
import type { SalesOrder } from '../../src/contract/sales-orders';
import { queryRows } from '../../src/server/db/connection';
import { salesOrderCounts, salesOrderDayCounts, salesOrders } from '../../src/server/db/schema';
import { ok } from '../support/accounting-fixtures';
import { useAdminApp } from '../support/admin-app';

/**
 * The sales-order list's totalElements comes from the counts the orders' triggers keep (per
 * customer and status; per creation day and status), not from count(*): held here to count(*)
 * of the rows its filters match while orders are created, move through their workflow and
 * actions, and are moved to other creation days.
 */

const world = useAdminApp();
let run = 0;

const STATUSES = ['DRAFT', 'TO_DELIVER_AND_BILL', 'ON_HOLD', 'CLOSED', 'CANCELLED'] as const;
const ACTIONS = ['update-workflow', 'hold', 'resume', 'close', 'cancel'] as const;
const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'];

async function countStar(companyId: string, f: { status?: string; customerId?: string; fromDate?: string; toDate?: string }): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(world.t.database.db, sql`
    SELECT count(*)::int AS n FROM sales_orders WHERE company_id = ${companyId}
      ${f.status ? sql`AND status = ${f.status}` : sql``}
      ${f.customerId ? sql`AND customer_id = ${f.customerId}` : sql``}
      ${f.fromDate ? sql`AND (created_at AT TIME ZONE 'UTC')::date >= ${f.fromDate}::date` : sql``}
      ${f.toDate ? sql`AND (created_at AT TIME ZONE 'UTC')::date <= ${f.toDate}::date` : sql``}`);
  return n;
}

const day = fc.option(fc.constantFrom(...DAYS), { nil: undefined, freq: 2 });
const operation = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), customer: fc.nat(2) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('act' as const), pick: fc.nat(), action: fc.constantFrom(...ACTIONS) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('backdate' as const), pick: fc.nat(), day: fc.constantFrom(...DAYS), hour: fc.constantFrom('00:00:00', '23:59:59.999') }) },
  { weight: 3, arbitrary: fc.record({
    kind: fc.constant('list' as const),
    status: fc.option(fc.constantFrom(...STATUSES), { nil: undefined }),
    customer: fc.option(fc.nat(2), { nil: undefined }),
    fromDate: day,
    toDate: day,
  }) },
);

test('interleaved creates, workflow steps, actions, backdating and lists: every totalElements is count(*) of what its filters match', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 8, maxLength: 25 }), async (ops) => {
      run += 1;
      const company = ok<Company>(await world.api.post('/companies', { name: `SO counts ${run}`, baseCurrency: 'USD' }), 201);
      const customers: Customer[] = [];
      for (const name of ['A', 'B', 'C']) customers.push(ok(await world.api.post('/customers', { name: `Customer ${name}`, currencyCode: 'USD', companyIdString: company.id }), 201));
      ok(await world.api.post('/items', { itemCode: 'P-1', name: 'Part', itemGroup: 'Parts', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString: company.id }), 201);
      const orders: SalesOrder[] = [];
      for (const op of ops) {
        if (op.kind === 'create') {
          orders.push(ok(await world.api.post('/sales-orders', {
            companyIdString: company.id, customerIdString: customers[op.customer].id, currencyCodeString: 'USD',
            orderDate: '2026-03-01', items: [{ itemCode: 'P-1', qty: 1, unitPrice: 2 }],
          }), 201));
        } else if (op.kind === 'act' || op.kind === 'backdate') {
          const order = orders[op.pick % Math.max(orders.length, 1)];
          if (!order) continue;
          if (op.kind === 'backdate') {
            await world.t.database.db.update(salesOrders).set({ createdAt: new Date(`${op.day}T${op.hour}Z`) }).where(eq(salesOrders.id, order.id));
            continue;
          }
          const res = op.action === 'update-workflow'
            ? await world.api.put(`/sales-orders/update-workflow/${order.trace}`, undefined)
            : await world.api.post(`/sales-orders/${order.id}/${op.action}`, undefined);
          expect([200, 409], `${op.action}: ${res.body}`).toContain(res.statusCode);
        } else {
          const filters = Object.fromEntries(Object.entries({
            status: op.status, customerId: op.customer === undefined ? undefined : customers[op.customer].id, fromDate: op.fromDate, toDate: op.toDate,
          }).filter(([, v]) => v !== undefined)) as Record<string, string>;
          if (filters.fromDate && filters.toDate && filters.toDate < filters.fromDate) delete filters.toDate;
          const answer = ok(await world.api.get(`/sales-orders?${new URLSearchParams({ companyIdString: company.id, size: '200', ...filters })}`));
          const expected = await countStar(company.id, filters);
          expect(answer.page.totalElements, JSON.stringify(filters)).toBe(expected);
          expect(answer.content).toHaveLength(expected);
        }
      }
      expect(ok(await world.api.get(`/sales-orders?companyIdString=${company.id}`)).page.totalElements).toBe(orders.length);
    }),
    { numRuns: 8, endOnFailure: true },
  );
}, 240_000);

test('the sales-order counts change only through the orders: a direct write is refused', async () => {
  const { db } = world.t.database;
  const company = ok<Company>(await world.api.post('/companies', { name: 'SO counts guarded', baseCurrency: 'USD' }), 201);
  const customer = ok<Customer>(await world.api.post('/customers', { name: 'Guarded', currencyCode: 'USD', companyIdString: company.id }), 201);
  await expect(db.insert(salesOrderCounts).values({ companyId: company.id, customerId: customer.id, status: 'DRAFT', orders: 5 })).rejects.toThrow();
  await expect(db.insert(salesOrderDayCounts).values({ companyId: company.id, createdOn: '2026-01-01', status: 'DRAFT', orders: 5 })).rejects.toThrow();
  await expect(db.update(salesOrderCounts).set({ orders: 99 })).rejects.toThrow();
  await expect(db.delete(salesOrderDayCounts)).rejects.toThrow();
  await expect(db.execute(sql`TRUNCATE sales_order_counts`)).rejects.toThrow();
  await expect(db.execute(sql`TRUNCATE sales_order_day_counts`)).rejects.toThrow();
});
