import { describe, expect, it } from 'vitest';
import { formatExchangeRate, parseExchangeRate } from '../../src/web/money/exchange-rate';

/** typed text → the exact decimal string sent, or the field's error. */
const table: [locale: string, typed: string, expected: { value: string } | { error: RegExp }][] = [
  ['en-US', '0.921534', { value: '0.921534' }],
  ['en-US', '0.9200', { value: '0.9200' }], // kept as typed
  ['en-US', '.5', { value: '0.5' }],
  ['en-US', '1,234.5', { value: '1234.5' }],
  ['en-US', '0.123456789012', { value: '0.123456789012' }],
  ['en-US', '0.1234567890123', { error: /at most 12 decimals/ }],
  ['en-US', '123456789012.123456789012', { value: '123456789012.123456789012' }], // more than an amount's 15 digits: a rate is a string
  ['en-US', '1234567890123', { error: /at most 12 digits before/ }],
  ['en-US', '0,92', { error: /groups of three digits/ }],
  ['en-US', '0,921', { error: /groups of three digits/ }], // not 921
  ['en-US', '0', { error: /above zero/ }],
  ['en-US', '0.000', { error: /above zero/ }],
  ['en-US', '-1.2', { error: /above zero/ }],
  ['en-US', '1.2x', { error: /digits only/ }],
  ['en-US', '', { error: /is required/ }],
  ['de-DE', '0,921534', { value: '0.921534' }],
  ['de-DE', '0,9215', { value: '0.9215' }],
  ['de-DE', '0.921534', { value: '0.921534' }], // cannot be a grouping
  ['de-DE', '0.921', { value: '0.921' }], // nor can this: no grouping starts with 0
  ['de-DE', '1.234,5', { value: '1234.5' }],
  ['de-DE', '0,1234567890123', { error: /at most 12 decimals/ }],
];

describe('reading a typed exchange rate', () => {
  it.each(table)('%s "%s"', (locale, typed, expected) => {
    const result = parseExchangeRate(typed, locale);
    if ('value' in expected) expect(result).toEqual({ ok: true, value: expected.value });
    else {
      expect(result.ok).toBe(false);
      expect(result.ok ? '' : result.error).toMatch(expected.error);
    }
  });

  it('explains a mistyped separator with the locale\'s own example', () => {
    expect(parseExchangeRate('0,92', 'en-US')).toEqual({ ok: false, error: 'Thousands separators go between groups of three digits, e.g. 1.0823' });
  });
});

describe('showing a rate', () => {
  it('writes every stored decimal, trailing zeros included, in the locale', () => {
    expect(formatExchangeRate('0.921534', 'en-US')).toBe('0.921534');
    expect(formatExchangeRate('0.921534', 'de-DE')).toBe('0,921534');
    expect(formatExchangeRate('0.9200', 'de-DE')).toBe('0,9200');
    expect(formatExchangeRate('1', 'en-US')).toBe('1');
    expect(formatExchangeRate('123456789012.123456789012', 'en-US')).toBe('123,456,789,012.123456789012');
  });
});
