import { z } from 'zod';
import { calendarDate, itemLineFields, pageQuery, recordOf, uuid } from './common';
import { nonNegativeAmount } from './money';
import { defineResource } from './resource-manifest';

/** Decimals a quantity may have (422 too-precise beyond). */
export const QTY_DECIMALS = 6;

export const stockEntryTypes = ['RECEIPT', 'ISSUE'] as const;
export const stockEntryType = z.enum(stockEntryTypes).describe('RECEIPT brings stock in (opening stock, a found surplus); ISSUE takes it out (a loss, a material issue)');
export type StockEntryType = (typeof stockEntryTypes)[number];

/** A quantity in a JSON body: a number above zero, below 10^13, at most QTY_DECIMALS decimals (checked on the server). */
export const quantity = z.number()
  .refine((n) => Number.isFinite(n) && Math.abs(n) < 1e13, 'must be a finite number below 10^13')
  .refine((n) => n > 0, 'must be greater than zero');

export const stockEntryLineCreate = z.object({
  itemCode: z.string().trim().min(1, 'is required').max(100).describe('An item of the entry\'s company that maintains stock'),
  qty: quantity.describe(`Quantity, above zero, at most ${QTY_DECIMALS} decimals`),
  rate: nonNegativeAmount.optional().describe('Cost per unit in the company base currency, exact at its minor units; required on RECEIPT, left out on ISSUE (the item\'s valuation sets it)'),
});

/** `POST /stock-entries` (decisions §12). */
export const stockEntryCreate = z.object({
  companyIdString: uuid.optional().describe('Your default company when omitted'),
  entryType: stockEntryType,
  postingDate: calendarDate.describe('The date the stock moves and the journal entry is posted on; not in a CLOSED accounting period'),
  items: z.array(stockEntryLineCreate).min(1, 'at least one item').max(1000, 'at most 1000 items'),
});
export type StockEntryCreate = z.input<typeof stockEntryCreate>;

export const stockEntryLine = z.object({
  ...itemLineFields,
  qty: z.number(),
  rate: z.number().describe('RECEIPT: the rate given; ISSUE: the outgoing rate, value / qty'),
  value: z.number().describe('RECEIPT: round(qty × rate); ISSUE: the stock value that went out'),
  movementId: uuid.describe('The stock movement the line made'),
});

export const stockEntry = recordOf({
  number: z.string().describe('STE-<companyCode>-000001'),
  entryType: stockEntryType,
  postingDate: z.string(),
  totalValue: z.number().describe('Σ of the lines\' values, in the company base currency'),
  baseCurrency: z.string(),
  journalEntryId: uuid.nullable().describe('The journal entry it posted; null when every value was zero'),
  companyIdString: uuid,
  createdBy: uuid.nullable(),
});
export type StockEntry = z.infer<typeof stockEntry>;

/** `GET /stock-entries/{id}` and the answer to `POST`: the entry with its lines. */
export const stockEntryDetail = stockEntry.extend({ items: z.array(stockEntryLine) });
export type StockEntryDetail = z.infer<typeof stockEntryDetail>;

export const stockEntryListQuery = pageQuery.extend({
  companyIdString: uuid.optional().describe('Your default company when omitted'),
  entryType: stockEntryType.optional(),
  fromDate: calendarDate.optional().describe('Posting date on or after'),
  toDate: calendarDate.optional().describe('Posting date on or before'),
});
export type StockEntryListQuery = z.infer<typeof stockEntryListQuery>;

export const stockMovementKinds = ['RECEIPT', 'ISSUE', 'REVALUATION'] as const;

/** One movement of an item's stock (`GET /items/{id}/stock-movements`). */
export const stockMovement = z.object({
  id: uuid,
  itemIdString: uuid,
  seq: z.number().int().describe('1, 2, 3, ... per item: the order the movements were applied in'),
  postingDate: z.string(),
  kind: z.enum(stockMovementKinds),
  qty: z.number().describe('Signed: positive in, negative out, 0 for a revaluation'),
  rate: z.number().describe('Incoming rate (receipt), outgoing rate (issue), the new standard cost (revaluation)'),
  value: z.number().describe('Signed change of the stock value, posted to the stock account'),
  amount: z.number().describe('What the counter account got: round(qty × rate) of a receipt, the value out of an issue'),
  variance: z.number().describe('Posted to the stock variance account (a debit when positive)'),
  balanceQty: z.number(),
  balanceValue: z.number(),
  sourceType: z.string().describe('STOCK_ENTRY, STOCK_REVALUATION, PURCHASE_RECEIPT, ...'),
  sourceId: uuid,
  sourceNumber: z.string(),
  journalEntryId: uuid.nullable(),
  companyIdString: uuid,
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovement>;

export const stockMovementListQuery = pageQuery.extend({
  fromDate: calendarDate.optional().describe('Posting date on or after'),
  toDate: calendarDate.optional().describe('Posting date on or before'),
});
export type StockMovementListQuery = z.infer<typeof stockMovementListQuery>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const stockEntriesResource = defineResource({ name: 'stock-entries', access: { INVENTORY: 'write' } });
