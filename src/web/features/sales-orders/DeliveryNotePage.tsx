import { Link, useParams } from 'react-router-dom';
import { Anchor, Group } from '@mantine/core';
import { companies } from '../../api/companies';
import { salesOrders } from '../../api/sales-orders';
import { DocumentPage } from '../../components/DocumentPage';
import { DocumentPdfButtons } from '../../components/pdf/DocumentPdfButtons';
import { formatDateTime, formatDay } from '../../components/format';
import { Money } from '../../components/Money';
import { journalEntryField } from '../journal-entries/JournalEntryLink';

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
  const cost = (amount: number) => (baseCurrency ? <Money amount={amount} currency={baseCurrency} /> : '…');
  return (
    <DocumentPage
      history={{ recordType: 'delivery', recordId: d?.id }}
      error={delivery.error}
      companyId={d?.companyIdString}
      notFoundTitle="Delivery not found"
      back={d && orderHref ? { to: orderHref, label: d.salesOrderTrace } : { to: '/sales/orders', label: 'Sales orders' }}
      title={d ? `${noun} ${d.number}` : 'Delivery note'}
      actions={d && <Group gap="sm"><DocumentPdfButtons source={{ path: `/deliveries/${d.id}`, number: d.number, version: d.version }} /></Group>}
      loaded={!!d}
      details={[
        ['Sales order', d && orderHref ? <Anchor component={Link} to={orderHref}>{d.salesOrderTrace}</Anchor> : undefined],
        ['Customer', order ? <Anchor component={Link} to={`/sales/customers/${order.customerIdString}`}>{order.customerName}</Anchor> : d && '…'],
        ['Kind', d ? (d.return ? 'Return of delivered goods (back into stock)' : 'Delivery (out of stock)') : undefined],
        ['Posting date', d ? formatDay(d.postingDate) : undefined],
        ['Total', d ? <Money amount={d.total} currency={d.currencyCodeString} /> : undefined],
        ['Cost of goods', d ? cost(d.cost) : undefined],
        journalEntryField(d, 'None (nothing was valued)'),
        ['Posted', d ? formatDateTime(d.createdAt) : undefined],
      ]}
      lines={{
        testId: 'delivery-lines',
        minWidth: 600,
        caption: d?.return ? 'Items returned' : 'Items delivered',
        columns: [
          { header: 'Unit price', numeric: true, cell: (line) => <Money amount={line.unitPrice} currency={d!.currencyCodeString} /> },
          { header: 'Amount', numeric: true, cell: (line) => <Money amount={line.amount} currency={d!.currencyCodeString} /> },
          { header: 'Cost', numeric: true, cell: (line) => cost(line.cost) },
        ],
        rows: d?.lines,
        totals: d && [{ value: <Money amount={d.total} currency={d.currencyCodeString} /> }, { value: cost(d.cost) }],
      }}
    />
  );
}
