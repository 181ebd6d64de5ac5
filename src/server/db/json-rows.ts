import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

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

/**
 * insertJsonRows of a table's rows as drizzle types them (`{ invoiceId, lineNumber, ... }`):
 * the columns are the first row's keys, with the table's names and types. At least one row.
 */
export function insertRows<T extends PgTable>(table: T, rows: T['$inferInsert'][]): SQL {
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const keys = Object.keys(rows[0]);
  const named = rows.map((row) => Object.fromEntries(keys.map((key) => [columns[key].name, (row as Record<string, unknown>)[key]])));
  return insertJsonRows(getTableName(table), keys.map((key) => [columns[key].name, columns[key].getSQLType()]), named);
}
