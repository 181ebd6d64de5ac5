import { describe, expect, it } from 'vitest';
import { formatAmountInput, parseAmount } from '../../src/web/money/parse-money';

const nbsp = '\u00a0';
const nnbsp = '\u202f';

/** typed text → the exact decimal string stored, or the start of the field error; USD (2 minor units). */
const table: [locale: string, typed: string, expected: { value: string } | { error: RegExp }][] = [
  ['en-US', '1,234.56', { value: '1234.56' }],
  ['en-US', '1234.56', { value: '1234.56' }],
  ['en-US', '1,234,567.5', { value: '1234567.5' }],
  ['en-US', ' 12 ', { value: '12' }],
  ['en-US', '0.30', { value: '0.3' }],
  ['en-US', '.5', { value: '0.5' }],
  ['en-US', '007', { value: '7' }],
  ['en-US', '1,234.567', { error: /USD amounts have at most 2 decimals/ }],
  ['en-US', '1.234,56', { error: /No separators after the decimal separator \(\.\)/ }],
  ['en-US', '1,23', { error: /groups of three digits/ }],
  ['en-US', '12,34,567', { error: /groups of three digits/ }],
  ['en-US', '0,500', { error: /groups of three digits/ }], // no grouping starts with 0: a mistyped decimal, not 500
  ['en-US', '1.2.3', { error: /one decimal separator/ }],
  ['en-US', '12a', { error: /digits only/ }],
  ['en-US', '$12', { value: '12' }],
  ['en-US', '€12', { error: /digits only/ }],
  ['en-US', '1e5', { error: /digits only/ }],
  ['en-US', '1,234.5,6', { error: /No separators after the decimal separator/ }],
  ['en-US', '1234567890123456', { error: /At most 15 digits/ }],
  ['de-DE', '1.234,56', { value: '1234.56' }],
  ['de-DE', '1234,56', { value: '1234.56' }],
  ['de-DE', '1234.56', { value: '1234.56' }], // ISO-ish: cannot be a grouping
  ['de-DE', '1.234', { value: '1234' }], // the locale's grouping
  ['de-DE', '0.50', { value: '0.5' }],
  ['de-DE', '0.500', { error: /USD amounts have at most 2 decimals/ }], // a decimal: no grouping starts with 0
  ['de-DE', '1.234.567,8', { value: '1234567.8' }],
  ['de-DE', '0,5', { value: '0.5' }],
  ['de-DE', '1,234.56', { error: /digits only|groups of three|one decimal separator|No separators/ }],
  ['de-DE', '1,234', { error: /USD amounts have at most 2 decimals/ }],
  ['de-DE', '1,2,3', { error: /one decimal separator/ }],
  ['de-DE', '12.34,5', { error: /groups of three digits/ }],
  ['de-DE', 'zwölf', { error: /digits only/ }],
  ['fr-FR', `1${nnbsp}234,56`, { value: '1234.56' }],
  ['fr-FR', `1${nbsp}234,56`, { value: '1234.56' }],
  ['fr-FR', '1 234,56', { value: '1234.56' }],
  ['fr-FR', '1234,56', { value: '1234.56' }],
  ['fr-FR', '1234.56', { value: '1234.56' }],
  ['fr-FR', '1 234 567', { value: '1234567' }],
  ['fr-FR', '1 23,5', { error: /groups of three digits/ }],
  ['fr-FR', '1,234,56', { error: /one decimal separator/ }],
  ['fr-FR', '12,345', { error: /USD amounts have at most 2 decimals/ }],
  ['fr-FR', '12 €', { error: /digits only/ }],
];

describe('reading typed money amounts', () => {
  it.each(table)('%s "%s"', (locale, typed, expected) => {
    const result = parseAmount(typed, locale, 2, 'USD');
    if ('value' in expected) expect(result).toEqual({ ok: true, value: expected.value });
    else {
      expect(result.ok).toBe(false);
      expect(result.ok ? '' : result.error).toMatch(expected.error);
    }
  });

  it('takes the minor units of the currency: none in JPY, three in IQD', () => {
    expect(parseAmount('1,234', 'en-US', 0, 'JPY')).toEqual({ ok: true, value: '1234' });
    expect(parseAmount('1234.5', 'en-US', 0, 'JPY')).toEqual({ ok: false, error: 'JPY amounts have no decimals' });
    expect(parseAmount('1.234', 'en-US', 3, 'IQD')).toEqual({ ok: true, value: '1.234' });
    expect(parseAmount('1.2345', 'en-US', 3, 'IQD')).toEqual({ ok: false, error: 'IQD amounts have at most 3 decimals' });
  });

  it('reads an amount pasted with the field\'s own currency ("$12.50", "12,50 €", "USD 12.50"), never another\'s', () => {
    expect(parseAmount('$12.50', 'en-US', 2, 'USD')).toEqual({ ok: true, value: '12.5' });
    expect(parseAmount('USD 1,249.00', 'en-US', 2, 'USD')).toEqual({ ok: true, value: '1249' });
    expect(parseAmount('-$3.00', 'en-US', 2, 'USD')).toEqual({ ok: true, value: '-3' });
    expect(parseAmount('12,50 €', 'de-DE', 2, 'EUR')).toEqual({ ok: true, value: '12.5' });
    expect(parseAmount('1.249,00 EUR', 'de-DE', 2, 'EUR')).toEqual({ ok: true, value: '1249' });
    expect(parseAmount('€12.50', 'en-US', 2, 'USD').ok).toBe(false);
    expect(parseAmount('$12.50', 'en-US', 2).ok).toBe(false);
  });

  it('keeps a sign for the schema to judge', () => {
    expect(parseAmount('-5', 'en-US', 2)).toEqual({ ok: true, value: '-5' });
  });

  it('writes a stored value back for the locale, exactly', () => {
    expect(formatAmountInput('1234.5', 'en-US', 2)).toBe('1,234.50');
    expect(formatAmountInput('1234.5', 'de-DE', 2)).toBe('1.234,50');
    expect(formatAmountInput('1234.5', 'fr-FR', 2)).toBe(`1${nnbsp}234,50`);
    expect(formatAmountInput('9999999999999.99', 'en-US', 2)).toBe('9,999,999,999,999.99');
  });
});
