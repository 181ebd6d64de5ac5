import type { Bill } from '../../../contract/bills';
import { billHref, bills } from '../../api/bills';
import { purchaseOrderPicker, purchaseOrders } from '../../api/purchase-orders';
import { supplierPicker, suppliers } from '../../api/suppliers';
import { CellLink } from '../../components/data-table/CellLink';
import type { DataColumn } from '../../components/data-table/DataTable';
import { RecordFilter } from '../../components/data-table/RecordFilter';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { useCompanyList } from '../../components/data-table/useCompanyList';
import { formatDateTime, formatDay } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';
import { moneyColumn } from '../../components/Money';
import { useBaseColumn } from '../../components/BaseAmounts';
import { DueDate, dueDateText } from '../../components/DueDate';
import { StatusBadge } from '../../components/StatusBadge';
import { FiscalDateRangeFilter } from '../periods/FiscalDateRangeFilter';


const columns: DataColumn<Bill>[] = [
  { id: 'number', header: 'Number', cell: (b) => b.number, text: (b) => b.number, sortable: true, alwaysVisible: true },
  { id: 'postingDate', header: 'Posting date', cell: (b) => formatDay(b.postingDate), text: (b) => b.postingDate, sortable: true },
  { id: 'dueDate', header: 'Due date', cell: (b) => <DueDate doc={b} />, text: dueDateText },
  { id: 'supplierName', header: 'Supplier', cell: (b) => <CellLink to={`/purchasing/suppliers/${b.supplierIdString}`}>{b.supplierName}</CellLink>, text: (b) => b.supplierName },
  { id: 'purchaseOrderNumber', header: 'Purchase order', cell: (b) => <CellLink to={`/purchasing/orders/${b.purchaseOrderIdString}`}>{b.purchaseOrderNumber}</CellLink>, text: (b) => b.purchaseOrderNumber },
  { id: 'supplierInvoiceNumber', header: 'Supplier invoice', cell: (b) => b.supplierInvoiceNumber ?? '—', text: (b) => b.supplierInvoiceNumber ?? '' },
  moneyColumn({ id: 'total', header: 'Total', amount: (b) => b.total, currency: (b) => b.currency, sortable: true }),
  moneyColumn({ id: 'outstanding', header: 'Outstanding', amount: (b) => b.outstanding, currency: (b) => b.currency, keyFigure: true }),
  { id: 'status', header: 'Status', cell: (b) => <StatusBadge status={b.status} />, text: (b) => b.status },
  { id: 'createdAt', header: 'Posted', cell: (b) => formatDateTime(b.createdAt), text: (b) => b.createdAt, sortable: true },
];

/** Route `purchasing/bills`: the suppliers' bills, newest first. Bills are made from a purchase order's page. */
export default function BillListPage() {
  const list = useCompanyList(bills, { defaultSort: '-postingDate', filters: ['supplierIdString', 'purchaseOrderIdString', 'fromDate', 'toDate', 'search'] as const });
  const shown = useBaseColumn(columns, list.query.companyIdString, { id: 'baseOutstanding', after: 'outstanding', header: (base) => `Outstanding in ${base}`, amount: (b) => b.baseOutstanding });
  return (
    <ListPageLayout
      title="Bills"
      description="What suppliers have billed for purchase orders, and what is still to pay. A bill is made from its purchase order's page."
      empty={{ none: 'No bills yet. Bill a purchase order from its page.', filtered: 'No bills match these filters.' }}
      filters={
        <>
          <RecordFilter label="Supplier" picker={supplierPicker} useRecord={suppliers.useOne} optionLabel={(s) => s.name} {...list.state.bindFilter('supplierIdString')} w={220} />
          <RecordFilter label="Purchase order" picker={purchaseOrderPicker} useRecord={purchaseOrders.useOne} optionLabel={(o) => `${o.number} · ${o.supplierName}`} {...list.state.bindFilter('purchaseOrderIdString')} w={220} />
          <FiscalDateRangeFilter {...list.state.bindFilters('fromDate', 'toDate')} />
          <SearchFilter label="Number" {...list.state.bindFilter('search')} />
        </>
      }
      table={{ tableId: 'bills', caption: 'Bills of the current company', columns: shown, ...list, rowHref: billHref }}
    />
  );
}
