import { useMemo } from 'react';
import { purchaseOrderStatuses, type PurchaseOrder } from '../../../contract/purchase-orders';
import { purchaseOrders } from '../../api/purchase-orders';
import { supplierPicker, suppliers } from '../../api/suppliers';
import { useCompanyQuery, useCurrentCompany } from '../../app/current-company';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SelectFilter } from '../../components/data-table/SelectFilter';
import { DateRangeFilter } from '../../components/data-table/DateFilter';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { useListUrlState } from '../../components/data-table/useListUrlState';
import { RecordSelect } from '../../components/form/pickers';
import { formatDateTime, formatDay, formatNumber } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';
import { moneyColumn } from '../../components/Money';
import { enumOptions } from '../../components/options';
import { StatusBadge } from '../../components/StatusBadge';

export const orderHref = (o: Pick<PurchaseOrder, 'id'>) => `/purchasing/orders/${o.id}`;

const percent = (value: number) => `${formatNumber(value)} %`;

const columns: DataColumn<PurchaseOrder>[] = [
  { id: 'number', header: 'Number', cell: (o) => o.number, text: (o) => o.number, sortable: true, alwaysVisible: true },
  { id: 'orderDate', header: 'Order date', cell: (o) => formatDay(o.orderDate), text: (o) => o.orderDate, sortable: true },
  { id: 'supplierName', header: 'Supplier', cell: (o) => o.supplierName, text: (o) => o.supplierName },
  { id: 'status', header: 'Status', cell: (o) => <StatusBadge status={o.status} />, text: (o) => o.status, sortable: true },
  { id: 'expectedDate', header: 'Expected by', cell: (o) => formatDay(o.expectedDate) || '—', text: (o) => o.expectedDate ?? '' },
  moneyColumn({ id: 'total', header: 'Total', amount: (o) => o.total, currency: (o) => o.currencyCodeString, sortable: true }),
  { id: 'receivedPercent', header: 'Received', cell: (o) => percent(o.receivedPercent), text: (o) => String(o.receivedPercent) },
  { id: 'billedPercent', header: 'Billed', cell: (o) => percent(o.billedPercent), text: (o) => String(o.billedPercent) },
  { id: 'createdAt', header: 'Created', cell: (o) => formatDateTime(o.createdAt), text: (o) => o.createdAt, sortable: true },
];

export default function PurchaseOrderListPage() {
  const state = useListUrlState({ defaultSort: '-orderDate', filters: ['status', 'supplierIdString', 'fromDate', 'toDate', 'search'] as const });
  const query = useCompanyQuery(state.query);
  const { companyId } = useCurrentCompany();
  const supplierSearch = useMemo(() => supplierPicker(companyId), [companyId]);
  const supplier = suppliers.useOne(state.filters.supplierIdString);
  return (
    <ListPageLayout
      title="Purchase orders"
      newLabel="New purchase order" writeScope="purchase-orders:write"
      description="Orders to suppliers: drafts, open orders waiting for goods or bills, and finished ones."
      empty={{ none: 'No purchase orders yet.', create: 'Create the first purchase order', filtered: 'No purchase orders match these filters.' }}
      filters={
        <>
          <SelectFilter label="Status" data={enumOptions(purchaseOrderStatuses)} value={state.filters.status} onChange={(v) => state.setFilter('status', v)} w={200} />
          <RecordSelect
            label="Supplier"
            source={supplierSearch}
            value={state.filters.supplierIdString}
            onChange={(v) => state.setFilter('supplierIdString', v)}
            initialOption={supplier.data ? { value: supplier.data.id, label: supplier.data.name } : null}
            placeholder="Any"
            w={220}
          />
          <DateRangeFilter value={{ fromDate: state.filters.fromDate, toDate: state.filters.toDate }} onChange={(range) => state.setFilters(range)} />
          <SearchFilter label="Number" value={state.filters.search} onChange={(v) => state.setFilter('search', v)} />
        </>
      }
      table={{ tableId: 'purchase-orders', caption: 'Purchase orders of the current company', columns, result: purchaseOrders.useList(query), state, source: purchaseOrders.list, query, rowHref: orderHref }}
    />
  );
}
