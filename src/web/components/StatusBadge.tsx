import { Badge } from '@mantine/core';

const colors: Record<string, string> = {
  ACTIVE: 'green', EXPIRED: 'orange', REVOKED: 'gray', OPEN: 'green', CLOSED: 'gray', DRAFT: 'gray', AUTHORIZED: 'green',
  COMPLETED: 'green', ON_HOLD: 'orange', CANCELLED: 'gray', PAID: 'green', PARTLY_PAID: 'indigo', RETURN: 'violet', // UNPAID: blue (orange light badges fail contrast)
};

/** A record's status as a coloured badge with its name spelled out (colour is never the only cue). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={colors[status] ?? 'blue'} variant="light">
      {status.toLowerCase().replaceAll('_', ' ')}
    </Badge>
  );
}
