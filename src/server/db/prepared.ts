import type { DbOrTx } from './connection';

type Statement<R> = { execute(placeholders: Record<string, unknown>): Promise<R> };
type Preparable<R> = { prepare(name: string): Statement<R> };

/**
 * A hot read (one row by key, on every request) as a named prepared statement: drizzle builds
 * its SQL once per database handle instead of on every call (about 100 µs of CPU each time),
 * and PostgreSQL plans it once per connection. `build` uses `sql.placeholder(...)` for what
 * changes per call; `name` must be unique in the process.
 */
export function preparedQuery<R>(name: string, build: (db: DbOrTx) => Preparable<R>) {
  const statements = new WeakMap<DbOrTx, Statement<R>>();
  return (db: DbOrTx, placeholders: Record<string, unknown>): Promise<R> => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db).prepare(name);
      statements.set(db, statement);
    }
    return statement.execute(placeholders);
  };
}
