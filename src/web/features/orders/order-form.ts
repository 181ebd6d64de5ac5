import { taxedTotals, type RatePercents } from '../../money/document-tax';
import { lineAmount as priceTimesQty, toDecimal, type Amount } from '../../money/money';

/**
 * The order form's logic every order shares: its lines and their live totals, exact (decimal.js,
 * never floats). A line is `itemCode`, `qty`, the price under the kind's name (`unitPrice`,
 * `rate`) and its `taxRateIdString`.
 */

/** What a field holds: its exact decimal string (or a number); what it could not read counts as nothing yet. */
const typed = (value: unknown): Amount | undefined => (typeof value === 'string' || typeof value === 'number' ? value : undefined);

/** The line logic of an order whose price field is `priceField`. */
export function orderLineMath<Line extends { itemCode: string; qty: number; taxRateIdString?: string | null }>(priceField: Exclude<keyof Line, 'itemCode' | 'qty' | 'taxRateIdString'> & string) {
  /** A new, empty line. */
  const emptyLine = (): Partial<Line> => ({ itemCode: undefined, qty: undefined, [priceField]: undefined, taxRateIdString: null }) as Partial<Line>;

  /** A line's amount as the service computes it: qty × price, rounded half-even to the currency's minor units. */
  function lineAmount(line: Partial<Line> | undefined, minorUnits: number) {
    const qty = typed(line?.qty);
    const price = typed(line?.[priceField]);
    if (qty === undefined || price === undefined) return undefined;
    return priceTimesQty(qty, price, minorUnits);
  }

  /**
   * The order's net (the line amounts), tax (each line's at its rate's percentage in `percents`,
   * rounded on its own as the service does) and total; lines not filled in count as nothing.
   */
  function orderTotals(lines: (Partial<Line> | undefined)[] | undefined, minorUnits: number, percents: RatePercents = new Map()) {
    return taxedTotals((lines ?? []).map((line) => ({ amount: lineAmount(line, minorUnits), taxRateIdString: line?.taxRateIdString })), percents, minorUnits);
  }

  return { emptyLine, lineAmount, orderTotals };
}

/** The fields a kind of order names its own way: its party, promised date and price. */
export type OrderFieldNames = { party: string; promised: string; priceField: string };

type SavedOrder = {
  companyIdString: string; currencyCodeString: string; exchangeRate?: string; orderDate: string; notes: string | null;
  items: ({ itemCode: string; qty: number; taxRateIdString: string | null } & Record<string, unknown>)[];
} & Record<string, unknown>;

/**
 * A saved order as the values of its edit form (the create's payload): quantities and prices as
 * the exact decimal strings the fields hold, each line's tax rate kept, what the order has as null left empty.
 */
export function orderFormValues(order: SavedOrder, { party, promised, priceField }: OrderFieldNames) {
  const exact = (n: unknown) => toDecimal(n as number).toFixed();
  return {
    companyIdString: order.companyIdString,
    [party]: order[party],
    currencyCodeString: order.currencyCodeString,
    // the rate it was saved at stays (the form empties it in the base currency)
    exchangeRate: order.exchangeRate,
    orderDate: order.orderDate,
    [promised]: order[promised] ?? undefined,
    notes: order.notes ?? undefined,
    items: order.items.map((line) => ({ itemCode: line.itemCode, qty: exact(line.qty), [priceField]: exact(line[priceField]), taxRateIdString: line.taxRateIdString })),
  };
}
