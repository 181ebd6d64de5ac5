import type { PdfFormat } from '../../../contract/document-pdf';
import type { SalesDelivery } from '../../../contract/sales-orders';
import type { DbOrTx } from '../../db/connection';
import type { CommercialDocument } from '../../pdf/document-shapes';
import { renderDocumentPdf, type PdfRenderer } from '../../pdf/documents';
import type { Ctx } from '../core/context';
import { companyLetterhead, currencyOf, decimalText, detailsOf, itemNames, salesOrderCustomer } from '../documents/document-parts';
import { storedDocument, type NumberedDocument } from '../documents/stored-documents';
import { getSalesDelivery } from './sales-deliveries';

/**
 * A delivery note's (or goods return note's) PDF (`GET /deliveries/{id}?format=`): the delivered
 * quantities, no prices, and the order delivered; stored per version and format as invoiceDocument.
 */
export async function deliveryDocument(ctx: Ctx, deliveryId: string, format: PdfFormat, render: PdfRenderer = renderDocumentPdf): Promise<NumberedDocument> {
  const delivery = await getSalesDelivery(ctx, deliveryId);
  const key = { companyId: delivery.companyIdString, kind: 'DELIVERY', recordId: delivery.id, version: delivery.version, format } as const;
  const stored = await storedDocument(ctx.db, key, async () => render(await deliveryPrintout(ctx.db, delivery), format));
  return { ...stored, number: delivery.number };
}

async function deliveryPrintout(db: DbOrTx, delivery: SalesDelivery): Promise<CommercialDocument> {
  const company = await companyLetterhead(db, delivery.companyIdString, { withBankDetails: false });
  const party = await salesOrderCustomer(db, delivery.salesOrderIdString);
  const currency = await currencyOf(db, delivery.currencyCodeString);
  const names = await itemNames(db, delivery.lines.map((line) => line.itemIdString));
  return {
    kind: delivery.return ? 'RETURN_NOTE' : 'DELIVERY_NOTE',
    number: delivery.number,
    company,
    party,
    details: detailsOf([[delivery.return ? 'Return date' : 'Delivery date', delivery.postingDate], ['Sales order', delivery.salesOrderTrace]]),
    currency,
    lines: delivery.lines.map((line) => ({
      itemCode: line.itemCode,
      itemName: names.get(line.itemIdString)?.name ?? line.itemCode,
      uom: names.get(line.itemIdString)?.uom,
      qty: decimalText(line.qty),
    })),
    taxes: [],
    totals: null,
    notes: null,
    version: delivery.version,
    updatedAt: new Date(delivery.updatedAt),
  };
}
