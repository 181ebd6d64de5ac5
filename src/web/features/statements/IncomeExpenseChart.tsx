import { Link } from 'react-router-dom';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useProfitAndLossPerRange } from '../../api/statements';
import type { DayRange } from '../../components/data-table/date-presets';
import { useFormatMoney } from '../../components/Money';
import { barPercent, monthLabel } from '../../app/pages/dashboard-figures';
import { monthsOfRange } from './statement-dates';

const colours = { income: 'var(--mantine-color-teal-filled)', expense: 'var(--mantine-color-red-filled)' };

function Swatch({ colour, label }: { colour: string; label: string }) {
  return (
    <Group gap={6}>
      <span aria-hidden style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 2, background: colour }} />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

/**
 * Income against expenses per month of the range (its last twelve months at most), one profit
 * and loss per month: plain HTML bars as the dashboard draws them, each month a link to its own
 * profit and loss and named with both figures (never colour or length alone).
 */
export function IncomeExpenseChart({ companyId, range, currency }: { companyId: string | undefined; range: DayRange; currency: string }) {
  const months = monthsOfRange(range);
  const results = useProfitAndLossPerRange(companyId, months, !!companyId);
  const formatMoney = useFormatMoney();
  const figures = results.map((r) => r.data);
  // bar lengths only: the figures themselves are shown as the service sent them
  const max = Math.max(0, ...figures.flatMap((f) => (f ? [f.totalIncome, f.totalExpense] : [])));
  const failed = results.find((r) => r.isError);
  return (
    <Stack gap="sm" data-testid="income-expense-chart">
      <Group justify="space-between">
        <Title order={3} size="h5">Income and expenses by month</Title>
        <Group gap="md"><Swatch colour={colours.income} label="Income" /><Swatch colour={colours.expense} label="Expenses" /></Group>
      </Group>
      {failed ? (
        <Text size="sm" c="red">Could not load: {failed.error?.message}</Text>
      ) : (
        <ul aria-label="Income and expenses per month" style={{ display: 'flex', alignItems: 'flex-end', gap: 6, height: 160, listStyle: 'none', margin: 0, padding: 0 }}>
          {months.map((m, i) => {
            const f = figures[i];
            const text = f ? `${monthLabel(m.month, true)}: income ${formatMoney(f.totalIncome, currency)}, expenses ${formatMoney(f.totalExpense, currency)}` : `${monthLabel(m.month, true)}: loading`;
            return (
              <li key={m.month} style={{ flex: 1, height: '100%', minWidth: 0 }}>
                <Link to={`/reports/profit-and-loss?fromDate=${m.fromDate}&toDate=${m.toDate}`} aria-label={text} title={text} style={{ display: 'flex', flexDirection: 'column', height: '100%', textDecoration: 'none', color: 'inherit' }}>
                  <span aria-hidden style={{ flex: 1, display: 'flex', alignItems: 'flex-end', gap: 2 }}>
                    {(['income', 'expense'] as const).map((kind) => {
                      const value = f ? (kind === 'income' ? f.totalIncome : f.totalExpense) : 0;
                      return <span key={kind} style={{ flex: 1, height: `${barPercent(value, max)}%`, minHeight: value > 0 ? 2 : 0, background: colours[kind], borderRadius: '3px 3px 0 0' }} />;
                    })}
                  </span>
                  <span aria-hidden style={{ display: 'block', fontSize: 10, textAlign: 'center', marginTop: 2, whiteSpace: 'nowrap', overflow: 'hidden' }}>{monthLabel(m.month).split(' ')[0]}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Text size="xs" c="dimmed">Each month opens its own profit and loss.</Text>
    </Stack>
  );
}
