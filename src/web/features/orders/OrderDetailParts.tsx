import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Button, Paper, Text, Timeline, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../api/client';
import { openConfirmModal } from '../../app/deferred-overlays';
import { formatDateTime, formatDay, formatEnum, formatNumber } from '../../components/format';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { Details } from '../../components/Details';
import { baseCurrencyFacts, useBaseCurrency, withBaseFacts } from '../../components/BaseAmounts';
import { Money } from '../../components/Money';
import { OrderLinesTable } from '../../components/OrderLinesTable';
import { DocumentTotals, type TaxedDocument } from '../../components/DocumentTotals';
import { RecordTable } from '../../components/RecordTable';

/**
 * What the detail pages of sales and purchase orders share: the status actions (with their
 * confirmations), the order's facts, the documents made from it and its history.
 */

export type StatusActionName = 'submit' | 'hold' | 'resume' | 'close' | 'cancel';

/** What the status action buttons say. */
export const statusActionLabels: Record<StatusActionName, string> = { submit: 'Submit', hold: 'Put on hold', resume: 'Resume', close: 'Close order', cancel: 'Cancel order' };

/** The confirmations of the actions that cannot be undone; `moved` is how the kind's goods move (`delivered`, `received`). */
const confirmationsOf = (moved: string): Partial<Record<StatusActionName, (number: string) => string>> => ({
  close: (n) => `${n} will be closed: whatever is not ${moved} or billed yet is no longer expected. This cannot be undone.`,
  cancel: (n) => `${n} will be cancelled. This cannot be undone.`,
});

/** A refused change, as a notification with the problem's words. */
export const notChanged = (error: unknown) =>
  notifications.show({ color: 'red', title: 'Not changed', message: error instanceof ApiError ? error.userMessage : String(error) });

type ActionMutation<A extends StatusActionName> = {
  mutate: (input: { id: string; action: A }, options: { onSuccess: (saved: { number: string; status: string }) => void; onError: (error: unknown) => void; onSettled: () => void }) => void;
  isPending: boolean;
  variables?: { action: A };
};

/**
 * The order's status actions as buttons: each runs at once, or after a confirmation for those
 * that cannot be undone (close, cancel); the outcome is notified.
 */
export function StatusActionButtons<A extends StatusActionName>({ order, actions, act, moved, disabled }: {
  order: { id: string; number: string };
  actions: A[];
  act: ActionMutation<A>;
  moved: string;
  disabled: boolean;
}) {
  const confirmations = confirmationsOf(moved);
  // one action at a time: a double click must not send the step twice (the second would be refused as "Not changed")
  const running = useRef(false);
  const run = (action: A) => {
    if (running.current) return;
    running.current = true;
    act.mutate(
      { id: order.id, action },
      {
        onSuccess: (saved) => notifications.show({ color: 'green', message: `${saved.number} is ${formatEnum(saved.status).toLowerCase()}.` }),
        onError: notChanged,
        onSettled: () => { running.current = false; },
      },
    );
  };
  const start = (action: A) => {
    const confirmation = confirmations[action];
    if (!confirmation) return run(action);
    openConfirmModal({
      title: `${statusActionLabels[action]} ${order.number}?`,
      children: <Text size="sm">{confirmation(order.number)}</Text>,
      labels: { confirm: statusActionLabels[action], cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => run(action),
    });
  };
  const ends = (action: A) => action === 'cancel' || action === 'close';
  return actions.map((action) => (
    <Button key={action} variant={action === 'submit' || action === 'resume' ? 'filled' : ends(action) ? 'subtle' : 'light'}
      color={ends(action) ? 'red' : undefined} loading={act.isPending && act.variables?.action === action} disabled={disabled} onClick={() => start(action)}>
      {statusActionLabels[action]}
    </Button>
  ));
}

type OrderFacts = {
  orderDate: string; currencyCodeString: string; total: number; billedPercent: number; notes: string | null; createdAt: string;
};

const percent = (value: number) => `${formatNumber(value)} %`;

/**
 * The order's facts for `Details`, in the order both pages show them: the party (a link), the
 * dates, currency and total, the kind's states, how much has moved and been billed, notes and creation.
 */
export function orderFacts<O extends OrderFacts>(o: O | undefined, kind: {
  party: { label: string; name: (o: O) => string; href: (o: O) => string };
  promised: { label: string; date: (o: O) => string | null };
  states?: [string, (o: O) => ReactNode][];
  moved: { label: string; percent: (o: O) => number };
}): [string, ReactNode][] {
  return [
    [kind.party.label, o ? <Anchor component={Link} to={kind.party.href(o)}>{kind.party.name(o)}</Anchor> : undefined],
    ['Order date', o ? formatDay(o.orderDate) : undefined],
    [kind.promised.label, o ? (kind.promised.date(o) ? formatDay(kind.promised.date(o)) : '—') : undefined],
    ['Currency', o?.currencyCodeString],
    ['Total', o ? <Money amount={o.total} currency={o.currencyCodeString} /> : undefined],
    ...(kind.states ?? []).map(([label, value]): [string, ReactNode] => [label, o ? value(o) : undefined]),
    [kind.moved.label, o ? percent(kind.moved.percent(o)) : undefined],
    ['Billed', o ? percent(o.billedPercent) : undefined],
    ['Notes', o?.notes ?? (o ? '—' : undefined)],
    ['Created', o ? formatDateTime(o.createdAt) : undefined],
  ];
}

/** A document made from the order (a delivery, receipt, bill) as its page lists it. */
export type OrderDocumentRow = { id: string; kind?: string; number: ReactNode; postingDate: string; total: number };

/** The documents made from the order, oldest first, or what says there are none yet. */
export function OrderDocuments({ title, testId, label, none, rows, currency, withKind }: {
  title: string; testId: string; label: string; none: string; rows: OrderDocumentRow[] | undefined; currency: string | undefined; withKind?: boolean;
}) {
  return (
    <>
      <Title order={3}>{title}</Title>
      <Paper withBorder p="sm" data-testid={testId}>
        {rows && rows.length === 0 ? <Text size="sm" c="dimmed">{none}</Text> : rows && (
          <RecordTable rows={rows} rowKey={(d) => d.id} label={label} columns={[
            ...(withKind ? [{ header: 'Document', cell: (d: OrderDocumentRow) => d.kind }] : []),
            { header: 'Number', cell: (d) => d.number },
            { header: 'Date', cell: (d) => formatDay(d.postingDate) },
            { header: 'Total', cell: (d) => <Money amount={d.total} currency={currency!} />, numeric: true },
          ]} />
        )}
      </Paper>
    </>
  );
}

/** The status timeline: every change, from → to (or the creation), with what made it. */
export function OrderHistory<H extends { from: string | null; to: string }>({ history, change, cause }: {
  history: H[] | undefined; change: (h: H & { from: string }) => string; cause: (h: H) => string;
}) {
  return (
    <>
      <Title order={3}>History</Title>
      <Paper withBorder p="md" data-testid="order-history">
        {history && (
          <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
            {history.map((h, i) => (
              <Timeline.Item key={i} title={h.from ? change(h as H & { from: string }) : `Created as ${formatEnum(h.to).toLowerCase()}`}>
                <Text size="sm" c="dimmed">{cause(h)}</Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Paper>
    </>
  );
}

type OrderLineShown = { lineNumber: number; itemIdString: string; itemCode: string; itemName: string; qty: number; uom: string; amount: number; billedQty: number; taxPercent: string | null; taxAmount: number };

/**
 * The frame of an order's page: the way back to its list, `<number> · <party>` as the title, its
 * badges and actions, then its facts, its items (price, tax, moved and billed quantities per
 * line) and its tax and totals; `children` follow (documents, history).
 */
export function OrderPage<O extends TaxedDocument & { id: string; companyIdString: string; number: string; currencyCodeString: string; exchangeRate: string; baseTotal: number; items: OrderLineShown[] }>({
  order, noun, recordType, back, party, badges, actions, facts, price, moved, children,
}: {
  order: { data?: O; error: Error | null };
  /** `Sales order`, `Purchase order`. */
  noun: string;
  /** The order as the audit trail names it, for its History tab. */
  recordType: 'sales_order' | 'purchase_order';
  back: { to: string; label: string };
  party: (o: O) => string;
  badges?: ReactNode;
  actions?: ReactNode;
  facts: [string, ReactNode][];
  price: { label: string; of: (line: O['items'][number]) => number };
  moved: { label: string; qty: (line: O['items'][number]) => number; testId?: string };
  children: ReactNode;
}) {
  const o = order.data;
  const baseCurrency = useBaseCurrency(o?.companyIdString);
  return (
    <DetailPageLayout error={order.error} companyId={o?.companyIdString} notFoundTitle={`${noun} not found`} back={back} history={{ recordType, recordId: o?.id }}
      title={o ? `${o.number} · ${party(o)}` : noun} badges={badges} actions={actions} maw={1100}>
      <Details loading={!o} items={withBaseFacts(facts, baseCurrencyFacts(o && { ...o, currency: o.currencyCodeString }, baseCurrency))} />
      <Title order={3}>Items</Title>
      <OrderLinesTable lines={o?.items} currency={o?.currencyCodeString} priceLabel={price.label} price={price.of}
        progress={[moved, { label: 'Billed', qty: (line) => line.billedQty, testId: 'billed' }]} />
      <DocumentTotals doc={o} currency={o?.currencyCodeString} testIds={{ net: 'order-detail-net-total', tax: 'order-detail-tax-total', total: 'order-detail-total' }} />
      {children}
    </DetailPageLayout>
  );
}
