import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifyBaseLogger, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };
type Serialize = (data: unknown) => string;

/**
 * Keywords that only validate: fast-json-stringify ignores them when writing a value, except
 * inside anyOf, where they would make it test each value against every branch with Ajv.
 * Dropping them lets `x.nullable()` become a plain `type: [x, 'null']`.
 */
const VALIDATION_ONLY = new Set([
  '$schema', 'description', 'title', 'examples', 'format', 'pattern', 'minLength', 'maxLength',
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minItems', 'maxItems',
  'propertyNames', 'readOnly',
]);
const SCALARS = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** The JSON Schema of a zod response schema, reduced to what fast-json-stringify needs to write it. */
export function serializationSchema(schema: z.ZodType): JsonSchema {
  // 'throw': a part JSON Schema cannot describe (a transform, a custom type) sends the route to the fallback.
  // An empty registry: the schemas the OpenAPI document names (zod's global registry) are written inline, never as $ref.
  return simplify(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw', metadata: z.registry() }) as JsonSchema);
}

function simplify(node: unknown): JsonSchema {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return node as JsonSchema;
  const result: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (VALIDATION_ONLY.has(keyword)) continue;
    if (keyword === 'properties') {
      result.properties = Object.fromEntries(Object.entries(value as JsonSchema).map(([name, child]) => [name, simplify(child)]));
    } else if (keyword === 'anyOf' || keyword === 'oneOf' || keyword === 'allOf') {
      result[keyword] = (value as unknown[]).map(simplify);
    } else if (keyword === 'items' || keyword === 'additionalProperties') {
      result[keyword] = typeof value === 'object' ? simplify(value) : value;
    } else {
      result[keyword] = value;
    }
  }
  return collapseScalarUnion(result);
}

/** `anyOf: [{type: 'string'}, {type: 'null'}]` becomes `type: ['string', 'null']`, which needs no Ajv. */
function collapseScalarUnion(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!Array.isArray(branches) || Object.keys(schema).length !== 1) return schema;
  // an enum or const only narrows a branch; it does not change how a value is written
  const scalar = (branch: JsonSchema) =>
    typeof branch.type === 'string' && SCALARS.has(branch.type) && Object.keys(branch).every((keyword) => keyword === 'type' || keyword === 'enum' || keyword === 'const');
  if (!branches.every(scalar)) return schema;
  return { type: [...new Set(branches.map((branch: JsonSchema) => branch.type))] };
}

export type SerializerOptions = {
  log: FastifyBaseLogger;
  /**
   * Also encode every response with zod and throw when the two answers differ. The compiled
   * serializer coerces instead of rejecting (see docs/performance.md), so the test suite runs
   * with this on to catch a handler whose answer does not match its schema.
   */
  verify: boolean;
};

/**
 * Fastify serializer compiler: each route's zod response schema is converted to JSON Schema and
 * compiled by fast-json-stringify once, on the route's first answer of that status (compiling
 * every route's serializers when the routes are registered was a fifth of the start-up); an
 * answer is then written without running zod. A schema JSON Schema cannot describe falls back to
 * zod's serializer for that route (logged once at debug level).
 */
export function compiledSerializerCompiler({ log, verify }: SerializerOptions): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    let serialize: Serialize | undefined;
    return (data) => (serialize ??= compileSerializer(route, log, verify))(data);
  };
}

function compileSerializer(route: Parameters<FastifySerializerCompiler<z.ZodType>>[0], log: FastifyBaseLogger, verify: boolean): Serialize {
  const { schema, method, url, httpStatus } = route;
  const zodSerialize = zodSerializerCompiler(route as never) as Serialize;
  let compiled: Serialize;
  try {
    compiled = fastJson(serializationSchema(schema) as never) as Serialize;
  } catch (error) {
    log.debug({ method, url, httpStatus, reason: (error as Error).message }, 'response schema not representable as JSON Schema: serialized with zod');
    return zodSerialize;
  }
  if (!verify) return compiled;
  return (data) => {
    const expected = zodSerialize(data);
    const json = compiled(data);
    if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(expected))) {
      throw new Error(`${method} ${url} ${httpStatus}: the compiled serializer wrote ${json}, zod ${expected}`);
    }
    return json;
  };
}
