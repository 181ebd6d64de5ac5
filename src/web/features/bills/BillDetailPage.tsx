import { Link, useParams } from 'react-router-dom';
import { Anchor, Button } from '@mantine/core';
import type { BillDetail } from '../../../contract/bills';
import { bills } from '../../api/bills';
import { useCan } from '../../app/auth/permissions';
import { DocumentPage } from '../../components/DocumentPage';
import { baseCurrencyFacts, useBaseCurrency, withBaseFacts } from '../../components/BaseAmounts';
import { DocumentTotals, lineTaxColumns } from '../../components/DocumentTotals';
import { formatDateTime, formatDay } from '../../components/format';
import { Money } from '../../components/Money';
import { DueDate } from '../../components/DueDate';
import { StatusBadge } from '../../components/StatusBadge';
import { journalEntryField } from '../journal-entries/JournalEntryLink';
import { DocumentPayments } from '../payments/DocumentPayments';

/** Route `purchasing/bills/:id`: the bill, its lines with their tax, the tax per rate and totals, what is still to pay, its purchase order and its journal entry. */
export default function BillDetailPage() {
  const bill = bills.useOne(useParams().id);
  const b = bill.data;
  const canPay = useCan()('payments:write');
  const baseCurrency = useBaseCurrency(b?.companyIdString);
  return (
    <DocumentPage
      history={{ recordType: 'bill', recordId: b?.id }}
      error={bill.error}
      companyId={b?.companyIdString}
      notFoundTitle="Bill not found"
      back={{ to: '/purchasing/bills', label: 'Bills' }}
      title={b ? `${b.number} · ${b.supplierName}` : 'Bill'}
      badges={b ? <StatusBadge status={b.status} /> : undefined}
      actions={b && canPay && b.outstanding > 0 && b.status !== 'CANCELLED' && <Button component={Link} to={`/accounting/payments/new?type=PAY&party=${b.supplierIdString}&document=${b.id}&amount=${b.outstanding}&currency=${b.currency}`} variant="light">Pay supplier</Button>}
      loaded={!!b}
      details={withBaseFacts([
        ['Supplier', b ? <Anchor component={Link} to={`/purchasing/suppliers/${b.supplierIdString}`}>{b.supplierName}</Anchor> : undefined],
        ['Purchase order', b ? <Anchor component={Link} to={`/purchasing/orders/${b.purchaseOrderIdString}`}>{b.purchaseOrderNumber}</Anchor> : undefined],
        ['Posting date', b ? formatDay(b.postingDate) : undefined],
        ['Due date', b ? <span data-testid="bill-due-date"><DueDate doc={b} /></span> : undefined],
        ['Supplier invoice', b ? (b.supplierInvoiceNumber ?? '—') : undefined],
        ['Total', b ? <Money amount={b.total} currency={b.currency} /> : undefined],
        ['Outstanding', b ? <span data-testid="bill-outstanding"><Money amount={b.outstanding} currency={b.currency} /></span> : undefined],
        journalEntryField(b, 'None (the bill is for nothing)'),
        ['Posted', b ? formatDateTime(b.createdAt) : undefined],
      ], baseCurrencyFacts(b, baseCurrency))}
      lines={{
        testId: 'bill-lines',
        minWidth: 680,
        caption: 'Items billed',
        columns: [
          { header: 'Rate', numeric: true, cell: (line) => <Money amount={line.rate} currency={b!.currency} /> },
          { header: 'Amount', numeric: true, cell: (line) => <Money amount={line.amount} currency={b!.currency} /> },
          ...lineTaxColumns<BillDetail['lines'][number]>(b?.currency),
        ],
        rows: b?.lines,
      }}
    >
      <DocumentTotals doc={b} currency={b?.currency} testIds={{ net: 'bill-net-total', tax: 'bill-tax-total', total: 'bill-total' }} />
      {b && <DocumentPayments companyIdString={b.companyIdString} billIdString={b.id} />}
    </DocumentPage>
  );
}
