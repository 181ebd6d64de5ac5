import { asc, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import type { Customer } from '../../src/contract/customers';
import type { InvoiceDetail } from '../../src/contract/invoices';
import type { JournalEntry } from '../../src/contract/journal-entries';
import type { PaymentDetail } from '../../src/contract/payments';
import { events } from '../../src/server/db/schema';
import { defaultAccount, ok, twoLineEntry, type Client } from '../support/accounting-fixtures';
import { expectProblem } from '../support/fixtures';
import { createTestApp, testDbKind, type TestApp } from '../support/test-app';
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
  // its number was taken in the statement posting its entry: the entry's reference, and each line described from it
  const paymentEntry = ok<JournalEntry>(await api.get(`/journal-entries/${payment.journalEntryId}`));
  expect(paymentEntry.reference).toBe(payment.number);
  expect(paymentEntry.lines.map((l) => l.description)).toEqual(paymentEntry.lines.map(() => `${payment.number} Pipeline Ltd`));
  expect(await eventsAbout(payment.journalEntryId)).toEqual([
    { type: 'journal_entry.created', companyId: company.id, payload: { object: paymentEntry } },
    { type: 'journal_entry.posted', companyId: company.id, payload: { object: paymentEntry } },
  ]);
  const bank = await defaultAccount(t, company.id, 'BANK');
  const cash = await defaultAccount(t, company.id, 'CASH');
  const entry = ok<JournalEntry>(await api.post('/journal-entries', { ...twoLineEntry('2026-03-03', cash, bank, 5), companyIdString: company.id }), 201);
  expect(await eventsAbout(entry.id)).toEqual([
    { type: 'journal_entry.created', companyId: company.id, payload: { object: entry } },
    { type: 'journal_entry.posted', companyId: company.id, payload: { object: entry } },
  ]);
});

test.runIf(testDbKind === 'postgres')('an invoice holds the company\'s counters for four round trips: its number, entry and rows in one statement, the events, the commit', async () => {
  const body = {
    currencyCodeString: 'USD', companyIdString: company.id, customerIdString: customer.id, postingDate: '2026-03-04', return: false,
    items: [{ itemCode: 'SERVICE', qty: 1, unitPrice: 10, amount: 10 }, { itemCode: 'SERVICE', qty: 2, unitPrice: 10, amount: 20 }],
    charges: [{ chargeType: 'shipping', amount: 5 }],
  };
  // every statement sent, with its connection: the service's background work may send some meanwhile
  const sent: { connection: unknown; text: string }[] = [];
  const client = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    const config = args[0] as { text?: string } | string;
    sent.push({ connection: this, text: String(typeof config === 'string' ? config : config?.text).replace(/\s+/g, ' ').trim() });
    return query.apply(this, args);
  };
  let invoice: InvoiceDetail;
  try {
    invoice = ok<InvoiceDetail>(await api.post('/invoices', body), 201);
  } finally {
    client.query = query;
  }
  const numbering = sent.find(({ text }) => text.includes('INSERT INTO document_sequences'))!;
  const ofInvoice = sent.filter(({ connection }) => connection === numbering.connection).map(({ text }) => text);
  const locked = ofInvoice.slice(ofInvoice.indexOf(numbering.text));
  expect(locked).toHaveLength(4);
  for (const wrote of ['INSERT INTO journal_entries', 'INSERT INTO ledger_lines', 'INSERT INTO invoices (', 'INSERT INTO invoice_lines', 'INSERT INTO invoice_charges']) {
    expect(locked[0]).toContain(wrote);
  }
  expect(locked[1]).toContain('FROM audit_events');
  expect(locked[2]).toContain('INSERT INTO events');
  expect(locked[3]).toMatch(/^commit$/i);
  // what it wrote is what it answered
  expect(ok(await api.get(`/invoices/${invoice.id}`))).toEqual(invoice);
  expect(ok<JournalEntry>(await api.get(`/journal-entries/${invoice.journalEntryId}`)).reference).toBe(invoice.number);
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
