import { eq, ilike, sql } from 'drizzle-orm';
import { mapRead, readOne, selectRead } from '../../db/read-together';
import type { PageQuery } from '../../../contract/common';
import type { Currency } from '../../../contract/currencies';
import type { DbOrTx } from '../../db/connection';
import { escapeLike, paginate } from '../../db/paginate';
import { companies, currencies } from '../../db/schema';
import type { CompanyCtx, Ctx } from '../core/context';
import { fail } from '../../base/errors';

/**
 * Currencies by code, once read: the ISO 4217 list is written by migration 0002 with fixed ids and
 * never changes while the service runs, so every database of the service holds the same rows.
 */
const currencyByCode = new Map<string, Currency>();

export async function findCurrencyByCode(db: DbOrTx, code: string): Promise<Currency | undefined> {
  const key = code.toUpperCase();
  const known = currencyByCode.get(key);
  if (known) return known;
  const [row] = await db.select().from(currencies).where(eq(currencies.code, key));
  if (row) currencyByCode.set(key, Object.freeze(row));
  return row;
}

/**
 * The currency a customer or supplier deals in: the one named (unknown: 422 at `path`), else the
 * company's base currency.
 */
export async function partyCurrencyId({ db, companyId }: CompanyCtx, code: string | null | undefined, path: string): Promise<string> {
  if (code) {
    const currency = await findCurrencyByCode(db, code);
    if (!currency) throw fail.field(path, `unknown ISO 4217 currency ${code}`, 'unknown-currency');
    return currency.id;
  }
  const [company] = await db.select({ currencyId: companies.baseCurrencyId }).from(companies).where(eq(companies.id, companyId));
  return company.currencyId;
}

export const currencySortable = { code: currencies.code, name: currencies.name };

/** ISO 4217 currencies: shared by every company. */
export async function listCurrencies(ctx: Ctx, query: PageQuery & { code?: string }) {
  const where = query.code ? ilike(currencies.code, `${escapeLike(query.code)}%`) : undefined;
  return paginate(ctx.db, { select: ctx.db.select().from(currencies).$dynamic(), from: currencies, where, sortable: currencySortable, defaultSort: 'code', tiebreak: currencies.id },
    query, (rows) => rows);
}

/** The company with its base currency's code and minor units: what documents in any currency convert into. */
export const companyWithBaseCurrencyRead = (companyId: string) => mapRead(
  selectRead({ id: companies.id, code: companies.code, name: companies.name, baseCurrencyId: companies.baseCurrencyId, baseCode: currencies.code, baseMinorUnits: currencies.minorUnits },
    sql`FROM ${companies} JOIN ${currencies} ON ${currencies.id} = ${companies.baseCurrencyId} WHERE ${companies.id} = ${companyId}`),
  ([company]) => company);

export const companyWithBaseCurrency = (db: DbOrTx, companyId: string) => readOne(db, companyWithBaseCurrencyRead(companyId));
