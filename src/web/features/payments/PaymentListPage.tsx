import { paymentStatuses, type Payment } from '../../../contract/payments';
import { customerPicker, customers } from '../../api/customers';
import { paymentHref, payments } from '../../api/payments';
import { supplierPicker, suppliers } from '../../api/suppliers';
import { CellLink } from '../../components/data-table/CellLink';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SelectFilter } from '../../components/data-table/SelectFilter';
import { RecordFilter } from '../../components/data-table/RecordFilter';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { useCompanyList } from '../../components/data-table/useCompanyList';
import { formatDay } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';
import { moneyColumn } from '../../components/Money';
import { useBaseColumn } from '../../components/BaseAmounts';
import { enumOptions } from '../../components/options';
import { StatusBadge } from '../../components/StatusBadge';
import { FiscalDateRangeFilter } from '../periods/FiscalDateRangeFilter';
import { partyHref } from './links';

const paymentTypeLabel = (p: Pick<Payment, 'paymentType'>) => (p.paymentType === 'RECEIVE' ? 'Received' : 'Paid');

const columns: DataColumn<Payment>[] = [
  { id: 'number', header: 'Number', cell: (p) => p.number, text: (p) => p.number, sortable: true, alwaysVisible: true },
  { id: 'postingDate', header: 'Posting date', cell: (p) => formatDay(p.postingDate), text: (p) => p.postingDate, sortable: true },
  { id: 'paymentType', header: 'Type', cell: paymentTypeLabel, text: (p) => p.paymentType },
  { id: 'partyName', header: 'Party', cell: (p) => <CellLink to={partyHref(p)}>{p.partyName}</CellLink>, text: (p) => p.partyName },
  { id: 'reference', header: 'Reference', cell: (p) => p.reference, text: (p) => p.reference },
  { id: 'paymentMethodLabel', header: 'Method', cell: (p) => p.paymentMethodLabel, text: (p) => p.paymentMethodLabel },
  { ...moneyColumn({ id: 'transactionTotalAmount', header: 'Total', amount: (p: Payment) => p.transactionTotalAmount, currency: (p: Payment) => p.transactionCurrency, sortable: true }), keyFigure: true },
  moneyColumn({ id: 'unallocatedAmount', header: 'Unallocated', amount: (p) => p.unallocatedAmount, currency: (p) => p.transactionCurrency }),
  { id: 'status', header: 'Status', cell: (p) => <StatusBadge status={p.status} />, text: (p) => p.status },
];

const types = [{ value: 'RECEIVE', label: 'Received from customers' }, { value: 'PAY', label: 'Paid to suppliers' }];

/** Route `accounting/payments`: money received and paid, newest first; party, type, status, date range and number in the URL. */
export default function PaymentListPage() {
  const list = useCompanyList(payments, { defaultSort: '-postingDate', filters: ['partyType', 'partyIdString', 'paymentType', 'status', 'fromDate', 'toDate', 'search'] as const });
  const shown = useBaseColumn(columns, list.query.companyIdString, { id: 'baseTotal', after: 'transactionTotalAmount', header: (base) => `Total in ${base}`, amount: (p) => p.baseTotal });
  const { partyType, partyIdString } = list.state.filters;
  const setParty = (type: 'CUSTOMER' | 'SUPPLIER', id: string | undefined) => list.state.setFilters({ partyType: id ? type : undefined, partyIdString: id });
  return (
    <ListPageLayout
      title="Payments"
      newLabel="New payment" writeScope="payments:write"
      description="Money received from customers and paid to suppliers, and what each settled."
      empty={{ none: 'No payments yet.', create: 'Record the first payment', filtered: 'No payments match these filters.' }}
      filters={
        <>
          <SelectFilter label="Type" data={types} {...list.state.bindFilter('paymentType')} w={210} />
          <RecordFilter label="Customer" picker={customerPicker} useRecord={customers.useOne} optionLabel={(c) => c.name} value={partyType === 'CUSTOMER' ? partyIdString : undefined} onChange={(v) => setParty('CUSTOMER', v)} w={200} />
          <RecordFilter label="Supplier" picker={supplierPicker} useRecord={suppliers.useOne} optionLabel={(s) => s.name} value={partyType === 'SUPPLIER' ? partyIdString : undefined} onChange={(v) => setParty('SUPPLIER', v)} w={200} />
          <SelectFilter label="Status" data={enumOptions(paymentStatuses)} {...list.state.bindFilter('status')} w={150} />
          <FiscalDateRangeFilter {...list.state.bindFilters('fromDate', 'toDate')} />
          <SearchFilter label="Number or reference" {...list.state.bindFilter('search')} />
        </>
      }
      table={{ tableId: 'payments', caption: 'Payments of the current company', columns: shown, ...list, rowHref: paymentHref }}
    />
  );
}


