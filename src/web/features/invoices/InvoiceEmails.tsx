import { Paper, Stack, Text, Title } from '@mantine/core';
import { invoices } from '../../api/invoices';
import { formatDateTime } from '../../components/format';
import { RecordTable } from '../../components/RecordTable';
import { RelatedRecords } from '../../components/RelatedRecords';
import { StatusBadge } from '../../components/StatusBadge';

/** The invoice's emails and how each went (`GET /invoices/{id}/sends`): queued, sent, or failed with the mail server's answer. */
export function InvoiceEmails({ invoiceId }: { invoiceId: string }) {
  const emails = invoices.useEmails(invoiceId);
  return (
    <Paper withBorder p="md" data-testid="invoice-emails">
      <Stack gap="sm">
        <Title order={3} size="h4">Emails</Title>
        <RelatedRecords rows={emails.data?.content} error={emails.error} failed={(error) => `The emails could not be loaded: ${error.message}`} loading="Loading emails…" empty="Not emailed yet.">
          {(rows) => (
            <RecordTable
              caption="Emails of this document, newest first"
              columns={[
                { header: 'Queued', cell: (e) => formatDateTime(e.createdAt) },
                { header: 'To', cell: (e) => [...e.to, ...e.cc.map((cc) => `cc ${cc}`)].join(', ') },
                { header: 'Status', cell: (e) => <StatusBadge status={e.status} /> },
                { header: 'Attempts', numeric: true, cell: (e) => e.attempts },
                {
                  header: 'Result',
                  cell: (e) => e.status === 'SENT' ? `Sent ${formatDateTime(e.sentAt!)}`
                    : e.lastError ? <Text size="sm" c={e.status === 'FAILED' ? 'red' : undefined}>{e.lastError}{e.nextAttemptAt ? ` (next try ${formatDateTime(e.nextAttemptAt)})` : ''}</Text>
                      : 'Waiting to be sent',
                },
              ]}
              rows={rows}
              rowKey={(e) => e.id}
            />
          )}
        </RelatedRecords>
      </Stack>
    </Paper>
  );
}
