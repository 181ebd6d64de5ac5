import { salesOrderStatuses, salesOrderWorkflowStates, type SalesOrder } from '../../../contract/sales-orders';
import { customerPicker, customers } from '../../api/customers';
import { salesOrders } from '../../api/sales-orders';
import { OrderListPage, orderColumns } from '../orders/OrderListPage';
import { salesOrderState } from './state';

export const salesOrderHref = (o: Pick<SalesOrder, 'id'>) => `/sales/orders/${o.id}`;

const columns = orderColumns<SalesOrder>({
  party: { id: 'customerName', header: 'Customer', value: (o) => o.customerName },
  state: salesOrderState,
  promised: { id: 'deliveryDate', header: 'Delivery by', value: (o) => o.deliveryDate },
  moved: { id: 'deliveredPercent', header: 'Delivered', value: (o) => o.deliveredPercent },
});

const useCustomer = (id: string | undefined) => customers.useOne(id).data;

/**
 * Route `sales/orders`: status, approval, customer, order-date range and number filters (the
 * interface's `status` and `customerId`; the order date and approval by the extensions
 * `orderDateFrom`, `orderDateTo`, `workflowState` and `search`).
 */
export default function SalesOrderListPage() {
  return (
    <OrderListPage
      title="Sales orders"
      newLabel="New sales order" writeScope="sales-orders:write"
      description="Orders from customers: drafts waiting for approval, approved orders to deliver and bill, and finished ones. The date range is on the order date."
      empty={{ none: 'No sales orders yet.', create: 'Create the first sales order', filtered: 'No sales orders match these filters.' }}
      tableId="sales-orders" caption="Sales orders of the current company" columns={columns} defaultSort="-createdAt"
      statuses={salesOrderStatuses}
      workflowStates={salesOrderWorkflowStates}
      dateRange={['orderDateFrom', 'orderDateTo']}
      numberSearch
      party={{ filter: 'customerId', label: 'Customer', picker: customerPicker, useRecord: useCustomer }}
      orders={salesOrders} rowHref={salesOrderHref}
    />
  );
}
