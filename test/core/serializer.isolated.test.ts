import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { pageOf, problem } from '../../src/contract/common';
import { journalEntry } from '../../src/contract/journal-entries';
import { compiledSerializerCompiler } from '../../src/server/http/serializer';
import { client, defaultAccount, ok, type Client } from '../support/accounting-fixtures';
import { expectProblem, setupAdmin, type Admin } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/** Every serializer fast-json-stringify builds, with the last value each wrote. */
const compiled = vi.hoisted(() => [] as { schema: unknown; calls: { data: unknown; json: string }[] }[]);
vi.mock('fast-json-stringify', async (importOriginal) => {
  const build = ((await importOriginal()) as { default: (schema: unknown, options?: unknown) => (data: unknown) => string }).default;
  return {
    default: (schema: unknown, options?: unknown) => {
      const serialize = build(schema, options);
      const record = { schema, calls: [] as { data: unknown; json: string }[] };
      compiled.push(record);
      return (data: unknown) => {
        const json = serialize(data);
        record.calls.push({ data, json });
        return json;
      };
    },
  };
});

const silentLog = () => ({ debug: vi.fn() }) as unknown as Parameters<typeof compiledSerializerCompiler>[0]['log'];
const route = (schema: z.ZodType, log = silentLog(), verify = false) =>
  compiledSerializerCompiler({ log, verify })({ schema, method: 'GET', url: '/things', httpStatus: '200' } as never);

describe('the compiled serializer', () => {
  const thing = z.object({
    amount: z.number(),
    count: z.number().int(),
    name: z.string(),
    note: z.string().nullable(),
    kind: z.enum(['A', 'B']).optional(),
    tags: z.record(z.string(), z.number()),
    lines: z.array(z.object({ id: z.string() })),
  });
  const valid = { amount: 1.25, count: 2, name: 'a "quoted" naïve name', note: null, tags: { x: 1 }, lines: [{ id: 'l1' }] };

  // The same JSON; only an optional field may come at the end of its object rather than in schema order.
  test('writes what zod writes, and drops fields the schema does not name, at every depth', () => {
    const data = { ...valid, kind: 'B', passwordHash: 'secret', lines: [{ id: 'l1', internal: true }] };
    const json = route(thing)(data);
    expect(JSON.parse(json)).toEqual(JSON.parse(zodSerializerCompiler({ schema: thing, method: 'GET', url: '/things' } as never)(data)));
    expect(JSON.parse(json)).toEqual({ ...valid, kind: 'B' });
    expect(json).not.toContain('secret');
  });

  // These two are what tell fast-json-stringify from zod: zod rejects both answers.
  test('coerces a value of the wrong type rather than rejecting it (fast-json-stringify, not zod)', () => {
    expect(JSON.parse(route(thing)({ ...valid, amount: '12.5', count: 2.7, name: 42 }))).toMatchObject({ amount: 12.5, count: 2, name: '42' });
    expect(() => zodSerializerCompiler({ schema: thing, method: 'GET', url: '/things' } as never)({ ...valid, amount: '12.5' })).toThrow();
  });

  test('throws on a missing required field or a value that is no number', () => {
    const { name: _name, ...withoutName } = valid;
    expect(() => route(thing)(withoutName)).toThrow(/"name" is required/);
    expect(() => route(thing)({ ...valid, amount: 'twelve' })).toThrow(/cannot be converted to a number/);
  });

  test('with verify on (as in the test suite), an answer that zod would write differently throws', () => {
    expect(() => route(thing, silentLog(), true)({ ...valid, amount: '12.5' })).toThrow();
    expect(() => route(thing, silentLog(), true)({ ...valid, note: undefined })).toThrow();
    expect(route(thing, silentLog(), true)(valid)).toBe(route(thing)(valid));
  });

  test('a schema JSON Schema cannot describe falls back to zod for that route, logged once at debug level', () => {
    const log = silentLog();
    const custom = z.object({ at: z.custom<Date>((value) => value instanceof Date) });
    const serialize = route(custom, log);
    // compiled on the route's first answer, not when the route is registered
    expect(log.debug).toHaveBeenCalledTimes(0);
    expect(serialize({ at: new Date('2026-01-02T03:04:05Z') })).toBe('{"at":"2026-01-02T03:04:05.000Z"}');
    expect(serialize({ at: new Date('2026-01-02T03:04:06Z') })).toBe('{"at":"2026-01-02T03:04:06.000Z"}');
    expect(log.debug).toHaveBeenCalledTimes(1);
  });
});

describe('GET /journal-entries through the compiled serializer', () => {
  let t: TestApp;
  let admin: Admin;
  let api: Client;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await setupAdmin(t);
    api = client(t, admin.token);
    const cash = await defaultAccount(t, admin.companyId, 'CASH');
    const revenue = await defaultAccount(t, admin.companyId, 'REVENUE');
    const sale = ok(await api.post('/journal-entries', {
      postingDate: '2026-02-03',
      reference: 'Invoice "A-1" — façade\nsecond line',
      lines: [
        { accountId: cash, debit: 1234.56, description: 'paid in cash' },
        { accountId: revenue, credit: 1234.56 },
      ],
    }), 201);
    ok(await api.post(`/journal-entries/${sale.id}/reverse`, { postingDate: '2026-02-04' }), 201);
  });
  afterAll(async () => {
    await t.close();
  });

  test('answers what the zod serializer writes for the same page, byte for byte, and it is fast-json-stringify that wrote it', async () => {
    const res = await api.get('/journal-entries?sort=postingDate');
    const body = ok(res);
    expect(body.content).toHaveLength(2);
    expect(body.content[0]).toMatchObject({ reversedById: body.content[1].id, lines: [{ description: 'paid in cash' }, { description: null }] });
    expect(body.content[1]).toMatchObject({ source: 'REVERSAL', reversalOfId: body.content[0].id, sourceId: body.content[0].id });

    const writer = compiled.find((c) => c.calls.some((call) => call.json === res.body));
    expect(writer, 'the body was written by a serializer fast-json-stringify built').toBeDefined();
    const { data } = writer!.calls.find((call) => call.json === res.body)!;
    const zodJson = zodSerializerCompiler({ schema: pageOf(journalEntry), method: 'GET', url: '/journal-entries' } as never)(data);
    expect(JSON.parse(res.body)).toEqual(JSON.parse(zodJson));
    expect(res.body).toBe(zodJson);
  });

  test('problems are written by the compiled problem schema, with their content type', async () => {
    const res = await api.get('/journal-entries/00000000-0000-7000-8000-000000000000');
    expectProblem(res, 404, 'not-found');
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const zodJson = zodSerializerCompiler({ schema: problem, method: 'GET', url: '/' } as never)(res.json());
    expect(res.body).toBe(zodJson);
    expect(compiled.some((c) => c.calls.some((call) => call.json === res.body))).toBe(true);
  });
});
