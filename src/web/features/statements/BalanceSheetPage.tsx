import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { BalanceSheet, StatementRow } from '../../../contract/statements';
import { useBalanceSheet } from '../../api/statements';
import { useCurrentCompany } from '../../app/current-company';
import { DateFilter } from '../../components/data-table/DateFilter';
import { todayDay } from '../../components/data-table/date-presets';
import { formatDay } from '../../components/format';
import { LoadFailed } from '../../components/LoadFailed';
import { useFormatMoney } from '../../components/Money';
import { toDecimal } from '../../money/money';
import { CompareControl, DayPresets, StatementDownloads, useCompanyFiscalYears } from './StatementControls';
import { StatementTable, type StatementColumn, type StatementTotal } from './StatementTable';
import { asOfPresets, EARLIEST_DAY, ledgerHref } from './statement-dates';
import { useStatementParams } from './useStatementParams';

type Totals = NonNullable<BalanceSheet['compared']>;

/** Assets less liabilities and equity: zero when the sheet balances (exact decimals, never floats). */
export const balanceSheetDifference = (t: Totals) => toDecimal(t.totalAssets).minus(toDecimal(t.totalLiabilities)).minus(toDecimal(t.totalEquity));

function balanceSheetTotals(report: BalanceSheet): StatementTotal[] {
  const sets = [report, ...(report.compared ? [report.compared] : [])];
  const total = (label: string, key: keyof Totals, testId: string): StatementTotal => ({ label, amounts: sets.map((t) => t[key]), testId });
  return [
    total('Total assets', 'totalAssets', 'bs-total-assets'),
    total('Total liabilities', 'totalLiabilities', 'bs-total-liabilities'),
    { ...total('Total equity', 'totalEquity', 'bs-total-equity'), note: <Text size="xs" c="dimmed" fw={400}>with the profit not yet closed</Text> },
  ];
}

/** Whether assets equal liabilities plus equity, per column. */
function BalanceCheck({ report }: { report: BalanceSheet }) {
  const formatMoney = useFormatMoney();
  const differences = [report, ...(report.compared ? [report.compared] : [])].map(balanceSheetDifference);
  const off = differences.find((d) => !d.isZero());
  return off ? (
    <Badge color="red" variant="filled" data-testid="bs-check">Out of balance by {formatMoney(off.abs(), report.currency)}</Badge>
  ) : (
    <Badge color="green" variant="light" data-testid="bs-check">Balanced: assets = liabilities + equity</Badge>
  );
}

/**
 * Route `reports/balance-sheet`: assets, liabilities and equity as of a day (`?asOf=`, today by
 * default), optionally beside a month or a year before (`?compare=`), the profit not yet closed
 * into retained earnings as a line of equity, and the check that it balances. Each account's
 * figure opens its general ledger up to that day.
 */
export default function BalanceSheetPage() {
  const { asOf, compare, set } = useStatementParams();
  const { companyId } = useCurrentCompany();
  const years = useCompanyFiscalYears();
  const query = { companyIdString: companyId ?? undefined, asOf, compare };
  const report = useBalanceSheet(query, !!companyId);
  const data = report.data;
  const totals = data ? balanceSheetTotals(data) : [];
  // the ledger of a balance from the company's first fiscal year (its opening balance holds anything earlier)
  const firstDay = years.reduce<string | undefined>((first, y) => (!first || y.startDate < first ? y.startDate : first), undefined) ?? EARLIEST_DAY;
  const figureHref = (row: StatementRow, column: StatementColumn) =>
    row.accountIdString && !row.isGroup ? ledgerHref(row.accountIdString, column, firstDay < column.toDate ? firstDay : EARLIEST_DAY) : undefined;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Balance sheet</Title>
        <StatementDownloads path="/reports/balance-sheet" query={data && query} filename={`balance-sheet-${asOf}`} />
      </Group>
      <Group align="flex-end" gap="md">
        <Group gap="xs" align="flex-end">
          <DateFilter label="As of" value={asOf} onChange={(day) => set({ asOf: day })} clearable={false} />
          <DayPresets presets={asOfPresets(todayDay(), years)} onPick={(day) => set({ asOf: day })} />
        </Group>
        <CompareControl value={compare} onChange={(next) => set({ compare: next })} periodLabel="A month before" />
      </Group>
      <Text size="sm" c="dimmed">
        Balances at the end of the day in {data?.currency ?? 'the base currency'}. Income less expenses not yet closed into retained earnings shows as profit not yet closed, in equity. Open a figure to see its postings.
      </Text>
      {report.isError && !data ? (
        <LoadFailed title="Could not load the balance sheet" error={report.error} onRetry={() => void report.refetch()} />
      ) : !data ? (
        <Text size="sm" c="dimmed">Loading…</Text>
      ) : (
        <>
          <Group><BalanceCheck report={data} /></Group>
          <StatementTable
            statement={data}
            caption={`Balance sheet as of ${formatDay(data.asOf)}, in ${data.currency}`}
            totals={totals}
            figureHref={figureHref}
            busy={report.isPlaceholderData}
            testId="balance-sheet"
          />
        </>
      )}
    </Stack>
  );
}
