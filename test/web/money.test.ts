import { describe, expect, it } from 'vitest';
import { amountText, formatMoney as format, lineTotals, roundToMinorUnits, sumAmounts, toAmountNumber, toDecimal } from '../../src/web/money/money';

describe('money on the client', () => {
  it('adds amounts exactly: 0.1 + 0.2 is 0.3, not 0.30000000000000004', () => {
    expect(0.1 + 0.2).not.toBe(0.3); // the float the module must not produce
    expect(sumAmounts([0.1, 0.2]).toString()).toBe('0.3');
    expect(amountText(sumAmounts([0.1, 0.2]), 2)).toBe('0.30');
    expect(toAmountNumber(sumAmounts([0.1, 0.2]))).toBe(0.3);
  });

  it('treats lines not filled in yet as zero', () => {
    expect(sumAmounts([undefined, null, '', Number.NaN, 1.25]).toString()).toBe('1.25');
  });

  it('totals debit and credit lines and what separates them', () => {
    const totals = lineTotals([{ debit: 0.1 }, { debit: 0.2 }, { credit: 0.3 }, undefined, { credit: undefined }]);
    expect(totals.debit.toString()).toBe('0.3');
    expect(totals.credit.toString()).toBe('0.3');
    expect(totals.difference.isZero()).toBe(true);
    const uneven = lineTotals([{ debit: 1000.07 }, { credit: 999.99 }]);
    expect(uneven.difference.toString()).toBe('0.08');
  });

  it('writes amounts with the currency minor units (ISO 4217: IQD 3, HUF 2, JPY 0)', () => {
    expect(amountText(0.3, 3)).toBe('0.300');
    expect(amountText(1234.5, 2)).toBe('1234.50');
    expect(amountText(1234, 0)).toBe('1234');
    expect(amountText(0.3)).toBe('0.3'); // minor units unknown: the exact decimal as it is
    expect(amountText(-12.345, 2)).toBe('-12.34'); // half to even, as the service rounds
    expect(roundToMinorUnits('2.675', 2).toString()).toBe('2.68');
  });

  it('keeps large amounts exact', () => {
    expect(sumAmounts([9007199254740.99, 0.01]).toString()).toBe('9007199254741');
    expect(toDecimal(1e-7).toFixed()).toBe('0.0000001');
  });

  it('formats with the service minor units, not the digits Intl assumes', () => {
    const formatMoney = (...args: Parameters<typeof format>) => format(...args).replaceAll('\u00a0', ' ');
    expect(formatMoney(1.5, 'IQD', 3, 'en-US')).toBe('IQD 1.500');
    expect(formatMoney(1234.5, 'HUF', 2, 'en-US')).toBe('HUF 1,234.50');
    expect(formatMoney(sumAmounts([0.1, 0.2]), 'EUR', 2, 'en-US')).toBe('€0.30');
    // exact beyond a double's 15-17 digits
    expect(formatMoney('12345678901234.57', 'USD', 2, 'en-US')).toBe('$12,345,678,901,234.57');
  });
});
