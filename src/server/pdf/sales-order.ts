import type { PdfFormat } from '../../contract/document-pdf';
import type { SalesOrderDocument, SalesOrderDocumentLine } from './document-shapes';
import { Flow } from './flow';
import { loadShaper } from './fonts';
import { checkSalesOrderDocument, SALES_ORDER_PDF_LIMITS, tooLarge } from './limits';
import { formatAmount, formatQuantity } from './numbers';
import { drawFooters, drawTitledText, GREY, LOOKS, openPdf, type Look } from './page-layout';
import { drawTable, type Column } from './table';
import { drawText, heightOf, lineHeightOf, type TextStyle } from './typeset';

/**
 * The order as a PDF: STANDARD is a full A4 document (company, customer block, dates and
 * states, the lines, the total, notes), COMPACT the same lines densely in one table under a
 * short header. Every page has a footer with its number ("1 / 2"); on a page after the first,
 * a line naming the order and the table's header row are repeated. The same document always
 * renders the same bytes: the dates in the PDF's info are the order's `updatedAt`, and pdfkit
 * derives the file ID from the info. A document past SALES_ORDER_PDF_LIMITS is refused
 * (422 `document-too-large`), before rendering or at the page past the limit.
 */
export async function renderSalesOrderPdf(document: SalesOrderDocument, format: PdfFormat): Promise<Buffer> {
  checkSalesOrderDocument(document);
  await loadShaper();
  const look = LOOKS[format];
  const { company, order } = document;
  const { doc, bytes } = openPdf(look.margin, {
    title: `Sales order ${order.trace}`,
    author: company.name,
    subject: `Sales order ${order.trace}, version ${order.version}, ${format}`,
    date: order.updatedAt,
  });

  const flow = new Flow(doc, look.margin, lineHeightOf(look.small) + 8, (next) => {
    drawText(doc, `${company.name} · Sales order ${order.trace} (continued)`, { x: next.left, y: next.y, width: next.width }, look.small);
    next.y += lineHeightOf(look.small) + 6;
  }, SALES_ORDER_PDF_LIMITS.pages, () => tooLarge('pages', `would be more than ${SALES_ORDER_PDF_LIMITS.pages}`));
  if (format === 'STANDARD') drawStandardHeader(flow, document, look);
  else drawCompactHeader(flow, document, look);
  drawTable(flow, lineColumns(document, format), document.lines.map((line, index) => ({ ...line, number: index + 1 })), look.table);
  drawTotal(flow, document, look, format);
  if (order.notes?.trim()) drawTitledText(flow, 'NOTES', order.notes, look);
  drawFooters(flow, look, `Sales order ${order.trace} · version ${order.version}`, (page, pages) => `${page} / ${pages}`);
  doc.end();
  return bytes;
}

function drawStandardHeader(flow: Flow, { company, customer, order }: SalesOrderDocument, look: Look) {
  const { doc } = flow;
  const half = (flow.width - 30) / 2;
  const rightX = flow.right - half;
  const top = flow.y;

  let left = top;
  left += drawText(doc, company.name, { x: flow.left, y: left, width: half }, { size: 15, weight: 'bold' });
  left += drawText(doc, company.code, { x: flow.left, y: left, width: half }, look.small);
  if (company.address) left += drawText(doc, company.address, { x: flow.left, y: left, width: half }, look.small);

  let right = top;
  right += drawText(doc, 'Sales order', { x: rightX, y: right, width: half, align: 'right' }, { size: 20, weight: 'bold' });
  right += drawText(doc, order.trace, { x: rightX, y: right, width: half, align: 'right' }, { size: 12, weight: 'bold' });
  right += drawText(doc, `Version ${order.version}`, { x: rightX, y: right, width: half, align: 'right' }, look.small);

  flow.y = Math.max(left, right) + 12;
  flow.rule();
  flow.y += 12;

  const blockTop = flow.y;
  left = blockTop;
  left += drawText(doc, 'CUSTOMER', { x: flow.left, y: left, width: half }, { ...look.small, weight: 'bold' });
  left += drawText(doc, customer.name, { x: flow.left, y: left, width: half }, { size: 11, weight: 'bold' });
  if (customer.email) left += drawText(doc, customer.email, { x: flow.left, y: left, width: half }, look.body);
  if (customer.address) left += drawText(doc, customer.address, { x: flow.left, y: left, width: half }, look.body);

  right = blockTop;
  const details: [string, string][] = [
    ['Order date', order.orderDate],
    ['Delivery date', order.deliveryDate ?? '—'],
    ['Currency', order.currency.code],
    ['Status', order.status],
    ['Workflow', order.workflowState],
    ['Delivered', `${formatQuantity(order.deliveredPercent)} %`],
    ['Billed', `${formatQuantity(order.billedPercent)} %`],
  ];
  const labelWidth = 90;
  for (const [label, value] of details) {
    drawText(doc, label, { x: rightX, y: right, width: labelWidth }, { ...look.body, color: GREY });
    right += drawText(doc, value, { x: rightX + labelWidth, y: right, width: half - labelWidth, align: 'right' }, { ...look.body, weight: 'bold' });
  }
  flow.y = Math.max(left, right) + 18;
}

function drawCompactHeader(flow: Flow, { company, customer, order }: SalesOrderDocument, look: Look) {
  const { doc } = flow;
  const title: TextStyle = { size: 10, weight: 'bold' };
  const half = flow.width / 2;
  const nameHeight = drawText(doc, company.name, { x: flow.left, y: flow.y, width: half - 10 }, title);
  const traceHeight = drawText(doc, `Sales order ${order.trace}`, { x: flow.left + half, y: flow.y, width: half, align: 'right' }, title);
  flow.y += Math.max(nameHeight, traceHeight) + 2;
  const facts = [
    `Customer: ${customer.name}`,
    `Order date ${order.orderDate}`,
    ...(order.deliveryDate ? [`Delivery ${order.deliveryDate}`] : []),
    `Status ${order.status}`,
    `Workflow ${order.workflowState}`,
    `Delivered ${formatQuantity(order.deliveredPercent)} %`,
    `Billed ${formatQuantity(order.billedPercent)} %`,
    `Currency ${order.currency.code}`,
    `Version ${order.version}`,
  ].join('  ·  ');
  flow.y += drawText(doc, facts, { x: flow.left, y: flow.y, width: flow.width }, look.body) + 6;
}

function lineColumns({ order }: SalesOrderDocument, format: PdfFormat): Column<SalesOrderDocumentLine & { number: number }>[] {
  const money = (value: string) => formatAmount(value, order.currency.minorUnits);
  const standard = format === 'STANDARD';
  return [
    { title: '#', width: standard ? 24 : 20, align: 'right', text: (line) => String(line.number) },
    { title: 'Code', width: standard ? 80 : 70, text: (line) => line.itemCode },
    { title: 'Item', width: 'rest', text: (line) => line.itemName },
    { title: 'Qty', width: standard ? 55 : 50, align: 'right', text: (line) => formatQuantity(line.qty) },
    { title: 'Unit', width: standard ? 40 : 34, text: (line) => line.uom ?? '' },
    { title: `Unit price (${order.currency.code})`, width: standard ? 80 : 70, align: 'right', text: (line) => money(line.unitPrice) },
    { title: `Amount (${order.currency.code})`, width: standard ? 88 : 76, align: 'right', text: (line) => money(line.amount) },
  ];
}

function drawTotal(flow: Flow, { order }: SalesOrderDocument, look: Look, format: PdfFormat) {
  const style: TextStyle = { size: format === 'STANDARD' ? 11 : 8, weight: 'bold' };
  const text = `Total ${order.currency.code}  ${formatAmount(order.total, order.currency.minorUnits)}`;
  const width = Math.min(flow.width, 260);
  const x = flow.right - width;
  flow.y += format === 'STANDARD' ? 8 : 3;
  flow.ensure(heightOf(text, width - look.table.padding, style) + 4);
  flow.rule(x, flow.right, '#000000', 0.8);
  flow.y += 4;
  flow.y += drawText(flow.doc, text, { x, y: flow.y, width: width - look.table.padding, align: 'right' }, style);
}
