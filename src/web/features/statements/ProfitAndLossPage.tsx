import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProfitAndLoss, StatementRow } from '../../../contract/statements';
import { useProfitAndLoss } from '../../api/statements';
import { useCurrentCompany } from '../../app/current-company';
import { DateRangeFilter } from '../../components/data-table/DateFilter';
import { todayDay } from '../../components/data-table/date-presets';
import { formatDay } from '../../components/format';
import { LoadFailed } from '../../components/LoadFailed';
import { IncomeExpenseChart } from './IncomeExpenseChart';
import { CompareControl, StatementDownloads, useCompanyFiscalYears } from './StatementControls';
import { StatementTable, type StatementColumn, type StatementTotal } from './StatementTable';
import { ledgerHref, rangePresets } from './statement-dates';
import { useStatementParams } from './useStatementParams';

/** The totals under the tree, current then compared. */
function profitAndLossTotals(report: ProfitAndLoss): StatementTotal[] {
  const total = (label: string, key: keyof NonNullable<ProfitAndLoss['compared']>, testId: string): StatementTotal =>
    ({ label, amounts: [report[key], ...(report.compared ? [report.compared[key]] : [])], testId });
  return [
    total('Total income', 'totalIncome', 'pl-total-income'),
    total('Cost of goods sold', 'totalCostOfGoodsSold', 'pl-total-cogs'),
    total('Gross profit', 'grossProfit', 'pl-gross-profit'),
    total('Total expenses', 'totalExpense', 'pl-total-expense'),
    total('Net profit', 'netProfit', 'pl-net-profit'),
  ];
}

/**
 * Route `reports/profit-and-loss`: income and expense of a range (`?fromDate=&toDate=`, the
 * year to date by default) as the account tree, optionally beside the previous period or year
 * (`?compare=`), with the totals, a chart of income against expense per month and CSV export.
 * Each account's figure opens its general ledger for that column's range.
 */
export default function ProfitAndLossPage() {
  const { fromDate, toDate, compare, set } = useStatementParams();
  const { companyId } = useCurrentCompany();
  const years = useCompanyFiscalYears();
  const valid = fromDate <= toDate;
  const query = { companyIdString: companyId ?? undefined, fromDate, toDate, compare };
  const report = useProfitAndLoss(query, valid && !!companyId);
  const data = report.data;
  const totals = data ? profitAndLossTotals(data) : [];
  const figureHref = (row: StatementRow, column: StatementColumn) => (row.accountIdString && !row.isGroup ? ledgerHref(row.accountIdString, column) : undefined);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Profit and loss</Title>
        <StatementDownloads path="/reports/profit-and-loss" query={data && query} filename={`profit-and-loss-${fromDate}-${toDate}`} />
      </Group>
      <Group align="flex-end" gap="md">
        <DateRangeFilter value={{ fromDate, toDate }} onChange={(range) => set(range)} clearable={false} presets={rangePresets(todayDay(), years)} />
        <CompareControl value={compare} onChange={(next) => set({ compare: next })} />
      </Group>
      <Text size="sm" c="dimmed">
        Income and expenses in {data?.currency ?? 'the base currency'}, both positive; net profit is income less expenses. Year-end closing entries are left out. Open a figure to see its postings.
      </Text>
      {!valid ? (
        <Text c="red" size="sm" role="alert">The end of the range is before its start.</Text>
      ) : report.isError && !data ? (
        <LoadFailed title="Could not load the profit and loss" error={report.error} onRetry={() => void report.refetch()} />
      ) : !data ? (
        <Text size="sm" c="dimmed">Loading…</Text>
      ) : (
        <>
          <StatementTable
            statement={data}
            caption={`Profit and loss from ${formatDay(data.fromDate)} to ${formatDay(data.toDate)}, in ${data.currency}`}
            totals={totals}
            figureHref={figureHref}
            busy={report.isPlaceholderData}
            testId="profit-and-loss"
          />
          <Paper withBorder p="md">
            <IncomeExpenseChart companyId={companyId ?? undefined} range={{ fromDate: data.fromDate, toDate: data.toDate }} currency={data.currency} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
