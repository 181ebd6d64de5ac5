import { describe, expect, test } from 'vitest';
import { InvalidInput } from '../../src/web/components/form/typed-input';
import { readWholeNumber } from '../../src/web/components/form/whole-number';

const message = (value: unknown) => (value instanceof InvalidInput ? value.message : value);

describe('a typed whole number is read in the user\'s locale, never misread', () => {
  test.each([
    ['en-US', '1,500', 1500], ['en-US', '1500', 1500], ['en-US', ' 30 ', 30], ['en-US', '0', 0],
    ['de-DE', '1.500', 1500], ['de-DE', '1500', 1500], ['de-DE', '2.500.000', 2_500_000],
    ['fr-FR', '1 500', 1500], ['fr-FR', '1\u202f500', 1500],
  ])('%s %j is %d', (locale, typed, expected) => {
    expect(readWholeNumber(typed, locale)).toBe(expected);
  });

  test.each([
    // the other locale's grouping is a decimal separator here: no whole number, not 1000
    ['de-DE', '1,000', 'Type a whole number, e.g. 1.234'],
    ['en-US', '1.500', 'Type a whole number, e.g. 1,234'],
    ['de-DE', '2,500', 'Type a whole number, e.g. 1.234'],
    ['en-US', '12.5', 'Type a whole number, e.g. 1,234'],
    ['en-US', '1,50', 'Thousands separators go between groups of three digits, e.g. 1,234'],
    ['en-US', '1e3', 'Type digits only, e.g. 1,234'],
    ['en-US', '0x10', 'Type digits only, e.g. 1,234'],
    ['en-US', '99999999999999999999', 'is too large'],
  ])('%s %j is refused: %s', (locale, typed, reason) => {
    expect(message(readWholeNumber(typed, locale))).toBe(reason);
  });

  test('bounds are messages, never clamps; empty is no value', () => {
    expect(message(readWholeNumber('0', 'en-US', { min: 1 }))).toBe('must be at least 1');
    expect(message(readWholeNumber('1,000,001', 'en-US', { max: 1_000_000 }))).toBe('must be at most 1,000,000');
    expect(message(readWholeNumber('1.000.001', 'de-DE', { max: 1_000_000 }))).toBe('must be at most 1.000.000');
    expect(readWholeNumber('  ', 'en-US')).toBeUndefined();
  });
});
