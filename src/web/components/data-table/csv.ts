import { downloadBlob } from '../download';

/** RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled. */
export function toCsv(header: string[], rows: string[][]): string {
  const escape = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return [header, ...rows].map((row) => row.map(escape).join(',')).join('\r\n') + '\r\n';
}

/** The CSV of records as a table shows them: a column's header and its `text` of each row. */
export function csvOfRows<T>(columns: { header: string; text: (row: T) => string }[], rows: T[]): string {
  return toCsv(columns.map((c) => c.header), rows.map((row) => columns.map((c) => c.text(row))));
}

export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  downloadBlob(filename, new Blob(['\uFEFF', text], { type }));
}
