import { purchaseOrders } from '../../api/purchase-orders';
import { supplierPicker, suppliers } from '../../api/suppliers';
import { OrderCreateModal, type OrderCreateKind } from '../orders/OrderCreateModal';
import { emptyOrderLine, lineAmount, orderSchema, orderTotal, type OrderLine } from './order-form';

const purchaseOrderKind: OrderCreateKind<OrderLine> = {
  noun: 'purchase order',
  intro: 'The order is saved as a draft; submit it from its page when it goes to the supplier.',
  party: {
    field: 'supplierIdString', label: 'Supplier', placeholder: 'Search suppliers', picker: supplierPicker,
    useCurrency: (id) => suppliers.useOne(id).data?.currencyCodeString, currencyDescription: 'The supplier\'s billing currency, unless you choose another',
  },
  promised: { field: 'expectedDate', label: 'Expected by' },
  lines: { priceField: 'rate', priceLabel: 'Rate', emptyLine: emptyOrderLine, lineAmount, orderTotal },
  schema: orderSchema,
  useCreate: purchaseOrders.useCreate,
  href: (order) => `/purchasing/orders/${order.id}`,
};

/** Route `purchasing/orders/new`: a DRAFT purchase order, its lines picked by item code. */
export default function PurchaseOrderCreateModal() {
  return <OrderCreateModal kind={purchaseOrderKind} />;
}
