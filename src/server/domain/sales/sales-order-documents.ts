import { asc, eq } from 'drizzle-orm';
import type { PdfFormat } from '../../../contract/document-pdf';
import { companies, currencies, customers, items, salesOrderLines, salesOrders } from '../../db/schema';
import { renderDocumentPdf, type PdfRenderer } from '../../pdf/documents';
import type { SalesOrderDocument } from '../../pdf/document-shapes';
import { visibleTo, type Ctx } from '../core/context';
import { storedDocument, type NumberedDocument } from '../documents/stored-documents';
import { byReference } from './sales-orders';

/**
 * `GET /sales-orders/{salesOrderId}?format=`: the order (by id or trace) of one of the
 * principal's companies as a PDF, from storage when this version was rendered before; another
 * company's order is "not found". The lines are read only when the PDF is rendered, by `render`
 * (the app's worker pool; in this thread when left out).
 */
export async function salesOrderPdf(
  ctx: Ctx,
  input: { ref: string; format: PdfFormat },
  render: PdfRenderer = renderDocumentPdf,
): Promise<NumberedDocument> {
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
  const key = { companyId: order.companyId, kind: 'SALES_ORDER', recordId: order.id, version: order.version, format: input.format } as const;
  const stored = await storedDocument(ctx.db, key, async () => {
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
  });
  return { ...stored, number: order.number };
}
