import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { chargeApplies, chargeTermsErrors, quoteCharge, type ChargeTerms } from '../../src/contract/charge-quote';

/**
 * The quote function against a reference model in integers: amounts in minor units (bigint) and
 * rates in ten-thousandths of a percent, so flat + rate % × base is one exact fraction over 10^6
 * rounded half-even by integer division.
 */

const RATE_SCALE = 1_000_000n; // percent (1/100) × 4 decimals (1/10^4)

/** n / d rounded half to even, n >= 0, d > 0. */
function roundHalfEven(n: bigint, d: bigint): bigint {
  const q = n / d;
  const rest = n % d;
  if (rest * 2n > d || (rest * 2n === d && q % 2n !== 0n)) return q + 1n;
  return q;
}

/** Minor units as the decimal text of the amount (`12345` at 2 → `123.45`). */
const text = (minor: bigint, minorUnits: number) => {
  if (minorUnits === 0) return minor.toString();
  const digits = minor.toString().padStart(minorUnits + 1, '0');
  return `${digits.slice(0, -minorUnits)}.${digits.slice(-minorUnits)}`;
};
const rateText = (r: bigint) => text(r, 4);
const minorOf = (amount: { toFixed(n: number): string }, minorUnits: number) => BigInt(amount.toFixed(minorUnits).replace('.', ''));

const minorUnitsArb = fc.constantFrom(0, 2, 3);
const amountArb = fc.bigInt({ min: 0n, max: 10n ** 12n }); // in minor units
const smallAmountArb = fc.bigInt({ min: 0n, max: 100_000n });
const rateArb = fc.bigInt({ min: 0n, max: 1_000_000n }); // 0 to 100.0000 %

type Model = { flat?: bigint; rate?: bigint; amount?: bigint; min?: bigint; max?: bigint; minimumAmount?: bigint; maximumAmount?: bigint };

/** Terms a charge may have (no checks broken), in minor units. */
const modelArb: fc.Arbitrary<Model> = fc
  .record({
    fixed: fc.option(smallAmountArb, { nil: undefined }),
    flat: fc.option(smallAmountArb, { nil: undefined }),
    rate: fc.option(rateArb, { nil: undefined }),
    bounds: fc.option(fc.tuple(smallAmountArb, smallAmountArb), { nil: undefined }),
    low: fc.option(amountArb, { nil: undefined }),
    high: fc.option(amountArb, { nil: undefined }),
  })
  .map(({ fixed, flat, rate, bounds, low, high }) => {
    const [min, max] = bounds ? (bounds[0] <= bounds[1] ? bounds : [bounds[1], bounds[0]]) : [undefined, undefined];
    const [minimumAmount, maximumAmount] = low !== undefined && high !== undefined && low > high ? [high, low] : [low, high];
    if (fixed !== undefined) {
      const amount = min !== undefined && fixed < min ? min : max !== undefined && fixed > max! ? max : fixed;
      return { amount, min, max, minimumAmount, maximumAmount };
    }
    return { flat: flat ?? (rate === undefined ? 0n : undefined), rate, min, max, minimumAmount, maximumAmount };
  });

const termsOf = (m: Model, minorUnits: number): ChargeTerms => {
  const t = (v: bigint | undefined) => (v === undefined ? null : text(v, minorUnits));
  return {
    amount: t(m.amount), flat: t(m.flat), percentageRate: m.rate === undefined ? null : rateText(m.rate),
    min: t(m.min), max: t(m.max), minimumAmount: t(m.minimumAmount), maximumAmount: t(m.maximumAmount),
  };
};

/** The reference quote in minor units. */
function expected(m: Model, base: bigint): bigint {
  if ((m.minimumAmount !== undefined && base < m.minimumAmount) || (m.maximumAmount !== undefined && base > m.maximumAmount)) return 0n;
  let amount = m.amount ?? roundHalfEven((m.flat ?? 0n) * RATE_SCALE + (m.rate ?? 0n) * base, RATE_SCALE);
  if (m.min !== undefined && amount < m.min) amount = m.min;
  if (m.max !== undefined && amount > m.max) amount = m.max;
  return amount;
}

const applies = (m: Model, base: bigint) => chargeApplies(termsOf(m, 2), text(base, 2));

describe('quoteCharge', () => {
  test('the generated terms are terms the service accepts', () => {
    fc.assert(fc.property(modelArb, minorUnitsArb, (m, minorUnits) => {
      expect(chargeTermsErrors(termsOf(m, minorUnits))).toEqual([]);
    }));
  });

  test('exact: the reference model\'s half-even result, at the currency\'s minor units', () => {
    fc.assert(fc.property(modelArb, amountArb, minorUnitsArb, (m, base, minorUnits) => {
      const quote = quoteCharge(termsOf(m, minorUnits), text(base, minorUnits), minorUnits);
      expect(quote.decimalPlaces()).toBeLessThanOrEqual(minorUnits);
      expect(minorOf(quote, minorUnits)).toBe(expected(m, base));
    }), { numRuns: 500 });
  });

  test('within [min, max] whenever it applies; zero when it does not', () => {
    fc.assert(fc.property(modelArb, amountArb, minorUnitsArb, (m, base, minorUnits) => {
      const quote = minorOf(quoteCharge(termsOf(m, minorUnits), text(base, minorUnits), minorUnits), minorUnits);
      if (!applies(m, base)) {
        expect(quote).toBe(0n);
      } else {
        if (m.min !== undefined) expect(quote >= m.min).toBe(true);
        if (m.max !== undefined) expect(quote <= m.max).toBe(true);
      }
    }), { numRuns: 500 });
  });

  test('monotone non-decreasing in the base between minimumAmount and maximumAmount when there is no fixed amount', () => {
    fc.assert(fc.property(modelArb.filter((m) => m.amount === undefined), amountArb, amountArb, minorUnitsArb, (m, a, b, minorUnits) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      fc.pre(applies(m, low) && applies(m, high));
      const quote = (base: bigint) => quoteCharge(termsOf(m, minorUnits), text(base, minorUnits), minorUnits);
      expect(quote(low).lessThanOrEqualTo(quote(high))).toBe(true);
    }), { numRuns: 500 });
  });

  test('a composite is the sum of its components\' quotes, then its own bounds and band', () => {
    fc.assert(fc.property(fc.array(modelArb, { minLength: 1, maxLength: 4 }), modelArb, amountArb, minorUnitsArb, (parts, own, base, minorUnits) => {
      const composite = { ...termsOf({ min: own.min, max: own.max, minimumAmount: own.minimumAmount, maximumAmount: own.maximumAmount }, minorUnits), composite: true };
      const quote = minorOf(quoteCharge(composite, text(base, minorUnits), minorUnits, parts.map((p) => termsOf(p, minorUnits))), minorUnits);
      const sum = parts.reduce((total, p) => total + expected(p, base), 0n);
      expect(quote).toBe(expected({ amount: sum, min: own.min, max: own.max, minimumAmount: own.minimumAmount, maximumAmount: own.maximumAmount }, base));
    }), { numRuns: 300 });
  });

  test('examples: half-even at 0, 2 and 3 decimals; numbers read as written', () => {
    expect(quoteCharge({ percentageRate: 2.5 }, 100, 0).toFixed()).toBe('2');
    expect(quoteCharge({ percentageRate: 2.5 }, 140, 0).toFixed()).toBe('4');
    expect(quoteCharge({ percentageRate: 0.5 }, '5', 2).toFixed()).toBe('0.02');
    expect(quoteCharge({ percentageRate: 0.5 }, '7', 2).toFixed()).toBe('0.04');
    expect(quoteCharge({ percentageRate: 12.5 }, '0.02', 3).toFixed()).toBe('0.002');
    expect(quoteCharge({ flat: 0.1, percentageRate: 10 }, 2, 2).toFixed()).toBe('0.3');
    expect(quoteCharge({ amount: '5', min: 1, max: 9, maximumAmount: 10 }, '10.01', 2).toFixed()).toBe('0');
  });
});
