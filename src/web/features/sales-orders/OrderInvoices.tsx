import { Link } from 'react-router-dom';
import { Anchor, Badge, Text } from '@mantine/core';
import type { Invoice } from '../../../contract/invoices';
import type { SalesOrderDetail } from '../../../contract/sales-orders';
import { invoices } from '../../api/invoices';
import { formatDay } from '../../components/format';
import { Money } from '../../components/Money';
import { RecordTable, type RecordColumn } from '../../components/RecordTable';
import { StatusBadge } from '../../components/StatusBadge';
import { invoiceHref } from '../invoices/links';

/** How many of the order's invoices the page lists (an order billed in more parts than this is rare). */
const SHOWN = 50;

const columns: RecordColumn<Invoice>[] = [
  {
    header: 'Number',
    cell: (i) => <><Anchor component={Link} to={invoiceHref(i)}>{i.number}</Anchor>{i.return && <Badge ml="xs" size="sm" variant="light" color="gray">credit note</Badge>}</>,
  },
  { header: 'Posting date', cell: (i) => formatDay(i.postingDate) },
  { header: 'Status', cell: (i) => <StatusBadge status={i.status} /> },
  { header: 'Total', cell: (i) => <Money amount={i.total} currency={i.currencyCodeString} />, numeric: true },
  { header: 'Outstanding', cell: (i) => <Money amount={i.outstanding} currency={i.currencyCodeString} />, numeric: true },
];

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
      <RecordTable rows={rows} rowKey={(i) => i.id} columns={columns} caption="Invoices and credit notes of the order" minWidth={560} />
      {total > rows.length && <Text size="sm" c="dimmed" mt="xs">The newest {rows.length} of {total}.</Text>}
    </div>
  );
}
