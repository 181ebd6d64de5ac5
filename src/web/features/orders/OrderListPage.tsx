import { useMemo, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '../../../contract/common';
import type { ListSource, PickerSearch } from '../../api/list';
import { useCompanyQuery, useCurrentCompany } from '../../app/current-company';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SelectFilter } from '../../components/data-table/SelectFilter';
import { DateRangeFilter } from '../../components/data-table/DateFilter';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { useListUrlState } from '../../components/data-table/useListUrlState';
import { RecordSelect } from '../../components/form/pickers';
import { formatDateTime, formatDay, formatNumber } from '../../components/format';
import { ListPageLayout, type EmptyList } from '../../components/ListPageLayout';
import { moneyColumn } from '../../components/Money';
import { enumOptions } from '../../components/options';
import { StatusBadge } from '../../components/StatusBadge';

/** What every order shows in a list. */
type OrderSummary = { id: string; number: string; orderDate: string; status: string; total: number; currencyCodeString: string; billedPercent: number; createdAt: string };

const percent = (value: number) => `${formatNumber(value)} %`;

/** A column of a field the kind names: its id (the field), header and value. */
type Named<O> = { id: string; header: string; value: (o: O) => string | null };
type NamedNumber<O> = { id: string; header: string; value: (o: O) => number };

/**
 * An order list's columns: number, order date, the party, the status (and the kind's other
 * states), the promised date, the total, how much has moved and been billed, and when it was entered.
 */
export function orderColumns<O extends OrderSummary>({ party, state = (o) => o.status, promised, moved }: {
  /** The one state a row shows (a sales order's draft shows its workflow state: pending approval). */
  party: Named<O>; state?: (o: O) => string; promised: Named<O>; moved: NamedNumber<O>;
}): DataColumn<O>[] {
  return [
    { id: 'number', header: 'Number', cell: (o) => <span style={{ whiteSpace: 'nowrap' }}>{o.number}</span>, text: (o) => o.number, sortable: true, alwaysVisible: true },
    { id: 'orderDate', header: 'Order date', cell: (o) => formatDay(o.orderDate), text: (o) => o.orderDate, sortable: true },
    { id: party.id, header: party.header, cell: (o) => party.value(o), text: (o) => party.value(o) ?? '' },
    { id: 'status', header: 'Status', cell: (o) => <StatusBadge status={state(o)} />, text: (o) => state(o), sortable: true },
    { id: promised.id, header: promised.header, cell: (o) => formatDay(promised.value(o)) || '—', text: (o) => promised.value(o) ?? '' },
    moneyColumn({ id: 'total', header: 'Total', amount: (o: O) => o.total, currency: (o: O) => o.currencyCodeString, sortable: true }),
    { id: moved.id, header: moved.header, cell: (o) => percent(moved.value(o)), text: (o) => String(moved.value(o)) },
    { id: 'billedPercent', header: 'Billed', cell: (o) => percent(o.billedPercent), text: (o) => String(o.billedPercent) },
    { id: 'createdAt', header: 'Created', cell: (o) => formatDateTime(o.createdAt), text: (o) => o.createdAt, sortable: true },
  ];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind's query type; the page builds it from the URL
type AnyQuery = any;

export type OrderListPageProps<O extends OrderSummary> = {
  title: string;
  newLabel: string;
  writeScope: string;
  description: ReactNode;
  empty: EmptyList;
  tableId: string;
  caption: string;
  columns: DataColumn<O>[];
  defaultSort: string;
  statuses: readonly string[];
  /** The party filter: its query parameter, label, search, and the record a filter from the URL names. */
  party: { filter: string; label: string; picker: (companyId: string | null) => PickerSearch; useRecord: (id: string | undefined) => { id: string; name: string } | undefined };
  /** Whether the list searches by a part of the number (`search`). */
  numberSearch?: boolean;
  /** The query parameters of the order-date range (purchase orders: `fromDate`, `toDate`; sales orders: `orderDateFrom`, `orderDateTo`). */
  dateRange?: readonly [from: string, to: string];
  /** A workflow filter (`workflowState`) and its states, where the kind has an approval workflow. */
  workflowStates?: readonly string[];
  orders: { useList: (query: AnyQuery) => UseQueryResult<Page<O>>; list: ListSource<O, AnyQuery> };
  rowHref: (o: O) => string;
};

/** The list page of a kind of orders: status, party and date-range filters (and the number search where the kind has one) in the URL. */
export function OrderListPage<O extends OrderSummary>(props: OrderListPageProps<O>) {
  const { party, orders } = props;
  const [from, to] = props.dateRange ?? ['fromDate', 'toDate'];
  const state = useListUrlState<string>({
    defaultSort: props.defaultSort,
    filters: ['status', party.filter, from, to, ...(props.workflowStates ? ['workflowState'] : []), ...(props.numberSearch ? ['search'] : [])],
  });
  const query = useCompanyQuery(state.query);
  const { companyId } = useCurrentCompany();
  const partySearch = useMemo(() => party.picker(companyId), [companyId]); // eslint-disable-line react-hooks/exhaustive-deps
  const chosen = party.useRecord(state.filters[party.filter]);
  return (
    <ListPageLayout
      title={props.title}
      newLabel={props.newLabel} writeScope={props.writeScope}
      description={props.description}
      empty={props.empty}
      filters={
        <>
          <SelectFilter label="Status" data={enumOptions(props.statuses)} value={state.filters.status} onChange={(v) => state.setFilter('status', v)} w={200} />
          {props.workflowStates && (
            <SelectFilter label="Approval" data={enumOptions(props.workflowStates)} value={state.filters.workflowState} onChange={(v) => state.setFilter('workflowState', v)} w={190} />
          )}
          <RecordSelect
            label={party.label}
            source={partySearch}
            value={state.filters[party.filter]}
            onChange={(v) => state.setFilter(party.filter, v)}
            initialOption={chosen ? { value: chosen.id, label: chosen.name } : null}
            placeholder="Any"
            w={220}
          />
          <DateRangeFilter value={{ fromDate: state.filters[from], toDate: state.filters[to] }} onChange={(range) => state.setFilters({ [from]: range.fromDate, [to]: range.toDate })} />
          {props.numberSearch && <SearchFilter label="Number" value={state.filters.search} onChange={(v) => state.setFilter('search', v)} />}
        </>
      }
      table={{ tableId: props.tableId, caption: props.caption, columns: props.columns, result: orders.useList(query), state, source: orders.list, query, rowHref: props.rowHref }}
    />
  );
}
