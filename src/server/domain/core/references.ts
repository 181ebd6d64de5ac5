import { count, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/connection';
import { fail } from '../../base/errors';

/** A column of another table that refers to a record by id, with what its rows are called. */
export type Reference = { column: PgColumn; one: string; many: string };

/**
 * Refuses to delete a record other records refer to: 409 `in-use` naming each kind of referrer
 * and how many ("The supplier is used by 2 purchase orders and 1 bill."). Call it after locking
 * the record (`FOR UPDATE`), so a referrer inserted meanwhile waits for the delete and then fails
 * its foreign key instead of slipping past the count.
 */
export async function refuseIfReferenced(db: DbOrTx, id: string, references: readonly Reference[], what: string): Promise<void> {
  const uses: string[] = [];
  for (const { column, one, many } of references) {
    const [{ n }] = await db.select({ n: count() }).from(column.table).where(eq(column, id));
    if (n > 0) uses.push(`${n} ${n === 1 ? one : many}`);
  }
  if (uses.length === 0) return;
  const listed = uses.length === 1 ? uses[0] : `${uses.slice(0, -1).join(', ')} and ${uses.at(-1)}`;
  throw fail.conflict(`${what} is used by ${listed}; it cannot be deleted.`, 'in-use');
}
