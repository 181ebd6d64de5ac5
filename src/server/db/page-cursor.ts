import { createHash } from 'node:crypto';
import { z } from 'zod';
import { fail } from '../domain/errors';

/**
 * A seek cursor: where the next (or previous) page starts, as the sort values and id of the
 * row just before it, plus the page number it leads to and a fingerprint of the query it
 * belongs to (list, filters with the company resolved, sort, size). Opaque to clients:
 * base64url of JSON. The values come back as query parameters cast to their columns' types.
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
};

export type CursorValue = string | number | boolean | null;

const encoded = z.object({
  v: z.literal(1),
  q: z.string().max(64),
  d: z.enum(['next', 'previous']),
  n: z.number().int().min(0).max(2 ** 31 - 1),
  k: z.array(z.union([z.string().max(1000), z.number().finite(), z.boolean(), z.null()])).min(1).max(20),
});

export function encodeCursor(cursor: PageCursor): string {
  const body: z.infer<typeof encoded> = { v: 1, q: cursor.query, d: cursor.direction, n: cursor.number, k: cursor.after };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

const invalidCursor = (detail: string, code: string) =>
  fail.invalidQuery(detail, [{ path: 'cursor', message: detail, code }]);

/** Reads a client's cursor for the query with this fingerprint: garbage, or another query's cursor, is a 400. */
export function decodeCursor(text: string, query: string, sortValues: number): PageCursor {
  let body: unknown;
  try {
    body = /^[A-Za-z0-9_-]+$/.test(text) ? JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) : undefined;
  } catch {
    body = undefined;
  }
  const parsed = encoded.safeParse(body);
  if (!parsed.success || parsed.data.k.length !== sortValues + 1) {
    throw invalidCursor('The cursor is not one this list issued. Use nextCursor or previousCursor from a page of this list.', 'invalid-cursor');
  }
  if (parsed.data.q !== query) {
    throw invalidCursor(
      'The cursor belongs to another query (another list, company, filter, sort or size). Start again from page 0.',
      'cursor-mismatch',
    );
  }
  return { query: parsed.data.q, direction: parsed.data.d, number: parsed.data.n, after: parsed.data.k };
}

/** A short, stable digest of what identifies a query; equal only for the same list, filters, sort and size. */
export function queryFingerprint(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 22);
}
