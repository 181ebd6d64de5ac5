import { useMemo } from 'react';
import { Text } from '@mantine/core';
import type { Item } from '../../../contract/items';
import { companies } from '../../api/companies';
import { knownMinorUnits, useMinorUnits } from '../../api/currencies';
import { items } from '../../api/items';
import { useCurrentCompany } from '../../app/current-company';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { SelectFilter } from '../../components/data-table/SelectFilter';
import { useCompanyList } from '../../components/data-table/useCompanyList';
import { formatDate } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';
import { Money } from '../../components/Money';
import { amountText, formatQuantity } from '../../money/money';
import { itemExportColumns } from './item-export';
import { valuationMethodLabels } from './valuation';

/** The columns; amounts in the company's base currency (`currency`), which list records do not carry. */
const columnsIn = (currency: string): DataColumn<Item>[] => [
  { id: 'itemCode', header: 'Code', cell: (i) => i.itemCode, text: (i) => i.itemCode, sortable: true, alwaysVisible: true },
  { id: 'name', header: 'Name', cell: (i) => i.name, text: (i) => i.name, sortable: true },
  { id: 'itemGroup', header: 'Group', cell: (i) => i.itemGroup, text: (i) => i.itemGroup, sortable: true },
  { id: 'uom', header: 'Unit', cell: (i) => i.uom, text: (i) => i.uom, sortable: true },
  { id: 'valuationMethod', header: 'Valuation', cell: (i) => valuationMethodLabels[i.valuationMethod].label, text: (i) => i.valuationMethod },
  {
    id: 'stockQty',
    header: 'On hand',
    cell: (i) => (i.stockQty === null ? <Text size="sm" c="dimmed" ta="right">Not kept</Text> : <Text size="sm" ta="right">{formatQuantity(i.stockQty)} {i.uom}</Text>),
    text: (i) => (i.stockQty === null ? '' : amountText(i.stockQty)),
    sortable: true,
    keyFigure: true,
  },
  {
    id: 'stockValue',
    header: 'Stock value',
    cell: (i) => (i.stockValue === null ? <Text size="sm" c="dimmed" ta="right">Not kept</Text> : <Text size="sm" ta="right"><Money amount={i.stockValue} currency={currency} /></Text>),
    text: (i) => (i.stockValue === null ? '' : amountText(i.stockValue, knownMinorUnits(currency))),
    money: true,
    sortable: true,
  },
  { id: 'createdAt', header: 'Created', cell: (i) => formatDate(i.createdAt), text: (i) => i.createdAt, sortable: true },
];

/** `lowStock`: the dashboard's Low stock card opens the list with `true`. */
const stockFilter = [{ value: 'true', label: 'Low stock' }, { value: 'false', label: 'In stock or not kept' }];

export default function ItemListPage() {
  const list = useCompanyList(items, { defaultSort: 'itemCode', filters: ['name', 'itemCode', 'itemGroup', 'lowStock'] as const });
  const { companyId } = useCurrentCompany();
  const currency = companies.useOne(companyId ?? undefined).data?.baseCurrency ?? '';
  useMinorUnits(currency || undefined); // re-renders once the currency's minor units are known
  const columns = useMemo(() => columnsIn(currency), [currency]);
  const exportColumns = useMemo(() => itemExportColumns(currency), [currency]);
  return (
    <ListPageLayout
      title="Items"
      newLabel="New item" writeScope="items:write"
      empty={{ none: 'No items yet.', create: 'Create the first item', filtered: 'No items match these filters.' }}
      filters={
        <>
          <SearchFilter label="Name contains" {...list.state.bindFilter('name')} />
          <SearchFilter label="Code starts with" {...list.state.bindFilter('itemCode')} />
          <SearchFilter label="Group" {...list.state.bindFilter('itemGroup')} />
          <SelectFilter label="Stock" data={stockFilter} {...list.state.bindFilter('lowStock')} w={200} />
        </>
      }
      table={{ tableId: 'items', caption: 'Items of the current company', columns, exportColumns, ...list, rowHref: (i) => `/inventory/items/${i.id}` }}
    />
  );
}
