import { asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '../../contract/common';
import { fail } from '../domain/errors';
import type { DbOrTx } from './connection';

/** The fields a list may be sorted by, as the API names them: a column, or sort keys applied in the field's direction. */
export type SortWhitelist = Record<string, AnyPgColumn | SQL[]>;

/**
 * Sort keys for a document number (`JE-ACME-000001`): within a company they share the prefix
 * and are zero-padded to six digits, so text order breaks past 999,999; length first, then
 * text, is the numbers' order.
 */
export const byDocumentNumber = (column: AnyPgColumn): SQL[] => [sql`length(${column})`, sql`${column}`];

/**
 * Which page of a list to read. Offset paging today; a seek `cursor` (after the last row's
 * sort key and id) would be a third way to say where the page starts.
 */
export type PageRequest = { page: number; size: number; sort?: string | string[] };

/**
 * Reads `sort` in either documented form (`-field`, `field`, `field,asc`, `field,desc`;
 * repeatable) against a whitelist, and always ends with a stable tiebreak on `id`. Fields are
 * looked up as own properties only: `__proto__` or `constructor` are unknown fields like any other.
 */
export function orderByFromSort(sort: PageRequest['sort'], sortable: SortWhitelist, id: AnyPgColumn): SQL[] {
  const terms = (Array.isArray(sort) ? sort : sort ? [sort] : []).flatMap((s) => s.split(/(?<=,(?:asc|desc))\s*,\s*/i));
  const order: SQL[] = [];
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
    const column = sortable[field];
    // names sort as people read them, ignoring case
    const keys = Array.isArray(column) ? column : [column.columnType === 'PgText' ? sql`lower(${column})` : column];
    order.push(...keys.map((key) => (direction === 'asc' ? asc(key) : desc(key))));
  }
  order.push(asc(id));
  return order;
}

export function pageOf<T>(content: T[], totalElements: number, query: PageRequest): Page<T> {
  return {
    content,
    page: { number: query.page, size: query.size, totalElements, totalPages: Math.ceil(totalElements / query.size) },
  };
}

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
   * The statement that reads the page, given `select` already filtered, ordered and limited
   * and the ORDER BY it uses: to add what only the page's rows need (lines, looked-up names)
   * in the same round trip, computed for those rows only, not for a deep page's skipped ones.
   */
  page?: (limited: S, orderBy: SQL[]) => PromiseLike<R>;
  /**
   * An exact count of the rows `where` matches that is cheaper than `count(*)` (maintained
   * counts); undefined for filters it does not cover, which fall back to `count(*)`.
   */
  total?: (db: DbOrTx) => Promise<number | undefined>;
};

/**
 * One page of a list: the rows in the requested (whitelisted) order with an id tiebreak,
 * and the exact number of rows the filters match. The two agree when `db` is one snapshot:
 * call it inside `readSnapshot` (db/connection.ts) or a transaction.
 */
export async function paginate<S extends PgSelect, T, R = S['_']['result']>(
  db: DbOrTx,
  spec: ListSpec<S, R>,
  query: PageRequest,
  toContent: (rows: R) => T[] | Promise<T[]>,
): Promise<Page<T>> {
  const orderBy = orderByFromSort(query.sort ?? spec.defaultSort, spec.sortable, spec.tiebreak);
  const limited = spec.select.where(spec.where).orderBy(...orderBy).limit(query.size).offset(query.page * query.size) as S;
  const totalOf = async () => (await spec.total?.(db)) ?? (await db.select({ total: count() }).from(spec.from).where(spec.where))[0].total;
  const [rows, total] = await Promise.all([spec.page ? spec.page(limited, orderBy) : limited, totalOf()]);
  return pageOf(await toContent(rows as R), total, query);
}
