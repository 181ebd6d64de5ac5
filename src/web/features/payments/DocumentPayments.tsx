import { Link } from 'react-router-dom';
import { Anchor, Paper, Title } from '@mantine/core';
import { payments } from '../../api/payments';
import { formatDay } from '../../components/format';
import { Money } from '../../components/Money';
import { RecordTable } from '../../components/RecordTable';
import { RelatedRecords } from '../../components/RelatedRecords';
import { StatusBadge } from '../../components/StatusBadge';

/** The payments allocated to an invoice or a bill (cancelled ones too), oldest first: what settled it. */
export function DocumentPayments({ companyIdString, invoiceIdString, billIdString }: { companyIdString: string; invoiceIdString?: string; billIdString?: string }) {
  const list = payments.useList({ companyIdString, invoiceIdString, billIdString, size: 50, sort: 'postingDate' });
  return (
    <>
      <Title order={3}>Payments</Title>
      <Paper withBorder p="sm" data-testid="document-payments">
        <RelatedRecords rows={list.data?.content} error={list.error} loading="Loading payments…" empty={`No payments allocated to this ${invoiceIdString ? 'invoice' : 'bill'} yet.`}
          failed={(error) => `The payments could not be loaded: ${error.message}`} forbidden="Your role does not show payments.">
          {(rows) => (
            <RecordTable
              caption={`Payments allocated to the ${invoiceIdString ? 'invoice' : 'bill'}`}
              columns={[
                { header: 'Number', cell: (p) => <Anchor component={Link} to={`/accounting/payments/${p.id}`}>{p.number}</Anchor> },
                { header: 'Posting date', cell: (p) => formatDay(p.postingDate) },
                { header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
                { header: 'Payment total', numeric: true, cell: (p) => <Money amount={p.transactionTotalAmount} currency={p.transactionCurrency} /> },
              ]}
              rows={rows}
              rowKey={(p) => p.id}
            />
          )}
        </RelatedRecords>
      </Paper>
    </>
  );
}
