import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { OpenApiDocument } from './openapi';
import { freePort } from './service-process';
import type { TestApp } from './test-app';

/**
 * Stoplight Prism (`@stoplight/prism-cli`) as a contract gateway in front of the service:
 * `prism proxy` forwards every request to the service and validates the request and the answer
 * against the OpenAPI document, reporting what does not conform in the `sl-violations` header.
 */

const require = createRequire(import.meta.url);
/** The `prism` command of the package, run with this Node (one process, nothing in between to kill). */
const prismBin = path.join(path.dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist/index.js');

export type Prism = { base: string; child: ChildProcess; output: () => string };

/**
 * `prism proxy <document> <upstream>` on a free port, once a request through it reaches the
 * service (`/readyz`, a path the document does not have, which Prism forwards all the same).
 * Without `--errors`: Prism then answers a request the document refuses itself (a 422 or 401 of
 * its own), and the service's own refusal would go unchecked; without it every request reaches
 * the service and every violation, of the request and of the answer, is in `sl-violations`.
 * `children` keeps the process for the test file's afterAll to kill.
 */
export async function startPrism(documentFile: string, upstream: string, children: Set<ChildProcess>): Promise<Prism> {
  const port = await freePort();
  const child = spawn(process.execPath, [prismBin, 'proxy', documentFile, upstream, '--port', String(port), '--host', '127.0.0.1', '--no-cors', '--verboseLevel', 'warn'], {
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  children.add(child);
  // afterAll kills it; this too if the worker exits first (a hook that timed out, a crash)
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.on('exit', () => {
    children.delete(child);
    process.off('exit', killOnExit);
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) break;
    if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) return { base, child, output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`prism proxy did not start: ${output}`);
}

/** One entry of `sl-violations`: where (`request`/`response`, then the part), and what. */
export type Violation = { location: string[]; severity: string; code?: string | number; message: string };

/** One request through the gateway and what Prism said of it. */
/** A request through the gateway and its answer; `requestId` is the X-Request-Id sent (one is made up when the request has none). */
export type Exchange = { method: string; url: string; requestHeaders: string[]; status: number; operationId?: string; violations: Violation[]; requestId: string; replayed: boolean };

/** The violations Prism reported on an answer (`sl-violations`; past 8 KiB Prism cuts it short and says so). */
export function violationsOf(headers: Headers): Violation[] {
  const header = headers.get('sl-violations');
  if (!header) return [];
  try {
    return JSON.parse(header) as Violation[];
  } catch {
    return [{ location: [], severity: 'Error', message: header.slice(0, 2_000) }];
  }
}

/** `Set-Cookie` as light-my-request parses it (name, value and the attributes the tests read). */
function parseSetCookie(line: string) {
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  const cookie: Record<string, string | boolean> = { name: pair.slice(0, at), value: pair.slice(at + 1) };
  for (const attribute of attributes) {
    const [key, value] = attribute.split('=');
    const name = key.toLowerCase();
    if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'secure') cookie.secure = true;
    else if (name === 'samesite') cookie.sameSite = value;
    else if (name === 'path') cookie.path = value;
    else if (name === 'max-age') cookie.maxAge = value;
  }
  return cookie;
}

/**
 * The test app with `inject` sent over HTTP through the gateway instead: the fixtures of the API
 * suite (setupAdmin, client, createApiKey, the conformance payloads, ...) work unchanged, and
 * each exchange is handed to `record` with the violations Prism found. The database is the
 * app's own, for the fixtures that read it.
 */
export function throughGateway(t: TestApp, base: string, record: (exchange: Exchange) => void): TestApp {
  const inject = async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const headers = Object.fromEntries(Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]));
    let body: string | Blob | undefined;
    const { payload } = options;
    if (typeof payload === 'string') body = payload;
    else if (Buffer.isBuffer(payload)) body = new Blob([new Uint8Array(payload)]);
    else if (payload !== undefined && payload !== null) {
      body = JSON.stringify(payload);
      headers['content-type'] ??= 'application/json';
    }
    const cookies = Object.entries((options.cookies ?? {}) as Record<string, string>).map(([name, value]) => `${name}=${value}`);
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    const method = (options.method ?? 'GET').toUpperCase();
    headers['x-request-id'] ??= crypto.randomUUID();
    const url = String(options.url);
    const res = await fetch(`${base}${url}`, { method, headers, body, redirect: 'manual' });
    const rawPayload = Buffer.from(await res.arrayBuffer());
    const responseHeaders: Record<string, string | string[]> = {};
    res.headers.forEach((value, name) => (responseHeaders[name] = value));
    const setCookie = res.headers.getSetCookie();
    if (setCookie.length > 0) responseHeaders['set-cookie'] = setCookie;
    record({ method, url, requestHeaders: Object.keys(headers), status: res.status, violations: violationsOf(res.headers), requestId: headers['x-request-id'], replayed: res.headers.get('idempotent-replayed') === 'true' });
    const text = rawPayload.toString('utf8');
    return {
      statusCode: res.status,
      statusMessage: res.statusText,
      headers: responseHeaders,
      rawPayload,
      payload: text,
      body: text,
      json: () => JSON.parse(text),
      cookies: setCookie.map(parseSetCookie),
    } as unknown as LightMyRequestResponse;
  };
  return { ...t, inject };
}

/**
 * The operation of the document a request goes to: its path matched against the templates,
 * a literal segment winning over a `{parameter}` (`/accounts/next-number` is not
 * `/accounts/{id}`), as Prism routes.
 */
export function operationMatcher(document: OpenApiDocument) {
  const routes = Object.entries(document.paths).flatMap(([template, operations]) => {
    const segments = template.split('/');
    const pattern = new RegExp(`^${segments.map((s) => (/^\{\w+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`);
    const literals = segments.filter((s) => !s.startsWith('{')).length;
    return Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), pattern, literals, operationId: operation.operationId }));
  }).sort((a, b) => b.literals - a.literals);
  return (method: string, url: string) => {
    const pathname = url.split('?')[0];
    return routes.find((route) => route.method === method && route.pattern.test(pathname))?.operationId;
  };
}

/**
 * A violation Prism reports by its own reading of the document rather than OpenAPI's: an
 * operation whose security may be empty (`{}` among its requirements: `POST /auth/logout`)
 * takes a request with no credential, and OpenAPI says nothing against one that carries an
 * `Authorization` header it does not use; Prism (since stoplightio/prism#2393) takes `{}` to
 * mean "no Authorization header" and reports `Invalid security scheme used`. Only that
 * violation, on such an operation, for a request with an Authorization header, is set aside.
 */
export function isPrismOptionalSecurityQuirk(document: OpenApiDocument, exchange: Exchange, violation: Violation): boolean {
  const operation = Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod)).find((o) => o.operationId === exchange.operationId);
  const optional = operation?.security?.some((requirement) => Object.keys(requirement).length === 0) ?? false;
  return optional && exchange.requestHeaders.includes('authorization') && violation.location.join('.') === 'request' && violation.message === 'Invalid security scheme used';
}
