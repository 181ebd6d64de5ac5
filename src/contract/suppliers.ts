import { z } from 'zod';
import { description, name, pageQuery, recordOf, uuid } from './common';
import { currencyCode } from './companies';
import { paymentTermsId } from './payment-terms';
import { defineResource } from './resource-manifest';

/** Supplier: create and full-replacement update payload (decisions §12). */
export const supplierCreate = z.object({
  name,
  companyIdString: uuid.optional().describe('Owning company; your default company when omitted'),
  currencyCodeString: currencyCode.nullish().describe('ISO 4217 code the supplier bills in; the company base currency when omitted'),
  email: z.email().max(320).nullish(),
  phone: z.string().trim().max(50).nullish(),
  address: z.string().max(1000).nullish(),
  notes: description.nullish(),
  paymentTermsIdString: paymentTermsId,
});
export type SupplierCreate = z.input<typeof supplierCreate>;

export const supplierUpdate = supplierCreate;
export type SupplierUpdate = z.input<typeof supplierUpdate>;

export const supplier = recordOf({
  name: z.string(),
  companyIdString: uuid,
  currencyCodeString: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  paymentTermsIdString: uuid.nullable().describe('The party\'s payment terms; null for none'),
});
export type Supplier = z.infer<typeof supplier>;

export const supplierListQuery = pageQuery.extend({
  companyIdString: uuid.optional(),
  search: z.string().max(200).optional().describe('Part of the name, email or phone'),
});
export type SupplierListQuery = z.infer<typeof supplierListQuery>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const suppliersResource = defineResource({
  name: 'suppliers',
  access: { everyone: 'read', ACCOUNTANT: 'write', INVENTORY: 'write' },
  imports: {
    type: 'SUPPLIER', position: 3, label: 'Suppliers', listPath: '/purchasing/suppliers', create: supplierCreate, key: 'name', omit: ['paymentTermsIdString'],
    example: { name: 'Parts Inc', currencyCodeString: '', email: 'sales@parts.example', phone: '', address: '', notes: '' },
  },
});
