import { and, asc, eq, gte, ilike, lte, sql } from 'drizzle-orm';
import type { Bill, BillCreate, BillDetail, BillListQuery, PurchaseReceipt, PurchaseReceiptCreate } from '../../../contract/bills';
import type { DbOrTx } from '../../db/connection';
import { insertRows } from '../../db/json-rows';
import { byDocumentNumber, containing, paginate } from '../../db/paginate';
import { billLines, bills, currencies, items, purchaseOrderLines, purchaseOrders, purchaseReceiptLines, purchaseReceipts, suppliers } from '../../db/schema';
import { defaultAccountId } from '../ledger/accounts';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { postDocument } from '../posting/pipeline';
import { fail } from '../../base/errors';
import { Decimal, moneyNumber } from '../core/money';
import { allocate, lineAmount, type Allocation as OrderAllocation } from '../orders/order-lines';
import { appendHistory } from './purchase-orders';
import { donePercent, OPEN_STATUSES, progressStatus } from './purchase-order-status';
import { documentDueDate } from '../payments/payment-terms';
import { companyWithBaseCurrency } from '../ledger/currencies';
import { documentBaseTotal, documentRate, realizedExchangeAccount } from '../ledger/exchange-rates';
import { baseAmount } from '../../../contract/exchange-rates';
import { RATE_DECIMALS } from '../stock/stock-valuation';
import { ratesById, type LineRate } from '../tax/tax-rates';
import { documentTaxes, lineTaxAnswer, taxByAccount, taxColumns } from '../tax/line-tax';

/**
 * Receipts and bills of purchase orders (decisions §7, §12; docs/inventory-and-purchasing.md
 * "Receipts and bills"). Both lock the order row first, so two of them on one order run one
 * after the other and can never receive or bill more than was ordered.
 */

const D = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_EVEN });
type OrderRow = typeof purchaseOrders.$inferSelect;
type LineRow = typeof purchaseOrderLines.$inferSelect;
type Kind = 'receipt' | 'bill';

/** The order, locked FOR UPDATE, with its lines and currency; another company's is "not found". */
async function lockOrder(ctx: Ctx, id: string) {
  const [locked] = await ctx.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id.toLowerCase())).for('update');
  const order = visibleTo(ctx, locked, (r) => r.companyId, 'The purchase order');
  const lines = await ctx.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, order.id)).orderBy(asc(purchaseOrderLines.lineNumber));
  const [currency] = await ctx.db.select().from(currencies).where(eq(currencies.id, order.currencyId));
  const company = await companyWithBaseCurrency(ctx.db, order.companyId);
  return { order, lines, currency, company };
}

/** Receipts take TO_RECEIVE_AND_BILL and TO_RECEIVE; bills every open status. 409 invalid-transition otherwise. */
function checkStatus(order: OrderRow, kind: Kind) {
  const allowed = kind === 'receipt' ? ['TO_RECEIVE_AND_BILL', 'TO_RECEIVE'] : OPEN_STATUSES;
  if (!allowed.includes(order.status)) {
    const what = kind === 'receipt' ? 'receive goods' : 'be billed';
    throw fail.conflict(`A purchase order in status ${order.status} cannot ${what}: only an order in ${allowed.join(' or ')} can.`, 'invalid-transition');
  }
}

/**
 * The rate the order's goods came in at so far: the receipts' rates weighted by their totals
 * (undefined before any valued receipt). A bill clears goods received not billed at it.
 */
async function receiptsRate(db: DbOrTx, orderId: string): Promise<Decimal | undefined> {
  const [row] = await db.select({ rate: sql<string | null>`(sum(${purchaseReceipts.total} * ${purchaseReceipts.exchangeRate}) / nullif(sum(${purchaseReceipts.total}), 0))::text` })
    .from(purchaseReceipts).where(eq(purchaseReceipts.purchaseOrderId, orderId));
  return row.rate === null ? undefined : new D(row.rate).toSignificantDigits(12, D.ROUND_HALF_UP);
}

type Allocation = OrderAllocation<LineRow>;

/** The usual refusal: `only <open> of <item> is still to <verb> on this order`. */
const stillTo = (verb: string) => (open: string, itemCode: string) => `only ${open} of ${itemCode} is still to ${verb} on this order`;

/** Writes the lines' new quantities and the order's percentage, status, version and history. */
async function progress(ctx: Ctx, order: OrderRow, lines: LineRow[], added: Allocation[], kind: Kind) {
  const field = kind === 'receipt' ? 'receivedQty' : 'billedQty';
  const extra = new Map<string, Decimal>();
  for (const a of added) extra.set(a.line.id, (extra.get(a.line.id) ?? new D(0)).plus(a.qty));
  const updated = lines.map((l) => ({ ...l, [field]: new D(l[field]).plus(extra.get(l.id) ?? 0).toString() }));
  for (const l of updated) {
    if (extra.has(l.id)) await ctx.db.update(purchaseOrderLines).set({ [field]: l[field] }).where(eq(purchaseOrderLines.id, l.id));
  }
  const received = donePercent(updated.map((l) => ({ qty: l.qty, done: l.receivedQty })));
  const billed = donePercent(updated.map((l) => ({ qty: l.qty, done: l.billedQty })));
  const status = progressStatus(received, billed);
  await ctx.db.update(purchaseOrders).set({
    receivedPercent: received.toString(), billedPercent: billed.toString(), status,
    updatedAt: sql`now()`, version: sql`${purchaseOrders.version} + 1`,
  }).where(eq(purchaseOrders.id, order.id));
  await appendHistory(ctx, order, kind === 'receipt' ? 'receive' : 'bill', status);
}

/**
 * `POST /purchase-orders/{id}/receipts`: the goods come in at the order lines' rates through
 * the stock ledger (Dr stock / Cr GOODS_RECEIVED_NOT_BILLED, source PURCHASE_RECEIPT); items
 * that do not maintain stock are only counted.
 */
export async function createPurchaseReceipt(ctx: Ctx, orderId: string, input: PurchaseReceiptCreate): Promise<PurchaseReceipt> {
  const { order, lines, currency, company } = await lockOrder(ctx, orderId);
  checkStatus(order, 'receipt');
  const exchangeRate = await documentRate(ctx.db, company, currency, input.postingDate, input.exchangeRate, 'exchangeRate');
  const allocations = allocate(lines, input.items, (l) => new D(l.qty).minus(l.receivedQty), stillTo('receive'));
  const stockItems = new Set((await ctx.db.select({ id: items.id }).from(items)
    .where(and(eq(items.companyId, order.companyId), eq(items.maintainStock, true)))).map((r) => r.id));

  const stocked = allocations.filter((a) => stockItems.has(a.line.itemId));
  // the stock comes in at that rate: its value in the base currency within bounds
  documentBaseTotal(allocations.reduce((sum, a) => sum.plus(lineAmount(a.qty, a.line.rate, currency.minorUnits)), new D(0)), exchangeRate, company.baseMinorUnits);
  // the period is checked by the pipeline, not only by the posting: a receipt of non-stock items alone posts nothing
  return postDocument(ctx, {
    companyId: order.companyId, postingDate: input.postingDate, numbered: 'PR',
    stock: {
      source: 'PURCHASE_RECEIPT', contra: { role: 'GOODS_RECEIVED_NOT_BILLED' },
      // valued in the base currency at the receipt's rate
      movements: stocked.map((a) => ({
        itemId: a.line.itemId, qty: a.qty, rate: new D(a.line.rate).times(exchangeRate).toDecimalPlaces(RATE_DECIMALS, D.ROUND_HALF_UP), path: a.path, itemField: 'itemCode',
      })),
    },
    write: async ({ id, number, stock }) => {
      const movementOf = new Map(stocked.map((a, i) => [a, stock.movements[i].id]));
      const rows = allocations.map((a, i) => ({
        receiptId: id, lineNumber: i + 1, companyId: order.companyId, itemId: a.line.itemId, qty: a.qty.toString(), rate: a.line.rate,
        amount: lineAmount(a.qty, a.line.rate, currency.minorUnits).toString(), movementId: movementOf.get(a) ?? null,
      }));
      const total = rows.reduce((sum, r) => sum.plus(r.amount), new D(0));
      await ctx.db.insert(purchaseReceipts).values({
        id, companyId: order.companyId, number, purchaseOrderId: order.id, postingDate: input.postingDate, total: total.toString(),
        exchangeRate: exchangeRate.toString(), journalEntryId: stock.journalEntryId, createdBy: ctx.principal.userId,
      });
      await ctx.db.insert(purchaseReceiptLines).values(rows);
      await progress(ctx, order, lines, allocations, 'receipt');
      return getPurchaseReceipt(ctx, id);
    },
  });
}

/** A receipt with its lines; another company's is "not found". */
export async function getPurchaseReceipt(ctx: Ctx, id: string): Promise<PurchaseReceipt> {
  const [found] = await ctx.db.select({ receipt: purchaseReceipts, currency: currencies.code, minorUnits: currencies.minorUnits })
    .from(purchaseReceipts)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseReceipts.purchaseOrderId))
    .innerJoin(currencies, eq(currencies.id, purchaseOrders.currencyId))
    .where(eq(purchaseReceipts.id, id.toLowerCase()));
  const { receipt, currency, minorUnits } = visibleTo(ctx, found, (f) => f.receipt.companyId, 'The purchase receipt');
  const lines = await ctx.db.select({ line: purchaseReceiptLines, itemCode: items.itemCode }).from(purchaseReceiptLines)
    .innerJoin(items, eq(items.id, purchaseReceiptLines.itemId)).where(eq(purchaseReceiptLines.receiptId, receipt.id)).orderBy(asc(purchaseReceiptLines.lineNumber));
  return {
    id: receipt.id, number: receipt.number, purchaseOrderIdString: receipt.purchaseOrderId, postingDate: receipt.postingDate,
    currency, total: moneyNumber(receipt.total, minorUnits), exchangeRate: receipt.exchangeRate, journalEntryId: receipt.journalEntryId,
    lines: lines.map(({ line, itemCode }) => ({
      lineNumber: line.lineNumber, itemIdString: line.itemId, itemCode, qty: Number(line.qty),
      rate: moneyNumber(line.rate, minorUnits), amount: moneyNumber(line.amount, minorUnits), movementId: line.movementId,
    })),
    companyIdString: receipt.companyId,
    createdAt: receipt.createdAt.toISOString(), updatedAt: receipt.updatedAt.toISOString(), version: receipt.version,
  };
}

/**
 * `POST /purchase-orders/{id}/bills`: a bill for the named quantities (each at most ordered −
 * billed, so an order can be billed before the goods arrive) or, without `items`, for every
 * line's received-but-not-billed quantity. Posts Dr GOODS_RECEIVED_NOT_BILLED / Cr PAYABLE
 * (source PURCHASE_BILL) at the order's rates.
 */
export async function createBill(ctx: Ctx, orderId: string, input: BillCreate): Promise<BillDetail> {
  const { order, lines, currency, company } = await lockOrder(ctx, orderId);
  checkStatus(order, 'bill');
  const [supplier] = await ctx.db.select({ paymentTermsId: suppliers.paymentTermsId }).from(suppliers).where(eq(suppliers.id, order.supplierId));
  const { dueDate, paymentTermsId } = await documentDueDate(ctx.db, input, supplier.paymentTermsId);
  let allocations: Allocation[];
  if (input.items) {
    allocations = allocate(lines, input.items, (l) => new D(l.qty).minus(l.billedQty), stillTo('bill'));
  } else {
    allocations = lines
      .map((line) => ({ line, qty: D.min(new D(line.receivedQty), new D(line.qty)).minus(line.billedQty), path: 'items' }))
      .filter((a) => a.qty.gt(0));
    if (allocations.length === 0) throw fail.field('items', 'nothing received on this order is unbilled; name the items and quantities to bill', 'nothing-to-bill');
  }
  const rates = await orderLineRates(ctx.db, lines);
  const taxed = allocations.map((a, i) => {
    const amount = lineAmount(a.qty, a.line.rate, currency.minorUnits);
    const rate = rates.get(a.line.id) ?? null;
    return {
      rate,
      row: {
        lineNumber: i + 1, companyId: order.companyId, itemId: a.line.itemId, qty: a.qty.toString(), rate: a.line.rate,
        amount: amount.toString(), ...taxColumns(amount, rate, currency.minorUnits),
      },
    };
  });
  const rows = taxed.map((t) => t.row);
  const net = rows.reduce((sum, r) => sum.plus(r.amount), new D(0));
  const exchangeRate = await documentRate(ctx.db, company, currency, input.postingDate, input.exchangeRate, 'exchangeRate');
  const taxes = taxByAccount(taxed.map((t) => ({ rate: t.rate, taxAmount: t.row.taxAmount })), 'purchase', (tax) => baseAmount(tax, exchangeRate, company.baseMinorUnits));
  const taxTotal = taxes.reduce((sum, t) => sum.plus(t.amount), new D(0));
  const total = net.plus(taxTotal);
  const baseTotal = documentBaseTotal(total, exchangeRate, company.baseMinorUnits);
  const foreign = currency.id !== company.baseCurrencyId;
  // goods received not billed is cleared at the rate the goods came in at; the payable is at the bill's, the difference realized
  const grnbRate = foreign ? (await receiptsRate(ctx.db, order.id)) ?? exchangeRate : exchangeRate;

  const accounts = total.gt(0) ? await billAccounts(ctx.db, order.companyId) : null;
  const zero = new D(0);
  // the period is checked by the pipeline, not only by the posting: a bill of 0 posts nothing
  return postDocument(ctx, {
    companyId: order.companyId, postingDate: input.postingDate, numbered: 'BILL',
    journal: accounts && {
      source: 'PURCHASE_BILL', currencyId: currency.id, exchangeRate, describeAfterNumber: ` (${order.number})`,
      differenceAccountId: foreign ? await realizedExchangeAccount(ctx.db, order.companyId) : undefined,
      lines: [
        ...(net.gt(0) ? [{ accountId: accounts.grnb, debit: net.toString(), credit: 0, base: { debit: baseAmount(net, grnbRate, company.baseMinorUnits), credit: zero } }] : []),
        ...taxes.map((t) => ({ accountId: t.accountId, debit: t.amount.toString(), credit: 0, description: t.description, base: { debit: t.base!, credit: zero } })),
        { accountId: accounts.payable, debit: 0, credit: total.toString(), base: { debit: zero, credit: baseTotal } },
      ],
    },
    // the bill and its lines in the posting's statement, which takes the number too
    insert: ({ id, number, journalEntryId }) => [
      insertRows(bills, [{
        id, companyId: order.companyId, purchaseOrderId: order.id, supplierId: order.supplierId, currencyId: currency.id,
        postingDate: input.postingDate, dueDate, paymentTermsId, supplierInvoiceNumber: input.supplierInvoiceNumber ?? null,
        total: total.toString(), taxTotal: taxTotal.toString(), outstanding: total.toString(), status: 'UNPAID',
        exchangeRate: exchangeRate.toString(), baseTotal: baseTotal.toString(), baseOutstanding: baseTotal.toString(),
        journalEntryId, createdBy: ctx.principal.userId,
      }], { number }),
      insertRows(billLines, rows.map((r) => ({ ...r, billId: id }))),
    ],
    write: async ({ id }) => {
      await progress(ctx, order, lines, allocations, 'bill');
      return getBill(ctx, id);
    },
  });
}

/**
 * The rate each taxed order line is taxed at: the order line's percentage (as the order was
 * priced) with the rate's name and accounts.
 */
async function orderLineRates(db: DbOrTx, lines: LineRow[]): Promise<Map<string, LineRate>> {
  const rates = await ratesById(db, lines.map((l) => l.taxRateId));
  return new Map(lines.flatMap((l) => {
    const rate = l.taxRateId ? rates.get(l.taxRateId) : undefined;
    if (!rate || l.taxPercent === null) return [];
    return [[l.id, { id: rate.id, name: rate.name, percent: l.taxPercent, salesAccountId: rate.salesAccountId, purchaseAccountId: rate.purchaseAccountId }]];
  }));
}

/** A bill moves what was received from GOODS_RECEIVED_NOT_BILLED to PAYABLE. */
async function billAccounts(db: DbOrTx, companyId: string) {
  const grnb = await defaultAccountId(db, companyId, 'GOODS_RECEIVED_NOT_BILLED');
  const payable = await defaultAccountId(db, companyId, 'PAYABLE');
  if (!grnb || !payable) throw fail.conflict(`The company has no default ${grnb ? 'PAYABLE' : 'GOODS_RECEIVED_NOT_BILLED'} account; set one in the chart of accounts.`, 'conflict');
  return { grnb, payable };
}

export type BillRow = typeof bills.$inferSelect;

/**
 * A bill's status from what is left to pay, as invoices compute theirs: all of it UNPAID, some
 * PARTLY_PAID, none PAID (a bill of 0 stays UNPAID: nothing was ever paid on it).
 */
export function billStatusFor(row: Pick<BillRow, 'total' | 'outstanding'>): BillRow['status'] {
  const outstanding = new D(row.outstanding);
  if (outstanding.equals(row.total)) return 'UNPAID';
  return outstanding.isZero() ? 'PAID' : 'PARTLY_PAID';
}

/** Sets a bill's outstanding amount (in its currency and in the base) and the status it implies; bumps its version. */
export async function setBillOutstanding(db: DbOrTx, row: BillRow, outstanding: Decimal, baseOutstanding: Decimal) {
  const status = billStatusFor({ ...row, outstanding: outstanding.toString() });
  await db.update(bills)
    .set({ outstanding: outstanding.toString(), baseOutstanding: baseOutstanding.toString(), status, updatedAt: sql`now()`, version: sql`${bills.version} + 1` })
    .where(eq(bills.id, row.id));
}

const selectBills = (db: DbOrTx) =>
  db.select({ bill: bills, orderNumber: purchaseOrders.number, supplierName: suppliers.name, currency: currencies.code, minorUnits: currencies.minorUnits })
    .from(bills)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, bills.purchaseOrderId))
    .innerJoin(suppliers, eq(suppliers.id, bills.supplierId))
    .innerJoin(currencies, eq(currencies.id, bills.currencyId))
    .$dynamic();

type SelectedBill = { bill: typeof bills.$inferSelect; orderNumber: string; supplierName: string; currency: string; minorUnits: number };

function toBill({ bill: b, orderNumber, supplierName, currency, minorUnits }: SelectedBill): Bill {
  return {
    id: b.id, number: b.number, purchaseOrderIdString: b.purchaseOrderId, purchaseOrderNumber: orderNumber,
    supplierIdString: b.supplierId, supplierName, postingDate: b.postingDate, dueDate: b.dueDate,
    paymentTermsIdString: b.paymentTermsId, supplierInvoiceNumber: b.supplierInvoiceNumber, currency,
    netTotal: moneyNumber(new D(b.total).minus(b.taxTotal), minorUnits), taxTotal: moneyNumber(b.taxTotal, minorUnits),
    total: moneyNumber(b.total, minorUnits), outstanding: moneyNumber(b.outstanding, minorUnits), status: b.status,
    // stored at the base currency's minor units
    exchangeRate: b.exchangeRate, baseTotal: Number(b.baseTotal), baseOutstanding: Number(b.baseOutstanding),
    journalEntryId: b.journalEntryId, companyIdString: b.companyId,
    createdAt: b.createdAt.toISOString(), updatedAt: b.updatedAt.toISOString(), version: b.version,
  };
}

/** A bill with its lines; another company's is "not found". */
export async function getBill(ctx: Ctx, id: string): Promise<BillDetail> {
  const [found] = await selectBills(ctx.db).where(eq(bills.id, id.toLowerCase()));
  const row = visibleTo(ctx, found, (f) => f.bill.companyId, 'The bill');
  const lines = await ctx.db.select({ line: billLines, itemCode: items.itemCode }).from(billLines)
    .innerJoin(items, eq(items.id, billLines.itemId)).where(eq(billLines.billId, row.bill.id)).orderBy(asc(billLines.lineNumber));
  return {
    ...toBill(row),
    lines: lines.map(({ line, itemCode }) => ({
      lineNumber: line.lineNumber, itemIdString: line.itemId, itemCode, qty: Number(line.qty),
      rate: moneyNumber(line.rate, row.minorUnits), amount: moneyNumber(line.amount, row.minorUnits), ...lineTaxAnswer(line, row.minorUnits),
    })),
    taxes: await documentTaxes(ctx.db, lines.map((l) => l.line), row.minorUnits),
  };
}

export const billSortable = {
  postingDate: bills.postingDate,
  number: byDocumentNumber(bills.number),
  total: bills.total,
  createdAt: bills.createdAt,
};

export async function listBills(ctx: Ctx, query: BillListQuery) {
  const { db, companyId } = companyContext(ctx, query.companyIdString);
  const term = query.search?.trim();
  const where = and(
    eq(bills.companyId, companyId),
    query.supplierIdString ? eq(bills.supplierId, query.supplierIdString.toLowerCase()) : undefined,
    query.purchaseOrderIdString ? eq(bills.purchaseOrderId, query.purchaseOrderIdString.toLowerCase()) : undefined,
    query.fromDate ? gte(bills.postingDate, query.fromDate) : undefined,
    query.toDate ? lte(bills.postingDate, query.toDate) : undefined,
    term ? ilike(bills.number, containing(term)) : undefined,
  );
  return paginate(db, { select: selectBills(db), from: bills, where, sortable: billSortable, defaultSort: ['postingDate,desc', 'number,desc'], tiebreak: bills.id },
    query, (rows) => rows.map(toBill));
}
