import { sql, type SQL } from 'drizzle-orm';

/** A relation's columns and their PostgreSQL types, in order. */
export type Columns = [column: string, sqlType: string][];

/**
 * `rows` (objects keyed by column name) as a relation named `alias`, sent as one JSON parameter
 * and read with json_to_recordset: the statement's text is the same for any number of rows, so
 * PostgreSQL parses and plans it once per connection (db/prepared-statements.ts). Amounts go as
 * strings, which PostgreSQL reads exactly as numeric.
 */
export function jsonRows(rows: Record<string, unknown>[], columns: Columns, alias: string): SQL {
  const recordType = sql.raw(columns.map(([c, t]) => `${c} ${t}`).join(', '));
  return sql`json_to_recordset(${JSON.stringify(rows)}::json) AS ${sql.raw(alias)}(${recordType})`;
}

/** `INSERT INTO table (columns) SELECT columns FROM jsonRows(rows)`: a statement, or a CTE of one. */
export function insertJsonRows(table: string, columns: Columns, rows: Record<string, unknown>[]): SQL {
  const names = sql.raw(columns.map(([c]) => c).join(', '));
  return sql`INSERT INTO ${sql.raw(table)} (${names}) SELECT ${names} FROM ${jsonRows(rows, columns, 'r')}`;
}

/** A row keyed by property names (`taxRateId`) as one keyed by column names (`tax_rate_id`). */
export const snakeCased = (row: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [snakeCase(key), value]));

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
