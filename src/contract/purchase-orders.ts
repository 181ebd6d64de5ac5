import { z } from 'zod';
import { calendarDate, isoTimestamp, pageQuery, uuid } from './common';
import { orderCreate, orderLine, orderLineCreate, orderQty, orderRecord, orderStatusesOf } from './orders';
import { defineResource } from './resource-manifest';
import { documentTaxFields } from './tax-rates';

/** A receipt or bill as the order's detail lists it. */
export const purchaseDocumentSummary = z.object({ id: uuid, number: z.string(), postingDate: z.string(), total: z.number() });

/** Purchase order statuses (decisions §7). */
export const purchaseOrderStatuses = orderStatusesOf('RECEIVE');
export const purchaseOrderStatus = z.enum(purchaseOrderStatuses);
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];

/** The explicit actions, `POST /purchase-orders/{id}/<action>`. */
export const purchaseOrderActions = ['submit', 'hold', 'resume', 'close', 'cancel'] as const;
export type PurchaseOrderAction = (typeof purchaseOrderActions)[number];

/** A quantity: above zero, at most 6 decimals (checked exactly on the server), below 10^9. */
export const purchaseOrderQty = orderQty;

export const purchaseOrderLineCreate = orderLineCreate('rate');

/** `POST /purchase-orders` (decisions §12). */
export const purchaseOrderCreate = orderCreate({
  party: 'supplierIdString', partyDescription: 'A supplier of the company',
  promised: 'expectedDate', promisedDescription: 'When the goods are expected; not before orderDate',
  line: purchaseOrderLineCreate,
});
export type PurchaseOrderCreate = z.input<typeof purchaseOrderCreate>;

export const purchaseOrderLine = orderLine('rate', 'receivedQty');
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLine>;

export const purchaseOrderHistoryEntry = z.object({
  action: z.string().describe('create, update (the draft was edited), submit, hold, resume, close, cancel (receipts and bills add theirs)'),
  from: purchaseOrderStatus.nullable().describe('null for the creation'),
  to: purchaseOrderStatus,
  at: isoTimestamp,
  by: uuid.nullable().describe('The user who made the change'),
});
export type PurchaseOrderHistoryEntry = z.infer<typeof purchaseOrderHistoryEntry>;

/** A purchase order as lists show it. */
export const purchaseOrder = orderRecord({
  trace: {},
  numberDescription: 'PO-<company code>-<sequence>',
  party: 'supplierIdString', partyName: 'supplierName', promised: 'expectedDate',
  states: { status: purchaseOrderStatus },
  moved: 'receivedPercent', movedWord: 'received',
});
export type PurchaseOrder = z.infer<typeof purchaseOrder>;

/** `GET /purchase-orders/{id}` (and the answer to create and every action): with lines and history. */
export const purchaseOrderDetail = purchaseOrder.extend({
  items: z.array(purchaseOrderLine),
  taxes: documentTaxFields.taxes,
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
