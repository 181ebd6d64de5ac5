import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FieldError } from '../../contract/common';
import { problems } from './problem';
import { unknownBodyFields } from './unknown-fields';

const NUL = '\u0000';
/** Half of a UTF-16 surrogate pair without its other half: no Unicode text, so no database stores it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Far deeper than any request of the API; deep enough that JSON.stringify and recursive code stay safe. */
export const MAX_DEPTH = 64;

type Path = { key: string; parent: Path; depth: number } | null;

function dotted(path: Path): string {
  const keys: string[] = [];
  for (let link = path; link; link = link.parent) keys.push(link.key);
  return keys.reverse().join('.');
}
const child = (parent: Path, key: string): Path => ({ key, parent, depth: (parent?.depth ?? 0) + 1 });

/** Parsed JSON and query strings are dictionaries; a Buffer or stream (a file upload) is not walked. */
const isDictionary = (node: unknown): node is Record<string, unknown> =>
  node !== null && typeof node === 'object' && !Buffer.isBuffer(node) && typeof (node as { pipe?: unknown }).pipe !== 'function';

/**
 * What no field of the API may hold, wherever it is: a string or object key with a NUL
 * character (PostgreSQL text cannot store one), a string with a lone surrogate, or nesting
 * deeper than MAX_DEPTH.
 */
export function hostileInput(value: unknown): FieldError[] {
  const errors: FieldError[] = [];
  // Iterative, with paths as parent links, so deep nesting costs neither stack nor copies.
  const pending: [unknown, Path][] = [[value, null]];
  while (pending.length > 0) {
    const [node, path] = pending.pop()!;
    if (typeof node === 'string') {
      if (node.includes(NUL)) errors.push({ path: dotted(path), message: 'must not contain NUL characters', code: 'nul-character' });
      else if (LONE_SURROGATE.test(node)) errors.push({ path: dotted(path), message: 'holds a lone surrogate (\\ud800-\\udfff unpaired), which is not text', code: 'invalid-character' });
      continue;
    }
    const entries = Array.isArray(node) ? node.map((item, index) => [String(index), item] as const) : isDictionary(node) ? Object.entries(node) : [];
    if (entries.length > 0 && (path?.depth ?? 0) >= MAX_DEPTH) {
      let top = path!;
      while (top.parent) top = top.parent;
      errors.push({ path: top.key, message: `is nested deeper than ${MAX_DEPTH} levels`, code: 'too-deep' });
      continue;
    }
    for (const [key, item] of entries) {
      if (key.includes(NUL)) errors.push({ path: dotted(child(path, key)), message: 'must not contain NUL characters', code: 'nul-character' });
      else pending.push([item, child(path, key)]);
    }
  }
  return errors.sort((a, b) => a.path.localeCompare(b.path));
}

/** The parameter names a route's querystring schema takes (none without one), or undefined when it cannot tell. */
function queryNames(schema: unknown): Set<string> | undefined {
  if (schema === undefined) return new Set();
  if (schema instanceof z.ZodObject) return new Set(Object.keys(schema.shape));
  if (schema instanceof z.ZodPipe) return queryNames(schema._zod.def.in) ?? queryNames(schema._zod.def.out);
  if (schema instanceof z.ZodIntersection) {
    const [left, right] = [queryNames(schema._zod.def.left), queryNames(schema._zod.def.right)];
    return left && right ? new Set([...left, ...right]) : undefined;
  }
  return undefined;
}
const namesOfSchema = new WeakMap<object, Set<string> | undefined>();

/** Query parameters the route does not name (decisions §13 "Strictness"): a 400 each, rather than silently ignored. */
function unknownQueryParameters(request: FastifyRequest): FieldError[] {
  const query = request.query as Record<string, unknown> | undefined;
  // an unknown path is 404 whatever its query
  if (!query || Object.keys(query).length === 0 || !request.url.startsWith('/api/') || request.is404) return [];
  const schema = request.routeOptions.schema?.querystring ?? undefined;
  let names = schema === undefined ? new Set<string>() : namesOfSchema.get(schema);
  if (schema !== undefined && !namesOfSchema.has(schema)) namesOfSchema.set(schema, (names = queryNames(schema)));
  if (!names) return [];
  return Object.keys(query).filter((name) => !names.has(name))
    .map((name) => ({ path: name, message: 'is not a parameter of this operation', code: 'unknown-parameter' }));
}

/**
 * One hook refuses, for every route and before its schema runs, input that would otherwise
 * fail deep inside as a 500 (see hostileInput): 422 in the body, 400 in the query or path,
 * naming where; then query parameters and body fields the route does not take.
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const inUrl = [...hostileInput(request.query), ...hostileInput(request.params), ...unknownQueryParameters(request)];
    if (inUrl.length > 0) throw problems.invalidQuery(inUrl.map((e) => `${e.path}: ${e.message}`).join('; '), inUrl);
    const inBody = hostileInput(request.body);
    if (inBody.length > 0) throw problems.validation(inBody);
    const unknown = unknownBodyFields(request);
    if (unknown.length > 0) throw problems.unknownFields(unknown);
  });
}
