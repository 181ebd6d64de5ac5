import { z } from 'zod';
import { isoTimestamp, pageQuery, uuid } from './common';
import { defineResource } from './resource-manifest';

/**
 * The event log (decisions §13 "Events and webhooks"; docs/webhooks.md): what happened to the
 * company's records, in the order the changes committed, kept 30 days. Written in the same
 * transaction as the change it tells of: an event exists if and only if its change committed.
 */

/** The records events tell of, as types name them (`<resource>.created|updated|deleted`). */
export const eventResources = [
  'account', 'accounting_period', 'api_key', 'bill', 'charge', 'company', 'customer', 'exchange_rate', 'exchange_revaluation',
  'fiscal_year', 'import', 'invoice', 'item', 'item_price', 'journal_entry', 'journal_template', 'payment', 'payment_terms',
  'purchase_order', 'purchase_receipt', 'sales_delivery', 'sales_order', 'stock_entry', 'supplier', 'tax_rate', 'webhook_endpoint',
] as const;
export type EventResource = (typeof eventResources)[number];

/** Business moments, each besides the record's `updated` (or `created`) event of the same change. */
export const eventMoments = [
  'invoice.paid', 'invoice.cancelled', 'sales_order.workflow_changed', 'sales_order.status_changed', 'purchase_order.status_changed',
  'payment.cancelled', 'import.completed', 'import.failed', 'api_key.revoked', 'journal_entry.posted', 'fiscal_year.closed', 'fiscal_year.reopened',
] as const;

/** Sent by `POST /webhook-endpoints/{id}/test` to that endpoint only, whatever it subscribes to. */
export const TEST_EVENT_TYPE = 'webhook_endpoint.test' as const;

export type EventType = `${EventResource}.${'created' | 'updated' | 'deleted'}` | (typeof eventMoments)[number] | typeof TEST_EVENT_TYPE;

export const eventTypes = [
  ...eventResources.flatMap((r) => [`${r}.created`, `${r}.updated`, `${r}.deleted`] as const),
  ...eventMoments,
  TEST_EVENT_TYPE,
] as unknown as [EventType, ...EventType[]];

export const eventType = z.enum(eventTypes);

export const event = z.object({
  id: uuid.describe('Also the `webhook-id` of its deliveries: a receiver deduplicates by it'),
  type: z.string().describe('`<resource>.created|updated|deleted` or a business moment (`invoice.paid`, ...)'),
  createdAt: isoTimestamp.describe('When the change was made (its transaction)'),
  companyIdString: uuid,
  data: z.object({
    object: z.record(z.string(), z.unknown()).describe('The record as its GET answered it right after the change; for `deleted`, as it was before'),
  }),
});
export type Event = z.infer<typeof event>;

export const eventListQuery = pageQuery.omit({ sort: true }).extend({
  companyIdString: uuid.optional().describe('Your default company when omitted'),
  type: eventType.optional().describe('Only events of this type'),
});
export type EventListQuery = z.infer<typeof eventListQuery>;

/** Read by admins and viewers: events carry every kind of record. */
export const eventsResource = defineResource({ name: 'events', access: {} });
