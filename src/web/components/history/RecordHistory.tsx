import { Alert, List, Loader, Paper, Stack, Text } from '@mantine/core';
import type { AuditEvent } from '../../../contract/audit-events';
import { auditEvents } from '../../api/audit-events';
import { eventInWords } from './audit-sentences';

/** The History tab of a record's page: its audit events, newest first, in plain words (the latest 100). */
export function RecordHistory({ recordType, recordId }: { recordType: AuditEvent['recordType']; recordId: string }) {
  const history = auditEvents.useList({ recordType, recordIdString: recordId, size: 100, page: 0 });
  if (history.isPending) return <Loader size="sm" aria-label="Loading the history" />;
  if (history.isError) return <Alert color="red" title="The history could not be loaded">{history.error.message}</Alert>;
  const events = history.data.content;
  if (events.length === 0) return <Text c="dimmed">No change of this record is recorded.</Text>;
  return (
    <Stack gap="xs" data-testid="record-history">
      {events.map((event) => {
        const { headline, details } = eventInWords(event);
        return (
          <Paper key={event.id} withBorder p="sm" component="article" aria-label={headline}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>{headline}</Text>
            {details.length > 0 && (
              <List size="sm" mt={4} spacing={2} style={{ overflowWrap: 'anywhere' }}>
                {details.map((line) => <List.Item key={line}>{line}</List.Item>)}
              </List>
            )}
          </Paper>
        );
      })}
      {history.data.page.totalElements > events.length && (
        <Text size="xs" c="dimmed">The latest {events.length} of {history.data.page.totalElements} changes; the audit log has them all.</Text>
      )}
    </Stack>
  );
}
