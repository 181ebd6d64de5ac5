import { z } from 'zod';
import { description, name, pageQuery, recordOf, uuid } from './common';
import { currencyCode } from './companies';
import { nonNegativeAmount } from './money';
import { defineResource } from './resource-manifest';

/** Decimals a percentage rate may carry: 12.3456 % is the finest rate a charge takes. */
export const PERCENTAGE_RATE_DECIMALS = 4;

/** Decimal places of a JSON number as written (`12.5` has 1); tiny numbers print as `1e-7`. */
function decimalPlacesOf(n: number): number {
  const [mantissa, exponent] = String(n).split('e');
  const places = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, places - Number(exponent ?? 0));
}

/** A percentage: 0 to 100, at most 4 decimals. */
export const percentageRate = z
  .number()
  .refine((n) => Number.isFinite(n) && n >= 0 && n <= 100, 'must be a percentage from 0 to 100')
  .refine((n) => !Number.isFinite(n) || decimalPlacesOf(n) <= PERCENTAGE_RATE_DECIMALS, `must have at most ${PERCENTAGE_RATE_DECIMALS} decimals`);

const amountField = (what: string) => nonNegativeAmount.nullish().describe(`${what}; at most the currency's minor units of decimals; may be null`);

/** `POST /charges` exactly as the interface (§2.7), plus the `components` extension; also the full-replacement `PUT` body. */
export const chargeCreate = z.object({
  name,
  description: description.nullish(),
  amount: amountField('Fixed amount; excludes `flat` and `percentageRate`'),
  account: z
    .string()
    .trim()
    .min(1, 'is required when given')
    .max(100)
    .nullish()
    .describe('Account the charge posts to: its id or its number within the company (a posting account, not a group); may be null'),
  percentageRate: percentageRate.nullish().describe('Percentage of the base, 0 to 100, at most 4 decimals; may be null'),
  flat: amountField('Flat fee added to the percentage of the base'),
  composite: z.boolean().nullish().describe('true: the charge is the sum of its `components`'),
  global: z.boolean().nullish().describe('true: applies by itself to every invoice of the company in its currency'),
  min: amountField('Lower bound of the charge amount'),
  max: amountField('Upper bound of the charge amount'),
  minimumAmount: amountField('Smallest base the charge applies to (inclusive)'),
  maximumAmount: amountField('Largest base the charge applies to (inclusive)'),
  currencyString: currencyCode.describe('ISO 4217 code of the charge'),
  companyIdString: uuid.describe('Owning company'),
  components: z
    .array(uuid)
    .max(50)
    .nullish()
    .describe('Extension: ids of the charges a composite charge sums (same company and currency, not composite themselves)'),
});
export type ChargeCreate = z.input<typeof chargeCreate>;

export const chargeUpdate = chargeCreate;
export type ChargeUpdate = z.input<typeof chargeUpdate>;

export const charge = recordOf({
  name: z.string(),
  description: z.string().nullable(),
  amount: z.number().nullable(),
  account: uuid.nullable().describe('Id of the account the charge posts to'),
  accountNumber: z.string().nullable(),
  accountName: z.string().nullable(),
  percentageRate: z.number().nullable(),
  flat: z.number().nullable(),
  composite: z.boolean(),
  global: z.boolean(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  minimumAmount: z.number().nullable(),
  maximumAmount: z.number().nullable(),
  currencyString: z.string(),
  companyIdString: uuid,
  components: z.array(uuid).describe('Ids of the charges a composite charge sums, in order; empty otherwise'),
});
export type Charge = z.infer<typeof charge>;

export const chargeListQuery = pageQuery.extend({
  companyIdString: uuid.optional(),
  search: z.string().max(200).optional().describe('Part of the name, ignoring case'),
  global: z.enum(['true', 'false']).optional().describe('true: only global charges; false: only the others'),
  currencyString: currencyCode.optional().describe('Charges in this currency'),
});
export type ChargeListQuery = z.infer<typeof chargeListQuery>;

/** A base amount in a query: a plain non-negative decimal below 10^13 (its decimals are checked against the currency). */
export const chargeQuoteQuery = z.object({
  base: z
    .string()
    .regex(/^\d{1,13}(\.\d{1,20})?$/, 'must be a decimal such as 120.50, at least zero and below 10^13')
    .describe('The amount the charge is figured on, in the charge\'s currency, at most its minor units of decimals')
    .meta({ examples: ['120.50'] }),
});
export type ChargeQuoteQuery = z.infer<typeof chargeQuoteQuery>;

export const chargeQuote = z.object({
  base: z.number(),
  amount: z.number().describe('The charge on that base, rounded half-even to the currency\'s minor units; 0 when it does not apply'),
  currency: z.string(),
});
export type ChargeQuote = z.infer<typeof chargeQuote>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const chargesResource = defineResource({ name: 'charges', access: { ACCOUNTANT: 'write', SALES: 'read' } });
