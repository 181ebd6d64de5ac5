import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FieldError } from '../../contract/common';

/**
 * Body fields no operation takes, which a client may echo back from a GET: ignored (and dropped
 * by the schema), as are the other fields of the record the operation answers with.
 */
const ECHOED = new Set(['id', 'createdAt', 'updatedAt', 'version']);

type Def = { type: string; shape?: Record<string, z.ZodType>; catchall?: z.ZodType; innerType?: z.ZodType; element?: z.ZodType;
  in?: z.ZodType; out?: z.ZodType; options?: z.ZodType[]; left?: z.ZodType; right?: z.ZodType; getter?: () => z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'readonly', 'catch', 'nonoptional', 'prefault']);

type Shapes = Record<string, z.ZodType>[] | 'any';

/** The object shapes a value of `schema` may take ('any': it takes any keys; []: it is no object). */
function shapesOf(schema: z.ZodType | undefined): Shapes {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object') return def.catchall && defOf(def.catchall).type !== 'never' ? 'any' : [def.shape!];
  if (WRAPPERS.has(def.type)) return shapesOf(def.innerType);
  if (def.type === 'lazy') return shapesOf(def.getter!());
  if (def.type === 'pipe') return defOf(def.in!).type === 'transform' ? shapesOf(def.out) : shapesOf(def.in);
  const parts = def.type === 'union' ? def.options! : def.type === 'intersection' ? [def.left!, def.right!] : [];
  const all = parts.map(shapesOf);
  return all.includes('any') ? 'any' : (all as Record<string, z.ZodType>[][]).flat();
}

/** The element schema of an array `schema`, through optional and the like. */
function elementOf(schema: z.ZodType | undefined): z.ZodType | undefined {
  if (!schema) return undefined;
  const def = defOf(schema);
  if (def.type === 'array') return def.element;
  if (WRAPPERS.has(def.type)) return elementOf(def.innerType);
  if (def.type === 'pipe') return elementOf(def.in) ?? elementOf(def.out);
  return undefined;
}

const fieldOf = (shapes: Shapes, key: string) => (shapes === 'any' ? undefined : shapes.find((s) => Object.hasOwn(s, key))?.[key]);

function walk(value: unknown, schema: z.ZodType, record: z.ZodType | undefined, path: string[], out: FieldError[]) {
  if (Array.isArray(value)) {
    const element = elementOf(schema);
    if (element) value.forEach((item, i) => walk(item, element, elementOf(record), [...path, String(i)], out));
    return;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return;
  const shapes = shapesOf(schema);
  if (shapes === 'any' || shapes.length === 0) return;
  const recordShapes = shapesOf(record);
  for (const [key, item] of Object.entries(value)) {
    const field = fieldOf(shapes, key);
    if (field) walk(item, field, fieldOf(recordShapes, key), [...path, key], out);
    else if (!ECHOED.has(key) && !fieldOf(recordShapes, key) && recordShapes !== 'any') {
      out.push({ path: [...path, key].join('.'), message: 'is not a field of this request', code: 'unknown-field' });
    }
  }
}

/**
 * The body fields the operation does not take (decisions §13 "Strictness"), one error each:
 * a misspelt `duedate` is refused rather than silently dropped. Fields of the record the
 * operation answers with (what a client read and sends back) and `id`, `createdAt`,
 * `updatedAt`, `version` are not unknown: they are ignored.
 */
export function unknownBodyFields(request: FastifyRequest): FieldError[] {
  const schema = request.routeOptions.schema?.body as z.ZodType | undefined;
  if (!schema || request.body === undefined || typeof (schema as { safeParse?: unknown }).safeParse !== 'function') return [];
  const responses = (request.routeOptions.schema?.response ?? {}) as Record<string, z.ZodType>;
  const record = responses[200] ?? responses[201];
  const out: FieldError[] = [];
  walk(request.body, schema, typeof (record as { safeParse?: unknown } | undefined)?.safeParse === 'function' ? record : undefined, [], out);
  return out;
}
