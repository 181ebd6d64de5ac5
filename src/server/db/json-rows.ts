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

/**
 * `INSERT INTO table (columns) SELECT columns FROM jsonRows(rows)`: a statement, or a CTE of one.
 * `computed` columns take the value of an SQL expression in every row (a number taken in the
 * same statement, say).
 */
export function insertJsonRows(table: string, columns: Columns, rows: Record<string, unknown>[], computed: [column: string, value: SQL][] = []): SQL {
  const names = columns.map(([c]) => c).join(', ');
  const targets = sql.raw([names, ...computed.map(([c]) => c)].join(', '));
  const values = sql.join([sql.raw(names), ...computed.map(([, value]) => value)], sql`, `);
  return sql`INSERT INTO ${sql.raw(table)} (${targets}) SELECT ${values} FROM ${jsonRows(rows, columns, 'r')}`;
}

/**
 * insertJsonRows of a table's rows as drizzle types them (`{ invoiceId, lineNumber, ... }`):
 * the columns are the first row's keys, with the table's names and types, and those of
 * `computed` (`{ number: sql\`...\` }`). At least one row. Rendered as a few chunks of text and
 * one parameter, where drizzle's insert builder renders each column and value apart.
 */
export function insertRows<T extends PgTable, C extends Partial<Record<keyof T['$inferInsert'], SQL>> = Record<never, SQL>>(
  table: T, rows: Omit<T['$inferInsert'], keyof C>[], computed?: C,
): SQL {
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const keys = Object.keys(rows[0]);
  const named = rows.map((row) => Object.fromEntries(keys.map((key) => [columns[key].name, (row as Record<string, unknown>)[key]])));
  return insertJsonRows(getTableName(table), keys.map((key) => [columns[key].name, columns[key].getSQLType()]), named,
    Object.entries(computed ?? {}).map(([key, value]) => [columns[key].name, value as SQL]));
}
