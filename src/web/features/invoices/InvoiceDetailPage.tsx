import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Anchor, Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import type { InvoiceDetail } from '../../../contract/invoices';
import { invoices } from '../../api/invoices';
import { journalEntries } from '../../api/journal-entries';
import { salesOrders } from '../../api/sales-orders';
import { useCan } from '../../app/auth/permissions';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { baseCurrencyFacts, useBaseCurrency, withBaseFacts } from '../../components/BaseAmounts';
import { DocumentPdfButtons } from '../../components/pdf/DocumentPdfButtons';
import { Details } from '../../components/Details';
import { formatDateTime, formatDay } from '../../components/format';
import { Money, useFormatMoney } from '../../components/Money';
import { DocumentPayments } from '../payments/DocumentPayments';
import { RecordTable, TotalRow } from '../../components/RecordTable';
import { DocumentLines } from '../../components/DocumentPage';
import { DocumentTotals, lineTaxColumns } from '../../components/DocumentTotals';
import { JournalEntryLink } from '../journal-entries/JournalEntryLink';
import { DueDate } from '../../components/DueDate';
import { StatusBadge } from '../../components/StatusBadge';
import { InvoiceEmails } from './InvoiceEmails';
import { INVOICES_PATH, invoiceHref } from './links';

const entryHref = (id: string) => `/accounting/journal-entries/${id}`;

function OriginalLink({ id }: { id: string }) {
  const original = invoices.useOne(id);
  return <Anchor component={Link} to={invoiceHref({ id })}>{original.data?.number ?? 'The invoice'}</Anchor>;
}

/** The sales order the invoice bills (or a credit note takes billing back from), by its number once loaded. */
function OrderLink({ id }: { id: string }) {
  const order = salesOrders.useOne(id);
  return <Anchor component={Link} to={`/sales/orders/${id}`} data-testid="invoice-sales-order">{order.data?.number ?? 'The sales order'}</Anchor>;
}

/** Route `sales/invoices/:id`: the invoice, its lines and charges, its journal entry, its credit notes and emails; PDF, email, credit note and cancel. */
export default function InvoiceDetailPage() {
  const invoice = invoices.useOne(useParams().id);
  const can = useCan();
  const canWrite = can('invoices:write');
  const canReceive = can('payments:write');
  const i = invoice.data;
  const baseCurrency = useBaseCurrency(i?.companyIdString);
  const open = !!i && i.status !== 'CANCELLED';
  return (
    <DetailPageLayout
      history={{ recordType: 'invoice', recordId: invoice.data?.id }}
      error={invoice.error}
      companyId={i?.companyIdString}
      notFoundTitle="Invoice not found"
      back={{ to: INVOICES_PATH, label: 'Invoices' }}
      title={i ? `${i.return ? 'Credit note' : 'Invoice'} ${i.number} · ${i.customerName}` : 'Invoice'}
      badges={i ? <StatusBadge status={i.status} /> : undefined}
      actions={
        i && (
          <Group gap="sm">
            <DocumentPdfButtons source={{ path: `/invoices/${i.id}`, number: i.number, version: i.version }} />
            {canWrite && <Button component={Link} to="send" variant="light">Email</Button>}
            {open && canReceive && !i.return && i.outstanding > 0 && <Button component={Link} to={`/accounting/payments/new?type=RECEIVE&party=${i.customerIdString}&document=${i.id}&amount=${i.outstanding}&currency=${i.currencyCodeString}`} variant="light">Receive payment</Button>}
            {open && canWrite && !i.return && <Button component={Link} to="credit-note" variant="light">Credit note</Button>}
            {open && canWrite && <Button component={Link} to="cancel" variant="subtle" color="red">Cancel {i.return ? 'credit note' : 'invoice'}</Button>}
          </Group>
        )
      }
      maw={1100}
    >
      <Details
        loading={!i}
        items={withBaseFacts([
          ['Customer', i ? <Anchor component={Link} to={`/sales/customers/${i.customerIdString}`}>{i.customerName}</Anchor> : undefined],
          ['Posting date', i ? formatDay(i.postingDate) : undefined],
          ['Due date', i ? <span data-testid="invoice-due-date"><DueDate doc={i} /></span> : undefined],
          ['Currency', i?.currencyCodeString],
          ['Total', i ? <Money amount={i.total} currency={i.currencyCodeString} /> : undefined],
          ['Outstanding', i ? <span data-testid="invoice-outstanding"><Money amount={i.outstanding} currency={i.currencyCodeString} /></span> : undefined],
          ...(i?.salesOrderIdString ? [['Sales order', <OrderLink id={i.salesOrderIdString} />] as [string, ReactNode]] : []),
          ...(i?.return ? [['Credit note for', i.returnAgainstIdString ? <OriginalLink id={i.returnAgainstIdString} /> : 'No invoice (credit the customer holds)'] as [string, ReactNode]] : []),
          ['Journal entry', i ? (i.journalEntryId ? <JournalEntryLink id={i.journalEntryId} /> : 'None (the total is zero)') : undefined],
          ...(i?.costJournalEntryId ? [['Cost of goods entry', <JournalEntryLink id={i.costJournalEntryId} />] as [string, ReactNode]] : []),
          ...(i?.cancelledOn ? [['Cancelled on', formatDay(i.cancelledOn)] as [string, ReactNode]] : []),
          ...(i?.reversalJournalEntryId ? [['Reversal entry', <JournalEntryLink id={i.reversalJournalEntryId} />] as [string, ReactNode]] : []),
          ['Notes', i?.notes],
          ['Created', i ? formatDateTime(i.createdAt) : undefined],
        ], baseCurrencyFacts(i && { ...i, currency: i.currencyCodeString }, baseCurrency))}
      />
      <Lines invoice={i} />
      <DocumentTotals doc={i} currency={i?.currencyCodeString} charges={i?.chargesTotal} testIds={{ net: 'invoice-detail-subtotal', tax: 'invoice-detail-tax', total: 'invoice-detail-total' }} />
      {i && !i.return && <CreditNotes invoice={i} />}
      {i && !i.return && <DocumentPayments companyIdString={i.companyIdString} invoiceIdString={i.id} />}
      {i && <InvoiceEmails invoiceId={i.id} />}
      <Title order={3}>Journal entry</Title>
      {i && (i.journalEntryId ? <EntryLines id={i.journalEntryId} /> : <Text size="sm" c="dimmed">Nothing was posted: the total is zero.</Text>)}
    </DetailPageLayout>
  );
}

/** The invoice's items with their tax, then its charges (the totals follow in `DocumentTotals`). */
function Lines({ invoice: i }: { invoice: InvoiceDetail | undefined }) {
  const c = i?.currencyCodeString;
  return (
    <DocumentLines
      title="Items and charges"
      itemHeader="Item or charge"
      testId="invoice-lines"
      minWidth={760}
      caption="Items and charges of the invoice"
      columns={[
        { header: 'Unit price', numeric: true, cell: (line) => <Money amount={line.unitPrice} currency={c!} /> },
        { header: 'Amount', numeric: true, cell: (line) => <Money amount={line.amount} currency={c!} /> },
        ...lineTaxColumns<InvoiceDetail['items'][number]>(c),
      ]}
      rows={i?.items}
      moreRows={i && (
        <>
          {i.charges.map((charge) => (
            <Table.Tr key={`charge-${charge.lineNumber}`}>
              <Table.Td />
              <Table.Td colSpan={3}>
                {charge.chargeType ?? 'Charge'}{charge.description ? ` · ${charge.description}` : ''}
                {charge.global && <Badge ml="xs" size="sm" variant="light" color="gray">global</Badge>}
              </Table.Td>
              <Table.Td ta="right"><Money amount={charge.amount} currency={i.currencyCodeString} /></Table.Td>
              <Table.Td colSpan={2} />
            </Table.Tr>
          ))}
        </>
      )}
    />
  );
}

function CreditNotes({ invoice: i }: { invoice: InvoiceDetail }) {
  return (
    <>
      <Title order={3}>Credit notes</Title>
      <Paper withBorder p="sm" data-testid="invoice-credit-notes">
        {i.creditNotes.length === 0 ? (
          <Text size="sm" c="dimmed">No credit notes against this invoice.</Text>
        ) : (
          <RecordTable
            caption="Credit notes against the invoice"
            columns={[
              { header: 'Number', cell: (cn) => <Anchor component={Link} to={invoiceHref(cn)}>{cn.number}</Anchor> },
              { header: 'Posting date', cell: (cn) => formatDay(cn.postingDate) },
              { header: 'Status', cell: (cn) => <StatusBadge status={cn.status} /> },
              { header: 'Total', numeric: true, cell: (cn) => <Money amount={cn.total} currency={i.currencyCodeString} /> },
            ]}
            rows={i.creditNotes}
            rowKey={(cn) => cn.id}
          />
        )}
      </Paper>
    </>
  );
}

/** The invoice's journal entry: its lines, and a link to its page. */
function EntryLines({ id }: { id: string }) {
  const entry = journalEntries.useOne(id);
  const formatMoney = useFormatMoney();
  const e = entry.data;
  if (entry.error) return <Text size="sm" c="red">Could not load the journal entry: {entry.error.message}</Text>;
  return (
    <Paper withBorder p="sm" style={{ overflowX: 'auto' }} data-testid="invoice-journal-entry">
      <Text size="sm" mb="xs">{e ? <>Entry <Anchor component={Link} to={entryHref(id)}>{e.entryNumber}</Anchor>, posted {formatDay(e.postingDate)}</> : 'Loading the journal entry…'}</Text>
      {e && (
        <RecordTable
          caption="Lines of the journal entry"
          columns={[
            { header: 'Account', cell: (line) => <Anchor component={Link} to={`/accounting/accounts/${line.accountId}`}>{line.accountNumber} · {line.accountName}</Anchor> },
            { header: 'Description', cell: (line) => line.description ?? '' },
            { header: 'Debit', numeric: true, cell: (line) => (line.debit ? formatMoney(line.debit, e.baseCurrency) : '') },
            { header: 'Credit', numeric: true, cell: (line) => (line.credit ? formatMoney(line.credit, e.baseCurrency) : '') },
          ]}
          rows={e.lines}
          rowKey={(line) => line.lineNumber}
          footer={
            <TotalRow span={2}>
              <Table.Td ta="right">{formatMoney(e.totalDebit, e.baseCurrency)}</Table.Td>
              <Table.Td ta="right">{formatMoney(e.totalCredit, e.baseCurrency)}</Table.Td>
            </TotalRow>
          }
        />
      )}
    </Paper>
  );
}
