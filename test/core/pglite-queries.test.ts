import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/server/db/connection';
import { pgliteQueries } from '../../src/server/db/pglite-queries';
import { createTestDatabase, testDbKind, type TestDatabase } from '../support/test-app';

/**
 * db/pglite-queries.ts sends each statement in one exchange, its parameters as node-postgres
 * writes them. It must answer what PGlite's own `query` answers: the same rows, typed the same,
 * the same errors, and a statement outside a transaction must not run inside one under way.
 * Its named statements: test/core/prepared-statements.isolated.test.ts (the names are the
 * process's, and run out after 200 texts).
 */
let testDatabase: TestDatabase;
let database: Database;
let client: PGlite;

beforeAll(async () => {
  if (testDbKind !== 'pglite') return;
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
  client = (database.db as unknown as { $client: PGlite }).$client;
  await client.exec(`CREATE TABLE quick_kinds (id int PRIMARY KEY, amount numeric, at timestamptz, day date, flag boolean, big bigint,
    doc jsonb, tags text[], ids uuid[], bytes bytea, note text)`);
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

// what drizzle passes: dates, timestamps and intervals as the database writes them
const drizzleParsers = { [types.TIMESTAMPTZ]: (v: string) => v, [types.DATE]: (v: string) => v, [types.TIMESTAMP]: (v: string) => v };

describe.skipIf(testDbKind !== 'pglite')('PGlite statements in one exchange', () => {
  test('rows, in object and array mode, typed as PGlite types them, from parameters of every kind', async () => {
    const quick = pgliteQueries(client);
    const insert = 'INSERT INTO quick_kinds VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id';
    const row = [1, '12345678901234.5678', new Date('2026-03-01T10:20:30.456Z'), '2026-03-01', true, 9007199254740993n, JSON.stringify({ a: [1, 'two'] }),
      '{"a,b","c\\"d",NULL}', '{00000000-0000-4000-8000-000000000001}', '\\x00ff10', 'NUL-free text with \'quotes\''];
    expect((await quick.query(insert, row)).rows).toEqual([{ id: 1 }]);
    expect((await quick.query(insert, [2, null, null, null, false, null, null, null, null, null, null])).affectedRows).toBe(1);

    const select = 'SELECT * FROM quick_kinds WHERE id = ANY($1::int[]) ORDER BY id';
    for (const options of [undefined, { parsers: drizzleParsers }, { rowMode: 'array' as const, parsers: drizzleParsers }] satisfies (QueryOptions | undefined)[]) {
      const ours = await quick.query(select, ['{1,2}'], options);
      const theirs = await client.query(select, ['{1,2}'], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const [first] = (await quick.query<Record<string, unknown>>(select, ['{1}'])).rows;
    expect(first).toMatchObject({ amount: '12345678901234.5678', flag: true, doc: { a: [1, 'two'] }, tags: ['a,b', 'c"d', null], note: "NUL-free text with 'quotes'" });
    expect((first.at as Date).toISOString()).toBe('2026-03-01T10:20:30.456Z');
    expect(Buffer.from(first.bytes as Uint8Array).toString('hex')).toBe('00ff10');
    expect(String(first.big)).toBe('9007199254740993');
  });

  test('an error is thrown as PGlite throws it', async () => {
    const quick = pgliteQueries(client);
    const failing = 'INSERT INTO quick_kinds (id, amount) VALUES ($1, $2)';
    const theirs = await client.query(failing, [1, '1']).catch((error: unknown) => error);
    const ours = await quick.query(failing, [1, '1']).catch((error: unknown) => error);
    expect(ours).toBeInstanceOf((theirs as object).constructor);
    expect(ours).toMatchObject({ code: '23505', constraint: 'quick_kinds_pkey', query: failing, params: [1, '1'] });
  });

  test('a statement outside a transaction waits until the transaction under way has ended', async () => {
    const quick = pgliteQueries(client);
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let inserted!: () => void;
    const written = new Promise<void>((resolve) => { inserted = resolve; });
    const transaction = quick.transaction(async (tx) => {
      await tx.query('INSERT INTO quick_kinds (id, note) VALUES (100, $1)', ['in the transaction']);
      inserted();
      await held;
      await tx.rollback();
    });
    await written;
    const outside = quick.query<{ count: number }>('SELECT count(*)::int AS count FROM quick_kinds WHERE id = 100');
    const first = await Promise.race([outside.then(() => 'answered'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 100))]);
    release();
    await transaction;
    expect(first).toBe('waiting');
    expect((await outside).rows).toEqual([{ count: 0 }]);
  });

  test('a statement after the database has closed is refused as PGlite refuses it', async () => {
    const closing = await testDatabase.open();
    const closed = (closing.db as unknown as { $client: PGlite }).$client;
    await closing.close();
    const theirs = await closed.query('SELECT 1').catch((error: unknown) => error);
    expect(theirs).toMatchObject({ message: 'PGlite is closed' });
    await expect(pgliteQueries(closed).query('SELECT 1')).rejects.toThrow((theirs as Error).message);
  });
});
