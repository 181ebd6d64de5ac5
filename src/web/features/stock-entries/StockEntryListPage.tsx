import { Badge } from '@mantine/core';
import { stockEntryTypes, type StockEntry } from '../../../contract/stock-entries';
import { stockEntries } from '../../api/stock-entries';
import type { DataColumn } from '../../components/data-table/DataTable';
import { SelectFilter } from '../../components/data-table/SelectFilter';
import { useCompanyList } from '../../components/data-table/useCompanyList';
import { formatDateTime, formatDay } from '../../components/format';
import { ListPageLayout } from '../../components/ListPageLayout';
import { moneyColumn } from '../../components/Money';
import { FiscalDateRangeFilter } from '../periods/FiscalDateRangeFilter';
import { entryTypeLabels, stockEntryHref } from './labels';

const columns: DataColumn<StockEntry>[] = [
  { id: 'number', header: 'Number', cell: (e) => e.number, text: (e) => e.number, sortable: true, alwaysVisible: true },
  { id: 'postingDate', header: 'Posting date', cell: (e) => formatDay(e.postingDate), text: (e) => e.postingDate, sortable: true },
  { id: 'entryType', header: 'Type', cell: (e) => <Badge variant="dot" color={entryTypeLabels[e.entryType].color}>{entryTypeLabels[e.entryType].label}</Badge>, text: (e) => e.entryType, sortable: true },
  moneyColumn({ id: 'totalValue', header: 'Value', amount: (e) => e.totalValue, currency: (e) => e.baseCurrency }),
  { id: 'createdAt', header: 'Posted', cell: (e) => formatDateTime(e.createdAt), text: (e) => e.createdAt, sortable: true },
];

/** Route `inventory/stock-entries`: receipts and issues of stock, newest first. */
export default function StockEntryListPage() {
  const list = useCompanyList(stockEntries, { defaultSort: '-postingDate', filters: ['entryType', 'fromDate', 'toDate'] as const });
  return (
    <ListPageLayout
      title="Stock entries"
      newLabel="New stock entry" writeScope="stock-entries:write"
      description="Opening stock, found surpluses, losses and material issues. Each entry moves the items' stock and posts its journal entry; a posted entry is never changed."
      empty={{ none: 'No stock entries yet. Receive opening stock with a receipt.', create: 'Post the first stock entry', filtered: 'No stock entries match these filters.' }}
      filters={
        <>
          <SelectFilter label="Type" data={stockEntryTypes.map((value) => ({ value, label: entryTypeLabels[value].label }))} {...list.state.bindFilter('entryType')} w={190} />
          <FiscalDateRangeFilter {...list.state.bindFilters('fromDate', 'toDate')} />
        </>
      }
      table={{ tableId: 'stock-entries', caption: 'Stock entries of the current company', columns, ...list, rowHref: stockEntryHref }}
    />
  );
}
