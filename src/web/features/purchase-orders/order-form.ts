import { purchaseOrderCreate, type PurchaseOrderCreate, type PurchaseOrderDetail } from '../../../contract/purchase-orders';
import { withTypedAmounts } from '../../components/form/typed-input';
import { orderFormValues, orderLineMath, type OrderFieldNames } from '../orders/order-form';

/** The create form's logic: the order core's lines (features/orders/order-form.ts) priced by `rate`. */
export type OrderLine = PurchaseOrderCreate['items'][number];
export const { emptyLine: emptyOrderLine, lineAmount, orderTotals } = orderLineMath<OrderLine>('rate');

/** The contract's schema over the typed quantities and rates (exact decimal strings until sent). */
export const orderSchema = withTypedAmounts(purchaseOrderCreate, ['items.*.qty', 'items.*.rate']);

export const purchaseOrderFields: OrderFieldNames = { party: 'supplierIdString', promised: 'expectedDate', priceField: 'rate' };

/** A draft as its edit form's values (features/orders/order-form.ts). */
export const purchaseOrderFormValues = (order: PurchaseOrderDetail) => orderFormValues(order, purchaseOrderFields);
