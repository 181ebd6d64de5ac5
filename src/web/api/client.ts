import type { FieldError, Problem } from '../../contract/common';
import { humanizeProblemText } from './problem-text';
import { session } from './session';

export const API_BASE = '/api/v1';

/**
 * A failed request: an RFC 9457 problem from the service, or `network` when it could not be
 * reached. `detail` is the service's text; `message` and `userMessage` are for people (dates,
 * enum values and ids written as a bookkeeper reads them).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly errors: FieldError[] = [],
    readonly retryAfterSeconds?: number,
    readonly requestId?: string,
  ) {
    super(humanizeProblemText(detail));
  }

  /** What to tell the user: the problem's detail, or for 429 how long to wait. */
  get userMessage(): string {
    if (this.status === 429) {
      const wait = this.retryAfterSeconds ? ` Try again in ${formatWait(this.retryAfterSeconds)}.` : '';
      return `Too many requests.${wait}`;
    }
    return this.message;
  }
}

function formatWait(seconds: number) {
  return seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

export type Query = Record<string, string | number | boolean | undefined | null | (string | number)[]>;

export type RequestOptions = {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** false for the sign-in endpoints: no bearer token, no refresh on 401. */
  authenticated?: boolean;
  /** The media type asked for (`application/json` unless said otherwise, e.g. `application/pdf`). */
  accept?: string;
  /** Further request headers (e.g. `Idempotency-Key` on a payment). */
  headers?: Record<string, string>;
};

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, Accept: options.accept ?? 'application/json' };
  // a form (a file upload) sets its own multipart Content-Type with the boundary
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  const token = options.authenticated === false ? undefined : session.accessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : form ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'Cannot reach the service. Check your connection and try again.');
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
  let problem: Partial<Problem> = {};
  try {
    problem = await response.json();
  } catch {
    // not a problem document
  }
  return new ApiError(
    response.status,
    problem.code ?? `http-${response.status}`,
    problem.detail ?? response.statusText ?? 'The request failed.',
    problem.errors ?? [],
    retryAfter,
    problem.requestId ?? response.headers.get('X-Request-Id') ?? undefined,
  );
}

/**
 * The one way the console talks to the service: attaches the session, refreshes it once on
 * 401 and retries, and turns problems into ApiError.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await answer(method, path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A successful response (the session refreshed once on 401), or the problem as an ApiError. */
async function answer(method: string, path: string, options: RequestOptions): Promise<Response> {
  let response = await send(method, path, options);
  if (response.status === 401 && options.authenticated !== false) {
    if (await session.refresh()) response = await send(method, path, options);
    else session.expire();
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** A file the service answered (a PDF): its bytes, and the name `Content-Disposition` gives it, if any. */
export type FileAnswer = { blob: Blob; filename: string | undefined };

/**
 * A binary GET through the same session and problem handling as JSON (an `<iframe>` or a link
 * cannot send the bearer token, so files are fetched here and shown from an object URL). An
 * answer of another media type than `accept` (e.g. JSON from a service without that format) is
 * an ApiError, not a broken file.
 */
export async function apiFile(path: string, accept: string, query?: Query, signal?: AbortSignal): Promise<FileAnswer> {
  const response = await answer('GET', path, { query, signal, accept: `${accept}, application/problem+json` });
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.toLowerCase().startsWith(accept)) {
    await response.body?.cancel();
    throw new ApiError(response.status, 'unexpected-media-type', `The service answered ${type.split(';')[0] || 'something else'} instead of ${accept}.`, [], undefined, response.headers.get('X-Request-Id') ?? undefined);
  }
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition')) };
}

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''...` preferred, else `filename="..."`). */
export function filenameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(disposition);
  return (plain?.[1] ?? plain?.[2])?.trim() || undefined;
}

/** The `If-Match` of a full replacement: the version the form was filled from (the record changed meanwhile: 412). */
export const ifMatch = (version: number) => ({ 'If-Match': `W/"${version}"` });

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => apiRequest<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown, options?: Pick<RequestOptions, 'headers'>) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Pick<RequestOptions, 'headers'>) => apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T = void>(path: string, body?: unknown) => apiRequest<T>('DELETE', path, { body }),
};
