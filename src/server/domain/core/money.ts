import { Decimal } from 'decimal.js';
import { fail } from '../../base/errors';

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
  // NUMERIC text already at the currency's precision (the usual case: amounts are stored
  // exact) needs no rounding, and Number() reads it to the double Decimal#toNumber() gives.
  if (typeof value === 'string') {
    const digits = PLAIN_DECIMAL.exec(value);
    if (digits && !/[1-9]/.test((digits[1] ?? '').slice(minorUnits))) return Number(value);
  }
  return new Decimal(value).toDecimalPlaces(minorUnits, Decimal.ROUND_HALF_EVEN).toNumber();
}

const PLAIN_DECIMAL = /^-?\d+(?:\.(\d+))?$/;

export const ZERO = new Decimal(0);
