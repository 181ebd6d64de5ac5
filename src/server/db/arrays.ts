import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** PGlite returns a text[] or uuid[] as an array, node-postgres a uuid[] as a `{a,b}` literal. */
export function pgTextArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
}

/**
 * A list as one array parameter (`= ANY(...)`, `unnest(...)`): each element quoted, as an array
 * literal wants any text (commas, quotes, braces, blanks, the word NULL).
 */
export const sqlArray = (values: readonly (string | number)[], type: 'uuid' | 'date' | 'bigint' | 'text'): SQL =>
  sql`${`{${values.map((v) => `"${String(v).replace(/[\\"]/g, '\\$&')}"`).join(',')}}`}::${sql.raw(type)}[]`;

/** `column = ANY(ids)` with the ids as one uuid[] parameter: a thousand ids are one parameter, not a thousand. */
export const anyOf = (column: AnyPgColumn, ids: readonly string[]): SQL => sql`${column} = ANY(${sqlArray(ids, 'uuid')})`;
