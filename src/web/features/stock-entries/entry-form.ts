import { z } from 'zod';
import { stockEntryCreate, type StockEntryCreate, type StockEntryType } from '../../../contract/stock-entries';
import { withTypedAmounts } from '../../components/form/typed-input';
import { roundToMinorUnits, sumAmounts, toDecimal, type Amount } from '../../money/money';
import type { Decimal } from 'decimal.js';

/** The stock entry form's logic: its lines, their live values and the receipt's required rates. */
export type Line = StockEntryCreate['items'][number];
export const emptyLine = (): Partial<Line> => ({ itemCode: undefined, qty: undefined, rate: undefined });

/** What a field holds when it can be read: its exact decimal string (or a number); anything else is not a value yet. */
const typed = (value: unknown): Amount | undefined => (typeof value === 'string' || typeof value === 'number' ? value : undefined);

/**
 * A receipt line's value as the service computes it: round(qty × rate), half to even at the
 * currency's minor units, in exact decimals; undefined until both are typed.
 */
export function lineValue(line: Partial<Line> | undefined, minorUnits: number): Decimal | undefined {
  const qty = typed(line?.qty);
  const rate = typed(line?.rate);
  if (qty === undefined || rate === undefined) return undefined;
  return roundToMinorUnits(toDecimal(qty).times(toDecimal(rate)), minorUnits);
}

/** The receipt's total: the sum of the lines' values (lines not complete yet count as nothing). */
export function entryTotal(lines: Partial<Line>[] | undefined, minorUnits: number): Decimal {
  return sumAmounts((lines ?? []).map((line) => lineValue(line, minorUnits)));
}

/**
 * The contract's schema over the typed quantities and rates (exact decimal strings); an issue's
 * rates are left out (the valuation sets them), a receipt's are required at their line.
 */
export function entrySchema() {
  const typedSchema = withTypedAmounts(stockEntryCreate, ['items.*.qty', 'items.*.rate']);
  const issueWithoutRates = (values: unknown) => {
    const v = values as { entryType?: StockEntryType; items?: Partial<Line>[] };
    if (v?.entryType !== 'ISSUE' || !Array.isArray(v.items)) return values;
    return { ...v, items: v.items.map(({ rate: _rate, ...line }) => line) };
  };
  return z.preprocess(issueWithoutRates, typedSchema).superRefine((entry, ctx) => {
    if (entry.entryType !== 'RECEIPT') return;
    entry.items.forEach((line, i) => {
      if (line.rate === undefined) ctx.addIssue({ code: 'custom', path: ['items', i, 'rate'], message: 'is required on a receipt' });
    });
  }) as unknown as typeof typedSchema;
}
