import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/web/api/client';
import { endOfLastMonth } from '../../src/web/components/data-table/date-presets';
import { noRateAtRateField } from '../../src/web/components/form/server-errors';
import { settledInCurrency } from '../../src/web/features/payments/payment-form';
import { basePreview, isForeign, parseExchangeRate, rateProposal, withRateIfForeign } from '../../src/web/money/exchange-rate';

describe('the base-currency preview of a document total', () => {
  it('is the total times the rate, half away from zero at the base minor units, as the service posts it', () => {
    expect(basePreview('1000.00', '1.0823', 2)?.toFixed(2)).toBe('1082.30');
    expect(basePreview('0.05', '1.1', 2)?.toFixed(2)).toBe('0.06'); // 0.055 → 0.06 (half-even would give the same 0.06; see next)
    expect(basePreview('0.25', '1.1', 2)?.toFixed(2)).toBe('0.28'); // 0.275 → 0.28, half-even would be 0.28 too
    expect(basePreview('0.15', '1.5', 2)?.toFixed(2)).toBe('0.23'); // 0.225 → 0.23 (half-even: 0.22)
    expect(basePreview('100', '150.123', 0)?.toFixed(0)).toBe('15012'); // a base currency without minor units
  });

  it('is exact beyond what a double holds', () => {
    expect(basePreview('123456789012.34', '0.123456789012', 2)?.toFixed(2)).toBe('15241578753.20'); // exactly 15241578753.1954…
  });

  it('takes a rate as typed in de-DE once read', () => {
    const read = parseExchangeRate('1,0823', 'de-DE');
    expect(read).toEqual({ ok: true, value: '1.0823' });
    expect(basePreview('1000', read.ok ? read.value : undefined, 2)?.toFixed(2)).toBe('1082.30');
  });

  it('waits for a total and a readable rate', () => {
    expect(basePreview(undefined, '1.1', 2)).toBeUndefined();
    expect(basePreview('10', undefined, 2)).toBeUndefined();
    expect(basePreview('10', { text: '1,2,3', message: 'no' }, 2)).toBeUndefined(); // what the field could not read
    expect(basePreview('10', '0', 2)).toBeUndefined();
  });
});

describe('the exchange rate a document sends', () => {
  const body = { currencyCodeString: 'USD', exchangeRate: '1.0823', total: 1 };

  it('is sent in a foreign currency, exactly as read', () => {
    expect(withRateIfForeign(body, 'USD', 'EUR')).toEqual(body);
    expect(withRateIfForeign({ ...body, exchangeRate: '0.9200' }, 'USD', 'EUR').exchangeRate).toBe('0.9200');
  });

  it('is left out in the base currency, and when empty (the service takes the rate in force)', () => {
    expect(withRateIfForeign({ ...body, currencyCodeString: 'EUR' }, 'EUR', 'EUR')).not.toHaveProperty('exchangeRate');
    expect(withRateIfForeign({ ...body, exchangeRate: undefined }, 'USD', 'EUR')).not.toHaveProperty('exchangeRate');
    expect(withRateIfForeign({ ...body, exchangeRate: null }, 'USD', 'EUR')).not.toHaveProperty('exchangeRate');
    expect(withRateIfForeign(body, undefined, 'EUR')).not.toHaveProperty('exchangeRate'); // a credit note: its invoice's rate
  });

  it('knows a foreign currency', () => {
    expect(isForeign('USD', 'EUR')).toBe(true);
    expect(isForeign('EUR', 'EUR')).toBe(false);
    expect(isForeign('', 'EUR')).toBe(false);
  });
});

describe('the rate proposed', () => {
  it('is the pair\'s own rate in force', () => {
    expect(rateProposal({ rate: '1.0823', date: '2026-03-01' }, undefined)).toEqual({ kind: 'direct', rate: '1.0823', date: '2026-03-01' });
  });

  it('is never worked out from the inverse pair, only named', () => {
    expect(rateProposal(null, { rate: '0.9240', date: '2026-03-01' })).toEqual({ kind: 'inverse', rate: '0.9240', date: '2026-03-01' });
    expect(rateProposal(null, null)).toEqual({ kind: 'none' });
  });
});

describe('422 no-exchange-rate', () => {
  it('shows at the rate field, whichever field the endpoint names (the service\'s plain 422 with the error\'s code)', () => {
    const refused = new ApiError(422, 'validation', 'currencyCodeString: no rate', [
      { path: 'currencyCodeString', message: 'the company has no exchange rate of JPY on or before 2026-03-10', code: 'no-exchange-rate' },
      { path: 'postingDate', message: 'closed', code: 'period-closed' },
    ]);
    expect((noRateAtRateField(refused) as ApiError).errors.map((e) => e.path)).toEqual(['exchangeRate', 'postingDate']);
  });

  it('also as a problem of its own code', () => {
    const refused = new ApiError(422, 'no-exchange-rate', 'No USD rate on 2026-03-10.', [{ path: 'transactionCurrency', message: 'no rate', code: 'no-exchange-rate' }]);
    const placed = noRateAtRateField(refused) as ApiError;
    expect(placed.errors).toEqual([{ path: 'exchangeRate', message: 'no rate', code: 'no-exchange-rate' }]);
    expect(placed.status).toBe(422);
  });

  it('without errors, its detail shows there', () => {
    const placed = noRateAtRateField(new ApiError(422, 'no-exchange-rate', 'No rate.')) as ApiError;
    expect(placed.errors.map((e) => [e.path, e.message])).toEqual([['exchangeRate', 'No rate.']]);
  });

  it('leaves other errors alone', () => {
    const other = new ApiError(422, 'validation', 'see errors', [{ path: 'postingDate', message: 'closed', code: 'x' }]);
    expect(noRateAtRateField(other)).toBe(other);
  });
});

describe('a payment settles documents of its own currency', () => {
  const doc = (number: string, currency: string) => ({ id: number, number, postingDate: '2026-01-01', dueDate: '2026-01-31', total: 10, outstanding: 10, currency });
  it('splits the party\'s open documents', () => {
    const { settled, others } = settledInCurrency([doc('INV-1', 'USD'), doc('INV-2', 'EUR'), doc('INV-3', 'USD')], 'USD');
    expect(settled.map((d) => d.number)).toEqual(['INV-1', 'INV-3']);
    expect(others.map((d) => d.number)).toEqual(['INV-2']);
  });
});

describe('a revaluation\'s date', () => {
  it('is proposed at the end of last month', () => {
    expect(endOfLastMonth('2026-03-10')).toBe('2026-02-28');
    expect(endOfLastMonth('2024-03-31')).toBe('2024-02-29');
    expect(endOfLastMonth('2026-01-05')).toBe('2025-12-31');
    expect(endOfLastMonth('2026-05-01')).toBe('2026-04-30');
  });
});
