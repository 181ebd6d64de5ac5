import { z } from 'zod';
import { calendarDate, isoTimestamp, pageQuery, recordMeta, uuid } from './common';
import { orderCreate, orderLine, orderLineCreate, orderQty, orderRecord, orderStatusesOf } from './orders';
import { defineResource } from './resource-manifest';
import { documentTaxFields } from './tax-rates';

/** Sales orders (decisions §7, §12; docs/sales.md "Sales orders"). */

/** The approval workflow, advanced one step at a time by `PUT /sales-orders/update-workflow/{salesOrderTrace}`. */
export const salesOrderWorkflowStates = ['DRAFT', 'PENDING_APPROVAL', 'APPROVED'] as const;
export const salesOrderWorkflowState = z.enum(salesOrderWorkflowStates);
export type SalesOrderWorkflowState = (typeof salesOrderWorkflowStates)[number];

/** The filterable status (decisions §7): DRAFT until approved, then driven by deliveries and billing. */
export const salesOrderStatuses = orderStatusesOf('DELIVER');
export const salesOrderStatus = z.enum(salesOrderStatuses);
export type SalesOrderStatus = (typeof salesOrderStatuses)[number];

/** The explicit actions, `POST /sales-orders/{salesOrderId}/<action>`. */
export const salesOrderActions = ['hold', 'resume', 'close', 'cancel'] as const;
export type SalesOrderAction = (typeof salesOrderActions)[number];

export const salesOrderLineCreate = orderLineCreate('unitPrice');

/** `POST /sales-orders` (decisions §12). */
export const salesOrderCreate = orderCreate({
  party: 'customerIdString', partyDescription: 'A customer of the company',
  promised: 'deliveryDate', promisedDescription: 'When the goods are promised; not before orderDate',
  line: salesOrderLineCreate,
});
export type SalesOrderCreate = z.input<typeof salesOrderCreate>;

export const salesOrderLine = orderLine('unitPrice', 'deliveredQty');
export type SalesOrderLine = z.infer<typeof salesOrderLine>;

export const salesOrderHistoryEntry = z.object({
  field: z.enum(['workflowState', 'status']).describe('Which of the two changed'),
  action: z.string().describe('create, update-workflow, hold, resume, close, cancel, deliver, bill, unbill'),
  from: z.string().nullable().describe('null for the creation'),
  to: z.string(),
  at: isoTimestamp,
  by: uuid.nullable().describe('The user who made the change (the owner of the API key when a key made it)'),
});
export type SalesOrderHistoryEntry = z.infer<typeof salesOrderHistoryEntry>;

/** A delivery as the order's detail lists it. */
export const salesDeliverySummary = z.object({
  id: uuid,
  number: z.string(),
  postingDate: z.string(),
  total: z.number().describe('The delivered quantities at the order\'s unit prices'),
  return: z.boolean().describe('A return of delivered goods'),
});

/** A sales order as lists show it. */
export const salesOrder = orderRecord({
  trace: { trace: z.string().describe('The trace identifier: the same as number') },
  numberDescription: 'SO-<company code>-<sequence>',
  party: 'customerIdString', partyName: 'customerName', promised: 'deliveryDate',
  states: { workflowState: salesOrderWorkflowState, status: salesOrderStatus },
  moved: 'deliveredPercent', movedWord: 'delivered',
});
export type SalesOrder = z.infer<typeof salesOrder>;

/** `GET /sales-orders/{salesOrderId}` (and the answer to create, update-workflow and every action). */
export const salesOrderDetail = salesOrder.extend({
  items: z.array(salesOrderLine),
  taxes: documentTaxFields.taxes,
  history: z.array(salesOrderHistoryEntry).describe('Every change of workflowState and status, oldest first'),
  deliveries: z.array(salesDeliverySummary).describe('Its deliveries, oldest first'),
});
export type SalesOrderDetail = z.infer<typeof salesOrderDetail>;

/** `GET /sales-orders`: exactly the interface's parameters (§4.2) plus companyIdString. */
export const salesOrderListQuery = pageQuery.extend({
  status: salesOrderStatus.optional().describe('Filter by sales order status'),
  customerId: uuid.optional().describe('Filter by customer identifier'),
  fromDate: calendarDate.optional().describe('Created on or after this date (the UTC date of createdAt)'),
  toDate: calendarDate.optional().describe('Created on or before this date (the UTC date of createdAt)'),
  companyIdString: uuid.optional().describe('Your default company when omitted'),
  workflowState: salesOrderWorkflowState.optional().describe('Extension: filter by workflow state (PENDING_APPROVAL: drafts waiting for approval)'),
  orderDateFrom: calendarDate.optional().describe('Extension: order date on or after this date'),
  orderDateTo: calendarDate.optional().describe('Extension: order date on or before this date'),
  search: z.string().max(200).optional().describe('Extension: part of the order number (trace), ignoring case'),
})
  .refine((q) => !q.fromDate || !q.toDate || q.toDate >= q.fromDate, { path: ['toDate'], message: 'must not be before fromDate' })
  .refine((q) => !q.orderDateFrom || !q.orderDateTo || q.orderDateTo >= q.orderDateFrom, { path: ['orderDateTo'], message: 'must not be before orderDateFrom' });
export type SalesOrderListQuery = z.infer<typeof salesOrderListQuery>;

/** The order as a path names it: its id (any UUID form) or its trace (`SO-...`). */
export const salesOrderRef = z.string().trim().min(1).max(100).describe('The sales order\'s id or its trace (number)');
export const salesOrderParams = z.object({ salesOrderId: salesOrderRef });
export const salesOrderTraceParams = z.object({ salesOrderTrace: salesOrderRef });

export const salesDeliveryLineCreate = z.object({
  itemCode: z.string().trim().min(1, 'is required').max(100).describe('The code of an item on the order'),
  qty: orderQty,
});

/** `POST /sales-orders/{salesOrderId}/deliveries`: stock out at valuation cost. */
export const salesDeliveryCreate = z.object({
  postingDate: calendarDate.describe('The date the goods leave and the cost of goods sold is posted on; not in a CLOSED period'),
  items: z.array(salesDeliveryLineCreate).min(1, 'at least one item').max(500),
  return: z.boolean().optional()
    .describe('true: a return of delivered goods (positive quantities, up to what was delivered): they come back into stock at the cost they went out at, Dr stock / Cr cost of goods sold, and the order\'s delivered quantities go down'),
});
export type SalesDeliveryCreate = z.input<typeof salesDeliveryCreate>;

export const salesDeliveryLine = z.object({
  lineNumber: z.number().int(),
  itemIdString: uuid,
  itemCode: z.string(),
  qty: z.number(),
  unitPrice: z.number().describe('The order line\'s unit price'),
  amount: z.number().describe('qty × unitPrice, rounded half-even to the currency\'s minor units'),
  cost: z.number().describe('The stock value issued (valuation cost, company base currency), or for a return brought back; 0 for an item without stock'),
  movementId: uuid.nullable(),
});

/** `GET /deliveries/{id}` and the answer to a delivery. */
export const salesDelivery = z.object({
  id: uuid,
  number: z.string().describe('DN-<company code>-<sequence>; a return DR-<company code>-<sequence>'),
  salesOrderIdString: uuid,
  return: z.boolean(),
  salesOrderTrace: z.string(),
  postingDate: z.string(),
  currencyCodeString: z.string(),
  total: z.number().describe('The delivered quantities at the order\'s unit prices'),
  cost: z.number().describe('The cost of goods sold posted, in the company base currency'),
  journalEntryId: uuid.nullable().describe('Dr cost of goods sold / Cr stock; null when nothing was valued'),
  lines: z.array(salesDeliveryLine),
  companyIdString: uuid,
  ...recordMeta,
});
export type SalesDelivery = z.infer<typeof salesDelivery>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const salesOrdersResource = defineResource({ name: 'sales-orders', access: { SALES: 'write' } });
