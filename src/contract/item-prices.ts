import { z } from 'zod';
import { pageQuery, recordOf, uuid } from './common';
import { currencyCode } from './companies';
import { defineResource } from './resource-manifest';

/** `POST /item-prices` exactly as the interface (§2.5). */
export const itemPriceCreate = z.object({
  currency: currencyCode.describe('ISO 4217 currency code'),
  price: z
    .string()
    .regex(/^\d{1,13}(\.\d{1,20})?$/, 'must be a decimal string such as "12.50", at least zero and below 10^13')
    .describe('Price per unit, a decimal string with at most the currency\'s minor units of decimals')
    .meta({ examples: ['12.50'] }),
  itemIdString: uuid.describe('Item the price belongs to'),
});
export type ItemPriceCreate = z.input<typeof itemPriceCreate>;

export const itemPrice = recordOf({
  itemIdString: uuid,
  itemCode: z.string(),
  currency: z.string(),
  price: z.string().describe('Decimal string at the currency minor units'),
  current: z.boolean().describe('Whether this is the newest price of the item in its currency; older ones are history'),
  companyIdString: uuid,
});
export type ItemPrice = z.infer<typeof itemPrice>;

export const itemPriceListQuery = pageQuery.extend({
  itemIdString: uuid.optional().describe('Prices of this item'),
  currency: currencyCode.optional().describe('Prices in this currency'),
  current: z.enum(['true', 'false']).optional().describe('true: only current prices; false: only history'),
  companyIdString: uuid.optional().describe('Your default company when omitted'),
});
export type ItemPriceListQuery = z.infer<typeof itemPriceListQuery>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const itemPricesResource = defineResource({
  name: 'item-prices',
  access: { SALES: 'write', INVENTORY: 'write' },
  imports: {
    type: 'ITEM_PRICE', position: 1, label: 'Item prices', listPath: '/inventory/item-prices', create: itemPriceCreate, key: 'itemCode',
    rename: { itemIdString: 'itemCode' }, leading: ['itemCode'], example: { itemCode: 'SKU-001', currency: 'USD', price: '12.50' },
  },
});
