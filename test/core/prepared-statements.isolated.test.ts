import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../src/server/db/connection';
import { pgErrorCode } from '../../src/server/db/errors';
import { createTestApp, testDbKind, type TestApp } from '../support/test-app';

/**
 * A statement a write transaction repeats goes as a named prepared statement, by the pool's
 * client on PostgreSQL (db/prepared-statements.ts) and by db/pglite-queries.ts on PGlite;
 * statements outside transactions stay unnamed.
 * Isolated (test/support/tiers.ts): the names are the process's, and run out after 200 texts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The texts prepared on the current connection under the service's names. */
const preparedTexts = async (db: Parameters<typeof queryRows>[0]) =>
  (await queryRows<{ statement: string }>(db, sql`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'bos\\_%'`)).map((r) => r.statement);

describe(`prepared statements (${testDbKind})`, () => {
  test('a statement repeated in a transaction is prepared once and answers each time; a statement outside one is not', async () => {
    const answers = await t.database.db.transaction(async (tx) => {
      const twice = [];
      for (const n of [1, 2, 3]) twice.push((await queryRows<{ next: number }>(tx, sql`SELECT ${n}::int + 1 AS next /* repeated in a transaction */`))[0].next);
      return { twice, prepared: await preparedTexts(tx) };
    });
    expect(answers.twice).toEqual([2, 3, 4]);
    expect(answers.prepared.filter((text) => text.includes('repeated in a transaction'))).toHaveLength(1);

    const outside = [];
    for (const n of [1, 2, 3]) outside.push((await queryRows<{ next: number }>(t.database.db, sql`SELECT ${n}::int + 1 AS next /* outside a transaction */`))[0].next);
    expect(outside).toEqual([2, 3, 4]);
    const everywhere = await Promise.all(Array.from({ length: 4 }, () => t.database.db.transaction((tx) => preparedTexts(tx))));
    expect(everywhere.flat().filter((text) => text.includes('outside a transaction'))).toEqual([]);
  });

  test('a statement whose first named run failed after it was parsed (at Bind) is used again, under its name', async () => {
    const doubled = (tx: Parameters<typeof queryRows>[0], value: string) =>
      queryRows<{ doubled: number }>(tx, sql`SELECT ${value}::int * 2 AS doubled /* named after its first run */`);
    let first: number | undefined;
    let refused: unknown;
    await t.database.db.transaction(async (tx) => {
      first = (await doubled(tx, '1'))[0].doubled;
      // the second run names it: its Parse succeeds, its Bind fails
      refused = await doubled(tx, 'not a number').catch((error: unknown) => error);
      tx.rollback();
    }).catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
    expect(first).toBe(2);
    expect(pgErrorCode(refused)).toBe('22P02');
    const answers = await t.database.db.transaction(async (tx) => ({
      values: [(await doubled(tx, '4'))[0].doubled, (await doubled(tx, '5'))[0].doubled],
      prepared: await preparedTexts(tx),
    }));
    expect(answers.values).toEqual([8, 10]);
    // on PostgreSQL, on the connection this transaction had (the pool has several)
    if (testDbKind === 'pglite') expect(answers.prepared.filter((text) => text.includes('named after its first run'))).toHaveLength(1);
  });
});
