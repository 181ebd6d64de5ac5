import { z } from 'zod';
import { calendarDate, cancellation, description, itemLineFields, pageQuery, postedBetween, recordOf, toDateNotBeforeFromDate, uuid } from './common';
import { currencyCode } from './companies';
import { documentCurrencyFields, documentExchangeRate } from './exchange-rates';
import { nonNegativeAmount } from './money';
import { purchaseOrderQty } from './purchase-orders';
import { defineResource } from './resource-manifest';
import { documentTaxFields, lineTaxFields, lineTaxRateId } from './tax-rates';

/** Invoices and credit notes (interface §2.2; decisions §8, §12; docs/sales.md "Invoices"). */

export const invoiceStatuses = ['UNPAID', 'PARTLY_PAID', 'PAID', 'RETURN', 'CANCELLED'] as const;
export const invoiceStatus = z.enum(invoiceStatuses);
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** Invoice item (interface §2.2). */
export const invoiceItemCreate = z.object({
  itemCode: z.string().trim().min(1, 'is required').max(100).describe('Item code of an item of the invoice\'s company'),
  qty: purchaseOrderQty,
  unitPrice: nonNegativeAmount.describe('Price per unit in the invoice currency, at most its minor units of decimals'),
  amount: nonNegativeAmount.describe('qty × unitPrice, rounded half-even to the currency\'s minor units (422 naming the expected value otherwise)'),
  taxRateIdString: lineTaxRateId,
});

/** Invoice charge (interface §2.2). */
export const invoiceChargeCreate = z.object({
  amount: nonNegativeAmount.describe('In the invoice currency, at most its minor units of decimals'),
  description: z.string().max(500).nullish(),
  chargeType: z.string().trim().max(100).nullish()
    .describe('tax (any case) posts to the company\'s tax account; anything else (shipping, handling, ...) to other income'),
});

/** `POST /invoices`: the interface's fields (§2.2) plus the optional `dueDate` and `returnAgainstIdString` (decisions §12). */
export const invoiceCreate = z.object({
  currencyCodeString: currencyCode.describe('ISO 4217 code of the document: the company base currency or any other (at exchangeRate)'),
  exchangeRate: documentExchangeRate.describe('Base-currency units per unit of the invoice\'s currency; when omitted, the latest rate on or before postingDate (a credit note against an invoice: that invoice\'s rate); 422 no-exchange-rate at currencyCodeString when there is none'),
  companyIdString: uuid.describe('The issuing company'),
  customerIdString: uuid.describe('A customer of the company'),
  postingDate: calendarDate.describe('The journal entries are posted on it; not in a CLOSED period'),
  notes: description.nullish(),
  return: z.boolean().describe('true: a credit note (positive numbers, posting the reverse); false: an invoice'),
  items: z.array(invoiceItemCreate).min(1, 'at least one item').max(1000),
  charges: z.array(invoiceChargeCreate).max(100).nullish(),
  dueDate: calendarDate.nullish().describe('When payment is due, never before postingDate; when omitted, an invoice\'s is the customer\'s payment terms applied to postingDate, else (and a credit note\'s) postingDate'),
  returnAgainstIdString: uuid.nullish()
    .describe('A credit note only: the invoice it returns against (same company and customer, not cancelled, not a credit note)'),
  salesOrderIdString: uuid.nullish()
    .describe('The APPROVED sales order of the same customer and currency the invoice bills (its items, up to what is open to bill); a credit note takes billing back'),
});
export type InvoiceCreate = z.input<typeof invoiceCreate>;

/** `POST /invoices/{id}/cancel`, body optional. */
export const invoiceCancel = cancellation('document\'s');
export type InvoiceCancel = z.input<typeof invoiceCancel>;

export const invoiceLine = z.object({
  ...itemLineFields,
  qty: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
  movementId: uuid.nullable().describe('The stock movement; null for an item that does not maintain stock'),
  ...lineTaxFields,
});

export const invoiceChargeLine = z.object({
  lineNumber: z.number().int(),
  description: z.string().nullable(),
  chargeType: z.string().nullable(),
  amount: z.number(),
  accountId: uuid.describe('The account the charge is posted to'),
  chargeIdString: uuid.nullable().describe('The charge configuration it came from, if any'),
  global: z.boolean().describe('Applied automatically as a global charge configuration'),
});

/** An invoice or credit note as lists show it. */
export const invoice = recordOf({
  number: z.string().describe('INV-<company code>-<sequence>; credit notes CN-<company code>-<sequence>'),
  companyIdString: uuid,
  customerIdString: uuid,
  customerName: z.string(),
  currencyCodeString: z.string(),
  postingDate: z.string(),
  dueDate: z.string(),
  paymentTermsIdString: uuid.nullable().describe('The payment terms the due date came from; null for an explicit dueDate, a credit note or a customer without terms'),
  notes: z.string().nullable(),
  return: z.boolean(),
  returnAgainstIdString: uuid.nullable(),
  salesOrderIdString: uuid.nullable().describe('The sales order it bills, if any'),
  status: invoiceStatus,
  itemsTotal: z.number().describe('The lines\' amounts before tax (= netTotal)'),
  netTotal: z.number().describe('The lines\' amounts before tax'),
  taxTotal: z.number().describe('The lines\' tax'),
  chargesTotal: z.number(),
  total: z.number().describe('netTotal + taxTotal + chargesTotal'),
  outstanding: z.number().describe('Invoice: what is still due. Credit note: the credit not yet applied (0 when it returns against an invoice)'),
  ...documentCurrencyFields,
  baseOutstanding: z.number().describe('outstanding in the company\'s base currency at the invoice\'s rate, as the receivable carries it'),
  journalEntryId: uuid.nullable().describe('Receivable / revenue / charge accounts; null when the total is 0'),
  costJournalEntryId: uuid.nullable().describe('The stock ledger\'s cost of goods sold / stock entry; null without valued stock'),
  cancelledOn: z.string().nullable(),
  reversalJournalEntryId: uuid.nullable().describe('The reversal of journalEntryId posted by the cancellation'),
});
export type Invoice = z.infer<typeof invoice>;

/** A credit note as its invoice's detail lists it. */
export const creditNoteSummary = z.object({ id: uuid, number: z.string(), postingDate: z.string(), total: z.number(), status: invoiceStatus });

/** `GET /invoices/{id}` and the answer to create and cancel. */
export const invoiceDetail = invoice.extend({
  items: z.array(invoiceLine),
  taxes: documentTaxFields.taxes,
  charges: z.array(invoiceChargeLine),
  creditNotes: z.array(creditNoteSummary).describe('Credit notes returning against this invoice, oldest first'),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

/** `GET /invoices` (decisions §12). */
export const invoiceListQuery = pageQuery.extend({
  companyIdString: uuid.optional().describe('Your default company when omitted'),
  customerIdString: uuid.optional(),
  status: invoiceStatus.optional(),
  ...postedBetween,
  return: z.enum(['true', 'false']).optional().describe('true: only credit notes; false: only invoices'),
  salesOrderIdString: uuid.optional().describe('Only those billing this sales order'),
  search: z.string().max(200).optional().describe('Part of the number, ignoring case'),
}).refine(...toDateNotBeforeFromDate);
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const invoicesResource = defineResource({ name: 'invoices', access: { ACCOUNTANT: 'write', SALES: 'write' } });
