import { count, eq, ilike } from 'drizzle-orm';
import type { Currency } from '../../contract/currencies';
import type { DbOrTx } from '../db/connection';
import { currencies } from '../db/schema';
import { escapeLike, orderByFromSort, pageOf } from '../http/paging';
import type { PageQuery } from '../../contract/common';

export async function findCurrencyByCode(db: DbOrTx, code: string): Promise<Currency | undefined> {
  const [row] = await db.select().from(currencies).where(eq(currencies.code, code.toUpperCase()));
  return row;
}

export const currencySortable = { code: currencies.code, name: currencies.name };

export async function listCurrencies(db: DbOrTx, query: PageQuery & { code?: string }) {
  const where = query.code ? ilike(currencies.code, `${escapeLike(query.code)}%`) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(currencies).where(where)
      .orderBy(...orderByFromSort(query.sort ?? 'code', currencySortable, currencies.id))
      .limit(query.size).offset(query.page * query.size),
    db.select({ total: count() }).from(currencies).where(where),
  ]);
  return pageOf(rows, total, query);
}
