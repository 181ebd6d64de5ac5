import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Anchor, Button, Paper, Table, Text, Title } from '@mantine/core';
import { billHref } from '../../api/bills';
import { PAYMENTS_PATH, payments } from '../../api/payments';
import { useCan } from '../../app/auth/permissions';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { baseCurrencyFacts, useBaseCurrency, withBaseFacts } from '../../components/BaseAmounts';
import { Details } from '../../components/Details';
import { formatDateTime, formatDay } from '../../components/format';
import { Money } from '../../components/Money';
import { RecordTable, TotalRow } from '../../components/RecordTable';
import { StatusBadge } from '../../components/StatusBadge';
import { invoiceHref } from '../invoices/links';
import { JournalEntryLink } from '../journal-entries/JournalEntryLink';
import { partyHref } from './links';

/** Route `accounting/payments/:id`: the payment, its amounts, what it settled and its journal entry; cancel behind a confirmation. */
export default function PaymentDetailPage() {
  const payment = payments.useOne(useParams().id);
  const canWrite = useCan()('payments:write');
  const p = payment.data;
  const c = p?.transactionCurrency ?? '';
  const baseCurrency = useBaseCurrency(p?.companyIdString);
  const foreign = !!p && !!baseCurrency && c !== baseCurrency;
  const amount = (value: number | undefined) => (p && value !== undefined ? <Money amount={value} currency={c} /> : undefined);
  return (
    <DetailPageLayout
      history={{ recordType: 'payment', recordId: payment.data?.id }}
      error={payment.error}
      companyId={p?.companyIdString}
      notFoundTitle="Payment not found"
      back={{ to: PAYMENTS_PATH, label: 'Payments' }}
      title={p ? `Payment ${p.number} · ${p.partyName}` : 'Payment'}
      badges={p ? <StatusBadge status={p.status} /> : undefined}
      actions={p && canWrite && p.status === 'POSTED' && <Button component={Link} to="cancel" variant="subtle" color="red">Cancel payment</Button>}
      maw={1100}
    >
      <Details
        loading={!p}
        items={withBaseFacts([
          ['Type', p ? (p.paymentType === 'RECEIVE' ? 'Received from a customer' : 'Paid to a supplier') : undefined],
          [p?.partyType === 'SUPPLIER' ? 'Supplier' : 'Customer', p ? <Anchor component={Link} to={partyHref(p)}>{p.partyName}</Anchor> : undefined],
          ['Posting date', p ? formatDay(p.postingDate) : undefined],
          ['Reference', p?.reference],
          ['Method', p?.paymentMethodLabel],
          ['Net amount', amount(p?.transactionNetAmount)],
          ['Charge', amount(p?.transactionCharge)],
          ['Gateway charge', amount(p?.transactionGatewayCharge)],
          ['Merchant commission', amount(p?.transactionMerchantCommission)],
          ['Tax', amount(p?.transactionTax)],
          ['Total', p ? <span data-testid="payment-detail-total"><Money amount={p.transactionTotalAmount} currency={c} /></span> : undefined],
          ['Allocated', amount(p?.allocatedAmount)],
          ['Unallocated', p ? <span data-testid="payment-unallocated"><Money amount={p.unallocatedAmount} currency={c} /></span> : undefined],
          ['Ledger only', p ? (p.isGlOnly ? 'Yes: nothing settled' : 'No') : undefined],
          ['Journal entry', p ? <JournalEntryLink id={p.journalEntryId} /> : undefined],
          ...(p?.cancelledOn ? [['Cancelled on', formatDay(p.cancelledOn)] as [string, ReactNode]] : []),
          ...(p?.reversalJournalEntryId ? [['Reversal entry', <JournalEntryLink id={p.reversalJournalEntryId} />] as [string, ReactNode]] : []),
          ['Created', p ? formatDateTime(p.createdAt) : undefined],
        ], baseCurrencyFacts(p && { ...p, currency: c }, baseCurrency))}
      />
      <Title order={3}>Allocations</Title>
      <Paper withBorder p="sm" style={{ overflowX: 'auto' }} data-testid="payment-allocations">
        {!p ? (
          <Text size="sm" c="dimmed">Loading…</Text>
        ) : p.allocations.length === 0 ? (
          <Text size="sm" c="dimmed">{p.isGlOnly ? 'Ledger only: this payment settled no document.' : 'Nothing was open to settle: the whole amount is a credit on the party.'}</Text>
        ) : (
          <RecordTable
            caption="What the payment settled"
            columns={[
              { header: p.partyType === 'CUSTOMER' ? 'Invoice' : 'Bill', cell: (a) => <Anchor component={Link} to={a.invoiceIdString ? invoiceHref({ id: a.invoiceIdString }) : billHref({ id: a.billIdString! })}>{a.documentNumber}</Anchor> },
              { header: 'Amount', numeric: true, cell: (a) => <Money amount={a.amount} currency={c} /> },
              // what it took off the receivable or payable, at the document's rate (the rest is the realized exchange difference)
              ...(foreign ? [{ header: `In ${baseCurrency} at the document's rate`, numeric: true, cell: (a: (typeof p.allocations)[number]) => <Money amount={a.baseAmount} currency={baseCurrency!} /> }] : []),
            ]}
            rows={p.allocations}
            rowKey={(a, i) => `${a.invoiceIdString ?? a.billIdString}-${i}`}
            footer={<TotalRow label="Allocated"><Table.Td ta="right"><Money amount={p.allocatedAmount} currency={c} /></Table.Td>{foreign && <Table.Td />}</TotalRow>}
          />
        )}
        {p?.status === 'CANCELLED' && p.allocations.length > 0 && <Text size="sm" mt="xs">Cancelled: these allocations were reopened.</Text>}
      </Paper>
    </DetailPageLayout>
  );
}
