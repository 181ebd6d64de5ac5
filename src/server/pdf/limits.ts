import { DESCRIPTION_MAX_LENGTH } from '../../contract/common';
import { BILLING_ADDRESS_MAX_LENGTH } from '../../contract/customers';
import { ORDER_LINES_MAX } from '../../contract/orders';
import { DomainError } from '../base/errors';
import type { CommercialDocument, PrintableDocument, SalesOrderDocument } from './document-shapes';

/**
 * The largest sales order the PDF renderer takes: exactly what the contract lets an order hold,
 * so every order made through the API renders (the largest, 500 lines of the longest texts and
 * 10,000 characters of notes, is 256 pages and about 0.5 s, 1.2 s in seven scripts: docs/performance.md "Sales order
 * PDF"). Past them (rows written some other way) the answer is 422 `document-too-large`, never
 * a render that runs on; the page limit is a second guard, twice the largest such order.
 */
export const SALES_ORDER_PDF_LIMITS = {
  notes: DESCRIPTION_MAX_LENGTH,
  lines: ORDER_LINES_MAX,
  /** Every other text (names, codes, the address): the contract's longest is the billing address. */
  text: BILLING_ADDRESS_MAX_LENGTH,
  pages: 500,
} as const;

export const tooLarge = (path: string, message: string) =>
  new DomainError('invalid', 'document-too-large', `The PDF cannot be rendered: ${path} ${message}.`, [{ path, message, code: 'too-large' }]);

/**
 * The largest invoice, credit note, purchase order or delivery note the renderer takes: what the
 * contract lets one hold (an invoice has at most 1000 items, contract/invoices.ts; an order 500;
 * a delivery at most its order's lines; texts at most 1000 characters, the company's address and
 * bank details and the party's address; a tax per line at most). Past them: 422
 * `document-too-large`, as for sales orders.
 */
export const COMMERCIAL_DOCUMENT_PDF_LIMITS = {
  notes: DESCRIPTION_MAX_LENGTH,
  lines: 1000,
  text: BILLING_ADDRESS_MAX_LENGTH,
  details: 10,
  pages: SALES_ORDER_PDF_LIMITS.pages,
} as const;

const characters = (text: string) => text.length;

/** Throws 422 `document-too-large` when any document, whatever its kind, is past its limits. */
export function checkPrintableDocument(document: PrintableDocument): void {
  if ('kind' in document) checkCommercialDocument(document);
  else checkSalesOrderDocument(document);
}

function checkTexts(texts: [string, string | null | undefined][], limit: number) {
  for (const [path, text] of texts) {
    if (text && characters(text) > limit) throw tooLarge(path, `has ${characters(text)} characters, more than ${limit}`);
  }
}

/** Throws 422 `document-too-large` naming the first part of the document past its limit. */
export function checkSalesOrderDocument({ company, customer, order, lines }: SalesOrderDocument): void {
  const limits = SALES_ORDER_PDF_LIMITS;
  if (characters(order.notes ?? '') > limits.notes) throw tooLarge('notes', `has ${characters(order.notes ?? '')} characters, more than ${limits.notes}`);
  if (lines.length > limits.lines) throw tooLarge('items', `has ${lines.length} lines, more than ${limits.lines}`);
  const texts: [string, string | null | undefined][] = [
    ['company.name', company.name], ['company.code', company.code], ['company.address', company.address],
    ['customer.name', customer.name], ['customer.email', customer.email], ['customer.address', customer.address],
    ['trace', order.trace], ['status', order.status], ['workflowState', order.workflowState],
    ...lines.flatMap((line, index): [string, string | null | undefined][] => [
      [`items.${index}.itemCode`, line.itemCode], [`items.${index}.itemName`, line.itemName], [`items.${index}.uom`, line.uom],
      [`items.${index}.qty`, line.qty], [`items.${index}.unitPrice`, line.unitPrice], [`items.${index}.amount`, line.amount],
    ]),
  ];
  checkTexts(texts, limits.text);
}

/** The same for an invoice, credit note, purchase order or delivery note. */
export function checkCommercialDocument({ company, party, number, details, lines, taxes, notes }: CommercialDocument): void {
  const limits = COMMERCIAL_DOCUMENT_PDF_LIMITS;
  if (characters(notes ?? '') > limits.notes) throw tooLarge('notes', `has ${characters(notes ?? '')} characters, more than ${limits.notes}`);
  if (lines.length > limits.lines) throw tooLarge('items', `has ${lines.length} lines, more than ${limits.lines}`);
  if (taxes.length > lines.length) throw tooLarge('taxes', `has ${taxes.length} rates, more than its ${lines.length} lines`);
  if (details.length > limits.details) throw tooLarge('details', `has ${details.length} entries, more than ${limits.details}`);
  checkTexts([
    ['company.name', company.name], ['company.address', company.address], ['company.taxId', company.taxId],
    ['company.email', company.email], ['company.bankDetails', company.bankDetails],
    ['party.name', party.name], ['party.address', party.address], ['party.taxId', party.taxId], ['party.email', party.email],
    ['number', number],
    ...details.flatMap(([label, value], index): [string, string][] => [[`details.${index}.label`, label], [`details.${index}.value`, value]]),
    ...taxes.flatMap((tax, index): [string, string][] => [
      [`taxes.${index}.name`, tax.name], [`taxes.${index}.ratePercent`, tax.ratePercent], [`taxes.${index}.base`, tax.base], [`taxes.${index}.amount`, tax.amount],
    ]),
    ...lines.flatMap((line, index): [string, string | null | undefined][] => [
      [`items.${index}.itemCode`, line.itemCode], [`items.${index}.itemName`, line.itemName], [`items.${index}.uom`, line.uom],
      [`items.${index}.qty`, line.qty], [`items.${index}.unitPrice`, line.unitPrice], [`items.${index}.taxPercent`, line.taxPercent],
      [`items.${index}.taxAmount`, line.taxAmount], [`items.${index}.amount`, line.amount],
    ]),
  ], limits.text);
}
