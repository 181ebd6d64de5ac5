import { z } from 'zod';
import { paymentCreate, type PaymentCreate, type PaymentType } from '../../../contract/payments';
import { positiveAmount } from '../../../contract/money';
import { withTypedAmounts } from '../../components/form/typed-input';
import { amountText, sumAmounts, toDecimal, type Amount } from '../../money/money';
import type Decimal from 'decimal.js';

/**
 * The payment form's logic, exact (decimal.js, never floats): the total from its parts, and what
 * the payment would settle of the party's open invoices or bills, as the service allocates it
 * (docs/payments.md "Allocation").
 */

/** The parts of a payment's total, in the form's order (the contract's names). */
export const amountParts = ['transactionNetAmount', 'transactionCharge', 'transactionGatewayCharge', 'transactionMerchantCommission', 'transactionTax'] as const;
export type AmountPart = (typeof amountParts)[number];

/** What a field holds: its exact decimal string (or a number); what it could not read counts as nothing yet. */
const typed = (value: unknown): Amount | undefined => (typeof value === 'string' || typeof value === 'number' ? (value === '' ? undefined : value) : undefined);

/** net + charge + gateway charge + merchant commission + tax, exactly; undefined until the net amount is read. */
export function paymentTotal(values: Partial<Record<AmountPart, unknown>> | undefined): Decimal | undefined {
  if (typed(values?.transactionNetAmount) === undefined) return undefined;
  return sumAmounts(amountParts.map((part) => typed(values?.[part])));
}

/** The total as the form sends it: an exact decimal string with the currency's decimals, or nothing yet. */
export function paymentTotalText(values: Partial<Record<AmountPart, unknown>> | undefined, minorUnits: number): string | undefined {
  const total = paymentTotal(values);
  return total === undefined ? undefined : amountText(total, minorUnits);
}

/** The party a payment type goes with: RECEIVE from a CUSTOMER, PAY to a SUPPLIER. */
export const partyTypeOf = (type: PaymentType) => (type === 'RECEIVE' ? 'CUSTOMER' : 'SUPPLIER');

/** An open invoice or bill of the party, as the preview lists it. */
export type OpenDocument = { id: string; number: string; postingDate: string; dueDate: string; total: number; outstanding: number };

/** A payment settles only documents of its own currency (decisions §13): those, and how many of the party's others it leaves. */
export function settledInCurrency<D extends OpenDocument & { currency: string }>(documents: D[], currency: string | undefined): { settled: D[]; others: D[] } {
  return { settled: documents.filter((d) => d.currency === currency), others: documents.filter((d) => d.currency !== currency) };
}

/** Document numbers in their sequence's order (`INV-9` before `INV-10`). */
const byNumber = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** Oldest first, as the service allocates: by due date, then number. */
export function oldestFirst<D extends OpenDocument>(documents: D[]): D[] {
  return [...documents].sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : byNumber(a.number, b.number)));
}

export type PreviewRow<D extends OpenDocument = OpenDocument> = {
  document: D;
  /** What the payment puts on the document. */
  amount: Decimal;
  /** What stays outstanding after it. */
  after: Decimal;
  /** The document's status after it. */
  status: 'PAID' | 'PARTLY_PAID' | 'UNPAID';
  /** An explicit amount beyond the document's outstanding (the service refuses it). */
  overOutstanding: boolean;
};

export type AllocationPreview<D extends OpenDocument = OpenDocument> = {
  rows: PreviewRow<D>[];
  allocated: Decimal;
  /** total − allocated: a credit left on the party (negative: explicit amounts beyond the total). */
  unallocated: Decimal;
};

/**
 * What the payment would settle: without explicit amounts, the documents oldest first, each up to
 * its outstanding until the total is used up; with them (`explicit[i]` for `documents[i]`), exactly
 * those. GL-only settles nothing.
 */
export function allocationPreview<D extends OpenDocument>(
  total: Amount | undefined,
  documents: D[],
  options: { explicit?: readonly unknown[] | null; glOnly?: boolean } = {},
): AllocationPreview<D> {
  let left = toDecimal(total ?? 0);
  const rows = documents.map((document, i) => {
    const outstanding = toDecimal(document.outstanding);
    let amount: Decimal;
    if (options.glOnly) amount = toDecimal(0);
    else if (options.explicit) amount = toDecimal(typed(options.explicit[i]) ?? 0);
    else {
      amount = left.gt(0) ? (left.lt(outstanding) ? left : outstanding) : toDecimal(0);
      left = left.minus(amount);
    }
    const after = outstanding.minus(amount);
    const status: PreviewRow['status'] = amount.isZero() ? (outstanding.eq(toDecimal(document.total)) ? 'UNPAID' : 'PARTLY_PAID') : after.lte(0) ? 'PAID' : 'PARTLY_PAID';
    return { document, amount, after, status, overOutstanding: amount.gt(outstanding) };
  });
  const allocated = sumAmounts(rows.map((row) => row.amount));
  return { rows, allocated, unallocated: toDecimal(total ?? 0).minus(allocated) };
}

/** How the payment is allocated: by the service oldest first, by amounts the user types, or not at all (GL only). */
export type AllocationMode = 'AUTO' | 'EXPLICIT';

/** A row of the explicit allocations: one per open document, in the preview's order; the amount may be left empty. */
export type AllocationRow = { invoiceIdString?: string | null; billIdString?: string | null; amount?: unknown };

export type PaymentFormValues = Omit<PaymentCreate, 'allocations'> & { allocationMode: AllocationMode; allocations: AllocationRow[] };

const emptyIsNothing = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * The contract's schema over the form: the amounts typed as exact strings (numbers when sent), the
 * total checked against its parts, and the explicit allocations (empty amounts left out, none
 * beyond a document's outstanding or, together, beyond the total). The output is the request body.
 */
export function paymentFormSchema(documents: OpenDocument[], minorUnitsOf: number | ((currency: string) => number)) {
  const rowSchema = z.object({
    invoiceIdString: z.string().nullish(),
    billIdString: z.string().nullish(),
    amount: z.preprocess(emptyIsNothing, positiveAmount.optional()),
  });
  const schema = paymentCreate
    .omit({ allocations: true })
    .extend({ allocationMode: z.enum(['AUTO', 'EXPLICIT']), allocations: z.array(rowSchema) })
    .superRefine((values, ctx) => {
      const minorUnits = typeof minorUnitsOf === 'number' ? minorUnitsOf : minorUnitsOf(values.transactionCurrency);
      const expected = paymentTotalText(values as never, minorUnits);
      if (expected !== undefined && !toDecimal(expected).eq(toDecimal(values.transactionTotalAmount))) {
        ctx.addIssue({ code: 'custom', path: ['transactionTotalAmount'], message: `must be ${expected}, the sum of the amounts` });
      }
      if (values.isGlOnly || values.allocationMode !== 'EXPLICIT') return;
      values.allocations.forEach((row, i) => {
        const document = documents[i];
        if (row.amount !== undefined && document && toDecimal(row.amount).gt(toDecimal(document.outstanding))) {
          ctx.addIssue({ code: 'custom', path: ['allocations', i, 'amount'], message: `must be at most ${amountText(document.outstanding, minorUnits)}, what ${document.number} has outstanding` });
        }
      });
      const sum = sumAmounts(values.allocations.map((row) => row.amount));
      if (sum.gt(toDecimal(values.transactionTotalAmount))) {
        ctx.addIssue({ code: 'custom', path: ['allocations'], message: `together ${amountText(sum, minorUnits)}, more than the payment's total of ${amountText(values.transactionTotalAmount, minorUnits)}` });
      }
    })
    .transform(({ allocationMode, allocations, ...body }): PaymentCreate => ({
      ...body,
      allocations: body.isGlOnly || allocationMode !== 'EXPLICIT'
        ? undefined
        : allocations.filter((row) => row.amount !== undefined).map((row) => ({ invoiceIdString: row.invoiceIdString ?? undefined, billIdString: row.billIdString ?? undefined, amount: row.amount! })),
    }));
  return withTypedAmounts(schema as unknown as z.ZodType<PaymentCreate, PaymentFormValues>, [...amountParts, 'transactionTotalAmount', 'allocations.*.amount']);
}

/** Which form row each sent allocation came from (rows left empty are not sent), to put the service's `allocations.K` errors back on their row. */
export function sentAllocationRows(mode: AllocationMode, glOnly: boolean, rows: AllocationRow[]): number[] {
  if (glOnly || mode !== 'EXPLICIT') return [];
  return rows.flatMap((row, i) => (emptyIsNothing(row.amount) === undefined ? [] : [i]));
}

/** A service error path for the sent body, on the form's rows: `allocations.1.amount` → `allocations.3.amount`. */
export function formPathOf(path: string, sentRows: number[]): string {
  const match = /^allocations\.(\d+)(\..*)?$/.exec(path);
  if (!match) return path;
  const row = sentRows[Number(match[1])];
  return row === undefined ? path : `allocations.${row}${match[2] ?? ''}`;
}
