import type { PdfFormat } from '../../../contract/document-pdf';
import type { PurchaseOrderDetail } from '../../../contract/purchase-orders';
import type { DbOrTx } from '../../db/connection';
import type { CommercialDocument } from '../../pdf/document-shapes';
import { renderDocumentPdf, type PdfRenderer } from '../../pdf/documents';
import type { Ctx } from '../core/context';
import { companyLetterhead, currencyOf, decimalText, detailsOf, printedTaxes, supplierParty } from '../documents/document-parts';
import { storedDocument, type NumberedDocument } from '../documents/stored-documents';
import { getPurchaseOrder } from './purchase-orders';

/**
 * A purchase order's PDF (`GET /purchase-orders/{id}?format=`): from storage when this version
 * was rendered in this format before, else rendered by `render` and stored (as invoiceDocument).
 */
export async function purchaseOrderDocument(ctx: Ctx, purchaseOrderId: string, format: PdfFormat, render: PdfRenderer = renderDocumentPdf): Promise<NumberedDocument> {
  const order = await getPurchaseOrder(ctx, purchaseOrderId);
  const key = { companyId: order.companyIdString, kind: 'PURCHASE_ORDER', recordId: order.id, version: order.version, format } as const;
  const stored = await storedDocument(ctx.db, key, async () => render(await purchaseOrderPrintout(ctx.db, order), format));
  return { ...stored, number: order.number };
}

async function purchaseOrderPrintout(db: DbOrTx, order: PurchaseOrderDetail): Promise<CommercialDocument> {
  const company = await companyLetterhead(db, order.companyIdString, { withBankDetails: false });
  const party = await supplierParty(db, order.supplierIdString);
  const currency = await currencyOf(db, order.currencyCodeString);
  return {
    kind: 'PURCHASE_ORDER',
    number: order.number,
    company,
    party,
    details: detailsOf([
      ['Order date', order.orderDate],
      ['Expected', order.expectedDate],
      ['Currency', order.currencyCodeString],
      ['Status', order.status],
    ]),
    currency,
    lines: order.items.map((line) => ({
      itemCode: line.itemCode,
      itemName: line.itemName,
      uom: line.uom,
      qty: decimalText(line.qty),
      unitPrice: decimalText(line.rate),
      taxPercent: line.taxPercent,
      taxAmount: decimalText(line.taxAmount),
      amount: decimalText(line.amount),
    })),
    taxes: printedTaxes(order.taxes),
    totals: { net: decimalText(order.netTotal), tax: decimalText(order.taxTotal), charges: '0', total: decimalText(order.total) },
    notes: order.notes,
    version: order.version,
    updatedAt: new Date(order.updatedAt),
  };
}
