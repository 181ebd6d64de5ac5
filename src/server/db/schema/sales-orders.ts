import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { money, orderCurrency } from './columns';
import { authored, numberedDocument, orderLineItem, posted } from './document-columns';
import { companies, currencies } from './core';
import { items, stockMovements } from './inventory';
import { customers } from './sales';
import { lineTax, lineTaxCheck } from './tax-rates';

/** Sales orders, their deliveries and the list's counts (decisions §7, §12; docs/sales.md "Sales orders"). */

export const salesOrderWorkflowStates = ['DRAFT', 'PENDING_APPROVAL', 'APPROVED'] as const;
export const salesOrderStatuses = ['DRAFT', 'TO_DELIVER_AND_BILL', 'TO_BILL', 'TO_DELIVER', 'COMPLETED', 'ON_HOLD', 'CLOSED', 'CANCELLED'] as const;
const quoted = (values: readonly string[]) => sql.raw(values.map((s) => `'${s}'`).join(', '));

/** The list's createdAt key as paginate compares it (UTC, to the millisecond): indexes on it serve sorts and date ranges. */
const createdKey = (t: { createdAt: unknown }) => sql`date_trunc('milliseconds', ${t.createdAt} AT TIME ZONE 'UTC')`;

export const salesOrders = pgTable('sales_orders', {
  /** number: the trace identifier, SO-<company code>-<sequence>. */
  ...numberedDocument(),
  customerId: uuid('customer_id').notNull().references(() => customers.id),
  currencyId: uuid('currency_id').notNull().references(() => currencies.id),
  orderDate: date('order_date', { mode: 'string' }).notNull(),
  deliveryDate: date('delivery_date', { mode: 'string' }),
  notes: text('notes'),
  workflowState: text('workflow_state', { enum: salesOrderWorkflowStates }).notNull(),
  status: text('status', { enum: salesOrderStatuses }).notNull(),
  /** The status a held order resumes to; set only while ON_HOLD. */
  heldStatus: text('held_status', { enum: salesOrderStatuses }),
  /** The lines' amounts plus their tax; `tax_total` the tax alone. */
  total: money('total').notNull(),
  taxTotal: money('tax_total').notNull().default('0'),
  ...orderCurrency(),
  /** 0 to 100, kept by deliveries and billing. */
  deliveredPercent: numeric('delivered_percent', { mode: 'string' }).notNull().default('0'),
  billedPercent: numeric('billed_percent', { mode: 'string' }).notNull().default('0'),
  ...authored(),
}, (t) => [
  uniqueIndex('sales_orders_number_key').on(t.number),
  index('sales_orders_company_created_idx').on(t.companyId, createdKey(t), t.id),
  index('sales_orders_company_status_created_idx').on(t.companyId, t.status, createdKey(t), t.id),
  index('sales_orders_company_customer_created_idx').on(t.companyId, t.customerId, createdKey(t), t.id),
  index('sales_orders_company_customer_status_created_idx').on(t.companyId, t.customerId, t.status, createdKey(t), t.id),
  index('sales_orders_company_number_idx').on(t.companyId, sql`length(${t.number})`, t.number, t.id),
  index('sales_orders_company_total_idx').on(t.companyId, t.total, t.id),
  index('sales_orders_company_status_total_idx').on(t.companyId, t.status, t.total, t.id),
  check('sales_orders_workflow_state', sql`${t.workflowState} IN (${quoted(salesOrderWorkflowStates)})`),
  check('sales_orders_status', sql`${t.status} IN (${quoted(salesOrderStatuses)})`),
  check('sales_orders_delivery_date', sql`${t.deliveryDate} IS NULL OR ${t.deliveryDate} >= ${t.orderDate}`),
]);

/** The ordered items; deliveredQty is kept by deliveries, billedQty by invoices (billSalesOrder). */
export const salesOrderLines = pgTable('sales_order_lines', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  salesOrderId: uuid('sales_order_id').notNull().references(() => salesOrders.id),
  ...orderLineItem(),
  unitPrice: money('unit_price').notNull(),
  amount: money('amount').notNull(),
  deliveredQty: numeric('delivered_qty', { mode: 'string' }).notNull().default('0'),
  billedQty: numeric('billed_qty', { mode: 'string' }).notNull().default('0'),
  ...lineTax(),
}, (t) => [
  lineTaxCheck('sales_order_lines_tax', t),
  index('sales_order_lines_tax_rate_idx').on(t.taxRateId).where(sql`${t.taxRateId} IS NOT NULL`),
  uniqueIndex('sales_order_lines_order_line_key').on(t.salesOrderId, t.lineNumber),
  index('sales_order_lines_item_idx').on(t.companyId, t.itemId),
  check('sales_order_lines_qty', sql`${t.qty} > 0 AND ${t.unitPrice} >= 0 AND ${t.deliveredQty} >= 0 AND ${t.deliveredQty} <= ${t.qty} AND ${t.billedQty} >= 0 AND ${t.billedQty} <= ${t.qty}`),
]);

/**
 * How many sales orders a company has per customer and status, and per creation day (UTC) and
 * status: the list's exact totalElements without a scan. Kept by statement triggers on
 * sales_orders (the sales_orders migration); nothing else writes them.
 */
export const salesOrderCounts = pgTable('sales_order_counts', {
  companyId: uuid('company_id').notNull().references(() => companies.id),
  customerId: uuid('customer_id').notNull().references(() => customers.id),
  status: text('status').notNull(),
  orders: integer('orders').notNull(),
}, (t) => [primaryKey({ columns: [t.companyId, t.customerId, t.status] }), index('sales_order_counts_company_status_idx').on(t.companyId, t.status)]);

export const salesOrderDayCounts = pgTable('sales_order_day_counts', {
  companyId: uuid('company_id').notNull().references(() => companies.id),
  createdOn: date('created_on', { mode: 'string' }).notNull(),
  status: text('status').notNull(),
  orders: integer('orders').notNull(),
}, (t) => [primaryKey({ columns: [t.companyId, t.createdOn, t.status] })]);

/** Every change of workflowState or status, the creation included (from null): from, to, at, by. */
export const salesOrderHistory = pgTable('sales_order_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  salesOrderId: uuid('sales_order_id').notNull().references(() => salesOrders.id),
  field: text('field', { enum: ['workflowState', 'status'] }).notNull(),
  action: text('action').notNull(),
  fromValue: text('from_value'),
  toValue: text('to_value').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  by: uuid('by').references(() => users.id),
}, (t) => [index('sales_order_history_order_idx').on(t.salesOrderId, t.id)]);

/** Goods delivered against an order: stock out at valuation cost, Dr cost of goods sold / Cr stock. */
export const salesDeliveries = pgTable('sales_deliveries', {
  ...numberedDocument(),
  salesOrderId: uuid('sales_order_id').notNull().references(() => salesOrders.id),
  postingDate: date('posting_date', { mode: 'string' }).notNull(),
  /** A return of delivered goods (DR-...): positive quantities that come back into stock. */
  isReturn: boolean('is_return').notNull().default(false),
  /** Σ of the lines' amounts at the order's unit prices, in the order currency. */
  total: money('total').notNull(),
  /** Σ of the stock value issued, in the company base currency. */
  cost: money('cost').notNull(),
  /** null when nothing was valued (only items without stock). */
  ...posted(),
  ...authored(),
}, (t) => [
  uniqueIndex('sales_deliveries_number_key').on(t.number),
  index('sales_deliveries_order_idx').on(t.salesOrderId, t.postingDate),
]);

export const salesDeliveryLines = pgTable('sales_delivery_lines', {
  deliveryId: uuid('delivery_id').notNull().references(() => salesDeliveries.id),
  lineNumber: integer('line_number').notNull(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  salesOrderLineId: uuid('sales_order_line_id').notNull().references(() => salesOrderLines.id),
  itemId: uuid('item_id').notNull().references(() => items.id),
  qty: numeric('qty', { mode: 'string' }).notNull(),
  unitPrice: money('unit_price').notNull(),
  amount: money('amount').notNull(),
  cost: money('cost').notNull(),
  /** The stock movement; null for an item that does not maintain stock. */
  movementId: uuid('movement_id').references(() => stockMovements.id),
}, (t) => [
  primaryKey({ columns: [t.deliveryId, t.lineNumber] }),
  check('sales_delivery_lines_qty', sql`${t.qty} > 0`),
]);
