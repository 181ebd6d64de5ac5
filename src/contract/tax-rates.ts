import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { calendarDate, name, pageQuery, recordOf, uuid } from './common';
import { defineResource } from './resource-manifest';

/** Tax rates (decisions §13 "Tax rates"; docs/sales.md "Tax"). */

/** A percentage from 0 to 100 with at most 4 decimals, as a string so no double touches it. */
export const ratePercent = z.string()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, 'must be a percentage like "19" or "7.50", at most 4 decimals')
  .refine((v) => Number(v) <= 100, 'must not be above 100')
  .describe('The rate in percent as a decimal string, e.g. "19.00"; 0 to 100, at most 4 decimals')
  .meta({ examples: ['19.00'] });

export const taxRateCreate = z.object({
  companyIdString: uuid.optional().describe('Owning company; your default company when omitted'),
  name: name.describe('Unique in the company, ignoring case (e.g. "VAT 19 %")'),
  ratePercent,
  salesAccountIdString: uuid.nullish().describe('Sales tax is credited here; the company\'s default TAX account (Tax payable) when omitted'),
  purchaseAccountIdString: uuid.nullish()
    .describe('Purchase tax is debited here; the company\'s default TAX_RECEIVABLE account (Tax receivable) when omitted, else its TAX account'),
});
export type TaxRateCreate = z.input<typeof taxRateCreate>;

/** A full replacement: documents posted already keep the percentage they were taxed at. */
export const taxRateUpdate = taxRateCreate;
export type TaxRateUpdate = z.input<typeof taxRateUpdate>;

export const taxRate = recordOf({
  companyIdString: uuid,
  name: z.string(),
  ratePercent: z.string().describe('As stored, at least 2 decimals ("19.00")'),
  salesAccountIdString: uuid,
  purchaseAccountIdString: uuid,
});
export type TaxRate = z.infer<typeof taxRate>;

export const taxRateListQuery = pageQuery.extend({
  companyIdString: uuid.optional(),
  search: z.string().max(200).optional().describe('Part of the name, ignoring case'),
});
export type TaxRateListQuery = z.infer<typeof taxRateListQuery>;

/** A line's tax rate in a request: optional on invoice, sales-order and purchase-order lines. */
export const lineTaxRateId = uuid.nullish().describe('A tax rate of the company (`/tax-rates`); the line is untaxed when omitted or null');

/** A line's tax as documents answer it. */
export const lineTaxFields = {
  taxRateIdString: uuid.nullable(),
  taxPercent: z.string().nullable().describe('The rate\'s percentage when the line was priced'),
  taxAmount: z.number().describe('amount × taxPercent / 100, rounded half away from zero to the currency\'s minor units'),
};

/** One rate's part of a document's tax. */
export const documentTax = z.object({
  taxRateIdString: uuid,
  name: z.string(),
  ratePercent: z.string(),
  base: z.number().describe('The taxed lines\' amounts'),
  amount: z.number().describe('The sum of those lines\' tax (each rounded on its own)'),
});
export type DocumentTax = z.infer<typeof documentTax>;

/** What every taxed document answers besides its `total`. */
export const documentTaxFields = {
  netTotal: z.number().describe('The lines\' amounts before tax'),
  taxTotal: z.number().describe('The lines\' tax'),
  taxes: z.array(documentTax).describe('The tax per rate, in the order the rates first appear on the lines'),
};

/** A percentage as documents show it: at least 2 decimals ("19" is "19.00", "7.125" stays). */
export function percentText(value: string): string {
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/**
 * A line's tax: amount × percent / 100, rounded half away from zero (decisions §13) to the
 * currency's minor units. Exact: decimal arithmetic, never a double.
 */
export function lineTax(amount: Decimal.Value, percent: Decimal.Value, minorUnits: number): Decimal {
  return new Decimal(amount).times(percent).dividedBy(100).toDecimalPlaces(minorUnits, Decimal.ROUND_HALF_UP);
}

/** `GET /reports/tax-summary` (decisions §13). */
export const taxSummaryQuery = z.object({
  companyIdString: uuid.optional().describe('Your default company when omitted'),
  fromDate: calendarDate,
  toDate: calendarDate,
}).refine((q) => q.toDate >= q.fromDate, { path: ['toDate'], message: 'must not be before fromDate' });
export type TaxSummaryQuery = z.infer<typeof taxSummaryQuery>;

const taxFigures = {
  salesBase: z.number().describe('Invoiced amounts taxed at the rate, less credit notes'),
  salesTax: z.number().describe('Their tax: what the rate\'s sales account was credited'),
  purchaseBase: z.number().describe('Billed amounts taxed at the rate'),
  purchaseTax: z.number().describe('Their tax: what the rate\'s purchase account was debited'),
  netPayable: z.number().describe('salesTax − purchaseTax; negative when tax is to be reclaimed'),
};

export const taxSummaryRow = z.object({ taxRateIdString: uuid, name: z.string(), ratePercent: z.string(), ...taxFigures });
export type TaxSummaryRow = z.infer<typeof taxSummaryRow>;

export const taxSummary = z.object({
  companyIdString: uuid,
  fromDate: z.string(),
  toDate: z.string(),
  currencyCodeString: z.string().describe('The company\'s base currency, which every figure is in'),
  rows: z.array(taxSummaryRow).describe('Every rate of the company, by name; documents count on their posting date and, cancelled, back out on the cancellation date'),
  totals: z.object(taxFigures),
});
export type TaxSummary = z.infer<typeof taxSummary>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const taxRatesResource = defineResource({ name: 'tax-rates', access: { everyone: 'read', ACCOUNTANT: 'write' } });
