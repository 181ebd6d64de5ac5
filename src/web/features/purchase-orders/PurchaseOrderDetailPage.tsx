import { Link, useParams } from 'react-router-dom';
import { Anchor, Button, Group, Paper, Table, Text, Timeline, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PurchaseOrderAction } from '../../../contract/purchase-orders';
import { ApiError } from '../../api/client';
import { billHref } from '../../api/bills';
import { purchaseOrders } from '../../api/purchase-orders';
import { useCan } from '../../app/auth/permissions';
import { openConfirmModal } from '../../app/deferred-overlays';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { Details } from '../../components/Details';
import { formatDateTime, formatDay, formatEnum, formatNumber } from '../../components/format';
import { Money } from '../../components/Money';
import { OrderLinesTable } from '../../components/OrderLinesTable';
import { StatusBadge } from '../../components/StatusBadge';
import { offeredActions } from './actions';

const actionLabels: Record<PurchaseOrderAction, string> = { submit: 'Submit', hold: 'Put on hold', resume: 'Resume', close: 'Close order', cancel: 'Cancel order' };
const confirmations: Partial<Record<PurchaseOrderAction, (number: string) => string>> = {
  close: (n) => `${n} will be closed: whatever is not received or billed yet is no longer expected. This cannot be undone.`,
  cancel: (n) => `${n} will be cancelled. This cannot be undone.`,
};

/** "a", "a or b", "a, b or c". */
const listOf = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`);

export default function PurchaseOrderDetailPage() {
  const order = purchaseOrders.useOne(useParams().id);
  const act = purchaseOrders.useAction();
  const o = order.data;
  const can = useCan();
  const offered = o && offeredActions(o, can);

  const run = (action: PurchaseOrderAction) =>
    act.mutate(
      { id: o!.id, action },
      {
        onSuccess: (saved) => notifications.show({ color: 'green', message: `${saved.number} is ${formatEnum(saved.status).toLowerCase()}.` }),
        onError: (error) => notifications.show({ color: 'red', title: 'Not changed', message: error instanceof ApiError ? error.userMessage : String(error) }),
      },
    );
  const start = (action: PurchaseOrderAction) => {
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

  return (
    <DetailPageLayout
      error={order.error}
      companyId={o?.companyIdString}
      notFoundTitle="Purchase order not found"
      back={{ to: '/purchasing/orders', label: 'Purchase orders' }}
      title={o ? `${o.number} · ${o.supplierName}` : 'Purchase order'}
      badges={o ? <StatusBadge status={o.status} /> : undefined}
      actions={
        o && (
          <Group gap="sm">
            {offered && offered.withheld.length > 0 && (
              <Text size="sm" c="dimmed" data-testid="order-actions-withheld">Your role cannot {listOf(offered.withheld)} here.</Text>
            )}
            {offered?.receive && <Button component={Link} to="receive">Receive goods</Button>}
            {offered?.bill && <Button component={Link} to="bill" variant="light">Create bill</Button>}
            {offered?.status.map((action) => (
              <Button key={action} variant={action === 'submit' || action === 'resume' ? 'filled' : action === 'cancel' || action === 'close' ? 'subtle' : 'light'}
                color={action === 'cancel' || action === 'close' ? 'red' : undefined} loading={act.isPending && act.variables?.action === action} disabled={act.isPending} onClick={() => start(action)}>
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
          ['Supplier', o ? <Anchor component={Link} to={`/purchasing/suppliers/${o.supplierIdString}`}>{o.supplierName}</Anchor> : undefined],
          ['Order date', o ? formatDay(o.orderDate) : undefined],
          ['Expected by', o ? (o.expectedDate ? formatDay(o.expectedDate) : '—') : undefined],
          ['Currency', o?.currencyCodeString],
          ['Total', o ? <Money amount={o.total} currency={o.currencyCodeString} /> : undefined],
          ['Received', o ? `${formatNumber(o.receivedPercent)} %` : undefined],
          ['Billed', o ? `${formatNumber(o.billedPercent)} %` : undefined],
          ['Notes', o?.notes ?? (o ? '—' : undefined)],
          ['Created', o ? formatDateTime(o.createdAt) : undefined],
        ]}
      />
      <Title order={3}>Items</Title>
      <OrderLinesTable lines={o?.items} currency={o?.currencyCodeString} total={o?.total} priceLabel="Rate" price={(line) => line.rate}
        progress={[{ label: 'Received', qty: (line) => line.receivedQty }, { label: 'Billed', qty: (line) => line.billedQty }]} />
      <Title order={3}>Receipts and bills</Title>
      <Paper withBorder p="sm" data-testid="order-documents">
        {o && o.receipts.length + o.bills.length === 0 ? (
          <Text size="sm" c="dimmed">Nothing received or billed yet.</Text>
        ) : (
          <Table verticalSpacing="xs" aria-label="Receipts and bills">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Document</Table.Th>
                <Table.Th scope="col">Number</Table.Th>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col" ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {o && [...o.receipts.map((d) => ({ ...d, kind: 'Receipt' })), ...o.bills.map((d) => ({ ...d, kind: 'Bill' }))].map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>{d.kind}</Table.Td>
                  <Table.Td>{d.kind === 'Bill' ? <Anchor component={Link} to={billHref(d)}>{d.number}</Anchor> : d.number}</Table.Td>
                  <Table.Td>{formatDay(d.postingDate)}</Table.Td>
                  <Table.Td ta="right"><Money amount={d.total} currency={o.currencyCodeString} /></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <Title order={3}>History</Title>
      <Paper withBorder p="md" data-testid="order-history">
        {o && (
          <Timeline active={o.history.length - 1} bulletSize={14} lineWidth={2}>
            {o.history.map((h, i) => (
              <Timeline.Item key={i} title={h.from ? `${formatEnum(h.from)} → ${formatEnum(h.to)}` : `Created as ${formatEnum(h.to).toLowerCase()}`}>
                <Text size="sm" c="dimmed">{formatEnum(h.action)} · {formatDateTime(h.at)}</Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Paper>
    </DetailPageLayout>
  );
}
