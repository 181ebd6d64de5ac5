import { z } from 'zod';
import { calendarDate, description, isoTimestamp, pageQuery, recordMeta, uuid } from './common';
import { currencyCode } from './companies';
import { nonNegativeAmount } from './money';
import { defineResource } from './resource-manifest';

/** A receipt or bill as the order's detail lists it. */
export const purchaseDocumentSummary = z.object({ id: uuid, number: z.string(), postingDate: z.string(), total: z.number() });

/** Purchase order statuses (decisions §7). */
export const purchaseOrderStatuses = ['DRAFT', 'TO_RECEIVE_AND_BILL', 'TO_BILL', 'TO_RECEIVE', 'COMPLETED', 'ON_HOLD', 'CLOSED', 'CANCELLED'] as const;
export const purchaseOrderStatus = z.enum(purchaseOrderStatuses);
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];

/** The explicit actions, `POST /purchase-orders/{id}/<action>`. */
export const purchaseOrderActions = ['submit', 'hold', 'resume', 'close', 'cancel'] as const;
export type PurchaseOrderAction = (typeof purchaseOrderActions)[number];

/** A quantity: above zero, at most 6 decimals (checked exactly on the server), below 10^9. */
export const purchaseOrderQty = z
  .number()
  .refine((n) => Number.isFinite(n) && n > 0 && n < 1e9, 'must be a quantity above zero and below 10^9')
  .describe('Quantity in the item\'s unit of measure, at most 6 decimals');

export const purchaseOrderLineCreate = z.object({
  itemCode: z.string().trim().min(1, 'is required').max(100).describe('Code of an item of the order\'s company'),
  qty: purchaseOrderQty,
  rate: nonNegativeAmount.describe('Price per unit in the order currency, at most its minor units of decimals'),
});

/** `POST /purchase-orders` (decisions §12). */
export const purchaseOrderCreate = z.object({
  companyIdString: uuid.optional().describe('Owning company; your default company when omitted'),
  supplierIdString: uuid.describe('A supplier of the company'),
  currencyCodeString: currencyCode.describe('ISO 4217 code of the order currency'),
  orderDate: calendarDate,
  expectedDate: calendarDate.nullish().describe('When the goods are expected; not before orderDate'),
  notes: description.nullish(),
  items: z.array(purchaseOrderLineCreate).min(1, 'an order has at least one line').max(500),
});
export type PurchaseOrderCreate = z.input<typeof purchaseOrderCreate>;

export const purchaseOrderLine = z.object({
  lineNumber: z.number().int(),
  itemIdString: uuid,
  itemCode: z.string(),
  itemName: z.string(),
  uom: z.string(),
  qty: z.number(),
  rate: z.number(),
  amount: z.number().describe('qty × rate, rounded half-even to the currency\'s minor units'),
  receivedQty: z.number(),
  billedQty: z.number(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLine>;

export const purchaseOrderHistoryEntry = z.object({
  action: z.string().describe('create, submit, hold, resume, close, cancel (receipts and bills add theirs)'),
  from: purchaseOrderStatus.nullable().describe('null for the creation'),
  to: purchaseOrderStatus,
  at: isoTimestamp,
  by: uuid.nullable().describe('The user who made the change'),
});
export type PurchaseOrderHistoryEntry = z.infer<typeof purchaseOrderHistoryEntry>;

/** A purchase order as lists show it. */
export const purchaseOrder = z.object({
  id: uuid,
  number: z.string().describe('PO-<company code>-<sequence>'),
  companyIdString: uuid,
  supplierIdString: uuid,
  supplierName: z.string(),
  currencyCodeString: z.string(),
  orderDate: z.string(),
  expectedDate: z.string().nullable(),
  notes: z.string().nullable(),
  status: purchaseOrderStatus,
  total: z.number().describe('Sum of the line amounts, in the order currency'),
  receivedPercent: z.number().describe('Share of the ordered quantity received, 0 to 100'),
  billedPercent: z.number().describe('Share of the ordered quantity billed, 0 to 100'),
  ...recordMeta,
});
export type PurchaseOrder = z.infer<typeof purchaseOrder>;

/** `GET /purchase-orders/{id}` (and the answer to create and every action): with lines and history. */
export const purchaseOrderDetail = purchaseOrder.extend({
  items: z.array(purchaseOrderLine),
  history: z.array(purchaseOrderHistoryEntry),
  receipts: z.array(purchaseDocumentSummary).describe('Its purchase receipts, oldest first'),
  bills: z.array(purchaseDocumentSummary).describe('Its bills, oldest first'),
});
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetail>;

/** `GET /purchase-orders`: the interface's parameters (§4.2) plus a date range and a number search. */
export const purchaseOrderListQuery = pageQuery.extend({
  status: purchaseOrderStatus.optional(),
  companyIdString: uuid.optional().describe('Your default company when omitted'),
  supplierIdString: uuid.optional(),
  fromDate: calendarDate.optional().describe('Ordered on or after this date'),
  toDate: calendarDate.optional().describe('Ordered on or before this date'),
  search: z.string().max(200).optional().describe('Part of the order number, ignoring case'),
}).refine((q) => !q.fromDate || !q.toDate || q.toDate >= q.fromDate, { path: ['toDate'], message: 'must not be before fromDate' });
export type PurchaseOrderListQuery = z.infer<typeof purchaseOrderListQuery>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const purchaseOrdersResource = defineResource({ name: 'purchase-orders', access: { INVENTORY: 'write', ACCOUNTANT: 'read' } });
