import type { TaxSummary } from '../../../contract/tax-rates';

export type TaxFigures = TaxSummary['totals'];

/** The figures of a row of the tax summary, in their column order, with their headers. */
export const taxFigureColumns: { key: keyof TaxFigures; header: string }[] = [
  { key: 'salesBase', header: 'Sales base' },
  { key: 'salesTax', header: 'Sales tax' },
  { key: 'purchaseBase', header: 'Purchase base' },
  { key: 'purchaseTax', header: 'Purchase tax' },
  { key: 'netPayable', header: 'Net payable' },
];
