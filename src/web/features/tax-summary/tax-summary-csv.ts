import type { TaxSummary } from '../../../contract/tax-rates';
import { csvOfRows, type CsvFormat } from '../../components/data-table/csv';
import { amountText } from '../../money/money';
import { taxFigureColumns, type TaxFigures } from './tax-figures';

type Row = TaxFigures & { name: string; ratePercent: string };

/**
 * The summary as CSV, the way list exports are (`csvOfRows`: the locale's spreadsheet format,
 * cells neutralized against formulas): a row per rate, then the totals; amounts exact with the
 * currency's decimals, the percentage as the service sends it.
 */
export function taxSummaryCsv(summary: TaxSummary, minorUnits: number | undefined, format?: CsvFormat): string {
  const rows: Row[] = [...summary.rows, { ...summary.totals, name: 'Total', ratePercent: '' }];
  return csvOfRows<Row>([
    { header: 'Tax rate', text: (r) => r.name },
    { header: 'Rate %', text: (r) => r.ratePercent, money: true },
    ...taxFigureColumns.map(({ key, header }) => ({ header: `${header} (${summary.currencyCodeString})`, text: (r: Row) => amountText(r[key], minorUnits), money: true })),
  ], rows, format);
}
