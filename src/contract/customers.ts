import { z } from 'zod';
import { description, name, pageQuery, recordOf, uuid } from './common';
import { currencyCode } from './companies';
import { paymentTermsId } from './payment-terms';
import { defineResource } from './resource-manifest';

/** The longest billing address; also the longest text besides notes on a sales order's PDF. */
export const BILLING_ADDRESS_MAX_LENGTH = 1000;

/** Customer: create and update payload (the interface shows no fields; decisions leave them to us). */
export const customerCreate = z.object({
  name,
  email: z.email().max(320).nullish(),
  phone: z.string().trim().max(50).nullish(),
  taxId: z.string().trim().max(50).nullish(),
  billingAddress: z.string().max(BILLING_ADDRESS_MAX_LENGTH).nullish(),
  currencyCode: currencyCode.nullish().describe('ISO 4217 code the customer is billed in; the company base currency when omitted'),
  notes: description.nullish(),
  paymentTermsIdString: paymentTermsId,
  companyIdString: uuid.optional().describe('Owning company; your default company when omitted'),
});
export type CustomerCreate = z.input<typeof customerCreate>;

export const customerUpdate = customerCreate;
export type CustomerUpdate = z.input<typeof customerUpdate>;

export const customer = recordOf({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  taxId: z.string().nullable(),
  billingAddress: z.string().nullable(),
  currencyCode: z.string(),
  notes: z.string().nullable(),
  paymentTermsIdString: uuid.nullable().describe('The party\'s payment terms; null for none'),
  companyIdString: uuid,
});
export type Customer = z.infer<typeof customer>;

export const customerListQuery = pageQuery.extend({
  companyIdString: uuid.optional(),
  search: z.string().max(200).optional().describe('Part of the name, email or tax id'),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const customersResource = defineResource({
  name: 'customers',
  access: { everyone: 'read', ACCOUNTANT: 'write', SALES: 'write' },
  imports: {
    type: 'CUSTOMER', position: 2, label: 'Customers', listPath: '/sales/customers', create: customerCreate, key: 'name', omit: ['paymentTermsIdString'],
    example: { name: 'Acme Ltd', email: 'billing@acme.example', phone: '', taxId: '', billingAddress: '', currencyCode: '', notes: '' },
  },
});
