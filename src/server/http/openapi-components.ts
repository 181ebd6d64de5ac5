/**
 * What the OpenAPI document declares once and every operation refers to: the security schemes
 * (every accepted `Authorization` form), the headers, the request header parameters and the
 * problem answers (RFC 9457, `application/problem+json`, schema `Problem`).
 */

export const ref = (kind: 'schemas' | 'responses' | 'headers' | 'parameters', name: string) => ({ $ref: `#/components/${kind}/${name}` });

/**
 * The four forms of credential the service accepts (src/server/auth/authenticate.ts): a
 * session's bearer token, and an API key as `Authorization: X-API-Key <key>`, as the interface's
 * `Authorization: X-API-Key: <key>`, or in its own `X-API-Key` header.
 */
export const securitySchemes = (refreshCookie: string) => ({
  bearerToken: {
    type: 'http', scheme: 'bearer', bearerFormat: 'JWT',
    description: '`Authorization: Bearer <accessToken>`: the access token of a session (`POST /api/v1/auth/login`), valid 15 minutes.',
  },
  apiKeyScheme: {
    type: 'http', scheme: 'X-API-Key',
    description: '`Authorization: X-API-Key <key>`: an API key (`POST /api/v1/api-keys`) as an HTTP authentication scheme.',
  },
  apiKeyAuthorization: {
    type: 'apiKey', in: 'header', name: 'Authorization',
    description: '`Authorization: X-API-Key: <key>` (the interface\'s form; also without the space after the colon).',
  },
  apiKeyHeader: {
    type: 'apiKey', in: 'header', name: 'X-API-Key',
    description: '`X-API-Key: <key>` in its own header (used only when there is no `Authorization` header).',
  },
  refreshCookie: {
    type: 'apiKey', in: 'cookie', name: refreshCookie,
    description: 'The session\'s refresh token, an HttpOnly cookie set by sign-in and first-run setup (path /api/v1/auth): only `POST /auth/refresh` and `POST /auth/logout` read it.',
  },
}) as const;

/** Any one of the four credentials (the document's default). */
export const anyCredential: Record<string, string[]>[] = [{ bearerToken: [] }, { apiKeyScheme: [] }, { apiKeyAuthorization: [] }, { apiKeyHeader: [] }];

export const headers = {
  XRequestId: {
    description: 'The request\'s id: the `X-Request-Id` sent, when it is 1 to 128 of `A-Z a-z 0-9 _ . : -`, else a new UUID. Problems carry it as `requestId`.',
    required: true,
    schema: { type: 'string' },
  },
  Location: { description: 'The path of the record created: `/api/v1/<collection>/<id>`.', required: true, schema: { type: 'string', format: 'uri-reference' } },
  ETag: { description: 'The record\'s version, `W/"<version>"`: send it back as `If-Match` to update only that version.', schema: { type: 'string' } },
  PdfETag: { description: 'With the PDF: its strong tag (one per order version and format); send it as `If-None-Match` for a 304.', schema: { type: 'string' } },
  ContentDisposition: { description: '`attachment` or `inline`, with the file\'s name.', schema: { type: 'string' } },
  RateLimit: {
    description: 'With an API key: what is left of its hourly limit, `"hourly";r=<remaining>;t=<seconds until the window resets>` (IETF draft-ietf-httpapi-ratelimit-headers).',
    schema: { type: 'string' },
  },
  RateLimitPolicy: { description: 'With an API key: its limit, `"hourly";q=<requests per hour>;w=3600`.', schema: { type: 'string' } },
  RetryAfter: { description: 'Seconds to wait before trying again.', required: true, schema: { type: 'integer', minimum: 0 } },
  WWWAuthenticate: { description: 'The schemes the service accepts: `Bearer, X-API-Key`.', required: true, schema: { type: 'string' } },
} as const;

export const parameters = {
  IdempotencyKey: {
    name: 'Idempotency-Key', in: 'header', required: false,
    description: 'Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; '
      + 'the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409.',
    schema: { type: 'string', minLength: 1, maxLength: 255 },
  },
  IfMatch: {
    name: 'If-Match', in: 'header', required: false,
    description: 'The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins.',
    schema: { type: 'string' },
  },
  IfNoneMatch: {
    name: 'If-None-Match', in: 'header', required: false,
    description: 'The PDF\'s `ETag` (or `*`): 304 without a body when it still names the PDF.',
    schema: { type: 'string' },
  },
  XRequestId: {
    name: 'X-Request-Id', in: 'header', required: false,
    description: 'Your id of the request, echoed in the answer\'s `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID.',
    schema: { type: 'string' },
  },
} as const;

const withRequestId = { 'X-Request-Id': ref('headers', 'XRequestId') };
const rateLimitHeaders = { RateLimit: ref('headers', 'RateLimit'), 'RateLimit-Policy': ref('headers', 'RateLimitPolicy') };

/** The problem answers, by status: name, description and the headers each carries. */
const problemAnswers: Record<number, { name: string; description: string; headers?: Record<string, unknown> }> = {
  400: { name: 'BadRequest', description: 'Malformed request: an invalid query or path parameter (`invalid-query`), a malformed URL, or a body that is not JSON (`invalid-json`).' },
  401: {
    name: 'Unauthorized', description: 'No credential, or one that is malformed, unknown, expired or revoked (`unauthenticated`, `api-key-expired`, `api-key-revoked`).',
    headers: { 'WWW-Authenticate': ref('headers', 'WWWAuthenticate') },
  },
  403: { name: 'Forbidden', description: 'The credential lacks the operation\'s scope (`forbidden-scope`), or the record belongs to a company you are not a member of (`forbidden-company`).' },
  404: { name: 'NotFound', description: 'No such record (`not-found`), or one you may not see.' },
  409: { name: 'Conflict', description: 'The request conflicts with the records\' state (`conflict`, `invalid-transition`, `in-use`, `period-closed`, `insufficient-stock`, ...), or a request with the same `Idempotency-Key` is still running.' },
  412: { name: 'PreconditionFailed', description: '`If-Match` names another version than the record\'s (`precondition-failed`): read it again.' },
  413: { name: 'ContentTooLarge', description: 'The body is larger than the limit (`payload-too-large`): 1 MiB for JSON, the upload limit for a file.' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not in a media type the operation reads (`unsupported-media-type`).' },
  422: { name: 'UnprocessableContent', description: 'The body is well-formed but invalid (`validation`, one `errors` entry per field), or an `Idempotency-Key` reused with another body (`idempotency-mismatch`).' },
  429: {
    name: 'TooManyRequests', description: 'Too many requests: the API key\'s hourly limit, or failed sign-ins (`rate-limited`).',
    headers: { 'Retry-After': ref('headers', 'RetryAfter'), ...rateLimitHeaders },
  },
  503: {
    name: 'ServiceUnavailable', description: 'The database has no free connection, or the PDF renderer\'s queue is full (`service-unavailable`): nothing was done; try again after `Retry-After` seconds.',
    headers: { 'Retry-After': ref('headers', 'RetryAfter') },
  },
};

export const problemResponseName = (status: number) => problemAnswers[status]?.name ?? `Problem${status}`;

/** components.responses: one problem answer per status the operations list. */
export function problemResponses(statuses: Iterable<number>) {
  return Object.fromEntries([...new Set(statuses)].sort((a, b) => a - b).map((status) => {
    const answer = problemAnswers[status] ?? { name: `Problem${status}`, description: `Problem ${status}.` };
    return [answer.name, {
      description: answer.description,
      headers: { ...withRequestId, ...answer.headers },
      content: { 'application/problem+json': { schema: ref('schemas', 'Problem') } },
    }];
  }));
}

export const successHeaders = { withRequestId, rateLimitHeaders };
