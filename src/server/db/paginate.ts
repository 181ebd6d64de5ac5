import { and, asc, desc, getTableName, or, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '../../contract/common';
import { fail } from '../base/errors';
import { queryRows, type DbOrTx } from './connection';
import { pgErrorCode } from './errors';
import { decodeCursor, encodeCursor, queryFingerprint, type CountedAt, type CursorValue, type PageCursor } from './page-cursor';

/**
 * A field a list may be sorted by: a column, or a column with the sort keys it is compared
 * by (`byDocumentNumber`). Keys are a function of the column so that a seek cursor can
 * apply the same function to the value it carries.
 */
export type SortField = AnyPgColumn | { column: AnyPgColumn; keys: SortKeys } | SortExpression;

/**
 * A field the list's select computes rather than a column of its table (an item's quantity on
 * hand from a joined balance): the expression, the SQL type a cursor's value is read as, and
 * whether it can be null. It must equal the record's field of the same name, which the cursor
 * carries.
 */
export type SortExpression = { expression: SQL; sqlType: string; nullable: boolean };
type SortKeys = (value: SQL | AnyPgColumn) => SQL[];

/** The fields a list may be sorted by, as the API names them (and as its records name them). */
export type SortWhitelist = Record<string, SortField>;

/**
 * Sort keys for a document number (`JE-ACME-000001`): within a company they share the prefix
 * and are zero-padded to six digits, so text order breaks past 999,999; length first, then
 * text, is the numbers' order.
 */
export const byDocumentNumber = (column: AnyPgColumn): SortField => ({ column, keys: (x) => [sql`length(${x})`, sql`${x}`] });

/**
 * How a column compares when no keys are given: text as people read it, ignoring case;
 * timestamps to the millisecond, as records show them, so a cursor's value is exact. A
 * `timestamptz` is truncated as UTC time (`AT TIME ZONE 'UTC'`), which keeps the order and makes
 * the key immutable, so an index on it can serve the sort (`createdAt` at a million items).
 */
function defaultKeys(column: AnyPgColumn): SortKeys {
  if (column.columnType === 'PgText' || column.columnType === 'PgVarchar') return (x) => [sql`lower(${x})`];
  if (column.columnType === 'PgTimestamp') {
    return (column as unknown as { withTimezone: boolean }).withTimezone
      ? (x) => [sql`date_trunc('milliseconds', ${x} AT TIME ZONE 'UTC')`]
      : (x) => [sql`date_trunc('milliseconds', ${x})`];
  }
  return (x) => [sql`${x}`];
}

/** One term of a list's order: a whitelisted field (or the `id` tiebreak), the row's value of it, and its direction. */
export type SortTerm = { field: string; value: AnyPgColumn | SQL; sqlType: string; nullable: boolean; keys: SortKeys; direction: 'asc' | 'desc' };

function termOf(field: string, entry: SortField, direction: SortTerm['direction']): SortTerm {
  if ('expression' in entry) return { field, value: entry.expression, sqlType: entry.sqlType, nullable: entry.nullable, keys: (x) => [sql`${x}`], direction };
  const { column, keys } = 'keys' in entry ? entry : { column: entry, keys: defaultKeys(entry) };
  // a cursor's value is cast to the column's type: serial columns are integers
  const sqlType = column.getSQLType().replace(/^bigserial$/, 'bigint').replace(/^serial$/, 'integer');
  return { field, value: column, sqlType, nullable: !column.notNull, keys, direction };
}

/**
 * Which page of a list to read: by number (`page`), or by a seek `cursor` from a previous
 * page of the same query (then `page` is ignored).
 */
export type PageRequest = { page: number; size: number; sort?: string | string[]; cursor?: string };

/**
 * Reads `sort` in either documented form (`-field`, `field`, `field,asc`, `field,desc`;
 * repeatable) against a whitelist, and always ends with a stable tiebreak on `id`. Fields are
 * looked up as own properties only: `__proto__` or `constructor` are unknown fields like any other.
 */
export function sortTerms(sort: PageRequest['sort'], sortable: SortWhitelist, id: AnyPgColumn): SortTerm[] {
  const terms = (Array.isArray(sort) ? sort : sort ? [sort] : []).flatMap((s) => s.split(/(?<=,(?:asc|desc))\s*,\s*/i));
  const order: SortTerm[] = [];
  for (const raw of terms.map((t) => t.trim()).filter(Boolean)) {
    let field = raw;
    let direction: 'asc' | 'desc' = 'asc';
    const comma = raw.match(/^([^,]+),\s*(asc|desc)$/i);
    if (comma) {
      field = comma[1].trim();
      direction = comma[2].toLowerCase() as 'asc' | 'desc';
    } else if (raw.startsWith('-')) {
      field = raw.slice(1);
      direction = 'desc';
    } else if (raw.startsWith('+')) {
      field = raw.slice(1);
    }
    if (!Object.hasOwn(sortable, field)) {
      const allowed = Object.keys(sortable).join(', ');
      throw fail.invalidQuery(`Cannot sort by "${field}". Sortable fields: ${allowed}.`, [
        { path: 'sort', message: `unknown sort field; allowed: ${allowed}`, code: 'invalid-sort' },
      ]);
    }
    order.push(termOf(field, sortable[field], direction));
  }
  order.push({ ...termOf('id', id, 'asc'), keys: (x) => [sql`${x}`] });
  return order;
}

/** The ORDER BY of a list's terms. */
export function orderByOf(terms: SortTerm[]): SQL[] {
  return terms.flatMap((t) => t.keys(t.value).map((key) => (t.direction === 'asc' ? asc(key) : desc(key))));
}

export function pageOf<T>(content: T[], totalElements: number, query: PageRequest, number = query.page, cursors: PageCursors = noCursors): Page<T> {
  return {
    content,
    page: { number, size: query.size, totalElements, totalPages: Math.ceil(totalElements / query.size), ...cursors },
  };
}

type PageCursors = { nextCursor: string | null; previousCursor: string | null };
const noCursors: PageCursors = { nextCursor: null, previousCursor: null };

/** Escapes LIKE wildcards in user input. */
export function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%term%` for a case-insensitive "contains" search, wildcards in the term escaped. */
export const containing = (term: string) => `%${escapeLike(term)}%`;

export type ListSpec<S extends PgSelect, R = S['_']['result']> = {
  /** The rows' select with its joins, made dynamic: `db.select(...).from(t).innerJoin(...).$dynamic()`. */
  select: S;
  /** The table whose rows are counted; joins must not add or drop rows. */
  from: PgTable;
  /** Company and filters; `and(...)` with undefined for filters not given. */
  where: SQL | undefined;
  sortable: SortWhitelist;
  /** The order when the query names none. */
  defaultSort: string | string[];
  /** The `id` column: the last sort key, so equal keys keep one order across pages. */
  tiebreak: AnyPgColumn;
  /**
   * The statement that reads the page and its count at once (one statement sees one
   * snapshot, so the count is the page's own): given `select` already filtered, ordered and
   * limited, the ORDER BY it uses and `counts`, a one-row relation of `total` and `version`
   * (`(SELECT ... AS total, ... AS version)`, to be aliased and joined); it may add what only
   * the page's rows need (lines, looked-up names), computed for those rows only.
   */
  page?: (limited: S, orderBy: SQL[], counts: SQL) => PromiseLike<{ rows: R } & Counted>;
  /**
   * An exact count of the rows `where` matches that is cheaper than `count(*)` (a scalar
   * subquery over maintained counts); undefined for filters it does not cover, which are
   * counted with `count(*)`.
   */
  total?: SQL<number>;
  /**
   * A scalar that changes whenever a row is added to or removed from the table the list
   * reads, or a row's filtered or sorted fields change (a counter every write bumps). Given,
   * a cursor carries the count of its page and this version, and the next page reuses the
   * count, without counting, while the version read in its own statement is the same.
   */
  version?: SQL<string | null>;
};

/** What a page's statement reads beside its rows: the count, and the list's version (null without one). */
export type Counted = { total: number; version: string | null };

/**
 * One page of a list: the rows in the requested (whitelisted) order with an id tiebreak,
 * the exact number of rows the filters match, and seek cursors to the pages beside it.
 * A cursor page costs what page 0 costs: it starts from the sort values it carries instead
 * of skipping rows, and rows inserted meanwhile do not shift it. With a `page` hook the
 * page and its count are one statement, so one snapshot; without, they are two statements
 * sent at once, each exact for its own moment.
 */
export async function paginate<S extends PgSelect, T extends { id: string }, R extends unknown[] = S['_']['result']>(
  db: DbOrTx,
  spec: ListSpec<S, R>,
  query: PageRequest,
  toContent: (rows: R) => T[] | Promise<T[]>,
): Promise<Page<T>> {
  const terms = sortTerms(query.sort ?? spec.defaultSort, spec.sortable, spec.tiebreak);
  const fingerprint = queryFingerprint([
    getTableName(spec.from),
    spec.where ? dialect.sqlToQuery(spec.where) : null,
    terms.map((t) => [t.field, t.direction]),
    query.size,
  ]);
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, fingerprint, terms.length - 1);
  const backwards = cursor?.direction === 'previous';
  const order = backwards ? terms.map((t) => ({ ...t, direction: t.direction === 'asc' ? ('desc' as const) : ('asc' as const) })) : terms;
  const orderBy = orderByOf(order);
  const limited = spec.select
    .where(and(spec.where, cursor ? rowsAfter(order, cursor.after) : undefined))
    .orderBy(...orderBy)
    .limit(query.size + 1) // one more tells whether there is a page beyond
    .offset(cursor ? 0 : query.page * query.size) as S;
  const counts = countsOf(spec, cursor?.counted);
  const read = spec.page
    ? spec.page(limited, orderBy, counts)
    : Promise.all([limited as unknown as PromiseLike<R>, queryRows<{ total: number | string; version: string | null }>(db, sql`SELECT * FROM ${counts} AS counts`)])
      .then(([rows, [count]]) => ({ rows, total: Number(count.total), version: count.version }));
  const { rows, total: totalElements, version } = await (cursor ? readingCursorValues(read) : read);
  const more = rows.length > query.size;
  const kept = rows.slice(0, query.size);
  const content = await toContent((backwards ? kept.reverse() : kept) as R);

  let number = cursor ? cursor.number : query.page;
  if (backwards && !more) number = 0; // walked back to the first row
  const cursorAt = (direction: PageCursor['direction'], item: T | undefined, to: number) =>
    item === undefined ? null : encodeCursor({
      query: fingerprint, direction, number: to, after: sortValues(terms, item),
      ...(version === null ? {} : { counted: { total: Number(totalElements), version } }),
    });
  const hasNext = backwards ? content.length > 0 : more;
  const hasPrevious = backwards ? more : number > 0;
  return pageOf(content, totalElements, query, number, {
    nextCursor: hasNext ? cursorAt('next', content.at(-1), number + 1) : null,
    previousCursor: hasPrevious ? cursorAt('previous', content[0], Math.max(number - 1, 0)) : null,
  });
}

const dialect = new PgDialect();

/**
 * The one-row relation of the list's count and version. With a cursor that carries the count
 * of the previous page at the version read now, the count is that one: no row was added or
 * removed since (the version would have changed), and `CASE` leaves the count's subquery
 * unevaluated. Otherwise the list is counted.
 */
function countsOf(spec: Pick<ListSpec<PgSelect>, 'from' | 'where' | 'total' | 'version'>, counted: CountedAt | undefined): SQL {
  const count = spec.total ?? sql<number>`(SELECT count(*) FROM ${spec.from} WHERE ${spec.where ?? sql`true`})`;
  if (!spec.version) return sql`(SELECT ${count} AS total, NULL::text AS version)`;
  const total = counted
    ? sql`CASE WHEN ${spec.version} = ${counted.version} THEN ${counted.total}::bigint ELSE (${count})::bigint END`
    : count;
  return sql`(SELECT ${total} AS total, ${spec.version} AS version)`;
}

/** A record's values of the sort fields, then its id: what a cursor carries. */
function sortValues(terms: SortTerm[], item: { id: string }): CursorValue[] {
  return terms.map(({ field }) => {
    const value = (item as Record<string, unknown>)[field];
    if (value instanceof Date) return value.toISOString();
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value as CursorValue;
    throw new Error(`Sort field "${field}" is not a plain field of the list's records`);
  });
}

/**
 * The rows after the one with these sort values, in the order of `terms`: the usual
 * lexicographic "(a, b) > (x, y)" spelt out per term, since directions differ per term and
 * nulls sort last ascending, first descending. The first term's bound is repeated on its
 * own so that an index on it can start the scan there.
 */
function rowsAfter(terms: SortTerm[], values: CursorValue[]): SQL {
  // sent as text for PostgreSQL to read as the column's type: a value that does not fit is a data exception (class 22)
  const value = (t: SortTerm, v: CursorValue) => sql`${String(v)}::${sql.raw(t.sqlType)}`;
  const same = (t: SortTerm, v: CursorValue) =>
    v === null ? sql`(${t.value}) IS NULL` : and(...zip(t.keys(t.value), t.keys(value(t, v))).map(([k, p]) => sql`${k} = ${p}`))!;
  const after = (t: SortTerm, v: CursorValue): SQL => {
    const nullable = t.nullable;
    if (v === null) return t.direction === 'asc' ? sql`false` : sql`(${t.value}) IS NOT NULL`;
    const keys = zip(t.keys(t.value), t.keys(value(t, v)));
    const beyond = (i: number): SQL => {
      const [k, p] = keys[i];
      const step = t.direction === 'asc' ? sql`${k} > ${p}` : sql`${k} < ${p}`;
      return i === keys.length - 1 ? step : or(step, and(sql`${k} = ${p}`, beyond(i + 1)))!;
    };
    return nullable && t.direction === 'asc' ? or(beyond(0), sql`(${t.value}) IS NULL`)! : beyond(0);
  };
  const [first] = terms;
  const firstValue = values[0];
  let bound: SQL | undefined;
  if (firstValue !== null && terms.length > 1) {
    const [k, p] = zip(first.keys(first.value), first.keys(value(first, firstValue)))[0];
    const within = first.direction === 'asc' ? sql`${k} >= ${p}` : sql`${k} <= ${p}`;
    bound = first.nullable && first.direction === 'asc' ? or(within, sql`(${first.value}) IS NULL`) : within;
  }
  const alternatives = terms.map((t, i) => and(...terms.slice(0, i).map((s, j) => same(s, values[j])), after(t, values[i]))!);
  return and(bound, or(...alternatives))!;
}

const zip = <A, B>(a: A[], b: B[]): [A, B][] => a.map((x, i) => [x, b[i]]);

/** A forged cursor's value that does not fit its column (a date of "x") is the client's error, not ours. */
async function readingCursorValues<R>(rows: PromiseLike<R>): Promise<R> {
  try {
    return await rows;
  } catch (error) {
    if (pgErrorCode(error)?.startsWith('22')) {
      throw fail.invalidQuery('The cursor is not one this list issued.', [{ path: 'cursor', message: 'holds a value that does not fit its field', code: 'invalid-cursor' }]);
    }
    throw error;
  }
}
