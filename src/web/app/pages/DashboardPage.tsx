import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Dashboard } from '../../../contract/dashboard';
import { companies } from '../../api/companies';
import { useDashboard } from '../../api/reports';
import { useCurrentCompany } from '../current-company';
import { formatFigure, monthRange, openOrdersOf } from './dashboard-figures';
import { LoadFailed } from '../../components/LoadFailed';

/** The charts are a chunk of their own: the shell and the sign-in page do not carry them. */
const DashboardCharts = lazy(() => import('./DashboardCharts'));

const grid = { display: 'grid', gap: 'var(--mantine-spacing-md)', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 230px), 1fr))' } as const;

/** A figure and where it comes from: the whole card is one link to the table behind it. */
function FigureCard({ title, value, to, detail, testId }: { title: string; value: ReactNode; to: string; detail?: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap={4}>
        <Anchor component={Link} to={to} size="sm" fw={500}>{title}</Anchor>
        <Text size="xl" fw={700} data-testid={`${testId}-value`}>{value}</Text>
        {detail && <Text size="sm" c="dimmed">{detail}</Text>}
      </Stack>
    </Paper>
  );
}

function Figures({ d }: { d: Dashboard }) {
  const money = (amount: number) => formatFigure(amount, d.currency);
  const month = monthRange(d.asOf.slice(0, 7));
  const openOrders = openOrdersOf(d.openSalesOrders).count;
  return (
    <div style={grid}>
      <FigureCard testId="dashboard-sales" title="Sales this month" value={money(d.salesThisMonth)} to={`/sales/invoices?fromDate=${month.fromDate}&toDate=${month.toDate}`} detail="Invoices less credit notes, before charges" />
      <FigureCard testId="dashboard-receivables" title="Receivables outstanding" value={money(d.receivablesOutstanding)} to="/accounting/receivables-aging" detail={<>Overdue: <span data-testid="dashboard-receivables-overdue">{money(d.receivablesOverdue)}</span></>} />
      <FigureCard testId="dashboard-payables" title="Payables outstanding" value={money(d.payablesOutstanding)} to="/accounting/payables-aging" detail={<>Overdue: <span data-testid="dashboard-payables-overdue">{money(d.payablesOverdue)}</span></>} />
      <FigureCard testId="dashboard-cash" title="Cash and bank" value={money(d.cashBalance)} to="/accounting/payments" detail="Balance of the cash and bank accounts" />
      <FigureCard testId="dashboard-orders" title="Open sales orders" value={openOrders} to="/sales/orders" detail="Approved, neither completed, closed nor cancelled (drafts are not counted)" />
      <FigureCard
        testId="dashboard-low-stock"
        title="Low stock"
        value={d.lowStockCount === 1 ? '1 item' : `${d.lowStockCount} items`}
        to="/inventory/items?lowStock=true"
        detail={
          d.lowStockItems.length === 0 ? 'Every stock item has some on hand' : (
            <>
              At most zero on hand:{' '}
              {d.lowStockItems.slice(0, 5).map((item, i) => (
                <span key={item.id}>{i > 0 && ', '}<Anchor component={Link} to={`/inventory/items/${item.id}`} size="sm">{item.itemCode}</Anchor></span>
              ))}
              {d.lowStockCount > 5 && ', …'}
            </>
          )
        }
      />
    </div>
  );
}

/** Route `/`: where the business stands, in the current company's base currency; each figure links to the table behind it. */
export default function DashboardPage() {
  const { companyId } = useCurrentCompany();
  const company = companies.useOne(companyId ?? undefined);
  const dashboard = useDashboard(companyId ?? undefined);
  const d = dashboard.data;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Dashboard</Title>
        <Text size="sm" c="dimmed">
          {company.data ? `You are working in ${company.data.name} (${company.data.code}); figures in ${company.data.baseCurrency}.` : 'Loading your company…'}
        </Text>
      </Group>
      {dashboard.isError && !d ? (
        <LoadFailed title="Could not load the figures" error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : !d ? (
        <Text size="sm" c="dimmed">Loading the figures…</Text>
      ) : (
        <>
          <Figures d={d} />
          <Suspense fallback={<Text size="sm" c="dimmed">Loading the charts…</Text>}>
            <DashboardCharts dashboard={d} />
          </Suspense>
        </>
      )}
      <Text size="sm" c="dimmed">
        Also: <Anchor component={Link} to="/settings/api-keys" size="sm">API keys</Anchor> for machine-to-machine access, <Anchor href="/api/docs" size="sm">the API reference</Anchor>.
      </Text>
    </Stack>
  );
}
