import { z } from 'zod';
import { calendarDate, isoTimestamp, pageQuery, uuid } from './common';
import { defineResource } from './resource-manifest';

/**
 * The audit trail (decisions §13 "Audit trail"; docs/audit.md): who changed which record, when,
 * from what to what. Written in the transaction of each change; never changed afterwards.
 */

export const auditActorTypes = ['USER', 'API_KEY', 'SYSTEM'] as const;

/** The record types the trail names, as `recordType` takes them. */
export const auditRecordTypes = [
  'account', 'accounting_period', 'api_key', 'bill', 'charge', 'company', 'customer', 'delivery', 'exchange_rate', 'exchange_revaluation',
  'fiscal_year', 'import', 'invitation', 'invoice', 'invoice_email', 'item', 'item_price', 'journal_entry', 'journal_template', 'password_reset', 'payment', 'payment_terms',
  'purchase_order', 'purchase_receipt', 'sales_order', 'stock_entry', 'supplier', 'tax_rate', 'user', 'webhook_endpoint',
] as const;

export const auditEvent = z.object({
  id: z.string().describe('The event; a later change has a greater id'),
  at: isoTimestamp.describe('When the changing transaction began'),
  actor: z.object({
    type: z.enum(auditActorTypes).describe('SYSTEM: the service itself (first-run setup, sending email, the command line)'),
    id: uuid.nullable().describe('The user or the API key'),
    name: z.string().describe('The user\'s name or the key\'s, as it was then'),
  }),
  action: z.string().describe('CREATE, UPDATE, DELETE, or the operation\'s name on the record it was asked of (CLOSE, REOPEN, CANCEL, REVOKE, PROCESS, ...)'),
  recordType: z.enum(auditRecordTypes),
  recordIdString: z.string(),
  companyIdString: uuid.nullable().describe('null for users, who belong to no company'),
  changes: z.record(z.string(), z.array(z.string().nullable()).length(2))
    .describe('Each changed field (camelCase, as the record\'s columns name it) with [before, after] as text, amounts exact; null is no value. Secrets (password and key hashes) never appear.'),
  numericFields: z.array(z.string()).describe('The fields of `changes` whose values are numbers (amounts, quantities, rates): a client may show them with its locale\'s decimal mark; the others are text as typed'),
  requestId: z.string().nullable().describe('The X-Request-Id of the request that made the change'),
});
export type AuditEvent = z.infer<typeof auditEvent>;

export const auditEventListQuery = pageQuery.extend({
  companyIdString: uuid.optional().describe('Your default company when omitted; users\' events (no company) are listed with every company\'s to those who may read users'),
  recordType: z.enum(auditRecordTypes).optional(),
  recordIdString: z.string().trim().min(1).max(64).optional(),
  actorIdString: uuid.optional().describe('A user or an API key'),
  fromDate: calendarDate.optional().describe('Changes on or after this day (UTC)'),
  toDate: calendarDate.optional().describe('Changes on or before this day (UTC)'),
}).refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, { path: ['toDate'], message: 'must not be before fromDate' });
export type AuditEventListQuery = z.infer<typeof auditEventListQuery>;

/** Read by accountants and viewers; written only by the changes themselves. */
export const auditEventsResource = defineResource({ name: 'audit-events', access: { ACCOUNTANT: 'read' } });
