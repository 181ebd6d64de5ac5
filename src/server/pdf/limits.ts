import { DESCRIPTION_MAX_LENGTH } from '../../contract/common';
import { BILLING_ADDRESS_MAX_LENGTH } from '../../contract/customers';
import { ORDER_LINES_MAX } from '../../contract/orders';
import { DomainError } from '../base/errors';
import type { SalesOrderDocument } from './sales-order';

/**
 * The largest sales order the PDF renderer takes: exactly what the contract lets an order hold,
 * so every order made through the API renders (the largest, 500 lines of the longest texts and
 * 10,000 characters of notes, is 256 pages and about 3 s: docs/performance.md "Sales order
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

const characters = (text: string) => text.length;

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
  for (const [path, text] of texts) {
    if (text && characters(text) > limits.text) throw tooLarge(path, `has ${characters(text)} characters, more than ${limits.text}`);
  }
}
