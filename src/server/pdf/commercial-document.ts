import type { PdfFormat } from '../../contract/document-pdf';
import type { CommercialDocument, CommercialDocumentKind, CommercialDocumentLine } from './document-shapes';
import { Flow } from './flow';
import { loadShaper } from './fonts';
import { checkCommercialDocument, COMMERCIAL_DOCUMENT_PDF_LIMITS, tooLarge } from './limits';
import { formatAmount, formatQuantity } from './numbers';
import { drawFooters, drawTitledText, GREY, LOOKS, openPdf, type Look } from './page-layout';
import { drawTable, type Column } from './table';
import { drawText, lineHeightOf, type TextStyle } from './typeset';

/** How each kind is titled, what it calls its party, and whether its lines show prices. */
const KINDS: Record<CommercialDocumentKind, { title: string; party: string; priced: boolean }> = {
  INVOICE: { title: 'Invoice', party: 'BILL TO', priced: true },
  CREDIT_NOTE: { title: 'Credit note', party: 'CREDIT TO', priced: true },
  PURCHASE_ORDER: { title: 'Purchase order', party: 'SUPPLIER', priced: true },
  DELIVERY_NOTE: { title: 'Delivery note', party: 'DELIVER TO', priced: false },
  RETURN_NOTE: { title: 'Goods return note', party: 'RETURNED BY', priced: false },
};

type NumberedLine = CommercialDocumentLine & { number: number };

/**
 * The document as a PDF: the company's letterhead (name, address, tax id, email), the title and
 * number, the party and the details, the lines, the totals and the tax per rate, notes and the
 * bank details; COMPACT sets the same in smaller type with a denser header. Every page has a
 * footer "Page n of m"; on a page after the first a line naming the document and the table's
 * header row are repeated. A document past COMMERCIAL_DOCUMENT_PDF_LIMITS is refused (422
 * `document-too-large`), before rendering or at the page past the limit.
 */
export async function renderCommercialDocumentPdf(document: CommercialDocument, format: PdfFormat): Promise<Buffer> {
  checkCommercialDocument(document);
  await loadShaper();
  const look = LOOKS[format];
  const { company, number } = document;
  const { title, priced } = KINDS[document.kind];
  const { doc, bytes } = openPdf(look.margin, {
    title: `${title} ${number}`,
    author: company.name,
    subject: `${title} ${number}, version ${document.version}, ${format}`,
    date: document.updatedAt,
  });
  const { pages } = COMMERCIAL_DOCUMENT_PDF_LIMITS;
  const flow = new Flow(doc, look.margin, lineHeightOf(look.small) + 8, (next) => {
    drawText(doc, `${company.name} · ${title} ${number} (continued)`, { x: next.left, y: next.y, width: next.width }, look.small);
    next.y += lineHeightOf(look.small) + 6;
  }, pages, () => tooLarge('pages', `would be more than ${pages}`));

  if (format === 'STANDARD') drawStandardHeader(flow, document, look);
  else drawCompactHeader(flow, document, look);
  drawTable(flow, lineColumns(document, format, priced), document.lines.map((line, index) => ({ ...line, number: index + 1 })), look.table);
  if (document.totals) drawTotals(flow, document, document.totals, look);
  if (document.taxes.length) drawTaxes(flow, document, look);
  if (document.notes?.trim()) drawTitledText(flow, 'NOTES', document.notes, look);
  if (company.bankDetails?.trim()) drawTitledText(flow, 'BANK DETAILS', company.bankDetails, look);
  drawFooters(flow, look, `${title} ${number}`, (page, count) => `Page ${page} of ${count}`);
  doc.end();
  return bytes;
}

/** The company's lines under its name: address, tax id, email. */
const companyLines = ({ company }: CommercialDocument) => [company.address, company.taxId && `Tax ID ${company.taxId}`, company.email];
const partyLines = ({ party }: CommercialDocument) => [party.address, party.taxId && `Tax ID ${party.taxId}`, party.email];
const present = (lines: (string | null | undefined)[]) => lines.filter((line): line is string => !!line?.trim());

function drawStandardHeader(flow: Flow, document: CommercialDocument, look: Look) {
  const { doc } = flow;
  const { title, party: partyLabel } = KINDS[document.kind];
  const half = (flow.width - 30) / 2;
  const rightX = flow.right - half;
  const top = flow.y;

  let left = top;
  left += drawText(doc, document.company.name, { x: flow.left, y: left, width: half }, { size: 15, weight: 'bold' });
  for (const line of present(companyLines(document))) left += drawText(doc, line, { x: flow.left, y: left, width: half }, look.small);

  let right = top;
  right += drawText(doc, title, { x: rightX, y: right, width: half, align: 'right' }, { size: 20, weight: 'bold' });
  right += drawText(doc, document.number, { x: rightX, y: right, width: half, align: 'right' }, { size: 12, weight: 'bold' });

  flow.y = Math.max(left, right) + 12;
  flow.rule();
  flow.y += 12;

  const blockTop = flow.y;
  left = blockTop;
  left += drawText(doc, partyLabel, { x: flow.left, y: left, width: half }, { ...look.small, weight: 'bold' });
  left += drawText(doc, document.party.name, { x: flow.left, y: left, width: half }, { size: 11, weight: 'bold' });
  for (const line of present(partyLines(document))) left += drawText(doc, line, { x: flow.left, y: left, width: half }, look.body);

  right = blockTop;
  const labelWidth = 90;
  for (const [label, value] of document.details) {
    drawText(doc, label, { x: rightX, y: right, width: labelWidth }, { ...look.body, color: GREY });
    right += drawText(doc, value, { x: rightX + labelWidth, y: right, width: half - labelWidth, align: 'right' }, { ...look.body, weight: 'bold' });
  }
  flow.y = Math.max(left, right) + 18;
}

function drawCompactHeader(flow: Flow, document: CommercialDocument, look: Look) {
  const { doc } = flow;
  const { title, party: partyLabel } = KINDS[document.kind];
  const bold: TextStyle = { size: 10, weight: 'bold' };
  const half = flow.width / 2;
  const nameHeight = drawText(doc, document.company.name, { x: flow.left, y: flow.y, width: half - 10 }, bold);
  const numberHeight = drawText(doc, `${title} ${document.number}`, { x: flow.left + half, y: flow.y, width: half, align: 'right' }, bold);
  flow.y += Math.max(nameHeight, numberHeight) + 2;
  const oneLine = (lines: (string | null | undefined)[]) => present(lines).map((line) => line.replace(/\s*\r?\n\s*/g, ', ')).join('  ·  ');
  const text = (line: string, style: TextStyle) => {
    if (line) flow.y += drawText(doc, line, { x: flow.left, y: flow.y, width: flow.width }, style);
  };
  text(oneLine(companyLines(document)), look.small);
  text(oneLine([`${partyLabel.toLowerCase().replace(/^./, (c) => c.toUpperCase())}: ${document.party.name}`, ...partyLines(document)]), look.body);
  text(document.details.map(([label, value]) => `${label} ${value}`).join('  ·  '), look.body);
  flow.y += 6;
}

function lineColumns({ currency }: CommercialDocument, format: PdfFormat, priced: boolean): Column<NumberedLine>[] {
  const money = (value = '0') => formatAmount(value, currency.minorUnits);
  const standard = format === 'STANDARD';
  const goods: Column<NumberedLine>[] = [
    { title: '#', width: standard ? 22 : 20, align: 'right', text: (line) => String(line.number) },
    { title: 'Code', width: standard ? 70 : 64, text: (line) => line.itemCode },
    { title: 'Item', width: 'rest', text: (line) => line.itemName },
    { title: 'Qty', width: standard ? 50 : 46, align: 'right', text: (line) => formatQuantity(line.qty) },
    { title: 'Unit', width: standard ? 34 : 30, text: (line) => line.uom ?? '' },
  ];
  if (!priced) return goods;
  return [
    ...goods,
    { title: `Unit price (${currency.code})`, width: standard ? 68 : 62, align: 'right', text: (line) => money(line.unitPrice) },
    { title: 'Tax %', width: standard ? 40 : 36, align: 'right', text: (line) => (line.taxPercent ? formatAmount(line.taxPercent, 2) : '') },
    { title: 'Tax', width: standard ? 56 : 52, align: 'right', text: (line) => (line.taxPercent ? money(line.taxAmount) : '') },
    { title: `Amount (${currency.code})`, width: standard ? 74 : 68, align: 'right', text: (line) => money(line.amount) },
  ];
}

/** Net, tax, charges (when there are any) and the total, right-aligned under the lines. */
function drawTotals(flow: Flow, { currency }: CommercialDocument, totals: NonNullable<CommercialDocument['totals']>, look: Look) {
  const money = (value: string) => formatAmount(value, currency.minorUnits);
  const rows: [string, string, TextStyle][] = [
    ['Net', money(totals.net), look.body],
    ['Tax', money(totals.tax), look.body],
    ...(Number(totals.charges) !== 0 ? [['Charges', money(totals.charges), look.body] as [string, string, TextStyle]] : []),
    [`Total ${currency.code}`, money(totals.total), { size: look.body.size + 1.5, weight: 'bold' }],
  ];
  const width = Math.min(flow.width, 260);
  const x = flow.right - width;
  const inner = width - look.table.padding;
  flow.y += 6;
  flow.ensure(rows.reduce((sum, [, , style]) => sum + lineHeightOf(style), 0) + 6);
  rows.forEach(([label, value, style], index) => {
    if (index === rows.length - 1) {
      flow.rule(x, flow.right, '#000000', 0.8);
      flow.y += 3;
    }
    drawText(flow.doc, label, { x, y: flow.y, width: inner / 2 }, style);
    flow.y += drawText(flow.doc, value, { x: x + inner / 2, y: flow.y, width: inner / 2, align: 'right' }, style);
  });
}

/** The tax per rate: its name, rate, the taxed base and the tax. */
function drawTaxes(flow: Flow, { currency, taxes }: CommercialDocument, look: Look) {
  const money = (value: string) => formatAmount(value, currency.minorUnits);
  flow.y += 12;
  const heading = { ...look.small, weight: 'bold' as const };
  flow.ensure(lineHeightOf(heading) + 3 * lineHeightOf(look.table.body));
  flow.y += drawText(flow.doc, 'TAX BREAKDOWN', { x: flow.left, y: flow.y, width: flow.width }, heading);
  drawTable(flow, [
    { title: 'Tax', width: 'rest', text: (tax) => tax.name },
    { title: 'Rate %', width: 60, align: 'right', text: (tax) => formatAmount(tax.ratePercent, 2) },
    { title: `Base (${currency.code})`, width: 100, align: 'right', text: (tax) => money(tax.base) },
    { title: `Tax (${currency.code})`, width: 100, align: 'right', text: (tax) => money(tax.amount) },
  ], taxes, look.table);
}

