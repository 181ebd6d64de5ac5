import { Link, useParams } from 'react-router-dom';
import { Anchor, Button, Paper, Table, Title } from '@mantine/core';
import { bills } from '../../api/bills';
import { useCan } from '../../app/auth/permissions';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { itemLineColumns } from '../../components/item-line-columns';
import { Details } from '../../components/Details';
import { formatDateTime, formatDay } from '../../components/format';
import { Money } from '../../components/Money';
import { DocumentPayments } from '../payments/DocumentPayments';
import { RecordTable, TotalRow } from '../../components/RecordTable';
import { StatusBadge } from '../../components/StatusBadge';
import { JournalEntryLink } from '../journal-entries/JournalEntryLink';

/** Route `purchasing/bills/:id`: the bill, its lines, what is still to pay, its purchase order and its journal entry. */
export default function BillDetailPage() {
  const bill = bills.useOne(useParams().id);
  const b = bill.data;
  const canPay = useCan()('payments:write');
  return (
    <DetailPageLayout
      error={bill.error}
      companyId={b?.companyIdString}
      notFoundTitle="Bill not found"
      back={{ to: '/purchasing/bills', label: 'Bills' }}
      title={b ? `${b.number} · ${b.supplierName}` : 'Bill'}
      badges={b ? <StatusBadge status={b.status} /> : undefined}
      actions={b && canPay && b.outstanding > 0 && b.status !== 'CANCELLED' && <Button component={Link} to={`/accounting/payments/new?type=PAY&party=${b.supplierIdString}&document=${b.id}&amount=${b.outstanding}`} variant="light">Pay supplier</Button>}
      maw={1000}
    >
      <Details
        loading={!b}
        items={[
          ['Supplier', b ? <Anchor component={Link} to={`/purchasing/suppliers/${b.supplierIdString}`}>{b.supplierName}</Anchor> : undefined],
          ['Purchase order', b ? <Anchor component={Link} to={`/purchasing/orders/${b.purchaseOrderIdString}`}>{b.purchaseOrderNumber}</Anchor> : undefined],
          ['Posting date', b ? formatDay(b.postingDate) : undefined],
          ['Total', b ? <Money amount={b.total} currency={b.currency} /> : undefined],
          ['Outstanding', b ? <span data-testid="bill-outstanding"><Money amount={b.outstanding} currency={b.currency} /></span> : undefined],
          ['Journal entry', b ? (b.journalEntryId ? <JournalEntryLink id={b.journalEntryId} /> : 'None (the bill is for nothing)') : undefined],
          ['Posted', b ? formatDateTime(b.createdAt) : undefined],
        ]}
      />
      <Title order={3}>Items</Title>
      <Paper withBorder p="sm" style={{ overflowX: 'auto' }}>
        <RecordTable
          testId="bill-lines"
          lines
          minWidth={520}
          caption="Items billed"
          columns={[
            ...itemLineColumns(),
            { header: 'Rate', numeric: true, cell: (line) => <Money amount={line.rate} currency={b!.currency} /> },
            { header: 'Amount', numeric: true, cell: (line) => <Money amount={line.amount} currency={b!.currency} /> },
          ]}
          rows={b?.lines}
          rowKey={(line) => line.lineNumber}
          footer={b && <TotalRow span={4}><Table.Td ta="right" data-testid="bill-total"><Money amount={b.total} currency={b.currency} /></Table.Td></TotalRow>}
        />
      </Paper>
      {b && <DocumentPayments companyIdString={b.companyIdString} billIdString={b.id} />}
    </DetailPageLayout>
  );
}
