import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Customer } from '../../src/contract/customers';
import { newId } from '../../src/server/base/ids';
import { ConfigError, loadConfig } from '../../src/server/config';
import type { Database, Db } from '../../src/server/db/connection';
import { companies, currencies, events, outbox } from '../../src/server/db/schema';
import { recordEffects, transactionWithEffects, onEffectsCommitted, type Effect } from '../../src/server/domain/outbox/outbox';
import { OutboxDispatcher, outboxBacklog, pruneDeliveredEffects, type OutboxEntry, type OutboxHandler } from '../../src/server/domain/outbox/outbox-dispatcher';
import { client, ok, type Client } from '../support/accounting-fixtures';
import { setupAdmin } from '../support/fixtures';
import { buildApp } from '../../src/server/app';
import { createTestDatabase, testAppConfig, testDbKind, type TestApp, type TestDatabase } from '../support/test-app';
import { eventually, sleep } from '../support/eventually';



describe('a write records its effects; the service delivers them after commit', () => {
  let t: TestApp;
  let api: Client;
  let companyId: string;
  beforeAll(async () => {
    // polling once a minute: what is delivered within seconds was nudged by its commit
    const testDatabase = await createTestDatabase();
    const database = await testDatabase.open();
    const app = await buildApp({ database, config: { ...testAppConfig, outbox: { pollIntervalMs: 60_000 } } });
    t = {
      app, database, inject: (options) => app.inject(options),
      async close() { await app.close(); await database.close(); await testDatabase.drop(); },
    };
    const admin = await setupAdmin(t);
    companyId = admin.companyId;
    api = client(t, admin.token);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('POST /customers writes customer.created to the event log in its own transaction, not through the outbox', async () => {
    const before = await t.database.db.select({ id: outbox.id }).from(outbox);
    const created = ok<Customer>(await api.post('/customers', { name: 'Evented Ltd', email: 'ops@evented.example' }), 201);
    const fetched = ok<Customer>(await api.get(`/customers/${created.id}`));
    const logged = await t.database.db.select().from(events).where(sql`${events.data} -> 'object' ->> 'id' = ${created.id}`);
    expect(logged).toMatchObject([{ companyId, type: 'customer.created', data: { object: fetched } }]);
    expect(await t.database.db.select({ id: outbox.id }).from(outbox)).toEqual(before);
  });

  test('a refused create records nothing', async () => {
    const before = await t.database.db.select({ id: events.id }).from(events);
    expect((await api.post('/customers', { name: 'Wrong money', currencyCode: 'XXZ' })).statusCode).toBe(422);
    expect(await t.database.db.select({ id: events.id }).from(events)).toEqual(before);
  });
});

/** A company to hang effects on, written directly: these tests drive dispatchers by hand, with no app running one. */
async function insertCompany(db: Db): Promise<string> {
  const [usd] = await db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'USD'));
  const id = newId();
  await db.insert(companies).values({ id, code: `OB${id.slice(-6)}`, name: 'Outbox Co', baseCurrencyId: usd.id });
  return id;
}

describe('the outbox and its dispatcher', () => {
  let testDatabase: TestDatabase;
  /** Two handles on one database: on PostgreSQL two pools, as two instances have; PGlite has one process. */
  let databases: Database[];
  let db: Db;
  let companyId: string;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const first = await testDatabase.open();
    databases = testDbKind === 'postgres' ? [first, await testDatabase.open()] : [first, first];
    db = first.db;
    companyId = await insertCompany(db);
  });
  afterAll(async () => {
    await Promise.all([...new Set(databases ?? [])].map((d) => d.close()));
    await testDatabase?.drop();
  });

  const event = (n: number | string): Effect => ({ kind: 'email', companyId, type: 'invoice.email', data: { invoiceEmailId: String(n) } });
  const rowsOf = (ids: string[]) => db.select().from(outbox).where(sql`${outbox.id} IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`).orderBy(asc(outbox.id));
  /** Delivers whatever earlier tests left, so each test starts from an empty backlog. */
  const drainAll = async () => {
    const sweeper = new OutboxDispatcher(db, { handlers: { email: async () => {} }, leaseMs: 1000 });
    while ((await sweeper.dispatchBatch()) > 0);
  };
  const recording = () => {
    const seen: OutboxEntry[] = [];
    const handler: OutboxHandler = async (entry) => { seen.push(entry); };
    return { seen, handler };
  };

  test('an effect recorded in a transaction that rolls back leaves nothing, and nudges no one', async () => {
    let nudges = 0;
    const unsubscribe = onEffectsCommitted(() => nudges++);
    let recorded: string[] = [];
    await expect(transactionWithEffects(db, async (tx) => {
      recorded = await recordEffects(tx, [event('rolled back')]);
      throw new Error('the write fails after recording its effects');
    })).rejects.toThrow('the write fails');
    unsubscribe();
    expect(recorded).toHaveLength(1);
    expect(await rowsOf(recorded)).toEqual([]);
    expect(nudges).toBe(0);
  });

  test('a committed effect nudges the dispatchers after the commit and is delivered once', async () => {
    await drainAll();
    let visibleAtNudge: number | undefined;
    const unsubscribe = onEffectsCommitted(() => {
      visibleAtNudge = -1;
      void db.select({ id: outbox.id }).from(outbox).where(sql`${outbox.payload} ->> 'invoiceEmailId' IN ('1', '2')`)
        .then((rows) => { visibleAtNudge = rows.length; });
    });
    const ids = await transactionWithEffects(db, (tx) => recordEffects(tx, [event(1), event(2)]));
    unsubscribe();
    await eventually(async () => visibleAtNudge, (v) => v !== undefined && v >= 0);
    expect(visibleAtNudge).toBe(2);

    const { seen, handler } = recording();
    const dispatcher = new OutboxDispatcher(db, { handlers: { email: handler } });
    expect(await dispatcher.dispatchBatch()).toBe(2);
    expect(await dispatcher.dispatchBatch()).toBe(0);
    expect(seen.map((e) => [e.id, e.type, e.payload, e.attempts, e.companyId])).toEqual([
      [ids[0], 'invoice.email', { invoiceEmailId: '1' }, 1, companyId],
      [ids[1], 'invoice.email', { invoiceEmailId: '2' }, 1, companyId],
    ]);
    expect((await rowsOf(ids)).map((r) => [r.deliveredAt instanceof Date, r.attempts, r.leaseOwner])).toEqual([[true, 1, null], [true, 1, null]]);
  });

  test('two dispatchers on one database never hold the same effect at the same time, and together deliver each once', async () => {
    await drainAll();
    const ids = await recordEffects(db, Array.from({ length: 60 }, (_, i) => event(i)));
    const holding = new Set<string>();
    const deliveries: string[] = [];
    let overlaps = 0;
    const slowHandler: OutboxHandler = async (entry) => {
      if (holding.has(entry.id)) overlaps++;
      holding.add(entry.id);
      await sleep(2);
      deliveries.push(entry.id);
      holding.delete(entry.id);
    };
    const [a, b] = databases.map((d, i) => new OutboxDispatcher(d.db, { handlers: { email: slowHandler }, batchSize: 7, owner: `dispatcher-${i}` }));
    const claimedBy = { a: 0, b: 0 };
    const run = async (d: OutboxDispatcher, name: 'a' | 'b') => {
      for (let n = await d.dispatchBatch(); n > 0; n = await d.dispatchBatch()) claimedBy[name] += n;
    };
    await Promise.all([run(a, 'a'), run(b, 'b')]);
    expect(overlaps).toBe(0);
    expect(deliveries.toSorted()).toEqual(ids.toSorted());
    expect(claimedBy.a + claimedBy.b).toBe(60);
    expect(claimedBy.a > 0 && claimedBy.b > 0, 'both took part').toBe(true);
    expect((await rowsOf(ids)).every((r) => r.attempts === 1 && r.deliveredAt !== null)).toBe(true);
  });

  test('a failing handler: the error is recorded, the effect waits out its backoff, then is retried', async () => {
    await drainAll();
    const [id] = await recordEffects(db, [event('flaky')]);
    let calls = 0;
    const flaky: OutboxHandler = async () => {
      calls++;
      if (calls === 1) throw new Error('endpoint answered 503');
    };
    const backoffs: number[] = [];
    const dispatcher = new OutboxDispatcher(db, { handlers: { email: flaky }, retryDelayMs: (attempts) => { backoffs.push(attempts); return 400; } });
    expect(await dispatcher.dispatchBatch()).toBe(1);
    const [failed] = await rowsOf([id]);
    expect(failed).toMatchObject({ attempts: 1, deliveredAt: null, leaseOwner: null, lastError: 'endpoint answered 503' });
    expect(failed.leasedUntil!.getTime()).toBeGreaterThan(Date.now() + 100);
    expect(backoffs).toEqual([1]);
    expect(await outboxBacklog(db)).toMatchObject({ pending: 1 });

    expect(await dispatcher.dispatchBatch(), 'not before its backoff').toBe(0);
    await sleep(450);
    expect(await dispatcher.dispatchBatch()).toBe(1);
    const [delivered] = await rowsOf([id]);
    expect(delivered).toMatchObject({ attempts: 2, deliveredAt: expect.any(Date), lastError: 'endpoint answered 503' });
    expect(calls).toBe(2);
  });

  test('an unknown kind is a failed attempt, not a lost effect', async () => {
    await drainAll();
    const [id] = await recordEffects(db, [event('nobody listens')]);
    const dispatcher = new OutboxDispatcher(db, { handlers: {}, retryDelayMs: () => 60_000 });
    expect(await dispatcher.dispatchBatch()).toBe(1);
    expect((await rowsOf([id]))[0]).toMatchObject({ deliveredAt: null, lastError: "no handler for outbox kind 'email'" });
    await db.update(outbox).set({ leasedUntil: null }).where(eq(outbox.id, id));
  });

  test('a dispatcher that dies holding a lease: once it runs out another delivers it again', async () => {
    await drainAll();
    const [id] = await recordEffects(db, [event('crash')]);
    // the first dispatcher sends the effect, then "dies" before marking it delivered
    let die!: () => void;
    const dead = new Promise<void>((resolve) => { die = resolve; });
    const sent: string[] = [];
    const dying = new OutboxDispatcher(databases[0].db, {
      leaseMs: 300,
      handlers: { email: async (entry) => { sent.push(entry.id); await dead; } },
    });
    const stuck = dying.dispatchBatch();
    await eventually(async () => sent.length, (n) => n === 1);

    const { seen, handler } = recording();
    const other = new OutboxDispatcher(databases[1].db, { handlers: { email: handler } });
    expect(await other.dispatchBatch(), 'leased: not taken over yet').toBe(0);
    await sleep(350);
    expect(await other.dispatchBatch()).toBe(1);
    die();
    await stuck;

    expect([...sent, ...seen.map((e) => e.id)]).toEqual([id, id]);
    expect((await rowsOf([id]))[0]).toMatchObject({ attempts: 2, deliveredAt: expect.any(Date) });
  });

  test('with a delay, an effect is sent no sooner than that after it was recorded', async () => {
    await drainAll();
    const [id] = await recordEffects(db, [event('later')]);
    const { seen, handler } = recording();
    const dispatcher = new OutboxDispatcher(db, { handlers: { email: handler }, delayMs: 600 });
    expect(await dispatcher.dispatchBatch()).toBe(0);
    await sleep(650);
    expect(await dispatcher.dispatchBatch()).toBe(1);
    expect(seen.map((e) => e.id)).toEqual([id]);
  });

  test('a started dispatcher delivers what is committed without being driven, and stop waits for its batch', async () => {
    await drainAll();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const { seen, handler } = recording();
    const dispatcher = new OutboxDispatcher(db, { handlers: { email: async (e, c) => { await gate; await handler(e, c); } }, pollIntervalMs: 60_000 }).start();
    const ids = await transactionWithEffects(db, (tx) => recordEffects(tx, [event('nudged')]));
    await sleep(50);
    let stopped = false;
    const stopping = dispatcher.stop().then(() => { stopped = true; });
    await sleep(50);
    expect(stopped, 'stop waits for the batch under way').toBe(false);
    release();
    await stopping;
    expect(seen.map((e) => e.id)).toEqual(ids);
    expect((await rowsOf(ids))[0].deliveredAt).not.toBeNull();
  });

  test('housekeeping removes delivered effects past their retention, never undelivered ones', async () => {
    await drainAll();
    const [old, pending] = await recordEffects(db, [event('old'), event('pending')]);
    await db.update(outbox).set({ deliveredAt: sql`now() - interval '8 days'` }).where(eq(outbox.id, old));
    await db.update(outbox).set({ createdAt: sql`now() - interval '30 days'` }).where(eq(outbox.id, pending));
    expect(await pruneDeliveredEffects(db, 7)).toBeGreaterThanOrEqual(1);
    expect((await rowsOf([old, pending])).map((r) => r.id)).toEqual([pending]);
  });
});

describe('BOS_OUTBOX_* settings', () => {
  test('defaults, values, and a bad value naming its variable', () => {
    expect(loadConfig({}).outbox).toEqual({ pollIntervalMs: 1000, delayMs: 0, leaseMs: 60_000, batchSize: 100 });
    expect(loadConfig({ BOS_OUTBOX_POLL_MS: '250', BOS_OUTBOX_DELAY_MS: '5000', BOS_OUTBOX_LEASE_MS: '30000', BOS_OUTBOX_BATCH_SIZE: '10' }).outbox)
      .toEqual({ pollIntervalMs: 250, delayMs: 5000, leaseMs: 30_000, batchSize: 10 });
    for (const [variable, value] of [['BOS_OUTBOX_POLL_MS', '0'], ['BOS_OUTBOX_DELAY_MS', '-1'], ['BOS_OUTBOX_LEASE_MS', 'soon'], ['BOS_OUTBOX_BATCH_SIZE', '5000']]) {
      expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ [variable]: value })).toThrow(variable);
    }
  });
});
