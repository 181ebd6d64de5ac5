import { Link } from 'react-router-dom';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { agingBuckets, type AgingBucket } from '../../../contract/aging';
import type { Dashboard } from '../../../contract/dashboard';
import { useAging, type AgingKind } from '../../api/reports';
import { barPercent, formatFigure, monthLabel, monthRange, openOrdersOf } from './dashboard-figures';

/**
 * The dashboard's charts, loaded on their own after the figures (DashboardPage's `lazy`): plain
 * HTML bars, each a link to the filtered table behind it, named with its value (never colour or
 * length alone), in the theme's colours so they read in light and dark.
 */
const grid = { display: 'grid', gap: 'var(--mantine-spacing-md)', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))' } as const;
const bar = 'var(--mantine-color-blue-filled)';

const bucketLabels: Record<AgingBucket, string> = { current: 'Current', days1to30: '1–30', days31to60: '31–60', days61to90: '61–90', over90: 'Over 90' };

function ChartCard({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={3} size="h5">{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Sales per month, oldest first: a column per month, each a link to the month's invoices. */
function SalesChart({ d }: { d: Dashboard }) {
  const max = Math.max(0, ...d.salesByMonth.map((m) => m.amount));
  return (
    <ChartCard title="Sales over twelve months" testId="chart-sales">
      <ul aria-label="Sales per month" style={{ display: 'flex', alignItems: 'flex-end', gap: 4, height: 160, listStyle: 'none', margin: 0, padding: 0 }}>
        {d.salesByMonth.map((m) => {
          const range = monthRange(m.month);
          const text = `${monthLabel(m.month, true)}: ${formatFigure(m.amount, d.currency)}`;
          return (
            <li key={m.month} style={{ flex: 1, height: '100%', minWidth: 0 }}>
              <Link to={`/sales/invoices?fromDate=${range.fromDate}&toDate=${range.toDate}`} aria-label={text} title={text} style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', height: '100%', textDecoration: 'none', color: 'inherit' }}>
                <span aria-hidden style={{ flex: 1, display: 'flex', alignItems: 'flex-end' }}>
                  <span style={{ display: 'block', width: '100%', height: `${barPercent(m.amount, max)}%`, background: bar, borderRadius: '3px 3px 0 0', minHeight: m.amount > 0 ? 2 : 0 }} />
                </span>
                <span aria-hidden style={{ display: 'block', fontSize: 10, textAlign: 'center', marginTop: 2, whiteSpace: 'nowrap', overflow: 'hidden' }}>{monthLabel(m.month).split(' ')[0]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Text size="xs" c="dimmed">Highest month: {formatFigure(max, d.currency)}. Each column opens that month's invoices.</Text>
    </ChartCard>
  );
}

/** Horizontal bars with their label and value written out, each a link. */
function BarList({ label, rows, testId }: { label: string; rows: { key: string; label: string; value: number; text: string; to: string }[]; testId: string }) {
  const max = Math.max(0, ...rows.map((r) => r.value));
  return (
    <ul aria-label={label} data-testid={testId} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
      {rows.map((r) => (
        <li key={r.key}>
          <Link to={r.to} style={{ display: 'grid', gridTemplateColumns: 'minmax(80px, 35%) 1fr auto', alignItems: 'center', gap: 8, color: 'inherit' }}>
            <Text size="sm" component="span">{r.label}</Text>
            <span aria-hidden style={{ display: 'block', height: 12, width: `${barPercent(r.value, max)}%`, background: bar, borderRadius: 3 }} />
            <Text size="sm" component="span" fw={500} ta="right">{r.text}</Text>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function OrdersChart({ d }: { d: Dashboard }) {
  const rows = openOrdersOf(d.openSalesOrders).statuses.map((s) => ({
    key: s.status, label: s.status.toLowerCase().replaceAll('_', ' '), value: s.count, text: String(s.count), to: `/sales/orders?status=${s.status}`,
  }));
  return (
    <ChartCard title="Open sales orders by status" testId="chart-orders">
      {rows.length === 0 ? <Text size="sm" c="dimmed">No open sales orders.</Text> : <BarList label="Open sales orders per status" rows={rows} testId="orders-by-status" />}
    </ChartCard>
  );
}

function AgingChart({ kind, companyId, currency }: { kind: AgingKind; companyId: string; currency: string }) {
  const report = useAging(kind, { companyIdString: companyId });
  const title = kind === 'receivables' ? 'Receivables by age' : 'Payables by age';
  const path = `/accounting/${kind}-aging`;
  const totals = report.data?.totals;
  return (
    <ChartCard title={title} testId={`chart-${kind}-aging`}>
      {report.isError ? (
        <Text size="sm" c="red">Could not load: {report.error.message}</Text>
      ) : !totals ? (
        <Text size="sm" c="dimmed">Loading…</Text>
      ) : (
        <BarList
          label={`${title}, days past due`}
          testId={`${kind}-aging-buckets`}
          rows={agingBuckets.map((b) => ({ key: b, label: b === 'current' ? 'Not yet due' : `${bucketLabels[b]} days`, value: totals[b], text: formatFigure(totals[b], currency), to: path }))}
        />
      )}
    </ChartCard>
  );
}

export default function DashboardCharts({ dashboard: d }: { dashboard: Dashboard }) {
  return (
    <div style={grid}>
      <SalesChart d={d} />
      <OrdersChart d={d} />
      <AgingChart kind="receivables" companyId={d.companyIdString} currency={d.currency} />
      <AgingChart kind="payables" companyId={d.companyIdString} currency={d.currency} />
    </div>
  );
}
