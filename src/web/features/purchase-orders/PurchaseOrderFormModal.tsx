import { purchaseOrders } from '../../api/purchase-orders';
import { supplierPicker, suppliers } from '../../api/suppliers';
import type { PurchaseOrderDetail } from '../../../contract/purchase-orders';
import { OrderCreateModal, OrderEditModal, type OrderFormKind } from '../orders/OrderFormModal';
import { canEdit } from './actions';
import { emptyOrderLine, lineAmount, orderSchema, orderTotals, purchaseOrderFormValues, type OrderLine } from './order-form';

const purchaseOrderKind: OrderFormKind<OrderLine, PurchaseOrderDetail> = {
  noun: 'purchase order',
  intro: 'The order is saved as a draft; submit it from its page when it goes to the supplier.',
  party: {
    field: 'supplierIdString', label: 'Supplier', placeholder: 'Search suppliers', picker: supplierPicker,
    useCurrency: (id) => suppliers.useOne(id).data?.currencyCodeString, currencyDescription: 'The supplier\'s billing currency, unless you choose another',
    nameOf: (order) => order.supplierName,
  },
  promised: { field: 'expectedDate', label: 'Expected by' },
  lines: { priceField: 'rate', priceLabel: 'Rate', emptyLine: emptyOrderLine, lineAmount, orderTotals },
  schema: orderSchema,
  useCreate: purchaseOrders.useCreate,
  href: (order) => `/purchasing/orders/${order.id}`,
  edit: { useOne: purchaseOrders.useOne, useReplace: purchaseOrders.useReplace, canEdit, formValues: purchaseOrderFormValues },
};

/** Route `purchasing/orders/new`: a DRAFT purchase order, its lines picked by item code. */
export default function PurchaseOrderCreateModal() {
  return <OrderCreateModal kind={purchaseOrderKind} />;
}

/** Route `purchasing/orders/:id/edit`: the DRAFT in the same form, saved if nobody changed it meanwhile. */
export function PurchaseOrderEditModal() {
  return <OrderEditModal kind={purchaseOrderKind} />;
}
