import { purchaseOrderCreate, type PurchaseOrderCreate } from '../../../contract/purchase-orders';
import { withTypedAmounts } from '../../components/form/typed-input';
import { orderLineMath } from '../orders/order-form';

/** The create form's logic: the order core's lines (features/orders/order-form.ts) priced by `rate`. */
export type OrderLine = PurchaseOrderCreate['items'][number];
export const { emptyLine: emptyOrderLine, lineAmount, orderTotal } = orderLineMath<OrderLine>('rate');

/** The contract's schema over the typed quantities and rates (exact decimal strings until sent). */
export const orderSchema = withTypedAmounts(purchaseOrderCreate, ['items.*.qty', 'items.*.rate']);
