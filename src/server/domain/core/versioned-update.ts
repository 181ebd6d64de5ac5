import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/connection';
import { fail } from '../../base/errors';

type VersionedTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };

/** What a full-replacement update (PUT) of a record carries besides its fields. */
export type Replacement<T> = { id: string; data: T; expectedVersion?: number };

/**
 * Writes a full replacement of a versioned row: bumps `version` and `updatedAt`; with
 * `expectedVersion` (from `If-Match`) a row changed meanwhile is 412 naming its current version.
 * The route sets the ETag from the returned row's version.
 */
export async function replaceVersioned<T extends VersionedTable>(
  db: DbOrTx,
  table: T,
  { id, expectedVersion, currentVersion, set }: { id: string; expectedVersion?: number; currentVersion: number; set: PgUpdateSetSource<T> },
): Promise<T['$inferSelect']> {
  const rows = (await db
    .update(table)
    .set({ ...set, updatedAt: sql`now()`, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), expectedVersion === undefined ? undefined : eq(table.version, expectedVersion)))
    .returning()) as T['$inferSelect'][];
  if (!rows[0]) throw fail.preconditionFailed(currentVersion);
  return rows[0];
}
