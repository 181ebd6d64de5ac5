import PDFDocument from 'pdfkit';
import type { PdfFormat } from '../../contract/document-pdf';
import type { Flow } from './flow';
import { flowText, type TableLook } from './table';
import { drawText, lineHeightOf, type TextStyle } from './typeset';

/** What every document's PDF shares: the formats' looks, the pdfkit document, notes and page footers. */

export const GREY = '#555555';
const RULE = '#bbbbbb';

/** What differs between the formats besides the header: type sizes and spacing. */
export type Look = { margin: number; body: TextStyle; small: TextStyle; table: TableLook };

export const LOOKS: Record<PdfFormat, Look> = {
  STANDARD: {
    margin: 50,
    body: { size: 9.5 },
    small: { size: 8, color: GREY },
    table: { body: { size: 9 }, header: { size: 8.5, weight: 'bold' }, padding: 4, headerFill: '#eeeeee', ruleColor: RULE },
  },
  COMPACT: {
    margin: 32,
    body: { size: 7.5 },
    small: { size: 6.5, color: GREY },
    table: { body: { size: 7 }, header: { size: 7, weight: 'bold' }, padding: 2, headerFill: '#eeeeee', ruleColor: RULE },
  },
};

/** The PDF's info: its title, author and subject, and the date that makes one record version render the same bytes. */
export type PdfInfo = { title: string; author: string; subject: string; date: Date };

/**
 * An A4 pdfkit document whose pages stay buffered (for the footers), and its bytes once it ends.
 * The creation and modification dates are `info.date` (the record's `updatedAt`) and pdfkit
 * derives the file ID from the info, so the same record version always renders the same bytes.
 */
export function openPdf(margin: number, info: PdfInfo): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      Creator: 'Business Ops',
      Producer: 'Business Ops (PDFKit)',
      CreationDate: info.date,
      ModDate: info.date,
    },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** A titled block of text (notes, bank details) across the page, breaking pages between its lines. */
export function drawTitledText(flow: Flow, title: string, text: string, look: Look) {
  flow.y += 14;
  flow.ensure(2 * lineHeightOf(look.body));
  flow.y += drawText(flow.doc, title, { x: flow.left, y: flow.y, width: flow.width }, { ...look.small, weight: 'bold' });
  flowText(flow, text, look.body);
}

/** `left` and the page's number (`pageLabel`) at the bottom of every page, once all pages exist. */
export function drawFooters(flow: Flow, look: Look, left: string, pageLabel: (page: number, pages: number) => string) {
  const { doc } = flow;
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const y = doc.page.height - look.margin - lineHeightOf(look.small);
    drawText(doc, left, { x: flow.left, y, width: flow.width / 2 }, look.small);
    drawText(doc, pageLabel(index - start + 1, count), { x: flow.left + flow.width / 2, y, width: flow.width / 2, align: 'right' }, look.small);
  }
}
