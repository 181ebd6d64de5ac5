import { describe, expect, test } from 'vitest';
import type { Charge } from '../../src/contract/charges';
import { InvalidInput } from '../../src/web/components/form/typed-input';
import { chargeSchema, previewQuote, termsSummary } from '../../src/web/features/charges/charge-form';

const charge = (overrides: Partial<Charge>): Charge => ({
  id: '01a209e7-923d-72b7-ad0c-ac4e9aca8aae', name: 'C', description: null, amount: null, account: null, accountNumber: null, accountName: null,
  percentageRate: null, flat: null, composite: false, global: false, min: null, max: null, minimumAmount: null, maximumAmount: null,
  currencyString: 'USD', companyIdString: '01a209e7-7415-7580-b88d-bb336be39974', components: [], createdAt: '', updatedAt: '', version: 1, ...overrides,
});

describe('previewQuote', () => {
  test('the service\'s quote of the form\'s typed values, exact and half-even', () => {
    const preview = previewQuote({ percentageRate: '2.9', flat: '0.30', min: '1', max: '10' }, '120.50', 2, []);
    expect(preview.ok && preview.amount.toFixed(2)).toBe('3.79');
    const halfEven = previewQuote({ percentageRate: '0.5' }, '5', 2, []);
    expect(halfEven.ok && halfEven.amount.toFixed(2)).toBe('0.02');
    const outside = previewQuote({ flat: '2', maximumAmount: '100' }, '100.01', 2, []);
    expect(outside).toMatchObject({ ok: true, applies: false });
    expect(outside.ok && outside.amount.isZero()).toBe(true);
  });

  test('a composite sums the components it names', () => {
    const a = charge({ id: 'a', flat: 5 });
    const b = charge({ id: 'b', percentageRate: 1 });
    const preview = previewQuote({ composite: true, components: ['a', 'b'], max: '20' }, '300', 2, [a, b]);
    expect(preview.ok && preview.amount.toFixed(2)).toBe('8.00');
    expect(previewQuote({ composite: true, components: ['a', 'c'] }, '300', 2, [a, b])).toEqual({ ok: false, reason: 'Loading the components' });
  });

  test('says why there is no quote: no base, a field it cannot read, terms the service refuses', () => {
    expect(previewQuote({ flat: '1' }, undefined, 2, [])).toMatchObject({ ok: false, reason: expect.stringContaining('base amount') });
    expect(previewQuote({ flat: new InvalidInput('1,2,3', 'x') }, '1', 2, [])).toMatchObject({ ok: false, reason: expect.stringContaining('Correct') });
    expect(previewQuote({ amount: '5', flat: '1' }, '1', 2, [])).toEqual({ ok: false, reason: 'amount: a fixed amount cannot go with a flat fee or a percentage rate' });
    expect(previewQuote({ flat: '1' }, '1', undefined, [])).toEqual({ ok: false, reason: 'Choose a currency' });
  });
});

describe('termsSummary', () => {
  test('rate, flat fee and bounds in a line, with the currency\'s decimals', () => {
    expect(termsSummary(charge({ percentageRate: 5, flat: 1, min: 2 }), 2, 'en-US')).toBe('5 % + 1.00, min 2.00');
    expect(termsSummary(charge({ amount: 4.5, minimumAmount: 10, maximumAmount: 1000 }), 2, 'en-US')).toBe('4.50 fixed, for 10.00 to 1,000.00');
    expect(termsSummary(charge({ percentageRate: 2.5, max: 50, maximumAmount: 500 }), 0, 'de-DE')).toBe('2,5 %, max 50, up to 500');
    expect(termsSummary(charge({ composite: true, components: ['a', 'b'], minimumAmount: 3 }), 3, 'en-US')).toBe('Sum of 2 charges, from 3.000');
  });
});

describe('chargeSchema', () => {
  test('sends the typed amounts as the contract\'s numbers and refuses what the service refuses, at the field', () => {
    const base = { name: 'Card', currencyString: 'USD', companyIdString: '01a209e7-7415-7580-b88d-bb336be39974' };
    expect(chargeSchema.parse({ ...base, percentageRate: '2.9', flat: '0.30' })).toMatchObject({ percentageRate: 2.9, flat: 0.3 });
    const refused = chargeSchema.safeParse({ ...base, flat: '1', min: '5', max: '4' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['max', 'must not be below min']]);
  });
});
