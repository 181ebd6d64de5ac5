import { Link, useParams } from 'react-router-dom';
import { Anchor, Button, Paper, Table, Title, VisuallyHidden } from '@mantine/core';
import { bills } from '../../api/bills';
import { useCan } from '../../app/auth/permissions';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { Details } from '../../components/Details';
import { formatDateTime, formatDay } from '../../components/format';
import { Money } from '../../components/Money';
import { StatusBadge } from '../../components/StatusBadge';
import { formatQuantity } from '../../money/money';
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
      actions={b && canPay && b.outstanding > 0 && b.status !== 'CANCELLED' && <Button component={Link} to={`/accounting/payments/new?type=PAY&party=${b.supplierIdString}`} variant="light">Pay supplier</Button>}
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
        <Table verticalSpacing="xs" style={{ minWidth: 520 }} data-testid="bill-lines">
          <VisuallyHidden component="caption">Items billed</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">#</Table.Th>
              <Table.Th scope="col">Item</Table.Th>
              <Table.Th scope="col" ta="right">Quantity</Table.Th>
              <Table.Th scope="col" ta="right">Rate</Table.Th>
              <Table.Th scope="col" ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {b?.lines.map((line) => (
              <Table.Tr key={line.lineNumber}>
                <Table.Td>{line.lineNumber}</Table.Td>
                <Table.Td><Anchor component={Link} to={`/inventory/items/${line.itemIdString}`}>{line.itemCode}</Anchor></Table.Td>
                <Table.Td ta="right">{formatQuantity(line.qty)}</Table.Td>
                <Table.Td ta="right"><Money amount={line.rate} currency={b.currency} /></Table.Td>
                <Table.Td ta="right"><Money amount={line.amount} currency={b.currency} /></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          {b && (
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Th scope="row" colSpan={4}>Total</Table.Th>
                <Table.Td ta="right" data-testid="bill-total"><Money amount={b.total} currency={b.currency} /></Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Paper>
    </DetailPageLayout>
  );
}
