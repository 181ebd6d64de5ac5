import { z } from 'zod';
import { name, pageQuery, recordOf, uuid } from './common';
import { defineResource } from './resource-manifest';

export const companyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{2,10}$/, 'must be 2 to 10 letters or digits');

export const currencyCode = z.string().regex(/^[A-Za-z]{3}$/, 'must be a 3-letter ISO 4217 code').transform((c) => c.toUpperCase());

export const companyCreate = z.object({
  name,
  code: companyCode.optional().describe('Short unique code used in document numbers; generated when omitted'),
  baseCurrency: currencyCode.describe('ISO 4217 code of the base currency'),
  fiscalYearStartMonth: z.number().int().min(1).max(12).optional().describe('1 = January (default)'),
});
export type CompanyCreate = z.input<typeof companyCreate>;

export const companyUpdate = z.object({ name });
export type CompanyUpdate = z.input<typeof companyUpdate>;

export const company = recordOf({
  code: z.string(),
  name: z.string(),
  baseCurrency: z.string(),
  baseCurrencyId: uuid,
  fiscalYearStartMonth: z.number().int(),
});
export type Company = z.infer<typeof company>;

export const companyListQuery = pageQuery.extend({
  name: z.string().max(200).optional(),
  code: z.string().max(10).optional(),
});
export type CompanyListQuery = z.infer<typeof companyListQuery>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const companiesResource = defineResource({ name: 'companies', access: { everyone: 'read' } });
