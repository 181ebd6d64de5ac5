import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Page, PageQuery } from '../../contract/common';
import { problems } from './problem';

export type SortableColumns = Record<string, AnyPgColumn>;

/**
 * Reads `sort` in either documented form (`-field`, `field`, `field,asc`, `field,desc`;
 * repeatable) against a whitelist, and always ends with a stable tiebreak on `id`.
 */
export function orderByFromSort(sort: PageQuery['sort'], sortable: SortableColumns, id: AnyPgColumn): SQL[] {
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
    const column = sortable[field];
    if (!column) {
      const allowed = Object.keys(sortable).join(', ');
      throw problems.invalidQuery(`Cannot sort by "${field}". Sortable fields: ${allowed}.`, [
        { path: 'sort', message: `unknown sort field; allowed: ${allowed}`, code: 'invalid-sort' },
      ]);
    }
    const key = column.columnType === 'PgText' ? sql`lower(${column})` : column; // names sort as people read them, ignoring case
    order.push(direction === 'asc' ? asc(key) : desc(key));
  }
  order.push(asc(id));
  return order;
}

export function pageOf<T>(content: T[], totalElements: number, query: { page: number; size: number }): Page<T> {
  return {
    content,
    page: { number: query.page, size: query.size, totalElements, totalPages: Math.ceil(totalElements / query.size) },
  };
}

/** Escapes LIKE wildcards in user input. */
export function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
