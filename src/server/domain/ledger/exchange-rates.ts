import { and, desc, eq, lte } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { baseAmount, type ExchangeRate, type ExchangeRateCreate, type ExchangeRateListQuery, type ExchangeRateUpdate } from '../../../contract/exchange-rates';
import type { DbOrTx } from '../../db/connection';
import { newId } from '../../base/ids';
import { fail } from '../../base/errors';
import { paginate } from '../../db/paginate';
import { currencies, exchangeRates } from '../../db/schema';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { recordMetaOf } from '../core/record-meta';
import { uniqueViolations } from '../core/unique-constraints';
import { replaceVersioned, type Replacement } from '../core/versioned-update';
import { findCurrencyByCode } from './currencies';
import { defaultAccountId } from './accounts';
import { Decimal } from '../core/money';
import { rememberDeleted } from '../outbox/event-log';
import { anyOf } from '../../db/arrays';

/**
 * Exchange rates (decisions §13 "Exchange rates"; docs/accounting.md "Exchange rates"): per
 * company and currency pair, a rate from a day on. Documents in another currency than the
 * company's take the latest rate on or before their posting date (`rateOn`).
 */

const mappingUniqueViolations = uniqueViolations({
  exchange_rates_pair_date_key: {
    path: 'date', message: 'has a rate of this pair already',
    detail: () => 'This company has a rate of this currency pair on this day already; change that one instead.',
  },
});

/** No currency has it: a filter by an unknown code. */
const NO_CURRENCY = '00000000-0000-0000-0000-000000000000';

const fromCurrency = alias(currencies, 'from_currency');
const toCurrency = alias(currencies, 'to_currency');

const selectRates = (db: DbOrTx) =>
  db.select({ rate: exchangeRates, from: fromCurrency.code, to: toCurrency.code }).from(exchangeRates)
    .innerJoin(fromCurrency, eq(fromCurrency.id, exchangeRates.fromCurrencyId))
    .innerJoin(toCurrency, eq(toCurrency.id, exchangeRates.toCurrencyId))
    .$dynamic();

type Selected = { rate: typeof exchangeRates.$inferSelect; from: string; to: string };

function toExchangeRate({ rate: r, from, to }: Selected): ExchangeRate {
  return { id: r.id, companyIdString: r.companyId, fromCurrency: from, toCurrency: to, rate: r.rate, date: r.date, ...recordMetaOf(r) };
}

/** The pair's currencies by code (unknown: 422 at the field; the same twice: 422 at toCurrency). */
async function pairOf(db: DbOrTx, input: { fromCurrency: string; toCurrency: string }) {
  const from = await findCurrencyByCode(db, input.fromCurrency);
  if (!from) throw fail.field('fromCurrency', `unknown ISO 4217 currency ${input.fromCurrency}`, 'unknown-currency');
  const to = await findCurrencyByCode(db, input.toCurrency);
  if (!to) throw fail.field('toCurrency', `unknown ISO 4217 currency ${input.toCurrency}`, 'unknown-currency');
  if (from.id === to.id) throw fail.field('toCurrency', 'must differ from fromCurrency', 'same-currency');
  return { fromCurrencyId: from.id, toCurrencyId: to.id };
}

export async function createExchangeRate(ctx: Ctx, input: ExchangeRateCreate): Promise<ExchangeRate> {
  const { companyId } = companyContext(ctx, input.companyIdString);
  const pair = await pairOf(ctx.db, input);
  const id = newId();
  await mappingUniqueViolations(input, () => ctx.db.insert(exchangeRates).values({ id, companyId, ...pair, rate: input.rate, date: input.date }));
  const created = await getExchangeRate(ctx, id);
  return created;
}

/** A rate of one of the principal's companies; another company's is "not found". */
export async function getExchangeRate(ctx: Ctx, id: string): Promise<ExchangeRate> {
  const [found] = await selectRates(ctx.db).where(eq(exchangeRates.id, id.toLowerCase()));
  return toExchangeRate(visibleTo(ctx, found, (f) => f.rate.companyId, 'The exchange rate'));
}

/** Rates by id, as GET answers each, many at once (the event log of an import). */
export async function exchangeRatesByIds(ctx: Ctx, ids: string[]): Promise<ExchangeRate[]> {
  return (await selectRates(ctx.db).where(anyOf(exchangeRates.id, ids))).map(toExchangeRate);
}

export const exchangeRateSortable = { date: exchangeRates.date, createdAt: exchangeRates.createdAt };

/** The company's rates, newest day first; with `onDate` only those on or before it. */
export async function listExchangeRates(ctx: Ctx, query: ExchangeRateListQuery) {
  const { companyId } = companyContext(ctx, query.companyIdString);
  // by id, so the count (of exchange_rates alone) filters as the page does; an unknown code matches nothing
  const currencyIs = async (column: AnyPgColumn, code: string | undefined) =>
    code === undefined ? undefined : eq(column, (await findCurrencyByCode(ctx.db, code))?.id ?? NO_CURRENCY);
  const where = and(
    eq(exchangeRates.companyId, companyId),
    await currencyIs(exchangeRates.fromCurrencyId, query.fromCurrency),
    await currencyIs(exchangeRates.toCurrencyId, query.toCurrency),
    query.onDate ? lte(exchangeRates.date, query.onDate) : undefined,
  );
  return paginate(ctx.db, {
    select: selectRates(ctx.db), from: exchangeRates, where, sortable: exchangeRateSortable, defaultSort: '-date', tiebreak: exchangeRates.id,
  }, query, (rows) => (rows as Selected[]).map(toExchangeRate));
}

/** Replaces a rate (documents that took it keep the rate they were posted at). The company is fixed. */
export async function updateExchangeRate(ctx: Ctx, { id, data, expectedVersion }: Replacement<ExchangeRateUpdate>): Promise<ExchangeRate> {
  if (data.companyIdString) companyContext(ctx, data.companyIdString);
  const current = await getExchangeRate(ctx, id);
  if (data.companyIdString && data.companyIdString.toLowerCase() !== current.companyIdString) {
    throw fail.field('companyIdString', 'an exchange rate cannot move to another company', 'immutable');
  }
  const pair = await pairOf(ctx.db, data);
  await mappingUniqueViolations(data, () =>
    replaceVersioned(ctx.db, exchangeRates, { id: current.id, expectedVersion, currentVersion: current.version, set: { ...pair, rate: data.rate, date: data.date } }));
  return getExchangeRate(ctx, id);
}

export async function deleteExchangeRate(ctx: Ctx, id: string): Promise<void> {
  const [locked] = await ctx.db.select({ id: exchangeRates.id, companyId: exchangeRates.companyId }).from(exchangeRates)
    .where(eq(exchangeRates.id, id.toLowerCase())).for('update');
  const found = visibleTo(ctx, locked, (r) => r.companyId, 'The exchange rate');
  rememberDeleted(ctx.db, 'exchange_rate', await getExchangeRate(ctx, found.id));
  await ctx.db.delete(exchangeRates).where(eq(exchangeRates.id, found.id));
}

/** The rate of a pair in force on `date` (the latest on or before it), as stored; undefined when there is none. */
export async function rateOn(db: DbOrTx, companyId: string, pair: { fromCurrencyId: string; toCurrencyId: string }, date: string): Promise<string | undefined> {
  const [row] = await db.select({ rate: exchangeRates.rate }).from(exchangeRates)
    .where(and(eq(exchangeRates.companyId, companyId), eq(exchangeRates.fromCurrencyId, pair.fromCurrencyId), eq(exchangeRates.toCurrencyId, pair.toCurrencyId), lte(exchangeRates.date, date)))
    .orderBy(desc(exchangeRates.date)).limit(1);
  return row?.rate;
}


/**
 * A document's rate in base-currency units per unit of its currency: 1 in the base currency;
 * else the rate the request gives; else the company's latest rate of the pair on or before
 * `date` (a rate quoted the other way round is inverted to 12 significant digits); else 422
 * `no-exchange-rate` at `path`, the document's currency field.
 */
export async function documentRate(
  db: DbOrTx, company: { id: string; baseCurrencyId: string }, currency: { id: string; code: string },
  date: string, given: string | null | undefined, path: string,
): Promise<Decimal> {
  if (currency.id === company.baseCurrencyId) return new Decimal(1);
  if (given) return new Decimal(given);
  const direct = await rateOn(db, company.id, { fromCurrencyId: currency.id, toCurrencyId: company.baseCurrencyId }, date);
  if (direct) return new Decimal(direct);
  const inverse = await rateOn(db, company.id, { fromCurrencyId: company.baseCurrencyId, toCurrencyId: currency.id }, date);
  if (inverse) return new Decimal(1).dividedBy(inverse).toSignificantDigits(12, Decimal.ROUND_HALF_UP);
  throw fail.field(path, `the company has no exchange rate of ${currency.code} on or before ${date}; add one (Settings → Exchange rates) or give exchangeRate`, 'no-exchange-rate');
}

/** The company's default REALIZED_EXCHANGE account (Realized exchange gain/loss); 409 when it has none. */
export async function realizedExchangeAccount(db: DbOrTx, companyId: string): Promise<string> {
  const id = await defaultAccountId(db, companyId, 'REALIZED_EXCHANGE');
  if (!id) throw fail.conflict('The company has no default REALIZED_EXCHANGE account; set one in the chart of accounts.', 'conflict');
  return id;
}

/** Amounts must survive as JSON numbers (doubles): below 10^13 in the base currency too. */
const BASE_LIMIT = new Decimal('1e13');

/**
 * A document's total in the base currency at its rate: below 10^13 (422 too-large at
 * exchangeRate) and, for a total above 0, above 0 (422 too-small: the rate makes it nothing).
 */
export function documentBaseTotal(total: Decimal, rate: Decimal, baseMinorUnits: number): Decimal {
  const base = baseAmount(total, rate, baseMinorUnits);
  if (base.gte(BASE_LIMIT)) throw fail.field('exchangeRate', 'makes the total in the base currency 10^13 or more', 'too-large');
  if (total.gt(0) && base.isZero()) throw fail.field('exchangeRate', 'makes the total 0 in the base currency', 'too-small');
  return base;
}
