import { salesOrderCreate, type SalesOrderCreate, type SalesOrderDetail } from '../../../contract/sales-orders';
import { withTypedAmounts } from '../../components/form/typed-input';
import { lineAmount as priceTimesQty, sumAmounts, toDecimal, type Amount } from '../../money/money';

/** The create form's logic: its lines and their live totals, exact (decimal.js, never floats). */
export type SalesOrderLineInput = SalesOrderCreate['items'][number];
export const emptySalesLine = (): Partial<SalesOrderLineInput> => ({ itemCode: undefined, qty: undefined, unitPrice: undefined });

/** What a field holds: its exact decimal string (or a number); what it could not read counts as nothing yet. */
const typed = (value: unknown): Amount | undefined => (typeof value === 'string' || typeof value === 'number' ? value : undefined);

/** A line's amount as the service computes it: qty × unitPrice, rounded half-even to the currency's minor units. */
export function salesLineAmount(line: Partial<SalesOrderLineInput> | undefined, minorUnits: number) {
  const qty = typed(line?.qty);
  const unitPrice = typed(line?.unitPrice);
  if (qty === undefined || unitPrice === undefined) return undefined;
  return priceTimesQty(qty, unitPrice, minorUnits);
}

/** The order total: the sum of the line amounts (lines not filled in count as nothing). */
export function salesOrderTotal(lines: (Partial<SalesOrderLineInput> | undefined)[] | undefined, minorUnits: number) {
  return sumAmounts((lines ?? []).map((line) => salesLineAmount(line, minorUnits)));
}

/** The contract's schema over the typed quantities and unit prices (exact decimal strings until sent). */
export const salesOrderSchema = withTypedAmounts(salesOrderCreate, ['items.*.qty', 'items.*.unitPrice']);

/** What is left to deliver per order line (ordered − delivered), as exact decimal strings; lines with nothing left are left out. */
export function openToDeliver(order: Pick<SalesOrderDetail, 'items'>) {
  return proposedLines(order, (line) => toDecimal(line.qty).minus(toDecimal(line.deliveredQty)));
}

/** What a return proposes per line: everything delivered on it so far. */
export function deliveredToReturn(order: Pick<SalesOrderDetail, 'items'>) {
  return proposedLines(order, (line) => toDecimal(line.deliveredQty));
}

function proposedLines(order: Pick<SalesOrderDetail, 'items'>, qtyOf: (line: SalesOrderDetail['items'][number]) => ReturnType<typeof toDecimal>) {
  return order.items
    .map((line) => ({ line, open: qtyOf(line) }))
    .filter(({ open }) => open.gt(0))
    .map(({ line, open }) => ({ itemCode: line.itemCode, itemName: line.itemName, uom: line.uom, qty: open.toFixed() }));
}

/**
 * The price a line is proposed: the item's current price in the order currency (a decimal string
 * at the currency's minor units, as `GET /items/{id}` answers it), or none.
 */
export function currentPriceIn(prices: { currency: string; price: string }[] | undefined, currency: string | undefined): string | undefined {
  if (!currency) return undefined;
  return prices?.find((p) => p.currency === currency)?.price;
}
