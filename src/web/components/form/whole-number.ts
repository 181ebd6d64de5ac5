import { readDecimal } from '../../money/parse-money';
import { InvalidInput } from './typed-input';

const example = (locale: string) => new Intl.NumberFormat(locale).format(1234);

/**
 * A typed whole number (days, a rate limit), read as every decimal field reads it in the
 * user's locale: "1.500" is 1500 in de-DE and no whole number in en-US, "1,000" the other way
 * round. Out of `min`/`max` or not a whole number is an `InvalidInput` with the reason, never
 * clamped or rounded; an empty text is undefined.
 */
export function readWholeNumber(typed: string, locale: string, { min, max }: { min?: number; max?: number } = {}): number | InvalidInput | undefined {
  if (typed.trim() === '') return undefined;
  const read = readDecimal(typed, locale, example(locale));
  if (!read.ok) return new InvalidInput(typed, read.error);
  if (read.fraction !== '') return new InvalidInput(typed, `Type a whole number, e.g. ${example(locale)}`);
  const n = Number(`${read.negative ? '-' : ''}${read.integer}`);
  if (!Number.isSafeInteger(n)) return new InvalidInput(typed, 'is too large');
  if (min !== undefined && n < min) return new InvalidInput(typed, `must be at least ${min.toLocaleString(locale)}`);
  if (max !== undefined && n > max) return new InvalidInput(typed, `must be at most ${max.toLocaleString(locale)}`);
  return n;
}
