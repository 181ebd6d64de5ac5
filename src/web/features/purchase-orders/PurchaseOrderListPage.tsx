import { purchaseOrderStatuses, type PurchaseOrder } from '../../../contract/purchase-orders';
import { purchaseOrders } from '../../api/purchase-orders';
import { supplierPicker, suppliers } from '../../api/suppliers';
import { OrderListPage, orderColumns } from '../orders/OrderListPage';

export const orderHref = (o: Pick<PurchaseOrder, 'id'>) => `/purchasing/orders/${o.id}`;

const columns = orderColumns<PurchaseOrder>({
  party: { id: 'supplierName', header: 'Supplier', value: (o) => o.supplierName },
  promised: { id: 'expectedDate', header: 'Expected by', value: (o) => o.expectedDate },
  moved: { id: 'receivedPercent', header: 'Received', value: (o) => o.receivedPercent },
});

const useSupplier = (id: string | undefined) => suppliers.useOne(id).data;

export default function PurchaseOrderListPage() {
  return (
    <OrderListPage
      title="Purchase orders"
      newLabel="New purchase order" writeScope="purchase-orders:write"
      description="Orders to suppliers: drafts, open orders waiting for goods or bills, and finished ones."
      empty={{ none: 'No purchase orders yet.', create: 'Create the first purchase order', filtered: 'No purchase orders match these filters.' }}
      tableId="purchase-orders" caption="Purchase orders of the current company" columns={columns} defaultSort="-orderDate"
      statuses={purchaseOrderStatuses}
      party={{ filter: 'supplierIdString', label: 'Supplier', picker: supplierPicker, useRecord: useSupplier }}
      numberSearch
      orders={purchaseOrders} rowHref={orderHref}
    />
  );
}
