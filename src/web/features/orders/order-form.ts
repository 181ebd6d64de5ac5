import { lineAmount as priceTimesQty, sumAmounts, toDecimal, type Amount } from '../../money/money';

/**
 * The order form's logic every order shares: its lines and their live totals, exact (decimal.js,
 * never floats). A line is `itemCode`, `qty` and the price under the kind's name (`unitPrice`,
 * `rate`).
 */

/** What a field holds: its exact decimal string (or a number); what it could not read counts as nothing yet. */
const typed = (value: unknown): Amount | undefined => (typeof value === 'string' || typeof value === 'number' ? value : undefined);

/** The line logic of an order whose price field is `priceField`. */
export function orderLineMath<Line extends { itemCode: string; qty: number }>(priceField: Exclude<keyof Line, 'itemCode' | 'qty'> & string) {
  /** A new, empty line. */
  const emptyLine = (): Partial<Line> => ({ itemCode: undefined, qty: undefined, [priceField]: undefined }) as Partial<Line>;

  /** A line's amount as the service computes it: qty × price, rounded half-even to the currency's minor units. */
  function lineAmount(line: Partial<Line> | undefined, minorUnits: number) {
    const qty = typed(line?.qty);
    const price = typed(line?.[priceField]);
    if (qty === undefined || price === undefined) return undefined;
    return priceTimesQty(qty, price, minorUnits);
  }

  /** The order total: the sum of the line amounts (lines not filled in count as nothing). */
  function orderTotal(lines: (Partial<Line> | undefined)[] | undefined, minorUnits: number) {
    return sumAmounts((lines ?? []).map((line) => lineAmount(line, minorUnits)));
  }

  return { emptyLine, lineAmount, orderTotal };
}

/** The fields a kind of order names its own way: its party, promised date and price. */
export type OrderFieldNames = { party: string; promised: string; priceField: string };

type SavedOrder = {
  companyIdString: string; currencyCodeString: string; orderDate: string; notes: string | null;
  items: ({ itemCode: string; qty: number } & Record<string, unknown>)[];
} & Record<string, unknown>;

/**
 * A saved order as the values of its edit form (the create's payload): quantities and prices as
 * the exact decimal strings the fields hold, what the order has as null left empty.
 */
export function orderFormValues(order: SavedOrder, { party, promised, priceField }: OrderFieldNames) {
  const exact = (n: unknown) => toDecimal(n as number).toFixed();
  return {
    companyIdString: order.companyIdString,
    [party]: order[party],
    currencyCodeString: order.currencyCodeString,
    orderDate: order.orderDate,
    [promised]: order[promised] ?? undefined,
    notes: order.notes ?? undefined,
    items: order.items.map((line) => ({ itemCode: line.itemCode, qty: exact(line.qty), [priceField]: exact(line[priceField]) })),
  };
}
