import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { fail } from '../base/errors';

/**
 * A seek cursor: where the next (or previous) page starts, as the sort values and id of the
 * row just before it, plus the page number it leads to and a fingerprint of the query it
 * belongs to (list, filters with the company resolved, sort, size). Opaque to clients:
 * base64url of JSON, then a MAC, so every value in it is one the service wrote. The values
 * come back as query parameters cast to their columns' types.
 */
export type PageCursor = {
  /** Fingerprint of the query the cursor was issued for. */
  query: string;
  /** `next`: the rows after `after`; `previous`: the rows before it. */
  direction: 'next' | 'previous';
  /** The page number the cursor leads to. */
  number: number;
  /** The sort fields' values of the row the page starts after (or ends before), then its id. */
  after: CursorValue[];
  /**
   * The count of the page that issued the cursor and the list's version when it was read
   * (lists with a `version`): the next page reuses the count while the version is unchanged.
   */
  counted?: CountedAt;
};

export type CursorValue = string | number | boolean | null;
export type CountedAt = { total: number; version: string };

const encoded = z.object({
  v: z.literal(1),
  q: z.string().max(64),
  d: z.enum(['next', 'previous']),
  n: z.number().int().min(0).max(2 ** 31 - 1),
  k: z.array(z.union([z.string().max(1000), z.number().finite(), z.boolean(), z.null()])).min(1).max(20),
  c: z.object({ t: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), w: z.string().max(100) }).optional(),
});

let cursorKey: Buffer = randomBytes(32);

/**
 * Signs cursors with a key derived from the service's secret, so that every instance of the
 * service accepts the cursors of every other (without it, a key of this process's own).
 */
export function useCursorKey(secret: Uint8Array) {
  cursorKey = createHash('sha256').update('page-cursor\0').update(secret).digest();
}

const macOf = (body: string) => createHmac('sha256', cursorKey).update(body).digest().subarray(0, 16);

export function encodeCursor(cursor: PageCursor): string {
  const body: z.infer<typeof encoded> = { v: 1, q: cursor.query, d: cursor.direction, n: cursor.number, k: cursor.after };
  if (cursor.counted) body.c = { t: cursor.counted.total, w: cursor.counted.version };
  const text = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${text}.${macOf(text).toString('base64url')}`;
}

const invalidCursor = (detail: string, code: string) =>
  fail.invalidQuery(detail, [{ path: 'cursor', message: detail, code }]);

/** The body of a cursor this service signed, or undefined. */
function signedBody(cursor: string): unknown {
  const [text, mac, ...rest] = cursor.split('.');
  if (rest.length > 0 || !/^[A-Za-z0-9_-]+$/.test(text ?? '') || !/^[A-Za-z0-9_-]{22}$/.test(mac ?? '')) return undefined;
  if (!timingSafeEqual(Buffer.from(mac, 'base64url'), macOf(text))) return undefined;
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Reads a client's cursor for the query with this fingerprint: garbage, a forged one, or another query's cursor, is a 400. */
export function decodeCursor(text: string, query: string, sortValues: number): PageCursor {
  const parsed = encoded.safeParse(signedBody(text));
  if (!parsed.success || parsed.data.k.length !== sortValues + 1) {
    throw invalidCursor('The cursor is not one this list issued. Use nextCursor or previousCursor from a page of this list.', 'invalid-cursor');
  }
  if (parsed.data.q !== query) {
    throw invalidCursor(
      'The cursor belongs to another query (another list, company, filter, sort or size). Start again from page 0.',
      'cursor-mismatch',
    );
  }
  const { q, d, n, k, c } = parsed.data;
  return { query: q, direction: d, number: n, after: k, ...(c ? { counted: { total: c.t, version: c.w } } : {}) };
}

/** A short, stable digest of what identifies a query; equal only for the same list, filters, sort and size. */
export function queryFingerprint(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 22);
}
