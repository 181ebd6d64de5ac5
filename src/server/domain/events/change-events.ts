import { sql } from 'drizzle-orm';
import type { EventResource } from '../../../contract/events';
import type { Principal } from '../../base/principal';
import { queryRows, type DbOrTx } from '../../db/connection';
import { getExchangeRevaluation } from '../accounting/exchange-revaluations';
import { getJournalTemplate } from '../accounting/journal-templates';
import type { Ctx } from '../core/context';
import { apiKeyById } from '../identity/api-keys';
import { getCompany } from '../identity/companies';
import { getImport } from '../imports/imports';
import { getItemPrice, itemPricesByIds } from '../inventory/item-prices';
import { getItem, itemsByIds } from '../inventory/items';
import { getStockEntry } from '../inventory/stock-entries';
import { getAccountingPeriod } from '../ledger/accounting-periods';
import { accountsByIds, getAccount } from '../ledger/accounts';
import { exchangeRatesByIds, getExchangeRate } from '../ledger/exchange-rates';
import { getFiscalYear } from '../ledger/fiscal-years';
import { getJournalEntry } from '../ledger/ledger';
import { getSalesOrder } from '../sales/sales-orders';
import { answeredRecord, deletedObject, writeEvents, type ChangeEvent } from '../outbox/event-log';
import { getPaymentTerms } from '../payments/payment-terms';
import { getPayment } from '../payments/payments';
import { getBill, getPurchaseReceipt } from '../purchasing/purchase-documents';
import { getPurchaseOrder } from '../purchasing/purchase-orders';
import { getSupplier, suppliersByIds } from '../purchasing/suppliers';
import { getCharge } from '../sales/charges';
import { customersByIds, getCustomer } from '../sales/customers';
import { getInvoice } from '../sales/invoices';
import { getSalesDelivery } from '../sales/sales-deliveries';
import { getTaxRate } from '../tax/tax-rates';
import { getWebhookEndpoint } from '../webhooks/webhook-endpoints';

/**
 * Events follow from what a transaction changed (decisions §13 "Events and webhooks"): when a
 * write transaction ends, its audited changes (the trail's rows of this transaction, one per
 * record: domain/audit) become `<resource>.created|updated|deleted` events with the record as its
 * GET answers it, plus the business moments the change made (`invoice.paid`, ...), written with
 * the change (outbox/event-log.ts). So every write that changes a record tells of it, whichever
 * way it came (a request, an import, a payment settling invoices), and nothing else does.
 */

/** One record's change in this transaction, as the audit trail holds it. */
type Change = { recordType: string; recordId: string; companyId: string; action: string; changes: Record<string, [string | null, string | null]> };

type Source = {
  resource: EventResource;
  get(ctx: Ctx, id: string): Promise<unknown>;
  /** The same for many at once, for the types an import writes by the thousand. */
  getMany?(ctx: Ctx, ids: string[]): Promise<{ id: string }[]>;
  /** The business moments of a change (besides its created/updated event). */
  moments?(change: Change): string[];
};

/** The value a column changed to, when it changed. */
const changedTo = (change: Change, column: string) => (column in change.changes ? change.changes[column][1] : undefined);

/** Record types (as the audit trail names them) that events tell of. Users, invitations, password resets and email sends are no company's records of their own. */
const sources: Record<string, Source> = {
  account: { resource: 'account', get: getAccount, getMany: accountsByIds },
  accounting_period: { resource: 'accounting_period', get: getAccountingPeriod },
  api_key: {
    resource: 'api_key', get: (ctx, id) => apiKeyById(ctx.db, id),
    moments: (c) => (c.action !== 'CREATE' && changedTo(c, 'revoked_at') ? ['api_key.revoked'] : []),
  },
  bill: { resource: 'bill', get: getBill },
  charge: { resource: 'charge', get: getCharge },
  company: { resource: 'company', get: getCompany },
  customer: { resource: 'customer', get: getCustomer, getMany: customersByIds },
  delivery: { resource: 'sales_delivery', get: getSalesDelivery },
  exchange_rate: { resource: 'exchange_rate', get: getExchangeRate, getMany: exchangeRatesByIds },
  exchange_revaluation: { resource: 'exchange_revaluation', get: getExchangeRevaluation },
  fiscal_year: {
    resource: 'fiscal_year', get: getFiscalYear,
    moments: (c) => ({ CLOSED: ['fiscal_year.closed'], OPEN: c.action === 'CREATE' ? [] : ['fiscal_year.reopened'] })[changedTo(c, 'status') ?? ''] ?? [],
  },
  import: {
    resource: 'import', get: getImport,
    moments: (c) => ({ SUCCEEDED: ['import.completed'], FAILED: ['import.failed'] })[changedTo(c, 'status') ?? ''] ?? [],
  },
  invoice: {
    resource: 'invoice', get: getInvoice,
    moments: (c) => ({ PAID: ['invoice.paid'], CANCELLED: ['invoice.cancelled'] })[changedTo(c, 'status') ?? ''] ?? [],
  },
  item: { resource: 'item', get: getItem, getMany: itemsByIds },
  item_price: { resource: 'item_price', get: getItemPrice, getMany: itemPricesByIds },
  journal_entry: { resource: 'journal_entry', get: getJournalEntry, moments: (c) => (c.action === 'CREATE' ? ['journal_entry.posted'] : []) },
  journal_template: { resource: 'journal_template', get: getJournalTemplate },
  payment: { resource: 'payment', get: getPayment, moments: (c) => (changedTo(c, 'status') === 'CANCELLED' ? ['payment.cancelled'] : []) },
  payment_terms: { resource: 'payment_terms', get: getPaymentTerms },
  purchase_order: {
    resource: 'purchase_order', get: getPurchaseOrder,
    moments: (c) => (c.action !== 'CREATE' && changedTo(c, 'status') ? ['purchase_order.status_changed'] : []),
  },
  purchase_receipt: { resource: 'purchase_receipt', get: getPurchaseReceipt },
  sales_order: {
    resource: 'sales_order', get: getSalesOrder,
    moments: (c) => (c.action === 'CREATE' ? [] : [
      ...(changedTo(c, 'workflow_state') ? ['sales_order.workflow_changed'] : []),
      ...(changedTo(c, 'status') ? ['sales_order.status_changed'] : []),
    ]),
  },
  stock_entry: { resource: 'stock_entry', get: getStockEntry },
  supplier: { resource: 'supplier', get: getSupplier, getMany: suppliersByIds },
  tax_rate: { resource: 'tax_rate', get: getTaxRate },
  webhook_endpoint: { resource: 'webhook_endpoint', get: getWebhookEndpoint },
};

/** The record types events tell of, and the resource each is named by (tests check them against the trail's types and the contract). */
export const eventSources = Object.fromEntries(Object.entries(sources).map(([recordType, source]) => [recordType, source.resource]));

/** Reads any company's records, for the events of the company that changed them. */
const readerOf = (db: DbOrTx, companyId: string): Ctx => ({
  db,
  principal: { kind: 'session', userId: '00000000-0000-0000-0000-000000000000', name: 'events', role: 'ADMIN', companyIds: [companyId], defaultCompanyId: companyId } satisfies Principal,
});

const ACTION_EVENT: Record<string, string> = { CREATE: 'created', DELETE: 'deleted' };

/**
 * Writes the events of what the transaction `tx` changed (call it last, in the transaction): one
 * `created`, `updated` or `deleted` event per changed record, in the order the records were first
 * changed, each followed by its business moments.
 */
export async function recordChangeEvents(tx: DbOrTx): Promise<void> {
  const rows = await queryRows<{ record_type: string; record_id: string; company_id: string | null; action: string; changes: Change['changes'] }>(tx, sql`
    SELECT record_type, record_id, company_id, action, changes FROM audit_events WHERE txid = txid_current_if_assigned() ORDER BY id`);
  const changes: Change[] = rows.filter((r) => sources[r.record_type] && r.company_id)
    .map((r) => ({ recordType: r.record_type, recordId: r.record_id, companyId: r.company_id!, action: r.action, changes: r.changes }));
  const objects = await loadChanged(tx, changes.filter((c) => c.action !== 'DELETE'));
  const events: ChangeEvent[] = [];
  for (const change of changes) {
    const source = sources[change.recordType];
    const kind = ACTION_EVENT[change.action] ?? 'updated';
    const key = `${change.recordType}:${change.recordId}`;
    const object = kind === 'deleted'
      ? deletedObject(tx, change.recordType, change.recordId) ?? { id: change.recordId, companyIdString: change.companyId }
      : objects.get(key);
    events.push({ companyId: change.companyId, type: `${source.resource}.${kind}`, object, recordKey: key });
    for (const type of source.moments?.(change) ?? []) events.push({ companyId: change.companyId, type, object, recordKey: key });
  }
  await writeEvents(tx, events);
}

/** Many records of a type are read at once where the type can (an import's thousands), else one by one. */
const BATCH = 1000;

/** The changed records as their GET answers them, by `<record type>:<id>`: the write's own answer when it offered it (rememberAnswered), else read. */
async function loadChanged(tx: DbOrTx, changes: Change[]): Promise<Map<string, unknown>> {
  const objects = new Map<string, unknown>();
  const groups = new Map<string, Change[]>();
  for (const c of changes) {
    const known = answeredRecord(tx, c.recordId);
    if (known) {
      objects.set(`${c.recordType}:${c.recordId}`, known);
      continue;
    }
    const group = `${c.recordType}:${c.companyId}`;
    const members = groups.get(group);
    if (members) members.push(c);
    else groups.set(group, [c]);
  }
  for (const group of groups.values()) {
    const { recordType, companyId } = group[0];
    const source = sources[recordType];
    const reader = readerOf(tx, companyId);
    if (source.getMany && group.length > 1) {
      for (let i = 0; i < group.length; i += BATCH) {
        for (const record of await source.getMany(reader, group.slice(i, i + BATCH).map((c) => c.recordId))) objects.set(`${recordType}:${record.id}`, record);
      }
    } else {
      for (const c of group) objects.set(`${recordType}:${c.recordId}`, await source.get(reader, c.recordId));
    }
  }
  return objects;
}
