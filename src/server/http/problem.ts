import crypto from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError, Problem } from '../../contract/common';

export const PROBLEM_TYPE_BASE = 'https://business-ops.dev/problems/';

const titles: Record<string, string> = {
  'invalid-json': 'Malformed JSON',
  'invalid-query': 'Invalid query or path parameter',
  unauthenticated: 'Authentication required',
  'api-key-expired': 'API key expired',
  'api-key-revoked': 'API key revoked',
  'forbidden-scope': 'Missing scope',
  'forbidden-company': 'Not a member of this company',
  'forbidden-address': 'Not from an allowed address',
  'key-would-widen': 'A key cannot widen itself',
  'not-found': 'Not found',
  conflict: 'Conflict',
  'invalid-transition': 'Invalid state transition',
  'period-closed': 'Accounting period closed',
  'insufficient-stock': 'Insufficient stock',
  'in-use': 'Still in use',
  'precondition-failed': 'Precondition failed',
  'payload-too-large': 'Payload too large',
  'unsupported-media-type': 'Unsupported media type',
  validation: 'Validation failed',
  'unknown-field': 'Unknown field',
  'idempotency-mismatch': 'Idempotency key reused with a different request',
  'rate-limited': 'Rate limit exceeded',
  internal: 'Internal server error',
  'service-unavailable': 'Service unavailable',
  'document-too-large': 'Document too large to render',
  'headers-too-large': 'Request header fields too large',
  'malformed-request': 'Malformed request',
  'request-timeout': 'Request timeout',
};

/** An error that becomes an RFC 9457 problem response. Throw it from anywhere below a route. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly errors?: FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const problems = {
  invalidQuery: (detail: string, errors?: FieldError[]) => new ProblemError(400, 'invalid-query', detail, errors),
  unauthenticated: (detail = 'Send an API key (Authorization: X-API-Key: <key>) or a bearer token.', code = 'unauthenticated') =>
    new ProblemError(401, code, detail, undefined, { 'WWW-Authenticate': 'Bearer, X-API-Key' }),
  notFound: (what = 'The record') => new ProblemError(404, 'not-found', `${what} does not exist.`),
  conflict: (detail: string, code = 'conflict') => new ProblemError(409, code, detail),
  validation: (errors: FieldError[], detail = 'The request has invalid fields; see errors.') =>
    new ProblemError(422, 'validation', detail, errors),
  field: (path: string, message: string, code = 'invalid') =>
    new ProblemError(422, 'validation', `${path}: ${message}`, [{ path, message, code }]),
  /** Fields the operation does not take (`unknown-field` errors), named in the detail. */
  unknownFields: (errors: FieldError[]) =>
    new ProblemError(422, 'unknown-field', `Not fields of this request: ${errors.map((e) => e.path).join(', ')}.`, errors),
};

export function problemBody(request: FastifyRequest, status: number, code: string, detail: string, errors?: FieldError[]): Problem {
  return {
    type: PROBLEM_TYPE_BASE + code,
    title: titles[code] ?? code,
    status,
    detail,
    instance: request.url,
    code,
    requestId: String(request.id),
    ...(errors ? { errors } : {}),
  };
}

/**
 * A problem written straight to a socket, for what Node's HTTP parser refuses before there is a
 * request (headers over the limit, bytes that are not HTTP).
 */
export function rawProblemResponse(status: number, code: string, detail: string): string {
  const body = JSON.stringify({ type: PROBLEM_TYPE_BASE + code, title: titles[code] ?? code, status, detail, code, requestId: crypto.randomUUID() });
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

export function sendProblem(reply: FastifyReply, error: ProblemError) {
  for (const [header, value] of Object.entries(error.headers)) reply.header(header, value);
  return reply
    .code(error.status)
    .type('application/problem+json')
    .send(problemBody(reply.request, error.status, error.code, error.detail, error.errors));
}
