import { Link, useParams } from 'react-router-dom';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { billHref } from '../../api/bills';
import { purchaseOrders, receiptHref } from '../../api/purchase-orders';
import { useCan } from '../../app/auth/permissions';
import { formatDateTime, formatEnum } from '../../components/format';
import { DocumentPdfButtons } from '../../components/pdf/DocumentPdfButtons';
import { StatusBadge } from '../../components/StatusBadge';
import { OrderDocuments, orderFacts, OrderHistory, OrderPage, StatusActionButtons } from '../orders/OrderDetailParts';
import { canEdit, offeredActions } from './actions';

/** "a", "a or b", "a, b or c". */
const listOf = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`);

export default function PurchaseOrderDetailPage() {
  const order = purchaseOrders.useOne(useParams().id);
  const act = purchaseOrders.useAction();
  const o = order.data;
  const can = useCan();
  const offered = o && offeredActions(o, can);

  return (
    <OrderPage
      order={order}
      noun="Purchase order"
      recordType="purchase_order"
      back={{ to: '/purchasing/orders', label: 'Purchase orders' }}
      party={(o) => o.supplierName}
      badges={o ? <StatusBadge status={o.status} /> : undefined}
      actions={
        o && (
          <Group gap="sm">
            <DocumentPdfButtons source={{ path: `/purchase-orders/${o.id}`, number: o.number, version: o.version }} />
            {offered && offered.withheld.length > 0 && (
              <Text size="sm" c="dimmed" data-testid="order-actions-withheld">Your role cannot {listOf(offered.withheld)} here.</Text>
            )}
            {can('purchase-orders:write') && canEdit(o) && <Button component={Link} to="edit" variant="default">Edit</Button>}
            {offered?.receive && <Button component={Link} to="receive">Receive goods</Button>}
            {offered?.bill && <Button component={Link} to="bill" variant="light">Create bill</Button>}
            {offered && <StatusActionButtons order={o} actions={offered.status} act={act} moved="received" disabled={act.isPending} />}
          </Group>
        )
      }
      facts={orderFacts(o, {
        party: { label: 'Supplier', name: (o) => o.supplierName, href: (o) => `/purchasing/suppliers/${o.supplierIdString}` },
        promised: { label: 'Expected by', date: (o) => o.expectedDate },
        moved: { label: 'Received', percent: (o) => o.receivedPercent },
      })}
      price={{ label: 'Rate', of: (line) => line.rate }}
      moved={{ label: 'Received', qty: (line) => line.receivedQty, testId: 'received' }}
    >
      <OrderDocuments title="Receipts and bills" testId="order-documents" label="Receipts and bills" none="Nothing received or billed yet." currency={o?.currencyCodeString} withKind
        rows={o && [
          ...o.receipts.map((d) => ({ ...d, kind: 'Receipt', number: <Anchor component={Link} to={receiptHref(d)}>{d.number}</Anchor> })),
          ...o.bills.map((d) => ({ ...d, kind: 'Bill', number: <Anchor component={Link} to={billHref(d)}>{d.number}</Anchor> })),
        ]} />
      <OrderHistory history={o?.history} change={(h) => `${formatEnum(h.from)} → ${formatEnum(h.to)}`} cause={(h) => `${formatEnum(h.action)} · ${formatDateTime(h.at)}`} />
    </OrderPage>
  );
}
