import { percentText } from '../../contract/tax-rates';
import { parseAmount, type ParsedAmount } from './parse-money';
import { toDecimal } from './money';

/** Decimals a tax rate's percentage may have (the contract's `ratePercent`). */
export const PERCENT_DECIMALS = 4;

/**
 * A typed percentage read exactly as an amount is (`parseAmount`: "7,5" in de-DE is 7.5, "7.5"
 * in en-US), at most 4 decimals, from 0 to 100. Never rounded or clamped: what cannot be read
 * as such is an error with a message. The value is the exact decimal string ("7.5").
 */
export function parsePercent(typed: string, locale: string): ParsedAmount {
  const parsed = parseAmount(typed, locale, PERCENT_DECIMALS);
  if (!parsed.ok) return { ok: false, error: parsed.error.replace('This amount has', 'A percentage has') };
  if (parsed.value.startsWith('-')) return { ok: false, error: 'must not be below 0' };
  if (toDecimal(parsed.value).gt(100)) return { ok: false, error: 'must not be above 100' };
  return parsed;
}

/**
 * A percentage as the service sends it ("19.00", "7.125") in the user's locale, with every
 * decimal it has and at least two: "19.00%" (en-US), "19,00 %" (de-DE).
 */
export function formatPercent(percent: string, locale: string): string {
  const text = percentText(toDecimal(percent).toFixed());
  const digits = text.split('.')[1]!.length;
  // Intl formats the decimal string exactly; a percent style multiplies by 100, so the fraction is passed
  const fraction = toDecimal(text).dividedBy(100).toFixed();
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(fraction as unknown as number);
}
