import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema';

/**
 * A typed client of the Business Ops API: openapi-fetch on the types openapi-typescript
 * generates from the service's OpenAPI document (schema.ts, `npm run client:generate`).
 * Every path, parameter (headers such as `If-Match` and `Idempotency-Key` included), body
 * and answer is typed, and every refusal is a `Problem` (RFC 9457). README.md has an example.
 */
export type { components, operations, paths };

export type Schemas = components['schemas'];
/** A schema of the document by its name: `Schema<'InvoiceDetail'>`. */
export type Schema<Name extends keyof Schemas> = Schemas[Name];
/** Every refusal's body (`application/problem+json`): `status`, `code`, `detail`, `requestId`, and `errors` per field on a 422. */
export type Problem = Schema<'Problem'>;
export type FieldError = Schema<'FieldError'>;

/** An operation by its `operationId`: `createInvoice`, `listSalesOrders`, `updateCustomer`, ... */
export type OperationId = keyof operations;
type Responses<Id extends OperationId> = operations[Id]['responses'];
type SuccessStatus = 200 | 201 | 202 | 204;
/**
 * The body of a request or an answer: its JSON when it has one (a GET that also answers a PDF,
 * `getInvoice`, is its JSON here), else its one content, whatever the media type; none is never.
 */
type ContentOf<Part> = [NonNullable<Part>] extends [never] ? never
  : NonNullable<Part> extends { content: infer Content } ? (Content extends { 'application/json': infer Json } ? Json : Content[keyof Content]) : never;

/** What an operation takes as its body: `RequestBody<'createInvoice'>` is `Schema<'InvoiceCreate'>`. */
export type RequestBody<Id extends OperationId> = ContentOf<operations[Id]['requestBody']>;
/** What an operation answers on success (or with `Status`): `ResponseBody<'getInvoice'>` is `Schema<'InvoiceDetail'>`; an answer without a body is never. */
export type ResponseBody<Id extends OperationId, Status extends keyof Responses<Id> = Extract<keyof Responses<Id>, SuccessStatus>> = ContentOf<Responses<Id>[Status]>;
/** The statuses an operation can refuse with, each answered as a `Problem`: `ProblemStatus<'updateCustomer'>` includes 404, 412 and 422. */
export type ProblemStatus<Id extends OperationId> = Exclude<keyof Responses<Id>, SuccessStatus | 304>;
/** An operation's parameters in one place: `OperationParameters<'listInvoices', 'query'>`, `OperationParameters<'updateCustomer', 'header'>` (`If-Match`, ...). */
export type OperationParameters<Id extends OperationId, In extends 'path' | 'query' | 'header'> = NonNullable<operations[Id]['parameters'][In]>;

/**
 * Who the client acts as: an API key (`POST /api/v1/api-keys`, sent as `Authorization: X-API-Key <key>`),
 * a session's access token (`POST /api/v1/auth/login`, sent as `Authorization: Bearer <token>`), or
 * nobody, for the public operations (sign-in, first-run setup).
 */
export type Credential = { apiKey: string; token?: never } | { token: string; apiKey?: never } | { apiKey?: never; token?: never };

export type BusinessOpsClientOptions = Omit<ClientOptions, 'baseUrl' | 'headers'> & Credential & {
  /** Where the service listens, e.g. `http://127.0.0.1:3000`; the paths start with `/api/v1`. */
  baseUrl: string;
  /** Headers every request sends (besides `Authorization`). */
  headers?: Record<string, string>;
};

/**
 * The media types `data` and `error` are typed by: JSON and problems. The PDF a record's GET
 * answers with `format` (or `Accept: application/pdf`) is read with `parseAs: 'blob'`.
 */
type Answered = 'application/json' | 'application/problem+json';

export type BusinessOpsClient = Client<paths, Answered>;

/**
 * The client: `client.GET('/api/v1/invoices/{id}', { params: { path: { id } } })` answers
 * `{ data, error, response }`, `data` typed by the operation's success and `error` a `Problem`.
 */
export function createBusinessOpsClient({ baseUrl, apiKey, token, headers, ...options }: BusinessOpsClientOptions): BusinessOpsClient {
  const authorization = apiKey !== undefined ? `X-API-Key ${apiKey}` : token !== undefined ? `Bearer ${token}` : undefined;
  return createClient<paths, Answered>({
    ...options,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { ...headers, ...(authorization === undefined ? {} : { Authorization: authorization }) },
  });
}

export const isProblem = (value: unknown): value is Problem =>
  typeof value === 'object' && value !== null && typeof (value as Problem).status === 'number' && typeof (value as Problem).code === 'string';

/** A refusal, as `orThrow` throws it: the problem the service answered, and the response. */
export class ProblemError extends Error {
  constructor(readonly problem: Problem, readonly response: Response) {
    super(`${problem.status} ${problem.code}: ${problem.detail}`);
    this.name = 'ProblemError';
  }
}

/**
 * The data of a success, or a `ProblemError` thrown for a refusal:
 * `const invoice = await orThrow(client.POST('/api/v1/invoices', { body }))`.
 */
export async function orThrow<Data>(request: Promise<{ data?: Data; error?: Problem; response: Response }>): Promise<Data> {
  const { data, error, response } = await request;
  if (response.ok) return data as Data;
  if (isProblem(error)) throw new ProblemError(error, response);
  throw new Error(`${response.status} ${response.statusText}: the service answered no problem (${JSON.stringify(error)})`);
}
