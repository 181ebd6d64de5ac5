import { and, asc, eq, gt, gte, ilike, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Payment, PaymentAllocation, PaymentCancel, PaymentCreate, PaymentDetail, PaymentListQuery } from '../../../contract/payments';
import type { DbOrTx } from '../../db/connection';
import { insertRows } from '../../db/json-rows';
import { byDocumentNumber, containing, paginate } from '../../db/paginate';
import { accounts, bills, currencies, customers, invoices, paymentAllocations, payments, suppliers } from '../../db/schema';
import { defaultAccountId } from '../ledger/accounts';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { companyWithBaseCurrency, findCurrencyByCode } from '../ledger/currencies';
import { fail } from '../../base/errors';
import { setOutstanding, settledBaseOf, type InvoiceRow } from '../sales/invoices';
import { documentBaseTotal, documentRate, realizedExchangeAccount } from '../ledger/exchange-rates';
import { baseAmount } from '../../../contract/exchange-rates';
import { assertPeriodOpen, type PostingLine } from '../ledger/ledger';
import { postDocument } from '../posting/pipeline';
import { Decimal, exactAmount, moneyNumber } from '../core/money';
import { setBillOutstanding, type BillRow } from '../purchasing/purchase-documents';

/**
 * Payments (interface §2.6; decisions §8, §12; docs/payments.md): received from customers
 * (RECEIVE) or paid to suppliers (PAY), posted when created, allocated to the party's open
 * invoices or bills, and cancelled by reversal, which reopens what they settled.
 */

const D = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_EVEN });
type PaymentRow = typeof payments.$inferSelect;

/** An open document a payment can settle: an invoice (RECEIVE) or a bill (PAY), locked. */
type Doc = { kind: 'invoice'; row: InvoiceRow } | { kind: 'bill'; row: BillRow };
const docId = (d: Doc) => d.row.id;
const docNumber = (d: Doc) => d.row.number;

const amountFields = [
  ['transactionNetAmount', 'netAmount'],
  ['transactionCharge', 'charge'],
  ['transactionGatewayCharge', 'gatewayCharge'],
  ['transactionMerchantCommission', 'merchantCommission'],
  ['transactionTax', 'tax'],
] as const;

/** The party a payment names: a customer for CUSTOMER (RECEIVE), a supplier for SUPPLIER (PAY); 422 otherwise, never a leak. */
async function partyOf(db: DbOrTx, companyId: string, input: PaymentCreate) {
  const expectedType = input.partyType === 'CUSTOMER' ? 'RECEIVE' : 'PAY';
  if (input.paymentType !== expectedType) {
    throw fail.field('paymentType', `must be ${expectedType} for a ${input.partyType} (money is received from customers and paid to suppliers)`, 'party-type-mismatch');
  }
  const table = input.partyType === 'CUSTOMER' ? customers : suppliers;
  const [row] = await db.select({ id: table.id, name: table.name }).from(table)
    .where(and(eq(table.id, input.partyIdString.toLowerCase()), eq(table.companyId, companyId)));
  if (!row) {
    throw input.partyType === 'CUSTOMER'
      ? fail.field('partyIdString', 'is not a customer of this company', 'unknown-customer')
      : fail.field('partyIdString', 'is not a supplier of this company', 'unknown-supplier');
  }
  return row;
}

/**
 * The documents named by explicit allocations, locked FOR UPDATE in id order (so concurrent
 * payments wait for each other instead of deadlocking), each checked against the party.
 */
async function lockNamedDocuments(db: DbOrTx, companyId: string, input: PaymentCreate, partyId: string, currencyId: string): Promise<Map<string, Doc>> {
  const receive = input.paymentType === 'RECEIVE';
  const wanted = receive ? 'invoiceIdString' : 'billIdString';
  const other = receive ? 'billIdString' : 'invoiceIdString';
  const ids = (input.allocations ?? []).map((a, i) => {
    const id = a[wanted];
    if (id == null) {
      throw fail.field(`allocations.${i}.${other}`, receive ? 'a RECEIVE payment settles invoices: name invoiceIdString' : 'a PAY payment settles bills: name billIdString', 'wrong-document');
    }
    return id.toLowerCase();
  });
  const unique = [...new Set(ids)].sort();
  const found = new Map<string, Doc>();
  if (unique.length > 0) {
    if (receive) {
      const rows = await db.select().from(invoices).where(and(inArray(invoices.id, unique), eq(invoices.companyId, companyId))).orderBy(asc(invoices.id)).for('update');
      for (const row of rows) found.set(row.id, { kind: 'invoice', row });
    } else {
      const rows = await db.select().from(bills).where(and(inArray(bills.id, unique), eq(bills.companyId, companyId))).orderBy(asc(bills.id)).for('update');
      for (const row of rows) found.set(row.id, { kind: 'bill', row });
    }
  }
  ids.forEach((id, i) => {
    const path = `allocations.${i}.${wanted}`;
    const doc = found.get(id);
    if (!doc) throw fail.field(path, receive ? 'is not an invoice of this company' : 'is not a bill of this company', receive ? 'unknown-invoice' : 'unknown-bill');
    if (doc.kind === 'invoice' && doc.row.isReturn) throw fail.field(path, `${doc.row.number} is a credit note; payments settle invoices`, 'is-return');
    if (doc.row.status === 'CANCELLED') throw fail.field(path, `${docNumber(doc)} is cancelled`, 'cancelled');
    if (doc.row.currencyId !== currencyId) throw fail.field(path, `${docNumber(doc)} is in another currency than the payment`, 'other-currency');
    const owner = doc.kind === 'invoice' ? doc.row.customerId : doc.row.supplierId;
    if (owner !== partyId) throw fail.field(path, `${docNumber(doc)} is ${receive ? 'an invoice of another customer' : 'a bill of another supplier'}`, receive ? 'other-customer' : 'other-supplier');
  });
  return found;
}

/**
 * The party's open documents in the payment's currency (something outstanding, not cancelled,
 * not credit notes), locked FOR UPDATE in id order and returned oldest first: by due date, then number.
 */
async function lockOpenDocuments(db: DbOrTx, companyId: string, input: PaymentCreate, partyId: string, currencyId: string): Promise<Doc[]> {
  let docs: (Doc & { due: string })[];
  if (input.paymentType === 'RECEIVE') {
    const rows = await db.select().from(invoices).where(and(
      eq(invoices.companyId, companyId), eq(invoices.customerId, partyId), eq(invoices.isReturn, false), eq(invoices.currencyId, currencyId),
      ne(invoices.status, 'CANCELLED'), gt(invoices.outstanding, '0'),
    )).orderBy(asc(invoices.id)).for('update');
    docs = rows.map((row) => ({ kind: 'invoice' as const, row, due: row.dueDate }));
  } else {
    const rows = await db.select().from(bills).where(and(
      eq(bills.companyId, companyId), eq(bills.supplierId, partyId), eq(bills.currencyId, currencyId), ne(bills.status, 'CANCELLED'), gt(bills.outstanding, '0'),
    )).orderBy(asc(bills.id)).for('update');
    docs = rows.map((row) => ({ kind: 'bill' as const, row, due: row.dueDate }));
  }
  const byNumber = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  return docs.sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : byNumber(docNumber(a), docNumber(b))));
}

/** An allocation: `amount` in the document's currency, `base` what it takes off the document in the base currency. */
type Planned = { doc: Doc; amount: Decimal; base: Decimal };

/**
 * Each allocation's base amount, in order (several to one document follow one another): at the
 * document's rate, and exactly what is left in the base when it settles the rest.
 */
function withBase(planned: Omit<Planned, 'base'>[], baseMinorUnits: number): Planned[] {
  const open = new Map<string, { outstanding: Decimal; baseOutstanding: Decimal }>();
  return planned.map((p) => {
    const left = open.get(docId(p.doc)) ?? { outstanding: new D(p.doc.row.outstanding), baseOutstanding: new D(p.doc.row.baseOutstanding) };
    const base = settledBaseOf({ outstanding: left.outstanding.toString(), baseOutstanding: left.baseOutstanding.toString(), exchangeRate: p.doc.row.exchangeRate }, p.amount, baseMinorUnits);
    open.set(docId(p.doc), { outstanding: left.outstanding.minus(p.amount), baseOutstanding: left.baseOutstanding.minus(base) });
    return { ...p, base };
  });
}

/** Explicit allocations: each at most what is left outstanding on its document (after the earlier ones), all together at most the total. */
function plannedExplicit(input: PaymentCreate, docs: Map<string, Doc>, total: Decimal, currency: { code: string; minorUnits: number }): Omit<Planned, 'base'>[] {
  const receive = input.paymentType === 'RECEIVE';
  const left = new Map<string, Decimal>();
  let sum = new D(0);
  const planned = (input.allocations ?? []).map((a, i) => {
    const path = `allocations.${i}.amount`;
    const doc = docs.get((receive ? a.invoiceIdString : a.billIdString)!.toLowerCase())!;
    const amount = exactAmount(a.amount, currency.minorUnits, path, currency.code);
    const open = left.get(docId(doc)) ?? new D(doc.row.outstanding);
    if (amount.gt(open)) {
      throw fail.field(path, `${docNumber(doc)} has only ${open.toFixed(currency.minorUnits)} outstanding`, 'more-than-outstanding');
    }
    left.set(docId(doc), open.minus(amount));
    sum = sum.plus(amount);
    return { doc, amount };
  });
  if (sum.gt(total)) {
    throw fail.field('allocations', `add up to ${sum.toFixed(currency.minorUnits)}, more than transactionTotalAmount (${total.toFixed(currency.minorUnits)})`, 'more-than-total');
  }
  return planned;
}

/** Automatic allocation: the total spread over the open documents oldest first, each up to its outstanding. */
function plannedOldestFirst(docs: Doc[], total: Decimal): Omit<Planned, 'base'>[] {
  const planned: Omit<Planned, 'base'>[] = [];
  let left = total;
  for (const doc of docs) {
    if (left.isZero()) break;
    const amount = D.min(left, new D(doc.row.outstanding));
    if (amount.lte(0)) continue;
    planned.push({ doc, amount });
    left = left.minus(amount);
  }
  return planned;
}

async function requiredAccount(db: DbOrTx, companyId: string, role: string) {
  const id = await defaultAccountId(db, companyId, role);
  if (!id) throw fail.conflict(`The company has no default ${role} account; set one in the chart of accounts.`, 'conflict');
  return id;
}

/**
 * The entry's lines (docs/payments.md "What is posted"). RECEIVE: Dr cash or bank (net), Dr fees
 * (charge + gateway charge + merchant commission), Dr tax, Cr receivable (total). PAY mirrors it
 * against payables: Dr payable (total), Cr cash or bank (net), Cr fees, Cr tax. Zero lines are left out.
 */
/** The payment's entry; every line is described by the payment's number and party (the pipeline's `describe`). */
async function postingLines(
  db: DbOrTx, companyId: string, input: PaymentCreate, amounts: Record<(typeof amountFields)[number][1] | 'total', Decimal>, partyBase: Decimal | undefined,
  foreignCurrencyId: string | undefined,
): Promise<PostingLine[]> {
  const receive = input.paymentType === 'RECEIVE';
  const money = (foreignCurrencyId && await accountKeptIn(db, companyId, foreignCurrencyId))
    ?? await requiredAccount(db, companyId, input.paymentMethodLabel.trim().toUpperCase() === 'CASH' ? 'CASH' : 'BANK');
  const party = await requiredAccount(db, companyId, receive ? 'RECEIVABLE' : 'PAYABLE');
  const fees = amounts.charge.plus(amounts.gatewayCharge).plus(amounts.merchantCommission);
  const side = (accountId: string, amount: Decimal, debit: boolean): PostingLine[] => {
    if (amount.isZero()) return [];
    // RECEIVE's sides; PAY swaps them
    return debit === receive ? [{ accountId, debit: amount.toString(), credit: 0 }] : [{ accountId, debit: 0, credit: amount.toString() }];
  };
  const zero = new D(0);
  // the party's line first, as invoices put theirs; in the base currency what it settles at the documents' rates
  return [
    ...side(party, amounts.total, false).map((l) => (partyBase ? { ...l, base: receive ? { debit: zero, credit: partyBase } : { debit: partyBase, credit: zero } } : l)),
    ...side(money, amounts.netAmount, true),
    ...(fees.isZero() ? [] : side(await requiredAccount(db, companyId, 'FEES'), fees, true)),
    ...(amounts.tax.isZero() ? [] : side(await requiredAccount(db, companyId, 'TAX'), amounts.tax, true)),
  ];
}

/**
 * A foreign-currency payment's money account: the company's lowest-numbered asset account kept
 * in its currency (a bank account in that currency), if it has one.
 */
async function accountKeptIn(db: DbOrTx, companyId: string, currencyId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: accounts.id }).from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.currencyId, currencyId), eq(accounts.type, 'ASSET'),
      sql`NOT EXISTS (SELECT 1 FROM accounts child WHERE child.parent_account_id = ${accounts.id})`))
    .orderBy(asc(accounts.accountNumber)).limit(1);
  return row?.id;
}

async function applyToDocument(db: DbOrTx, doc: Doc, change: Decimal, baseChange: Decimal) {
  const outstanding = new D(doc.row.outstanding).plus(change);
  const baseOutstanding = new D(doc.row.baseOutstanding).plus(baseChange);
  if (doc.kind === 'invoice') await setOutstanding(db, doc.row, outstanding, baseOutstanding);
  else await setBillOutstanding(db, doc.row, outstanding, baseOutstanding);
  // a later allocation to the same document starts from here
  doc.row.outstanding = outstanding.toString();
  doc.row.baseOutstanding = baseOutstanding.toString();
}

/**
 * `POST /payments`: checks everything, then in the caller's transaction locks the documents it
 * settles, posts the entry, writes the payment and its allocations and lowers the documents'
 * outstanding amounts (and so their statuses).
 */
export async function createPayment(ctx: Ctx, input: PaymentCreate): Promise<PaymentDetail> {
  const { companyId, db } = companyContext(ctx, input.companyIdString);
  const party = await partyOf(db, companyId, input);
  const currency = await findCurrencyByCode(db, input.transactionCurrency);
  if (!currency) throw fail.field('transactionCurrency', `unknown ISO 4217 currency ${input.transactionCurrency}`, 'unknown-currency');
  const company = await companyWithBaseCurrency(db, companyId);
  const foreign = currency.id !== company.baseCurrencyId;
  const amounts = Object.fromEntries(amountFields.map(([field, column]) => [column, exactAmount(input[field], currency.minorUnits, field, currency.code)])) as Record<(typeof amountFields)[number][1], Decimal>;
  const total = exactAmount(input.transactionTotalAmount, currency.minorUnits, 'transactionTotalAmount', currency.code);
  const expected = amountFields.reduce((sum, [, column]) => sum.plus(amounts[column]), new D(0));
  if (!total.equals(expected)) {
    throw fail.field('transactionTotalAmount', `must be transactionNetAmount + transactionCharge + transactionGatewayCharge + transactionMerchantCommission + transactionTax: ${expected.toFixed(currency.minorUnits)}`, 'amount-mismatch');
  }
  if (input.isGlOnly && input.allocations && input.allocations.length > 0) {
    throw fail.field('allocations', 'must be left out when isGlOnly is true: a GL-only payment allocates nothing', 'gl-only');
  }
  await assertPeriodOpen(db, companyId, input.postingDate);
  const exchangeRate = await documentRate(db, company, currency, input.postingDate, input.exchangeRate, 'transactionCurrency');

  // the documents before the company's counters, as credit notes and cancellations lock their invoice first
  let planned: Planned[] = [];
  if (!input.isGlOnly) {
    planned = withBase(input.allocations
      ? plannedExplicit(input, await lockNamedDocuments(db, companyId, input, party.id, currency.id), total, currency)
      : plannedOldestFirst(await lockOpenDocuments(db, companyId, input, party.id, currency.id), total), company.baseMinorUnits);
  }
  const allocated = planned.reduce((sum, p) => sum.plus(p.amount), new D(0));
  const baseTotal = documentBaseTotal(total, exchangeRate, company.baseMinorUnits);
  // the party's line: what the allocations take off the documents, and the rest (a credit left on the party) at the payment's rate
  const partyBase = planned.reduce((sum, p) => sum.plus(p.base), baseAmount(total.minus(allocated), exchangeRate, company.baseMinorUnits));

  const receive = input.paymentType === 'RECEIVE';
  return postDocument(ctx, {
    companyId, postingDate: input.postingDate, numbered: 'PAY',
    journal: {
      source: 'PAYMENT', currencyId: currency.id, currency, exchangeRate, describeAfterNumber: ` ${party.name}`,
      differenceAccountId: foreign ? await realizedExchangeAccount(db, companyId) : undefined,
      lines: await postingLines(db, companyId, input, { ...amounts, total }, foreign ? partyBase : undefined, foreign ? currency.id : undefined),
    },
    // the payment and its allocations in the posting's statement, which takes the number too
    insert: ({ id, number, journalEntryId }) => [
      insertRows(payments, [{
        id, companyId, partyType: input.partyType, paymentType: input.paymentType,
        customerId: receive ? party.id : null, supplierId: receive ? null : party.id,
        paymentMethodLabel: input.paymentMethodLabel.trim(), reference: input.reference.trim(), postingDate: input.postingDate,
        currencyId: currency.id, ...Object.fromEntries(Object.entries(amounts).map(([k, v]) => [k, v.toString()])) as Record<(typeof amountFields)[number][1], string>,
        totalAmount: total.toString(), exchangeRate: exchangeRate.toString(), baseTotal: baseTotal.toString(), isGlOnly: input.isGlOnly, allocatedAmount: allocated.toString(), status: 'POSTED',
        // a payment always posts its entry
        journalEntryId: journalEntryId!, createdBy: ctx.principal.userId,
      }], { number }),
      ...(planned.length > 0 ? [insertRows(paymentAllocations, planned.map((p, i) => ({
        paymentId: id, lineNumber: i + 1, companyId, amount: p.amount.toString(), baseAmount: p.base.toString(),
        invoiceId: p.doc.kind === 'invoice' ? p.doc.row.id : null, billId: p.doc.kind === 'bill' ? p.doc.row.id : null,
      })))] : []),
    ],
    write: async ({ id }) => {
      for (const p of planned) await applyToDocument(db, p.doc, p.amount.negated(), p.base.negated());
      return getPayment({ ...ctx, db }, id);
    },
  });
}

/**
 * `POST /payments/{id}/cancel`: reverses the payment's entry (dated `postingDate`, the
 * payment's own when omitted, never before it) and gives every document it settled its
 * allocation back. 409 invalid-transition when cancelled already, 409 period-closed.
 */
export async function cancelPayment(ctx: Ctx, id: string, input: PaymentCancel | null | undefined): Promise<PaymentDetail> {
  const [locked] = await ctx.db.select().from(payments).where(eq(payments.id, id.toLowerCase())).for('update');
  const payment = visibleTo(ctx, locked, (r) => r.companyId, 'The payment');
  if (payment.status === 'CANCELLED') throw fail.conflict(`The payment ${payment.number} is cancelled already.`, 'invalid-transition');
  const postingDate = input?.postingDate ?? payment.postingDate;
  if (postingDate < payment.postingDate) throw fail.field('postingDate', `must not be before the payment's posting date (${payment.postingDate})`, 'before-posting-date');
  await assertPeriodOpen(ctx.db, payment.companyId, postingDate);

  // the documents before the company's counters, in id order, as a payment being created locks them
  const allocations = await ctx.db.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, payment.id)).orderBy(asc(paymentAllocations.lineNumber));
  const invoiceIds = [...new Set(allocations.flatMap((a) => (a.invoiceId ? [a.invoiceId] : [])))].sort();
  const billIds = [...new Set(allocations.flatMap((a) => (a.billId ? [a.billId] : [])))].sort();
  const docs = new Map<string, Doc>();
  if (invoiceIds.length > 0) {
    for (const row of await ctx.db.select().from(invoices).where(inArray(invoices.id, invoiceIds)).orderBy(asc(invoices.id)).for('update')) docs.set(row.id, { kind: 'invoice', row });
  }
  if (billIds.length > 0) {
    for (const row of await ctx.db.select().from(bills).where(inArray(bills.id, billIds)).orderBy(asc(bills.id)).for('update')) docs.set(row.id, { kind: 'bill', row });
  }

  return postDocument(ctx, {
    companyId: payment.companyId, postingDate, existing: { id: payment.id, number: payment.number },
    journal: { reverse: payment.journalEntryId, reference: `Cancellation of ${payment.number}` },
    write: async ({ journalEntry: reversal }) => {
      for (const a of allocations) await applyToDocument(ctx.db, docs.get((a.invoiceId ?? a.billId)!)!, new D(a.amount), new D(a.baseAmount));
      await ctx.db.update(payments).set({
        status: 'CANCELLED', cancelledOn: postingDate, reversalJournalEntryId: reversal!.id, updatedAt: sql`now()`, version: payment.version + 1,
      }).where(eq(payments.id, payment.id));
      return getPayment(ctx, payment.id);
    },
  });
}

const partyName = sql<string>`coalesce(${customers.name}, ${suppliers.name})`;

const selectPayments = (db: DbOrTx) =>
  db.select({ payment: payments, partyName, currency: currencies.code, minorUnits: currencies.minorUnits })
    .from(payments)
    .leftJoin(customers, eq(customers.id, payments.customerId))
    .leftJoin(suppliers, eq(suppliers.id, payments.supplierId))
    .innerJoin(currencies, eq(currencies.id, payments.currencyId))
    .$dynamic();

type SelectedPayment = { payment: PaymentRow; partyName: string; currency: string; minorUnits: number };

function toPayment({ payment: p, partyName: name, currency, minorUnits }: SelectedPayment): Payment {
  const money = (value: string) => moneyNumber(value, minorUnits);
  return {
    id: p.id, number: p.number, companyIdString: p.companyId, partyType: p.partyType, partyIdString: (p.customerId ?? p.supplierId)!,
    partyName: name, paymentType: p.paymentType, paymentMethodLabel: p.paymentMethodLabel, reference: p.reference,
    postingDate: p.postingDate, transactionCurrency: currency,
    transactionNetAmount: money(p.netAmount), transactionCharge: money(p.charge), transactionGatewayCharge: money(p.gatewayCharge),
    transactionMerchantCommission: money(p.merchantCommission), transactionTax: money(p.tax), transactionTotalAmount: money(p.totalAmount),
    // stored at the base currency's minor units
    exchangeRate: p.exchangeRate, baseTotal: Number(p.baseTotal),
    isGlOnly: p.isGlOnly, allocatedAmount: money(p.allocatedAmount), unallocatedAmount: moneyNumber(new D(p.totalAmount).minus(p.allocatedAmount), minorUnits),
    status: p.status, journalEntryId: p.journalEntryId, cancelledOn: p.cancelledOn, reversalJournalEntryId: p.reversalJournalEntryId,
    createdAt: p.createdAt.toISOString(), updatedAt: p.updatedAt.toISOString(), version: p.version,
  };
}

/** A payment with its allocations; another company's is "not found". */
export async function getPayment(ctx: Ctx, id: string): Promise<PaymentDetail> {
  const [found] = await selectPayments(ctx.db).where(eq(payments.id, id.toLowerCase()));
  const row = visibleTo(ctx, found, (f) => f.payment.companyId, 'The payment');
  const allocations = await ctx.db.select({
    invoiceIdString: paymentAllocations.invoiceId, billIdString: paymentAllocations.billId,
    documentNumber: sql<string>`coalesce(${invoices.number}, ${bills.number})`, amount: paymentAllocations.amount, baseAmount: paymentAllocations.baseAmount,
  }).from(paymentAllocations)
    .leftJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .leftJoin(bills, eq(bills.id, paymentAllocations.billId))
    .where(eq(paymentAllocations.paymentId, row.payment.id)).orderBy(asc(paymentAllocations.lineNumber));
  return {
    ...toPayment(row),
    allocations: allocations.map((a): PaymentAllocation => ({ ...a, amount: moneyNumber(a.amount, row.minorUnits), baseAmount: Number(a.baseAmount) })),
  };
}

export const paymentSortable = {
  number: byDocumentNumber(payments.number),
  postingDate: payments.postingDate,
  transactionTotalAmount: payments.totalAmount,
  createdAt: payments.createdAt,
};

/** `GET /payments`: the company's payments, filtered (docs/payments.md "Listing"). */
/** The payment has an allocation to the document (`column` names the invoice or the bill). */
const allocatedTo = (column: typeof paymentAllocations.invoiceId | typeof paymentAllocations.billId, documentId: string) =>
  sql`EXISTS (SELECT 1 FROM ${paymentAllocations} WHERE ${paymentAllocations.paymentId} = ${payments.id} AND ${column} = ${documentId.toLowerCase()})`;

export async function listPayments(ctx: Ctx, query: PaymentListQuery) {
  const { db, companyId } = companyContext(ctx, query.companyIdString);
  const party = query.partyIdString?.toLowerCase();
  const term = query.search?.trim();
  const where = and(
    eq(payments.companyId, companyId),
    party ? or(eq(payments.customerId, party), eq(payments.supplierId, party)) : undefined,
    query.partyType ? eq(payments.partyType, query.partyType) : undefined,
    query.paymentType ? eq(payments.paymentType, query.paymentType) : undefined,
    query.status ? eq(payments.status, query.status) : undefined,
    query.invoiceIdString ? allocatedTo(paymentAllocations.invoiceId, query.invoiceIdString) : undefined,
    query.billIdString ? allocatedTo(paymentAllocations.billId, query.billIdString) : undefined,
    query.fromDate ? gte(payments.postingDate, query.fromDate) : undefined,
    query.toDate ? lte(payments.postingDate, query.toDate) : undefined,
    term ? or(ilike(payments.number, containing(term)), ilike(payments.reference, containing(term))) : undefined,
  );
  return paginate(db, { select: selectPayments(db), from: payments, where, sortable: paymentSortable, defaultSort: ['postingDate,desc', 'number,desc'], tiebreak: payments.id },
    query, (rows) => rows.map(toPayment));
}
