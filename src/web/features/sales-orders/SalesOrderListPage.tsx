import { useMemo } from 'react';
import { salesOrderStatuses, type SalesOrder } from '../../../contract/sales-orders';
import { customerPicker, customers } from '../../api/customers';
import { salesOrders } from '../../api/sales-orders';
import { useCompanyQuery, useCurrentCompany } from '../../app/current-company';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SelectFilter } from '../../components/data-table/SelectFilter';
import { DateRangeFilter } from '../../components/data-table/DateFilter';
import { useListUrlState } from '../../components/data-table/useListUrlState';
import { RecordSelect } from '../../components/form/pickers';
import { formatDateTime, formatDay, formatNumber } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';
import { moneyColumn } from '../../components/Money';
import { enumOptions } from '../../components/options';
import { StatusBadge } from '../../components/StatusBadge';

export const salesOrderHref = (o: Pick<SalesOrder, 'id'>) => `/sales/orders/${o.id}`;

const percent = (value: number) => `${formatNumber(value)} %`;

const columns: DataColumn<SalesOrder>[] = [
  { id: 'number', header: 'Number', cell: (o) => o.number, text: (o) => o.number, sortable: true, alwaysVisible: true },
  { id: 'orderDate', header: 'Order date', cell: (o) => formatDay(o.orderDate), text: (o) => o.orderDate, sortable: true },
  { id: 'customerName', header: 'Customer', cell: (o) => o.customerName, text: (o) => o.customerName },
  { id: 'status', header: 'Status', cell: (o) => <StatusBadge status={o.status} />, text: (o) => o.status, sortable: true },
  { id: 'workflowState', header: 'Workflow', cell: (o) => <StatusBadge status={o.workflowState} />, text: (o) => o.workflowState },
  { id: 'deliveryDate', header: 'Delivery by', cell: (o) => formatDay(o.deliveryDate) || '—', text: (o) => o.deliveryDate ?? '' },
  moneyColumn({ id: 'total', header: 'Total', amount: (o) => o.total, currency: (o) => o.currencyCodeString, sortable: true }),
  { id: 'deliveredPercent', header: 'Delivered', cell: (o) => percent(o.deliveredPercent), text: (o) => String(o.deliveredPercent) },
  { id: 'billedPercent', header: 'Billed', cell: (o) => percent(o.billedPercent), text: (o) => String(o.billedPercent) },
  { id: 'createdAt', header: 'Created', cell: (o) => formatDateTime(o.createdAt), text: (o) => o.createdAt, sortable: true },
];

/** Route `sales/orders`: status, customer and creation-date filters as the interface names them (`customerId`, `fromDate`, `toDate`). */
export default function SalesOrderListPage() {
  const state = useListUrlState({ defaultSort: '-createdAt', filters: ['status', 'customerId', 'fromDate', 'toDate'] as const });
  const query = useCompanyQuery(state.query);
  const { companyId } = useCurrentCompany();
  const customerSearch = useMemo(() => customerPicker(companyId), [companyId]);
  const customer = customers.useOne(state.filters.customerId);
  return (
    <ListPageLayout
      title="Sales orders"
      newLabel="New sales order" writeScope="sales-orders:write"
      description="Orders from customers: drafts waiting for approval, approved orders to deliver and bill, and finished ones. The date range is on when the order was entered."
      empty={{ none: 'No sales orders yet.', create: 'Create the first sales order', filtered: 'No sales orders match these filters.' }}
      filters={
        <>
          <SelectFilter label="Status" data={enumOptions(salesOrderStatuses)} value={state.filters.status} onChange={(v) => state.setFilter('status', v)} w={200} />
          <RecordSelect
            label="Customer"
            source={customerSearch}
            value={state.filters.customerId}
            onChange={(v) => state.setFilter('customerId', v)}
            initialOption={customer.data ? { value: customer.data.id, label: customer.data.name } : null}
            placeholder="Any"
            w={220}
          />
          <DateRangeFilter value={{ fromDate: state.filters.fromDate, toDate: state.filters.toDate }} onChange={(range) => state.setFilters(range)} />
        </>
      }
      table={{ tableId: 'sales-orders', caption: 'Sales orders of the current company', columns, result: salesOrders.useList(query), state, source: salesOrders.list, query, rowHref: salesOrderHref }}
    />
  );
}
