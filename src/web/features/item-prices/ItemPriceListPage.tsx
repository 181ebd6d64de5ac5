import { Link } from 'react-router-dom';
import { Anchor, Badge } from '@mantine/core';
import type { ItemPrice } from '../../../contract/item-prices';
import { currencyPicker } from '../../api/currencies';
import { itemPicker, itemPrices, items } from '../../api/items';
import type { DataColumn } from '../../components/data-table/DataTable';
import { RecordFilter } from '../../components/data-table/RecordFilter';
import { SelectFilter } from '../../components/data-table/SelectFilter';
import { useCompanyList } from '../../components/data-table/useCompanyList';
import { formatDateTime } from '../../components/format';
import { RecordSelect } from '../../components/form/pickers';
import { ListPageLayout } from '../../components/ListPageLayout';
import { moneyColumn } from '../../components/Money';

const columns: DataColumn<ItemPrice>[] = [
  { id: 'itemCode', header: 'Item', cell: (p) => <Anchor component={Link} to={`/inventory/items/${p.itemIdString}`}>{p.itemCode}</Anchor>, text: (p) => p.itemCode, sortable: true, alwaysVisible: true },
  { id: 'currency', header: 'Currency', cell: (p) => p.currency, text: (p) => p.currency, sortable: true },
  moneyColumn({ id: 'price', header: 'Price', amount: (p) => p.price, currency: (p) => p.currency, sortable: true }),
  { id: 'current', header: 'Status', cell: (p) => (p.current ? <Badge variant="light" color="green">current</Badge> : <Badge variant="light" color="gray">history</Badge>), text: (p) => (p.current ? 'current' : 'history') },
  { id: 'createdAt', header: 'Set', cell: (p) => formatDateTime(p.createdAt), text: (p) => p.createdAt, sortable: true },
];

/** Route `inventory/item-prices`: every price, current and history; prices are set from an item's page. */
export default function ItemPriceListPage() {
  const list = useCompanyList(itemPrices, { defaultSort: '-createdAt', filters: ['itemIdString', 'currency', 'current'] as const });
  return (
    <ListPageLayout
      title="Item prices"
      description="The newest price of an item in a currency is its current price; earlier ones stay as history. Set a price from the item's page."
      empty={{ none: 'No prices yet. Open an item and set its price.', filtered: 'No prices match these filters.' }}
      filters={
        <>
          <RecordFilter label="Item" picker={itemPicker} useRecord={items.useOne} optionLabel={(i) => `${i.itemCode} · ${i.name}`} {...list.state.bindFilter('itemIdString')} w={240} />
          <RecordSelect label="Currency" source={currencyPicker} {...list.state.bindFilter('currency')} initialOption={list.state.filters.currency ? { value: list.state.filters.currency, label: list.state.filters.currency } : null} placeholder="Any" w={160} />
          <SelectFilter label="Status" data={[{ value: 'true', label: 'Current' }, { value: 'false', label: 'History' }]} {...list.state.bindFilter('current')} w={150} />
        </>
      }
      table={{ tableId: 'item-prices', caption: 'Item prices of the current company', columns, ...list }}
    />
  );
}
