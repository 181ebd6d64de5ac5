import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { Customer } from '../../src/contract/customers';
import type { InvoiceDetail } from '../../src/contract/invoices';
import type { JournalEntry } from '../../src/contract/journal-entries';
import type { PaymentDetail } from '../../src/contract/payments';
import { events } from '../../src/server/db/schema';
import { defaultAccount, ok, twoLineEntry, type Client } from '../support/accounting-fixtures';
import { expectProblem } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

/** Every posting's events: written in its own transaction, from the records it changed (domain/events). */
let t: TestApp;
let api: Client;
let company: Company;
let customer: Customer;

beforeAll(async () => {
  t = await createTestApp();
  ({ api, company } = await twoCompanies(t));
  customer = ok(await api.post('/customers', { name: 'Pipeline Ltd' }), 201);
  ok(await api.post('/items', { itemCode: 'SERVICE', name: 'Service', itemGroup: 'Services', uom: 'each', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString: company.id }), 201);
});
afterAll(async () => {
  await t?.close();
});

/** The events recorded about one record, oldest first. */
const eventsAbout = async (id: string) => (await t.database.db.select({ type: events.type, payload: events.data, companyId: events.companyId }).from(events)
  .where(sql`${events.data} -> 'object' ->> 'id' = ${id}`).orderBy(asc(events.txid), asc(events.id)));
const eventCount = async () => (await t.database.db.select({ id: events.id }).from(events)).length;

test('an invoice records invoice.created with the invoice as GET answers it; its cancellation invoice.updated and invoice.cancelled', async () => {
  const created = ok<InvoiceDetail>(await api.post('/invoices', {
    currencyCodeString: 'USD', companyIdString: company.id, customerIdString: customer.id, postingDate: '2026-03-01', return: false,
    items: [{ itemCode: 'SERVICE', qty: 2, unitPrice: 12.5, amount: 25 }],
  }), 201);
  expect(await eventsAbout(created.id)).toEqual([{ type: 'invoice.created', companyId: company.id, payload: { object: ok(await api.get(`/invoices/${created.id}`)) } }]);
  // its entry's event holds the entry as its GET answers it (the posting's own answer, not read back)
  expect(await eventsAbout(created.journalEntryId!)).toEqual([
    { type: 'journal_entry.created', companyId: company.id, payload: { object: ok(await api.get(`/journal-entries/${created.journalEntryId}`)) } },
    { type: 'journal_entry.posted', companyId: company.id, payload: { object: ok(await api.get(`/journal-entries/${created.journalEntryId}`)) } },
  ]);
  const cancelled = ok<InvoiceDetail>(await api.post(`/invoices/${created.id}/cancel`, {}));
  expect((await eventsAbout(created.id)).map((e) => [e.type, e.payload])).toEqual([
    ['invoice.created', { object: expect.objectContaining({ status: 'UNPAID' }) }],
    ['invoice.updated', { object: cancelled }],
    ['invoice.cancelled', { object: cancelled }],
  ]);
});

test('a payment and a manual entry record payment.created, and journal_entry.created and .posted', async () => {
  const payment = ok<PaymentDetail>(await api.post('/payments', {
    companyIdString: company.id, partyType: 'CUSTOMER', paymentType: 'RECEIVE', partyIdString: customer.id, paymentMethodLabel: 'Bank', reference: 'r-1', postingDate: '2026-03-02',
    transactionCurrency: 'USD', transactionNetAmount: 10, transactionCharge: 0, transactionGatewayCharge: 0, transactionMerchantCommission: 0, transactionTax: 0,
    transactionTotalAmount: 10, isGlOnly: true,
  }), 201);
  expect((await eventsAbout(payment.id)).map((e) => e.type)).toEqual(['payment.created']);
  const bank = await defaultAccount(t, company.id, 'BANK');
  const cash = await defaultAccount(t, company.id, 'CASH');
  const entry = ok<JournalEntry>(await api.post('/journal-entries', { ...twoLineEntry('2026-03-03', cash, bank, 5), companyIdString: company.id }), 201);
  expect(await eventsAbout(entry.id)).toEqual([
    { type: 'journal_entry.created', companyId: company.id, payload: { object: entry } },
    { type: 'journal_entry.posted', companyId: company.id, payload: { object: entry } },
  ]);
});

test('a refused posting records nothing', async () => {
  const before = await eventCount();
  const bank = await defaultAccount(t, company.id, 'BANK');
  expectProblem(await api.post('/journal-entries', { ...twoLineEntry('2026-03-03', bank, bank, 5), companyIdString: company.id, lines: [{ accountId: bank, debit: 5 }, { accountId: bank, credit: 4 }] }), 422, 'validation');
  expectProblem(await api.post('/invoices', {
    currencyCodeString: 'USD', companyIdString: company.id, customerIdString: customer.id, postingDate: '2026-03-01', return: false, items: [{ itemCode: 'NOPE', qty: 1, unitPrice: 1, amount: 1 }],
  }), 422, 'validation');
  expect(await eventCount()).toBe(before);
});
