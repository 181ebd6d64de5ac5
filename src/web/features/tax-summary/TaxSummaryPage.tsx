import { useState } from 'react';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TaxSummary } from '../../../contract/tax-rates';
import { loadMinorUnits } from '../../api/currencies';
import { useTaxSummary } from '../../api/reports';
import { useCurrentCompany } from '../../app/current-company';
import { useDayRangeParams } from '../../components/data-table/useDayRangeParams';
import { formatDay, userLocale } from '../../components/format';
import { LoadFailed } from '../../components/LoadFailed';
import { useFormatMoney } from '../../components/Money';
import { RecordTable, TotalRow } from '../../components/RecordTable';
import { formatPercent } from '../../money/percent';
import { FiscalDateRangeFilter } from '../periods/FiscalDateRangeFilter';
import { taxFigureColumns } from './tax-figures';

/**
 * Route `accounting/tax-summary`: per tax rate, what was invoiced and billed at it in a range of
 * days (`?fromDate=&toDate=`, this month so far by default) and its tax, the net payable, the
 * totals; exported as CSV.
 */
export default function TaxSummaryPage() {
  const { fromDate, toDate, set } = useDayRangeParams();
  const { companyId } = useCurrentCompany();
  const valid = fromDate <= toDate;
  const report = useTaxSummary({ companyIdString: companyId ?? undefined, fromDate, toDate }, valid && !!companyId);
  const data = report.data;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Tax summary</Title>
        <ExportButton summary={data} />
      </Group>
      <Group align="flex-end">
        <FiscalDateRangeFilter value={{ fromDate, toDate }} onChange={set} clearable={false} />
        {!valid && <Text c="red" size="sm" role="alert">The end of the range is before its start.</Text>}
      </Group>
      <Text size="sm" c="dimmed">
        Invoices and bills count on their posting date, credit notes and cancellations back out on theirs. Net payable is sales tax less purchase tax: negative when tax is to be reclaimed.
      </Text>
      {report.isError && !data ? (
        <LoadFailed title="Could not load the tax summary" error={report.error} onRetry={() => void report.refetch()} />
      ) : !data ? (
        <Text size="sm" c="dimmed">Loading…</Text>
      ) : data.rows.length === 0 ? (
        <Paper withBorder p="xl" ta="center"><Text>No tax rates yet: create them in Settings → Tax rates, then choose them on document lines.</Text></Paper>
      ) : (
        // scrolls sideways on a phone: focusable, so the keyboard can scroll it
        <Paper withBorder style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Tax per rate" aria-busy={report.isFetching} opacity={report.isPlaceholderData ? 0.6 : 1}>
          <SummaryTable summary={data} />
        </Paper>
      )}
    </Stack>
  );
}

function SummaryTable({ summary }: { summary: TaxSummary }) {
  const formatMoney = useFormatMoney();
  const money = (amount: number) => formatMoney(amount, summary.currencyCodeString);
  return (
    <RecordTable
      testId="tax-summary"
      minWidth={820}
      caption={`Tax per rate from ${formatDay(summary.fromDate)} to ${formatDay(summary.toDate)}, in ${summary.currencyCodeString}`}
      columns={[
        { header: 'Tax rate', cell: (r) => r.name },
        { header: 'Rate', numeric: true, cell: (r) => formatPercent(r.ratePercent, userLocale) },
        ...taxFigureColumns.map(({ key, header }) => ({ header, numeric: true, cell: (r: TaxSummary['rows'][number]) => money(r[key]) })),
      ]}
      rows={summary.rows}
      rowKey={(r) => r.taxRateIdString}
      footer={
        <TotalRow span={2}>
          {taxFigureColumns.map(({ key }) => <Table.Td key={key} ta="right" data-testid={`tax-summary-total-${key}`}>{money(summary.totals[key])}</Table.Td>)}
        </TotalRow>
      }
    />
  );
}

/** Downloads the summary on screen as CSV (the CSV code loads on the first export). */
function ExportButton({ summary }: { summary: TaxSummary | undefined }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    if (!summary) return;
    setBusy(true);
    try {
      const [{ downloadText }, { taxSummaryCsv }, minorUnits] = await Promise.all([
        import('../../components/data-table/csv'), import('./tax-summary-csv'), loadMinorUnits().catch(() => undefined),
      ]);
      downloadText(`tax-summary-${summary.fromDate}-${summary.toDate}.csv`, taxSummaryCsv(summary, minorUnits?.get(summary.currencyCodeString)));
    } catch (error) {
      notifications.show({ color: 'red', title: 'Export failed', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return <Button variant="default" onClick={() => void exportCsv()} loading={busy} disabled={!summary}>Export CSV</Button>;
}
