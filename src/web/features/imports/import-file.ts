import { columnKey, type CsvFile } from '../../../contract/csv';
import { importColumns, type ImportType } from '../../../contract/imports';

/** The columns an import type takes, required ones first. */
export const columnsOf = (type: ImportType) => [...importColumns[type].required, ...importColumns[type].optional];

/** Each file column's target: the type's column of the same name (ignoring case, spaces, `_` and `-`), else null (not imported). */
export function autoMapping(type: ImportType, header: string[]): (string | null)[] {
  const byKey = new Map(columnsOf(type).map((c) => [columnKey(c), c]));
  const taken = new Set<string>();
  return header.map((h) => {
    const column = byKey.get(columnKey(h));
    if (!column || taken.has(column)) return null;
    taken.add(column);
    return column;
  });
}

/** The type's required columns no file column is mapped to. */
export const missingColumns = (type: ImportType, mapping: (string | null)[]) =>
  importColumns[type].required.filter((c) => !mapping.includes(c));

/** A cell of the file the user corrected: row as the spreadsheet numbers it, file column index. */
export const editKey = (line: number, column: number) => `${line}:${column}`;

/** One field as written for the service: quoted only when it must be, its text never altered. */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The file the service receives: the mapped columns under their target names, every row in its
 * place (so row numbers stay the spreadsheet's), with the user's corrections.
 */
export function mappedCsv(file: CsvFile, mapping: (string | null)[], edits: ReadonlyMap<string, string>): string {
  const kept = mapping.flatMap((target, index) => (target ? [{ target, index }] : []));
  const lines = [kept.map((c) => field(c.target)).join(',')];
  for (const row of file.rows) lines.push(kept.map((c) => field(edits.get(editKey(row.line, c.index)) ?? row.cells[c.index] ?? '')).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
