import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { foreignCurrency, money, orderCurrency, timestamps, version } from './columns';
import { authored, itemLine, numberedDocument, orderLineItem, posted } from './document-columns';
import { companies, currencies } from './core';
import { paymentTerms } from './payment-terms';
import { items, stockMovements } from './inventory';
import { lineTax, lineTaxCheck } from './tax-rates';

/** Suppliers and purchase orders (and, later, bills). */

export const suppliers = pgTable('suppliers', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  name: text('name').notNull(),
  currencyId: uuid('currency_id').notNull().references(() => currencies.id),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  notes: text('notes'),
  paymentTermsId: uuid('payment_terms_id').references(() => paymentTerms.id),
  ...timestamps,
  ...version,
}, (t) => [
  uniqueIndex('suppliers_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  index('suppliers_payment_terms_idx').on(t.paymentTermsId),
]);

export const purchaseOrderStatuses = ['DRAFT', 'TO_RECEIVE_AND_BILL', 'TO_BILL', 'TO_RECEIVE', 'COMPLETED', 'ON_HOLD', 'CLOSED', 'CANCELLED'] as const;
const statusList = sql.raw(purchaseOrderStatuses.map((s) => `'${s}'`).join(', '));

/** Purchase orders (decisions §7, §12): the header, with its total and progress kept on it for the list. */
export const purchaseOrders = pgTable('purchase_orders', {
  ...numberedDocument(),
  supplierId: uuid('supplier_id').notNull().references(() => suppliers.id),
  currencyId: uuid('currency_id').notNull().references(() => currencies.id),
  orderDate: date('order_date', { mode: 'string' }).notNull(),
  expectedDate: date('expected_date', { mode: 'string' }),
  notes: text('notes'),
  status: text('status', { enum: purchaseOrderStatuses }).notNull(),
  /** The status a held order resumes to; set only while ON_HOLD. */
  heldStatus: text('held_status', { enum: purchaseOrderStatuses }),
  /** The lines' amounts plus their tax; `tax_total` the tax alone. */
  total: money('total').notNull(),
  taxTotal: money('tax_total').notNull().default('0'),
  ...orderCurrency(),
  /** 0 to 100, kept by receipts and bills. */
  receivedPercent: numeric('received_percent', { mode: 'string' }).notNull().default('0'),
  billedPercent: numeric('billed_percent', { mode: 'string' }).notNull().default('0'),
  ...authored(),
}, (t) => [
  uniqueIndex('purchase_orders_number_key').on(t.number),
  // Each list filter and its usual sort as one index range in the list's order, ending in the
  // id tiebreak (always ascending), so a page reads its rows and stops (docs/performance.md).
  index('purchase_orders_company_status_date_idx').on(t.companyId, t.status, t.orderDate.desc().nullsFirst(), t.id),
  // the default sort: orderDate desc, then number desc (its keys: length, then text)
  index('purchase_orders_company_date_idx').on(t.companyId, t.orderDate.desc().nullsFirst(), sql`length(${t.number}) DESC`, sql`${t.number} DESC`, t.id),
  index('purchase_orders_company_supplier_idx').on(t.companyId, t.supplierId, t.total.desc().nullsFirst(), t.id),
  check('purchase_orders_status', sql`${t.status} IN (${statusList})`),
  check('purchase_orders_expected_date', sql`${t.expectedDate} IS NULL OR ${t.expectedDate} >= ${t.orderDate}`),
]);

/** The ordered items; receivedQty and billedQty are kept by receipts and bills. */
export const purchaseOrderLines = pgTable('purchase_order_lines', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  purchaseOrderId: uuid('purchase_order_id').notNull().references(() => purchaseOrders.id),
  ...orderLineItem(),
  rate: money('rate').notNull(),
  amount: money('amount').notNull(),
  receivedQty: numeric('received_qty', { mode: 'string' }).notNull().default('0'),
  billedQty: numeric('billed_qty', { mode: 'string' }).notNull().default('0'),
  ...lineTax(),
}, (t) => [
  lineTaxCheck('purchase_order_lines_tax', t),
  index('purchase_order_lines_tax_rate_idx').on(t.taxRateId).where(sql`${t.taxRateId} IS NOT NULL`),
  uniqueIndex('purchase_order_lines_order_line_key').on(t.purchaseOrderId, t.lineNumber),
  index('purchase_order_lines_item_idx').on(t.companyId, t.itemId),
  check('purchase_order_lines_qty', sql`${t.qty} > 0 AND ${t.rate} >= 0 AND ${t.receivedQty} >= 0 AND ${t.billedQty} >= 0`),
]);

/**
 * How many purchase orders a company has per supplier and status: the list's totalElements
 * without a scan when it filters by nothing but status and supplier. Kept by statement
 * triggers on purchase_orders (migration 0013); nothing else writes it. A supplier's rows go
 * with the supplier (migration 0030): a supplier can be deleted only when no order names it,
 * and then its rows are all at 0 (left by a draft that moved to another supplier).
 */
export const purchaseOrderCounts = pgTable('purchase_order_counts', {
  companyId: uuid('company_id').notNull().references(() => companies.id),
  supplierId: uuid('supplier_id').notNull().references(() => suppliers.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  orders: integer('orders').notNull(),
}, (t) => [primaryKey({ columns: [t.companyId, t.supplierId, t.status] }), index('purchase_order_counts_company_status_idx').on(t.companyId, t.status)]);

/**
 * How many purchase orders a company has per status: the list's totalElements for a status
 * (or none) as one row per status rather than a sum over every supplier's row. Kept by
 * statement triggers on purchase_orders (migration 0019); nothing else writes it.
 */
export const purchaseOrderStatusCounts = pgTable('purchase_order_status_counts', {
  companyId: uuid('company_id').notNull().references(() => companies.id),
  status: text('status').notNull(),
  orders: integer('orders').notNull(),
}, (t) => [primaryKey({ columns: [t.companyId, t.status] })]);

/**
 * How many purchase orders a company has per order date and status: the list's totalElements
 * for a date range (with or without a status) as a sum of day rows, without a scan. Kept by
 * statement triggers on purchase_orders (migration 0019); nothing else writes it.
 */
export const purchaseOrderDayCounts = pgTable('purchase_order_day_counts', {
  companyId: uuid('company_id').notNull().references(() => companies.id),
  orderDate: date('order_date', { mode: 'string' }).notNull(),
  status: text('status').notNull(),
  orders: integer('orders').notNull(),
}, (t) => [primaryKey({ columns: [t.companyId, t.orderDate, t.status] })]);

/** Every status change of an order, its creation included (from null): from, to, at, by. */
export const purchaseOrderHistory = pgTable('purchase_order_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  purchaseOrderId: uuid('purchase_order_id').notNull().references(() => purchaseOrders.id),
  action: text('action').notNull(),
  fromStatus: text('from_status', { enum: purchaseOrderStatuses }),
  toStatus: text('to_status', { enum: purchaseOrderStatuses }).notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  by: uuid('by').references(() => users.id),
}, (t) => [index('purchase_order_history_order_idx').on(t.purchaseOrderId, t.id)]);

/** Goods received against an order (decisions §12): stock in at the order's rates, Cr goods received not billed. */
export const purchaseReceipts = pgTable('purchase_receipts', {
  ...numberedDocument(),
  purchaseOrderId: uuid('purchase_order_id').notNull().references(() => purchaseOrders.id),
  postingDate: date('posting_date', { mode: 'string' }).notNull(),
  /** Σ of the lines' amounts, in the order currency. */
  total: money('total').notNull(),
  /** Base-currency units per unit of the order's currency the stock came in at. */
  exchangeRate: money('exchange_rate').notNull().default('1'),
  /** null when nothing was valued (only non-stock items, or rates of 0). */
  ...posted(),
  ...authored(),
}, (t) => [
  uniqueIndex('purchase_receipts_number_key').on(t.number),
  index('purchase_receipts_order_idx').on(t.purchaseOrderId, t.postingDate),
]);

export const purchaseReceiptLines = pgTable('purchase_receipt_lines', {
  receiptId: uuid('receipt_id').notNull().references(() => purchaseReceipts.id),
  ...itemLine(),
  rate: money('rate').notNull(),
  amount: money('amount').notNull(),
  /** The stock movement; null for an item that does not maintain stock. */
  movementId: uuid('movement_id').references(() => stockMovements.id),
}, (t) => [
  primaryKey({ columns: [t.receiptId, t.lineNumber] }),
  check('purchase_receipt_lines_qty', sql`${t.qty} > 0`),
]);

export const billStatuses = ['UNPAID', 'PARTLY_PAID', 'PAID', 'CANCELLED'] as const;

/** A supplier's bill against an order: Dr goods received not billed, Cr payable. */
export const bills = pgTable('bills', {
  ...numberedDocument(),
  purchaseOrderId: uuid('purchase_order_id').notNull().references(() => purchaseOrders.id),
  supplierId: uuid('supplier_id').notNull().references(() => suppliers.id),
  currencyId: uuid('currency_id').notNull().references(() => currencies.id),
  postingDate: date('posting_date', { mode: 'string' }).notNull(),
  /** When payment is due: the request's, else the supplier's terms applied to the posting date, else the posting date. */
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  /** The payment terms the due date came from (null for an explicit due date or none). */
  paymentTermsId: uuid('payment_terms_id').references(() => paymentTerms.id),
  /** The supplier's own number for the bill, as printed on their invoice. */
  supplierInvoiceNumber: text('supplier_invoice_number'),
  /** The lines' amounts plus their tax; `tax_total` the tax alone. */
  total: money('total').notNull(),
  taxTotal: money('tax_total').notNull().default('0'),
  outstanding: money('outstanding').notNull(),
  ...foreignCurrency(),
  status: text('status', { enum: billStatuses }).notNull(),
  /** null when the total is 0 (nothing to post). */
  ...posted(),
  ...authored(),
}, (t) => [
  uniqueIndex('bills_number_key').on(t.number),
  index('bills_company_date_idx').on(t.companyId, t.postingDate, t.id),
  index('bills_company_supplier_idx').on(t.companyId, t.supplierId),
  index('bills_order_idx').on(t.purchaseOrderId),
  index('bills_payment_terms_idx').on(t.paymentTermsId).where(sql`${t.paymentTermsId} IS NOT NULL`),
  // reports: the open bills (aging candidates, the dashboard's payables read the index alone)
  index('bills_company_open_idx').on(t.companyId, t.postingDate, t.dueDate, t.outstanding, t.baseOutstanding).where(sql`${t.outstanding} <> 0`),
  check('bills_status', sql`${t.status} IN ('UNPAID', 'PARTLY_PAID', 'PAID', 'CANCELLED')`),
  check('bills_due_date', sql`${t.dueDate} >= ${t.postingDate}`),
  check('bills_amounts', sql`${t.total} >= 0 AND ${t.outstanding} >= 0 AND ${t.outstanding} <= ${t.total}`),
]);

export const billLines = pgTable('bill_lines', {
  billId: uuid('bill_id').notNull().references(() => bills.id),
  ...itemLine(),
  rate: money('rate').notNull(),
  amount: money('amount').notNull(),
  ...lineTax(),
}, (t) => [
  primaryKey({ columns: [t.billId, t.lineNumber] }),
  lineTaxCheck('bill_lines_tax', t),
  index('bill_lines_tax_rate_idx').on(t.taxRateId).where(sql`${t.taxRateId} IS NOT NULL`),
  check('bill_lines_qty', sql`${t.qty} > 0`),
]);
