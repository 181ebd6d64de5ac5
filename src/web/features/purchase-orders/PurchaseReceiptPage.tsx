import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Anchor } from '@mantine/core';
import { purchaseOrders } from '../../api/purchase-orders';
import { DocumentPage } from '../../components/DocumentPage';
import { rateText, useBaseCurrency } from '../../components/BaseAmounts';
import { formatDateTime, formatDay } from '../../components/format';
import { Money } from '../../components/Money';
import { journalEntryField } from '../journal-entries/JournalEntryLink';

/**
 * Route `purchasing/receipts/:id`: goods received on a purchase order (`GET /purchase-receipts/{id}`),
 * its lines at the order's rates, the order and the journal entry it posted (stock / goods received not billed).
 */
export default function PurchaseReceiptPage() {
  const receipt = purchaseOrders.useReceipt(useParams().id);
  const r = receipt.data;
  const baseCurrency = useBaseCurrency(r?.companyIdString);
  const order = purchaseOrders.useOne(r?.purchaseOrderIdString).data;
  const orderHref = r && `/purchasing/orders/${r.purchaseOrderIdString}`;
  return (
    <DocumentPage
      history={{ recordType: 'purchase_receipt', recordId: r?.id }}
      error={receipt.error}
      companyId={r?.companyIdString}
      notFoundTitle="Purchase receipt not found"
      back={orderHref && order ? { to: orderHref, label: order.number } : { to: '/purchasing/orders', label: 'Purchase orders' }}
      title={r ? `Purchase receipt ${r.number}` : 'Purchase receipt'}
      loaded={!!r}
      details={[
        ['Purchase order', orderHref ? <Anchor component={Link} to={orderHref}>{order?.number ?? 'Purchase order'}</Anchor> : undefined],
        ['Supplier', order ? <Anchor component={Link} to={`/purchasing/suppliers/${order.supplierIdString}`}>{order.supplierName}</Anchor> : r && '…'],
        ['Posting date', r ? formatDay(r.postingDate) : undefined],
        ['Total', r ? <Money amount={r.total} currency={r.currency} /> : undefined],
        ...(r && baseCurrency && r.currency !== baseCurrency ? [['Exchange rate', <span data-testid="document-exchange-rate">{rateText(r.exchangeRate, r.currency, baseCurrency)}</span>] as [string, ReactNode]] : []),
        journalEntryField(r, 'None (nothing was valued)'),
        ['Posted', r ? formatDateTime(r.createdAt) : undefined],
      ]}
      lines={{
        testId: 'receipt-lines',
        minWidth: 520,
        caption: 'Items received',
        columns: [
          { header: 'Rate', numeric: true, cell: (line) => <Money amount={line.rate} currency={r!.currency} /> },
          { header: 'Amount', numeric: true, cell: (line) => <Money amount={line.amount} currency={r!.currency} /> },
        ],
        rows: r?.lines,
        totals: r && [{ value: <Money amount={r.total} currency={r.currency} /> }],
      }}
    />
  );
}
