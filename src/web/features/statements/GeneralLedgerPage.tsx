import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { GeneralLedger, GeneralLedgerAccount, GeneralLedgerLine } from '../../../contract/statements';
import { accountLabel, accountPicker, accounts } from '../../api/accounts';
import { generalLedgerSource, useGeneralLedger } from '../../api/statements';
import { useCompanyQuery } from '../../app/current-company';
import { DataTable, type DataColumn } from '../../components/data-table/DataTable';
import { DateRangeFilter } from '../../components/data-table/DateFilter';
import { todayDay } from '../../components/data-table/date-presets';
import { RecordFilter } from '../../components/data-table/RecordFilter';
import { SearchFilter } from '../../components/data-table/SearchFilter';
import { RecordTable, type RecordColumn } from '../../components/RecordTable';
import { useListUrlState } from '../../components/data-table/useListUrlState';
import { formatDay, formatEnum } from '../../components/format';
import { moneyColumn, useFormatMoney } from '../../components/Money';
import { amountText } from '../../money/money';
import { knownMinorUnits } from '../../api/currencies';
import { entryHref } from '../journal-entries/columns';
import { useCompanyFiscalYears } from './StatementControls';
import { balanceParts } from './ledger-balance';
import { rangePresets } from './statement-dates';

/** Which accounts a ledger covers, in words. */
function ledgerScope(ledger: GeneralLedger) {
  if (ledger.accountNumber) return `${ledger.accountNumber} · ${ledger.name}`;
  if (ledger.fromAccountNumber || ledger.toAccountNumber) return `accounts ${ledger.fromAccountNumber ?? 'first'} to ${ledger.toAccountNumber ?? 'last'}`;
  return 'all accounts';
}

/** The accounts that take postings (a group's ledger has no lines). */
const postingAccounts = (companyId: string | null) => accountPicker(companyId, { postingOnly: true });

/** An amount with its side, `$120.00 Cr`. */
function Balance({ amount, currency, testId }: { amount: number; currency: string; testId?: string }) {
  const formatMoney = useFormatMoney();
  const { amount: abs, side } = balanceParts(amount);
  return <span data-testid={testId} style={{ whiteSpace: 'nowrap' }}>{formatMoney(abs, currency)}{side && ` ${side}`}</span>;
}

function lineColumns(currency: string, range: boolean): DataColumn<GeneralLedgerLine>[] {
  return [
    ...(range ? [{
      id: 'accountNumber', header: 'Account', alwaysVisible: true,
      cell: (l: GeneralLedgerLine) => <Anchor component={Link} to={accountLedgerHref(l.accountIdString)} onClick={(e) => e.stopPropagation()}>{l.accountNumber} · {l.accountName}</Anchor>,
      text: (l: GeneralLedgerLine) => l.accountNumber,
    }] : []),
    { id: 'postingDate', header: 'Date', cell: (l) => formatDay(l.postingDate), text: (l) => l.postingDate, sortable: true, alwaysVisible: true },
    { id: 'entryNumber', header: 'Entry', cell: (l) => <Anchor component={Link} to={entryHref({ id: l.entryId })} onClick={(e) => e.stopPropagation()}>{l.entryNumber}</Anchor>, text: (l) => l.entryNumber },
    { id: 'reference', header: 'Reference', cell: (l) => l.reference, text: (l) => l.reference },
    { id: 'source', header: 'Source', cell: (l) => formatEnum(l.source), text: (l) => l.source },
    { id: 'party', header: 'Party', cell: (l) => l.partyName ?? '—', text: (l) => l.partyName ?? '' },
    { id: 'description', header: 'Description', cell: (l) => l.description ?? '', text: (l) => l.description ?? '' },
    moneyColumn({ id: 'debit', header: 'Debit', amount: (l) => l.debit, currency: () => currency }),
    moneyColumn({ id: 'credit', header: 'Credit', amount: (l) => l.credit, currency: () => currency }),
    {
      // on a phone the card's figure: a line's debit or credit is often zero
      id: 'balance', header: 'Balance', money: true, keyFigure: true,
      cell: (l) => <Text size="sm" ta="right"><Balance amount={l.balance} currency={currency} /></Text>,
      // exact and signed in CSV, debit positive
      text: (l) => amountText(l.balance, knownMinorUnits(currency)),
    },
  ];
}

/** The ledger of one account, keeping the page's dates. */
function accountLedgerHref(accountIdString: string) {
  const params = new URLSearchParams(window.location.search);
  for (const key of ['fromAccountNumber', 'toAccountNumber', 'page', 'sort', 'cursor']) params.delete(key);
  params.set('accountIdString', accountIdString);
  return `?${params}`;
}

/** A range's accounts with their opening, movements and closing, each opening its own ledger. */
function RangeAccounts({ ledger }: { ledger: GeneralLedger }) {
  const formatMoney = useFormatMoney();
  const columns: RecordColumn<GeneralLedgerAccount>[] = [
    { header: 'Account', cell: (a) => <Anchor component={Link} to={accountLedgerHref(a.accountIdString)}>{a.accountNumber} · {a.name}</Anchor> },
    { header: 'Opening', numeric: true, cell: (a) => <Balance amount={a.openingBalance} currency={ledger.currency} /> },
    { header: 'Debit', numeric: true, cell: (a) => formatMoney(a.debit, ledger.currency) },
    { header: 'Credit', numeric: true, cell: (a) => formatMoney(a.credit, ledger.currency) },
    { header: 'Closing', numeric: true, cell: (a) => <Balance amount={a.closingBalance} currency={ledger.currency} /> },
  ];
  return (
    <Table.ScrollContainer minWidth={560}>
      <RecordTable rows={ledger.accounts} rowKey={(a) => a.accountIdString} columns={columns} label="Accounts of the range" testId="gl-accounts" />
    </Table.ScrollContainer>
  );
}

/**
 * Route `reports/general-ledger`: one account's lines of a range (`?accountIdString=&fromDate=&toDate=`,
 * the year to date by default) with the running balance, between its opening and closing
 * balance; paged like every list, each line opening its journal entry. Without an account, every
 * account of a number range (`?fromAccountNumber=&toAccountNumber=`, the whole chart by default):
 * the accounts' balances, then their lines in account order. The statements' figures lead here.
 */
export default function GeneralLedgerPage() {
  const state = useListUrlState({ filters: ['accountIdString', 'fromAccountNumber', 'toAccountNumber', 'fromDate', 'toDate'] as const });
  const today = todayDay();
  const { accountIdString, fromAccountNumber, toAccountNumber, fromDate = `${today.slice(0, 4)}-01-01`, toDate = today } = state.filters;
  const query = useCompanyQuery(state.query, { fromDate, toDate });
  const years = useCompanyFiscalYears();
  const numbersInOrder = !fromAccountNumber || !toAccountNumber || fromAccountNumber <= toAccountNumber;
  const valid = fromDate <= toDate && (!!accountIdString || numbersInOrder);
  const ledgerQuery = useMemo(
    () => (accountIdString ? { ...query, accountIdString } : { ...query, fromAccountNumber, toAccountNumber }),
    [query, accountIdString, fromAccountNumber, toAccountNumber],
  );
  const ledger = useGeneralLedger(ledgerQuery, valid && !!query.companyIdString);
  const data: GeneralLedger | undefined = ledger.data;
  // (no rows to format before the first page arrives)
  const currency = data?.currency ?? '';

  return (
    <Stack>
      <Title order={2}>General ledger</Title>
      <Group align="flex-end" gap="md">
        <RecordFilter label="Account" picker={postingAccounts} useRecord={accounts.useOne} optionLabel={accountLabel} {...state.bindFilter('accountIdString')} w={280} />
        {!accountIdString && (
          <>
            <SearchFilter label="From account number" {...state.bindFilter('fromAccountNumber')} w={180} />
            <SearchFilter label="To account number" {...state.bindFilter('toAccountNumber')} w={180} />
          </>
        )}
        <DateRangeFilter value={{ fromDate, toDate }} onChange={(range) => state.setFilters(range)} clearable={false} presets={rangePresets(today, years)} />
      </Group>
      {!numbersInOrder && !accountIdString ? (
        <Text c="red" size="sm" role="alert">The last account number is before the first.</Text>
      ) : fromDate > toDate ? (
        <Text c="red" size="sm" role="alert">The end of the range is before its start.</Text>
      ) : (
        <>
          {!accountIdString && data && <RangeAccounts ledger={data} />}
          <Group gap="xl" data-testid="gl-opening">
            <Text><Text span c="dimmed">Opening balance {formatDay(fromDate)}: </Text><Text span fw={700}>{data ? <Balance amount={data.openingBalance} currency={currency} testId="gl-opening-balance" /> : '…'}</Text></Text>
          </Group>
          <DataTable
            tableId="general-ledger"
            caption={data ? `General ledger of ${ledgerScope(data)} from ${formatDay(fromDate)} to ${formatDay(toDate)}, in ${data.currency}` : 'General ledger'}
            columns={lineColumns(currency, !accountIdString)}
            result={ledger}
            state={state}
            source={generalLedgerSource}
            query={ledgerQuery}
            rowHref={(l) => entryHref({ id: l.entryId })}
            emptyState={<Text>{accountIdString ? 'Nothing was posted to this account in this range.' : 'Nothing was posted to these accounts in this range.'}</Text>}
          />
          <Group gap="xl" data-testid="gl-closing">
            <Text><Text span c="dimmed">Closing balance {formatDay(toDate)}: </Text><Text span fw={700}>{data ? <Balance amount={data.closingBalance} currency={currency} testId="gl-closing-balance" /> : '…'}</Text></Text>
          </Group>
          <Text size="xs" c="dimmed">Dr: a debit balance, Cr: a credit balance. Balances are in the company's base currency.</Text>
        </>
      )}
    </Stack>
  );
}
