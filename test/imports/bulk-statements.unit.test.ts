import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../src/server/db/connection';
import { bulkInsert, bulkUpdate, JSON_CHUNK } from '../../src/server/domain/imports/bulk-statements';

/**
 * On the embedded database each statement runs on the event loop's thread and resolves as a
 * microtask, so a long import's statements would run back to back and hold up every other
 * request (the security review: /healthz 14 s late during a 100,000-row import). Between two
 * statements the bulk writes give the event loop a turn; their size bounds the wait.
 */
function recordingDb() {
  const events: string[] = [];
  const db = { execute: async () => { events.push('statement'); return { rows: [] }; } } as unknown as DbOrTx;
  // a macrotask scheduled now runs only when the writer yields the event loop
  const tick = () => setImmediate(() => { events.push('turn'); if (events.filter((e) => e === 'statement').length < 4) tick(); });
  return { db, events, tick };
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `id-${i}`, name: `Row ${i}` }));

describe('bulk statements on one thread', () => {
  it.each([
    ['insert', bulkInsert],
    ['update', bulkUpdate],
  ] as const)('a bulk %s yields the event loop between its statements', async (_name, write) => {
    const { db, events, tick } = recordingDb();
    tick();
    await write(db, 'items', [['name', 'text']], rows(JSON_CHUNK * 3));
    const statements = events.filter((e) => e === 'statement').length;
    expect(statements).toBe(3);
    // every statement after the first follows a turn of the event loop
    events.forEach((event, i) => {
      if (event === 'statement' && i > 0 && events.slice(0, i).includes('statement')) expect(events[i - 1]).toBe('turn');
    });
  });
});
