import { Fragment, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, TextInput, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import { agingBuckets, type AgingBucket, type AgingParty, type AgingReport } from '../../../contract/aging';
import { useAging, type AgingKind } from '../../api/reports';
import { useCurrentCompany } from '../../app/current-company';
import { DayInput } from '../../components/form/date-fields';
import { formatDay } from '../../components/format';
import { useFormatMoney } from '../../components/Money';
import { RecordTable } from '../../components/RecordTable';
import { LoadFailed } from '../../components/LoadFailed';

export const bucketLabels: Record<AgingBucket, string> = {
  current: 'Current',
  days1to30: '1–30 days',
  days31to60: '31–60 days',
  days61to90: '61–90 days',
  over90: 'Over 90 days',
};

const texts = {
  receivables: { title: 'Receivables aging', party: 'Customer', partyPath: '/sales/customers', documents: 'invoices', none: 'No customer owes anything on this date.', ledger: 'Receivable account' },
  payables: { title: 'Payables aging', party: 'Supplier', partyPath: '/purchasing/suppliers', documents: 'bills', none: 'Nothing is owed to suppliers on this date.', ledger: 'Payable account' },
} as const;

const documentHref = (d: AgingParty['documents'][number]) => (d.documentType === 'BILL' ? `/purchasing/bills/${d.id}` : `/sales/invoices/${d.id}`);

/**
 * Routes `accounting/receivables-aging` and `accounting/payables-aging`: what each party owes (is
 * owed) as of a day (`?asOf=` in the URL, today by default), in buckets by days past due, with the
 * totals and the ledger balance; a party opens (`?open=<id>`) into its open documents. The company
 * view asks for the buckets without documents (a million invoices leave hundreds of thousands
 * open); an opened party loads its own documents.
 */
export function AgingPage({ kind }: { kind: AgingKind }) {
  const t = texts[kind];
  const [params, setParams] = useSearchParams();
  const asOf = params.get('asOf') ?? dayjs().format('YYYY-MM-DD');
  const open = new Set(params.getAll('open'));
  const { companyId } = useCurrentCompany();
  const report = useAging(kind, { companyIdString: companyId ?? undefined, asOf, documents: 'false' }, !!companyId);
  const [search, setSearch] = useState('');
  const setParam = (change: (next: URLSearchParams) => void) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      change(next);
      return next;
    }, { replace: true });
  const toggle = (id: string) => setParam((next) => {
    const ids = next.getAll('open');
    next.delete('open');
    for (const other of ids.includes(id) ? ids.filter((o) => o !== id) : [...ids, id]) next.append('open', other);
  });
  const data = report.data;
  return (
    <Stack>
      <Title order={2}>{t.title}</Title>
      <Group align="flex-end">
        <DayInput
          label="As of"
          value={asOf}
          onChange={(day) => typeof day === 'string' && setParam((next) => next.set('asOf', day))}
          w={180}
        />
        <Button variant="subtle" size="sm" onClick={() => setParam((next) => next.delete('asOf'))}>Today</Button>
        <TextInput label={`Find a ${t.party.toLowerCase()}`} type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={220} />
      </Group>
      <Text size="sm" c="dimmed">
        Open {t.documents} by days past their due date on {formatDay(asOf)}. Open a {t.party.toLowerCase()} to see their {t.documents}.
      </Text>
      {report.isError && !data ? (
        <LoadFailed title={`Could not load the ${t.title.toLowerCase()}`} error={report.error} onRetry={() => void report.refetch()} />
      ) : !data ? (
        <Text size="sm" c="dimmed">Loading…</Text>
      ) : data.parties.length === 0 ? (
        <Paper withBorder p="xl" ta="center"><Text>{t.none}</Text></Paper>
      ) : (
        <AgingTable kind={kind} report={data} search={search} open={open} toggle={toggle} busy={report.isFetching} />
      )}
    </Stack>
  );
}

function AgingTable({ kind, report, search, open, toggle, busy }: {
  kind: AgingKind; report: AgingReport; search: string; open: Set<string>; toggle: (id: string) => void; busy: boolean;
}) {
  const t = texts[kind];
  const needle = search.trim().toLocaleLowerCase();
  const parties = needle ? report.parties.filter((p) => p.partyName.toLocaleLowerCase().includes(needle)) : report.parties;
  const formatMoney = useFormatMoney();
  const money = (amount: number) => formatMoney(amount, report.currency);
  const columns = agingBuckets.length + 3;
  return (
    <Paper withBorder style={{ overflowX: 'auto' }}>
      <Table verticalSpacing="xs" aria-busy={busy} style={{ minWidth: 860 }} data-testid={`${kind}-aging`}>
        <VisuallyHidden component="caption">{t.title} as of {formatDay(report.asOf)}, in {report.currency}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.party}</Table.Th>
            {agingBuckets.map((b) => <Table.Th key={b} scope="col" ta="right">{bucketLabels[b]}</Table.Th>)}
            <Table.Th scope="col" ta="right">Unallocated credit</Table.Th>
            <Table.Th scope="col" ta="right">Balance</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parties.length === 0 && (
            <Table.Tr><Table.Td colSpan={columns}><Text size="sm" c="dimmed">No {t.party.toLowerCase()} named like “{search.trim()}” has anything open.</Text></Table.Td></Table.Tr>
          )}
          {parties.map((party) => {
            const expanded = open.has(party.partyIdString);
            return (
              <Fragment key={party.partyIdString}>
                <Table.Tr data-testid={`aging-party-${party.partyName}`}>
                  <Table.Th scope="row" fw={500}>
                    <UnstyledButton
                      onClick={() => toggle(party.partyIdString)}
                      aria-expanded={expanded}
                      aria-controls={`aging-docs-${party.partyIdString}`}
                      aria-label={`${expanded ? 'Hide' : 'Show'} the ${t.documents} of ${party.partyName}`}
                      style={{ fontWeight: 500 }}
                    >
                      <span aria-hidden>{expanded ? '▾' : '▸'} </span>{party.partyName}
                    </UnstyledButton>
                  </Table.Th>
                  {agingBuckets.map((b) => <Table.Td key={b} ta="right">{party[b] ? money(party[b]) : '–'}</Table.Td>)}
                  <Table.Td ta="right">{party.unallocatedCredit ? money(-party.unallocatedCredit) : '–'}</Table.Td>
                  <Table.Td ta="right" fw={600} data-testid="aging-party-total">{money(party.total - party.unallocatedCredit)}</Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr id={`aging-docs-${party.partyIdString}`}>
                    <Table.Td colSpan={columns} style={{ borderLeft: '3px solid var(--mantine-color-blue-filled)' }}>
                      <Documents party={party} kind={kind} asOf={report.asOf} baseCurrency={report.currency} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">Total</Table.Th>
            {agingBuckets.map((b) => <Table.Td key={b} ta="right" data-testid={`aging-total-${b}`}>{money(report.totals[b])}</Table.Td>)}
            <Table.Td ta="right">{money(-report.totals.unallocatedCredit)}</Table.Td>
            <Table.Td ta="right" data-testid="aging-total">{money(report.totals.total - report.totals.unallocatedCredit)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" colSpan={columns - 1} fw={400}>{t.ledger} balance on {formatDay(report.asOf)}</Table.Th>
            <Table.Td ta="right" data-testid="aging-ledger-balance">{money(report.ledgerBalance)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Paper>
  );
}

/** A party's open documents: each in its own currency, and what is outstanding in the base currency, as the buckets add it. */
function Documents({ party, kind, asOf, baseCurrency }: { party: AgingParty; kind: AgingKind; asOf: string; baseCurrency: string }) {
  const t = texts[kind];
  const formatMoney = useFormatMoney();
  const { companyId } = useCurrentCompany();
  const detail = useAging(kind, { companyIdString: companyId ?? undefined, asOf, partyIdString: party.partyIdString }, !!companyId);
  const documents = detail.data?.parties[0]?.documents;
  return (
    <Stack gap={4}>
      {detail.isError && !documents ? (
        <Alert color="red" title={`Could not load the ${t.documents} of ${party.partyName}`} role="alert">
          <Button size="xs" variant="light" onClick={() => void detail.refetch()}>Try again</Button>
        </Alert>
      ) : !documents ? (
        <Text size="sm" c="dimmed">Loading…</Text>
      ) : (
        <RecordTable
          verticalSpacing={2}
          testId={`aging-documents-${party.partyName}`}
          caption={<>Open {t.documents} of {party.partyName}</>}
          columns={[
            { header: 'Number', cell: (d) => <><Anchor component={Link} to={documentHref(d)}>{d.number}</Anchor>{d.documentType === 'CREDIT_NOTE' ? ' (credit note)' : ''}</> },
            { header: 'Posted', cell: (d) => formatDay(d.postingDate) },
            { header: 'Due', cell: (d) => formatDay(d.dueDate) },
            { header: 'Days overdue', numeric: true, cell: (d) => d.daysOverdue },
            { header: 'Bucket', cell: (d) => bucketLabels[d.bucket] },
            { header: 'Currency', cell: (d) => d.currencyCodeString },
            { header: 'Total', numeric: true, cell: (d) => formatMoney(d.total, d.currencyCodeString) },
            { header: 'Outstanding', numeric: true, cell: (d) => formatMoney(d.outstanding, d.currencyCodeString) },
            { header: `Outstanding in ${baseCurrency}`, numeric: true, cell: (d) => <span data-testid="aging-document-base-outstanding">{formatMoney(d.baseOutstanding, baseCurrency)}</span> },
          ]}
          rows={documents}
          rowKey={(d) => d.id}
        />
      )}
      <Group gap="md">
        <Anchor component={Link} to={`${t.partyPath}/${party.partyIdString}`} size="sm">{party.partyName}'s page</Anchor>
        <Anchor component={Link} to={kind === 'receivables' ? `/sales/invoices?customerIdString=${party.partyIdString}` : `/purchasing/bills?supplierIdString=${party.partyIdString}`} size="sm">All their {t.documents}</Anchor>
        <Anchor component={Link} to={`/accounting/payments?partyType=${kind === 'receivables' ? 'CUSTOMER' : 'SUPPLIER'}&partyIdString=${party.partyIdString}`} size="sm">Their payments</Anchor>
      </Group>
    </Stack>
  );
}
