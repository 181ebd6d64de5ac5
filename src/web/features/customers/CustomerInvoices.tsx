import { Link } from 'react-router-dom';
import { Anchor, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Customer } from '../../../contract/customers';
import { invoices } from '../../api/invoices';
import { formatDay } from '../../components/format';
import { Money } from '../../components/Money';
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
  const rows = newest.data?.content;
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
        {newest.error ? <Text c="red" size="sm">The invoices could not be loaded: {newest.error.message}</Text>
          : !rows ? <Text size="sm" c="dimmed">Loading invoices…</Text>
            : rows.length === 0 ? <Text size="sm" c="dimmed">No invoices yet.</Text>
              : (
                <div style={{ overflowX: 'auto' }}>
                  <Table verticalSpacing="xs">
                    <VisuallyHidden component="caption">Newest invoices and credit notes of the customer</VisuallyHidden>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">Number</Table.Th>
                        <Table.Th scope="col">Posting date</Table.Th>
                        <Table.Th scope="col">Due date</Table.Th>
                        <Table.Th scope="col">Status</Table.Th>
                        <Table.Th scope="col" ta="right">Total</Table.Th>
                        <Table.Th scope="col" ta="right">Outstanding</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((i) => (
                        <Table.Tr key={i.id}>
                          <Table.Td><Anchor component={Link} to={invoiceHref(i)}>{i.number}</Anchor></Table.Td>
                          <Table.Td>{formatDay(i.postingDate)}</Table.Td>
                          <Table.Td>{formatDay(i.dueDate)}</Table.Td>
                          <Table.Td><StatusBadge status={i.status} /></Table.Td>
                          <Table.Td ta="right"><Money amount={i.total} currency={i.currencyCodeString} /></Table.Td>
                          <Table.Td ta="right"><Money amount={i.outstanding} currency={i.currencyCodeString} /></Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </div>
              )}
        {total > 0 && <Anchor component={Link} to={`${INVOICES_PATH}?customerIdString=${c.id}`} size="sm">All {total} invoices and credit notes of {c.name}</Anchor>}
      </Stack>
    </Paper>
  );
}
