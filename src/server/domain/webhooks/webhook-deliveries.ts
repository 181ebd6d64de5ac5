import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { TEST_EVENT_TYPE, type Event } from '../../../contract/events';
import type { WebhookDelivery, WebhookDeliveryListQuery } from '../../../contract/webhooks';
import { fail } from '../../base/errors';
import { newId } from '../../base/ids';
import type { DbOrTx } from '../../db/connection';
import { paginate } from '../../db/paginate';
import { events, webhookAttempts, webhookDeliveries } from '../../db/schema';
import { visibleTo, type Ctx } from '../core/context';
import { noteEffects } from '../outbox/outbox';
import { endpointRow, getWebhookEndpoint } from './webhook-endpoints';

/** An endpoint's deliveries: the delivery log, the test event and the manual retry (docs/webhooks.md). */

type DeliveryRow = { delivery: typeof webhookDeliveries.$inferSelect; event: typeof events.$inferSelect };

/** An event as `GET /events` answers it, and as a delivery's body is. */
export const eventOf = (row: typeof events.$inferSelect): Event => ({
  id: row.id, type: row.type, createdAt: row.createdAt.toISOString(), companyIdString: row.companyId, data: row.data as Event['data'],
});

const selectDeliveries = (db: DbOrTx) =>
  db.select({ delivery: webhookDeliveries, event: events }).from(webhookDeliveries).innerJoin(events, eq(events.id, webhookDeliveries.eventId)).$dynamic();

/** The rows with each one's attempts, in order. */
async function withAttempts(db: DbOrTx, rows: DeliveryRow[]): Promise<WebhookDelivery[]> {
  const attempts = rows.length === 0 ? [] : await db.select().from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, rows.map((r) => r.delivery.id))).orderBy(asc(webhookAttempts.deliveryId), asc(webhookAttempts.attempt));
  return rows.map(({ delivery: d, event }) => ({
    id: d.id,
    endpointIdString: d.endpointId,
    companyIdString: d.companyId,
    eventIdString: d.eventId,
    eventType: d.eventType,
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: d.status === 'PENDING' ? d.nextAttemptAt.toISOString() : null,
    lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
    lastResponseStatus: d.lastResponseStatus,
    lastError: d.lastError,
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
    payload: eventOf(event),
    attemptLog: attempts.filter((a) => a.deliveryId === d.id).map((a) => ({
      attempt: a.attempt, at: a.at.toISOString(), durationMs: a.durationMs, requestHeaders: a.requestHeaders,
      responseStatus: a.responseStatus, responseBody: a.responseBody, error: a.error,
    })),
  }));
}

async function getDelivery(ctx: Ctx, id: string): Promise<WebhookDelivery> {
  const [row] = await selectDeliveries(ctx.db).where(eq(webhookDeliveries.id, id.toLowerCase()));
  const found = visibleTo(ctx, row, (r) => r.delivery.companyId, 'The webhook delivery');
  const [delivery] = await withAttempts(ctx.db, [found]);
  return delivery;
}

/** `GET /webhook-endpoints/{id}/deliveries`: newest first, with their payloads and attempts. */
export async function listWebhookDeliveries(ctx: Ctx, endpointId: string, query: WebhookDeliveryListQuery) {
  const endpoint = await endpointRow(ctx, endpointId);
  const where = and(
    eq(webhookDeliveries.endpointId, endpoint.id),
    query.status ? eq(webhookDeliveries.status, query.status) : undefined,
    query.eventType ? eq(webhookDeliveries.eventType, query.eventType) : undefined,
  );
  return paginate(ctx.db, {
    select: selectDeliveries(ctx.db), from: webhookDeliveries, where,
    sortable: { createdAt: webhookDeliveries.createdAt }, defaultSort: '-createdAt', tiebreak: webhookDeliveries.id,
  }, query, (rows) => withAttempts(ctx.db, rows));
}

/** 409 endpoint-disabled: a disabled endpoint is sent nothing until it is enabled again. */
function assertEnabled(status: string) {
  if (status !== 'ENABLED') throw fail.conflict('The endpoint is disabled: enable it first (PUT with "enabled": true).', 'endpoint-disabled');
}

/**
 * `POST /webhook-endpoints/{id}/test`: a `webhook_endpoint.test` event (its object: the endpoint)
 * sent to this endpoint only, whatever it subscribes to. The event is in the log like any other.
 */
export async function testWebhookEndpoint(ctx: Ctx, endpointId: string): Promise<WebhookDelivery> {
  const endpoint = await endpointRow(ctx, endpointId);
  assertEnabled(endpoint.status);
  const eventId = newId();
  await ctx.db.insert(events).values({ id: eventId, companyId: endpoint.companyId, type: TEST_EVENT_TYPE, data: { object: await getWebhookEndpoint(ctx, endpoint.id) }, createdAt: sql`now()` });
  const [delivery] = await ctx.db.insert(webhookDeliveries).values({
    companyId: endpoint.companyId, endpointId: endpoint.id, eventId, eventType: TEST_EVENT_TYPE, recordKey: `test:${eventId}`,
  }).returning({ id: webhookDeliveries.id });
  noteEffects(ctx.db);
  return getDelivery(ctx, delivery.id);
}

/**
 * `POST /webhook-deliveries/{id}/retry`: one more attempt, now (a FAILED or DELIVERED one is sent
 * again, with the same `webhook-id`); 409 while an attempt is under way.
 */
export async function retryWebhookDelivery(ctx: Ctx, id: string): Promise<WebhookDelivery> {
  const [row] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id.toLowerCase())).for('update');
  const found = visibleTo(ctx, row, (r) => r.companyId, 'The webhook delivery');
  assertEnabled((await endpointRow(ctx, found.endpointId)).status);
  if (found.status === 'PENDING' && found.leasedUntil && found.leasedUntil > new Date()) {
    throw fail.conflict('An attempt is under way; look again in a moment.', 'delivery-in-progress');
  }
  await ctx.db.update(webhookDeliveries).set({ status: 'PENDING', nextAttemptAt: sql`now()`, leasedUntil: null, leaseOwner: null })
    .where(eq(webhookDeliveries.id, found.id));
  noteEffects(ctx.db);
  return getDelivery(ctx, found.id);
}
