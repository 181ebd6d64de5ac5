import { purchaseOrderCreate, type PurchaseOrderCreate } from '../../../contract/purchase-orders';
import { withTypedAmounts } from '../../components/form/typed-input';
import { lineAmount as priceTimesQty, sumAmounts, type Amount } from '../../money/money';

/** The create form's logic: its lines and their live totals, exact (decimal.js, never floats). */
export type OrderLine = PurchaseOrderCreate['items'][number];
export const emptyOrderLine = (): Partial<OrderLine> => ({ itemCode: undefined, qty: undefined, rate: undefined });

/** What a field holds: its exact decimal string (or a number); what it could not read counts as nothing yet. */
const typed = (value: unknown): Amount | undefined => (typeof value === 'string' || typeof value === 'number' ? value : undefined);

/** A line's amount as the service computes it: qty × rate, rounded half-even to the currency's minor units. */
export function lineAmount(line: Partial<OrderLine> | undefined, minorUnits: number) {
  const qty = typed(line?.qty);
  const rate = typed(line?.rate);
  if (qty === undefined || rate === undefined) return undefined;
  return priceTimesQty(qty, rate, minorUnits);
}

/** The order total: the sum of the line amounts (lines not filled in count as nothing). */
export function orderTotal(lines: (Partial<OrderLine> | undefined)[] | undefined, minorUnits: number) {
  return sumAmounts((lines ?? []).map((line) => lineAmount(line, minorUnits)));
}

/** The contract's schema over the typed quantities and rates (exact decimal strings until sent). */
export const orderSchema = withTypedAmounts(purchaseOrderCreate, ['items.*.qty', 'items.*.rate']);
