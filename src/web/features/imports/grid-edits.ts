import { editKey } from './import-file';

/**
 * What the problem grid does to the user's corrections: pure, so each operation can be tested
 * on its own. `edits` maps `editKey(line, column)` to the corrected text; the file's own text is
 * never changed, and an operation answers new edits and how many cells it changed.
 */
export type GridRow = { line: number; cells: string[] };
export type CellEdits = ReadonlyMap<string, string>;
export type EditResult = { edits: Map<string, string>; changed: number };

/** A cell as the grid shows it: the user's correction, else the file's text. */
export const cellValue = (row: GridRow, column: number, edits: CellEdits) => edits.get(editKey(row.line, column)) ?? row.cells[column] ?? '';

/** Fill down: `value` into `column` of each row of `rows`; a cell that holds it already is not counted. */
export function fillCells(rows: readonly GridRow[], column: number, value: string, edits: CellEdits): EditResult {
  const next = new Map(edits);
  let changed = 0;
  for (const row of rows) {
    if (cellValue(row, column, next) === value) continue;
    next.set(editKey(row.line, column), value);
    changed++;
  }
  return { edits: next, changed };
}

/** Every occurrence of `find` in `column` of `rows` replaced by `replacement`: plain text, ignoring case, as a spreadsheet's Replace does by default. */
export function replaceInColumn(rows: readonly GridRow[], column: number, find: string, replacement: string, edits: CellEdits): EditResult {
  const next = new Map(edits);
  if (find === '') return { edits: next, changed: 0 };
  const pattern = new RegExp(find.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
  let changed = 0;
  for (const row of rows) {
    const before = cellValue(row, column, next);
    const after = before.replace(pattern, () => replacement);
    if (after === before) continue;
    next.set(editKey(row.line, column), after);
    changed++;
  }
  return { edits: next, changed };
}

/** The set with `line` added, or taken out when it was there. */
export function toggled(set: ReadonlySet<number>, line: number): Set<number> {
  const next = new Set(set);
  if (!next.delete(line)) next.add(line);
  return next;
}

/**
 * The grid's columns with those that have a problem first, each group in the file's order: a
 * problem in the file's twentieth column is in view at once, on a phone too, rather than off to
 * the right of columns that are fine.
 */
export function problemColumnsFirst<C extends { header: string; target: string }>(columns: readonly C[], errors: readonly { column: string | null }[]): C[] {
  const named = new Set(errors.map((e) => e.column));
  const hasProblem = (c: C) => named.has(c.header) || named.has(c.target);
  return [...columns.filter(hasProblem), ...columns.filter((c) => !hasProblem(c))];
}
