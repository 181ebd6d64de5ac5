import type { PdfFormat } from '../../contract/document-pdf';
import { renderCommercialDocumentPdf, type CommercialDocument } from './commercial-document';
import { renderSalesOrderPdf, type SalesOrderDocument } from './sales-order';

/** Every document the service prints: a sales order, or an invoice, credit note, purchase order or delivery note (with its `kind`). */
export type PrintableDocument = SalesOrderDocument | CommercialDocument;

/** What renders a document's PDF: the worker pool's `render` (pool.ts), or `renderDocumentPdf` in this thread. */
export type PdfRenderer = (document: PrintableDocument, format: PdfFormat) => Promise<Buffer>;

/** The document's PDF, rendered in this thread by its kind's renderer. */
export const renderDocumentPdf: PdfRenderer = (document, format) =>
  'kind' in document ? renderCommercialDocumentPdf(document, format) : renderSalesOrderPdf(document, format);
