import fc from 'fast-check';
import {
  alternatives, isCurrencyCodeSchema, isDateSchema, isDateTimeSchema, isUuidSchema, type JsonSchema, type Operation, type RecordPool,
} from './openapi';

/** Values that break naive code: wrong types, numbers past every integer range, hostile strings. */
const wrongTypes = fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, '', 'x', [], {}, [null], { a: 1 });
const extremeNumbers = fc.constantFrom(
  2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, -0, 0.1, 1e-7, 1e21, 99999999999999999999, 0.005, 1.005,
);
const hostileStrings = fc.constantFrom(
  '\u0000', 'a\u0000b', ' ', '\t\n', '💥', '\uD800', '\uDFFF', '\u202Eevil', '\uFEFF', 'null', 'undefined', 'NaN', '__proto__', 'constructor', 'prototype',
  "'; DROP TABLE companies; --", '%', '_', '\\', '%00', '../../etc/passwd', '<script>alert(1)</script>', '${7*7}', '0', '-1', '1e400',
  '0000-01-01', '0000-02-29', '9999-12-31T23:00:00-05:00', '0001-01-01T00:30:00+01:00', '2026-02-30', '10000-01-01', '2026-13-01T00:00:00Z',
  '00000000-0000-0000-0000-000000000000', 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', 'ZZZ', 'usd', '*',
);
const hugeStrings = fc.constantFrom('x'.repeat(10_001), 'é'.repeat(70_000), '💥'.repeat(20_000), ' '.repeat(5_000));
const unicodeStrings = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary-ascii', maxLength: 40 }));

/** `depth` levels of arrays or objects: the parser, validators and walkers must not overflow. */
function deeplyNested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}
const deepValues = fc.constantFrom(deeplyNested(64, 'array'), deeplyNested(2_000, 'array'), deeplyNested(2_000, 'object'));
/** Deeper than JSON.stringify goes: written out as text. */
const deepBodies = [100_000, 300_000].flatMap((depth) => [`${'['.repeat(depth)}${']'.repeat(depth)}`, `{"name":${'{"a":'.repeat(depth / 4)}"\u0000"${'}'.repeat(depth / 4)}}`]);

/** Boundaries the schema names, and one step past them. */
function boundaries(schema: JsonSchema): fc.Arbitrary<unknown> {
  const values: unknown[] = [];
  for (const bound of [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum]) {
    if (bound !== undefined) values.push(bound, bound - 1, bound + 1, bound + 0.5);
  }
  for (const length of [schema.minLength, schema.maxLength]) {
    if (length !== undefined) values.push('x'.repeat(length), 'x'.repeat(length + 1), 'x'.repeat(Math.max(0, length - 1)));
  }
  if (schema.maxItems !== undefined && schema.items) values.push(Array.from({ length: Math.min(schema.maxItems + 1, 1_001) }, () => null));
  return values.length > 0 ? fc.constantFrom(...values) : wrongTypes;
}

/** A value against the schema: wrong types, boundaries, numbers past 2^31, huge, unicode, NUL, deep nesting. */
export function hostile(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: wrongTypes },
    { weight: 3, arbitrary: boundaries(schema) },
    { weight: 2, arbitrary: extremeNumbers },
    { weight: 4, arbitrary: hostileStrings },
    { weight: 1, arbitrary: hugeStrings },
    { weight: 2, arbitrary: unicodeStrings },
    { weight: 1, arbitrary: deepValues },
  );
}

const day = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true });
const offsets = fc.constantFrom('Z', '+00:00', '+02:00', '-05:00', '+14:00', '-12:00', '+05:45', '');
const futureInstant = fc.integer({ min: 1, max: 3_000 }).map((days) => new Date(Date.now() + days * 86_400_000).toISOString());

/** A value the schema allows (as far as JSON Schema can say), with ids of real records for fields that name one. */
export function valid(schema: JsonSchema, name: string, pool: RecordPool): fc.Arbitrary<unknown> {
  const options = alternatives(schema);
  if (options.length > 1) return fc.oneof(...options.map((option) => valid(option, name, pool)));
  const [s] = options;
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  switch (s.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = Math.max(s.minimum ?? -1_000, -1e6);
      const max = Math.min(s.maximum ?? 1_000_000, Math.max(min, 1e6));
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
    }
    case 'number':
      // money: mostly whole cents, sometimes more decimals than the currency has
      return fc.oneof(
        fc.integer({ min: 1, max: 10_000_000 }).map((cents) => cents / 100),
        fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e12, noNaN: true, noDefaultInfinity: true }),
      );
    case 'array': {
      const minLength = s.minItems ?? 0;
      return fc.array(valid(s.items ?? {}, name, pool), { minLength, maxLength: Math.min(s.maxItems ?? minLength + 3, minLength + 3) });
    }
    case 'object':
      return objectOf(s, false, (child, key) => valid(child, key, pool));
    default:
      return validString(s, name, pool);
  }
}

function validString(s: JsonSchema, name: string, pool: RecordPool): fc.Arbitrary<string> {
  if (isUuidSchema(s)) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pool.idsFor(name)) }, { weight: 1, arbitrary: fc.uuid() });
  if (isDateSchema(s)) return day.map((d) => d.toISOString().slice(0, 10));
  if (isDateTimeSchema(s)) {
    return fc.oneof(futureInstant, fc.tuple(day, offsets).map(([d, offset]) => `${d.toISOString().slice(0, 19)}${offset}`));
  }
  if (s.format === 'email') return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 320));
  if (isCurrencyCodeSchema(s)) return fc.constantFrom('USD', 'EUR', 'JPY', 'KWD', 'IQD', 'HUF', 'eur', 'XXX');
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40), unit: 'grapheme' });
}

/** An object of the schema's properties (required ones always, others sometimes), and when `mutate`, sometimes one missing or one too many. */
function objectOf(s: JsonSchema, mutate: boolean, property: (schema: JsonSchema, key: string) => fc.Arbitrary<unknown>) {
  const properties = s.properties ?? {};
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, property(child, key)])),
    { requiredKeys: (s.required ?? []).filter((key) => key in properties) },
  ) as fc.Arbitrary<Record<string, unknown>>;
  if (!mutate) return record;
  const required = s.required ?? [];
  const extraKey = fc.constantFrom('extra', '__proto__', 'constructor', 'id', 'version', 'companyId', 'createdAt', '', '\u0000');
  return fc.oneof(
    { weight: 8, arbitrary: record },
    // a required field missing
    ...(required.length > 0
      ? [{ weight: 1, arbitrary: fc.tuple(record, fc.constantFrom(...required)).map(([value, key]) => {
        const { [key]: _dropped, ...rest } = value;
        return rest;
      }) }]
      : []),
    // a field the schema does not have
    { weight: 1, arbitrary: fc.tuple(record, extraKey, fc.oneof(wrongTypes, hostileStrings)).map(([value, key, extra]) => {
      const out = { ...value };
      Object.defineProperty(out, key, { value: extra, enumerable: true, configurable: true, writable: true });
      return out;
    }) },
  );
}

/** Mostly a valid value, sometimes a hostile one: at every level of a body. */
export function fuzzed(schema: JsonSchema, name: string, pool: RecordPool): fc.Arbitrary<unknown> {
  const options = alternatives(schema);
  const [s] = options;
  let inner: fc.Arbitrary<unknown>;
  if (options.length === 1 && s.type === 'object' && !s.enum) inner = objectOf(s, true, (child, key) => fuzzed(child, key, pool));
  else if (options.length === 1 && s.type === 'array' && s.items) {
    const minLength = s.minItems ?? 0;
    inner = fc.array(fuzzed(s.items, name, pool), { minLength, maxLength: Math.min(s.maxItems ?? minLength + 3, minLength + 3) });
  } else inner = valid(schema, name, pool);
  return fc.oneof({ weight: 9, arbitrary: inner }, { weight: 1, arbitrary: hostile(schema) });
}

export type FuzzRequest = {
  operation: Operation;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

/** A query value as a client would write it, each at most 4,000 characters (URLs are short). */
function asQueryValues(value: unknown): string[] {
  if (value === undefined) return [];
  const text = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)).slice(0, 4_000);
  if (Array.isArray(value) && value.length > 0 && value.length < 20) return value.map(text);
  return [text(value)];
}

/** Path segments: real records of the resource, random ids and garbage. */
function pathValue(operation: Operation, parameter: string, pool: RecordPool) {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...pool.idsFor(parameter === 'id' ? operation.resource : parameter)) },
    { weight: 2, arbitrary: fc.constantFrom(...pool.idsFor('')) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom('not-a-uuid', '00000000-0000-0000-0000-000000000000', '\u0000', '__proto__', ' ', 'x'.repeat(500), '..', '%2e%2e') },
    // sent as written: percent-encoding that does not decode
    { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%00', '%ZZ', '%C0%AF').map((raw) => ({ raw })) },
  );
}

/**
 * One request to an operation, derived from its documented parameters and body: the auth
 * headers (`authHeaders`, chosen at random), path ids, query and body, each mostly valid and
 * sometimes hostile; sometimes malformed JSON, another content type, or a body where none belongs.
 */
export function requestFor(operation: Operation, pool: RecordPool, authHeaders: Record<string, string>[], mode: 'fuzzed' | 'clean' = 'fuzzed'): fc.Arbitrary<FuzzRequest> {
  const value = mode === 'clean' ? valid : fuzzed;
  const pathParameters = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const path = fc.tuple(...pathParameters.map((p) => pathValue(operation, p, pool))).map((values) =>
    pathParameters.reduce((url, parameter, i) => {
      const value = values[i];
      return url.replace(`{${parameter}}`, typeof value === 'string' ? encodeURIComponent(value) : value.raw);
    }, operation.path));
  const query = fc.record(
    Object.fromEntries(queryParameters.map((p) => [p.name, value(p.schema, p.name, pool)])),
    // required parameters are sometimes left out, as any field is
    { requiredKeys: [] },
    // a parameter the operation does not take (400 unknown-parameter): in one fuzzed request of 8, never in a clean one
  ).chain((values) => (mode === 'clean' ? fc.constant(null) : fc.oneof(
    { weight: 7, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('__proto__', 'constructor', 'extra', 'page[size]', 'a.b'), hostileStrings) },
  )).map((extra) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(values)) for (const text of asQueryValues(value)) search.append(name, text);
    if (extra) search.append(extra[0], String(extra[1]));
    return search.toString();
  }));
  const json = operation.body ? value(operation.body, '', pool).map((v) => JSON.stringify(v)) : fc.constant(undefined);
  const body = mode === 'clean' ? json.map((payload) => ({ payload, type: payload === undefined ? undefined : 'application/json' })) : fc.oneof(
    { weight: 16, arbitrary: json.map((payload) => ({ payload, type: payload === undefined ? undefined : 'application/json' })) },
    { weight: 1, arbitrary: fc.constantFrom('{"name": ', '{"a":1,}', "{'a':1}", '[', 'nul', '\u0000', '"', '{"__proto__": {"admin": true}}', '1e999', ...deepBodies).map((payload) => ({ payload, type: 'application/json' })) },
    { weight: 1, arbitrary: fc.tuple(json, fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'multipart/form-data; boundary=x')).map(([payload, type]) => ({ payload: payload ?? 'a=1', type })) },
    { weight: 1, arbitrary: fc.constant({ payload: undefined, type: undefined }) },
  );
  const extraHeaders = fc.record({
    'if-match': fc.constantFrom('W/"1"', 'W/"2"', '*', 'W/"99999999999999999999"', '"0"', 'W/"-1"', 'garbage'),
    'idempotency-key': fc.oneof(fc.uuid(), fc.constantFrom('', 'k'.repeat(300), 'same-key')),
  }, { requiredKeys: [] }).map((headers) => (mode === 'clean' ? {} : headers));
  return fc.record({ path, query, body, auth: fc.constantFrom(...authHeaders), extra: extraHeaders }).map(({ path, query, body, auth, extra }) => ({
    operation,
    method: operation.method,
    url: query ? `${path}?${query}` : path,
    headers: { ...auth, ...extra, ...(body.type ? { 'content-type': body.type } : {}) },
    payload: body.payload,
  }));
}
