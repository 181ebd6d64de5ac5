import type { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { ScopeResource } from '../../src/contract/scopes';
import { errorPaths, NIL_UUID, ok, type Client } from './accounting-fixtures';
import { apiKeyAuth, bearer, countRows, createApiKey, expectProblem } from './fixtures';
import { farPages, invalidPagingCases, invalidSortCases } from './invalid-queries';
import type { TwoCompanyApp } from './two-companies';

type Payload = Record<string, unknown>;

/** Whom a payload is for: a company, and a client of one of its admins. */
export type PayloadContext = { world: TwoCompanyApp; company: Company; api: Client };

export type ResourceConformance = {
  /** The collection under /api/v1, e.g. `/customers`; records live at `<path>/{id}`. */
  path: string;
  /** `<scope>:read` guards the GETs, `<scope>:write` the writes. */
  scope: ScopeResource;
  /** The table a create writes to; its rows are counted around every refused request. */
  table?: PgTable;
  /** A valid create payload for ctx.company, new on every call (unique names); none for read-only resources. */
  createPayload?: (ctx: PayloadContext) => Payload | Promise<Payload>;
  /** Makes a few records of ctx.company another way, for a list without `createPayload` (users join by invitation). */
  fill?: (ctx: PayloadContext) => Promise<void>;
  /** A valid PUT payload for one of ctx.company's records, when the resource is updated with PUT `<path>/{id}`. */
  updatePayload?: (ctx: PayloadContext, record: { id: string }) => Payload | Promise<Payload>;
  /** The payload field naming the owning company. */
  companyField?: string;
  /** The GET `<path>` query parameter naming the company. */
  companyQuery?: string;
  /** The GET `<path>` list pages and sorts by these fields. */
  sortable?: string[];
  /** The GET `<path>` list pages but has no sort (a list with `sortable` pages anyway). */
  paged?: boolean;
  /** Query parameters every GET `<path>` carries (a report's date range). */
  listQuery?: Record<string, string>;
  /** Free-text query parameters of GET `<path>`. */
  textQuery?: string[];
  /** Calendar-date query parameters of GET `<path>`. */
  dateQuery?: string[];
};

/** Every string in a payload, with the dotted path a 422 names it by (`lines.0.description`). */
/**
 * What a resource's file in test/conformance/fixtures/ (named after the resource) declares: its
 * spec without the scope (the resource's) and the path (`/<resource>` unless given). The
 * conformance suite runs one per resource of the manifest list (src/contract/resources.ts).
 */
export type ConformanceFixture = Omit<ResourceConformance, 'path' | 'scope'> & { path?: string };

export function stringLeaves(value: unknown, path: string[] = []): { path: string; set(payload: Payload, v: string): Payload }[] {
  if (typeof value === 'string') {
    return [{ path: path.join('.'), set: (payload, v) => setAt(payload, path, v) }];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => stringLeaves(child, [...path, key]));
  }
  return [];
}

function setAt(payload: Payload, path: string[], v: unknown): Payload {
  const copy = structuredClone(payload);
  let node: any = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  node[path.at(-1)!] = v;
  return copy;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;

/** Dates the database cannot store or JavaScript and PostgreSQL read differently: each must be refused. */
export const outOfRangeDates = {
  date: ['0000-01-01', '0000-02-29'],
  dateTime: [
    '0000-01-01T00:00:00Z',
    '0000-06-15T12:00:00+02:00',
    '9999-12-31T23:00:00-05:00', // 10000-01-01T04:00Z once the offset applies
    '0001-01-01T00:30:00+01:00', // year 0000 in UTC
  ],
};

/**
 * The checks every resource must pass, one describe per resource: authentication, scopes,
 * tenancy, query validation, body parsing, hostile strings and dates, If-Match; each refusal a
 * 4xx problem with its code, and nothing written.
 */
export function describeResourceConformance(world: TwoCompanyApp, spec: ResourceConformance) {
  const { path } = spec;
  const listUrl = (overrides: Record<string, string> = {}) => {
    const query = new URLSearchParams({ ...spec.listQuery, ...overrides }).toString();
    return query ? `${path}?${query}` : path;
  };

  describe(`${path} conformance`, () => {
    const s = {} as {
      mine?: { id: string };
      theirs?: { id: string };
      /** A valid create payload that was not sent. */
      payload: Payload;
      update?: Payload;
    };
    const mineCtx = (): PayloadContext => ({ world, company: world.company, api: world.api });
    const theirCtx = (): PayloadContext => ({ world, company: world.otherCompany, api: world.theirApi });

    beforeAll(async () => {
      if (spec.createPayload) {
        s.mine = ok(await world.api.post(path, await spec.createPayload(mineCtx())), 201);
        s.theirs = ok(await world.theirApi.post(path, await spec.createPayload(theirCtx())), 201);
        s.payload = await spec.createPayload(mineCtx());
      }
      if (spec.updatePayload) s.update = await spec.updatePayload(mineCtx(), s.mine!);
    });

    const recordUrl = (id = s.mine?.id ?? NIL_UUID) => `${path}/${id}`;

    /** What a refused request must leave as it was: the table's rows, and both records as their GETs answer them. */
    const snapshot = async () => ({
      rows: spec.table ? await countRows(world.t, spec.table) : 0,
      mine: s.mine ? (await world.api.get(recordUrl())).body : undefined,
      theirs: s.theirs ? (await world.theirApi.get(recordUrl(s.theirs.id))).body : undefined,
    });
    let before: Awaited<ReturnType<typeof snapshot>> | undefined;
    beforeEach(() => {
      before = undefined;
    });
    // the records once the test's requests are done: read before and after every request, they were most of the suite's requests
    afterEach(async () => {
      if (before) expect(await snapshot(), 'nothing is written').toEqual(before);
    });

    /** Runs a request that must be refused, and checks that no row was added (and, after the test, that neither record changed). */
    async function refused(send: () => Promise<LightMyRequestResponse>, status: number, code: string) {
      before ??= await snapshot();
      const res = await send();
      const body = expectProblem(res, status, code);
      if (spec.table) expect(await countRows(world.t, spec.table), 'no row is added').toBe(before.rows);
      return body;
    }

    /** Every operation of the resource, sent with these headers instead of a member's. */
    function everyOperation(headers: Record<string, string>) {
      const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Payload) =>
        world.t.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
      return [
        ['GET list', () => inject('GET', listUrl())],
        ...(spec.createPayload ? [
          ['GET one', () => inject('GET', recordUrl())],
          ['POST', () => inject('POST', path, s.payload)],
        ] : []),
        ...(spec.updatePayload ? [['PUT', () => inject('PUT', recordUrl(), s.update)]] : []),
      ] as [string, () => Promise<LightMyRequestResponse>][];
    }

    test('without credentials every operation is 401 unauthenticated, nothing written', async () => {
      for (const [, send] of everyOperation({})) await refused(send, 401, 'unauthenticated');
      for (const [, send] of everyOperation(bearer('not-a-token'))) await refused(send, 401, 'unauthenticated');
    });

    test(`a key without ${spec.scope} scopes is 403 forbidden-scope on every operation, nothing written`, async () => {
      const key = await createApiKey(world.t, world.admin.token, { scopes: [spec.scope === 'currencies' ? 'customers:read' : 'currencies:read'] });
      for (const [operation, send] of everyOperation(apiKeyAuth(key.key))) {
        const body = await refused(send, 403, 'forbidden-scope');
        expect(body.detail, operation).toContain(`${spec.scope}:${operation.startsWith('GET') ? 'read' : 'write'}`);
      }
    });

    if (spec.companyField) {
      const field = spec.companyField;
      test(`another company in ${field} is 403 forbidden-company, nothing written`, async () => {
        for (const company of [world.otherCompany.id, NIL_UUID]) {
          await refused(() => world.api.post(path, { ...s.payload, [field]: company }), 403, 'forbidden-company');
          if (s.update) await refused(() => world.api.put(recordUrl(), { ...s.update, [field]: company }), 403, 'forbidden-company');
        }
      });
    }

    if (spec.companyQuery) {
      const parameter = spec.companyQuery;
      test(`another company in ?${parameter} is 403 forbidden-company`, async () => {
        for (const company of [world.otherCompany.id, NIL_UUID]) {
          await refused(() => world.api.get(listUrl({ [parameter]: company })), 403, 'forbidden-company');
        }
        ok(await world.api.get(listUrl({ [parameter]: world.company.id })));
      });
    }

    if (spec.createPayload) {
      test('another company\'s record is 404 not-found, and stays as it was', async () => {
        await refused(() => world.api.get(recordUrl(s.theirs!.id)), 404, 'not-found');
        if (s.update) await refused(() => world.api.put(recordUrl(s.theirs!.id), s.update), 404, 'not-found');
        await refused(() => world.api.get(recordUrl(NIL_UUID)), 404, 'not-found');
        ok(await world.theirApi.get(recordUrl(s.theirs!.id)));
      });
    }

    if (spec.sortable || spec.paged) {
      test.each(invalidPagingCases)('%o is 400 invalid-query naming %s', async (query, parameter) => {
        const body = await refused(() => world.api.get(listUrl(query)), 400, 'invalid-query');
        expect(errorPaths(body)).toContain(parameter);
      });

      test.each(farPages)('%o, past any row (offsets past 2^31 and 2^53), is an empty page', async (query) => {
        const listed = ok(await world.api.get(listUrl(query))) as { content: unknown[]; page: { number: number } };
        expect(listed.content).toEqual([]);
        expect(listed.page.number).toBe(Number(query.page));
      });
    }

    if (spec.sortable) {
      const sortable = spec.sortable;

      test.each(invalidSortCases)('sort=%s is 400 invalid-query naming sort', async (sort) => {
        const body = await refused(() => world.api.get(listUrl({ sort })), 400, 'invalid-query');
        expect(errorPaths(body)).toContain('sort');
      });

      test(`sorts by ${sortable.join(', ')} both ways`, async () => {
        for (const field of sortable) {
          for (const sort of [field, `-${field}`, `${field},asc`, `${field},desc`]) ok(await world.api.get(listUrl({ sort })));
        }
      });

      type Listed = { content: { id: string }[]; page: { number: number; nextCursor: string | null; previousCursor: string | null } };
      const ids = (page: Listed) => page.content.map((r) => r.id);
      /** Enough records for several pages of two. */
      const fillPages = async () => {
        if (spec.createPayload) for (let i = 0; i < 3; i++) ok(await world.api.post(path, await spec.createPayload(mineCtx())), 201);
        else await spec.fill?.(mineCtx());
      };

      test('cursor pages walk every sort forwards and back, row for row as page numbers do', async () => {
        await fillPages();
        for (const field of sortable) {
          for (const sort of [`${field},asc`, `${field},desc`]) {
            const all = ids(ok(await world.api.get(listUrl({ sort, size: '200' }))));
            expect(all.length, sort).toBeGreaterThan(2);
            // pages of two, or about six of a long list (156 currencies): each walk still crosses several page boundaries
            const size = String(Math.max(2, Math.ceil(all.length / 6)));
            const forwards: Listed[] = [ok(await world.api.get(listUrl({ sort, size })))];
            while (forwards.at(-1)!.page.nextCursor) {
              forwards.push(ok(await world.api.get(listUrl({ sort, size, cursor: forwards.at(-1)!.page.nextCursor! }))));
              expect(forwards.length, `${sort}: the walk ends`).toBeLessThanOrEqual(all.length);
            }
            expect(forwards.flatMap(ids), sort).toEqual(all);
            expect(forwards.map((p) => p.page.number), sort).toEqual(forwards.map((_, i) => i));
            for (const [i, page] of forwards.entries()) {
              expect(ids(page), `${sort}: page ${i} by number`).toEqual(ids(ok(await world.api.get(listUrl({ sort, size, page: String(i) })))));
            }
            const backwards: Listed[] = [forwards.at(-1)!];
            while (backwards.at(-1)!.page.previousCursor) {
              backwards.push(ok(await world.api.get(listUrl({ sort, size, cursor: backwards.at(-1)!.page.previousCursor! }))));
              expect(backwards.length, `${sort}: the walk back ends`).toBeLessThanOrEqual(all.length);
            }
            expect(backwards.reverse().map(ids), `${sort}: back`).toEqual(forwards.map(ids));
            expect(backwards[0].page.number).toBe(0);
          }
        }
      });

      test('a garbage or forged cursor is 400 invalid-query naming cursor', async () => {
        const first: Listed = ok(await world.api.get(listUrl({ size: '2' })));
        const issued = first.page.nextCursor!;
        const [text, mac] = issued.split('.');
        const body = JSON.parse(Buffer.from(text, 'base64url').toString());
        // a changed body keeps the issued MAC (or drops it): the service signed neither
        const forge = (changes: object) => `${Buffer.from(JSON.stringify({ ...body, ...changes })).toString('base64url')}.${mac}`;
        const cursors = [
          'x', '!!!', 'a'.repeat(5000), Buffer.from('{}').toString('base64url'), Buffer.from('[1,2]').toString('base64url'),
          text, `${text}.`, `${text}.${mac}.${mac}`, `${text}.${'A'.repeat(22)}`, `${text}x.${mac}`,
          forge({ v: 2 }), forge({ q: 'another-query' }), forge({ d: 'sideways' }), forge({ n: -1 }), forge({ n: 2 ** 40 }),
          forge({ k: [] }), forge({ k: [...body.k, 'one too many'] }), forge({ k: body.k.map(() => ({ nested: true })) }),
          forge({ k: body.k.map(() => 'not-a-value-of-its-column') }), forge({ k: body.k.map(() => 2 ** 62) }),
          forge({ c: { t: 5, w: '1' } }),
        ];
        expect(ok(await world.api.get(listUrl({ size: '2', cursor: issued }))).page.number, 'the issued cursor itself is fine').toBe(1);
        for (const cursor of cursors) {
          const problem = await refused(() => world.api.get(listUrl({ size: '2', cursor })), 400, 'invalid-query');
          expect(errorPaths(problem), cursor.slice(0, 40)).toContain('cursor');
        }
      });

      test('a cursor of another sort, size or company is 400 invalid-query', async () => {
        await fillPages();
        const sort = `${sortable[0]},asc`;
        const cursor = (ok(await world.api.get(listUrl({ size: '2', sort }))) as Listed).page.nextCursor!;
        const refusedCursor = async (problem: Promise<LightMyRequestResponse>) => expect(errorPaths(expectProblem(await problem, 400, 'invalid-query'))).toContain('cursor');
        ok(await world.api.get(listUrl({ size: '2', sort, cursor })));
        await refusedCursor(world.api.get(listUrl({ size: '3', sort, cursor })));
        await refusedCursor(world.api.get(listUrl({ size: '2', sort: `${sortable[0]},desc`, cursor })));
        if (spec.companyQuery) {
          await refusedCursor(world.theirApi.get(listUrl({ size: '2', sort, [spec.companyQuery]: world.otherCompany.id, cursor })));
        }
      });
    }

    test('NUL characters in query parameters are 400 invalid-query naming the parameter', async () => {
      const parameters = [...(spec.sortable ? ['sort'] : []), ...(spec.textQuery ?? []), ...(spec.companyQuery ? [spec.companyQuery] : []), ...Object.keys(spec.listQuery ?? {})];
      for (const parameter of parameters) {
        const value = parameter === spec.companyQuery ? world.company.id : (spec.listQuery?.[parameter] ?? (parameter === 'sort' ? spec.sortable![0] : 'abc'));
        const body = await refused(() => world.api.get(listUrl({ [parameter]: `${value}\u0000` })), 400, 'invalid-query');
        expect(errorPaths(body), parameter).toContain(parameter);
      }
    });

    if (spec.dateQuery?.length) {
      test('out-of-range dates in the query are 400 invalid-query naming the parameter', async () => {
        for (const parameter of spec.dateQuery!) {
          for (const date of outOfRangeDates.date) {
            const body = await refused(() => world.api.get(listUrl({ [parameter]: date })), 400, 'invalid-query');
            expect(errorPaths(body), `${parameter}=${date}`).toContain(parameter);
          }
        }
      });
    }

    if (spec.createPayload) {
      /** POST, and PUT when the resource has it: each write that takes a body. */
      const writes = () => [
        { send: (payload: Payload | string, headers?: Record<string, string>) => world.api.post(path, payload, headers), payload: s.payload, label: 'POST' },
        ...(s.update ? [{ send: (payload: Payload | string, headers?: Record<string, string>) => world.api.put(recordUrl(), payload, headers), payload: s.update, label: 'PUT' }] : []),
      ];

      test('malformed JSON is 400 invalid-json, nothing written', async () => {
        for (const { send } of writes()) {
          for (const bad of ['{"name": ', '{"name": "x",}', "{'name': 'x'}", '[', 'nul']) {
            await refused(() => send(bad, { 'content-type': 'application/json' }), 400, 'invalid-json');
          }
        }
      });

      test('a prototype key (__proto__, constructor) anywhere in the body is 422 unknown-field naming it, nothing written', async () => {
        for (const { send, payload } of writes()) {
          const json = JSON.stringify(payload);
          const cases: [string, string][] = [
            [`{"__proto__":{"admin":true},${json.slice(1)}`, '__proto__'],
            [`{"constructor":{"prototype":{"admin":true}},${json.slice(1)}`, 'constructor'],
            [`{${json.slice(1, -1)},"nested":{"__proto__":{}}}`, 'nested.__proto__'],
          ];
          for (const [body, field] of cases) {
            const problem = await refused(() => send(body, { 'content-type': 'application/json' }), 422, 'unknown-field');
            expect(errorPaths(problem)).toContain(field);
          }
        }
      });

      test('a body that is not JSON is 415 unsupported-media-type, nothing written', async () => {
        for (const { send, payload } of writes()) {
          for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
            await refused(() => send(JSON.stringify(payload), { 'content-type': type }), 415, 'unsupported-media-type');
          }
        }
      });

      test('a NUL character in any string of the body is 422 validation naming the field, nothing written', async () => {
        for (const { send, payload, label } of writes()) {
          for (const leaf of stringLeaves(payload)) {
            const value = String(leaf.path.split('.').reduce<any>((node, key) => node[key], payload));
            for (const poisoned of [`${value}\u0000`, `\u0000${value}`]) {
              const body = await refused(() => send(leaf.set(payload, poisoned)), 422, 'validation');
              expect(errorPaths(body), `${label} ${leaf.path}`).toContain(leaf.path);
            }
          }
        }
      });

      test('a body nested deeper than any request of the API is 422 validation, nothing written', async () => {
        for (const { send } of writes()) {
          for (const depth of [100, 200_000]) {
            const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`;
            await refused(() => send(`${JSON.stringify(s.payload).slice(0, -1)},"deep":${deep}}`, { 'content-type': 'application/json' }), 422, 'validation');
          }
        }
      });

      test('year 0000, and date-times whose offset moves them outside 0001..9999, are 422 validation naming the field', async ({ skip }) => {
        const dated = writes().flatMap(({ send, payload, label }) => stringLeaves(payload).flatMap((leaf) => {
          const value = String(leaf.path.split('.').reduce<any>((node, key) => node[key], payload));
          const dates = CALENDAR_DATE.test(value) ? outOfRangeDates.date : DATE_TIME.test(value) ? outOfRangeDates.dateTime : [];
          return dates.map((date) => ({ send, payload, label, leaf, date }));
        }));
        if (dated.length === 0) skip('its bodies have no date');
        for (const { send, payload, label, leaf, date } of dated) {
          const body = await refused(() => send(leaf.set(payload, date)), 422, 'validation');
          expect(errorPaths(body), `${label} ${leaf.path}=${date}`).toContain(leaf.path);
        }
      });
    }

    if (spec.updatePayload) {
      test('If-Match with a version beyond the integer range is 412 precondition-failed, nothing written', async () => {
        for (const version of ['99999999999999999999', '2147483648', '9007199254740993']) {
          for (const etag of [`W/"${version}"`, `"${version}"`]) {
            await refused(() => world.api.put(recordUrl(), s.update, { 'if-match': etag }), 412, 'precondition-failed');
          }
        }
      });
    }
  });
}
