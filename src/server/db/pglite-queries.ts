import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import pgUtils from 'pg/lib/utils.js';
import { nameFor } from './prepared-statements';

/**
 * PGlite's client as drizzle sees it, sending a statement as node-postgres does: Parse, Bind,
 * Describe, Execute and Sync in one exchange with the database, the parameters as text the
 * database types (pg's own `prepareValue`, so both databases get the same text). PGlite's own
 * `query` makes six exchanges, one message each, and asks for the parameters' types first;
 * each exchange passes through its WebAssembly boundary and parser, which was most of what a
 * short statement cost (docs/performance.md, "The embedded database's statements").
 *
 * In a transaction, a text seen before goes as a named prepared statement, parsed once, as the
 * pool's client does on PostgreSQL (prepared-statements.ts: which texts, and why only there).
 *
 * Everything else (listen, exec, dumps) is the PGlite client itself.
 */
export type PgliteQueries = Pick<PGlite, 'query' | 'transaction'>;

export function pgliteQueries(client: PGlite): PgliteQueries {
  // the names this database has prepared; a statement is prepared once its Parse succeeded
  const prepared = new Set<string>();

  async function run<T>(text: string, params: unknown[] | undefined, options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    const name = inTransaction ? nameFor(text) : undefined;
    const statement = name ?? '';
    const messages: Uint8Array[] = [];
    if (!name || !prepared.has(name)) messages.push(protocol.serialize.parse({ name: statement, text }));
    messages.push(
      protocol.serialize.bind({ statement, values: (params ?? []).map((value) => pgUtils.prepareValue(value)) }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    );
    const answer = await client.execProtocol(concat(messages), { throwOnError: false, syncToFs: !inTransaction });
    if (name && answer.messages.some((m) => m.name === 'parseComplete')) prepared.add(name);
    const error = answer.messages.find((m) => m.name === 'error');
    // as PGlite's own query throws it
    if (error) throw Object.assign(error, { query: text, params, queryOptions: options });
    // the caller's parsers over the client's: PGlite would copy all 300-odd of the client's into a
    // new object for every statement (about 0.15 ms), a layer on top of them costs nothing
    const parsers = options?.parsers ? Object.assign(Object.create(client.parsers), options.parsers) : client.parsers;
    return parse.parseResults(answer.messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
  }

  const inTransaction = (tx: Transaction): Transaction => ({
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      if (tx.closed) throw new Error('Transaction is closed');
      return client._runExclusiveQuery(() => run<T>(text, params, options, true));
    },
    sql: (strings, ...params) => tx.sql(strings, ...params),
    exec: (text, options) => tx.exec(text, options),
    rollback: () => tx.rollback(),
    listen: (channel, callback) => tx.listen(channel, callback),
    get closed() {
      return tx.closed;
    },
  });

  return {
    // as PGlite's own: refused once the database is closing or closed, and a statement outside
    // a transaction waits for the one under way
    query: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      await client._checkReady();
      return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run<T>(text, params, options, false)));
    },
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) => client.transaction((tx) => fn(inTransaction(tx))),
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
