import { and, asc, eq, gte, ilike, lte, ne, sql } from 'drizzle-orm';
import type { Invoice, InvoiceCreate, InvoiceDetail, InvoiceListQuery, InvoiceStatus } from '../../../contract/invoices';
import type { DocumentTax } from '../../../contract/tax-rates';
import { QTY_DECIMALS } from '../../../contract/stock-entries';
import type { DbOrTx } from '../../db/connection';
import { byDocumentNumber, containing, paginate } from '../../db/paginate';
import { insertRows } from '../../db/json-rows';
import { readTogether, selectRead } from '../../db/read-together';
import { sqlArray } from '../../db/arrays';
import { currencies, customers, invoiceCharges, invoiceLines, invoices, items, stockMovements } from '../../db/schema';
import { defaultAccountIdsRead } from '../ledger/accounts';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { customerOfCompanyRead } from './customers';
import { documentDueDate } from '../payments/payment-terms';
import { companyWithBaseCurrencyRead, findCurrencyByCode } from '../ledger/currencies';
import { documentBaseTotal, documentRate, realizedExchangeAccount } from '../ledger/exchange-rates';
import { baseAmount } from '../../../contract/exchange-rates';
import { postDocument } from '../posting/pipeline';
import { fail } from '../../base/errors';
import { chargeConfigurationsRead, resolveInvoiceCharges, type InvoiceChargeLine } from './invoice-charges';
import { billSalesOrder } from './sales-order-billing';
import type { PostingLine } from '../ledger/ledger';
import { Decimal, exactAmount, moneyNumber } from '../core/money';
import { lineAmount } from '../orders/order-lines';
import { lockStockBalances, valuationRate, type StockMoveResult, type StockMovementRequest } from '../stock/stock-ledger';
import { RATE_DECIMALS } from '../stock/stock-valuation';
import { lineRates, type LineRate } from '../tax/tax-rates';
import { documentTaxes, lineTaxAnswer, rateNames, taxByAccount, taxColumns, taxesOf } from '../tax/line-tax';

/**
 * Invoices and credit notes (decisions §8, §12; docs/sales.md "Invoices"): posted when created,
 * never edited afterwards (cancellation, in invoice-cancellation.ts, reverses them).
 */

const D = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_EVEN });
/** Amounts must survive as JSON numbers (doubles): below 10^13, as `amount` in the contract. */
const AMOUNT_LIMIT = new D('1e13');

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * An invoice's status from what is left to pay: all of it UNPAID, some PARTLY_PAID, none PAID
 * (settled by payments or credit notes, or a total of 0). Credit notes are RETURN.
 */
export function statusFor(row: Pick<InvoiceRow, 'isReturn' | 'total' | 'outstanding'>): InvoiceStatus {
  if (row.isReturn) return 'RETURN';
  const outstanding = new D(row.outstanding);
  if (outstanding.isZero()) return 'PAID';
  return outstanding.equals(row.total) ? 'UNPAID' : 'PARTLY_PAID';
}

/** Sets an invoice's outstanding amount (in its currency and in the base), and the status it implies; bumps its version. */
export async function setOutstanding(db: DbOrTx, row: InvoiceRow, outstanding: Decimal, baseOutstanding: Decimal) {
  const status = statusFor({ ...row, outstanding: outstanding.toString() });
  await db.update(invoices)
    .set({ outstanding: outstanding.toString(), baseOutstanding: baseOutstanding.toString(), status, updatedAt: sql`now()`, version: sql`${invoices.version} + 1` })
    .where(eq(invoices.id, row.id));
}

/** The invoice row locked FOR UPDATE; another company's is "not found". */
export async function lockInvoice(ctx: Ctx, id: string): Promise<InvoiceRow> {
  const [locked] = await ctx.db.select().from(invoices).where(eq(invoices.id, id.toLowerCase())).for('update');
  return visibleTo(ctx, locked, (r) => r.companyId, 'The invoice');
}

type ItemRow = { id: string; itemCode: string; maintainStock: boolean; valuationMethod: 'MAVG' | 'FIFO' | 'LIFO' | 'STANDARD'; standardCost: string | null; allowNegativeStock: boolean };
type Line = { item: ItemRow; path: string; qty: Decimal; unitPrice: Decimal; amount: Decimal; rate: LineRate | null; taxAmount: string };

/** The company's items an invoice's lines name, by code (ignoring case). */
const lineItemsRead = (companyId: string, input: InvoiceCreate['items']) => selectRead({
  id: items.id, itemCode: items.itemCode, maintainStock: items.maintainStock, valuationMethod: items.valuationMethod,
  standardCost: items.standardCost, allowNegativeStock: items.allowNegativeStock,
}, sql`FROM ${items} WHERE ${items.companyId} = ${companyId} AND lower(${items.itemCode}) = ANY(${sqlArray([...new Set(input.map((l) => l.itemCode.trim().toLowerCase()))], 'text')})`);

/** The request's items checked against the company's items (`found`) and the currency (422 at `items.N.<field>`). */
async function checkedLines(db: DbOrTx, companyId: string, input: InvoiceCreate['items'], found: ItemRow[], currency: { code: string; minorUnits: number }): Promise<Line[]> {
  const byCode = new Map(found.map((i) => [i.itemCode.toLowerCase(), i]));
  const rates = await lineRates(db, companyId, input);
  return input.map((line, i) => {
    const path = `items.${i}`;
    const item = byCode.get(line.itemCode.trim().toLowerCase());
    if (!item) throw fail.field(`${path}.itemCode`, `is not the code of an item of this company (${line.itemCode.trim()})`, 'unknown-item');
    const qty = new D(String(line.qty));
    if (qty.decimalPlaces() > QTY_DECIMALS) throw fail.field(`${path}.qty`, `has more than ${QTY_DECIMALS} decimals`, 'too-precise');
    const unitPrice = exactAmount(line.unitPrice, currency.minorUnits, `${path}.unitPrice`, currency.code);
    const expected = lineAmount(qty, unitPrice, currency.minorUnits);
    if (expected.gte(AMOUNT_LIMIT)) throw fail.field(`${path}.qty`, 'qty × unitPrice must stay below 10^13', 'too-large');
    if (!new D(String(line.amount)).equals(expected)) {
      throw fail.field(`${path}.amount`, `must be qty × unitPrice rounded half-even to ${currency.minorUnits} decimals: ${expected.toFixed(currency.minorUnits)}`, 'amount-mismatch');
    }
    return { item, path, qty, unitPrice, amount: expected, rate: rates[i], taxAmount: taxColumns(expected, rates[i], currency.minorUnits).taxAmount };
  });
}

/** Quantities by item id of an invoice's lines, or of the live (not cancelled) credit notes against it. */
async function quantitiesByItem(db: DbOrTx, invoiceId: string, of: 'invoice' | 'credit-notes') {
  const rows = await db.select({ itemId: invoiceLines.itemId, qty: sql<string>`sum(${invoiceLines.qty})::text` })
    .from(invoiceLines).innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(of === 'invoice' ? eq(invoices.id, invoiceId) : and(eq(invoices.returnAgainstId, invoiceId), ne(invoices.status, 'CANCELLED')))
    .groupBy(invoiceLines.itemId);
  return new Map(rows.map((r) => [r.itemId, new D(r.qty)]));
}

/**
 * The invoice a credit note returns against, locked (so two credit notes against it run one
 * after the other): of the company and customer, an invoice, not cancelled, not after the credit
 * note, and never returning more of an item than was invoiced minus what was returned already.
 */
async function returnTarget(ctx: Ctx, companyId: string, customerId: string, id: string, postingDate: string, lines: Line[]) {
  const path = 'returnAgainstIdString';
  const [original] = await ctx.db.select().from(invoices).where(and(eq(invoices.id, id.toLowerCase()), eq(invoices.companyId, companyId))).for('update');
  if (!original) throw fail.field(path, 'is not an invoice of this company', 'unknown-invoice');
  if (original.isReturn) throw fail.field(path, `${original.number} is a credit note; return against the invoice itself`, 'is-return');
  if (original.status === 'CANCELLED') throw fail.field(path, `${original.number} is cancelled`, 'cancelled');
  if (original.customerId !== customerId) throw fail.field(path, `${original.number} is an invoice of another customer`, 'other-customer');
  if (postingDate < original.postingDate) throw fail.field('postingDate', `must not be before the invoice's posting date (${original.postingDate})`, 'before-invoice');
  const invoiced = await quantitiesByItem(ctx.db, original.id, 'invoice');
  const returned = await quantitiesByItem(ctx.db, original.id, 'credit-notes');
  const asked = new Map<string, Decimal>();
  for (const line of lines) {
    if (!invoiced.has(line.item.id)) throw fail.field(`${line.path}.itemCode`, `${line.item.itemCode} is not on ${original.number}`, 'not-on-invoice');
    const total = (asked.get(line.item.id) ?? new D(0)).plus(line.qty);
    const left = invoiced.get(line.item.id)!.minus(returned.get(line.item.id) ?? 0);
    if (total.gt(left)) {
      throw fail.field(`${line.path}.qty`, `only ${left.toFixed()} of ${line.item.itemCode} is left to return on ${original.number}`, 'more-than-invoiced');
    }
    asked.set(line.item.id, total);
  }
  return original;
}

/** Per item, the cost its stock went out at on the invoice: Σ value out / Σ qty, at the stock ledger's rate precision. */
async function issueCosts(db: DbOrTx, invoiceId: string) {
  const rows = await db.select({ itemId: stockMovements.itemId, amount: sql<string>`sum(${stockMovements.amount})::text`, qty: sql<string>`sum(-${stockMovements.qty})::text` })
    .from(invoiceLines).innerJoin(stockMovements, eq(stockMovements.id, invoiceLines.movementId))
    .where(eq(invoiceLines.invoiceId, invoiceId)).groupBy(stockMovements.itemId);
  return new Map(rows.map((r) => [r.itemId, new D(r.amount).dividedBy(r.qty).toDecimalPlaces(RATE_DECIMALS)]));
}

/**
 * The stock movements of a document's stock lines: an invoice issues at valuation; a credit note
 * receives at the original issue's cost, or (standalone, or an item the original did not value)
 * at the item's current valuation rate, read under the balance's lock.
 */
async function stockMovementsFor(db: DbOrTx, companyId: string, minorUnits: number, stocked: Line[], isReturn: boolean, originalId: string | null): Promise<StockMovementRequest[]> {
  const base = (l: Line) => ({ itemId: l.item.id, path: l.path, itemField: 'itemCode' });
  if (!isReturn) return stocked.map((l) => ({ ...base(l), qty: l.qty.negated() }));
  const costs = originalId ? await issueCosts(db, originalId) : new Map<string, Decimal>();
  const balances = await lockStockBalances(db, companyId, stocked.filter((l) => !costs.has(l.item.id)).map((l) => l.item.id));
  return stocked.map((l) => {
    let rate = costs.get(l.item.id);
    if (!rate) {
      const b = balances.get(l.item.id)!;
      rate = D.max(0, valuationRate({ ...l.item, minorUnits, itemCode: l.item.itemCode }, { qty: b.qty, value: b.value, rate: b.rate, lots: [] }));
    }
    return { ...base(l), qty: l.qty, rate };
  });
}

/**
 * The sales order the document bills (an invoice) or takes billing back from (a credit note):
 * the one it names, else the one of the invoice a credit note returns against. The order must be
 * of the same customer and currency; billSalesOrder checks the rest (APPROVED, open, quantities).
 */
async function billTheOrder(ctx: Ctx, companyId: string, input: InvoiceCreate, original: InvoiceRow | null, lines: Line[], customerId: string, currencyId: string): Promise<string | null> {
  const named = input.salesOrderIdString?.toLowerCase() ?? null;
  if (named && original && original.salesOrderId !== named) {
    throw fail.field('salesOrderIdString', `must be the sales order ${original.number} bills, or be left out`, 'not-the-original-order');
  }
  const orderId = named ?? original?.salesOrderId ?? null;
  if (!orderId) return null;
  const billed = await billSalesOrder(ctx.db, {
    companyId, salesOrderId: orderId, sign: input.return ? -1 : 1, by: ctx.principal.userId,
    items: lines.map((l) => ({ itemCode: l.item.itemCode, qty: l.qty.toString() })),
  });
  if (billed.customerId !== customerId) throw fail.field('salesOrderIdString', `${billed.trace} is an order of another customer`, 'other-customer');
  if (billed.currencyId !== currencyId) throw fail.field('salesOrderIdString', `${billed.trace} is in another currency`, 'other-currency');
  return billed.salesOrderId;
}

/**
 * `POST /invoices`: checks everything, then in the caller's transaction posts the invoice
 * (Dr receivable / Cr revenue and each charge's account; a credit note the reverse), moves the
 * stock items' stock (an issue, or a credit note's receipt, against cost of goods sold: the
 * stock ledger's own entry) and, for a credit note against an invoice, lowers its outstanding.
 */
export async function createInvoice(ctx: Ctx, input: InvoiceCreate): Promise<InvoiceDetail> {
  const { companyId, db } = companyContext(ctx, input.companyIdString);
  // what the invoice is checked and posted against, in one round trip; the customer refused first
  const [customer, company, lineItems, defaultAccounts, chargeConfigurations] = await readTogether(db, [
    customerOfCompanyRead(companyId, input.customerIdString), companyWithBaseCurrencyRead(companyId), lineItemsRead(companyId, input.items),
    defaultAccountIdsRead(companyId, ['RECEIVABLE', 'REVENUE', 'TAX', 'OTHER_INCOME']), chargeConfigurationsRead(companyId),
  ]);
  const currency = await findCurrencyByCode(db, input.currencyCodeString);
  if (!currency) throw fail.field('currencyCodeString', `unknown ISO 4217 currency ${input.currencyCodeString}`, 'unknown-currency');
  // a credit note owes the customer nothing on terms: without a dueDate it is due on its posting date
  const { dueDate, paymentTermsId } = await documentDueDate(db, input, input.return ? null : customer.paymentTermsId);
  if (input.returnAgainstIdString && !input.return) {
    throw fail.field('returnAgainstIdString', 'only a credit note (return: true) returns against an invoice', 'not-a-return');
  }

  const lines = await checkedLines(db, companyId, input.items, lineItems, currency);
  const itemsTotal = lines.reduce((sum, l) => sum.plus(l.amount), new D(0));
  const charges = await resolveInvoiceCharges(db, { currency, base: itemsTotal, requested: input.charges ?? [], defaultAccounts, configurations: chargeConfigurations });
  const chargesTotal = charges.reduce((sum, c) => sum.plus(c.amount), new D(0));
  const taxTotal = lines.reduce((sum, l) => sum.plus(l.taxAmount), new D(0));
  const total = itemsTotal.plus(taxTotal).plus(chargesTotal);
  if (total.gte(AMOUNT_LIMIT)) throw fail.field('items', 'the total must stay below 10^13', 'too-large');

  const original = input.returnAgainstIdString
    ? await returnTarget(ctx, companyId, customer.id, input.returnAgainstIdString, input.postingDate, lines)
    : null;
  if (original && original.currencyId !== currency.id) {
    throw fail.field('currencyCodeString', `must be the currency of ${original.number}, which it returns against`, 'other-currency');
  }
  if (original && total.gt(original.outstanding)) {
    throw fail.field('items', `the credit note's total ${total.toFixed(currency.minorUnits)} exceeds what ${original.number} still has outstanding (${new D(original.outstanding).toFixed(currency.minorUnits)})`, 'more-than-outstanding');
  }
  // a credit note against an invoice is at that invoice's rate unless it names its own
  const exchangeRate = original && !input.exchangeRate
    ? new D(original.exchangeRate)
    : await documentRate(db, company, currency, input.postingDate, input.exchangeRate, 'currencyCodeString');
  const baseTotal = documentBaseTotal(total, exchangeRate, company.baseMinorUnits);
  // what a credit note takes off its invoice's receivable: at the invoice's rate, all that is left when it settles the rest
  const settledBase = original ? settledBaseOf(original, total, company.baseMinorUnits) : null;

  // before the company's counters, as deliveries lock the order first
  const salesOrderId = await billTheOrder(ctx, companyId, input, original, lines, customer.id, currency.id);

  // stock: an order's goods leave through its deliveries, so a document billing the order (or crediting its billing) moves none
  const stocked = salesOrderId ? [] : lines.filter((l) => l.item.maintainStock);
  const source = input.return ? 'CREDIT_NOTE' as const : 'SALES_INVOICE' as const;
  // the rows the posting's statement writes, and the answer is made of
  const rowsOf = (id: string, stock: StockMoveResult, journalEntryId: string | null) => {
    const movementOf = new Map(stocked.map((l, i) => [l, stock.movements[i].id]));
    const values = {
      id, companyId, customerId: customer.id, currencyId: currency.id, postingDate: input.postingDate, dueDate, paymentTermsId,
      notes: input.notes ?? null, isReturn: input.return, returnAgainstId: original?.id ?? null, salesOrderId,
      itemsTotal: itemsTotal.toString(), taxTotal: taxTotal.toString(), chargesTotal: chargesTotal.toString(), total: total.toString(),
      // a credit note against an invoice is applied to it at once; a standalone one is credit the customer holds
      outstanding: original ? '0' : total.toString(),
      exchangeRate: exchangeRate.toString(), baseTotal: baseTotal.toString(), baseOutstanding: original ? '0' : baseTotal.toString(),
      settledBase: settledBase?.toString() ?? null,
      journalEntryId, costJournalEntryId: stock.journalEntryId, createdBy: ctx.principal.userId,
    };
    const lineRows = lines.map((l, i) => ({
      invoiceId: id, lineNumber: i + 1, companyId, itemId: l.item.id, qty: l.qty.toString(), unitPrice: l.unitPrice.toString(),
      amount: l.amount.toString(), movementId: movementOf.get(l) ?? null, ...taxColumns(l.amount, l.rate, currency.minorUnits),
    }));
    const chargeRows = charges.map((c, i) => ({
      invoiceId: id, lineNumber: i + 1, companyId, description: c.description, chargeType: c.chargeType, amount: c.amount,
      accountId: c.accountId, chargeId: c.chargeIdString, global: c.global,
    }));
    return { invoice: { ...values, status: statusFor(values) }, lineRows, chargeRows };
  };
  // the company's SHARE lock after the order's, in the order deliveries take them
  return postDocument(ctx, {
    companyId, postingDate: input.postingDate, numbered: input.return ? 'CN' : 'INV',
    stock: {
      source, contra: { role: 'COST_OF_GOODS_SOLD' },
      movements: stocked.length === 0 ? [] : () => stockMovementsFor(db, companyId, currency.minorUnits, stocked, input.return, original?.id ?? null),
    },
    journal: total.gt(0) ? {
      source, currencyId: currency.id, currency, exchangeRate,
      // a credit note settling its invoice at another rate than the invoice's realizes the difference
      differenceAccountId: original ? await realizedExchangeAccount(db, companyId) : undefined,
      lines: postingLines(defaultAccounts, input.return, customer.name, itemsTotal, lines, charges, settledBase ?? baseTotal, exchangeRate, company.baseMinorUnits),
    } : null,
    // the invoice, its lines and its charges in the posting's statement, which takes the number too
    insert: ({ id, number, stock, journalEntryId }) => {
      const { invoice, lineRows, chargeRows } = rowsOf(id, stock, journalEntryId);
      return [
        insertRows(invoices, [invoice], { number }),
        insertRows(invoiceLines, lineRows),
        ...(chargeRows.length > 0 ? [insertRows(invoiceCharges, chargeRows)] : []),
      ];
    },
    write: async ({ id, number, stock, journalEntry, writtenAt }) => {
      const { invoice, lineRows, chargeRows } = rowsOf(id, stock, journalEntry?.id ?? null);
      if (original) await setOutstanding(db, original, new D(original.outstanding).minus(total), new D(original.baseOutstanding).minus(settledBase!));
      // answered from what was written, without reading it back while the company's counters are held
      const row: InvoiceRow = { ...invoice, number, createdAt: writtenAt!, updatedAt: writtenAt!, version: 1, cancelledOn: null, reversalJournalEntryId: null };
      return invoiceDetailOf({ invoice: row, customerName: customer.name, currency: currency.code, minorUnits: currency.minorUnits },
        lineRows.map((line, i) => ({ line, itemCode: lines[i].item.itemCode })), chargeRows, [],
        taxesOf(lineRows, rateNames(lines.map((l) => l.rate)), currency.minorUnits));
    },
  });
}

/**
 * What a settlement of `amount` takes off a document's receivable or payable in the base
 * currency: at the document's rate, and exactly what is left when it settles all of it.
 */
export function settledBaseOf(doc: { outstanding: string; baseOutstanding: string; exchangeRate: string }, amount: Decimal, baseMinorUnits: number): Decimal {
  if (amount.equals(doc.outstanding)) return new D(doc.baseOutstanding);
  return D.min(baseAmount(amount, doc.exchangeRate, baseMinorUnits), new D(doc.baseOutstanding));
}

/**
 * Dr receivable / Cr revenue, each rate's sales tax account and each charge's account; a credit
 * note swaps the sides. The receivable line is `receivableBase` in the base currency.
 */
function postingLines(
  defaultAccounts: Partial<Record<'RECEIVABLE' | 'REVENUE', string>>, isReturn: boolean, customerName: string, itemsTotal: Decimal, lines: Line[],
  charges: InvoiceChargeLine[], receivableBase: Decimal, exchangeRate: Decimal, baseMinorUnits: number,
): PostingLine[] {
  const { RECEIVABLE: receivable, REVENUE: revenue } = defaultAccounts;
  if (!receivable || !revenue) throw fail.conflict(`The company has no default ${receivable ? 'REVENUE' : 'RECEIVABLE'} account; set one in the chart of accounts.`, 'conflict');
  const side = (accountId: string, amount: Decimal, debit: boolean, description: string): PostingLine =>
    debit !== isReturn ? { accountId, debit: amount.toString(), credit: 0, description } : { accountId, debit: 0, credit: amount.toString(), description };
  const inBase = (line: PostingLine, base: Decimal | undefined): PostingLine =>
    (base === undefined ? line : { ...line, base: Number(line.debit) > 0 ? { debit: base, credit: new D(0) } : { debit: new D(0), credit: base } });
  const taxes = taxByAccount(lines, 'sales', (tax) => baseAmount(tax, exchangeRate, baseMinorUnits));
  const total = charges.reduce((sum, c) => sum.plus(c.amount), taxes.reduce((sum, t) => sum.plus(t.amount), itemsTotal));
  const zero = new D(0);
  return [
    { ...side(receivable, total, true, customerName), base: isReturn ? { debit: zero, credit: receivableBase } : { debit: receivableBase, credit: zero } },
    ...(itemsTotal.gt(0) ? [side(revenue, itemsTotal, false, 'Items')] : []),
    ...taxes.map((t) => inBase(side(t.accountId, t.amount, false, t.description), t.base)),
    ...charges.filter((c) => new D(c.amount).gt(0)).map((c) => side(c.accountId, new D(c.amount), false, c.description ?? c.chargeType ?? 'Charge')),
  ];
}

const selectInvoices = (db: DbOrTx) =>
  db.select({ invoice: invoices, customerName: customers.name, currency: currencies.code, minorUnits: currencies.minorUnits })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .innerJoin(currencies, eq(currencies.id, invoices.currencyId))
    .$dynamic();

type SelectedInvoice = { invoice: InvoiceRow; customerName: string; currency: string; minorUnits: number };

function toInvoice({ invoice: i, customerName, currency, minorUnits }: SelectedInvoice): Invoice {
  const money = (value: string) => moneyNumber(value, minorUnits);
  return {
    id: i.id, number: i.number, companyIdString: i.companyId, customerIdString: i.customerId, customerName,
    currencyCodeString: currency, postingDate: i.postingDate, dueDate: i.dueDate, paymentTermsIdString: i.paymentTermsId, notes: i.notes,
    return: i.isReturn, returnAgainstIdString: i.returnAgainstId, salesOrderIdString: i.salesOrderId, status: i.status,
    itemsTotal: money(i.itemsTotal), netTotal: money(i.itemsTotal), taxTotal: money(i.taxTotal), chargesTotal: money(i.chargesTotal),
    total: money(i.total), outstanding: money(i.outstanding),
    // stored at the base currency's minor units
    exchangeRate: i.exchangeRate, baseTotal: Number(i.baseTotal), baseOutstanding: Number(i.baseOutstanding),
    journalEntryId: i.journalEntryId, costJournalEntryId: i.costJournalEntryId,
    cancelledOn: i.cancelledOn, reversalJournalEntryId: i.reversalJournalEntryId,
    createdAt: i.createdAt.toISOString(), updatedAt: i.updatedAt.toISOString(), version: i.version,
  };
}

/** An invoice or credit note with its items, charges and the credit notes against it; another company's is "not found". */
export async function getInvoice(ctx: Ctx, id: string): Promise<InvoiceDetail> {
  const [found] = await selectInvoices(ctx.db).where(eq(invoices.id, id.toLowerCase()));
  const row = visibleTo(ctx, found, (f) => f.invoice.companyId, 'The invoice');
  // one after the other: inside a write's transaction they share one connection
  const lines = await ctx.db.select({ line: invoiceLines, itemCode: items.itemCode }).from(invoiceLines)
    .innerJoin(items, eq(items.id, invoiceLines.itemId)).where(eq(invoiceLines.invoiceId, row.invoice.id)).orderBy(asc(invoiceLines.lineNumber));
  const charges = await ctx.db.select().from(invoiceCharges).where(eq(invoiceCharges.invoiceId, row.invoice.id)).orderBy(asc(invoiceCharges.lineNumber));
  const credits = await ctx.db.select({ id: invoices.id, number: invoices.number, postingDate: invoices.postingDate, total: invoices.total, status: invoices.status })
    .from(invoices).where(eq(invoices.returnAgainstId, row.invoice.id)).orderBy(asc(invoices.createdAt), asc(invoices.id));
  const taxes = await documentTaxes(ctx.db, lines.map((l) => l.line), row.minorUnits);
  return invoiceDetailOf(row, lines, charges, credits, taxes);
}

type LineRow = {
  line: Pick<typeof invoiceLines.$inferSelect, 'lineNumber' | 'itemId' | 'qty' | 'unitPrice' | 'amount' | 'movementId' | 'taxRateId' | 'taxPercent' | 'taxAmount'>;
  itemCode: string;
};
type ChargeRow = Pick<typeof invoiceCharges.$inferSelect, 'lineNumber' | 'description' | 'chargeType' | 'amount' | 'accountId' | 'chargeId' | 'global'>;
type CreditRow = { id: string; number: string; postingDate: string; total: string; status: InvoiceStatus };

function invoiceDetailOf(row: SelectedInvoice, lines: LineRow[], charges: ChargeRow[], credits: CreditRow[], taxes: DocumentTax[]): InvoiceDetail {
  const money = (value: string) => moneyNumber(value, row.minorUnits);
  return {
    ...toInvoice(row),
    items: lines.map(({ line, itemCode }) => ({
      lineNumber: line.lineNumber, itemIdString: line.itemId, itemCode, qty: Number(line.qty),
      unitPrice: money(line.unitPrice), amount: money(line.amount), movementId: line.movementId, ...lineTaxAnswer(line, row.minorUnits),
    })),
    taxes,
    charges: charges.map((c) => ({
      lineNumber: c.lineNumber, description: c.description, chargeType: c.chargeType, amount: money(c.amount),
      accountId: c.accountId, chargeIdString: c.chargeId, global: c.global,
    })),
    creditNotes: credits.map((c) => ({ ...c, total: money(c.total) })),
  };
}

export const invoiceSortable = {
  number: byDocumentNumber(invoices.number),
  postingDate: invoices.postingDate,
  total: invoices.total,
  createdAt: invoices.createdAt,
};

export async function listInvoices(ctx: Ctx, query: InvoiceListQuery) {
  const { db, companyId } = companyContext(ctx, query.companyIdString);
  const where = and(
    eq(invoices.companyId, companyId),
    query.customerIdString ? eq(invoices.customerId, query.customerIdString.toLowerCase()) : undefined,
    query.status ? eq(invoices.status, query.status) : undefined,
    query.fromDate ? gte(invoices.postingDate, query.fromDate) : undefined,
    query.toDate ? lte(invoices.postingDate, query.toDate) : undefined,
    query.return ? eq(invoices.isReturn, query.return === 'true') : undefined,
    query.salesOrderIdString ? eq(invoices.salesOrderId, query.salesOrderIdString.toLowerCase()) : undefined,
    query.search?.trim() ? ilike(invoices.number, containing(query.search.trim())) : undefined,
  );
  return paginate(db, { select: selectInvoices(db), from: invoices, where, sortable: invoiceSortable, defaultSort: ['postingDate,desc', 'number,desc'], tiebreak: invoices.id },
    query, (rows) => rows.map(toInvoice));
}
