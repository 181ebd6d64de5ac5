import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { SalesOrderPdfFormat } from '../../../contract/sales-order-pdf';
import type { DbOrTx } from '../../db/connection';
import { companies, currencies, customers, items, salesOrderDocuments, salesOrderLines, salesOrders } from '../../db/schema';
import type { SalesOrderPdfRenderer } from '../../pdf/pool';
import { renderSalesOrderPdf, type SalesOrderDocument } from '../../pdf/sales-order';
import { visibleTo, type Ctx } from '../core/context';
import { byReference } from './sales-orders';

export type StoredDocument = { content: Buffer; etag: string };

/** A strong ETag (RFC 9110 §8.8.3): the quoted SHA-256 of the bytes, so equal bytes have equal tags. */
export const strongEtag = (content: Buffer) => `"${createHash('sha256').update(content).digest('base64url')}"`;

/**
 * A sales order's PDF for one order version and format (decisions §10): the stored one, or
 * else `render`ed now, stored and answered. Two first requests at once may both render, but
 * only one row is stored (the other insert does nothing) and both answer the stored bytes;
 * rendering is deterministic, so they are the same bytes anyway.
 */
export async function storedSalesOrderPdf(
  db: DbOrTx,
  input: { companyId: string; salesOrderId: string; version: number; format: SalesOrderPdfFormat; render: () => Promise<Buffer> },
): Promise<StoredDocument> {
  const stored = () => db.select({ content: salesOrderDocuments.content, etag: salesOrderDocuments.etag }).from(salesOrderDocuments)
    .where(and(
      eq(salesOrderDocuments.salesOrderId, input.salesOrderId),
      eq(salesOrderDocuments.version, input.version),
      eq(salesOrderDocuments.format, input.format),
    ));
  const [found] = await stored();
  if (found) return found;

  const content = await input.render();
  const etag = strongEtag(content);
  const inserted = await db.insert(salesOrderDocuments)
    .values({ companyId: input.companyId, salesOrderId: input.salesOrderId, version: input.version, format: input.format, etag, content })
    .onConflictDoNothing()
    .returning({ etag: salesOrderDocuments.etag });
  if (inserted.length) return { content, etag };
  const [other] = await stored();
  return other;
}

/**
 * `GET /sales-orders/{salesOrderId}?format=`: the order (by id or trace) of one of the
 * principal's companies as a PDF, from storage when this version was rendered before; another
 * company's order is "not found". The lines are read only when the PDF is rendered, by `render`
 * (the app's worker pool; in this thread when left out).
 */
export async function salesOrderPdf(
  ctx: Ctx,
  input: { ref: string; format: SalesOrderPdfFormat },
  render: SalesOrderPdfRenderer = renderSalesOrderPdf,
): Promise<StoredDocument & { trace: string }> {
  const [selected] = await ctx.db
    .select({
      order: salesOrders,
      company: { name: companies.name, code: companies.code },
      customer: { name: customers.name, email: customers.email, address: customers.billingAddress },
      currency: { code: currencies.code, minorUnits: currencies.minorUnits },
    })
    .from(salesOrders)
    .innerJoin(companies, eq(companies.id, salesOrders.companyId))
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .innerJoin(currencies, eq(currencies.id, salesOrders.currencyId))
    .where(byReference(input.ref));
  const { order, company, customer, currency } = visibleTo(ctx, selected, (found) => found.order.companyId, 'The sales order');
  const stored = await storedSalesOrderPdf(ctx.db, {
    companyId: order.companyId,
    salesOrderId: order.id,
    version: order.version,
    format: input.format,
    render: async () => {
      const lines = await ctx.db
        .select({ itemCode: salesOrderLines.itemCode, itemName: items.name, uom: items.uom, qty: salesOrderLines.qty, unitPrice: salesOrderLines.unitPrice, amount: salesOrderLines.amount })
        .from(salesOrderLines)
        .innerJoin(items, eq(items.id, salesOrderLines.itemId))
        .where(eq(salesOrderLines.salesOrderId, order.id))
        .orderBy(asc(salesOrderLines.lineNumber));
      const document: SalesOrderDocument = {
        company,
        customer,
        order: {
          trace: order.number,
          orderDate: order.orderDate,
          deliveryDate: order.deliveryDate,
          currency,
          status: order.status,
          workflowState: order.workflowState,
          notes: order.notes,
          total: order.total,
          deliveredPercent: order.deliveredPercent,
          billedPercent: order.billedPercent,
          version: order.version,
          updatedAt: order.updatedAt,
        },
        lines,
      };
      return render(document, input.format);
    },
  });
  return { ...stored, trace: order.number };
}
