import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DomainError } from '../../src/server/base/errors';
import { Decimal } from '../../src/server/domain/core/money';
import {
  applyMovement, EMPTY_STOCK, VALUATION_METHODS,
  type MovementValuation, type StockState, type ValuationMethod, type ValuationSettings,
} from '../../src/server/domain/stock/stock-valuation';

/**
 * Random receipts and issues against a small reference model per method, kept here in integer
 * cents (bigint): whole quantities and rates in whole cents, so FIFO/LIFO and STANDARD need no
 * rounding at all, and MAVG rounds in one place (half-even integer division).
 */

type Op = { kind: 'receipt'; qty: number; cents: number } | { kind: 'issue'; qty: number };
type Expected = { amount: bigint; stockValue: bigint; variance: bigint; balanceQty: bigint; balanceValue: bigint } | 'insufficient-stock';

/** n / d rounded half to even (d > 0). */
function roundHalfEven(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  const floor = r < 0n ? q - 1n : q;
  const rest = n - floor * d; // 0 <= rest < d
  if (rest * 2n > d || (rest * 2n === d && floor % 2n !== 0n)) return floor + 1n;
  return floor;
}

const cents = (c: bigint) => {
  const sign = c < 0n ? '-' : '';
  const abs = (c < 0n ? -c : c).toString().padStart(3, '0');
  return `${sign}${abs.slice(0, -2)}.${abs.slice(-2)}`;
};

interface Model {
  apply(op: Op): Expected;
  /** The rate a shortfall would go out at, in currency units. */
  rate(): Decimal;
}

/** FIFO/LIFO: one array entry per unit, its cost in cents; a negative balance is `owed` units at `owedRate`. */
class LotModel implements Model {
  units: bigint[] = [];
  owed = 0n;
  owedRate = 0n;
  lastRate = 0n;
  constructor(readonly lifo: boolean, readonly allowNegative: boolean) {}
  value() { return this.units.reduce((a, b) => a + b, 0n) - this.owed * this.owedRate; }
  rate() { return new Decimal(this.lastRate.toString()).dividedBy(100); }
  onHand() { return BigInt(this.units.length) - this.owed; }
  apply(op: Op): Expected {
    const before = this.value();
    if (op.kind === 'receipt') {
      const rate = BigInt(op.cents);
      const settled = Math.min(op.qty, Number(this.owed));
      const variance = BigInt(settled) * (rate - this.owedRate);
      this.owed -= BigInt(settled);
      for (let i = settled; i < op.qty; i++) this.units.push(rate);
      if (this.onHand() > 0n) this.lastRate = rate;
      const amount = BigInt(op.qty) * rate;
      return { amount, stockValue: this.value() - before, variance, balanceQty: this.onHand(), balanceValue: this.value() };
    }
    if (BigInt(op.qty) > this.onHand() && !this.allowNegative) return 'insufficient-stock';
    let out = 0n;
    let left = op.qty;
    while (left > 0 && this.units.length > 0) {
      out += (this.lifo ? this.units.pop() : this.units.shift())!;
      left--;
    }
    if (left > 0) {
      if (this.owed === 0n) this.owedRate = this.lastRate;
      this.owed += BigInt(left);
      out += BigInt(left) * this.owedRate;
    }
    return { amount: out, stockValue: -out, variance: 0n, balanceQty: this.onHand(), balanceValue: this.value() };
  }
}

/** MAVG: total qty and total cost; an issue takes its share of the cost; the stored rate has 9 decimals (1e-7 cents). */
class AverageModel implements Model {
  qty = 0n;
  cost = 0n;
  rateE7 = 0n; // the rate in 1e-7 cents = 1e-9 currency units
  constructor(readonly allowNegative: boolean) {}
  rate() { return new Decimal(this.rateE7.toString()).dividedBy(1e9); }
  apply(op: Op): Expected {
    const before = this.cost;
    const q = BigInt(op.qty);
    if (op.kind === 'receipt') {
      const amount = q * BigInt(op.cents);
      const after = this.qty + q;
      if (this.qty >= 0n) this.cost += amount;
      else if (after <= 0n) this.cost = roundHalfEven(after * this.rateE7, 10_000_000n);
      else this.cost = after * BigInt(op.cents);
      this.qty = after;
      if (this.qty > 0n) this.rateE7 = roundHalfEven(this.cost * 10_000_000n, this.qty);
      const stockValue = this.cost - before;
      return { amount, stockValue, variance: amount - stockValue, balanceQty: this.qty, balanceValue: this.cost };
    }
    if (q > this.qty && !this.allowNegative) return 'insufficient-stock';
    const after = this.qty - q;
    this.cost = after > 0n ? this.cost - roundHalfEven(this.cost * q, this.qty) : roundHalfEven(after * this.rateE7, 10_000_000n);
    this.qty = after;
    return { amount: before - this.cost, stockValue: this.cost - before, variance: 0n, balanceQty: this.qty, balanceValue: this.cost };
  }
}

/** STANDARD: qty × standard cost; a receipt's variance is qty × (rate − standard). */
class StandardModel implements Model {
  qty = 0n;
  constructor(readonly standard: bigint, readonly allowNegative: boolean) {}
  rate() { return new Decimal(0); }
  apply(op: Op): Expected {
    const q = BigInt(op.qty);
    if (op.kind === 'receipt') {
      this.qty += q;
      return { amount: q * BigInt(op.cents), stockValue: q * this.standard, variance: q * (BigInt(op.cents) - this.standard), balanceQty: this.qty, balanceValue: this.qty * this.standard };
    }
    if (q > this.qty && !this.allowNegative) return 'insufficient-stock';
    this.qty -= q;
    return { amount: q * this.standard, stockValue: -q * this.standard, variance: 0n, balanceQty: this.qty, balanceValue: this.qty * this.standard };
  }
}

function modelFor(method: ValuationMethod, standardCents: number, allowNegative: boolean): Model {
  if (method === 'MAVG') return new AverageModel(allowNegative);
  if (method === 'STANDARD') return new StandardModel(BigInt(standardCents), allowNegative);
  return new LotModel(method === 'LIFO', allowNegative);
}

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('receipt' as const), qty: fc.integer({ min: 1, max: 20 }), cents: fc.integer({ min: 0, max: 5000 }) }),
  fc.record({ kind: fc.constant('issue' as const), qty: fc.integer({ min: 1, max: 25 }) }),
);
const scenario = fc.record({
  method: fc.constantFrom(...VALUATION_METHODS),
  standardCents: fc.integer({ min: 1, max: 5000 }),
  allowNegative: fc.boolean(),
  ops: fc.array(op, { minLength: 1, maxLength: 40 }),
});

/** Runs a movement, answering the valuation or the problem code it threw. */
function attempt(s: ValuationSettings, state: StockState, movement: Parameters<typeof applyMovement>[2]) {
  try {
    return applyMovement(s, state, movement);
  } catch (e) {
    if (e instanceof DomainError) return e.code;
    throw e;
  }
}

/** The invariants every state and valuation keep, whatever the inputs. */
function checkInvariants(s: ValuationSettings, state: StockState, posted: Decimal, v: MovementValuation) {
  const qty = new Decimal(state.qty);
  const value = new Decimal(state.value);
  expect(value.equals(posted)).toBe(true); // stock value = sum of movement values
  expect(v.balanceValue).toBe(state.value);
  expect(v.balanceQty).toBe(state.qty);
  if (!qty.isNegative()) expect(value.isNegative()).toBe(false);
  if (qty.isZero()) expect(value.isZero()).toBe(true);
  expect(new Decimal(v.amount).isNegative()).toBe(false);
  if (v.kind === 'receipt') expect(new Decimal(v.amount).minus(v.stockValue).equals(v.variance)).toBe(true);
  else expect([new Decimal(v.amount).negated().equals(v.stockValue), new Decimal(v.variance).isZero()]).toEqual([true, true]);
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  if (s.valuationMethod === 'FIFO' || s.valuationMethod === 'LIFO') {
    const lots = state.lots.map((l) => ({ qty: new Decimal(l.qty), rate: new Decimal(l.rate) }));
    expect(lots.reduce((sum, l) => sum.plus(l.qty), new Decimal(0)).equals(qty)).toBe(true);
    const lotValue = lots.reduce((sum, l) => sum.plus(l.qty.times(l.rate).toDecimalPlaces(s.minorUnits, Decimal.ROUND_HALF_EVEN)), new Decimal(0));
    expect(lotValue.equals(value)).toBe(true);
    expect(lots.every((l) => l.qty.greaterThan(0)) || (lots.length === 1 && l0Negative(lots))).toBe(true);
  } else {
    expect(state.lots).toEqual([]);
  }
}
const l0Negative = (lots: { qty: Decimal }[]) => lots[0].qty.isNegative();

describe('each method against its reference model', () => {
  test('every movement\'s amount, stock value, variance and balance, and insufficient-stock exactly when the model says', () => {
    fc.assert(fc.property(scenario, ({ method, standardCents, allowNegative, ops }) => {
      const s: ValuationSettings = { valuationMethod: method, standardCost: cents(BigInt(standardCents)), allowNegativeStock: allowNegative, minorUnits: 2 };
      const model = modelFor(method, standardCents, allowNegative);
      let state = EMPTY_STOCK;
      let posted = new Decimal(0);
      for (const o of ops) {
        const expected = model.apply(o);
        const got = attempt(s, state, o.kind === 'receipt' ? { kind: 'receipt', qty: o.qty, rate: cents(BigInt(o.cents)) } : { kind: 'issue', qty: o.qty });
        if (expected === 'insufficient-stock') {
          expect(got).toBe('insufficient-stock');
          continue;
        }
        if (typeof got === 'string') throw new Error(`unexpected ${got}`);
        const v = got.valuation;
        expect({ amount: v.amount, stockValue: v.stockValue, variance: v.variance, balanceQty: v.balanceQty, balanceValue: v.balanceValue }).toEqual({
          amount: cents(expected.amount), stockValue: cents(expected.stockValue), variance: cents(expected.variance),
          balanceQty: expected.balanceQty.toString(), balanceValue: cents(expected.balanceValue),
        });
        state = got.state;
        expect(state.rate, 'the stored rate').toBe(model.rate().toFixed());
        posted = posted.plus(v.stockValue);
        checkInvariants(s, state, posted, v);
      }
    }), { numRuns: 400 });
  });
});

// ---- fractional quantities and rates: the invariants, and receipts at round(qty × rate) --------

const qtyMilli = fc.integer({ min: 1, max: 50_000 }); // 0.001 .. 50
const rateE4 = fc.integer({ min: 0, max: 2_000_000 }); // 0.0000 .. 200
const fractionalOp = fc.oneof(
  fc.record({ kind: fc.constant('receipt' as const), qtyMilli, rateE4 }),
  fc.record({ kind: fc.constant('issue' as const), qtyMilli }),
);
const scaled = (n: number, decimals: number) => new Decimal(n).dividedBy(10 ** decimals).toFixed();

test('fractional quantities and rates, 0, 2 or 3 minor units: the invariants hold after every movement', () => {
  fc.assert(fc.property(
    fc.constantFrom(...VALUATION_METHODS), fc.integer({ min: 1, max: 2_000_000 }), fc.boolean(), fc.constantFrom(0, 2, 3),
    fc.array(fractionalOp, { minLength: 1, maxLength: 40 }),
    (method, standardE4, allowNegative, minorUnits, ops) => {
      const s: ValuationSettings = { valuationMethod: method, standardCost: scaled(standardE4, 4), allowNegativeStock: allowNegative, minorUnits };
      let state = EMPTY_STOCK;
      let posted = new Decimal(0);
      for (const o of ops) {
        const got = attempt(s, state, o.kind === 'receipt' ? { kind: 'receipt', qty: scaled(o.qtyMilli, 3), rate: scaled(o.rateE4, 4) } : { kind: 'issue', qty: scaled(o.qtyMilli, 3) });
        const short = o.kind === 'issue' && new Decimal(scaled(o.qtyMilli, 3)).greaterThan(state.qty);
        if (typeof got === 'string') {
          expect([got, short, allowNegative]).toEqual(['insufficient-stock', true, false]);
          continue;
        }
        expect(short && !allowNegative).toBe(false);
        if (o.kind === 'receipt') {
          // qty in 1e-3, rate in 1e-4: the exact product is in 1e-7 units
          const exact = roundHalfEven(BigInt(o.qtyMilli) * BigInt(o.rateE4), 10n ** BigInt(7 - minorUnits));
          expect(new Decimal(got.valuation.amount).times(10 ** minorUnits).toFixed()).toBe(exact.toString());
        }
        state = got.state;
        posted = posted.plus(got.valuation.stockValue);
        checkInvariants(s, state, posted, got.valuation);
      }
    },
  ), { numRuns: 300 });
});
