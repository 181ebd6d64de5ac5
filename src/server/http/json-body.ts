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
 * The numbers of a JSON text (already known to be valid) that a double cannot hold exactly
 * (`1.000000000000000000000000000001`, `1e-400`, `1e400`, `12345678901234567891`), each with the
 * dotted path of its field: decisions §13 "Strictness" reads numbers exactly or refuses them.
 */
export function inexactNumbers(text: string): FieldError[] {
  if (!MAYBE_INEXACT.test(text)) return [];
  const errors: FieldError[] = [];
  const stack: Frame[] = [];
  const path = () => stack.map((f) => (f.array ? String(f.index) : f.key)).join('.');
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const top = stack.at(-1);
    if (c === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (top && !top.array && top.key === null) top.key = JSON.parse(text.slice(i, end + 1)) as string;
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
      if (!exact(token)) errors.push({ path: path(), message: `${token} has more digits than can be read exactly; send at most 15 significant digits`, code: 'inexact-number' });
      i += token.length - 1;
    }
  }
  return errors;
}

const charsetOf = (contentType: string) => /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1].toLowerCase();

/**
 * The API's JSON body parser (decisions §13 "Strictness"): UTF-8 only (another charset is 415,
 * bytes that are not UTF-8 are 400 invalid-json, never replaced by U+FFFD), prototype keys
 * refused as Fastify's own parser does, and numbers read exactly or refused (422).
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
      if (error) return done(error, undefined);
      const inexact = inexactNumbers(text);
      return inexact.length > 0 ? done(problems.validation(inexact), undefined) : done(null, value);
    });
  });
}
