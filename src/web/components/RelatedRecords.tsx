import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { ApiError } from '../api/client';

type RelatedRecordsProps<R> = {
  /** The records once loaded (undefined while they load). */
  rows: R[] | undefined;
  error: Error | null;
  /** e.g. `Loading invoices…` */
  loading: string;
  /** What a failure says, e.g. `The invoices could not be loaded: ${error.message}`. */
  failed: (error: Error) => string;
  /** What a role that may not read these records sees instead of the failure (a 403). */
  forbidden?: string;
  /** e.g. `No invoices yet.` */
  empty: string;
  /** The records (a RecordTable), in a frame that scrolls sideways on a phone. */
  children: (rows: R[]) => ReactNode;
};

/** Records of another resource shown on a record's page (a customer's invoices, a supplier's bills): a line while loading, on failure and when there are none. */
export function RelatedRecords<R>({ rows, error, loading, failed, forbidden, empty, children }: RelatedRecordsProps<R>) {
  if (error && forbidden && error instanceof ApiError && error.status === 403) return <Text size="sm" c="dimmed">{forbidden}</Text>;
  if (error) return <Text size="sm" c="red">{failed(error)}</Text>;
  if (!rows) return <Text size="sm" c="dimmed">{loading}</Text>;
  if (rows.length === 0) return <Text size="sm" c="dimmed">{empty}</Text>;
  return <div style={{ overflowX: 'auto' }}>{children(rows)}</div>;
}
