import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Anchor } from '@mantine/core';
import { paymentStatuses, type Payment } from '../../../contract/payments';
import { customerPicker, customers } from '../../api/customers';
import { paymentHref, payments } from '../../api/payments';
import { supplierPicker, suppliers } from '../../api/suppliers';
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
import { useFiscalYearOfToday } from '../periods/period-days';
import { partyHref } from './links';

/** A link inside a row that opens its own page, not the row's. */
const cellLink = (to: string, text: string) => <Anchor component={Link} to={to} onClick={(e) => e.stopPropagation()}>{text}</Anchor>;
const paymentTypeLabel = (p: Pick<Payment, 'paymentType'>) => (p.paymentType === 'RECEIVE' ? 'Received' : 'Paid');

const columns: DataColumn<Payment>[] = [
  { id: 'number', header: 'Number', cell: (p) => p.number, text: (p) => p.number, sortable: true, alwaysVisible: true },
  { id: 'postingDate', header: 'Posting date', cell: (p) => formatDay(p.postingDate), text: (p) => p.postingDate, sortable: true },
  { id: 'paymentType', header: 'Type', cell: paymentTypeLabel, text: (p) => p.paymentType },
  { id: 'partyName', header: 'Party', cell: (p) => cellLink(partyHref(p), p.partyName), text: (p) => p.partyName },
  { id: 'reference', header: 'Reference', cell: (p) => p.reference, text: (p) => p.reference },
  { id: 'paymentMethodLabel', header: 'Method', cell: (p) => p.paymentMethodLabel, text: (p) => p.paymentMethodLabel },
  { ...moneyColumn({ id: 'transactionTotalAmount', header: 'Total', amount: (p: Payment) => p.transactionTotalAmount, currency: (p: Payment) => p.transactionCurrency, sortable: true }), keyFigure: true },
  moneyColumn({ id: 'unallocatedAmount', header: 'Unallocated', amount: (p) => p.unallocatedAmount, currency: (p) => p.transactionCurrency }),
  { id: 'status', header: 'Status', cell: (p) => <StatusBadge status={p.status} />, text: (p) => p.status },
];

const types = [{ value: 'RECEIVE', label: 'Received from customers' }, { value: 'PAY', label: 'Paid to suppliers' }];

/** Route `accounting/payments`: money received and paid, newest first; party, type, status, date range and number in the URL. */
export default function PaymentListPage() {
  const state = useListUrlState({ defaultSort: '-postingDate', filters: ['partyType', 'partyIdString', 'paymentType', 'status', 'fromDate', 'toDate', 'search'] as const });
  const query = useCompanyQuery(state.query);
  const { companyId } = useCurrentCompany();
  const customerSearch = useMemo(() => customerPicker(companyId), [companyId]);
  const supplierSearch = useMemo(() => supplierPicker(companyId), [companyId]);
  const { partyType, partyIdString } = state.filters;
  const customer = customers.useOne(partyType === 'CUSTOMER' ? partyIdString : undefined);
  const supplier = suppliers.useOne(partyType === 'SUPPLIER' ? partyIdString : undefined);
  const fiscalYear = useFiscalYearOfToday(companyId);
  const setParty = (type: 'CUSTOMER' | 'SUPPLIER', id: string | undefined) => state.setFilters({ partyType: id ? type : undefined, partyIdString: id });
  return (
    <ListPageLayout
      title="Payments"
      newLabel="New payment" writeScope="payments:write"
      description="Money received from customers and paid to suppliers, and what each settled."
      empty={{ none: 'No payments yet.', create: 'Record the first payment', filtered: 'No payments match these filters.' }}
      filters={
        <>
          <SelectFilter label="Type" data={types} value={state.filters.paymentType} onChange={(v) => state.setFilter('paymentType', v)} w={210} />
          <RecordSelect
            label="Customer"
            source={customerSearch}
            value={partyType === 'CUSTOMER' ? partyIdString : undefined}
            onChange={(v) => setParty('CUSTOMER', v)}
            initialOption={customer.data ? { value: customer.data.id, label: customer.data.name } : null}
            placeholder="Any"
            w={200}
          />
          <RecordSelect
            label="Supplier"
            source={supplierSearch}
            value={partyType === 'SUPPLIER' ? partyIdString : undefined}
            onChange={(v) => setParty('SUPPLIER', v)}
            initialOption={supplier.data ? { value: supplier.data.id, label: supplier.data.name } : null}
            placeholder="Any"
            w={200}
          />
          <SelectFilter label="Status" data={enumOptions(paymentStatuses)} value={state.filters.status} onChange={(v) => state.setFilter('status', v)} w={150} />
          <DateRangeFilter value={{ fromDate: state.filters.fromDate, toDate: state.filters.toDate }} onChange={(range) => state.setFilters(range)} fiscalYear={fiscalYear} />
          <SearchFilter label="Number or reference" value={state.filters.search} onChange={(v) => state.setFilter('search', v)} />
        </>
      }
      table={{ tableId: 'payments', caption: 'Payments of the current company', columns, result: payments.useList(query), state, source: payments.list, query, rowHref: paymentHref }}
    />
  );
}


