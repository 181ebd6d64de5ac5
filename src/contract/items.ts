import { z } from 'zod';
import { name, pageQuery, recordOf, uuid } from './common';
import { nonNegativeAmount } from './money';
import { defineResource } from './resource-manifest';

export const valuationMethods = ['MAVG', 'FIFO', 'LIFO', 'STANDARD'] as const;
export const valuationMethod = z.enum(valuationMethods).describe('MAVG (moving average), FIFO, LIFO or STANDARD (at standardCost)');
export type ValuationMethod = (typeof valuationMethods)[number];

const itemCode = z.string().trim().min(1, 'is required').max(100).describe('Item code or SKU: unique in the company ignoring case, fixed once created');
const itemGroup = z.string().trim().min(1, 'is required').max(200);
const uom = z.string().trim().min(1, 'is required').max(50).describe('Unit of measure');
const standardCost = nonNegativeAmount.nullish().describe('Cost per unit in the company base currency; required for STANDARD valuation');

/** The interface's six item fields (§2.4). */
const itemFields = {
  name,
  uom,
  valuationMethod,
  maintainStock: z.boolean().describe('Whether stock levels are tracked'),
  allowNegativeStock: z.boolean().describe('Whether stock may go below zero; only for items that maintain stock'),
  companyIdString: uuid.describe('Owning company'),
};

/** `POST /items` (decisions §12). */
export const itemCreate = z.object({ itemCode, itemGroup, ...itemFields, standardCost });
export type ItemCreate = z.input<typeof itemCreate>;

/**
 * `PUT /items/{id}`: the interface's update payload (§2.4), plus optional `itemGroup` and
 * `standardCost` (kept when left out) and `itemCode` (only its current value: codes are fixed).
 */
export const itemUpdate = z.object({
  ...itemFields,
  itemGroup: itemGroup.optional().describe('Kept when left out'),
  standardCost: standardCost.describe('Kept when left out; null clears it (not for STANDARD valuation)'),
  itemCode: itemCode.optional().describe('May be sent back as read; a different code is refused (codes are fixed)'),
});
export type ItemUpdate = z.input<typeof itemUpdate>;

export const item = recordOf({
  itemCode: z.string(),
  name: z.string(),
  itemGroup: z.string(),
  uom: z.string(),
  valuationMethod,
  maintainStock: z.boolean(),
  allowNegativeStock: z.boolean(),
  standardCost: z.number().nullable(),
  stockQty: z.number().nullable().describe('Quantity on hand; null for items that do not maintain stock'),
  stockValue: z.number().nullable().describe('Value on hand in the company base currency; null for items that do not maintain stock'),
  companyIdString: uuid,
});
export type Item = z.infer<typeof item>;

/** A current price of an item, one per currency (`GET /items/{id}`). */
export const currentItemPrice = z.object({
  id: uuid,
  currency: z.string(),
  price: z.string().describe('Decimal string at the currency minor units'),
  createdAt: z.string(),
});

/** `GET /items/{id}` (and the answer to POST and PUT): the item with its stock and current prices. */
export const itemDetail = item.extend({
  valuationRate: z.number().nullable().describe('Value per unit on hand (STANDARD: the standard cost); null for items that do not maintain stock'),
  baseCurrency: z.string().describe('The company base currency, in which standardCost, stockValue and valuationRate are'),
  prices: z.array(currentItemPrice).describe('The current price in each currency'),
});
export type ItemDetail = z.infer<typeof itemDetail>;

/** `GET /items`: the interface's parameters (§4.2) plus `lowStock`. */
export const itemListQuery = pageQuery.extend({
  name: z.string().max(200).optional().describe('Part of the item name, ignoring case'),
  itemCode: z.string().max(100).optional().describe('Start of the item code, ignoring case'),
  itemGroup: z.string().max(200).optional().describe('The item group, ignoring case'),
  companyIdString: uuid.optional().describe('Your default company when omitted'),
  lowStock: z.enum(['true', 'false'], { error: 'must be true or false' }).optional()
    .describe('Extension: true: only items that maintain stock and have nothing (or less) on hand, the dashboard\'s low stock; false: only the others'),
});
export type ItemListQuery = z.infer<typeof itemListQuery>;
export type CurrentItemPrice = z.infer<typeof currentItemPrice>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const itemsResource = defineResource({
  name: 'items',
  access: { everyone: 'read', SALES: 'write', INVENTORY: 'write' },
  imports: {
    type: 'ITEM', position: 0, label: 'Items', listPath: '/inventory/items', create: itemCreate, key: 'itemCode', leading: ['itemCode', 'name'],
    example: { itemCode: 'SKU-001', name: 'Blue widget', itemGroup: 'Widgets', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: 'true', allowNegativeStock: 'false', standardCost: '' },
  },
});
