import { and, eq, sql } from 'drizzle-orm';
import type {
  WebhookEndpoint, WebhookEndpointCreate, WebhookEndpointCreated, WebhookEndpointListQuery, WebhookEndpointUpdate,
} from '../../../contract/webhooks';
import { fail } from '../../base/errors';
import { newId } from '../../base/ids';
import { paginate } from '../../db/paginate';
import { webhookEndpoints } from '../../db/schema';
import { allowedAddresses, hostOf, RefusedAddress } from '../../webhooks/addresses';
import { newWebhookSecret } from '../../webhooks/signature';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { recordMetaOf } from '../core/record-meta';
import { replaceVersioned, type Replacement } from '../core/versioned-update';
import { rememberDeleted } from '../outbox/event-log';

/** Webhook endpoints (decisions §13 "Events and webhooks"; docs/webhooks.md). */

/** Whether URLs may point at loopback and private networks (BOS_WEBHOOK_ALLOW_PRIVATE). */
export type WebhookUrlPolicy = { allowPrivate: boolean };

type Row = typeof webhookEndpoints.$inferSelect;

function toEndpoint(row: Row): WebhookEndpoint {
  return {
    id: row.id,
    companyIdString: row.companyId,
    url: row.url,
    events: row.events,
    description: row.description,
    status: row.status,
    disabledReason: row.disabledReason,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    failingSince: row.failingSince?.toISOString() ?? null,
    ...recordMetaOf(row),
  };
}

const RESOLVE_TIMEOUT_MS = 5000;

/** 422 at `url` when its host is (or resolves to) a loopback or private address that is not allowed, or does not resolve. */
async function checkUrl(url: string, { allowPrivate }: WebhookUrlPolicy): Promise<void> {
  const host = hostOf(new URL(url));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), RESOLVE_TIMEOUT_MS);
  });
  try {
    await Promise.race([allowedAddresses(host, allowPrivate), timeout]);
  } catch (error) {
    if (error instanceof RefusedAddress) throw fail.field('url', `must not point at a loopback or private address: ${error.message}`, 'private-address');
    throw fail.field('url', `the host ${host} cannot be resolved`, 'unresolvable-host');
  } finally {
    clearTimeout(timer);
  }
}

/** `["*"]` when it names `*`, else the types once each, in the order given. */
const eventFilter = (events: readonly string[]) => (events.includes('*') ? ['*'] : [...new Set(events)]);

export async function createWebhookEndpoint(ctx: Ctx, input: WebhookEndpointCreate, policy: WebhookUrlPolicy): Promise<WebhookEndpointCreated> {
  const { companyId } = companyContext(ctx, input.companyIdString);
  await checkUrl(input.url, policy);
  const secret = newWebhookSecret();
  const [row] = await ctx.db.insert(webhookEndpoints).values({
    id: newId(), companyId, url: input.url, events: eventFilter(input.events), description: input.description ?? null, secret,
  }).returning();
  return { ...toEndpoint(row), secret };
}

/** An endpoint of one of the principal's companies; another company's is "not found". */
export async function getWebhookEndpoint(ctx: Ctx, id: string): Promise<WebhookEndpoint> {
  return toEndpoint(await endpointRow(ctx, id));
}

export async function endpointRow(ctx: Ctx, id: string): Promise<Row> {
  const [row] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id.toLowerCase()));
  return visibleTo(ctx, row, (r) => r.companyId, 'The webhook endpoint');
}

export async function listWebhookEndpoints(ctx: Ctx, query: WebhookEndpointListQuery) {
  const { companyId } = companyContext(ctx, query.companyIdString);
  const where = and(eq(webhookEndpoints.companyId, companyId), query.status ? eq(webhookEndpoints.status, query.status) : undefined);
  return paginate(ctx.db, {
    select: ctx.db.select().from(webhookEndpoints).$dynamic(), from: webhookEndpoints, where,
    sortable: { createdAt: webhookEndpoints.createdAt, url: webhookEndpoints.url }, defaultSort: '-createdAt', tiebreak: webhookEndpoints.id,
  }, query, (rows) => rows.map(toEndpoint));
}

/**
 * Replaces the URL, the events and the description; `enabled: false` disables it (by the
 * principal), `enabled: true` re-enables it and forgets its failures: deliveries that wait are sent.
 */
export async function updateWebhookEndpoint(ctx: Ctx, { id, data, expectedVersion }: Replacement<WebhookEndpointUpdate>, policy: WebhookUrlPolicy): Promise<WebhookEndpoint> {
  if (data.companyIdString) companyContext(ctx, data.companyIdString);
  const current = await endpointRow(ctx, id);
  if (data.companyIdString && data.companyIdString.toLowerCase() !== current.companyId) {
    throw fail.field('companyIdString', 'an endpoint cannot move to another company', 'immutable');
  }
  if (data.url !== current.url) await checkUrl(data.url, policy);
  const status = data.enabled === undefined ? {} : data.enabled
    ? { status: 'ENABLED' as const, disabledReason: null, disabledAt: null, failingSince: null }
    : current.status === 'DISABLED' ? {} : { status: 'DISABLED' as const, disabledReason: `Disabled by ${ctx.principal.name}`, disabledAt: sql`now()` };
  await replaceVersioned(ctx.db, webhookEndpoints, {
    id: current.id, expectedVersion, currentVersion: current.version,
    set: { url: data.url, events: eventFilter(data.events), description: data.description ?? null, ...status },
  });
  return getWebhookEndpoint(ctx, current.id);
}

/** Deletes it with its deliveries and their log. */
export async function deleteWebhookEndpoint(ctx: Ctx, id: string): Promise<void> {
  const current = await endpointRow(ctx, id);
  rememberDeleted(ctx.db, 'webhook_endpoint', toEndpoint(current));
  await ctx.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, current.id));
}

