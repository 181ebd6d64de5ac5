import { z } from 'zod';
import { documentExchangeRate } from './exchange-rates';
import { calendarDate, cancellation, pageQuery, postedBetween, recordOf, toDateNotBeforeFromDate, uuid } from './common';
import { currencyCode } from './companies';
import { nonNegativeAmount, positiveAmount } from './money';
import { defineResource } from './resource-manifest';

/** Payments (interface §2.6; decisions §8, §12; docs/payments.md). */

export const paymentPartyTypes = ['CUSTOMER', 'SUPPLIER'] as const;
export const paymentPartyType = z.enum(paymentPartyTypes);
export type PaymentPartyType = (typeof paymentPartyTypes)[number];

export const paymentTypes = ['RECEIVE', 'PAY'] as const;
export const paymentType = z.enum(paymentTypes);
export type PaymentType = (typeof paymentTypes)[number];

export const paymentStatuses = ['POSTED', 'CANCELLED'] as const;
export const paymentStatus = z.enum(paymentStatuses);

/** One explicit allocation (decisions §12): exactly one of invoiceIdString (RECEIVE) or billIdString (PAY). */
export const paymentAllocationCreate = z
  .object({
    invoiceIdString: uuid.nullish().describe('An open invoice of the party (RECEIVE from a CUSTOMER)'),
    billIdString: uuid.nullish().describe('An open bill of the party (PAY to a SUPPLIER)'),
    amount: positiveAmount.describe('At most the document\'s outstanding amount'),
  })
  .refine((a) => (a.invoiceIdString == null) !== (a.billIdString == null), {
    path: ['invoiceIdString'],
    message: 'name exactly one of invoiceIdString and billIdString',
  });

/** `POST /payments`: the interface's fields (§2.6) plus the optional `allocations` (decisions §12). */
export const paymentCreate = z.object({
  paymentMethodLabel: z.string().trim().min(1, 'is required').max(100).describe('For example CASH, BANK, CARD'),
  transactionNetAmount: nonNegativeAmount.describe('What reaches (RECEIVE) or leaves (PAY) the bank account'),
  transactionCharge: nonNegativeAmount,
  transactionGatewayCharge: nonNegativeAmount,
  transactionMerchantCommission: nonNegativeAmount,
  transactionTax: nonNegativeAmount,
  transactionTotalAmount: positiveAmount
    .describe('net + charge + gateway charge + merchant commission + tax at the currency\'s minor units (422 naming the expected value otherwise)'),
  reference: z.string().trim().min(1, 'is required').max(200),
  postingDate: calendarDate.describe('Not in a CLOSED period'),
  transactionCurrency: currencyCode.describe('ISO 4217 code: the company base currency or any other (at exchangeRate); it settles documents of its own currency'),
  exchangeRate: documentExchangeRate.describe('Base-currency units per unit of transactionCurrency; when omitted, the latest rate on or before postingDate (422 no-exchange-rate at transactionCurrency when there is none)'),
  partyType: paymentPartyType,
  partyIdString: uuid.describe('A customer (CUSTOMER) or supplier (SUPPLIER) of the company'),
  paymentType: paymentType.describe('RECEIVE from a CUSTOMER, PAY to a SUPPLIER'),
  companyIdString: uuid,
  isGlOnly: z.boolean().describe('true: post the ledger only, allocate nothing'),
  allocations: z.array(paymentAllocationCreate).max(1000).nullish()
    .describe('Explicit allocations; omitted: the party\'s open documents oldest first (by due date, then number). Not with isGlOnly'),
});
export type PaymentCreate = z.input<typeof paymentCreate>;

/** `POST /payments/{id}/cancel`, body optional. */
export const paymentCancel = cancellation('payment\'s');
export type PaymentCancel = z.input<typeof paymentCancel>;

export const paymentAllocation = z.object({
  invoiceIdString: uuid.nullable(),
  billIdString: uuid.nullable(),
  documentNumber: z.string().describe('The invoice\'s or bill\'s number'),
  amount: z.number(),
  baseAmount: z.number().describe('What it took off the document\'s receivable or payable in the base currency, at the document\'s rate'),
});
export type PaymentAllocation = z.infer<typeof paymentAllocation>;

/** A payment as lists show it. */
export const payment = recordOf({
  number: z.string().describe('PAY-<company code>-<sequence> (both types)'),
  companyIdString: uuid,
  partyType: paymentPartyType,
  partyIdString: uuid,
  partyName: z.string(),
  paymentType: paymentType,
  paymentMethodLabel: z.string(),
  reference: z.string(),
  postingDate: z.string(),
  transactionCurrency: z.string(),
  transactionNetAmount: z.number(),
  transactionCharge: z.number(),
  transactionGatewayCharge: z.number(),
  transactionMerchantCommission: z.number(),
  transactionTax: z.number(),
  transactionTotalAmount: z.number(),
  exchangeRate: z.string().describe('Base-currency units per unit of transactionCurrency, as posted ("1" in the base currency)'),
  baseTotal: z.number().describe('transactionTotalAmount in the base currency at exchangeRate'),
  isGlOnly: z.boolean(),
  allocatedAmount: z.number().describe('Sum of the allocations'),
  unallocatedAmount: z.number().describe('transactionTotalAmount - allocatedAmount: a credit left on the party'),
  status: paymentStatus,
  journalEntryId: uuid,
  cancelledOn: z.string().nullable(),
  reversalJournalEntryId: uuid.nullable(),
});
export type Payment = z.infer<typeof payment>;

/** `GET /payments/{id}` and the answer to create and cancel. */
export const paymentDetail = payment.extend({
  allocations: z.array(paymentAllocation).describe('In the order they were made; kept after a cancellation, which reopens them'),
});
export type PaymentDetail = z.infer<typeof paymentDetail>;

/** `GET /payments` (decisions §12). */
export const paymentListQuery = pageQuery.extend({
  companyIdString: uuid.optional().describe('Your default company when omitted'),
  partyIdString: uuid.optional(),
  partyType: paymentPartyType.optional(),
  paymentType: paymentType.optional(),
  status: paymentStatus.optional(),
  invoiceIdString: uuid.optional().describe('Only payments allocated to this invoice or credit note (cancelled ones included)'),
  billIdString: uuid.optional().describe('Only payments allocated to this bill (cancelled ones included)'),
  ...postedBetween,
  search: z.string().max(200).optional().describe('Part of the number or reference, ignoring case'),
}).refine(...toDateNotBeforeFromDate);
export type PaymentListQuery = z.infer<typeof paymentListQuery>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const paymentsResource = defineResource({ name: 'payments', access: { ACCOUNTANT: 'write' } });
