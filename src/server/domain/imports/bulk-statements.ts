import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { insertJsonRows, jsonRows, type Columns } from '../../db/json-rows';

/**
 * Rows per bulk statement: the rows travel as one JSON parameter, read with json_to_recordset.
 * On the embedded database a statement runs on the event loop's thread, so its size bounds how
 * long other requests wait for their turn (docs/imports.md "A long import on the embedded database").
 */
export const JSON_CHUNK = 2_500;

/** Rows checked or written between two turns of the event loop (`nextTurn`). */
export const YIELD_EVERY = 500;

/** Lets other requests' callbacks run: an awaited query resolves as a microtask, which never does. */
export const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A bulk INSERT of `rows` (objects keyed by column name), one statement per chunk. */
export async function bulkInsert(db: DbOrTx, table: string, columns: Columns, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += JSON_CHUNK) {
    if (i > 0) await nextTurn();
    await db.execute(insertJsonRows(table, columns, rows.slice(i, i + JSON_CHUNK)));
  }
}

/** A bulk UPDATE of `table` by id from `rows` (objects keyed by column name, with `id`), bumping version and updated_at. */
export async function bulkUpdate(db: DbOrTx, table: string, columns: Columns, rows: Record<string, unknown>[]) {
  const set = sql.raw(columns.map(([c]) => `${c} = v.${c}`).join(', '));
  for (let i = 0; i < rows.length; i += JSON_CHUNK) {
    if (i > 0) await nextTurn();
    await db.execute(sql`UPDATE ${sql.raw(table)} t SET ${set}, version = t.version + 1, updated_at = now()
      FROM ${jsonRows(rows.slice(i, i + JSON_CHUNK), [['id', 'uuid'], ...columns], 'v')} WHERE t.id = v.id`);
  }
}
