import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';

/** The fields of a record on its detail page, label above value; skeletons while it loads. */
export function Details({ items, loading }: { items: [label: string, value: ReactNode][]; loading?: boolean }) {
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {items.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">{label}</Text>
            {loading ? <Skeleton height={18} width={160} /> : <Text component="div" style={{ whiteSpace: 'pre-line' }}>{value ?? '—'}</Text>}
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
