import { z } from 'zod';
import { description, name, pageQuery, recordOf, uuid } from './common';
import { amount } from './money';
import { defineResource } from './resource-manifest';

export const accountTypes = ['ASSET', 'LIABILITY', 'EQUITY', 'REVENUE', 'EXPENSE'] as const;
export const accountType = z.enum(accountTypes);
export type AccountType = (typeof accountTypes)[number];
export const accountCategories = ['CURRENT', 'NON_CURRENT', 'OPERATING', 'NON_OPERATING'] as const;
export const accountCategory = z.enum(accountCategories);
export const partyTypes = ['COMPANY', 'CUSTOMER', 'SUPPLIER'] as const;
export const partyType = z.enum(partyTypes);
export const ledger = z.literal('GL', { error: 'must be GL' });

/** A field a create refuses (422) whatever its value: the OpenAPI document says so with `not: {}` (no value is valid). */
const notAccepted = (why: string) =>
  z.unknown().refine((v) => v === undefined, `is not accepted when creating an account: ${why}`).optional()
    .meta({ not: {}, description: `Not accepted when creating an account (422): ${why}` });

const requireCustomerForCustomerParty = <T extends { partyType: string; customerStringId?: string | null }>(value: T, ctx: z.RefinementCtx) => {
  if (value.partyType === 'CUSTOMER' && !value.customerStringId) {
    ctx.addIssue({ code: 'custom', path: ['customerStringId'], message: 'is required when partyType is CUSTOMER' });
  }
};

/** Account, create column of the interface (§2.3). `accountNumber` is generated. */
export const accountCreate = z
  .object({
    name,
    description: description.nullish(),
    accountNumber: notAccepted('account numbers are generated'),
    alternateAccountNumber: z.string().trim().max(50).nullish(),
    parentAccountId: uuid.nullish().describe('Extension: the group account this one sits under (also settable with PUT)'),
    type: accountType,
    category: accountCategory,
    ledger,
    balance: notAccepted('the balance is derived from postings'),
    partyType,
    party: name,
    currencyStringId: uuid,
    customer: notAccepted('name the customer with customerStringId'),
    customerStringId: uuid.nullish(),
    companyStringId: uuid,
  })
  .superRefine(requireCustomerForCustomerParty);
export type AccountCreate = z.input<typeof accountCreate>;

/** Account, update column (§2.3): a full replacement; `balance`, when given, must equal the derived balance. */
export const accountUpdate = z
  .object({
    name,
    description: description.nullish(),
    accountNumber: z.string().trim().min(1, 'must not be blank').max(20).nullish()
      .describe('Generated on create; may change until the account\'s first posting (unique in the company); omitted or null keeps it'),
    alternateAccountNumber: z.string().trim().max(50).nullish(),
    parentAccountId: uuid.nullish(),
    type: accountType,
    category: accountCategory,
    ledger,
    balance: amount.nullish().describe('Derived from postings; a value that differs from it is refused'),
    partyType,
    party: name,
    currencyStringId: uuid,
    customer: z.object({ id: uuid.optional() }).loose().nullish(),
    customerStringId: uuid.nullish(),
    companyStringId: uuid,
  })
  .superRefine(requireCustomerForCustomerParty);
export type AccountUpdate = z.input<typeof accountUpdate>;

export const account = recordOf({
  accountNumber: z.string(),
  alternateAccountNumber: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  parentAccountId: uuid.nullable(),
  type: accountType,
  category: accountCategory,
  ledger: z.literal('GL'),
  balance: z.number().describe('Derived from postings, on the account type\'s normal side (debit for ASSET and EXPENSE, credit otherwise); a group account shows the total of its descendants'),
  partyType,
  party: z.string(),
  currencyStringId: uuid,
  currencyCode: z.string(),
  customerStringId: uuid.nullable(),
  customer: z.object({ id: uuid, name: z.string() }).nullable(),
  companyStringId: uuid,
  isGroup: z.boolean().describe('Has child accounts, so takes no postings'),
  defaultRole: z.string().nullable().describe('Which of the company default accounts this is (CASH, REVENUE, ...)'),
});
export type Account = z.infer<typeof account>;

export const accountListQuery = pageQuery.extend({
  companyIdString: uuid.optional(),
  type: accountType.optional(),
  category: accountCategory.optional(),
  name: z.string().max(200).optional().describe('Part of the name or the start of the account number'),
  parentAccountId: uuid.optional(),
});
export type AccountListQuery = z.infer<typeof accountListQuery>;

/** `GET /accounts/next-number`: the number `POST /accounts` would give an account now. */
export const accountNumberQuery = z.object({
  companyIdString: uuid.optional(),
  parentAccountId: uuid.optional().describe('The group the account will sit under; its number is the next free one in that group\'s block'),
  type: accountType.describe('The new account\'s type; under a parent it must be the parent\'s'),
});
export type AccountNumberQuery = z.infer<typeof accountNumberQuery>;

export const accountNumberPreview = z.object({
  accountNumber: z.string().describe('What the account would get if created now; another create in between may take it'),
});
export type AccountNumberPreview = z.infer<typeof accountNumberPreview>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const accountsResource = defineResource({
  name: 'accounts',
  access: { ACCOUNTANT: 'write' },
  imports: {
    type: 'ACCOUNT', position: 4, label: 'Chart of accounts', listPath: '/accounting/accounts', create: accountCreate, key: 'name',
    omit: ['accountNumber', 'parentAccountId', 'balance', 'customer'], optional: ['ledger'],
    example: {
      name: 'Petty cash', type: 'ASSET', category: 'CURRENT', partyType: 'COMPANY', party: 'Head office', currencyStringId: 'USD',
      description: '', alternateAccountNumber: '', ledger: 'GL', customerStringId: '',
    },
  },
});
