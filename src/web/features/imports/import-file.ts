import { columnKey, parseCsv, type CsvFile } from '../../../contract/csv';
import { importColumns, type ImportType } from '../../../contract/imports';

/** The columns an import type takes, required ones first. */
export const columnsOf = (type: ImportType) => [...importColumns[type].required, ...importColumns[type].optional];

/**
 * Where a file column goes: a field of the type, `null` when the user chose not to import it, or
 * `undefined` while no field matched it and the user has not decided (the check waits for them).
 */
export type ColumnTarget = string | null | undefined;

/** Words a spreadsheet puts before a field's name (`Customer Name`, `Item Code`) and other names a field goes by. */
const TYPE_WORDS = ['customer', 'supplier', 'item', 'account', 'vendor', 'client'];
const SYNONYMS: Record<string, string[]> = {
  name: ['fullname', 'company', 'companyname', 'description'],
  itemCode: ['code', 'sku', 'number', 'articlenumber', 'productcode'],
  itemGroup: ['group', 'category', 'productgroup'],
  uom: ['unit', 'unitofmeasure', 'units'],
  email: ['emailaddress', 'mail'],
  phone: ['telephone', 'phonenumber', 'tel', 'mobile'],
  taxId: ['vatid', 'vatnumber', 'taxnumber', 'ustid'],
  billingAddress: ['address', 'billto', 'invoiceaddress'],
  address: ['billingaddress', 'postaladdress'],
  notes: ['note', 'comments', 'comment', 'remarks'],
  price: ['unitprice', 'amount', 'rate'],
};
/** Every type's currency field answers to "currency" too. */
const CURRENCY_FIELDS = ['currency', 'currencyCode', 'currencyCodeString', 'currencyStringId'];

/** The keys a field is recognised by: its own name, its synonyms, and "currency" for a currency field. */
function namesOf(column: string): string[] {
  return [columnKey(column), ...(SYNONYMS[column] ?? []), ...(CURRENCY_FIELDS.includes(column) ? ['currency', 'currencycode', 'currencyiso'] : [])];
}

/** A header without a leading type word (`Customer Name` -> `name`), when there is more to it. */
function withoutTypeWord(key: string): string {
  const word = TYPE_WORDS.find((w) => key.startsWith(w) && key.length > w.length);
  return word ? key.slice(word.length) : key;
}

/**
 * Each file column's target: the type's field of the same name (ignoring case, spaces, `_` and
 * `-`), else one it goes by (`Customer Name`, `Currency`, `SKU`); a column nothing matches is
 * left undecided (`undefined`), never dropped without a word.
 */
export function autoMapping(type: ImportType, header: string[]): ColumnTarget[] {
  const columns = columnsOf(type);
  const exact = new Map(columns.map((c) => [columnKey(c), c]));
  const alias = new Map(columns.flatMap((c) => namesOf(c).map((n) => [n, c] as const)).filter(([n]) => !exact.has(n)));
  const taken = new Set<string>();
  const pick = (column: string | undefined) => {
    if (!column || taken.has(column)) return undefined;
    taken.add(column);
    return column;
  };
  // exact names first, so `Name` beats `Customer Name`'s claim on name
  const first = header.map((h) => pick(exact.get(columnKey(h))));
  return header.map((h, i) => {
    if (first[i]) return first[i];
    const key = columnKey(h);
    return pick(exact.get(withoutTypeWord(key)) ?? alias.get(key) ?? alias.get(withoutTypeWord(key)));
  });
}

/** The file's columns no field matched and the user has not decided on: they must be matched or set to "Not imported". */
export const undecidedColumns = (header: string[], mapping: ColumnTarget[]) =>
  header.flatMap((h, i) => (mapping[i] === undefined ? [h || `(column ${i + 1})`] : []));

/** The type's required columns no file column is mapped to. */
export const missingColumns = (type: ImportType, mapping: ColumnTarget[]) =>
  importColumns[type].required.filter((c) => !mapping.includes(c));

/** A cell of the file the user corrected: row as the spreadsheet numbers it, file column index. */
export const editKey = (line: number, column: number) => `${line}:${column}`;

/** One field as written for the service: quoted only when it must be, its text never altered. */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The file the service receives: the mapped columns under their target names, with the user's
 * corrections, every row in its place except the rows the user skipped (`sentLines` says which
 * row of the file each row sent is, for the service numbers the rows it receives).
 */
export function mappedCsv(file: CsvFile, mapping: ColumnTarget[], edits: ReadonlyMap<string, string>, skipped: ReadonlySet<number> = new Set()): string {
  const kept = mapping.flatMap((target, index) => (target ? [{ target, index }] : []));
  const lines = [kept.map((c) => field(c.target)).join(',')];
  for (const row of file.rows) {
    if (!skipped.has(row.line)) lines.push(kept.map((c) => field(edits.get(editKey(row.line, c.index)) ?? row.cells[c.index] ?? '')).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The file's row number of each row sent, in order (the service numbers them 2, 3, ...). */
export const sentLines = (file: CsvFile, skipped: ReadonlySet<number>) => file.rows.flatMap((r) => (skipped.has(r.line) ? [] : [r.line]));

/** A row number of the service as the file's row; 0 (the file as a whole) stays 0. */
export const fileRow = (sent: number, lines: readonly number[]) => (sent >= 2 ? (lines[sent - 2] ?? sent) : sent);

/** "row 3" in a service message (a duplicate names the row it repeats) as the file's row. */
export const fileRowsInText = (text: string, lines: readonly number[]) => text.replace(/\brow (\d+)\b/g, (_, n: string) => `row ${fileRow(Number(n), lines)}`);

/** The service's problems file (errors.csv: the row number first) with the file's row numbers. */
export function renumberProblemsCsv(text: string, lines: readonly number[]): string {
  const parsed = parseCsv(new TextEncoder().encode(text));
  const out = [parsed.header, ...parsed.rows.map((r) => (/^\d+$/.test(r.cells[0]) ? [String(fileRow(Number(r.cells[0]), lines)), ...r.cells.slice(1)] : r.cells))];
  return `${out.map((cells) => cells.map(field).join(',')).join('\r\n')}\r\n`;
}
