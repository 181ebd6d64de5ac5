import { and, eq, ilike } from 'drizzle-orm';
import {
  dueDateOf, type PaymentTerms, type PaymentTermsCreate, type PaymentTermsListQuery, type PaymentTermsUpdate,
} from '../../../contract/payment-terms';
import type { DbOrTx } from '../../db/connection';
import { newId } from '../../base/ids';
import { fail } from '../../base/errors';
import { containing, paginate } from '../../db/paginate';
import { bills, customers, invoices, paymentTerms, suppliers } from '../../db/schema';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { recordMetaOf } from '../core/record-meta';
import { refuseIfReferenced, type Reference } from '../core/references';
import { uniqueViolations } from '../core/unique-constraints';
import { replaceVersioned, type Replacement } from '../core/versioned-update';
import { rememberDeleted } from '../outbox/event-log';

/**
 * Payment terms (decisions §13; docs/payments.md "Payment terms"): named per company, set on
 * customers and suppliers, and applied to an invoice or bill posted without a `dueDate`.
 */

const mappingUniqueViolations = uniqueViolations({
  payment_terms_company_name_key: {
    path: 'name', message: 'is taken by other payment terms of this company',
    detail: (v) => `Payment terms named "${v}" exist already in this company.`,
  },
});

/** What refers to payment terms and so keeps them from being deleted. */
const termsReferences: Reference[] = [
  { column: customers.paymentTermsId, one: 'customer', many: 'customers' },
  { column: suppliers.paymentTermsId, one: 'supplier', many: 'suppliers' },
  { column: invoices.paymentTermsId, one: 'invoice', many: 'invoices' },
  { column: bills.paymentTermsId, one: 'bill', many: 'bills' },
];

type TermsRow = typeof paymentTerms.$inferSelect;

function toPaymentTerms(row: TermsRow): PaymentTerms {
  return { id: row.id, companyIdString: row.companyId, name: row.name, dueDays: row.dueDays, endOfMonth: row.endOfMonth, ...recordMetaOf(row) };
}

const termsFields = (input: PaymentTermsCreate) => ({ name: input.name.trim(), dueDays: input.dueDays, endOfMonth: input.endOfMonth ?? false });

export async function createPaymentTerms(ctx: Ctx, input: PaymentTermsCreate): Promise<PaymentTerms> {
  const { companyId } = companyContext(ctx, input.companyIdString);
  const [row] = await mappingUniqueViolations(input, () =>
    ctx.db.insert(paymentTerms).values({ id: newId(), companyId, ...termsFields(input) }).returning());
  const created = toPaymentTerms(row);
  return created;
}

/** Terms of one of the principal's companies; another company's are "not found". */
export async function getPaymentTerms(ctx: Ctx, id: string): Promise<PaymentTerms> {
  const [row] = await ctx.db.select().from(paymentTerms).where(eq(paymentTerms.id, id.toLowerCase()));
  return toPaymentTerms(visibleTo(ctx, row, (r) => r.companyId, 'The payment terms'));
}

export const paymentTermsSortable = { name: paymentTerms.name, dueDays: paymentTerms.dueDays, createdAt: paymentTerms.createdAt };

export async function listPaymentTerms(ctx: Ctx, query: PaymentTermsListQuery) {
  const { companyId } = companyContext(ctx, query.companyIdString);
  const term = query.search?.trim();
  const where = and(eq(paymentTerms.companyId, companyId), term ? ilike(paymentTerms.name, containing(term)) : undefined);
  return paginate(ctx.db, {
    select: ctx.db.select().from(paymentTerms).$dynamic(), from: paymentTerms, where,
    sortable: paymentTermsSortable, defaultSort: 'name', tiebreak: paymentTerms.id,
  }, query, (rows) => rows.map(toPaymentTerms));
}

/** Replaces the terms' fields; documents posted already keep their due dates. The company is fixed. */
export async function updatePaymentTerms(ctx: Ctx, { id, data, expectedVersion }: Replacement<PaymentTermsUpdate>): Promise<PaymentTerms> {
  if (data.companyIdString) companyContext(ctx, data.companyIdString);
  const current = await getPaymentTerms(ctx, id);
  if (data.companyIdString && data.companyIdString.toLowerCase() !== current.companyIdString) {
    throw fail.field('companyIdString', 'payment terms cannot move to another company', 'immutable');
  }
  await mappingUniqueViolations(data, () =>
    replaceVersioned(ctx.db, paymentTerms, { id: current.id, expectedVersion, currentVersion: current.version, set: termsFields(data) }));
  return getPaymentTerms(ctx, id);
}

/** Deletes terms no customer or supplier has; used ones are 409 `in-use` naming who has them. */
export async function deletePaymentTerms(ctx: Ctx, id: string): Promise<void> {
  const [locked] = await ctx.db.select({ id: paymentTerms.id, name: paymentTerms.name, companyId: paymentTerms.companyId }).from(paymentTerms)
    .where(eq(paymentTerms.id, id.toLowerCase())).for('update');
  const found = visibleTo(ctx, locked, (r) => r.companyId, 'The payment terms');
  await refuseIfReferenced(ctx.db, found.id, termsReferences, `Payment terms "${found.name}"`);
  rememberDeleted(ctx.db, 'payment_terms', await getPaymentTerms(ctx, found.id));
  await ctx.db.delete(paymentTerms).where(eq(paymentTerms.id, found.id));
}

/**
 * The id of terms a party names, checked to be the company's: another company's terms, or none
 * with that id, are 422 at `paymentTermsIdString` (no leak of what exists elsewhere).
 */
export async function paymentTermsOfCompany(db: DbOrTx, companyId: string, id: string | null | undefined): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ id: paymentTerms.id }).from(paymentTerms)
    .where(and(eq(paymentTerms.id, id.toLowerCase()), eq(paymentTerms.companyId, companyId)));
  if (!row) throw fail.field('paymentTermsIdString', 'are not payment terms of this company', 'unknown-payment-terms');
  return row.id;
}

/**
 * A document's due date: the one asked for (never before the posting date), else the party's
 * terms applied to the posting date, else the posting date. 422 at `dueDate` otherwise. With it
 * the terms it came from (null for an explicit date or none), which the document keeps.
 */
export async function documentDueDate(
  db: DbOrTx, input: { postingDate: string; dueDate?: string | null }, termsId: string | null,
): Promise<{ dueDate: string; paymentTermsId: string | null }> {
  if (input.dueDate) {
    if (input.dueDate < input.postingDate) throw fail.field('dueDate', `must not be before postingDate (${input.postingDate})`, 'before-posting-date');
    return { dueDate: input.dueDate, paymentTermsId: null };
  }
  if (!termsId) return { dueDate: input.postingDate, paymentTermsId: null };
  const [terms] = await db.select({ name: paymentTerms.name, dueDays: paymentTerms.dueDays, endOfMonth: paymentTerms.endOfMonth })
    .from(paymentTerms).where(eq(paymentTerms.id, termsId));
  const due = dueDateOf(input.postingDate, terms);
  if (!due) throw fail.field('postingDate', `the payment terms "${terms.name}" put the due date past the year 9999`, 'out-of-range');
  return { dueDate: due, paymentTermsId: termsId };
}
