import { sql } from 'drizzle-orm';
import { getTableName, type Table } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { queryRows } from '../../src/server/db/connection';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Every table is either a record the audit trail follows (the trigger `bos_audit_record`, migration
 * 0040) or named here with why not: a new table fails this test until someone decides.
 */
const NOT_RECORDS: Record<string, string> = {
  ledger_lines: 'lines of a journal entry, which is audited; posted lines are never changed',
  account_day_balances: 'maintained sums of the ledger', journal_entry_day_counts: 'maintained counts', account_day_entry_counts: 'maintained counts',
  account_balances: 'maintained running totals', item_group_counts: 'maintained counts', item_list_versions: 'maintained counters',
  purchase_order_counts: 'maintained counts', purchase_order_status_counts: 'maintained counts', purchase_order_day_counts: 'maintained counts',
  sales_order_counts: 'maintained counts', sales_order_day_counts: 'maintained counts', invoice_sales_months: 'maintained sums',
  purchase_order_history: 'the order\'s own status history', sales_order_history: 'the order\'s own workflow history',
  company_memberships: 'a user\'s companies (the team changes them)', refresh_tokens: 'sessions, not records', login_failures: 'sign-in throttling',
  login_known_addresses: 'sign-in throttling', api_key_usage: 'rate-limit counters', currencies: 'the ISO list, read-only',
  document_sequences: 'number counters', system_setup: 'the first-run flag', settings: 'the service\'s own settings', idempotency_records: 'stored answers',
  documents: 'rendered PDFs of audited documents', stock_balances: 'maintained by stock movements', stock_lots: 'maintained by stock movements',
  stock_movements: 'the stock ledger of audited documents, never changed', stock_entry_lines: 'lines of a stock entry',
  invoice_lines: 'lines of an invoice', invoice_charges: 'charges of an invoice', payment_allocations: 'what a payment settles',
  purchase_order_lines: 'lines of an order', purchase_receipt_lines: 'lines of a receipt', bill_lines: 'lines of a bill',
  sales_order_lines: 'lines of an order', sales_delivery_lines: 'lines of a delivery', charge_components: 'parts of a charge',
  outbox: 'what changes tell the world', events: 'the event log', audit_events: 'the trail itself',
  webhook_deliveries: 'sending the event log\'s events', webhook_attempts: 'the delivery log',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

test('every table is audited, or is named as no record with the reason', async () => {
  const tables: string[] = (Object.values(schema) as unknown[])
    .filter((v) => typeof v === 'object' && v !== null && Symbol.for('drizzle:IsDrizzleTable') in v).map((v) => getTableName(v as Table));
  const audited = (await queryRows<{ table: string }>(t.database.db, sql`
    SELECT c.relname AS table FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_proc p ON p.oid = g.tgfoid
    WHERE p.proname = 'bos_audit_record' AND NOT g.tgisinternal`)).map((r) => r.table);
  expect(tables.length).toBeGreaterThan(60);
  expect(tables.filter((table) => !audited.includes(table) && !NOT_RECORDS[table]).sort(), 'neither audited nor named').toEqual([]);
  expect(audited.filter((table) => NOT_RECORDS[table]), 'audited and named as no record').toEqual([]);
  expect(audited).toEqual(expect.arrayContaining(['invoices', 'customers', 'users', 'companies', 'api_keys', 'fiscal_years', 'journal_entries']));
});
