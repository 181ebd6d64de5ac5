import { neutralized } from '../../../contract/csv';
import { downloadBlob } from '../download';
import { userLocale } from '../format';

/**
 * How a spreadsheet of the user's locale reads a CSV file: where the decimal separator is a comma
 * (de-DE, fr-FR, ...), Excel separates fields with semicolons and reads `1234,50` as a number.
 */
export type CsvFormat = { separator: ',' | ';'; decimal: '.' | ',' };

export function csvFormatOf(locale: string): CsvFormat {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value === ',' ? ',' : '.';
  return { separator: decimal === ',' ? ';' : ',', decimal };
}

/**
 * RFC 4180 CSV: fields with the separator, a quote or a line break are quoted, quotes doubled;
 * every cell neutralized against formulas as the service's own CSV (`neutralized`).
 */
export function toCsv(header: string[], rows: string[][], separator: CsvFormat['separator'] = ','): string {
  const needsQuotes = separator === ',' ? /[",\r\n]/ : /[";\r\n]/;
  const escape = (cell: string) => {
    const value = neutralized(cell);
    return needsQuotes.test(value) || value !== cell ? `"${value.replaceAll('"', '""')}"` : value;
  };
  return [header, ...rows].map((row) => row.map(escape).join(separator)).join('\r\n') + '\r\n';
}

/**
 * The CSV of records as a table shows them: a column's header and its `text` of each row, in the
 * user's locale's spreadsheet format; amounts (`money` columns, exact decimal text) take its decimal separator.
 */
export function csvOfRows<T>(columns: { header: string; text: (row: T) => string; money?: boolean }[], rows: T[], format = csvFormatOf(userLocale)): string {
  const cell = (column: (typeof columns)[number], row: T) => {
    const text = column.text(row);
    return column.money && format.decimal === ',' && /^-?\d+(\.\d+)?$/.test(text) ? text.replace('.', ',') : text;
  };
  return toCsv(columns.map((c) => c.header), rows.map((row) => columns.map((c) => cell(c, row))), format.separator);
}

export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  downloadBlob(filename, new Blob(['\uFEFF', text], { type }));
}
