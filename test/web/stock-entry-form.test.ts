import { describe, expect, it } from 'vitest';
import { entrySchema, entryTotal, lineValue } from '../../src/web/features/stock-entries/entry-form';
import { formatExactMoney, formatQuantity } from '../../src/web/money/money';

const entry = (entryType: 'RECEIPT' | 'ISSUE', items: Record<string, unknown>[]) => ({ entryType, postingDate: '2026-03-10', items });
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the stock entry form', () => {
  it('values a receipt line as the service does: round(qty × rate) half to even, in exact decimals', () => {
    expect(lineValue({ qty: '10', rate: '14' } as never, 2)?.toFixed(2)).toBe('140.00');
    // 0.1 × 3 is 0.3 exactly (a float gives 0.30000000000000004)
    expect(lineValue({ qty: '3', rate: '0.1' } as never, 2)?.toFixed()).toBe('0.3');
    // 0.125 → 0.12 and 0.135 → 0.14: half to even, as the service rounds
    expect(lineValue({ qty: '0.5', rate: '0.25' } as never, 2)?.toFixed(2)).toBe('0.12');
    expect(lineValue({ qty: '1.5', rate: '0.09' } as never, 2)?.toFixed(2)).toBe('0.14');
    expect(lineValue({ qty: '2.5' } as never, 2)).toBeUndefined();
    expect(entryTotal([{ qty: '10', rate: '10' }, { qty: '10', rate: '14' }, { qty: '1' }] as never, 2).toFixed(2)).toBe('240.00');
  });

  it('sends the typed quantities and rates as the contract numbers; a receipt needs a rate at each line', () => {
    const ok = entrySchema().safeParse(entry('RECEIPT', [{ itemCode: 'A', qty: '2.5', rate: '1.2' }]));
    expect(ok.success).toBe(true);
    expect(ok.data?.items).toEqual([{ itemCode: 'A', qty: 2.5, rate: 1.2 }]);
    const missing = entrySchema().safeParse(entry('RECEIPT', [{ itemCode: 'A', qty: '1', rate: '1' }, { itemCode: 'B', qty: '1' }]));
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['items.1.rate', 'is required on a receipt']]);
  });

  it('leaves an issue\'s rates out (the valuation sets them), even one typed before the type changed', () => {
    const issue = entrySchema().safeParse(entry('ISSUE', [{ itemCode: 'A', qty: '15', rate: '3' }]));
    expect(issue.success).toBe(true);
    expect(issue.data?.items).toEqual([{ itemCode: 'A', qty: 15 }]);
  });
});

describe('exact formatting of what the service sends', () => {
  it('shows every decimal of a rate, never fewer than the currency has, without rounding', () => {
    expect(formatExactMoney(12.345678, 'USD', 2, 'en-US')).toBe('$12.345678');
    expect(formatExactMoney(12, 'USD', 2, 'en-US')).toBe('$12.00');
    expect(nbsp(formatExactMoney(0.1, 'EUR', 2, 'de-DE'))).toBe('0,10 €');
    expect(formatExactMoney('1234.5', 'IQD', 3, 'en-US')).toMatch(/1,234\.500$/);
  });

  it('shows a quantity with the decimals it has, in the locale', () => {
    expect(formatQuantity(5, 'en-US')).toBe('5');
    expect(formatQuantity(2.5, 'de-DE')).toBe('2,5');
    expect(formatQuantity(0.000001, 'en-US')).toBe('0.000001');
    expect(formatQuantity(1234567.125, 'en-US')).toBe('1,234,567.125');
  });
});
