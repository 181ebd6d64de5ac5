import type Decimal from 'decimal.js';
import { baseAmount, exchangeRateValue, RATE_DECIMALS_MAX } from '../../contract/exchange-rates';
import { toDecimal, type Amount } from './money';
import { formatAmountInput, readDecimal, type ParsedAmount } from './parse-money';

/** The most digits a rate has before its decimal separator (the contract's `exchangeRateValue`). */
const RATE_INTEGER_DIGITS_MAX = 12;

/** How a rate reads in the locale, for hints and messages: "1.0823" (de-DE "1,0823"). */
export const exchangeRateExample = (locale: string) => formatExchangeRate('1.0823', locale);

/**
 * A typed exchange rate read exactly as an amount is (`readDecimal`: "0,921534" in de-DE is
 * 0.921534, "0.921534" in en-US), above zero, at most 12 decimals. Never rounded: what cannot be
 * read as such is an error with a message. The value is the decimal string the contract takes,
 * with the decimals as typed, trailing zeros included ("0.9200" stays "0.9200": the service
 * keeps a rate as typed).
 */
export function parseExchangeRate(typed: string, locale: string): ParsedAmount {
  const read = readDecimal(typed, locale, exchangeRateExample(locale));
  if (!read.ok) return read;
  const { negative, integer, fraction } = read;
  if (fraction.length > RATE_DECIMALS_MAX) return { ok: false, error: `A rate has at most ${RATE_DECIMALS_MAX} decimals` };
  if (integer.length > RATE_INTEGER_DIGITS_MAX) return { ok: false, error: `A rate has at most ${RATE_INTEGER_DIGITS_MAX} digits before the decimal separator` };
  if (negative || !/[1-9]/.test(integer + fraction)) return { ok: false, error: 'must be above zero' };
  return { ok: true, value: fraction ? `${integer}.${fraction}` : integer };
}

/** A rate as stored ("0.921534", "0.9200") in the user's locale with every decimal it has: "0,921534", "0,9200" in de-DE. */
export const formatExchangeRate = (rate: string, locale: string) => formatAmountInput(rate, locale);

/**
 * A document total in the company's base currency at a rate, as the service will post it
 * (`baseAmount`, shared with it: half away from zero at the base currency's minor units); undefined
 * until both the total and a readable rate are there.
 */
export function basePreview(total: Amount | undefined, rate: unknown, baseMinorUnits: number): Decimal | undefined {
  if (total === undefined || typeof rate !== 'string' || !exchangeRateValue.safeParse(rate).success) return undefined;
  return baseAmount(toDecimal(total), rate, baseMinorUnits);
}

/** Whether a document in `currency` needs a rate: one that is not the company's base currency. */
export const isForeign = (currency: string | null | undefined, baseCurrency: string) => !!currency && currency !== baseCurrency;

/**
 * A document's body as sent: `exchangeRate` only in a foreign currency (the service ignores it
 * in the base currency, and a rate left over from another currency must not travel); an empty
 * rate is left out, so the service takes the one in force.
 */
export function withRateIfForeign<T extends { exchangeRate?: string | null }>(body: T, currency: string | null | undefined, baseCurrency: string): T {
  const { exchangeRate, ...rest } = body;
  return (isForeign(currency, baseCurrency) && exchangeRate ? { ...rest, exchangeRate } : rest) as T;
}

/** A stored rate as the field proposes it: the pair's own (currency → base), never one worked out from the inverse pair. */
export type RateProposal =
  | { kind: 'direct'; rate: string; date: string }
  | { kind: 'inverse'; rate: string; date: string }
  | { kind: 'none' };

export function rateProposal(direct: { rate: string; date: string } | null | undefined, inverse: { rate: string; date: string } | null | undefined): RateProposal {
  if (direct) return { kind: 'direct', rate: direct.rate, date: direct.date };
  if (inverse) return { kind: 'inverse', rate: inverse.rate, date: inverse.date };
  return { kind: 'none' };
}
