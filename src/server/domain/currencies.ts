import { eq, ilike } from 'drizzle-orm';
import type { PageQuery } from '../../contract/common';
import type { Currency } from '../../contract/currencies';
import type { DbOrTx } from '../db/connection';
import { escapeLike, paginate } from '../db/paginate';
import { currencies } from '../db/schema';
import type { Ctx } from './context';

export async function findCurrencyByCode(db: DbOrTx, code: string): Promise<Currency | undefined> {
  const [row] = await db.select().from(currencies).where(eq(currencies.code, code.toUpperCase()));
  return row;
}

export const currencySortable = { code: currencies.code, name: currencies.name };

/** ISO 4217 currencies: shared by every company. */
export async function listCurrencies(ctx: Ctx, query: PageQuery & { code?: string }) {
  const where = query.code ? ilike(currencies.code, `${escapeLike(query.code)}%`) : undefined;
  return paginate(ctx.db, { select: ctx.db.select().from(currencies).$dynamic(), from: currencies, where, sortable: currencySortable, defaultSort: 'code', tiebreak: currencies.id },
    query, (rows) => rows);
}
