import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { lineTax, percentText } from '../../src/contract/tax-rates';
import { groupByRate, taxByAccount, taxColumns, taxTotalOf } from '../../src/server/domain/tax/line-tax';
import type { LineRate } from '../../src/server/domain/tax/tax-rates';

/**
 * Per-line tax against a reference model in integers (issue 26 goal): amounts in minor units,
 * percentages in ten-thousandths, the tax of a line rounded half away from zero by integer
 * arithmetic alone, for currencies of 0, 2 and 3 minor units.
 */

const PERCENT_SCALE = 10_000n;

/** The reference: round(amount × percent / 100) half away from zero, in minor units, by BigInt. */
function referenceTax(amountMinor: bigint, percentScaled: bigint): bigint {
  const denominator = 100n * PERCENT_SCALE;
  const numerator = amountMinor * percentScaled;
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = numerator * sign;
  return sign * ((2n * magnitude + denominator) / (2n * denominator));
}

const asDecimal = (minor: bigint, places: number) => {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return negative ? `-${text}` : text;
};

const minorUnits = fc.constantFrom(0, 2, 3);
const percentScaled = fc.bigInt({ min: 0n, max: 100n * PERCENT_SCALE });
const amountMinor = fc.bigInt({ min: 0n, max: 10n ** 14n });

const rate = (id: string, percent: string, account: string): LineRate => ({ id, name: id, percent, salesAccountId: account, purchaseAccountId: `${account}-in` });

describe('tax of a line (half away from zero, per line)', () => {
  test('equals the integer reference for random amounts, percentages and currencies of 0, 2 and 3 minor units', () => {
    fc.assert(fc.property(minorUnits, amountMinor, percentScaled, fc.boolean(), (places, amount, percent, negative) => {
      const signed = negative ? -amount : amount;
      const tax = lineTax(asDecimal(signed, places), asDecimal(percent, 4), places);
      expect(tax.toFixed(places)).toBe(asDecimal(referenceTax(signed, percent), places));
    }), { numRuns: 2000 });
  });

  test('halves round away from zero where half-even would not', () => {
    expect(lineTax('2.50', '5', 2).toFixed(2)).toBe('0.13');
    expect(lineTax('-2.50', '5', 2).toFixed(2)).toBe('-0.13');
    expect(lineTax('50', '5', 0).toFixed(0)).toBe('3');
    expect(lineTax('0.050', '5', 3).toFixed(3)).toBe('0.003');
  });

  test('a document\'s tax is the sum of its lines\' (each rounded), per rate and per account; total = net + tax', () => {
    const line = fc.record({ amount: amountMinor, rate: fc.constantFrom(0, 1, 2, 3) });
    fc.assert(fc.property(minorUnits, fc.array(line, { minLength: 1, maxLength: 30 }), fc.array(percentScaled, { minLength: 3, maxLength: 3 }), (places, lines, percents) => {
      const rates = [null, rate('a', asDecimal(percents[0], 4), 'acc-1'), rate('b', asDecimal(percents[1], 4), 'acc-1'), rate('c', asDecimal(percents[2], 4), 'acc-2')];
      const priced = lines.map((l) => {
        const amount = asDecimal(l.amount, places);
        return { rate: rates[l.rate], amount, ...taxColumns(amount, rates[l.rate], places) };
      });
      const expectedTax = lines.reduce((sum, l) => sum + (l.rate === 0 ? 0n : referenceTax(l.amount, percents[l.rate - 1])), 0n);
      expect(taxTotalOf(priced).toFixed(places)).toBe(asDecimal(expectedTax, places));
      const byRate = groupByRate(priced);
      expect(byRate.reduce((sum, g) => sum.plus(g.amount), taxTotalOf([])).toFixed(places)).toBe(asDecimal(expectedTax, places));
      for (const g of byRate) {
        const mine = lines.filter((l) => l.rate !== 0 && rates[l.rate]!.id === g.taxRateId);
        expect(g.base.toFixed(places)).toBe(asDecimal(mine.reduce((sum, l) => sum + l.amount, 0n), places));
      }
      const posted = taxByAccount(priced, 'sales');
      expect(posted.every((p) => !p.amount.isZero())).toBe(true);
      expect(posted.reduce((sum, p) => sum.plus(p.amount), taxTotalOf([])).toFixed(places)).toBe(asDecimal(expectedTax, places));
      expect(new Set(posted.map((p) => p.accountId)).size).toBe(posted.length);
    }), { numRuns: 500 });
  });
});

describe('percentages as documents show them', () => {
  test.each([['19', '19.00'], ['7.5', '7.50'], ['7.125', '7.125'], ['100.0000', '100.0000'], ['0', '0.00']])('%s → %s', (stored, shown) => {
    expect(percentText(stored)).toBe(shown);
  });
});
