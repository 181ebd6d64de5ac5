import { Link } from 'react-router-dom';
import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTrialBalance } from '../../api/reports';
import { useCurrentCompany } from '../../app/current-company';
import { useDayRangeParams } from '../../components/data-table/useDayRangeParams';
import { formatDay, formatEnum } from '../../components/format';
import { FiscalDateRangeFilter } from '../periods/FiscalDateRangeFilter';
import { useFormatMoney } from '../../components/Money';
import { toDecimal } from '../../money/money';
import { SkeletonRows } from '../../components/data-table/SkeletonRows';
import { LoadFailed } from '../../components/LoadFailed';
import { cardCell, lineRow, useLineCards } from '../../components/line-cards';

/** The figures of an account's row and of a currency's total, in their column order. */
const FIGURES = ['opening', 'debit', 'credit', 'closing'] as const;
const FIGURE_LABELS: Record<(typeof FIGURES)[number], string> = { opening: 'Opening', debit: 'Debit', credit: 'Credit', closing: 'Closing' };

export default function TrialBalancePage() {
  const { fromDate, toDate, set } = useDayRangeParams();
  const { companyId } = useCurrentCompany();
  const valid = fromDate <= toDate;
  const report = useTrialBalance({ companyIdString: companyId ?? undefined, fromDate, toDate }, valid && !!companyId);
  const data = report.data;
  // one total, in the base currency: every amount of the ledger is kept in it
  const base = data?.totals[0]?.currency;
  const formatMoney = useFormatMoney();
  /** The four figures of a row or a total, right-aligned. */
  const figures = (row: Record<(typeof FIGURES)[number], number>, currency: string) =>
    FIGURES.map((figure) => <Table.Td key={figure} ta="right" {...cardCell(FIGURE_LABELS[figure])}>{formatMoney(row[figure], currency)}</Table.Td>);
  // on a phone each account is a card, its four figures two a row: no figure off to the right
  const cards = useLineCards();

  return (
    <Stack>
      <Title order={2}>Trial balance</Title>
      <Group align="flex-end">
        <FiscalDateRangeFilter value={{ fromDate, toDate }} onChange={set} clearable={false} />
        {!valid && <Text c="red" size="sm" role="alert">The end of the range is before its start.</Text>}
      </Group>
      <Text size="sm" c="dimmed">Opening and closing balances are signed: debit positive, credit negative. Opening + debit − credit = closing.</Text>

      {report.isError && !data ? (
        <LoadFailed title="Could not load the trial balance" error={report.error} onRetry={() => void report.refetch()} />
      ) : data && data.rows.length === 0 ? (
        <Paper withBorder p="xl" ta="center"><Text>No balances or postings in this range.</Text></Paper>
      ) : (
        <Paper withBorder style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="xs" aria-busy={report.isFetching} {...cards} style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
            <VisuallyHidden component="caption">Trial balance from {formatDay(fromDate)} to {formatDay(toDate)}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                {['Number', 'Account', 'Type', 'Currency'].map((h) => <Table.Th key={h} scope="col">{h}</Table.Th>)}
                {FIGURES.map((figure) => <Table.Th key={figure} scope="col" ta="right">{FIGURE_LABELS[figure]}</Table.Th>)}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {!data
                ? <SkeletonRows columns={8} />
                : data.rows.map((row) => (
                    <Table.Tr key={`${row.accountId}-${row.currency}`} {...lineRow}>
                      <Table.Td {...cardCell('Number')}><Anchor component={Link} to={`/accounting/accounts/${row.accountId}`}>{row.accountNumber}</Anchor></Table.Td>
                      <Table.Td {...cardCell('Account')}>{row.name}</Table.Td>
                      <Table.Td {...cardCell('Type')}>{formatEnum(row.type)}</Table.Td>
                      <Table.Td {...cardCell('Currency')}>
                        {row.currency}
                        {/* every figure is in the base currency; an account kept in another also closes in its own */}
                        {base && row.currency !== base && <Text size="xs" c="dimmed" data-testid="currency-closing">closing {formatMoney(row.currencyClosing, row.currency)}</Text>}
                      </Table.Td>
                      {figures(row, base ?? row.currency)}
                    </Table.Tr>
                  ))}
            </Table.Tbody>
            {data && (
              <Table.Tfoot>
                {data.totals.map((total) => (
                  <Table.Tr key={total.currency} fw={700} data-testid={`total-${total.currency}`} {...lineRow}>
                    <Table.Th scope="row" colSpan={3} data-cell="wide">
                      <Group gap="sm">
                        <span>Total {total.currency}</span>
                        {toDecimal(total.difference).isZero() ? (
                          <Badge color="green" variant="light">Balanced</Badge>
                        ) : (
                          <Badge color="red" variant="filled">Out of balance by {formatMoney(toDecimal(total.difference).abs(), total.currency)}</Badge>
                        )}
                      </Group>
                    </Table.Th>
                    <Table.Td {...cardCell('Currency')}>{total.currency}</Table.Td>
                    {figures(total, total.currency)}
                  </Table.Tr>
                ))}
              </Table.Tfoot>
            )}
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
