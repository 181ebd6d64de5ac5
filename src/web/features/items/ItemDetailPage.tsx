import { Link, useParams } from 'react-router-dom';
import { Anchor, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { items } from '../../api/items';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { Details } from '../../components/Details';
import { formatDateTime } from '../../components/format';
import { Money } from '../../components/Money';
import { valuationMethodLabels } from './valuation';

export default function ItemDetailPage() {
  const item = items.useOne(useParams().id);
  const i = item.data;
  const stock = (value: number | null | undefined, money: boolean) =>
    i === undefined ? undefined : value === null || value === undefined ? 'Not kept' : money ? <Money amount={value} currency={i.baseCurrency} /> : String(value);
  return (
    <DetailPageLayout
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
          ['Quantity on hand', stock(i?.stockQty, false)],
          ['Stock value', stock(i?.stockValue, true)],
          ['Valuation rate', stock(i?.valuationRate, true)],
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
          <Table verticalSpacing="xs" aria-label="Current prices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Currency</Table.Th>
                <Table.Th scope="col" ta="right">Price</Table.Th>
                <Table.Th scope="col">Since</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {i?.prices.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.currency}</Table.Td>
                  <Table.Td ta="right"><Money amount={p.price} currency={p.currency} /></Table.Td>
                  <Table.Td>{formatDateTime(p.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </DetailPageLayout>
  );
}
