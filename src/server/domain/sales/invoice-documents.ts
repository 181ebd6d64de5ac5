import { eq } from 'drizzle-orm';
import type { PdfFormat } from '../../../contract/document-pdf';
import type { InvoiceDetail } from '../../../contract/invoices';
import type { DbOrTx } from '../../db/connection';
import { invoices, salesOrders } from '../../db/schema';
import type { CommercialDocument } from '../../pdf/document-shapes';
import { renderDocumentPdf, type PdfRenderer } from '../../pdf/documents';
import type { Ctx } from '../core/context';
import {
  companyLetterhead, currencyOf, customerParty, decimalText, detailsOf, itemNames, paymentTermsName, printedLine, printedTaxes,
} from '../documents/document-parts';
import { storedDocument, type NumberedDocument } from '../documents/stored-documents';
import { getInvoice } from './invoices';

/**
 * An invoice's or credit note's PDF (`GET /invoices/{id}?format=`, and the attachment of `POST
 * /invoices/{id}/send`): from storage when this version was rendered in this format before,
 * else rendered by `render` (pass the app's worker pool, `RouteContext.renderPdf`; in this
 * thread when left out) and stored. Another company's invoice is "not found" (404). The file is
 * named after `number`.
 */
export async function invoiceDocument(ctx: Ctx, invoiceId: string, format: PdfFormat, render: PdfRenderer = renderDocumentPdf): Promise<NumberedDocument> {
  const invoice = await getInvoice(ctx, invoiceId);
  const key = { companyId: invoice.companyIdString, kind: 'INVOICE', recordId: invoice.id, version: invoice.version, format } as const;
  const stored = await storedDocument(ctx.db, key, async () => render(await invoicePrintout(ctx.db, invoice), format));
  return { ...stored, number: invoice.number };
}

/** What the invoice's PDF shows: its answer, the company's letterhead with bank details, the customer, the terms it was issued under and references. */
async function invoicePrintout(db: DbOrTx, invoice: InvoiceDetail): Promise<CommercialDocument> {
  // one after the other: inside a write's transaction they share one connection
  const company = await companyLetterhead(db, invoice.companyIdString, { withBankDetails: !invoice.return });
  const party = await customerParty(db, invoice.customerIdString);
  const paymentTerms = await paymentTermsName(db, invoice.paymentTermsIdString);
  const currency = await currencyOf(db, invoice.currencyCodeString);
  const names = await itemNames(db, invoice.items.map((line) => line.itemIdString));
  const returnAgainst = invoice.returnAgainstIdString
    && (await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, invoice.returnAgainstIdString)))[0]?.number;
  const salesOrder = invoice.salesOrderIdString
    && (await db.select({ number: salesOrders.number }).from(salesOrders).where(eq(salesOrders.id, invoice.salesOrderIdString)))[0]?.number;
  const details = detailsOf([
    [invoice.return ? 'Date' : 'Invoice date', invoice.postingDate],
    ['Due date', !invoice.return && invoice.dueDate],
    ['Payment terms', !invoice.return && paymentTerms],
    ['Returns against', returnAgainst],
    ['Sales order', salesOrder],
    ['Currency', invoice.currencyCodeString],
    ['Cancelled on', invoice.cancelledOn],
  ]);
  return {
    kind: invoice.return ? 'CREDIT_NOTE' : 'INVOICE',
    number: invoice.number,
    company,
    party,
    details,
    currency,
    lines: invoice.items.map((line) => printedLine(line, line.unitPrice, names)),
    taxes: printedTaxes(invoice.taxes),
    totals: {
      net: decimalText(invoice.netTotal), tax: decimalText(invoice.taxTotal), charges: decimalText(invoice.chargesTotal), total: decimalText(invoice.total),
    },
    notes: invoice.notes,
    version: invoice.version,
    updatedAt: new Date(invoice.updatedAt),
  };
}

