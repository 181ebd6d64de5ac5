import { Link } from 'react-router-dom';
import { Anchor, Paper, Stack } from '@mantine/core';
import type { Customer } from '../../../contract/customers';
import { salesOrders } from '../../api/sales-orders';
import { formatDay, formatNumber } from '../../components/format';
import { Money } from '../../components/Money';
import { RecordTable } from '../../components/RecordTable';
import { RelatedRecords } from '../../components/RelatedRecords';
import { StatusBadge } from '../../components/StatusBadge';

const ORDERS_PATH = '/sales/orders';

/** The customer's ten newest sales orders (`GET /sales-orders?customerId=`), linking to them and to the list filtered by the customer. */
export function CustomerSalesOrders({ customer: c }: { customer: Customer }) {
  const newest = salesOrders.useList({ companyIdString: c.companyIdString, customerId: c.id, size: 10, sort: '-createdAt' });
  const total = newest.data?.page.totalElements ?? 0;
  return (
    <Paper withBorder p="md" data-testid="customer-sales-orders">
      <Stack gap="sm">
        <RelatedRecords rows={newest.data?.content} error={newest.error} failed={(error) => `The sales orders could not be loaded: ${error.message}`} loading="Loading sales orders…" empty="No sales orders yet.">
          {(rows) => (
            <RecordTable
              caption="Newest sales orders of the customer"
              columns={[
                { header: 'Number', cell: (o) => <Anchor component={Link} to={`${ORDERS_PATH}/${o.id}`}>{o.number}</Anchor> },
                { header: 'Order date', cell: (o) => formatDay(o.orderDate) },
                { header: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
                { header: 'Delivered', numeric: true, cell: (o) => `${formatNumber(o.deliveredPercent)} %` },
                { header: 'Billed', numeric: true, cell: (o) => `${formatNumber(o.billedPercent)} %` },
                { header: 'Total', numeric: true, cell: (o) => <Money amount={o.total} currency={o.currencyCodeString} /> },
              ]}
              rows={rows}
              rowKey={(o) => o.id}
            />
          )}
        </RelatedRecords>
        {total > 0 && <Anchor component={Link} to={`${ORDERS_PATH}?customerId=${c.id}`} size="sm">All {total} sales orders of {c.name}</Anchor>}
      </Stack>
    </Paper>
  );
}
