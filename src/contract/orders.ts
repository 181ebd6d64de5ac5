import { z } from 'zod';
import { documentCurrencyFields, documentExchangeRate } from './exchange-rates';
import { calendarDate, description, recordMeta, uuid } from './common';
import { currencyCode } from './companies';
import { nonNegativeAmount } from './money';
import { lineTaxFields, lineTaxRateId } from './tax-rates';

/**
 * What sales and purchase orders share in the contract (decisions §7, §12): the statuses, a
 * new order's fields and lines, and a line as the order answers it. Each kind names its own
 * party (`customerIdString`, `supplierIdString`), promised date (`deliveryDate`, `expectedDate`),
 * price (`unitPrice`, `rate`) and movement of goods (`deliveredQty`, `receivedQty`).
 */

/** One field of a shape under a name the kind chooses. */
const named = <K extends string, T>(key: K, schema: T) => ({ [key]: schema }) as { [P in K]: T };

/** An order's statuses: DRAFT, then moving (`DELIVER`, `RECEIVE`) and billing drive it; ON_HOLD, CLOSED and CANCELLED come from actions. */
export const orderStatusesOf = <Move extends string>(move: Move) =>
  ['DRAFT', `TO_${move}_AND_BILL`, 'TO_BILL', `TO_${move}`, 'COMPLETED', 'ON_HOLD', 'CLOSED', 'CANCELLED'] as const;

/** A quantity: above zero, at most 6 decimals (checked exactly on the server), below 10^9. */
export const orderQty = z
  .number()
  .refine((n) => Number.isFinite(n) && n > 0 && n < 1e9, 'must be a quantity above zero and below 10^9')
  .describe('Quantity in the item\'s unit of measure, at most 6 decimals');

/** A new order's line: an item of the company by code, a quantity and the price under the kind's name. */
export const orderLineCreate = <Price extends string>(price: Price) => z.object({
  itemCode: z.string().trim().min(1, 'is required').max(100).describe('Code of an item of the order\'s company'),
  qty: orderQty,
  ...named(price, nonNegativeAmount.describe('Price per unit in the order currency, at most its minor units of decimals')),
  taxRateIdString: lineTaxRateId,
});

/** The most lines an order has. */
export const ORDER_LINES_MAX = 500;

/** A new order (`POST /sales-orders`, `POST /purchase-orders`): its party, currency, dates, notes and lines. */
export const orderCreate = <Party extends string, Promised extends string, Line extends z.ZodType>(kind: {
  party: Party; partyDescription: string; promised: Promised; promisedDescription: string; line: Line;
}) => z.object({
  companyIdString: uuid.optional().describe('Owning company; your default company when omitted'),
  ...named(kind.party, uuid.describe(kind.partyDescription)),
  currencyCodeString: currencyCode.describe('ISO 4217 code of the order currency'),
  exchangeRate: documentExchangeRate,
  orderDate: calendarDate,
  ...named(kind.promised, calendarDate.nullish().describe(kind.promisedDescription)),
  notes: description.nullish(),
  items: z.array(kind.line).min(1, 'an order has at least one line').max(ORDER_LINES_MAX),
});

/** A line as the order answers it, with its price and moved quantity under the kind's names. */
export const orderLine = <Price extends string, Moved extends string>(price: Price, moved: Moved) => z.object({
  lineNumber: z.number().int(),
  itemIdString: uuid,
  itemCode: z.string(),
  itemName: z.string(),
  uom: z.string(),
  qty: z.number(),
  ...named(price, z.number()),
  amount: z.number().describe(`qty × ${price}, rounded half-even to the currency's minor units`),
  ...named(moved, z.number()),
  billedQty: z.number(),
  ...lineTaxFields,
});

/** An order as lists show it, with the kind's party, promised date, states and movement of goods; `trace` and `states` where the kind has them. */
export const orderRecord = <
  Party extends string, PartyName extends string, Promised extends string, Moved extends string,
  Trace extends z.ZodRawShape, States extends z.ZodRawShape,
>(kind: {
  trace: Trace; numberDescription: string; party: Party; partyName: PartyName; promised: Promised; states: States; moved: Moved; movedWord: string;
}) => z.object({
  id: uuid,
  ...kind.trace,
  number: z.string().describe(kind.numberDescription),
  companyIdString: uuid,
  ...named(kind.party, uuid),
  ...named(kind.partyName, z.string()),
  currencyCodeString: z.string(),
  orderDate: z.string(),
  ...named(kind.promised, z.string().nullable()),
  notes: z.string().nullable(),
  ...kind.states,
  netTotal: z.number().describe('Sum of the line amounts, in the order currency'),
  taxTotal: z.number().describe('Sum of the lines\' tax'),
  total: z.number().describe('netTotal + taxTotal'),
  ...documentCurrencyFields,
  ...named(kind.moved, z.number().describe(`Share of the ordered quantity ${kind.movedWord}, 0 to 100`)),
  billedPercent: z.number().describe('Share of the ordered quantity billed, 0 to 100'),
  ...recordMeta,
});
