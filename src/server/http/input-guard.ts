import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../../contract/common';
import { problems } from './problem';

const NUL = '\u0000';

/** The dotted path (`lines.0.reference`) of every string, or object key, holding a NUL character. */
export function pathsWithNul(value: unknown): string[] {
  const found: string[] = [];
  // Iterative, so a deeply nested body cannot exhaust the stack.
  const pending: [unknown, string[]][] = [[value, []]];
  while (pending.length > 0) {
    const [node, path] = pending.pop()!;
    if (typeof node === 'string') {
      if (node.includes(NUL)) found.push(path.join('.'));
    } else if (Array.isArray(node)) {
      node.forEach((child, index) => pending.push([child, [...path, String(index)]]));
    } else if (node !== null && typeof node === 'object' && !Buffer.isBuffer(node)) {
      for (const [key, child] of Object.entries(node)) {
        if (key.includes(NUL)) found.push([...path, key].join('.'));
        else pending.push([child, [...path, key]]);
      }
    }
  }
  return found.sort();
}

const nulErrors = (paths: string[]): FieldError[] =>
  paths.map((path) => ({ path, message: 'must not contain NUL characters', code: 'nul-character' }));

/**
 * PostgreSQL text cannot hold U+0000, so a NUL character anywhere in a request would fail in
 * the database as a 500. One hook refuses it for every route, before the schema runs: 422 in
 * the body, 400 in the query or path, naming where.
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const inUrl = [...pathsWithNul(request.query), ...pathsWithNul(request.params)];
    if (inUrl.length > 0) {
      throw problems.invalidQuery(`${inUrl.join(', ')}: must not contain NUL characters`, nulErrors(inUrl));
    }
    const inBody = pathsWithNul(request.body);
    if (inBody.length > 0) throw problems.validation(nulErrors(inBody));
  });
}
