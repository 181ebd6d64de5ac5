import { Decimal } from 'decimal.js';
import { fail } from './errors';

export { Decimal };

/**
 * An amount from a JSON body as an exact decimal. Numbers are read from their shortest decimal
 * representation (0.1 is 0.1, not the nearest double), and must fit the currency's minor units.
 */
export function exactAmount(value: number | string, minorUnits: number, path: string, currency: string): Decimal {
  const amount = new Decimal(typeof value === 'number' ? String(value) : value);
  if (amount.decimalPlaces() > minorUnits) {
    throw fail.field(path, `has more decimals than ${currency} allows (${minorUnits})`, 'too-precise');
  }
  return amount;
}

/** An exact decimal (or NUMERIC string) as a JSON number, rounded to the currency's minor units (decisions §2). */
export function moneyNumber(value: Decimal | string, minorUnits: number): number {
  return new Decimal(value).toDecimalPlaces(minorUnits, Decimal.ROUND_HALF_EVEN).toNumber();
}

export const ZERO = new Decimal(0);
