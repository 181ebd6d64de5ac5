import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { calendarDate, pageQuery, recordOf, uuid } from './common';
import { currencyCode } from './companies';
import { defineResource } from './resource-manifest';

/** Exchange rates (decisions §13 "Exchange rates"; docs/accounting.md "Exchange rates"). */

/** The most decimals a rate keeps (and the fewest the service guarantees: 6). */
export const RATE_DECIMALS_MAX = 12;

/** A rate as a decimal string, never a double: above zero, at most 12 digits before and after the point. */
export const exchangeRateValue = z.string()
  .regex(/^\d{1,12}(\.\d{1,12})?$/, `must be a decimal like "1.0823", at most ${RATE_DECIMALS_MAX} decimals`)
  .refine((v) => /[1-9]/.test(v), 'must be above zero')
  .describe(`How many units of toCurrency one unit of fromCurrency costs, as a decimal string; at most ${RATE_DECIMALS_MAX} decimals, kept exactly`)
  .meta({ examples: ['1.0823'] });

/**
 * An amount of a document's currency in the company's base currency: amount × rate, rounded
 * half away from zero to the base currency's minor units (shared by the service and the console).
 */
export function baseAmount(amount: Decimal.Value, rate: Decimal.Value, baseMinorUnits: number): Decimal {
  return new Decimal(amount).times(rate).toDecimalPlaces(baseMinorUnits, Decimal.ROUND_HALF_UP);
}

/** A document's optional rate (decisions §13): base-currency units per unit of its currency. */
export const documentExchangeRate = exchangeRateValue.nullish()
  .describe('How many units of the company\'s base currency one unit of the document\'s currency costs; when omitted, the latest rate on or before the posting date (422 no-exchange-rate at the currency field when there is none); ignored in the base currency');

/** What a document in any currency answers beside its own amounts. */
export const documentCurrencyFields = {
  exchangeRate: z.string().describe('Base-currency units per unit of the document\'s currency, as posted ("1" in the base currency)'),
  baseTotal: z.number().describe('The total in the company\'s base currency at exchangeRate'),
};

export const exchangeRateCreate = z.object({
  companyIdString: uuid.optional().describe('Owning company; your default company when omitted'),
  fromCurrency: currencyCode.describe('ISO 4217 code of the currency priced'),
  toCurrency: currencyCode.describe('ISO 4217 code of the currency it is priced in (usually the company\'s base)'),
  rate: exchangeRateValue,
  date: calendarDate.describe('The rate holds from this day on, until a later rate of the pair; one rate per pair and day'),
});
export type ExchangeRateCreate = z.input<typeof exchangeRateCreate>;

export const exchangeRateUpdate = exchangeRateCreate;
export type ExchangeRateUpdate = z.input<typeof exchangeRateUpdate>;

export const exchangeRate = recordOf({
  companyIdString: uuid,
  fromCurrency: z.string(),
  toCurrency: z.string(),
  rate: z.string().describe('As typed (trailing zeros kept)'),
  date: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRate>;

/** `GET /exchange-rates`: with `onDate`, the rates on or before it, the latest first (decisions §13). */
export const exchangeRateListQuery = pageQuery.extend({
  companyIdString: uuid.optional().describe('Your default company when omitted'),
  fromCurrency: currencyCode.optional(),
  toCurrency: currencyCode.optional(),
  onDate: calendarDate.optional().describe('Only rates of this day or before, the latest first: the first row of a pair is the rate in force that day'),
});
export type ExchangeRateListQuery = z.infer<typeof exchangeRateListQuery>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const exchangeRatesResource = defineResource({
  name: 'exchange-rates',
  access: { everyone: 'read', ACCOUNTANT: 'write' },
  imports: {
    type: 'EXCHANGE_RATE', position: 5, label: 'Exchange rates', listPath: '/settings/exchange-rates', create: exchangeRateCreate, key: 'fromCurrency',
    leading: ['fromCurrency', 'toCurrency', 'date'], example: { fromCurrency: 'USD', toCurrency: 'EUR', date: '2026-01-02', rate: '0.921534' },
  },
});
