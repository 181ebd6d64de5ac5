import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Anchor } from '@mantine/core';
import type { Bill } from '../../../contract/bills';
import { billHref, bills } from '../../api/bills';
import { purchaseOrderPicker, purchaseOrders } from '../../api/purchase-orders';
import { supplierPicker, suppliers } from '../../api/suppliers';
import { useCompanyQuery, useCurrentCompany } from '../../app/current-company';
import type { DataColumn } from '../../components/data-table/DataTable';
import { DateRangeFilter } from '../../components/data-table/DateFilter';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { useListUrlState } from '../../components/data-table/useListUrlState';
import { RecordSelect } from '../../components/form/pickers';
import { formatDateTime, formatDay } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';
import { moneyColumn } from '../../components/Money';
import { StatusBadge } from '../../components/StatusBadge';
import { useFiscalYearOfToday } from '../periods/period-days';

/** A link inside a row that opens its own page, not the row's. */
const cellLink = (to: string, text: string) => <Anchor component={Link} to={to} onClick={(e) => e.stopPropagation()}>{text}</Anchor>;

const columns: DataColumn<Bill>[] = [
  { id: 'number', header: 'Number', cell: (b) => b.number, text: (b) => b.number, sortable: true, alwaysVisible: true },
  { id: 'postingDate', header: 'Posting date', cell: (b) => formatDay(b.postingDate), text: (b) => b.postingDate, sortable: true },
  { id: 'supplierName', header: 'Supplier', cell: (b) => cellLink(`/purchasing/suppliers/${b.supplierIdString}`, b.supplierName), text: (b) => b.supplierName },
  { id: 'purchaseOrderNumber', header: 'Purchase order', cell: (b) => cellLink(`/purchasing/orders/${b.purchaseOrderIdString}`, b.purchaseOrderNumber), text: (b) => b.purchaseOrderNumber },
  moneyColumn({ id: 'total', header: 'Total', amount: (b) => b.total, currency: (b) => b.currency, sortable: true }),
  moneyColumn({ id: 'outstanding', header: 'Outstanding', amount: (b) => b.outstanding, currency: (b) => b.currency, keyFigure: true }),
  { id: 'status', header: 'Status', cell: (b) => <StatusBadge status={b.status} />, text: (b) => b.status },
  { id: 'createdAt', header: 'Posted', cell: (b) => formatDateTime(b.createdAt), text: (b) => b.createdAt, sortable: true },
];

/** Route `purchasing/bills`: the suppliers' bills, newest first. Bills are made from a purchase order's page. */
export default function BillListPage() {
  const state = useListUrlState({ defaultSort: '-postingDate', filters: ['supplierIdString', 'purchaseOrderIdString', 'fromDate', 'toDate', 'search'] as const });
  const query = useCompanyQuery(state.query);
  const { companyId } = useCurrentCompany();
  const supplierSearch = useMemo(() => supplierPicker(companyId), [companyId]);
  const orderSearch = useMemo(() => purchaseOrderPicker(companyId), [companyId]);
  const supplier = suppliers.useOne(state.filters.supplierIdString);
  const order = purchaseOrders.useOne(state.filters.purchaseOrderIdString);
  const fiscalYear = useFiscalYearOfToday(companyId);
  return (
    <ListPageLayout
      title="Bills"
      description="What suppliers have billed for purchase orders, and what is still to pay. A bill is made from its purchase order's page."
      empty={{ none: 'No bills yet. Bill a purchase order from its page.', filtered: 'No bills match these filters.' }}
      filters={
        <>
          <RecordSelect
            label="Supplier"
            source={supplierSearch}
            value={state.filters.supplierIdString}
            onChange={(v) => state.setFilter('supplierIdString', v)}
            initialOption={supplier.data ? { value: supplier.data.id, label: supplier.data.name } : null}
            placeholder="Any"
            w={220}
          />
          <RecordSelect
            label="Purchase order"
            source={orderSearch}
            value={state.filters.purchaseOrderIdString}
            onChange={(v) => state.setFilter('purchaseOrderIdString', v)}
            initialOption={order.data ? { value: order.data.id, label: `${order.data.number} · ${order.data.supplierName}` } : null}
            placeholder="Any"
            w={220}
          />
          <DateRangeFilter value={{ fromDate: state.filters.fromDate, toDate: state.filters.toDate }} onChange={(range) => state.setFilters(range)} fiscalYear={fiscalYear} />
          <SearchFilter label="Number" value={state.filters.search} onChange={(v) => state.setFilter('search', v)} />
        </>
      }
      table={{ tableId: 'bills', caption: 'Bills of the current company', columns, result: bills.useList(query), state, source: bills.list, query, rowHref: billHref }}
    />
  );
}
