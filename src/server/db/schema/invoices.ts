import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, numeric, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, journalEntries } from './accounting';
import { foreignCurrency, money } from './columns';
import { authored, cancellation, numberedDocument, posted } from './document-columns';
import { companies, currencies } from './core';
import { items, stockMovements } from './inventory';
import { customers } from './sales';
import { salesOrders } from './sales-orders';
import { lineTax, lineTaxCheck } from './tax-rates';
import { paymentTerms } from './payment-terms';

/** Sales invoices and credit notes (decisions §8, §12; docs/sales.md "Invoices"). */

export const invoiceStatuses = ['UNPAID', 'PARTLY_PAID', 'PAID', 'RETURN', 'CANCELLED'] as const;
const statusList = sql.raw(invoiceStatuses.map((s) => `'${s}'`).join(', '));

/**
 * One row per invoice or credit note (`is_return`). Posted documents are immutable: only the
 * outstanding amount, status and cancellation change after the insert.
 */
export const invoices = pgTable('invoices', {
  ...numberedDocument(),
  customerId: uuid('customer_id').notNull().references(() => customers.id),
  currencyId: uuid('currency_id').notNull().references(() => currencies.id),
  postingDate: date('posting_date', { mode: 'string' }).notNull(),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  /** The payment terms the due date came from (null for an explicit due date or none), as the document prints them. */
  paymentTermsId: uuid('payment_terms_id').references(() => paymentTerms.id),
  notes: text('notes'),
  isReturn: boolean('is_return').notNull(),
  /** The invoice a credit note returns against (same company, checked by the composite key). */
  returnAgainstId: uuid('return_against_id'),
  /** The sales order the invoice bills (decisions §12); a credit note against such an invoice takes the billing back. */
  salesOrderId: uuid('sales_order_id').references(() => salesOrders.id),
  status: text('status', { enum: invoiceStatuses }).notNull(),
  itemsTotal: money('items_total').notNull(),
  chargesTotal: money('charges_total').notNull(),
  /** The lines' tax (decisions §13 "Tax rates"). */
  taxTotal: money('tax_total').notNull().default('0'),
  total: money('total').notNull(),
  outstanding: money('outstanding').notNull(),
  ...foreignCurrency(),
  /** A credit note against an invoice: the base amount it took off the invoice's receivable (given back if it is cancelled). */
  settledBase: money('settled_base'),
  /** Receivable / revenue / charges; null when the total is 0. */
  ...posted(),
  /** The stock ledger's entry (cost of goods sold / stock); null without valued stock items. */
  costJournalEntryId: uuid('cost_journal_entry_id').references(() => journalEntries.id),
  ...cancellation(),
  ...authored(),
}, (t) => [
  uniqueIndex('invoices_number_key').on(t.number),
  // the target of the company-including foreign keys below
  unique('invoices_id_company_key').on(t.id, t.companyId),
  foreignKey({ name: 'invoices_return_against_fk', columns: [t.returnAgainstId, t.companyId], foreignColumns: [t.id, t.companyId] }),
  index('invoices_company_date_idx').on(t.companyId, t.postingDate, t.id),
  index('invoices_company_customer_date_idx').on(t.companyId, t.customerId, t.postingDate),
  index('invoices_company_status_date_idx').on(t.companyId, t.status, t.postingDate),
  // a status sorted by number (the bench's PARTLY_PAID page at a million invoices read every match to sort it)
  index('invoices_company_status_number_idx').on(t.companyId, t.status, sql`length(${t.number}) DESC`, sql`${t.number} DESC`, t.id),
  index('invoices_company_return_date_idx').on(t.companyId, t.isReturn, t.postingDate),
  index('invoices_return_against_idx').on(t.returnAgainstId),
  index('invoices_sales_order_idx').on(t.salesOrderId),
  // terms in use cannot be deleted (refuseIfReferenced counts them)
  index('invoices_payment_terms_idx').on(t.paymentTermsId).where(sql`${t.paymentTermsId} IS NOT NULL`),
  // reports (docs/payments.md "Aging", "Dashboard"): the open documents (aging candidates; the dashboard's sums read the
  // index alone), cancellations by date (aging as of a past date), and the monthly sales sums (an index-only range scan)
  index('invoices_company_open_idx').on(t.companyId, t.dueDate, t.isReturn, t.outstanding, t.baseOutstanding).where(sql`${t.outstanding} <> 0`),
  // the company's aging without documents (issue 24, 11): the open documents per customer, read from the index alone
  index('invoices_company_open_party_idx').on(t.companyId, t.customerId, t.dueDate, t.isReturn, t.outstanding, t.baseOutstanding, t.postingDate, t.cancelledOn, t.id)
    .where(sql`${t.outstanding} <> 0`),
  index('invoices_company_cancelled_idx').on(t.companyId, t.cancelledOn).where(sql`${t.cancelledOn} IS NOT NULL`),
  index('invoices_company_sales_idx').on(t.companyId, t.postingDate, t.isReturn, t.itemsTotal).where(sql`${t.status} <> 'CANCELLED'`),
  check('invoices_status', sql`${t.status} IN (${statusList})`),
  check('invoices_due_date', sql`${t.dueDate} >= ${t.postingDate}`),
  check('invoices_amounts', sql`${t.itemsTotal} >= 0 AND ${t.chargesTotal} >= 0 AND ${t.taxTotal} >= 0 AND ${t.total} = ${t.itemsTotal} + ${t.taxTotal} + ${t.chargesTotal} AND ${t.outstanding} >= 0 AND ${t.outstanding} <= ${t.total}`),
  check('invoices_return_against', sql`${t.returnAgainstId} IS NULL OR (${t.isReturn} AND ${t.returnAgainstId} <> ${t.id})`),
]);

/**
 * The dashboard's sales per company and posting month (issue 24): items totals of invoices less
 * credit notes, not cancelled, as `GET /reports/dashboard` defines them. Kept by the invoices'
 * statement triggers in the transaction that writes the invoices (migration 0027), so twelve
 * months are twelve rows read whatever the number of invoices.
 */
export const invoiceSalesMonths = pgTable('invoice_sales_months', {
  companyId: uuid('company_id').notNull().references(() => companies.id),
  /** The first day of the month. */
  month: date('month', { mode: 'string' }).notNull(),
  amount: numeric('amount').notNull(),
}, (t) => [primaryKey({ columns: [t.companyId, t.month] })]);

export const invoiceLines = pgTable('invoice_lines', {
  invoiceId: uuid('invoice_id').notNull(),
  lineNumber: integer('line_number').notNull(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  itemId: uuid('item_id').notNull().references(() => items.id),
  qty: numeric('qty', { mode: 'string' }).notNull(),
  unitPrice: money('unit_price').notNull(),
  amount: money('amount').notNull(),
  /** The stock movement (issue, or a credit note's receipt); null for an item that does not maintain stock. */
  movementId: uuid('movement_id').references(() => stockMovements.id),
  ...lineTax(),
}, (t) => [
  primaryKey({ columns: [t.invoiceId, t.lineNumber] }),
  lineTaxCheck('invoice_lines_tax', t),
  index('invoice_lines_tax_rate_idx').on(t.taxRateId).where(sql`${t.taxRateId} IS NOT NULL`),
  foreignKey({ name: 'invoice_lines_invoice_fk', columns: [t.invoiceId, t.companyId], foreignColumns: [invoices.id, invoices.companyId] }),
  index('invoice_lines_company_item_idx').on(t.companyId, t.itemId),
  check('invoice_lines_amounts', sql`${t.qty} > 0 AND ${t.unitPrice} >= 0 AND ${t.amount} >= 0`),
]);

export const invoiceCharges = pgTable('invoice_charges', {
  invoiceId: uuid('invoice_id').notNull(),
  lineNumber: integer('line_number').notNull(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  description: text('description'),
  chargeType: text('charge_type'),
  amount: money('amount').notNull(),
  accountId: uuid('account_id').notNull().references(() => accounts.id),
  /** The charge configuration it came from; charge configurations add the foreign key. */
  chargeId: uuid('charge_id'),
  global: boolean('global').notNull().default(false),
}, (t) => [
  primaryKey({ columns: [t.invoiceId, t.lineNumber] }),
  foreignKey({ name: 'invoice_charges_invoice_fk', columns: [t.invoiceId, t.companyId], foreignColumns: [invoices.id, invoices.companyId] }),
  check('invoice_charges_amount', sql`${t.amount} >= 0`),
]);
