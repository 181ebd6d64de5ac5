import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Anchor, Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { knownMinorUnits, useMinorUnits } from '../../api/currencies';
import { itemPrices, items } from '../../api/items';
import { stockMovements } from '../../api/stock-entries';
import { DataTable } from '../../components/data-table/DataTable';
import { useListUrlState } from '../../components/data-table/useListUrlState';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { Details } from '../../components/Details';
import { formatDateTime } from '../../components/format';
import { Money } from '../../components/Money';
import { RecordTable } from '../../components/RecordTable';
import { formatExactMoney, formatQuantity } from '../../money/money';
import { stockMovementColumns } from './stock-movement-columns';
import { valuationMethodLabels } from './valuation';

/** How many of an item's prices its page shows, newest first; the prices page has them all. */
const PRICE_HISTORY_SIZE = 10;

export default function ItemDetailPage() {
  const id = useParams().id;
  const item = items.useOne(id);
  const i = item.data;
  useMinorUnits(i?.baseCurrency); // re-renders once the currency's minor units are known
  const notKept = i === undefined ? undefined : 'Not kept';
  const history = useQuery({
    queryKey: itemPrices.list.queryKey({ itemIdString: id, size: PRICE_HISTORY_SIZE, sort: '-createdAt' }),
    queryFn: ({ signal }) => itemPrices.list.fetch({ itemIdString: id, size: PRICE_HISTORY_SIZE, sort: '-createdAt' }, signal),
    enabled: !!id,
  });
  // The movements table keeps its page, size and sort in the URL, as every list does.
  const state = useListUrlState({ defaultSort: '-seq' });
  const movementQuery = useMemo(() => ({ ...state.query, itemId: id ?? '' }), [state.query, id]);
  const movements = useQuery({ queryKey: stockMovements.queryKey(movementQuery), queryFn: ({ signal }) => stockMovements.fetch(movementQuery, signal), enabled: !!id && !!i?.maintainStock, placeholderData: (previous) => previous });
  const movementColumns = useMemo(() => stockMovementColumns(i?.baseCurrency ?? 'USD'), [i?.baseCurrency]);
  return (
    <DetailPageLayout
      history={{ recordType: 'item', recordId: i?.id }}
      error={item.error}
      companyId={i?.companyIdString}
      notFoundTitle="Item not found"
      back={{ to: '/inventory/items', label: 'Items' }}
      title={i ? `${i.itemCode} · ${i.name}` : 'Item'}
      actions={<Button component={Link} to="edit" variant="light">Edit item</Button>}
      maw={1000}
    >
      <Details
        loading={!i}
        items={[
          ['Item group', i?.itemGroup],
          ['Unit of measure', i?.uom],
          ['Valuation method', i ? valuationMethodLabels[i.valuationMethod].label : undefined],
          ['Standard cost', i ? (i.standardCost === null ? '—' : <Money amount={i.standardCost} currency={i.baseCurrency} />) : undefined],
          ['Maintain stock', i ? (i.maintainStock ? 'Yes' : 'No') : undefined],
          ['Allow negative stock', i ? (i.allowNegativeStock ? 'Yes' : 'No') : undefined],
          ['Quantity on hand', i?.stockQty == null ? notKept : <span data-testid="item-stock-qty">{formatQuantity(i.stockQty)} {i.uom}</span>],
          ['Stock value', i?.stockValue == null ? notKept : <span data-testid="item-stock-value"><Money amount={i.stockValue} currency={i.baseCurrency} /></span>],
          ['Valuation rate', i?.valuationRate == null ? notKept : <span data-testid="item-valuation-rate">{formatExactMoney(i.valuationRate, i.baseCurrency, knownMinorUnits(i.baseCurrency))} per {i.uom}</span>],
          ['Base currency', i?.baseCurrency],
          ['Created', i ? formatDateTime(i.createdAt) : undefined],
          ['Updated', i ? formatDateTime(i.updatedAt) : undefined],
        ]}
      />
      <Group justify="space-between">
        <Title order={3}>Current prices</Title>
        <Group gap="sm">
          {i && <Anchor component={Link} to={`/inventory/item-prices?itemIdString=${i.id}`} size="sm">Price history</Anchor>}
          <Button component={Link} to="price" variant="light" size="xs">Set price</Button>
        </Group>
      </Group>
      <Paper withBorder p="sm" data-testid="item-prices">
        {i && i.prices.length === 0 ? (
          <Text size="sm" c="dimmed">No prices yet. A price set in a currency becomes the current one; earlier prices stay in the history.</Text>
        ) : (
          <RecordTable
            label="Current prices"
            columns={[
              { header: 'Currency', cell: (p) => p.currency },
              { header: 'Price', numeric: true, cell: (p) => <Money amount={p.price} currency={p.currency} /> },
              { header: 'Since', cell: (p) => formatDateTime(p.createdAt) },
            ]}
            rows={i?.prices}
            rowKey={(p) => p.id}
          />
        )}
      </Paper>
      <Title order={3}>Price history</Title>
      <Paper withBorder p="sm" style={{ overflowX: 'auto' }} data-testid="item-price-history">
        {history.data && history.data.content.length === 0 ? (
          <Text size="sm" c="dimmed">No prices set yet.</Text>
        ) : (
          <RecordTable
            label="Price history"
            columns={[
              { header: 'Set', cell: (p) => formatDateTime(p.createdAt) },
              { header: 'Currency', cell: (p) => p.currency },
              { header: 'Price', numeric: true, cell: (p) => <Money amount={p.price} currency={p.currency} /> },
              { header: 'Status', cell: (p) => (p.current ? <Badge variant="dot" color="green">current</Badge> : <Badge variant="dot" color="gray">history</Badge>) },
            ]}
            rows={history.data?.content}
            rowKey={(p) => p.id}
          />
        )}
        {history.data && history.data.page.totalElements > PRICE_HISTORY_SIZE && i && (
          <Anchor component={Link} to={`/inventory/item-prices?itemIdString=${i.id}`} size="sm">All {history.data.page.totalElements} prices</Anchor>
        )}
      </Paper>
      {i?.maintainStock && (
        <>
          <Group justify="space-between">
            <Title order={3}>Stock movements</Title>
            <Button component={Link} to="/inventory/stock-entries/new" variant="light" size="xs">New stock entry</Button>
          </Group>
          <DataTable
            tableId="item-stock-movements"
            caption="Stock movements of the item, newest first"
            columns={movementColumns}
            result={movements}
            state={state}
            source={stockMovements}
            query={movementQuery}
            emptyState={<Text>No stock has moved yet. Receive opening stock with a stock entry.</Text>}
          />
        </>
      )}
    </DetailPageLayout>
  );
}
