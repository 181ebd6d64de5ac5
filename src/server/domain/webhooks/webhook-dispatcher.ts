import { sql } from 'drizzle-orm';
import type { WebhookSettings } from '../../config';
import { queryRows, type Db } from '../../db/connection';
import type { PostWebhook } from '../../webhooks/post';
import { signedHeaders } from '../../webhooks/signature';
import { leaseOwner } from '../outbox/outbox-dispatcher';
import { Poller, type PollerLog } from '../outbox/poller';

/**
 * Sends webhook deliveries after their change committed, at least once (docs/webhooks.md). Any
 * number of dispatchers (one per instance) share one database: each claims due deliveries under a
 * lease (`FOR UPDATE SKIP LOCKED`), never one whose record has an earlier delivery to the same
 * endpoint still PENDING (so a record's events arrive in order), sends them with at most
 * `concurrencyPerEndpoint` requests per endpoint at a time, and records each attempt. A
 * dispatcher killed mid-send loses its lease when it runs out; the delivery is sent again.
 */

/** An endpoint failing this long (since its last delivered attempt) is disabled. */
const DISABLE_AFTER_MS = 5 * 86_400_000;
const ERROR_LENGTH = 2000;

type Claimed = {
  id: string;
  endpoint_id: string;
  event_id: string;
  attempts: number;
  url: string;
  secret: string;
  body: string;
};

export class WebhookDispatcher extends Poller {
  readonly owner: string;

  constructor(private readonly db: Db, private readonly post: PostWebhook, private readonly settings: WebhookSettings, options: { log?: PollerLog; owner?: string } = {}) {
    super(settings, options.log);
    this.owner = options.owner ?? leaseOwner();
  }

  async dispatchBatch(): Promise<number> {
    const claimed = await this.claim();
    const byEndpoint = new Map<string, Claimed[]>();
    for (const delivery of claimed) {
      const queue = byEndpoint.get(delivery.endpoint_id);
      if (queue) queue.push(delivery);
      else byEndpoint.set(delivery.endpoint_id, [delivery]);
    }
    await Promise.all([...byEndpoint.values()].map(async (queue) => {
      const lanes = Array.from({ length: Math.min(this.settings.concurrencyPerEndpoint, queue.length) }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await this.attempt(next);
      });
      await Promise.all(lanes);
    }));
    return claimed.length;
  }

  /** Due deliveries of enabled endpoints, none held back by an earlier pending one of its record, with what to send. */
  private claim(): Promise<Claimed[]> {
    const { batchSize, leaseMs } = this.settings;
    return queryRows<Claimed>(this.db, sql`
      WITH picked AS (
        SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id AND w.status = 'ENABLED'
        WHERE d.status = 'PENDING' AND d.next_attempt_at <= now() AND (d.leased_until IS NULL OR d.leased_until < now())
          AND NOT EXISTS (
            SELECT 1 FROM webhook_deliveries p
            WHERE p.endpoint_id = d.endpoint_id AND p.record_key = d.record_key AND p.status = 'PENDING' AND p.event_id < d.event_id)
        ORDER BY d.next_attempt_at, d.event_id
        LIMIT ${batchSize}::integer
        FOR UPDATE OF d SKIP LOCKED
      )
      UPDATE webhook_deliveries d
      SET leased_until = now() + ${leaseMs}::float8 * interval '1 millisecond', lease_owner = ${this.owner}, attempts = d.attempts + 1
      FROM picked, webhook_endpoints w, events e
      WHERE d.id = picked.id AND w.id = d.endpoint_id AND e.id = d.event_id
      RETURNING d.id, d.endpoint_id, d.event_id, d.attempts, w.url, w.secret,
        json_build_object('id', e.id, 'type', e.type, 'createdAt', to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'companyIdString', e.company_id, 'data', e.data)::text AS body`);
  }

  /** One attempt: sent, answered (2xx: delivered), recorded; a failure waits for the schedule's next retry, or FAILS. */
  private async attempt(delivery: Claimed): Promise<void> {
    const headers = signedHeaders(delivery.secret, delivery.event_id, delivery.body);
    const started = new Date();
    let status: number | null = null;
    let body: string | null = null;
    let error: string | null = null;
    try {
      ({ status, body } = await this.post(delivery.url, delivery.body, headers));
      if (status < 200 || status > 299) error = `answered ${status}`;
    } catch (e) {
      error = ((e as Error).message || 'failed').slice(0, ERROR_LENGTH);
    }
    const durationMs = Date.now() - started.getTime();
    const retryInMs = this.settings.retryDelaysMs[delivery.attempts - 1];
    const outcome = error === null ? 'DELIVERED' : retryInMs === undefined ? 'FAILED' : 'PENDING';
    if (error !== null) this.log?.warn({ deliveryId: delivery.id, endpointId: delivery.endpoint_id, attempt: delivery.attempts, status, error }, 'webhook attempt failed');
    await this.db.execute(sql`
      WITH attempt AS (
        INSERT INTO webhook_attempts (delivery_id, attempt, at, duration_ms, request_headers, response_status, response_body, error)
        SELECT ${delivery.id}::uuid, ${delivery.attempts}::integer, ${started.toISOString()}::timestamptz, ${durationMs}::integer,
          ${JSON.stringify(headers)}::jsonb, ${status}::integer, ${body}, ${error}
        -- not for a delivery deleted meanwhile (with its endpoint)
        WHERE EXISTS (SELECT 1 FROM webhook_deliveries WHERE id = ${delivery.id}::uuid)
      ), endpoint AS (
        UPDATE webhook_endpoints SET
          failing_since = CASE WHEN ${error}::text IS NULL THEN NULL ELSE coalesce(failing_since, ${started.toISOString()}::timestamptz) END,
          status = CASE WHEN ${error}::text IS NOT NULL AND failing_since < now() - ${DISABLE_AFTER_MS}::float8 * interval '1 millisecond' THEN 'DISABLED' ELSE status END,
          disabled_at = CASE WHEN ${error}::text IS NOT NULL AND failing_since < now() - ${DISABLE_AFTER_MS}::float8 * interval '1 millisecond' THEN now() ELSE disabled_at END,
          disabled_reason = CASE WHEN ${error}::text IS NOT NULL AND failing_since < now() - ${DISABLE_AFTER_MS}::float8 * interval '1 millisecond'
            THEN 'Every delivery failed for 5 days, since ' || to_char(failing_since AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI "UTC"') || '; the last: ' || ${error}::text
            ELSE disabled_reason END
        WHERE id = ${delivery.endpoint_id}::uuid AND status = 'ENABLED'
          AND (failing_since IS NOT NULL OR ${error}::text IS NOT NULL)
      )
      UPDATE webhook_deliveries SET status = ${outcome}, leased_until = NULL, lease_owner = NULL,
        last_attempt_at = ${started.toISOString()}::timestamptz, last_response_status = ${status}::integer, last_error = ${error},
        delivered_at = CASE WHEN ${outcome} = 'DELIVERED' THEN now() ELSE delivered_at END,
        next_attempt_at = CASE WHEN ${outcome} = 'PENDING' THEN now() + ${retryInMs ?? 0}::float8 * interval '1 millisecond' ELSE next_attempt_at END
      WHERE id = ${delivery.id}::uuid AND lease_owner = ${this.owner}`);
  }
}
