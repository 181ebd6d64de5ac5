import { z } from 'zod';
import { name, pageQuery, recordOf, uuid } from './common';
import { defineResource } from './resource-manifest';

export const companyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{2,10}$/, 'must be 2 to 10 letters or digits');

export const currencyCode = z.string().regex(/^[A-Za-z]{3}$/, 'must be a 3-letter ISO 4217 code').transform((c) => c.toUpperCase());

/** What documents print of the company (decisions §13 "Documents"): multi-line text, null for none. */
export const companyDetails = {
  address: z.string().max(1000).nullish().describe('Postal address, several lines allowed; printed on every document'),
  taxId: z.string().trim().max(100).nullish().describe('VAT or tax identification number'),
  bankDetails: z.string().max(1000).nullish().describe('Bank name, IBAN, BIC, ..., several lines allowed; printed on invoices'),
  email: z.email().max(320).nullish().describe('The address documents and emailed invoices come from'),
};

export const companyCreate = z.object({
  name,
  code: companyCode.optional().describe('Short unique code used in document numbers; generated when omitted'),
  baseCurrency: currencyCode.describe('ISO 4217 code of the base currency'),
  fiscalYearStartMonth: z.number().int().min(1).max(12).optional().describe('1 = January (default)'),
  ...companyDetails,
});
export type CompanyCreate = z.input<typeof companyCreate>;

/** `PUT /companies/{id}`: a full replacement, so a client sends back the details it read (one left out becomes null). */
export const companyUpdate = z.object({ name, ...companyDetails });
export type CompanyUpdate = z.input<typeof companyUpdate>;

export const company = recordOf({
  code: z.string(),
  name: z.string(),
  baseCurrency: z.string(),
  baseCurrencyId: uuid,
  fiscalYearStartMonth: z.number().int(),
  address: z.string().nullable(),
  taxId: z.string().nullable(),
  bankDetails: z.string().nullable(),
  email: z.string().nullable(),
});
export type Company = z.infer<typeof company>;

export const companyListQuery = pageQuery.extend({
  name: z.string().max(200).optional(),
  code: z.string().max(10).optional(),
});
export type CompanyListQuery = z.infer<typeof companyListQuery>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const companiesResource = defineResource({ name: 'companies', access: { everyone: 'read' } });
