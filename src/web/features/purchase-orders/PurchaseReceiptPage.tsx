import { Link, useParams } from 'react-router-dom';
import { Anchor, Paper, Table, Title } from '@mantine/core';
import { purchaseOrders } from '../../api/purchase-orders';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { Details } from '../../components/Details';
import { formatDateTime, formatDay } from '../../components/format';
import { itemLineColumns } from '../../components/item-line-columns';
import { Money } from '../../components/Money';
import { RecordTable, TotalRow } from '../../components/RecordTable';
import { JournalEntryLink } from '../journal-entries/JournalEntryLink';

/**
 * Route `purchasing/receipts/:id`: goods received on a purchase order (`GET /purchase-receipts/{id}`),
 * its lines at the order's rates, the order and the journal entry it posted (stock / goods received not billed).
 */
export default function PurchaseReceiptPage() {
  const receipt = purchaseOrders.useReceipt(useParams().id);
  const r = receipt.data;
  const order = purchaseOrders.useOne(r?.purchaseOrderIdString).data;
  const orderHref = r && `/purchasing/orders/${r.purchaseOrderIdString}`;
  return (
    <DetailPageLayout
      error={receipt.error}
      companyId={r?.companyIdString}
      notFoundTitle="Purchase receipt not found"
      back={orderHref && order ? { to: orderHref, label: order.number } : { to: '/purchasing/orders', label: 'Purchase orders' }}
      title={r ? `Purchase receipt ${r.number}` : 'Purchase receipt'}
      maw={1000}
    >
      <Details
        loading={!r}
        items={[
          ['Purchase order', orderHref ? <Anchor component={Link} to={orderHref}>{order?.number ?? 'Purchase order'}</Anchor> : undefined],
          ['Supplier', order ? <Anchor component={Link} to={`/purchasing/suppliers/${order.supplierIdString}`}>{order.supplierName}</Anchor> : r && '…'],
          ['Posting date', r ? formatDay(r.postingDate) : undefined],
          ['Total', r ? <Money amount={r.total} currency={r.currency} /> : undefined],
          ['Journal entry', r ? (r.journalEntryId ? <JournalEntryLink id={r.journalEntryId} /> : 'None (nothing was valued)') : undefined],
          ['Posted', r ? formatDateTime(r.createdAt) : undefined],
        ]}
      />
      <Title order={3}>Items</Title>
      <Paper withBorder p="sm" style={{ overflowX: 'auto' }}>
        <RecordTable
          testId="receipt-lines"
          lines
          minWidth={520}
          caption="Items received"
          columns={[
            ...itemLineColumns(),
            { header: 'Rate', numeric: true, cell: (line) => <Money amount={line.rate} currency={r!.currency} /> },
            { header: 'Amount', numeric: true, cell: (line) => <Money amount={line.amount} currency={r!.currency} /> },
          ]}
          rows={r?.lines}
          rowKey={(line) => line.lineNumber}
          footer={r && <TotalRow span={4}><Table.Td ta="right"><Money amount={r.total} currency={r.currency} /></Table.Td></TotalRow>}
        />
      </Paper>
    </DetailPageLayout>
  );
}
