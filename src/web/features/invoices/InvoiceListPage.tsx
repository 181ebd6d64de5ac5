import { useMemo } from 'react';
import { invoiceStatuses, type Invoice } from '../../../contract/invoices';
import { customerPicker, customers } from '../../api/customers';
import { invoices } from '../../api/invoices';
import { useCompanyQuery, useCurrentCompany } from '../../app/current-company';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SelectFilter } from '../../components/data-table/SelectFilter';
import { DateRangeFilter } from '../../components/data-table/DateFilter';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { useListUrlState } from '../../components/data-table/useListUrlState';
import { RecordSelect } from '../../components/form/pickers';
import { formatDay } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';
import { moneyColumn } from '../../components/Money';
import { enumOptions } from '../../components/options';
import { StatusBadge } from '../../components/StatusBadge';
import { invoiceHref } from './links';

const columns: DataColumn<Invoice>[] = [
  { id: 'number', header: 'Number', cell: (i) => i.number, text: (i) => i.number, sortable: true, alwaysVisible: true },
  { id: 'customerName', header: 'Customer', cell: (i) => i.customerName, text: (i) => i.customerName },
  { id: 'postingDate', header: 'Posting date', cell: (i) => formatDay(i.postingDate), text: (i) => i.postingDate, sortable: true },
  { id: 'dueDate', header: 'Due date', cell: (i) => formatDay(i.dueDate), text: (i) => i.dueDate },
  moneyColumn({ id: 'total', header: 'Total', amount: (i) => i.total, currency: (i) => i.currencyCodeString, sortable: true }),
  { ...moneyColumn({ id: 'outstanding', header: 'Outstanding', amount: (i: Invoice) => i.outstanding, currency: (i: Invoice) => i.currencyCodeString }), keyFigure: true },
  { id: 'status', header: 'Status', cell: (i) => <StatusBadge status={i.status} />, text: (i) => i.status },
];

const kinds = [{ value: 'false', label: 'Invoices' }, { value: 'true', label: 'Credit notes' }];

export default function InvoiceListPage() {
  const state = useListUrlState({ defaultSort: '-postingDate', filters: ['customerIdString', 'status', 'fromDate', 'toDate', 'return', 'search'] as const });
  const query = useCompanyQuery(state.query);
  const { companyId } = useCurrentCompany();
  const customerSearch = useMemo(() => customerPicker(companyId), [companyId]);
  const customer = customers.useOne(state.filters.customerIdString);
  return (
    <ListPageLayout
      title="Invoices"
      newLabel="New invoice" writeScope="invoices:write"
      description="Invoices and credit notes to customers, with what is still outstanding on each."
      empty={{ none: 'No invoices yet.', create: 'Create the first invoice', filtered: 'No invoices match these filters.' }}
      filters={
        <>
          <RecordSelect
            label="Customer"
            source={customerSearch}
            value={state.filters.customerIdString}
            onChange={(v) => state.setFilter('customerIdString', v)}
            initialOption={customer.data ? { value: customer.data.id, label: customer.data.name } : null}
            placeholder="Any"
            w={220}
          />
          <SelectFilter label="Status" data={enumOptions(invoiceStatuses)} value={state.filters.status} onChange={(v) => state.setFilter('status', v)} w={180} />
          <SelectFilter label="Kind" placeholder="All" data={kinds} value={state.filters.return} onChange={(v) => state.setFilter('return', v)} w={170} />
          <DateRangeFilter value={{ fromDate: state.filters.fromDate, toDate: state.filters.toDate }} onChange={(range) => state.setFilters(range)} />
          <SearchFilter label="Number" value={state.filters.search} onChange={(v) => state.setFilter('search', v)} />
        </>
      }
      table={{ tableId: 'invoices', caption: 'Invoices and credit notes of the current company', columns, result: invoices.useList(query), state, source: invoices.list, query, rowHref: invoiceHref }}
    />
  );
}
