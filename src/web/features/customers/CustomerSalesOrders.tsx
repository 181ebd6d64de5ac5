import { Link } from 'react-router-dom';
import { Anchor, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Customer } from '../../../contract/customers';
import { salesOrders } from '../../api/sales-orders';
import { formatDay, formatNumber } from '../../components/format';
import { Money } from '../../components/Money';
import { StatusBadge } from '../../components/StatusBadge';

const ORDERS_PATH = '/sales/orders';

/** The customer's ten newest sales orders (`GET /sales-orders?customerId=`), linking to them and to the list filtered by the customer. */
export function CustomerSalesOrders({ customer: c }: { customer: Customer }) {
  const newest = salesOrders.useList({ companyIdString: c.companyIdString, customerId: c.id, size: 10, sort: '-createdAt' });
  const rows = newest.data?.content;
  const total = newest.data?.page.totalElements ?? 0;
  return (
    <Paper withBorder p="md" data-testid="customer-sales-orders">
      <Stack gap="sm">
        {newest.error ? <Text c="red" size="sm">The sales orders could not be loaded: {newest.error.message}</Text>
          : !rows ? <Text size="sm" c="dimmed">Loading sales orders…</Text>
            : rows.length === 0 ? <Text size="sm" c="dimmed">No sales orders yet.</Text>
              : (
                <div style={{ overflowX: 'auto' }}>
                  <Table verticalSpacing="xs">
                    <VisuallyHidden component="caption">Newest sales orders of the customer</VisuallyHidden>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">Number</Table.Th>
                        <Table.Th scope="col">Order date</Table.Th>
                        <Table.Th scope="col">Status</Table.Th>
                        <Table.Th scope="col" ta="right">Delivered</Table.Th>
                        <Table.Th scope="col" ta="right">Billed</Table.Th>
                        <Table.Th scope="col" ta="right">Total</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((o) => (
                        <Table.Tr key={o.id}>
                          <Table.Td><Anchor component={Link} to={`${ORDERS_PATH}/${o.id}`}>{o.number}</Anchor></Table.Td>
                          <Table.Td>{formatDay(o.orderDate)}</Table.Td>
                          <Table.Td><StatusBadge status={o.status} /></Table.Td>
                          <Table.Td ta="right">{formatNumber(o.deliveredPercent)} %</Table.Td>
                          <Table.Td ta="right">{formatNumber(o.billedPercent)} %</Table.Td>
                          <Table.Td ta="right"><Money amount={o.total} currency={o.currencyCodeString} /></Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </div>
              )}
        {total > 0 && <Anchor component={Link} to={`${ORDERS_PATH}?customerId=${c.id}`} size="sm">All {total} sales orders of {c.name}</Anchor>}
      </Stack>
    </Paper>
  );
}
