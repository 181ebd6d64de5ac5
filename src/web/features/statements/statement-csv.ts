import type { StatementRow } from '../../../contract/statements';
import { csvOfRows, type CsvFormat } from '../../components/data-table/csv';
import { amountText } from '../../money/money';
import { columnHeading } from './statement-dates';
import type { StatementColumn, StatementTotal } from './StatementTable';

type Line = { number: string; name: string; level: string; amounts: (number | undefined)[] };

/**
 * A statement as CSV, the way list exports are (`csvOfRows`: the locale's spreadsheet format,
 * cells neutralized against formulas): every account of the tree with its level (folded groups
 * too), then the totals; amounts exact with the currency's decimals.
 */
export function statementCsv(statement: { currency: string; columns: StatementColumn[]; rows: StatementRow[] }, totals: Pick<StatementTotal, 'label' | 'amounts'>[], minorUnits: number | undefined, format?: CsvFormat): string {
  const lines: Line[] = [
    ...statement.rows.map((row) => ({ number: row.accountNumber ?? '', name: row.name, level: String(row.level), amounts: row.amounts })),
    ...totals.map((total) => ({ number: '', name: total.label, level: '', amounts: total.amounts })),
  ];
  return csvOfRows<Line>([
    { header: 'Number', text: (l) => l.number },
    { header: 'Account', text: (l) => l.name },
    { header: 'Level', text: (l) => l.level },
    ...statement.columns.map((column, index) => ({
      header: `${columnHeading(column, 'en-CA')} (${statement.currency})`,
      text: (l: Line) => (l.amounts[index] === undefined ? '' : amountText(l.amounts[index]!, minorUnits)),
      money: true,
    })),
  ], lines, format);
}
