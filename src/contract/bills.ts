import { z } from 'zod';
import { documentCurrencyFields, documentExchangeRate } from './exchange-rates';
import { documentTaxFields, lineTaxFields } from './tax-rates';
import { calendarDate, itemLineFields, pageQuery, postedBetween, recordOf, toDateNotBeforeFromDate, uuid } from './common';
import { purchaseOrderQty } from './purchase-orders';
import { defineResource } from './resource-manifest';

/** Receipts and bills of purchase orders (decisions §12; docs/inventory-and-purchasing.md). */

export const documentLineCreate = z.object({
  itemCode: z.string().trim().min(1, 'is required').max(100).describe('The code of an item on the order'),
  qty: purchaseOrderQty,
});

/** `POST /purchase-orders/{id}/receipts`. */
export const purchaseReceiptCreate = z.object({
  postingDate: calendarDate.describe('The date the goods arrive and the journal entry is posted on; not in a CLOSED period'),
  exchangeRate: documentExchangeRate.describe('An order in another currency than the base: base-currency units per unit of it, at which the stock is valued; when omitted, the latest rate on or before postingDate (422 no-exchange-rate here when there is none)'),
  items: z.array(documentLineCreate).min(1, 'at least one item').max(500),
});
export type PurchaseReceiptCreate = z.input<typeof purchaseReceiptCreate>;

/** `POST /purchase-orders/{id}/bills`: without `items`, everything received and not yet billed. */
export const billCreate = z.object({
  postingDate: calendarDate.describe('The bill\'s date: the journal entry is posted on it; not in a CLOSED period'),
  dueDate: calendarDate.nullish().describe('When payment is due, never before postingDate; when omitted, the supplier\'s payment terms applied to postingDate, else postingDate'),
  supplierInvoiceNumber: z.string().trim().min(1, 'is required').max(100).nullish().describe('The supplier\'s own number of the invoice this bill records'),
  exchangeRate: documentExchangeRate.describe('An order in another currency than the base: base-currency units per unit of it; when omitted, the latest rate on or before postingDate (422 no-exchange-rate here when there is none)'),
  items: z.array(documentLineCreate).min(1, 'at least one item').max(500).optional()
    .describe('What to bill; when omitted, every line\'s received-but-not-billed quantity'),
});
export type BillCreate = z.input<typeof billCreate>;

export const documentLine = z.object({
  ...itemLineFields,
  qty: z.number(),
  rate: z.number().describe('The order line\'s rate'),
  amount: z.number().describe('qty × rate, rounded half-even to the currency\'s minor units'),
});

export const purchaseReceipt = recordOf({
  number: z.string().describe('PR-<company code>-<sequence>'),
  purchaseOrderIdString: uuid,
  postingDate: z.string(),
  currency: z.string(),
  total: z.number(),
  exchangeRate: z.string().describe('Base-currency units per unit of the order\'s currency the stock was valued at ("1" in the base currency)'),
  journalEntryId: uuid.nullable().describe('Dr stock / Cr goods received not billed; null when nothing was valued'),
  lines: z.array(documentLine.extend({ movementId: uuid.nullable().describe('null for an item that does not maintain stock') })),
  companyIdString: uuid,
});
export type PurchaseReceipt = z.infer<typeof purchaseReceipt>;

export const billStatuses = ['UNPAID', 'PARTLY_PAID', 'PAID', 'CANCELLED'] as const;

export const bill = recordOf({
  number: z.string().describe('BILL-<company code>-<sequence>'),
  purchaseOrderIdString: uuid,
  purchaseOrderNumber: z.string(),
  supplierIdString: uuid,
  supplierName: z.string(),
  postingDate: z.string(),
  dueDate: z.string().describe('When payment is due; aging counts from it'),
  paymentTermsIdString: uuid.nullable().describe('The payment terms the due date came from; null for an explicit dueDate or a supplier without terms'),
  supplierInvoiceNumber: z.string().nullable(),
  currency: z.string(),
  netTotal: z.number().describe('The lines\' amounts before tax'),
  taxTotal: z.number().describe('The lines\' tax, each line taxed at its order line\'s rate'),
  total: z.number().describe('netTotal + taxTotal'),
  outstanding: z.number().describe('What is still to pay: the total minus the payments allocated to it'),
  ...documentCurrencyFields,
  baseOutstanding: z.number().describe('outstanding in the company\'s base currency at the bill\'s rate, as the payable carries it'),
  status: z.enum(billStatuses).describe('UNPAID, PARTLY_PAID or PAID as payments settle it'),
  journalEntryId: uuid.nullable().describe('Dr goods received not billed and each rate\'s purchase tax account / Cr payable; null for a bill of 0'),
  companyIdString: uuid,
});
export type Bill = z.infer<typeof bill>;

export const billDetail = bill.extend({ lines: z.array(documentLine.extend(lineTaxFields)), taxes: documentTaxFields.taxes });
export type BillDetail = z.infer<typeof billDetail>;

/** `GET /bills`. */
export const billListQuery = pageQuery.extend({
  companyIdString: uuid.optional().describe('Your default company when omitted'),
  supplierIdString: uuid.optional(),
  purchaseOrderIdString: uuid.optional(),
  ...postedBetween,
  search: z.string().max(200).optional().describe('Part of the bill number, ignoring case'),
}).refine(...toDateNotBeforeFromDate);
export type BillListQuery = z.infer<typeof billListQuery>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const billsResource = defineResource({
  name: 'bills', access: { ACCOUNTANT: 'write', INVENTORY: 'read' },
  noConformance: 'created from a purchase order (POST /purchase-orders/{id}/bills): test/purchasing/receipts-and-bills.test.ts',
});
