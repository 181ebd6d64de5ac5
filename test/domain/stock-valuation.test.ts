import { describe, expect, test } from 'vitest';
import { DomainError } from '../../src/server/base/errors';
import {
  applyMovement, EMPTY_STOCK, revalueAtStandardCost, valuationRate,
  type Movement, type MovementValuation, type StockState, type ValuationMethod, type ValuationSettings,
} from '../../src/server/domain/stock/stock-valuation';

const settings = (valuationMethod: ValuationMethod, extra: Partial<ValuationSettings> = {}): ValuationSettings =>
  ({ valuationMethod, standardCost: '12', allowNegativeStock: false, minorUnits: 2, ...extra });

/** Applies the movements in order from an empty stock; the valuations and the final state. */
function run(s: ValuationSettings, movements: Movement[], start: StockState = EMPTY_STOCK) {
  let state = start;
  const valuations: MovementValuation[] = [];
  for (const movement of movements) {
    const next = applyMovement(s, state, movement);
    valuations.push(next.valuation);
    state = next.state;
  }
  return { state, valuations };
}

const receipt = (qty: string | number, rate: string | number): Movement => ({ kind: 'receipt', qty, rate });
const issue = (qty: string | number): Movement => ({ kind: 'issue', qty });
const workedExample = [receipt(10, 10), receipt(10, 14), issue(15)];

function expectConflict(fn: () => unknown, code: string) {
  let thrown: unknown;
  try { fn(); } catch (e) { thrown = e; }
  expect(thrown).toBeInstanceOf(DomainError);
  expect(thrown).toMatchObject({ kind: 'conflict', code });
}

describe('the worked example: receive 10 @ 10, receive 10 @ 14, issue 15', () => {
  test('FIFO: the issue takes the 10 @ 10 and 5 @ 14 = 170, 5 @ 14 left', () => {
    const { state, valuations } = run(settings('FIFO'), workedExample);
    expect(valuations.map((v) => v.stockValue)).toEqual(['100.00', '140.00', '-170.00']);
    expect(valuations[2]).toEqual({
      kind: 'issue', qty: '15', rate: '11.333333333', amount: '170.00', stockValue: '-170.00', variance: '0.00',
      balanceQty: '5', balanceValue: '70.00', lotsTaken: [{ qty: '10', rate: '10' }, { qty: '5', rate: '14' }],
    });
    expect(state).toEqual({ qty: '5', value: '70.00', rate: '14', lots: [{ qty: '5', rate: '14' }] });
  });

  test('LIFO: the issue takes the 10 @ 14 and 5 @ 10 = 190, 5 @ 10 left', () => {
    const { state, valuations } = run(settings('LIFO'), workedExample);
    expect(valuations[2]).toMatchObject({ amount: '190.00', stockValue: '-190.00', balanceQty: '5', balanceValue: '50.00' });
    expect(valuations[2].lotsTaken).toEqual([{ qty: '10', rate: '14' }, { qty: '5', rate: '10' }]);
    expect(state).toEqual({ qty: '5', value: '50.00', rate: '14', lots: [{ qty: '5', rate: '10' }] });
  });

  test('MAVG: the average is 240 / 20 = 12, the issue costs 180', () => {
    const { state, valuations } = run(settings('MAVG'), workedExample);
    expect(valuations[1]).toMatchObject({ amount: '140.00', stockValue: '140.00', variance: '0.00', balanceValue: '240.00' });
    expect(valuations[2]).toMatchObject({ rate: '12', amount: '180.00', stockValue: '-180.00', balanceQty: '5', balanceValue: '60.00' });
    expect(state).toEqual({ qty: '5', value: '60.00', rate: '12', lots: [] });
  });

  test('STANDARD at 12: stock at standard, receipts post variances -20 and +20, the issue 180', () => {
    const { state, valuations } = run(settings('STANDARD'), workedExample);
    expect(valuations.map(({ amount, stockValue, variance, balanceValue }) => ({ amount, stockValue, variance, balanceValue }))).toEqual([
      { amount: '100.00', stockValue: '120.00', variance: '-20.00', balanceValue: '120.00' },
      { amount: '140.00', stockValue: '120.00', variance: '20.00', balanceValue: '240.00' },
      { amount: '180.00', stockValue: '-180.00', variance: '0.00', balanceValue: '60.00' },
    ]);
    expect(state).toMatchObject({ qty: '5', value: '60.00' });
    expect(valuationRate(settings('STANDARD'), state)).toBe('12');
  });
});

describe('insufficient stock', () => {
  test.each(['FIFO', 'LIFO', 'MAVG', 'STANDARD'] as const)('%s: issuing more than on hand is 409 insufficient-stock, all of it empties the stock', (method) => {
    const s = settings(method, { itemCode: 'BOLT-1' });
    const { state } = run(s, [receipt(10, 10), receipt(10, 14)]);
    expectConflict(() => applyMovement(s, state, issue('20.001')), 'insufficient-stock');
    expect(() => applyMovement(s, state, issue('20.001'))).toThrow('Cannot issue 20.001 of BOLT-1: 20 on hand');
    expectConflict(() => applyMovement(s, EMPTY_STOCK, issue(1)), 'insufficient-stock');
    const all = applyMovement(s, state, issue(20));
    expect(all.state).toEqual({ ...EMPTY_STOCK, value: '0.00', rate: all.state.rate });
    expect(all.valuation.amount).toBe('240.00');
  });
});

describe('rounding: each movement is rounded, and the movements add up to the stock value', () => {
  test('FIFO: a lot of 3 @ 0.125 is worth 0.38 (half-even) and goes out as 0.13, 0.13, 0.12', () => {
    const { state, valuations } = run(settings('FIFO'), [receipt(3, '0.125'), issue(1), issue(1), issue(1)]);
    expect(valuations.map((v) => v.stockValue)).toEqual(['0.38', '-0.13', '-0.13', '-0.12']);
    expect(state.value).toBe('0.00');
  });

  test('MAVG: 3 units worth 10.00 go out as 3.33, 3.34, 3.33; the last unit takes what is left', () => {
    const { state, valuations } = run(settings('MAVG'), [receipt(3, '3.3333333333'), issue(1), issue(1), issue(1)]);
    expect(valuations.map((v) => v.stockValue)).toEqual(['10.00', '-3.33', '-3.34', '-3.33']);
    expect(valuationRate(settings('MAVG'), run(settings('MAVG'), [receipt(3, '3.3333333333')]).state)).toBe('3.333333333');
    expect(state).toMatchObject({ qty: '0', value: '0.00' });
  });

  test('STANDARD at 0.333: the value is round(qty × cost) after every movement', () => {
    const s = settings('STANDARD', { standardCost: '0.333' });
    const { valuations } = run(s, [receipt(1, 1), receipt(1, 1), receipt(1, 1), issue(2)]);
    expect(valuations.map((v) => [v.stockValue, v.variance, v.balanceValue])).toEqual([
      ['0.33', '0.67', '0.33'], ['0.34', '0.66', '0.67'], ['0.33', '0.67', '1.00'], ['-0.67', '0.00', '0.33'],
    ]);
  });

  test('JPY (no minor units) and BHD (three)', () => {
    expect(run(settings('FIFO', { minorUnits: 0 }), [receipt(3, '0.5')]).state.value).toBe('2');
    expect(run(settings('FIFO', { minorUnits: 0 }), [receipt(5, '0.5')]).state.value).toBe('2');
    expect(run(settings('MAVG', { minorUnits: 3 }), [receipt('1.5', '0.3335')]).valuations[0].amount).toBe('0.500');
  });

  test('large quantities and rates multiply exactly (decimal.js would keep only 20 digits by default)', () => {
    // 1234567890123.456789 × 1234567.891234567 = 1524157887364776.7... (a 19-digit whole part, 15 decimals exactly)
    const exact = BigInt('1234567890123456789') * BigInt('1234567891234567');
    const cents = exact / 10n ** 13n + (exact % 10n ** 13n >= 5n * 10n ** 12n ? 1n : 0n);
    const { valuations } = run(settings('FIFO'), [receipt('1234567890123.456789', '1234567.891234567')]);
    expect(valuations[0].amount).toBe(`${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`);
  });
});

describe('negative stock, when the item allows it', () => {
  const allow = (method: ValuationMethod) => settings(method, { allowNegativeStock: true });

  test.each(['FIFO', 'LIFO'] as const)('%s: the shortfall goes out at the last receipt rate as one negative lot; the next receipt settles it, the difference is variance', (method) => {
    const { state, valuations } = run(allow(method), [receipt(10, 10), issue(15), issue(2)]);
    expect(valuations[1]).toMatchObject({ amount: '150.00', balanceQty: '-5', balanceValue: '-50.00' });
    expect(valuations[1].lotsTaken).toEqual([{ qty: '10', rate: '10' }, { qty: '5', rate: '10' }]);
    expect(state).toEqual({ qty: '-7', value: '-70.00', rate: '10', lots: [{ qty: '-7', rate: '10' }] });
    const partly = applyMovement(allow(method), state, receipt(3, 12));
    expect(partly.valuation).toMatchObject({ amount: '36.00', stockValue: '30.00', variance: '6.00', balanceValue: '-40.00' });
    expect(partly.state).toEqual({ qty: '-4', value: '-40.00', rate: '10', lots: [{ qty: '-4', rate: '10' }] });
    const settled = applyMovement(allow(method), partly.state, receipt(10, 12));
    expect(settled.valuation).toMatchObject({ amount: '120.00', stockValue: '112.00', variance: '8.00', balanceQty: '6', balanceValue: '72.00' });
    expect(settled.state).toEqual({ qty: '6', value: '72.00', rate: '12', lots: [{ qty: '6', rate: '12' }] });
  });

  test('MAVG: the shortfall goes out at the average; a receipt settles it at that rate', () => {
    const { state, valuations } = run(allow('MAVG'), workedExample.concat(issue(10)));
    expect(valuations[3]).toMatchObject({ amount: '120.00', balanceQty: '-5', balanceValue: '-60.00' });
    const settled = applyMovement(allow('MAVG'), state, receipt(10, 13));
    expect(settled.valuation).toMatchObject({ amount: '130.00', stockValue: '125.00', variance: '5.00', balanceQty: '5', balanceValue: '65.00' });
    expect(settled.state).toMatchObject({ qty: '5', value: '65.00', rate: '13' });
  });

  test('STANDARD: the balance is valued at standard below zero too', () => {
    const { valuations } = run(allow('STANDARD'), [issue(5), receipt(10, 11)]);
    expect(valuations[0]).toMatchObject({ amount: '60.00', balanceValue: '-60.00' });
    expect(valuations[1]).toMatchObject({ amount: '110.00', stockValue: '120.00', variance: '-10.00', balanceValue: '60.00' });
  });

  test('before any receipt the shortfall goes out at zero and the receipt that settles it carries its cost as variance', () => {
    const { valuations } = run(allow('FIFO'), [issue(5), receipt(8, 3)]);
    expect(valuations[0]).toMatchObject({ amount: '0.00', balanceQty: '-5', balanceValue: '0.00' });
    expect(valuations[1]).toMatchObject({ amount: '24.00', stockValue: '9.00', variance: '15.00', balanceValue: '9.00' });
  });
});

describe('STANDARD revaluation', () => {
  test('a new standard cost moves the stock value to it against the variance account', () => {
    const { state } = run(settings('STANDARD'), workedExample);
    const revalued = revalueAtStandardCost(settings('STANDARD', { standardCost: '13.5' }), state);
    expect(revalued.valuation).toMatchObject({ kind: 'revaluation', amount: '0.00', stockValue: '7.50', variance: '-7.50', balanceValue: '67.50' });
    expect(revalued.state.value).toBe('67.50');
  });
});

describe('bad input', () => {
  test.each([[0, 'not-positive'], ['-1', 'not-positive'], ['abc', 'not-a-number'], [Infinity, 'not-a-number'], [NaN, 'not-a-number']])('a qty of %s is 422 at qty (%s)', (qty, code) => {
    expect(() => applyMovement(settings('FIFO'), EMPTY_STOCK, receipt(qty, 1))).toThrow(expect.objectContaining({ kind: 'invalid', errors: [expect.objectContaining({ path: 'qty', code })] }));
    expect(() => applyMovement(settings('FIFO'), EMPTY_STOCK, issue(qty))).toThrow(expect.objectContaining({ kind: 'invalid' }));
  });

  test('a negative rate is 422 at rate; STANDARD without a standard cost is a conflict', () => {
    expect(() => applyMovement(settings('FIFO'), EMPTY_STOCK, receipt(1, '-0.01'))).toThrow(expect.objectContaining({ kind: 'invalid', errors: [expect.objectContaining({ path: 'rate', code: 'negative' })] }));
    expect(() => applyMovement(settings('FIFO'), EMPTY_STOCK, receipt(1, '1,5'))).toThrow(expect.objectContaining({ kind: 'invalid', errors: [expect.objectContaining({ path: 'rate', code: 'not-a-number' })] }));
    expectConflict(() => applyMovement(settings('STANDARD', { standardCost: null }), EMPTY_STOCK, receipt(1, 1)), 'conflict');
  });
});

test('the state is plain JSON of strings and survives a round trip', () => {
  const { state } = run(settings('FIFO'), [receipt('2.5', '1.125'), receipt(1, 3)]);
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  expect(state).toEqual({ qty: '3.5', value: '5.81', rate: '3', lots: [{ qty: '2.5', rate: '1.125' }, { qty: '1', rate: '3' }] });
  expect(valuationRate(settings('FIFO'), state)).toBe('1.66');
});
