import pg from 'pg';
import { afterEach, expect } from 'vitest';

/**
 * A test fails when the service sends a statement on a connection that is still running
 * another (a `Promise.all` of reads inside a transaction): node-postgres queues it and warns
 * once per process (from the third at once) that pg 9 will refuse it. The postgres projects'
 * setup file: it wraps the client's `query` and fails the test on the second at once.
 */
const concurrent: string[] = [];
const query = pg.Client.prototype.query;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (this: pg.Client & { _queryQueue: unknown[]; _activeQuery?: unknown }, ...args: unknown[]) {
  if (this._activeQuery || this._queryQueue.length > 0) {
    const config = args[0] as { text?: string } | string;
    concurrent.push(String(typeof config === 'string' ? config : config?.text).replace(/\s+/g, ' ').slice(0, 160));
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
};

afterEach(() => {
  const sent = concurrent.splice(0);
  expect(sent, 'statements sent while the connection was running another').toEqual([]);
});
