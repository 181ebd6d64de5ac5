import { Decimal } from 'decimal.js';

/**
 * What a charge configuration costs on a base amount: one pure function the service's quote,
 * invoices and the console's live preview all use, so they cannot disagree. Exact decimals
 * throughout; the result is rounded half-even to the currency's minor units once, at the end.
 */

/** 64 significant digits: a base below 10^13 times a rate of 4 decimals is never rounded on the way. */
const D = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_EVEN });

/** A decimal as JSON carries it (a number, read as written: 0.1 is 0.1), as text, or a Decimal. */
export type DecimalValue = number | string | { toString(): string };
type Maybe = DecimalValue | null | undefined;

export type ChargeTerms = {
  amount?: Maybe;
  flat?: Maybe;
  percentageRate?: Maybe;
  min?: Maybe;
  max?: Maybe;
  minimumAmount?: Maybe;
  maximumAmount?: Maybe;
  composite?: boolean | null;
};

const isSet = (value: Maybe): value is DecimalValue => value !== null && value !== undefined && value !== '';
const dec = (value: DecimalValue) => new D(typeof value === 'number' ? String(value) : value.toString());

/** Whether the charge applies to a base: within `minimumAmount`..`maximumAmount`, both inclusive and optional. */
export function chargeApplies(terms: ChargeTerms, base: DecimalValue): boolean {
  const b = dec(base);
  if (isSet(terms.minimumAmount) && b.lessThan(dec(terms.minimumAmount))) return false;
  if (isSet(terms.maximumAmount) && b.greaterThan(dec(terms.maximumAmount))) return false;
  return true;
}

/**
 * The charge on `base`, rounded half-even to `minorUnits`: zero outside
 * `minimumAmount`..`maximumAmount`; otherwise the fixed `amount`, or `flat + percentageRate % × base`,
 * or for a composite the sum of its components' quotes; then at least `min` and at most `max`.
 */
export function quoteCharge(terms: ChargeTerms, base: DecimalValue, minorUnits: number, components: readonly ChargeTerms[] = []): Decimal {
  if (!chargeApplies(terms, base)) return new D(0);
  let amount: Decimal;
  if (terms.composite) {
    amount = components.reduce((sum, component) => sum.plus(quoteCharge({ ...component, composite: false }, base, minorUnits)), new D(0));
  } else if (isSet(terms.amount)) {
    amount = dec(terms.amount);
  } else {
    const flat = isSet(terms.flat) ? dec(terms.flat) : new D(0);
    const rate = isSet(terms.percentageRate) ? dec(terms.percentageRate) : new D(0);
    amount = flat.plus(rate.times(dec(base)).dividedBy(100));
  }
  if (isSet(terms.min) && amount.lessThan(dec(terms.min))) amount = dec(terms.min);
  if (isSet(terms.max) && amount.greaterThan(dec(terms.max))) amount = dec(terms.max);
  return amount.toDecimalPlaces(minorUnits, D.ROUND_HALF_EVEN);
}

/** A field the terms get wrong, with the path and code the service answers it with. */
export type ChargeTermsError = { path: string; message: string; code: string };

/**
 * What is wrong with a charge's terms as a whole (each field's own range is the schema's):
 * an ambiguous or missing price, crossed bounds, a fixed amount outside them, and components
 * on anything but a composite charge. The service refuses these with 422; the console shows them
 * at the same fields before sending.
 */
export function chargeTermsErrors(terms: ChargeTerms & { components?: readonly unknown[] | null }): ChargeTermsError[] {
  const errors: ChargeTermsError[] = [];
  const components = terms.components ?? [];
  if (terms.composite) {
    for (const field of ['amount', 'flat', 'percentageRate'] as const) {
      if (isSet(terms[field])) errors.push({ path: field, message: 'must be empty on a composite charge: it sums its components', code: 'composite' });
    }
    if (components.length === 0) errors.push({ path: 'components', message: 'a composite charge needs at least one component', code: 'no-components' });
  } else {
    if (isSet(terms.amount) && (isSet(terms.flat) || isSet(terms.percentageRate))) {
      errors.push({ path: 'amount', message: 'a fixed amount cannot go with a flat fee or a percentage rate', code: 'ambiguous' });
    }
    if (!isSet(terms.amount) && !isSet(terms.flat) && !isSet(terms.percentageRate)) {
      errors.push({ path: 'amount', message: 'a charge needs a fixed amount, a flat fee or a percentage rate', code: 'no-price' });
    }
    if (components.length > 0) errors.push({ path: 'components', message: 'only a composite charge has components', code: 'not-composite' });
  }
  const crossed = (low: Maybe, high: Maybe) => isSet(low) && isSet(high) && dec(low).greaterThan(dec(high));
  if (crossed(terms.min, terms.max)) errors.push({ path: 'max', message: 'must not be below min', code: 'below-min' });
  if (crossed(terms.minimumAmount, terms.maximumAmount)) {
    errors.push({ path: 'maximumAmount', message: 'must not be below minimumAmount', code: 'below-minimum-amount' });
  }
  if (!terms.composite && isSet(terms.amount) && (crossed(terms.min, terms.amount) || crossed(terms.amount, terms.max))) {
    errors.push({ path: 'amount', message: 'must lie between min and max', code: 'out-of-bounds' });
  }
  return errors;
}
