import { Link } from 'react-router-dom';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { Customer } from '../../../contract/customers';
import { invoices } from '../../api/invoices';
import { formatDay } from '../../components/format';
import { Money } from '../../components/Money';
import { RecordTable } from '../../components/RecordTable';
import { RelatedRecords } from '../../components/RelatedRecords';
import { StatusBadge } from '../../components/StatusBadge';
import { INVOICES_PATH, invoiceHref } from '../invoices/links';
import { outstandingByCurrency } from './balance';

/** The customer's newest invoices and credit notes and their outstanding balance (open invoices: unpaid and partly paid). */
export function CustomerInvoices({ customer: c }: { customer: Customer }) {
  const scope = { companyIdString: c.companyIdString, customerIdString: c.id, return: 'false' as const };
  const unpaid = invoices.useAll({ ...scope, status: 'UNPAID' });
  const partlyPaid = invoices.useAll({ ...scope, status: 'PARTLY_PAID' });
  const newest = invoices.useList({ companyIdString: c.companyIdString, customerIdString: c.id, size: 10, sort: '-postingDate' });
  const balance = unpaid.data && partlyPaid.data ? outstandingByCurrency([...unpaid.data, ...partlyPaid.data]) : undefined;
  const total = newest.data?.page.totalElements ?? 0;
  return (
    <Paper withBorder p="md" data-testid="customer-invoices">
      <Stack gap="sm">
        <Group gap="xs" data-testid="customer-outstanding">
          <Text fw={500}>Outstanding balance:</Text>
          {unpaid.error || partlyPaid.error ? <Text c="red" size="sm">could not be loaded</Text>
            : !balance ? <Text size="sm" c="dimmed">loading…</Text>
              : balance.length === 0 ? <Text>nothing due</Text>
                : balance.map((b, n) => <Text key={b.currency} fw={700}>{n > 0 ? '+ ' : ''}<Money amount={b.amount} currency={b.currency} /></Text>)}
        </Group>
        <RelatedRecords rows={newest.data?.content} error={newest.error} failed={(error) => `The invoices could not be loaded: ${error.message}`} loading="Loading invoices…" empty="No invoices yet.">
          {(rows) => (
            <RecordTable
              caption="Newest invoices and credit notes of the customer"
              columns={[
                { header: 'Number', cell: (i) => <Anchor component={Link} to={invoiceHref(i)}>{i.number}</Anchor> },
                { header: 'Posting date', cell: (i) => formatDay(i.postingDate) },
                { header: 'Due date', cell: (i) => formatDay(i.dueDate) },
                { header: 'Status', cell: (i) => <StatusBadge status={i.status} /> },
                { header: 'Total', numeric: true, cell: (i) => <Money amount={i.total} currency={i.currencyCodeString} /> },
                { header: 'Outstanding', numeric: true, cell: (i) => <Money amount={i.outstanding} currency={i.currencyCodeString} /> },
              ]}
              rows={rows}
              rowKey={(i) => i.id}
            />
          )}
        </RelatedRecords>
        {total > 0 && <Anchor component={Link} to={`${INVOICES_PATH}?customerIdString=${c.id}`} size="sm">All {total} invoices and credit notes of {c.name}</Anchor>}
      </Stack>
    </Paper>
  );
}
