import { Link, useParams } from 'react-router-dom';
import { Anchor, Button, Group, Paper, Table, Text, Timeline, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SalesOrderAction, SalesOrderDetail } from '../../../contract/sales-orders';
import { ApiError } from '../../api/client';
import { salesOrders } from '../../api/sales-orders';
import { useCan } from '../../app/auth/permissions';
import { useSession } from '../../app/auth/SessionGate';
import { openConfirmModal } from '../../app/deferred-overlays';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { Details } from '../../components/Details';
import { formatDateTime, formatDay, formatEnum, formatNumber } from '../../components/format';
import { Money } from '../../components/Money';
import { OrderLinesTable } from '../../components/OrderLinesTable';
import { StatusBadge } from '../../components/StatusBadge';
import { actionsFor, canDeliver, canInvoice, canReturnGoods, changeCause, changedBy, nextWorkflowStep } from './actions';
import { OrderInvoices } from './OrderInvoices';
import { PdfSection } from './PdfSection';

const actionLabels: Record<SalesOrderAction, string> = { hold: 'Put on hold', resume: 'Resume', close: 'Close order', cancel: 'Cancel order' };
const confirmations: Partial<Record<SalesOrderAction, (number: string) => string>> = {
  close: (n) => `${n} will be closed: whatever is not delivered or billed yet is no longer expected. This cannot be undone.`,
  cancel: (n) => `${n} will be cancelled. This cannot be undone.`,
};

const failed = (error: unknown) => notifications.show({ color: 'red', title: 'Not changed', message: error instanceof ApiError ? error.userMessage : String(error) });

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

  const run = (action: SalesOrderAction) =>
    act.mutate(
      { id: o!.id, action },
      { onSuccess: (saved) => notifications.show({ color: 'green', message: `${saved.number} is ${formatEnum(saved.status).toLowerCase()}.` }), onError: failed },
    );
  const start = (action: SalesOrderAction) => {
    const confirmation = confirmations[action];
    if (!confirmation) return run(action);
    openConfirmModal({
      title: `${actionLabels[action]} ${o!.number}?`,
      children: <Text size="sm">{confirmation(o!.number)}</Text>,
      labels: { confirm: actionLabels[action], cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => run(action),
    });
  };
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
          onError: failed,
        }),
    });
  };

  return (
    <DetailPageLayout
      error={order.error}
      companyId={o?.companyIdString}
      notFoundTitle="Sales order not found"
      back={{ to: '/sales/orders', label: 'Sales orders' }}
      title={o ? `${o.number} · ${o.customerName}` : 'Sales order'}
      badges={o ? <Group gap={6}><StatusBadge status={o.status} /><StatusBadge status={o.workflowState} /></Group> : undefined}
      actions={
        o && (canWrite || canBill) && (
          <Group gap="sm">
            {canWrite && step && (
              <Button loading={advance.isPending} disabled={busy} onClick={confirmStep}>
                {step.label} → {formatEnum(step.to)}
              </Button>
            )}
            {canWrite && canDeliver(o) && <Button component={Link} to="deliver">Deliver</Button>}
            {canWrite && canReturnGoods(o) && <Button component={Link} to="return-goods" variant="default">Return goods</Button>}
            {canBill && canInvoice(o) && <Button component={Link} to="invoice" variant={canDeliver(o) ? 'light' : 'filled'}>Invoice</Button>}
            {canWrite && actionsFor(o).map((action) => (
              <Button key={action} variant={action === 'resume' ? 'filled' : action === 'cancel' || action === 'close' ? 'subtle' : 'light'}
                color={action === 'cancel' || action === 'close' ? 'red' : undefined} loading={act.isPending && act.variables?.action === action} disabled={busy} onClick={() => start(action)}>
                {actionLabels[action]}
              </Button>
            ))}
          </Group>
        )
      }
      maw={1100}
    >
      <Details
        loading={!o}
        items={[
          ['Customer', o ? <Anchor component={Link} to={`/sales/customers/${o.customerIdString}`}>{o.customerName}</Anchor> : undefined],
          ['Order date', o ? formatDay(o.orderDate) : undefined],
          ['Delivery by', o ? (o.deliveryDate ? formatDay(o.deliveryDate) : '—') : undefined],
          ['Currency', o?.currencyCodeString],
          ['Total', o ? <Money amount={o.total} currency={o.currencyCodeString} /> : undefined],
          ['Workflow', o ? formatEnum(o.workflowState) : undefined],
          ['Delivered', o ? `${formatNumber(o.deliveredPercent)} %` : undefined],
          ['Billed', o ? `${formatNumber(o.billedPercent)} %` : undefined],
          ['Notes', o?.notes ?? (o ? '—' : undefined)],
          ['Created', o ? formatDateTime(o.createdAt) : undefined],
        ]}
      />
      <Title order={3}>Items</Title>
      <OrderLinesTable lines={o?.items} currency={o?.currencyCodeString} total={o?.total} priceLabel="Unit price" price={(line) => line.unitPrice}
        progress={[{ label: 'Delivered', qty: (line) => line.deliveredQty, testId: 'delivered' }, { label: 'Billed', qty: (line) => line.billedQty }]} />
      <Title order={3}>Deliveries</Title>
      <Paper withBorder p="sm" data-testid="order-deliveries">
        {o && <Deliveries order={o} />}
      </Paper>
      {can('invoices:read') && (
        <>
          <Title order={3}>Invoices</Title>
          <Paper withBorder p="sm" data-testid="order-invoices">
            {o && <OrderInvoices order={o} />}
          </Paper>
        </>
      )}
      {o && <PdfSection order={o} />}
      <Title order={3}>History</Title>
      <Paper withBorder p="md" data-testid="order-history">
        {o && <History order={o} />}
      </Paper>
    </DetailPageLayout>
  );
}

function Deliveries({ order }: { order: SalesOrderDetail }) {
  if (order.deliveries.length === 0) return <Text size="sm" c="dimmed">Nothing delivered yet.</Text>;
  return (
    <Table verticalSpacing="xs" aria-label="Deliveries">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Number</Table.Th>
          <Table.Th scope="col">Date</Table.Th>
          <Table.Th scope="col" ta="right">Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {order.deliveries.map((d) => (
          <Table.Tr key={d.id}>
            <Table.Td>{d.number}{d.return && <Text span size="sm" c="dimmed"> · return</Text>}</Table.Td>
            <Table.Td>{formatDay(d.postingDate)}</Table.Td>
            <Table.Td ta="right"><Money amount={d.return ? -d.total : d.total} currency={order.currencyCodeString} /></Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The status timeline: every change of status and workflow state, from → to, when and by whom. */
function History({ order }: { order: SalesOrderDetail }) {
  const session = useSession();
  const me = session.status === 'signed-in' ? session.user : undefined;
  return (
    <Timeline active={order.history.length - 1} bulletSize={14} lineWidth={2}>
      {order.history.map((h, i) => (
        <Timeline.Item
          key={i}
          title={h.from ? `${h.field === 'workflowState' ? 'Workflow' : 'Status'}: ${formatEnum(h.from)} → ${formatEnum(h.to)}` : `Created as ${formatEnum(h.to).toLowerCase()}`}
        >
          <Text size="sm" c="dimmed">{changeCause(h.action)} · {formatDateTime(h.at)} · by {changedBy(h.by, me)}</Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
