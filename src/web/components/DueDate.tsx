import { Badge, Group, Text } from '@mantine/core';
import { todayDay } from './data-table/date-presets';
import { formatDay } from './format';

/** A document is overdue when something is still to pay and its due date (YYYY-MM-DD) is before today. */
export const isOverdue = (doc: { dueDate: string; outstanding: number }, today = todayDay()) => doc.outstanding > 0 && doc.dueDate < today;

/** The due date, with an "Overdue" badge (words, not only colour) while the document is overdue. */
export function DueDate({ doc }: { doc: { dueDate: string; outstanding: number; status?: string } }) {
  const overdue = doc.status !== 'CANCELLED' && doc.status !== 'RETURN' && isOverdue(doc);
  return (
    <Group component="span" gap={6} wrap="nowrap">
      <Text component="span" size="sm">{formatDay(doc.dueDate)}</Text>
      {overdue && <Badge component="span" size="xs" color="red" variant="light" c="var(--mantine-color-text)">Overdue</Badge>}
    </Group>
  );
}

/** A list's due-date column text (CSV export): the date, then "overdue" when it is. */
export const dueDateText = (doc: { dueDate: string; outstanding: number; status?: string }) =>
  (doc.status !== 'CANCELLED' && doc.status !== 'RETURN' && isOverdue(doc) ? `${doc.dueDate} (overdue)` : doc.dueDate);
