import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { journalEntries } from './accounting';
import { money } from './columns';
import { authored, cancellation, numberedDocument } from './document-columns';
import { companies, currencies } from './core';
import { invoices } from './invoices';
import { bills, suppliers } from './purchasing';
import { customers } from './sales';

/** Payments received from customers and paid to suppliers, with their allocations (decisions §8, §12; docs/payments.md). */

export const paymentStatuses = ['POSTED', 'CANCELLED'] as const;

/**
 * One row per payment. Posted when created and never edited: only the status and the
 * cancellation change afterwards. The party is a customer (RECEIVE) or a supplier (PAY).
 */
export const payments = pgTable('payments', {
  ...numberedDocument(),
  partyType: text('party_type', { enum: ['CUSTOMER', 'SUPPLIER'] }).notNull(),
  customerId: uuid('customer_id').references(() => customers.id),
  supplierId: uuid('supplier_id').references(() => suppliers.id),
  paymentType: text('payment_type', { enum: ['RECEIVE', 'PAY'] }).notNull(),
  paymentMethodLabel: text('payment_method_label').notNull(),
  reference: text('reference').notNull(),
  postingDate: date('posting_date', { mode: 'string' }).notNull(),
  currencyId: uuid('currency_id').notNull().references(() => currencies.id),
  netAmount: money('net_amount').notNull(),
  charge: money('charge').notNull(),
  gatewayCharge: money('gateway_charge').notNull(),
  merchantCommission: money('merchant_commission').notNull(),
  tax: money('tax').notNull(),
  totalAmount: money('total_amount').notNull(),
  /** Base-currency units per unit of the payment's currency (1 in the base currency). */
  exchangeRate: money('exchange_rate').notNull().default('1'),
  /** totalAmount in the base currency at exchangeRate. */
  baseTotal: money('base_total').notNull(),
  isGlOnly: boolean('is_gl_only').notNull(),
  /** Sum of the allocations (kept after a cancellation, which reopens them). */
  allocatedAmount: money('allocated_amount').notNull(),
  status: text('status', { enum: paymentStatuses }).notNull(),
  journalEntryId: uuid('journal_entry_id').notNull().references(() => journalEntries.id),
  ...cancellation(),
  ...authored(),
}, (t) => [
  uniqueIndex('payments_number_key').on(t.number),
  unique('payments_id_company_key').on(t.id, t.companyId),
  index('payments_company_date_idx').on(t.companyId, t.postingDate, t.id),
  index('payments_company_customer_date_idx').on(t.companyId, t.customerId, t.postingDate),
  index('payments_company_supplier_date_idx').on(t.companyId, t.supplierId, t.postingDate),
  index('payments_company_type_date_idx').on(t.companyId, t.paymentType, t.postingDate),
  index('payments_company_status_date_idx').on(t.companyId, t.status, t.postingDate),
  check('payments_status', sql`${t.status} IN ('POSTED', 'CANCELLED')`),
  check('payments_party', sql`(${t.partyType} = 'CUSTOMER' AND ${t.paymentType} = 'RECEIVE' AND ${t.customerId} IS NOT NULL AND ${t.supplierId} IS NULL)
    OR (${t.partyType} = 'SUPPLIER' AND ${t.paymentType} = 'PAY' AND ${t.supplierId} IS NOT NULL AND ${t.customerId} IS NULL)`),
  check('payments_amounts', sql`${t.netAmount} >= 0 AND ${t.charge} >= 0 AND ${t.gatewayCharge} >= 0 AND ${t.merchantCommission} >= 0 AND ${t.tax} >= 0
    AND ${t.totalAmount} > 0 AND ${t.totalAmount} = ${t.netAmount} + ${t.charge} + ${t.gatewayCharge} + ${t.merchantCommission} + ${t.tax}
    AND ${t.allocatedAmount} >= 0 AND ${t.allocatedAmount} <= ${t.totalAmount}`),
]);

/** What a payment settles: one invoice (RECEIVE) or bill (PAY) per row, in the order they were made. */
export const paymentAllocations = pgTable('payment_allocations', {
  paymentId: uuid('payment_id').notNull(),
  lineNumber: integer('line_number').notNull(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  invoiceId: uuid('invoice_id'),
  billId: uuid('bill_id').references(() => bills.id),
  amount: money('amount').notNull(),
  /** What the allocation took off the document's receivable or payable in the base currency (at the document's rate). */
  baseAmount: money('base_amount').notNull(),
}, (t) => [
  primaryKey({ columns: [t.paymentId, t.lineNumber] }),
  foreignKey({ name: 'payment_allocations_payment_fk', columns: [t.paymentId, t.companyId], foreignColumns: [payments.id, payments.companyId] }),
  foreignKey({ name: 'payment_allocations_invoice_fk', columns: [t.invoiceId, t.companyId], foreignColumns: [invoices.id, invoices.companyId] }),
  index('payment_allocations_invoice_idx').on(t.invoiceId),
  index('payment_allocations_bill_idx').on(t.billId),
  check('payment_allocations_document', sql`(${t.invoiceId} IS NULL) <> (${t.billId} IS NULL)`),
  check('payment_allocations_amount', sql`${t.amount} > 0`),
]);
