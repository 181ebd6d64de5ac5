import { Link, useParams } from 'react-router-dom';
import { Anchor, Button, Group, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SalesOrderDetail } from '../../../contract/sales-orders';
import { deliveryHref, salesOrders } from '../../api/sales-orders';
import { useCan } from '../../app/auth/permissions';
import { useSession } from '../../app/auth/SessionGate';
import { openConfirmModal } from '../../app/deferred-overlays';
import { formatDateTime, formatEnum } from '../../components/format';
import { StatusBadge } from '../../components/StatusBadge';
import { salesOrderState } from './state';
import { actionsFor, canDeliver, canEdit, canInvoice, canReturnGoods, changeCause, changedBy, nextWorkflowStep } from './actions';
import { OrderInvoices } from './OrderInvoices';
import { PdfSection } from './PdfSection';
import { notChanged, OrderDocuments, orderFacts, OrderHistory, OrderPage, StatusActionButtons } from '../orders/OrderDetailParts';

/** Route `sales/orders/:id`: the order with its lines, deliveries, history and PDF; the workflow and actions for those who may write. */
export default function SalesOrderDetailPage() {
  const order = salesOrders.useOne(useParams().id);
  const act = salesOrders.useAction();
  const advance = salesOrders.useAdvance();
  const can = useCan();
  const canWrite = can('sales-orders:write');
  const canBill = can('invoices:write');
  const o = order.data;
  const step = o && nextWorkflowStep(o);
  const busy = act.isPending || advance.isPending;

  const confirmStep = () => {
    if (!o || !step) return;
    openConfirmModal({
      title: step.question(o.number),
      children: (
        <Text size="sm">
          {o.number} moves from {formatEnum(o.workflowState).toLowerCase()} to <strong>{formatEnum(step.to).toLowerCase()}</strong>.
          {step.to === 'APPROVED' ? ' Once approved, it can be delivered and billed; the workflow has no further step.' : ' An approver then approves it.'}
        </Text>
      ),
      labels: { confirm: `${step.label} → ${formatEnum(step.to)}`, cancel: 'Not now' },
      onConfirm: () =>
        advance.mutate(o.trace, {
          onSuccess: (saved) => notifications.show({ color: 'green', message: `${saved.number} is ${formatEnum(saved.workflowState).toLowerCase()}.` }),
          onError: notChanged,
        }),
    });
  };

  return (
    <OrderPage
      order={order}
      noun="Sales order"
      recordType="sales_order"
      back={{ to: '/sales/orders', label: 'Sales orders' }}
      party={(o) => o.customerName}
      badges={o ? <StatusBadge status={salesOrderState(o)} /> : undefined}
      actions={
        o && (canWrite || canBill) && (
          <Group gap="sm">
            {canWrite && step && (
              <Button loading={advance.isPending} disabled={busy} onClick={confirmStep}>
                {step.label} → {formatEnum(step.to)}
              </Button>
            )}
            {canWrite && canEdit(o) && <Button component={Link} to="edit" variant="default">Edit</Button>}
            {canWrite && canDeliver(o) && <Button component={Link} to="deliver">Deliver</Button>}
            {canWrite && canReturnGoods(o) && <Button component={Link} to="return-goods" variant="default">Return goods</Button>}
            {canBill && canInvoice(o) && <Button component={Link} to="invoice" variant={canDeliver(o) ? 'light' : 'filled'}>Invoice</Button>}
            {canWrite && <StatusActionButtons order={o} actions={actionsFor(o)} act={act} moved="delivered" disabled={busy} />}
          </Group>
        )
      }
      facts={orderFacts(o, {
        party: { label: 'Customer', name: (o) => o.customerName, href: (o) => `/sales/customers/${o.customerIdString}` },
        promised: { label: 'Delivery by', date: (o) => o.deliveryDate },
        states: [['Workflow', (o) => formatEnum(o.workflowState)]],
        moved: { label: 'Delivered', percent: (o) => o.deliveredPercent },
      })}
      price={{ label: 'Unit price', of: (line) => line.unitPrice }}
      moved={{ label: 'Delivered', qty: (line) => line.deliveredQty, testId: 'delivered' }}
    >
      <OrderDocuments title="Deliveries" testId="order-deliveries" label="Deliveries" none="Nothing delivered yet." currency={o?.currencyCodeString}
        rows={o?.deliveries.map((d) => ({ ...d, number: <><Anchor component={Link} to={deliveryHref(d)}>{d.number}</Anchor>{d.return && <Text span size="sm" c="dimmed"> · return</Text>}</>, total: d.return ? -d.total : d.total }))} />
      {can('invoices:read') && (
        <>
          <Title order={3}>Invoices</Title>
          <Paper withBorder p="sm" data-testid="order-invoices">
            {o && <OrderInvoices order={o} />}
          </Paper>
        </>
      )}
      {o && <PdfSection order={o} />}
      <History order={o} />
    </OrderPage>
  );
}

/** The status timeline: every change of status and workflow state, from → to, when and by whom. */
function History({ order }: { order: SalesOrderDetail | undefined }) {
  const session = useSession();
  const me = session.status === 'signed-in' ? session.user : undefined;
  return (
    <OrderHistory history={order?.history}
      change={(h) => `${h.field === 'workflowState' ? 'Workflow' : 'Status'}: ${formatEnum(h.from)} → ${formatEnum(h.to)}`}
      cause={(h) => `${changeCause(h.action)} · ${formatDateTime(h.at)} · by ${changedBy(h.by, me)}`} />
  );
}
