import { Decimal } from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../../contract/common';
import { problems, ProblemError } from './problem';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/** A double holds every decimal of 15 significant digits: only longer runs or exponents need a look. */
const MAYBE_INEXACT = /\d[eE]|\d(?:\.?\d){15}/;

/** Whether a JSON number token means exactly what the double JSON.parse makes of it. */
function exact(token: string): boolean {
  const value = Number(token);
  return Number.isFinite(value) && new Decimal(token).equals(new Decimal(String(value)));
}

type Frame = { array: true; index: number } | { array: false; key: string | null };

/**
 * Walks a JSON text (already known to be valid, or failing only on its keys' names) and calls
 * `visit` with every key and every number token, each with the dotted path of its field.
 */
function walkJson(text: string, visit: (kind: 'key' | 'number', token: string, path: () => string) => void) {
  const stack: Frame[] = [];
  const path = () => stack.map((f) => (f.array ? String(f.index) : f.key)).join('.');
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const top = stack.at(-1);
    if (c === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (top && !top.array && top.key === null) {
        top.key = JSON.parse(text.slice(i, end + 1)) as string;
        visit('key', top.key, path);
      }
      i = end;
    } else if (c === '{') stack.push({ array: false, key: null });
    else if (c === '[') stack.push({ array: true, index: 0 });
    else if (c === '}' || c === ']') stack.pop();
    else if (c === ',' && top) {
      if (top.array) top.index++;
      else top.key = null;
    } else if (c === '-' || (c >= '0' && c <= '9')) {
      NUMBER.lastIndex = i;
      const token = NUMBER.exec(text)![0];
      visit('number', token, path);
      i += token.length - 1;
    }
  }
}

/**
 * The numbers of a JSON text that a double cannot hold exactly (`1.000000000000000000000000000001`,
 * `1e-400`, `1e400`, `12345678901234567891`), each with the dotted path of its field: decisions §13
 * "Strictness" reads numbers exactly or refuses them.
 */
export function inexactNumbers(text: string): FieldError[] {
  if (!MAYBE_INEXACT.test(text)) return [];
  const errors: FieldError[] = [];
  walkJson(text, (kind, token, path) => {
    if (kind === 'number' && !exact(token)) errors.push({ path: path(), message: `${token} has more digits than can be read exactly; send at most 15 significant digits`, code: 'inexact-number' });
  });
  return errors;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Keys no request has, which the parser refuses before any schema sees them (prototype pollution). */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The fields of a JSON text named `__proto__`, `constructor` or `prototype`, as unknown fields. */
export function prototypeKeys(text: string): FieldError[] {
  const errors: FieldError[] = [];
  walkJson(text, (kind, token, path) => {
    if (kind === 'key' && PROTOTYPE_KEYS.has(token)) errors.push({ path: path(), message: 'is not a field of this request', code: 'unknown-field' });
  });
  return errors;
}

const charsetOf = (contentType: string) => /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1].toLowerCase();

/**
 * The API's JSON body parser (decisions §13 "Strictness"): UTF-8 only (another charset is 415,
 * bytes that are not UTF-8 are 400 invalid-json, never replaced by U+FFFD), prototype keys
 * refused as Fastify's own parser does (422 unknown-field, naming them), and numbers read
 * exactly or refused (422).
 */
export function installJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    const charset = charsetOf(request.headers['content-type'] ?? '');
    if (charset && charset !== 'utf-8' && charset !== 'utf8') {
      return done(new ProblemError(415, 'unsupported-media-type', `Send the body as UTF-8 JSON; charset=${charset} is not read.`), undefined);
    }
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      return done(new ProblemError(400, 'invalid-json', 'The body is not valid UTF-8.'), undefined);
    }
    parse(request, text, (error, value) => {
      if (error) {
        // valid JSON that names a prototype key: an unknown field, not malformed JSON
        const forbidden = isJson(text) ? prototypeKeys(text) : [];
        if (forbidden.length > 0) return done(problems.unknownFields(forbidden), undefined);
        return done(error, undefined);
      }
      const inexact = inexactNumbers(text);
      return inexact.length > 0 ? done(problems.validation(inexact), undefined) : done(null, value);
    });
  });
}
