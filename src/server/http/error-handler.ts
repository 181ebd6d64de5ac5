import { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '../../contract/common';
import { isDatabaseBusy, sanitizeErrorForLog } from '../db/errors';
import { DomainError, type DomainErrorKind } from '../base/errors';
import { RendererUnavailableError } from '../pdf/pool';
import { ProblemError, rawProblemResponse, sendProblem } from './problem';

type ValidationIssue = { instancePath: string; message?: string; keyword: string };

function toFieldErrors(issues: ValidationIssue[]): FieldError[] {
  return issues.map((issue) => {
    const missing = issue.message?.endsWith('received undefined');
    return {
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: missing ? 'is required' : (issue.message ?? 'is invalid'),
      code: missing ? 'required' : issue.keyword,
    };
  });
}

const fastifyCodes: Record<string, (error: FastifyError) => ProblemError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => new ProblemError(400, 'invalid-json', 'The body is not valid JSON.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new ProblemError(400, 'invalid-json', 'The body is empty but Content-Type says application/json.'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new ProblemError(413, 'payload-too-large', 'The body is larger than the limit of 1 MiB.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new ProblemError(415, 'unsupported-media-type', 'Send the body as application/json.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new ProblemError(400, 'invalid-json', 'Content-Length does not match the body.'),
  FST_REQ_FILE_TOO_LARGE: () => new ProblemError(413, 'payload-too-large', 'The uploaded file is larger than the limit.'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () =>
    new ProblemError(415, 'unsupported-media-type', 'Send the upload as multipart/form-data.'),
  // @fastify/compress: a body that is not what its Content-Encoding says, or an encoding it does not know
  FST_CP_ERR_INVALID_CONTENT: () =>
    new ProblemError(400, 'invalid-json', 'The body could not be decompressed as its Content-Encoding says.'),
  FST_CP_ERR_INVALID_CONTENT_ENCODING: () =>
    new ProblemError(415, 'unsupported-media-type', 'Send the body uncompressed or as gzip, deflate or br (Content-Encoding).'),
};

const statusOfKind: Record<DomainErrorKind, number> = {
  'invalid-query': 400,
  invalid: 422,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'precondition-failed': 412,
};

export const problemOfDomainError = (error: DomainError) =>
  new ProblemError(statusOfKind[error.kind], error.code, error.detail, error.errors);

/** How much of a refused body is read and dropped, and for how long, before the connection is closed after all. */
const LINGER_BYTES = 256 * 1024 * 1024;
const LINGER_MS = 30_000;

/**
 * Fastify answers a body it refuses (too large, not JSON, ...) with `Connection: close` before
 * reading the rest of it; a client still sending then finds its connection reset, often before it
 * reads the answer (a 413 lost to EPIPE). So the rest is read and dropped instead, as nginx's
 * lingering close does, and the connection kept: up to LINGER_BYTES or LINGER_MS, past which it
 * is closed as before.
 */
function lingerOnRefusedBody(request: FastifyRequest, reply: FastifyReply) {
  const incoming = request.raw;
  // a real connection only (light-my-request's injected requests have none to keep)
  if (!(incoming.socket instanceof Socket) || incoming.complete || reply.getHeader('connection') !== 'close') return;
  reply.removeHeader('connection');
  let dropped = 0;
  const giveUp = () => incoming.socket.destroy();
  const timer = setTimeout(giveUp, LINGER_MS);
  timer.unref();
  incoming.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) giveUp();
  });
  incoming.once('end', () => clearTimeout(timer));
  incoming.once('close', () => clearTimeout(timer));
  incoming.resume();
}

/** Turns every error into an RFC 9457 problem; nothing else (no stack, no SQL) leaves the server. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    lingerOnRefusedBody(request, reply);
    if (error instanceof ProblemError) return sendProblem(reply, error);
    if (error instanceof DomainError) return sendProblem(reply, problemOfDomainError(error));

    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const errors = toFieldErrors((error.validation ?? []) as ValidationIssue[]);
      const where = error.validationContext;
      if (where === 'body') return sendProblem(reply, new ProblemError(422, 'validation', 'The request has invalid fields; see errors.', errors));
      const prefixed = errors.map((e) => ({ ...e, path: e.path ? e.path : String(where) }));
      const detail = prefixed.map((e) => `${e.path}: ${e.message}`).join('; ');
      return sendProblem(reply, new ProblemError(400, 'invalid-query', `Invalid ${where}: ${detail}`, prefixed));
    }

    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) return sendProblem(reply, mapped(error));
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return sendProblem(reply, new ProblemError(400, 'invalid-json', 'The body is not valid JSON.'));
    }
    if (error.statusCode === 413) return sendProblem(reply, new ProblemError(413, 'payload-too-large', error.message));
    if (error.statusCode === 415) return sendProblem(reply, new ProblemError(415, 'unsupported-media-type', error.message));
    // any other client error a plugin raises (a multipart field named __proto__, ...): the client's, not ours
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendProblem(reply, new ProblemError(error.statusCode, 'malformed-request', error.message));
    }

    if (error instanceof RendererUnavailableError) {
      request.log.warn({ reason: error.reason }, 'PDF renderer unavailable');
      return sendProblem(reply, new ProblemError(503, 'service-unavailable', error.message, undefined, { 'Retry-After': String(error.retryAfterSeconds) }));
    }
    if (isDatabaseBusy(error)) {
      request.log.warn({ error: sanitizeErrorForLog(error) }, 'database busy');
      return sendProblem(reply, new ProblemError(503, 'service-unavailable', 'The database is busy; try again in a moment.', undefined, { 'Retry-After': '1' }));
    }
    // never `err: error`: a database error carries the statement's bound values (customer data, key hashes)
    request.log.error({ error: sanitizeErrorForLog(error) }, 'unhandled error');
    return sendProblem(reply, new ProblemError(500, 'internal', `Something went wrong on our side. Quote request id ${request.id} when reporting it.`));
  });
}

/**
 * Fastify answers some malformed URLs before any hook or error handler runs (a path segment
 * that is not valid percent-encoding, or one longer than the router's limit): the
 * `frameworkErrors` option makes those problems too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('X-Request-Id', request.id);
  const detail = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
    ? 'A path parameter is longer than any id of this API.'
    : 'The URL is malformed (invalid percent-encoding).';
  return sendProblem(reply, new ProblemError(400, 'invalid-query', detail));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request: headers over the limit (431), a
 * request not whole in time (408) and bytes that are not HTTP (400), answered as problems like
 * everything else, then closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const answer = error.code === 'HPE_HEADER_OVERFLOW'
    ? rawProblemResponse(431, 'headers-too-large', 'The request line or headers are larger than the limit (16 KiB).')
    : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? rawProblemResponse(408, 'request-timeout', 'The request did not arrive whole in time.')
      : rawProblemResponse(400, 'malformed-request', 'The request is not valid HTTP.');
  socket.end(answer);
}
