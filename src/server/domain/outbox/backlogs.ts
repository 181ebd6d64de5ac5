import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/connection';

/** What waits to be done after commit, for the metrics: one statement, on partial indexes of the pending rows. */
export type Backlogs = {
  outbox: { pending: number; oldestAgeSeconds: number };
  webhooks: { pending: number; oldestAgeSeconds: number };
  /** Imports created or running. */
  imports: { queued: number };
};

export async function backlogs(db: Db): Promise<Backlogs> {
  const [row] = await queryRows<Record<string, string | number | null>>(db, sql`
    SELECT
      (SELECT count(*) FROM outbox WHERE delivered_at IS NULL) AS outbox_pending,
      (SELECT extract(epoch FROM now() - min(created_at)) FROM outbox WHERE delivered_at IS NULL) AS outbox_oldest,
      (SELECT count(*) FROM webhook_deliveries WHERE status = 'PENDING') AS webhooks_pending,
      (SELECT extract(epoch FROM now() - min(created_at)) FROM webhook_deliveries WHERE status = 'PENDING') AS webhooks_oldest,
      (SELECT count(*) FROM imports WHERE status IN ('PENDING', 'RUNNING')) AS imports_queued`);
  const n = (value: string | number | null) => Number(value ?? 0);
  return {
    outbox: { pending: n(row.outbox_pending), oldestAgeSeconds: n(row.outbox_oldest) },
    webhooks: { pending: n(row.webhooks_pending), oldestAgeSeconds: n(row.webhooks_oldest) },
    imports: { queued: n(row.imports_queued) },
  };
}
