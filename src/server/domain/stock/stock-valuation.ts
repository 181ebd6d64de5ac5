import { fail } from '../../base/errors';
import { Decimal } from '../core/money';

/**
 * The valuation core of the stock ledger (decisions §9, docs/stock-valuation.md): pure functions
 * from an item's valuation state and one movement to the new state and what the movement is
 * worth. No database, no HTTP; the stock ledger stores the state and posts the values.
 *
 * Rounding, in one place: a movement's values are the change of the stock value, and the stock
 * value is always a sum of amounts rounded to the currency's minor units (half-even, as money.ts):
 * - FIFO/LIFO: Σ over lots of round(lot.qty × lot.rate); a lot's share taken by an issue is worth
 *   round(qty × rate) − round((qty − taken) × rate), so a lot emptied takes exactly its value out.
 * - MAVG: the stored value; an issue takes round(value × qty / on hand), all of it for the last unit.
 * - STANDARD: round(qty × standardCost).
 * - A negative balance (allowNegativeStock): round(qty × rate) at the rate the shortfall went out.
 * So the sum of every movement's stockValue equals the balance value exactly, a balance of zero
 * is worth exactly zero, and a receipt's amount (what goods-received-not-billed gets) is
 * round(qty × rate), the same amount its bill will carry.
 */

export const VALUATION_METHODS = ['FIFO', 'LIFO', 'MAVG', 'STANDARD'] as const;
export type ValuationMethod = (typeof VALUATION_METHODS)[number];

/** Decimals kept for a computed rate (the moving average, an issue's outgoing rate). */
export const RATE_DECIMALS = 9;

/**
 * Products and quotients are computed with 64 significant digits (decimal.js keeps 20 by default),
 * so qty × rate is exact while the two have at most 64 significant digits between them, and a
 * quotient is not rounded twice across a half-way point.
 * (Same prototype as money.ts's Decimal: its values mix with the rest of the domain.)
 */
const D = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_EVEN });
type Dec = Decimal;

/** What the item says about how it is valued. */
export type ValuationSettings = {
  valuationMethod: ValuationMethod;
  /** The item's standard cost; required for STANDARD, ignored otherwise. */
  standardCost?: string | null;
  allowNegativeStock: boolean;
  /** Minor units of the company's base currency (USD 2, JPY 0, BHD 3). */
  minorUnits: number;
  /** Names the item in the insufficient-stock problem. */
  itemCode?: string;
};

/** A FIFO/LIFO lot: decimal strings. A negative qty is the one lot of a negative balance. */
export type Lot = { qty: string; rate: string };

/**
 * An item's valuation state, JSON-safe and small (decimal strings, never numbers).
 * - `qty`, `value`: the balance on hand and its value at minor units.
 * - `rate`: the rate a shortfall goes out at when stock is issued below zero: the last receipt's
 *   rate (FIFO/LIFO) or the moving average rounded to RATE_DECIMALS (MAVG), set by each receipt
 *   that leaves stock above zero; '0' before the first receipt. Unused by STANDARD.
 * - `lots`: FIFO/LIFO only, oldest first; either all positive, or one negative lot; [] otherwise.
 *
 * In the database (the stock ledger's job): qty, value and rate as NUMERIC columns of the
 * item's stock balance row, and the lots as rows of their own table (item, seq, qty, rate), seq
 * ascending oldest first. An issue only takes lots from one end (FIFO lowest seq, LIFO highest)
 * and a receipt only appends one, so a movement changes at most the lots it took (deleted, or
 * the last one's qty updated) and adds at most one; `lotsTaken` of the valuation lists them.
 */
export type StockState = { qty: string; value: string; rate: string; lots: Lot[] };

export const EMPTY_STOCK: StockState = { qty: '0', value: '0', rate: '0', lots: [] };

export type Movement =
  | { kind: 'receipt'; qty: Decimal.Value; rate: Decimal.Value }
  | { kind: 'issue'; qty: Decimal.Value };

/**
 * One movement's values, decimal strings, money at minor units.
 * The stock ledger posts a receipt or revaluation as Dr stock `stockValue`, Dr variance
 * `variance`, Cr the counter account `amount` (a negative debit is a credit); an issue as
 * Dr cost of goods sold (or stock adjustment) `amount`, Cr stock `amount`. Zero lines are left out.
 */
export type MovementValuation = {
  kind: 'receipt' | 'issue' | 'revaluation';
  /** Positive; 0 for a revaluation. */
  qty: string;
  /** A receipt's incoming rate; an issue's outgoing rate, amount / qty at RATE_DECIMALS. */
  rate: string;
  /** A receipt: round(qty × rate), what the counter account gets. An issue: the value out (−stockValue). A revaluation: 0. */
  amount: string;
  /** Signed change of the stock value: what is posted to the stock account (Dr when positive). */
  stockValue: string;
  /** amount − stockValue on a receipt (STANDARD's price variance, or a negative balance settled at another rate); on a revaluation −stockValue; else 0. */
  variance: string;
  balanceQty: string;
  balanceValue: string;
  /** FIFO/LIFO issue: the parts of lots taken, in the order taken (a negative-balance part last). */
  lotsTaken?: Lot[];
};

export type Valued = { state: StockState; valuation: MovementValuation };

/** Applies one receipt or issue; throws 409 insufficient-stock when it would go below zero and that is not allowed. */
export function applyMovement(settings: ValuationSettings, state: StockState, movement: Movement): Valued {
  const qty = positive(movement.qty, 'qty');
  const s = read(state);
  if (movement.kind === 'receipt') {
    const rate = decimal(movement.rate, 'rate');
    if (rate.isNegative()) throw fail.field('rate', 'must be zero or above', 'negative');
    return receive(settings, s, qty, rate);
  }
  if (qty.greaterThan(s.qty) && !settings.allowNegativeStock) {
    const item = settings.itemCode ? ` of ${settings.itemCode}` : '';
    throw fail.conflict(`Cannot issue ${qty.toFixed()}${item}: ${s.qty.toFixed()} on hand, and the item does not allow negative stock.`, 'insufficient-stock');
  }
  return issue(settings, s, qty);
}

/**
 * Brings a STANDARD item's stock to its (changed) standard cost: the difference goes to stock
 * against the variance account. Call it when the standard cost changes, before the next movement.
 */
export function revalueAtStandardCost(settings: ValuationSettings, state: StockState): Valued {
  const s = read(state);
  const value = round(s.qty.times(standardCost(settings)), settings);
  const delta = value.minus(s.value);
  const next = { ...s, value };
  return {
    state: write(next, settings),
    valuation: {
      kind: 'revaluation', qty: '0', rate: standardCost(settings).toFixed(), amount: money(new D(0), settings),
      stockValue: money(delta, settings), variance: money(delta.negated(), settings),
      balanceQty: next.qty.toFixed(), balanceValue: money(value, settings),
    },
  };
}

/** The item's valuation rate for display: the standard cost, the moving average, or value / qty. */
export function valuationRate(settings: ValuationSettings, state: StockState): string {
  if (settings.valuationMethod === 'STANDARD') return standardCost(settings).toFixed();
  const s = read(state);
  if (settings.valuationMethod === 'MAVG' || !s.qty.greaterThan(0)) return s.rate.toFixed();
  return s.value.dividedBy(s.qty).toDecimalPlaces(RATE_DECIMALS).toFixed();
}

// ---- receipts --------------------------------------------------------------------------

type State = { qty: Dec; value: Dec; rate: Dec; lots: { qty: Dec; rate: Dec }[] };

function receive(settings: ValuationSettings, s: State, qty: Dec, rate: Dec): Valued {
  const amount = round(qty.times(rate), settings);
  const balanceQty = s.qty.plus(qty);
  let next: State;
  switch (settings.valuationMethod) {
    case 'STANDARD':
      next = { ...s, qty: balanceQty, value: s.value.plus(standardDelta(settings, s.qty, balanceQty)) };
      break;
    case 'MAVG':
      next = receiveAverage(settings, s, qty, rate, amount);
      break;
    default:
      next = receiveLot(settings, s, qty, rate);
  }
  const stockValue = next.value.minus(s.value);
  return {
    state: write(next, settings),
    valuation: {
      kind: 'receipt', qty: qty.toFixed(), rate: rate.toFixed(), amount: money(amount, settings),
      stockValue: money(stockValue, settings), variance: money(amount.minus(stockValue), settings),
      balanceQty: balanceQty.toFixed(), balanceValue: money(next.value, settings),
    },
  };
}

/** A new lot at the end; a negative lot is settled first (at its own rate, the rest is variance). */
function receiveLot(settings: ValuationSettings, s: State, qty: Dec, rate: Dec): State {
  const balanceQty = s.qty.plus(qty);
  if (!s.qty.isNegative()) {
    const lots = [...s.lots, { qty, rate }];
    return { qty: balanceQty, value: s.value.plus(round(qty.times(rate), settings)), rate, lots };
  }
  if (!balanceQty.greaterThan(0)) {
    const owedRate = s.lots[0].rate;
    const lots = balanceQty.isZero() ? [] : [{ qty: balanceQty, rate: owedRate }];
    return { ...s, qty: balanceQty, value: round(balanceQty.times(owedRate), settings), lots };
  }
  return { qty: balanceQty, value: round(balanceQty.times(rate), settings), rate, lots: [{ qty: balanceQty, rate }] };
}

/** The average is value / qty; a receipt into a negative balance settles it at the shortfall's rate. */
function receiveAverage(settings: ValuationSettings, s: State, qty: Dec, rate: Dec, amount: Dec): State {
  const balanceQty = s.qty.plus(qty);
  let value: Dec;
  if (!s.qty.isNegative()) value = s.value.plus(amount);
  else if (!balanceQty.greaterThan(0)) value = round(balanceQty.times(s.rate), settings);
  else value = round(balanceQty.times(rate), settings);
  const average = balanceQty.greaterThan(0) ? value.dividedBy(balanceQty).toDecimalPlaces(RATE_DECIMALS) : s.rate;
  return { ...s, qty: balanceQty, value, rate: average };
}

// ---- issues ----------------------------------------------------------------------------

function issue(settings: ValuationSettings, s: State, qty: Dec): Valued {
  const balanceQty = s.qty.minus(qty);
  let next: State;
  let lotsTaken: { qty: Dec; rate: Dec }[] | undefined;
  switch (settings.valuationMethod) {
    case 'STANDARD':
      next = { ...s, qty: balanceQty, value: s.value.plus(standardDelta(settings, s.qty, balanceQty)) };
      break;
    case 'MAVG':
      next = { ...s, qty: balanceQty, value: issueAverage(settings, s, qty) };
      break;
    default:
      ({ next, lotsTaken } = issueLots(settings, s, qty));
  }
  const amount = s.value.minus(next.value);
  return {
    state: write(next, settings),
    valuation: {
      kind: 'issue', qty: qty.toFixed(), rate: amount.dividedBy(qty).toDecimalPlaces(RATE_DECIMALS).toFixed(),
      amount: money(amount, settings), stockValue: money(amount.negated(), settings), variance: money(new D(0), settings),
      balanceQty: balanceQty.toFixed(), balanceValue: money(next.value, settings),
      ...(lotsTaken && { lotsTaken: lotsTaken.map((l) => ({ qty: l.qty.toFixed(), rate: l.rate.toFixed() })) }),
    },
  };
}

/** The value left after the issue: a proportional share goes out, the shortfall at the stored rate. */
function issueAverage(settings: ValuationSettings, s: State, qty: Dec): Dec {
  const balanceQty = s.qty.minus(qty);
  if (balanceQty.greaterThan(0)) return s.value.minus(round(s.value.times(qty).dividedBy(s.qty), settings));
  return round(balanceQty.times(s.rate), settings);
}

/** Takes lots from the oldest (FIFO) or newest (LIFO) end; a shortfall becomes or grows the negative lot. */
function issueLots(settings: ValuationSettings, s: State, qty: Dec): { next: State; lotsTaken: { qty: Dec; rate: Dec }[] } {
  const lifo = settings.valuationMethod === 'LIFO';
  const lots = lifo ? [...s.lots].reverse() : [...s.lots];
  const lotsTaken: { qty: Dec; rate: Dec }[] = [];
  let value = s.value;
  let left = qty;
  while (left.greaterThan(0) && lots.length > 0 && lots[0].qty.greaterThan(0)) {
    const lot = lots[0];
    const taken = D.min(left, lot.qty);
    const remaining = lot.qty.minus(taken);
    value = value.minus(round(lot.qty.times(lot.rate), settings)).plus(round(remaining.times(lot.rate), settings));
    lotsTaken.push({ qty: taken, rate: lot.rate });
    left = left.minus(taken);
    if (remaining.isZero()) lots.shift();
    else lots[0] = { qty: remaining, rate: lot.rate };
  }
  if (left.greaterThan(0)) {
    // Below zero: one negative lot at the rate of the last receipt (or of the negative lot already there).
    const owed = lots.length > 0 ? lots[0].qty : new D(0);
    const rate = lots.length > 0 ? lots[0].rate : s.rate;
    const negative = { qty: owed.minus(left), rate };
    value = value.minus(round(owed.times(rate), settings)).plus(round(negative.qty.times(rate), settings));
    lotsTaken.push({ qty: left, rate });
    lots.splice(0, lots.length, negative);
  }
  return { next: { ...s, qty: s.qty.minus(qty), value, lots: lifo ? lots.reverse() : lots }, lotsTaken };
}

// ---- helpers ---------------------------------------------------------------------------

function standardCost(settings: ValuationSettings): Dec {
  if (settings.standardCost == null) throw fail.conflict('The item is valued at STANDARD cost but has no standard cost.', 'conflict');
  return new D(settings.standardCost);
}

/** The change of a STANDARD balance's value when its qty goes from `before` to `after`. */
function standardDelta(settings: ValuationSettings, before: Dec, after: Dec): Dec {
  const cost = standardCost(settings);
  return round(after.times(cost), settings).minus(round(before.times(cost), settings));
}

function decimal(value: Decimal.Value, path: string): Dec {
  let parsed: Dec | undefined;
  try {
    parsed = new D(value);
  } catch {
    // not a number at all: the same answer as an infinite one
  }
  if (!parsed?.isFinite()) throw fail.field(path, 'must be a decimal number', 'not-a-number');
  return parsed;
}

function positive(value: Decimal.Value, path: string): Dec {
  const qty = decimal(value, path);
  if (!qty.greaterThan(0)) throw fail.field(path, 'must be above zero', 'not-positive');
  return qty;
}

function round(value: Dec, settings: ValuationSettings): Dec {
  return value.toDecimalPlaces(settings.minorUnits, Decimal.ROUND_HALF_EVEN);
}

function money(value: Dec, settings: ValuationSettings): string {
  return value.toFixed(settings.minorUnits);
}

function read(state: StockState): State {
  return {
    qty: new D(state.qty), value: new D(state.value), rate: new D(state.rate),
    lots: state.lots.map((l) => ({ qty: new D(l.qty), rate: new D(l.rate) })),
  };
}

function write(s: State, settings: ValuationSettings): StockState {
  return {
    qty: s.qty.toFixed(), value: money(s.value, settings), rate: s.rate.toFixed(),
    lots: s.lots.map((l) => ({ qty: l.qty.toFixed(), rate: l.rate.toFixed() })),
  };
}
