import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type DbOrTx } from './connection';

/**
 * A read that can travel with others in one statement (readTogether): its query, whose rows come
 * back as JSON objects, and what it answers from them.
 */
export type Read<T> = { query: SQL; answer: (rows: Record<string, unknown>[]) => T };

type Fields = Record<string, PgColumn>;
/** A row of `fields` as drizzle's select answers it. */
export type FieldsRow<F extends Fields> = { [K in keyof F]: F[K]['_']['notNull'] extends true ? F[K]['_']['data'] : F[K]['_']['data'] | null };

/** Types a JSON number would not hold exactly: they travel as text, as node-postgres gives them. */
const ASTEXT = /^(numeric|decimal|bigint|bigserial)/;

/**
 * `SELECT fields FROM ...` (`from` starts at FROM) as a Read whose rows are what drizzle's select
 * of the same fields answers: each value goes through its column's own mapping (a timestamp
 * becomes a Date), and amounts and big integers go as text, so they stay exact.
 */
export function selectRead<F extends Fields>(fields: F, from: SQL): Read<FieldsRow<F>[]> {
  const entries = Object.entries(fields);
  // written out as one raw text: drizzle's rendering of a column chunk by chunk cost more than the read (a quarter of a millisecond for an invoice's)
  const list = sql.raw(entries.map(([key, column]) =>
    `"${getTableName(column.table)}"."${column.name}"${ASTEXT.test(column.getSQLType()) ? '::text' : ''} AS "${key}"`).join(', '));
  return {
    query: sql`SELECT ${list} ${from}`,
    answer: (rows) => rows.map((row) => Object.fromEntries(entries.map(([key, column]) => {
      const value = row[key];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    })) as FieldsRow<F>),
  };
}

/** A Read made from another's answer. */
export const mapRead = <T, U>(read: Read<T>, map: (answer: T) => U): Read<U> => ({ query: read.query, answer: (rows) => map(read.answer(rows)) });

/**
 * Several reads in one statement, one round trip: each is a column of one row, its rows
 * aggregated as a JSON array in the order its query gives them (PostgreSQL's json_agg keeps the
 * order of a subquery's rows). Answers in the order of `reads`; each answer is made after all
 * are read, so a read that refuses (throws) does so in its turn.
 */
export async function readTogether<const T extends readonly unknown[]>(db: DbOrTx, reads: { [K in keyof T]: Read<T[K]> }): Promise<T> {
  const all = reads as readonly Read<unknown>[];
  const columns = all.map((read, i) => sql`(SELECT coalesce(json_agg(r), '[]'::json) FROM (${read.query}) AS r) AS ${sql.identifier(`r${i}`)}`);
  // both node-postgres and PGlite answer a json column parsed
  const [row] = await queryRows<Record<string, Record<string, unknown>[]>>(db, sql`SELECT ${sql.join(columns, sql`, `)}`);
  return all.map((read, i) => read.answer(row[`r${i}`])) as unknown as T;
}

/** One read alone. */
export const readOne = async <T>(db: DbOrTx, read: Read<T>): Promise<T> => (await readTogether<[T]>(db, [read]))[0];
