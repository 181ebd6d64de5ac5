import { invoiceStatuses, type Invoice } from '../../../contract/invoices';
import { customerPicker, customers } from '../../api/customers';
import { invoices } from '../../api/invoices';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SelectFilter } from '../../components/data-table/SelectFilter';
import { DateRangeFilter } from '../../components/data-table/DateFilter';
import { RecordFilter } from '../../components/data-table/RecordFilter';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { useCompanyList } from '../../components/data-table/useCompanyList';
import { formatDay } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';
import { moneyColumn } from '../../components/Money';
import { useBaseColumn } from '../../components/BaseAmounts';
import { enumOptions } from '../../components/options';
import { DueDate, dueDateText } from '../../components/DueDate';
import { StatusBadge } from '../../components/StatusBadge';
import { invoiceHref } from './links';

const columns: DataColumn<Invoice>[] = [
  { id: 'number', header: 'Number', cell: (i) => i.number, text: (i) => i.number, sortable: true, alwaysVisible: true },
  { id: 'customerName', header: 'Customer', cell: (i) => i.customerName, text: (i) => i.customerName },
  { id: 'postingDate', header: 'Posting date', cell: (i) => formatDay(i.postingDate), text: (i) => i.postingDate, sortable: true },
  { id: 'dueDate', header: 'Due date', cell: (i) => <DueDate doc={i} />, text: dueDateText },
  moneyColumn({ id: 'total', header: 'Total', amount: (i) => i.total, currency: (i) => i.currencyCodeString, sortable: true }),
  { ...moneyColumn({ id: 'outstanding', header: 'Outstanding', amount: (i: Invoice) => i.outstanding, currency: (i: Invoice) => i.currencyCodeString }), keyFigure: true },
  { id: 'status', header: 'Status', cell: (i) => <StatusBadge status={i.status} />, text: (i) => i.status },
];

const kinds = [{ value: 'false', label: 'Invoices' }, { value: 'true', label: 'Credit notes' }];

export default function InvoiceListPage() {
  const list = useCompanyList(invoices, { defaultSort: '-postingDate', filters: ['customerIdString', 'status', 'fromDate', 'toDate', 'return', 'search'] as const });
  const shown = useBaseColumn(columns, list.query.companyIdString, { id: 'baseOutstanding', after: 'outstanding', header: (base) => `Outstanding in ${base}`, amount: (i) => i.baseOutstanding });
  return (
    <ListPageLayout
      title="Invoices"
      newLabel="New invoice" writeScope="invoices:write"
      description="Invoices and credit notes to customers, with what is still outstanding on each."
      empty={{ none: 'No invoices yet.', create: 'Create the first invoice', filtered: 'No invoices match these filters.' }}
      filters={
        <>
          <RecordFilter label="Customer" picker={customerPicker} useRecord={customers.useOne} optionLabel={(c) => c.name} {...list.state.bindFilter('customerIdString')} w={220} />
          <SelectFilter label="Status" data={enumOptions(invoiceStatuses)} {...list.state.bindFilter('status')} w={180} />
          <SelectFilter label="Kind" placeholder="All" data={kinds} {...list.state.bindFilter('return')} w={170} />
          <DateRangeFilter {...list.state.bindFilters('fromDate', 'toDate')} />
          <SearchFilter label="Number" {...list.state.bindFilter('search')} />
        </>
      }
      table={{ tableId: 'invoices', caption: 'Invoices and credit notes of the current company', columns: shown, ...list, rowHref: invoiceHref }}
    />
  );
}
