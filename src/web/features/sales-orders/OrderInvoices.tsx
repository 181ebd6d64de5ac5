import { Link } from 'react-router-dom';
import { Anchor, Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SalesOrderDetail } from '../../../contract/sales-orders';
import { invoices } from '../../api/invoices';
import { formatDay } from '../../components/format';
import { Money } from '../../components/Money';
import { StatusBadge } from '../../components/StatusBadge';
import { invoiceHref } from '../invoices/links';

/** How many of the order's invoices the page lists (an order billed in more parts than this is rare). */
const SHOWN = 50;

/** The invoices and credit notes naming the order (`GET /invoices?salesOrderIdString=`), newest first. */
export function OrderInvoices({ order }: { order: SalesOrderDetail }) {
  const list = invoices.useList({ companyIdString: order.companyIdString, salesOrderIdString: order.id, size: SHOWN, sort: '-postingDate' });
  const rows = list.data?.content;
  if (list.error) return <Text size="sm" c="red">The invoices could not be loaded: {list.error.message}</Text>;
  if (!rows) return <Text size="sm" c="dimmed">Loading invoices…</Text>;
  if (rows.length === 0) return <Text size="sm" c="dimmed">Nothing invoiced yet.</Text>;
  const total = list.data?.page.totalElements ?? rows.length;
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table verticalSpacing="xs" style={{ minWidth: 560 }}>
        <VisuallyHidden component="caption">Invoices and credit notes of the order</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Number</Table.Th>
            <Table.Th scope="col">Posting date</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col" ta="right">Total</Table.Th>
            <Table.Th scope="col" ta="right">Outstanding</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td>
                <Anchor component={Link} to={invoiceHref(i)}>{i.number}</Anchor>
                {i.return && <Badge ml="xs" size="sm" variant="light" color="gray">credit note</Badge>}
              </Table.Td>
              <Table.Td>{formatDay(i.postingDate)}</Table.Td>
              <Table.Td><StatusBadge status={i.status} /></Table.Td>
              <Table.Td ta="right"><Money amount={i.total} currency={i.currencyCodeString} /></Table.Td>
              <Table.Td ta="right"><Money amount={i.outstanding} currency={i.currencyCodeString} /></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {total > rows.length && <Text size="sm" c="dimmed" mt="xs">The newest {rows.length} of {total}.</Text>}
    </div>
  );
}
