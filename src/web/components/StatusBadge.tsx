import { Badge } from '@mantine/core';

const colors: Record<string, string> = {
  ACTIVE: 'green', EXPIRED: 'orange', REVOKED: 'gray', OPEN: 'green', CLOSED: 'gray', DRAFT: 'gray', AUTHORIZED: 'green',
  COMPLETED: 'green', ON_HOLD: 'orange', CANCELLED: 'gray', PAID: 'green', PARTLY_PAID: 'indigo', RETURN: 'violet', SENT: 'green', FAILED: 'red',
  ENABLED: 'green', DISABLED: 'gray', DELIVERED: 'green', // UNPAID, QUEUED, PENDING: blue
};

/**
 * A record's status as a coloured badge with its name spelled out (colour is never the only cue).
 * The text is the theme's own text colour: a light badge's coloured text falls below 4.5:1 for
 * several colours (green, orange) on their own tint.
 */
export function StatusBadge({ status }: { status: string }) {
  return (
    // never cut ("to deliver and…"): a long status wraps in a narrow column instead
    <Badge color={colors[status] ?? 'blue'} variant="light" c="var(--mantine-color-text)" h="auto" maw="100%"
      styles={{ label: { overflow: 'visible', whiteSpace: 'normal', textOverflow: 'clip', lineHeight: 1.3 } }}>
      {status.toLowerCase().replaceAll('_', ' ')}
    </Badge>
  );
}
