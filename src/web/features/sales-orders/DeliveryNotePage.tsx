import { Link, useParams } from 'react-router-dom';
import { Anchor, Paper, Table, Title } from '@mantine/core';
import { companies } from '../../api/companies';
import { salesOrders } from '../../api/sales-orders';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { Details } from '../../components/Details';
import { formatDateTime, formatDay } from '../../components/format';
import { itemLineColumns } from '../../components/item-line-columns';
import { Money } from '../../components/Money';
import { RecordTable, TotalRow } from '../../components/RecordTable';
import { JournalEntryLink } from '../journal-entries/JournalEntryLink';

/**
 * Route `sales/deliveries/:id`: a delivery note, or a return of delivered goods (`GET /deliveries/{id}`):
 * its lines at the order's prices with their cost, the order and the journal entry (cost of goods sold / stock).
 */
export default function DeliveryNotePage() {
  const delivery = salesOrders.useDelivery(useParams().id);
  const d = delivery.data;
  const order = salesOrders.useOne(d?.salesOrderIdString).data;
  const baseCurrency = companies.useOne(d?.companyIdString).data?.baseCurrency;
  const orderHref = d && `/sales/orders/${d.salesOrderIdString}`;
  const noun = d?.return ? 'Goods return' : 'Delivery note';
  return (
    <DetailPageLayout
      error={delivery.error}
      companyId={d?.companyIdString}
      notFoundTitle="Delivery not found"
      back={d && orderHref ? { to: orderHref, label: d.salesOrderTrace } : { to: '/sales/orders', label: 'Sales orders' }}
      title={d ? `${noun} ${d.number}` : 'Delivery note'}
      maw={1000}
    >
      <Details
        loading={!d}
        items={[
          ['Sales order', d && orderHref ? <Anchor component={Link} to={orderHref}>{d.salesOrderTrace}</Anchor> : undefined],
          ['Customer', order ? <Anchor component={Link} to={`/sales/customers/${order.customerIdString}`}>{order.customerName}</Anchor> : d && '…'],
          ['Kind', d ? (d.return ? 'Return of delivered goods (back into stock)' : 'Delivery (out of stock)') : undefined],
          ['Posting date', d ? formatDay(d.postingDate) : undefined],
          ['Total', d ? <Money amount={d.total} currency={d.currencyCodeString} /> : undefined],
          ['Cost of goods', d ? (baseCurrency ? <Money amount={d.cost} currency={baseCurrency} /> : '…') : undefined],
          ['Journal entry', d ? (d.journalEntryId ? <JournalEntryLink id={d.journalEntryId} /> : 'None (nothing was valued)') : undefined],
          ['Posted', d ? formatDateTime(d.createdAt) : undefined],
        ]}
      />
      <Title order={3}>Items</Title>
      <Paper withBorder p="sm" style={{ overflowX: 'auto' }}>
        <RecordTable
          testId="delivery-lines"
          lines
          minWidth={600}
          caption={d?.return ? 'Items returned' : 'Items delivered'}
          columns={[
            ...itemLineColumns(),
            { header: 'Unit price', numeric: true, cell: (line) => <Money amount={line.unitPrice} currency={d!.currencyCodeString} /> },
            { header: 'Amount', numeric: true, cell: (line) => <Money amount={line.amount} currency={d!.currencyCodeString} /> },
            { header: 'Cost', numeric: true, cell: (line) => (baseCurrency ? <Money amount={line.cost} currency={baseCurrency} /> : '…') },
          ]}
          rows={d?.lines}
          rowKey={(line) => line.lineNumber}
          footer={d && (
            <TotalRow span={4}>
              <Table.Td ta="right"><Money amount={d.total} currency={d.currencyCodeString} /></Table.Td>
              <Table.Td ta="right">{baseCurrency ? <Money amount={d.cost} currency={baseCurrency} /> : '…'}</Table.Td>
            </TotalRow>
          )}
        />
      </Paper>
    </DetailPageLayout>
  );
}
