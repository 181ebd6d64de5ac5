import type { PdfFormat } from '../../contract/document-pdf';
import type { PrintableDocument } from './document-shapes';

/** What renders a document's PDF: the worker pool's `render` (pool.ts), or `renderDocumentPdf` in this thread. */
export type PdfRenderer = (document: PrintableDocument, format: PdfFormat) => Promise<Buffer>;

/**
 * The document's PDF, rendered in this thread by its kind's renderer. The renderers (and pdfkit,
 * a fifth of the service's start) are loaded on first use: the service renders in its workers.
 */
export const renderDocumentPdf: PdfRenderer = async (document, format) =>
  'kind' in document
    ? (await import('./commercial-document')).renderCommercialDocumentPdf(document, format)
    : (await import('./sales-order')).renderSalesOrderPdf(document, format);
