import Decimal from 'decimal.js';

/**
 * All money arithmetic of the console: amounts arrive as JSON numbers (the contract's), and are
 * added, compared and written out as exact decimals, never as floats (0.1 + 0.2 is 0.3 here).
 * Minor units (decimal places) come from the service's currency list (`GET /currencies`).
 */
export type Amount = number | string | Decimal;

/** An amount as an exact decimal; an empty or non-finite input is zero (a line not filled in yet). */
export function toDecimal(amount: Amount | null | undefined): Decimal {
  if (amount instanceof Decimal) return amount;
  if (amount === null || amount === undefined || amount === '') return new Decimal(0);
  if (typeof amount === 'number' && !Number.isFinite(amount)) return new Decimal(0);
  // A JSON number becomes the decimal it was written as (0.1 is 0.1, not 0.1000000000000000055…).
  return new Decimal(typeof amount === 'number' ? String(amount) : amount);
}

/** The exact sum of amounts. */
export function sumAmounts(amounts: Iterable<Amount | null | undefined>): Decimal {
  let total = new Decimal(0);
  for (const amount of amounts) total = total.plus(toDecimal(amount));
  return total;
}

/** An amount rounded to the currency's minor units (half to even, as the service rounds its answers). */
export function roundToMinorUnits(amount: Amount, minorUnits: number): Decimal {
  return toDecimal(amount).toDecimalPlaces(minorUnits, Decimal.ROUND_HALF_EVEN);
}

/** A line's amount as the service computes it: qty × price, rounded half-even to the currency's minor units. */
export function lineAmount(qty: Amount, price: Amount, minorUnits: number): Decimal {
  return roundToMinorUnits(toDecimal(qty).times(toDecimal(price)), minorUnits);
}

/**
 * An amount as plain text (CSV, inputs) with exactly the currency's decimals: `0.3` in EUR is
 * `0.30`, in IQD `0.300`; without minor units, the exact decimal as it is (`0.3`).
 */
export function amountText(amount: Amount, minorUnits?: number): string {
  return minorUnits === undefined ? toDecimal(amount).toFixed() : roundToMinorUnits(amount, minorUnits).toFixed(minorUnits);
}

/** An amount as the contract's JSON number (exact for amounts of up to 15 significant digits). */
export function toAmountNumber(amount: Amount): number {
  return toDecimal(amount).toNumber();
}

/** Debit and credit totals of lines, and what separates them (debit − credit). */
export function lineTotals(lines: Iterable<{ debit?: Amount | null; credit?: Amount | null } | null | undefined>) {
  const list = [...lines];
  const debit = sumAmounts(list.map((line) => line?.debit));
  const credit = sumAmounts(list.map((line) => line?.credit));
  return { debit, credit, difference: debit.minus(credit) };
}

const defaultLocale = typeof navigator !== 'undefined' ? navigator.language : 'en-US';

/**
 * An amount for people, in the user's locale, with the currency's minor units from the service
 * (Intl's own digits disagree with ISO 4217 for some currencies, e.g. IQD). Intl formats the
 * decimal string exactly.
 */
export function formatMoney(amount: Amount, currency: string, minorUnits?: number, locale = defaultLocale): string {
  const digits = minorUnits === undefined ? {} : { minimumFractionDigits: minorUnits, maximumFractionDigits: minorUnits };
  const value = minorUnits === undefined ? toDecimal(amount).toFixed() : amountText(amount, minorUnits);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits }).format(value as unknown as number);
  } catch {
    return `${value} ${currency}`; // a code Intl does not know
  }
}

/** The decimal places an exact amount is written with (`12.3400` has 2: trailing zeros say nothing). */
const placesOf = (amount: Amount) => toDecimal(amount).decimalPlaces();

/**
 * An amount exactly as the service sent it, in the user's locale: at least the currency's
 * minor units, and every further decimal it has (a valuation rate of 12.345678 USD stays
 * 12.345678, never 12.35). Use for rates; totals and values use `formatMoney`.
 */
export function formatExactMoney(amount: Amount, currency: string, minorUnits = 2, locale = defaultLocale): string {
  const digits = Math.min(Math.max(minorUnits, placesOf(amount)), 100);
  const value = toDecimal(amount).toFixed(digits);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value as unknown as number);
  } catch {
    return `${value} ${currency}`;
  }
}

/** A quantity exactly, in the user's locale: every decimal it has (2.5, 0.000001), none added. */
export function formatQuantity(qty: Amount, locale = defaultLocale, signed = false): string {
  const digits = Math.min(placesOf(qty), 100);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, ...(signed ? { signDisplay: 'exceptZero' as const } : {}) })
    .format(toDecimal(qty).toFixed(digits) as unknown as number);
}
