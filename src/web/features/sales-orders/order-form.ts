import { salesOrderCreate, type SalesOrderCreate, type SalesOrderDetail } from '../../../contract/sales-orders';
import { withTypedAmounts } from '../../components/form/typed-input';
import { toDecimal } from '../../money/money';
import { orderFormValues, orderLineMath, type OrderFieldNames } from '../orders/order-form';

/** The create form's logic: the order core's lines (features/orders/order-form.ts) priced by `unitPrice`. */
export type SalesOrderLineInput = SalesOrderCreate['items'][number];
export const { emptyLine: emptySalesLine, lineAmount: salesLineAmount, orderTotals: salesOrderTotals } = orderLineMath<SalesOrderLineInput>('unitPrice');

/** The contract's schema over the typed quantities and unit prices (exact decimal strings until sent). */
export const salesOrderSchema = withTypedAmounts(salesOrderCreate, ['items.*.qty', 'items.*.unitPrice']);

export const salesOrderFields: OrderFieldNames = { party: 'customerIdString', promised: 'deliveryDate', priceField: 'unitPrice' };

/** A draft as its edit form's values (features/orders/order-form.ts). */
export const salesOrderFormValues = (order: SalesOrderDetail) => orderFormValues(order, salesOrderFields);

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
