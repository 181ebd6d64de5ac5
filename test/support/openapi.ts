import type { TestApp } from './test-app';

/** The parts of JSON Schema the service's OpenAPI document uses. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  /** A documented sample value, for a string whose pattern the generator cannot satisfy by itself (a decimal string). */
  examples?: unknown[];
};

/** `example`: where the document puts a parameter's `.meta({ examples })`. */
export type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema: JsonSchema; example?: unknown };

/** One operation of the document: `POST /api/v1/journal-entries/{id}/reverse`. */
export type Operation = {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  parameters: Parameter[];
  /** The JSON request body, when the operation documents one. */
  body?: JsonSchema;
  /** The media type of the documented request body (`application/json`, `multipart/form-data`), when there is one. */
  bodyType?: string;
  /** The multipart form, when the body is one. */
  form?: JsonSchema;
  bodyRequired: boolean;
  /** The statuses the document lists for it. */
  statuses: number[];
  /** Whether it needs a credential (the document's default security). */
  protected: boolean;
  /** The scope it needs (`x-scope`), when protected. */
  scope?: string;
  /** The first path segment under /api/v1 (`journal-entries`). */
  resource: string;
  label: string;
};

export type OpenApiOperation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; headers?: Record<string, { required?: boolean; schema: JsonSchema }>; content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, string[]>[];
  'x-scope'?: string;
};
export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, Record<string, unknown>>;
  security: Record<string, string[]>[];
};

/** The document as the service serves it, `$ref`s and all. */
export async function fetchOpenApi(t: TestApp): Promise<OpenApiDocument> {
  const res = await t.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/v1/openapi.json: ${res.statusCode} ${res.body}`);
  return res.json() as OpenApiDocument;
}

/** A copy of the document with every local `$ref` replaced by what it names (the document has no cycles). */
export function dereferenced<T>(document: T): T {
  const resolve = (pointer: string): unknown => pointer.slice(2).split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')], document);
  const walk = (node: unknown, depth: number): unknown => {
    if (depth > 64) throw new Error('The OpenAPI document refers to itself in a cycle');
    if (Array.isArray(node)) return node.map((child) => walk(child, depth + 1));
    if (typeof node !== 'object' || node === null) return node;
    const { $ref, ...rest } = node as Record<string, unknown>;
    const base = typeof $ref === 'string' ? (walk(resolve($ref), depth + 1) as Record<string, unknown>) : {};
    return { ...base, ...Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, walk(child, depth + 1)])) };
  };
  return walk(document, 0) as T;
}

/** The document with its `$ref`s resolved, as the generators and checks of the tests read it. */
export async function loadOpenApi(t: TestApp) {
  return dereferenced(await fetchOpenApi(t));
}

/** Every operation the service documents under /api/v1. */
export async function loadOperations(t: TestApp): Promise<Operation[]> {
  return operationsOf(await fetchOpenApi(t));
}

/** Every operation of a document as the service serves it (`$ref`s are resolved here). */
export function operationsOf(served: OpenApiDocument): Operation[] {
  const document = dereferenced(served);
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const upper = method.toUpperCase() as Operation['method'];
      return {
        operationId: operation.operationId,
        method: upper,
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json']?.schema,
        bodyType: Object.keys(operation.requestBody?.content ?? {})[0],
        form: operation.requestBody?.content['multipart/form-data']?.schema,
        bodyRequired: operation.requestBody?.required ?? false,
        statuses: Object.keys(operation.responses).map(Number),
        protected: operation.security === undefined,
        scope: operation['x-scope'],
        resource: path.replace(/^\/api\/v1\//, '').split('/')[0],
        label: `${upper} ${path}`,
      };
    }),
  );
}

/** Letters only, lower case: `fiscalYearIdString` and `fiscal-years` meet as `fiscalyear...`. */
const normalized = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
const singular = (name: string) => name.replace(/ies$/, 'y').replace(/s$/, '');

/** Ids of real records by resource, to put in paths and in fields that name records. */
export class RecordPool {
  readonly byResource = new Map<string, string[]>();

  add(resource: string, ids: string[]) {
    this.byResource.set(resource, [...new Set([...(this.byResource.get(resource) ?? []), ...ids])]);
  }

  /** Ids of the resource a field or path segment names (`debitAccountId` -> accounts), else of every resource. */
  idsFor(name: string): string[] {
    const field = normalized(name);
    const matches = [...this.byResource.keys()]
      .map((resource) => ({ resource, key: singular(normalized(resource)) }))
      .filter(({ resource, key }) => field.includes(key) || field.includes(normalized(resource)))
      .sort((a, b) => b.key.length - a.key.length);
    const ids = matches.length > 0 ? this.byResource.get(matches[0].resource)! : [...this.byResource.values()].flat();
    return ids.length > 0 ? ids : ['00000000-0000-7000-8000-000000000000'];
  }

  /**
   * Fills the pool from every paged list the document has, as each client sees it: the
   * records of the resources, and so ids of both companies; never the ids in `except`.
   */
  async fill(t: TestApp, operations: Operation[], clients: Record<string, string>[], except: string[] = []) {
    for (const operation of operations) {
      if (operation.method !== 'GET' || !operation.parameters.some((p) => p.name === 'page')) continue;
      for (const headers of clients) {
        const res = await t.inject({ method: 'GET', url: `${operation.path}?size=200`, headers });
        if (res.statusCode !== 200) continue;
        this.add(operation.resource, (res.json().content as { id?: string }[]).flatMap((r) => (r.id && !except.includes(r.id) ? [r.id] : [])));
      }
    }
  }
}

export const UUID_PATTERN = /\[0-9a-fA-F\]\{8\}-/;
export const isUuidSchema = (schema: JsonSchema) => schema.format === 'uuid' || (schema.pattern !== undefined && UUID_PATTERN.test(schema.pattern));
const matches = (schema: JsonSchema, sample: string) => schema.pattern !== undefined && new RegExp(schema.pattern).test(sample);
export const isDateSchema = (schema: JsonSchema) => schema.format === 'date' || matches(schema, '2026-03-16');
/** zod documents a date-time that may omit its offset by its pattern only. */
export const isDateTimeSchema = (schema: JsonSchema) => schema.format === 'date-time' || matches(schema, '2026-03-16T10:00:00Z');
export const isCurrencyCodeSchema = (schema: JsonSchema) => schema.pattern === '^[A-Za-z]{3}$';

/** The alternatives of a schema with `anyOf`/`oneOf`, or its `type` list, as separate schemas. */
export function alternatives(schema: JsonSchema): JsonSchema[] {
  if (schema.anyOf) return schema.anyOf.flatMap(alternatives);
  if (schema.oneOf) return schema.oneOf.flatMap(alternatives);
  if (schema.allOf) return [Object.assign({}, ...schema.allOf)];
  if (Array.isArray(schema.type)) return schema.type.map((type) => ({ ...schema, type }));
  return [schema];
}

/**
 * The smallest request body or parameter value the schema documents: required fields only,
 * the first enum value, lengths and numbers at their minimum (numbers at least 1), and ids of
 * real records for fields that name one.
 */
export function minimalExample(schema: JsonSchema, name: string, pool: RecordPool): unknown {
  const [first] = alternatives(schema).filter((s) => s.type !== 'null');
  if (!first) return null;
  if (first.const !== undefined) return first.const;
  if (first.enum) return first.enum[0];
  if (first.default !== undefined) return first.default;
  if (first.examples?.length) return first.examples[0];
  switch (first.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of first.required ?? []) out[key] = minimalExample(first.properties?.[key] ?? {}, key, pool);
      return out;
    }
    case 'array':
      return Array.from({ length: first.minItems ?? 0 }, (_, i) => minimalExample(first.items ?? {}, `${name}.${i}`, pool));
    case 'integer':
    case 'number':
      return Math.max(first.minimum ?? 1, (first.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'string':
    default:
      if (isUuidSchema(first)) return pool.idsFor(name)[0];
      if (isDateSchema(first)) return '2026-03-16';
      if (isDateTimeSchema(first)) return new Date(Date.now() + 30 * 86_400_000).toISOString();
      if (first.format === 'email') return 'someone@example.com';
      // a public address: no DNS needed, and no loopback or private address (webhook URLs refuse those)
      if (first.format === 'uri') return 'https://93.184.215.14/hooks';
      if (isCurrencyCodeSchema(first)) return 'USD';
      return 'x'.repeat(Math.max(first.minLength ?? 1, 1));
  }
}

/** Fills `{id}`-style path parameters. */
export function fillPath(path: string, value: (parameter: string) => string) {
  return path.replace(/\{(\w+)\}/g, (_, parameter: string) => encodeURIComponent(value(parameter)));
}
