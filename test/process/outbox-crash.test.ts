import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryRows, type Database } from '../../src/server/db/connection';
import { serviceDatabase, startService } from '../support/service-process';

/**
 * The outbox survives a crash between commit and send (issue 23): the service records a
 * customer.created event with the customer, is killed (SIGKILL) before its dispatcher sends it
 * (sending is held back by BOS_OUTBOX_DELAY_MS), and once restarted on the same database it
 * delivers the event, exactly once. On the embedded database and on PostgreSQL, as the run's
 * database is.
 */
const children = new Set<ChildProcess>();

let env: Record<string, string>;
/** The service's database opened by the test itself, while no service runs on it (PGlite allows one process). */
let openDirectly: () => Promise<Database>;
let cleanup: () => Promise<void> = async () => {};

beforeAll(async () => {
  const database = await serviceDatabase('outbox-crash');
  env = database.env;
  openDirectly = database.open;
  cleanup = database.drop;
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await cleanup();
});

type OutboxRow = { id: string; type: string; payload: { object: { id: string } }; attempts: number; delivered_at: Date | null };
type EventRow = { id: string; type: string; company_id: string; data: { object: unknown } };

async function readOutbox(customerId: string) {
  const database = await openDirectly();
  try {
    const rows = await queryRows<OutboxRow>(database.db, sql`SELECT id, type, payload, attempts, delivered_at FROM outbox WHERE payload -> 'object' ->> 'id' = ${customerId}`);
    const logged = await queryRows<EventRow>(database.db, sql`SELECT id, type, company_id, data FROM events WHERE data -> 'object' ->> 'id' = ${customerId}`);
    return { rows, logged };
  } finally {
    await database.close();
  }
}

test('SIGKILL between the commit of a customer and the sending of its event: after a restart the event is delivered exactly once', async () => {
  const first = await startService({ ...env, BOS_OUTBOX_DELAY_MS: '600000' }, children);
  const setup = await (await fetch(`${first.base}/api/v1/auth/setup`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'crash@example.com', password: 'correct horse battery', company: { name: 'Outbox Crash Co', baseCurrency: 'USD' } }),
  })).json();
  const auth = { authorization: `Bearer ${setup.accessToken}` };
  const created = await fetch(`${first.base}/api/v1/customers`, {
    method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Crash Customer Ltd', email: 'ap@crash.example' }),
  });
  expect(created.status).toBe(201);
  const customer = await (await fetch(`${first.base}/api/v1/customers/${(await created.json()).id}`, { headers: auth })).json();
  first.child.kill('SIGKILL');
  await first.exited;

  // committed with the customer, and not sent
  const atCrash = await readOutbox(customer.id);
  expect(atCrash.rows).toEqual([{ id: expect.any(String), type: 'customer.created', payload: { object: customer }, attempts: 0, delivered_at: null }]);
  expect(atCrash.logged).toEqual([]);

  const second = await startService({ ...env, BOS_LOG_LEVEL: 'debug' }, children);
  const delivered = () => second.output().split('\n').some((line) => line.includes('outbox batch dispatched') && /"delivered":[1-9]/.test(line));
  for (let i = 0; i < 200 && !delivered(); i++) await new Promise((r) => setTimeout(r, 50));
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
  expect(delivered(), second.output()).toBe(true);

  const afterRestart = await readOutbox(customer.id);
  expect(afterRestart.logged).toEqual([{ id: atCrash.rows[0].id, type: 'customer.created', company_id: customer.companyIdString, data: { object: customer } }]);
  expect(afterRestart.rows).toEqual([{ ...atCrash.rows[0], attempts: 1, delivered_at: expect.anything() }]);
}, 300_000);
