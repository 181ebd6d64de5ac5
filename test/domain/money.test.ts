import fc from 'fast-check';
import { expect, test } from 'vitest';
import { Decimal, moneyNumber } from '../../src/server/domain/core/money';

const rounded = (value: string, minorUnits: number) => new Decimal(value).toDecimalPlaces(minorUnits, Decimal.ROUND_HALF_EVEN).toNumber();

test('moneyNumber rounds half to even at the minor units, exact text or not', () => {
  expect(moneyNumber('12.3450', 2)).toBe(12.34);
  expect(moneyNumber('12.3350', 2)).toBe(12.34);
  expect(moneyNumber('12.3400', 2)).toBe(12.34);
  expect(moneyNumber('12.3401', 2)).toBe(12.34);
  expect(moneyNumber('1000.5', 0)).toBe(1000);
  expect(moneyNumber('0.0000', 2)).toBe(0);
  expect(moneyNumber('-7.105', 2)).toBe(-7.1);
  expect(moneyNumber(new Decimal('2.675'), 2)).toBe(2.68);
});

test('moneyNumber gives the number Decimal gives, for any NUMERIC text and minor units', () => {
  const numeric = fc
    .tuple(fc.boolean(), fc.stringMatching(/^\d{1,17}$/), fc.option(fc.stringMatching(/^\d{1,8}$/), { nil: undefined }))
    .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`);
  fc.assert(fc.property(numeric, fc.integer({ min: 0, max: 4 }), (value, minorUnits) => {
    expect(Object.is(moneyNumber(value, minorUnits), rounded(value, minorUnits)), `${value} at ${minorUnits}`).toBe(true);
  }), { numRuns: 5000 });
});
