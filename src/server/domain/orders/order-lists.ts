import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { byDocumentNumber } from '../../db/paginate';

/**
 * What the lists of sales and purchase orders share: the sortable fields, the filters every
 * order list has (company, status, party) and totalElements summed from the counts the orders'
 * triggers keep. Each kind adds its date range (creation or order date) and its own counts.
 */

type OrderColumns = { companyId: AnyPgColumn; number: AnyPgColumn; status: AnyPgColumn; total: AnyPgColumn; orderDate: AnyPgColumn; createdAt: AnyPgColumn };
type SortableField = 'createdAt' | 'number' | 'total' | 'orderDate' | 'status';

/** The fields a list sorts by, in the order a refused `sort` names them. */
export function orderSortable<F extends SortableField>(orders: OrderColumns, fields: readonly F[]) {
  const all = {
    createdAt: orders.createdAt, number: byDocumentNumber(orders.number), total: orders.total, orderDate: orders.orderDate, status: orders.status,
  };
  return Object.fromEntries(fields.map((f) => [f, all[f]])) as Pick<typeof all, F>;
}

/** The company's orders, of a status and of a party when the query names them, and whatever else the kind filters by. */
export function orderListWhere(
  orders: OrderColumns, partyColumn: AnyPgColumn, filters: { companyId: string; status?: string; partyId?: string }, ...more: (SQL | undefined)[]
) {
  return and(
    eq(orders.companyId, filters.companyId),
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.partyId ? eq(partyColumn, filters.partyId) : undefined,
    ...more,
  );
}

/** totalElements as the sum of a counts table's `orders` for the company and the conditions (each ` AND ...`). */
export const summedCounts = (counts: PgTable, companyId: string, ...conditions: SQL[]): SQL<number> =>
  sql<number>`(SELECT coalesce(sum(n.orders), 0) FROM ${counts} n WHERE n.company_id = ${companyId}${sql.join(conditions)})`;

/** A counts condition when the value is given, else none. */
export const countsWhere = (value: string | undefined, condition: (value: string) => SQL): SQL => (value ? condition(value) : sql``);
