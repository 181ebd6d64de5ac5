import { z } from 'zod';

/** A UUID in any form, either case: the pattern says so itself (a regex flag would not reach the OpenAPI document). */
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** Any UUID form is accepted as input (decisions §2). */
export const uuid = z.string().regex(UUID_PATTERN, 'must be a UUID');

export const name = z.string().trim().min(1, 'is required').max(200);
/** The longest description or notes a record keeps. */
export const DESCRIPTION_MAX_LENGTH = 10_000;
export const description = z.string().max(DESCRIPTION_MAX_LENGTH);

/** Parses an ISO 8601 date-time, reading one without an offset as UTC. */
export function parseIsoDateTime(value: string): Date {
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(value);
  return new Date(hasZone ? value : `${value}Z`);
}

/**
 * The instants both JavaScript and PostgreSQL store as written: years 0001 to 9999 in UTC.
 * PostgreSQL has no year 0000, and an offset can move a date-time written in year 9999 (or
 * 0001) out of that range (`9999-12-31T23:00:00-05:00` is in year 10000).
 */
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');
const storableInstant = (value: string) => {
  const time = parseIsoDateTime(value).getTime();
  return Number.isNaN(time) || (time >= FIRST_INSTANT && time <= LAST_INSTANT); // NaN: the format check reports it
};
const YEARS_MESSAGE = 'must lie between the years 0001 and 9999 (in UTC)';

/** An ISO 8601 date-time; one without an offset means UTC (decisions §2). */
export const isoDateTime = z.iso.datetime({ offset: true, local: true }).refine(storableInstant, YEARS_MESSAGE);

/** An ISO 8601 date-time with an offset (`Z` or `+02:00`). */
export const offsetDateTime = z.iso
  .datetime({ offset: true, error: 'must be an ISO 8601 date-time with an offset, e.g. 2026-01-01T00:00:00Z' })
  .refine(storableInstant, YEARS_MESSAGE);

export const isoTimestamp = z.string().describe('ISO 8601 UTC timestamp');
/** YYYY-MM-DD, years 0001 to 9999 (PostgreSQL has no year 0000). */
export const calendarDate = z.iso.date().refine((value) => !value.startsWith('0000'), 'must lie between the years 0001 and 9999');

export const idParams = z.object({ id: uuid });

/**
 * A whole number in a query string, read as written: digits only, so `0x10`, `1e3`, ` 1` and an
 * empty value are refused rather than read as 16, 1000, 1 and 0 (as `Number()` reads them).
 */
export const queryInteger = ({ min, max = Number.MAX_SAFE_INTEGER, fallback }: { min: number; max?: number; fallback: number }) => z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z.number({ error: (issue) => (issue.code === 'invalid_type' ? 'must be a whole number in digits' : undefined) }).int().min(min).max(max).default(fallback),
);

/** page, size and sort as every list endpoint takes them (decisions §3). */
export const pageQuery = z.object({
  page: queryInteger({ min: 0, fallback: 0 }),
  size: queryInteger({ min: 1, max: 200, fallback: 20 }),
  sort: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe('`field`, `-field` or `field,asc|desc`; repeat for several keys'),
  cursor: z
    .string()
    .max(4096)
    .optional()
    .describe('`nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides)'),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageInfo = z.object({
  number: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  /** Seek cursors to the next and previous pages of the same query; null at either end. */
  nextCursor: z.string().nullable(),
  previousCursor: z.string().nullable(),
});

const pageSchema = <T extends z.ZodType>(item: T) => z.object({ content: z.array(item), page: pageInfo });
const pages = new WeakMap<z.ZodType, z.ZodType>();
const pageItems = new WeakMap<z.ZodType, z.ZodType>();

/** A page of `item`s: one schema per item schema, so the OpenAPI document names it once (`<Item>Page`). */
export function pageOf<T extends z.ZodType>(item: T): ReturnType<typeof pageSchema<T>> {
  let page = pages.get(item);
  if (!page) {
    page = pageSchema(item);
    pages.set(item, page);
    pageItems.set(page, item);
  }
  return page as ReturnType<typeof pageSchema<T>>;
}

/** The item schema of a `pageOf(item)` schema, else undefined. */
export const itemOfPage = (schema: unknown): z.ZodType | undefined => (schema instanceof z.ZodType ? pageItems.get(schema) : undefined);
export type Page<T> = { content: T[]; page: z.infer<typeof pageInfo> };

export const fieldError = z.object({
  path: z.string(),
  message: z.string(),
  code: z.string(),
  row: z.number().int().optional().describe('Imports: the file\'s row (the header is row 1)'),
  column: z.string().nullable().optional().describe('Imports: the column, as the file names it'),
});

/** RFC 9457 problem details with our extensions (decisions §4). */
export const problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  instance: z.string(),
  code: z.string(),
  requestId: z.string(),
  errors: z.array(fieldError).optional(),
});
export type Problem = z.infer<typeof problem>;
export type FieldError = z.infer<typeof fieldError>;

export const recordMeta = {
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  version: z.number().int(),
};

/** A record as responses show it: its `id`, its own fields, then `recordMeta`. */
export const recordOf = <T extends z.ZodRawShape>(fields: T) => z.object({ id: uuid, ...fields, ...recordMeta });

/** The first fields of an item line of every document: its number and its item. */
export const itemLineFields = { lineNumber: z.number().int(), itemIdString: uuid, itemCode: z.string() };

/** `POST /<documents>/{id}/cancel`, body optional: the reversal's date (`whose`: "document's", "payment's"). */
export const cancellation = (whose: string) => z.object({
  postingDate: calendarDate.optional().describe(`Date of the reversal; the ${whose} posting date when omitted, never before it`),
});

/** The date range of a list of posted documents. */
export const postedBetween = {
  fromDate: calendarDate.optional().describe('Posted on or after this date'),
  toDate: calendarDate.optional().describe('Posted on or before this date'),
};

/** A list query's date range must not end before it starts: `.refine(...toDateNotBeforeFromDate)`. */
export const toDateNotBeforeFromDate: [(q: { fromDate?: string; toDate?: string }) => boolean, { path: string[]; message: string }] = [
  (q) => !q.fromDate || !q.toDate || q.toDate >= q.fromDate,
  { path: ['toDate'], message: 'must not be before fromDate' },
];
