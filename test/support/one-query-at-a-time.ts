import pg from 'pg';
import { afterEach, expect } from 'vitest';

/**
 * A test fails when the service sends a statement on a connection that is still running
 * another (a `Promise.all` of reads inside a transaction): node-postgres queues it and warns
 * once per process (from the third at once) that pg 9 will refuse it. The postgres projects'
 * setup file: it wraps the client's `query` and fails the test on the second at once. The
 * files of a worker share its modules (isolate: false) and each runs this file again, so the
 * client is wrapped once per process and each file checks the one list.
 */
type Wrapped = { query: (...args: unknown[]) => unknown; [sentWhileBusy]?: string[] };
const sentWhileBusy = Symbol.for('bos.test.sentWhileBusy');
const client = pg.Client.prototype as unknown as Wrapped;
const concurrent = (client[sentWhileBusy] ??= wrap());

function wrap(): string[] {
  const sent: string[] = [];
  const query = client.query;
  client.query = function (this: { _queryQueue: unknown[]; _activeQuery?: unknown }, ...args: unknown[]) {
    if (this._activeQuery || this._queryQueue.length > 0) {
      const config = args[0] as { text?: string } | string;
      sent.push(String(typeof config === 'string' ? config : config?.text).replace(/\s+/g, ' ').slice(0, 160));
    }
    return query.apply(this, args);
  };
  return sent;
}

afterEach(() => {
  const sent = concurrent.splice(0);
  expect(sent, 'statements sent while the connection was running another').toEqual([]);
});
