import type { StatementRow } from '../../../contract/statements';

/** A row of the tree as the table shows it: its key (for expand and collapse), whether rows sit under it. */
export type TreeLine = { row: StatementRow; key: string; hasChildren: boolean };

/** A row's key: its account, or its place for a line the statement adds (the unclosed profit). */
export const statementRowKey = (row: StatementRow, index: number) => row.accountIdString ?? `line-${index}`;

/**
 * The rows shown with the groups in `collapsed` folded: the rows come in tree order (each group
 * followed by what is under it, one `level` deeper), so a folded group hides the rows after it
 * until one at its level or above.
 */
export function visibleLines(rows: StatementRow[], collapsed: ReadonlySet<string>): TreeLine[] {
  const lines: TreeLine[] = [];
  let foldedAt = Infinity;
  rows.forEach((row, index) => {
    if (row.level > foldedAt) return;
    foldedAt = Infinity;
    const key = statementRowKey(row, index);
    const hasChildren = (rows[index + 1]?.level ?? -1) > row.level;
    lines.push({ row, key, hasChildren });
    if (hasChildren && collapsed.has(key)) foldedAt = row.level;
  });
  return lines;
}

/** The keys of every row with rows under it: "Collapse all". */
export function groupKeys(rows: StatementRow[]): Set<string> {
  return new Set(rows.flatMap((row, index) => ((rows[index + 1]?.level ?? -1) > row.level ? [statementRowKey(row, index)] : [])));
}

/** `collapsed` with `key` folded if it was open, opened if it was folded. */
export function toggled(collapsed: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(collapsed);
  if (!next.delete(key)) next.add(key);
  return next;
}
