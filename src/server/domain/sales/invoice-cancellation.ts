import { and, asc, eq, ne } from 'drizzle-orm';
import type { InvoiceCancel, InvoiceDetail } from '../../../contract/invoices';
import type { DbOrTx } from '../../db/connection';
import { invoiceLines, invoices, items, paymentAllocations, payments, stockMovements } from '../../db/schema';
import type { Ctx } from '../core/context';
import { DomainError, fail } from '../../base/errors';
import { getInvoice, lockInvoice, setOutstanding, type InvoiceRow } from './invoices';
import { closedPeriodOn } from '../ledger/ledger';
import { Decimal } from '../core/money';
import { billSalesOrder } from './sales-order-billing';
import type { StockMovementRequest } from '../stock/stock-ledger';
import { postDocument } from '../posting/pipeline';

/** Payments (not cancelled) allocated to an invoice, by number: what keeps it from being cancelled. */
async function liveAllocationsTo(db: DbOrTx, invoiceId: string): Promise<string[]> {
  const rows = await db.selectDistinct({ number: payments.number }).from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(and(eq(paymentAllocations.invoiceId, invoiceId), eq(payments.status, 'POSTED')))
    .orderBy(asc(payments.number));
  return rows.map((r) => r.number);
}

/**
 * What keeps an invoice from being cancelled, one sentence each: the payments allocated to it
 * and the credit notes raised against it that are not cancelled themselves.
 */
async function cancellationBlockers(db: DbOrTx, invoice: InvoiceRow): Promise<string[]> {
  const credits = await db.select({ number: invoices.number }).from(invoices)
    .where(and(eq(invoices.returnAgainstId, invoice.id), ne(invoices.status, 'CANCELLED'))).orderBy(asc(invoices.number));
  const paidBy = await liveAllocationsTo(db, invoice.id);
  return [
    ...(paidBy.length > 0 ? [`payments are allocated to it (${paidBy.join(', ')}); cancel them first`] : []),
    ...(credits.length > 0 ? [`credit notes were raised against it (${credits.map((c) => c.number).join(', ')}); cancel them first`] : []),
  ];
}

/**
 * The document's stock movements undone: an invoice's issues come back as receipts at the rate
 * they went out at, a credit note's receipts go out again at valuation (409 insufficient-stock
 * when the stock is gone). Against cost of goods sold, as the document moved them.
 */
async function undoneMovements(db: DbOrTx, invoice: InvoiceRow): Promise<StockMovementRequest[]> {
  const moved = await db.select({ lineNumber: invoiceLines.lineNumber, itemId: stockMovements.itemId, qty: stockMovements.qty, rate: stockMovements.rate })
    .from(invoiceLines).innerJoin(stockMovements, eq(stockMovements.id, invoiceLines.movementId))
    .where(eq(invoiceLines.invoiceId, invoice.id)).orderBy(asc(invoiceLines.lineNumber));
  return moved.map((m) => {
    const qty = new Decimal(m.qty).negated();
    return { itemId: m.itemId, qty, rate: qty.isPositive() ? m.rate : undefined, path: `items.${m.lineNumber - 1}`, itemField: 'itemCode' };
  });
}

/**
 * `POST /invoices/{id}/cancel`: reverses the document's journal entry, undoes its stock
 * movements and marks it CANCELLED with nothing outstanding; a credit note against an invoice
 * gives that invoice its outstanding back. 409 invalid-transition when cancelled already, 409
 * in-use while payments are allocated to it or credit notes against it stand, 409 period-closed.
 */
export async function cancelInvoice(ctx: Ctx, id: string, input: InvoiceCancel | null | undefined): Promise<InvoiceDetail> {
  const invoice = await lockInvoice(ctx, id);
  const what = invoice.isReturn ? 'credit note' : 'invoice';
  if (invoice.status === 'CANCELLED') throw fail.conflict(`The ${what} ${invoice.number} is cancelled already.`, 'invalid-transition');
  const blockers = await cancellationBlockers(ctx.db, invoice);
  if (blockers.length > 0) throw fail.conflict(`The ${what} ${invoice.number} cannot be cancelled: ${blockers.join('; ')}.`, 'in-use');
  const postingDate = input?.postingDate ?? invoice.postingDate;
  if (postingDate < invoice.postingDate) throw fail.field('postingDate', `must not be before the ${what}'s posting date (${invoice.postingDate})`, 'before-posting-date');
  const closed = await closedPeriodOn(ctx.db, invoice.companyId, postingDate);
  if (closed) throw fail.conflict(`${postingDate} lies in the closed ${closed}.`, 'period-closed');
  // before any posting takes the company's counters: a credit note being created holds this lock while it waits for them
  const original = invoice.returnAgainstId ? await lockInvoice(ctx, invoice.returnAgainstId) : null;

  if (invoice.salesOrderId) {
    // an invoice's billing taken back, a credit note's given again; before the stock and the company's counters
    await billSalesOrder(ctx.db, {
      companyId: invoice.companyId, salesOrderId: invoice.salesOrderId, sign: invoice.isReturn ? 1 : -1, by: ctx.principal.userId,
      items: await ctx.db.select({ itemCode: items.itemCode, qty: invoiceLines.qty }).from(invoiceLines)
        .innerJoin(items, eq(items.id, invoiceLines.itemId)).where(eq(invoiceLines.invoiceId, invoice.id)).orderBy(asc(invoiceLines.lineNumber)),
    }).catch((error: unknown) => {
      // the order's quantities moved on since (another invoice billed what a credit note freed, a standalone credit note
      // took this invoice's billing back): a conflict with the order's state, not a field of this request, which has none
      if (error instanceof DomainError && error.kind === 'invalid') {
        const why = error.errors?.map((e) => e.message).join('; ') ?? error.detail;
        throw fail.conflict(`The ${what} ${invoice.number} cannot be cancelled: its sales order no longer allows it (${why}).`);
      }
      throw error;
    });
  }

  return postDocument(ctx, {
    companyId: invoice.companyId, postingDate, existing: { id: invoice.id, number: invoice.number },
    stock: { source: 'INVOICE_CANCELLATION', movements: await undoneMovements(ctx.db, invoice), contra: { role: 'COST_OF_GOODS_SOLD' } },
    journal: invoice.journalEntryId ? { reverse: invoice.journalEntryId, reference: `Cancellation of ${invoice.number}` } : null,
    write: async ({ journalEntry: reversal }) => {
      if (original) {
        await setOutstanding(ctx.db, original, new Decimal(original.outstanding).plus(invoice.total), new Decimal(original.baseOutstanding).plus(invoice.settledBase ?? 0));
      }
      await ctx.db.update(invoices).set({
        status: 'CANCELLED', outstanding: '0', baseOutstanding: '0', cancelledOn: postingDate, reversalJournalEntryId: reversal?.id ?? null,
        updatedAt: new Date(), version: invoice.version + 1,
      }).where(eq(invoices.id, invoice.id));
      return getInvoice(ctx, invoice.id);
    },
  });
}
