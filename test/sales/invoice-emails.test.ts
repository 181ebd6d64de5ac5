import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { InvoiceEmail } from '../../src/contract/invoice-emails';
import type { InvoiceDetail } from '../../src/contract/invoices';
import { buildApp } from '../../src/server/app';
import { invoiceEmails } from '../../src/server/db/schema';
import { client, errorPaths, NIL_UUID, ok, type Client } from '../support/accounting-fixtures';
import { createMember, type Member } from '../support/auth-fixtures';
import { countRows, expectForbiddenScope, expectProblem, expectUnauthorized, setupAdmin, type Admin } from '../support/fixtures';
import { startSmtpReceiver, type SmtpReceiver } from '../support/smtp-receiver';
import { createTestApp, createTestDatabase, testAppConfig, type TestApp } from '../support/test-app';
import { eventually } from '../support/eventually';

/**
 * Invoices by email (issue 26, 4) against a real SMTP server in this process: the message
 * arrives with the invoice's own PDF attached, a refused first attempt is retried, and the last
 * refusal leaves the email FAILED with the server's answer.
 */



let smtp: SmtpReceiver;
let t: TestApp;
let admin: Admin;
let other: Member;
let api: Client;
let invoice: InvoiceDetail;
let theirInvoice: InvoiceDetail;

async function invoiceOf(as: Client, companyId: string, customerName: string): Promise<InvoiceDetail> {
  ok(await as.post('/items', { itemCode: 'SVC', name: 'Consulting', itemGroup: 'Services', uom: 'h', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, companyIdString: companyId }), 201);
  const customer = ok(await as.post('/customers', { name: customerName, email: 'ap@globex.example', companyIdString: companyId }), 201);
  const { baseCurrency } = ok(await as.get(`/companies/${companyId}`));
  return ok(await as.post('/invoices', {
    companyIdString: companyId, customerIdString: customer.id, currencyCodeString: baseCurrency, postingDate: '2026-05-04', return: false,
    items: [{ itemCode: 'SVC', qty: 3, unitPrice: 120, amount: 360 }],
  }), 201);
}

beforeAll(async () => {
  smtp = await startSmtpReceiver({ user: 'mailer', pass: 's3cret' });
  const testDatabase = await createTestDatabase();
  const database = await testDatabase.open();
  const app = await buildApp({
    database,
    config: { ...testAppConfig, outbox: { pollIntervalMs: 100 }, mail: { smtpUrl: smtp.url, from: 'Acme Billing <billing@acme.example>', retryDelaysMs: [300, 300] } },
  });
  t = { app, database, inject: (options) => app.inject(options), async close() { await app.close(); await database.close(); await testDatabase.drop(); } };
  admin = await setupAdmin(t);
  other = await createMember(t, 'other@example.com', 'ADMIN');
  api = client(t, admin.token);
  ok(await api.put(`/companies/${admin.companyId}`, { name: 'Acme Trading', email: 'accounts@acme.example', address: 'Hauptstraße 1\n10115 Berlin' }));
  invoice = await invoiceOf(api, admin.companyId, 'Globex');
  theirInvoice = await invoiceOf(client(t, other.token), other.companyId, 'Initech');
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const sends = async (id: string) => ok<{ content: InvoiceEmail[] }>(await api.get(`/invoices/${id}/sends`)).content;

describe('POST /invoices/{id}/send', () => {
  test('202 QUEUED; the SMTP server receives the message with the invoice\'s PDF attached; then SENT in the delivery log', async () => {
    const res = await api.post(`/invoices/${invoice.id}/send`, { to: ['ap@globex.example'], cc: ['cfo@globex.example'] });
    const queued = ok<InvoiceEmail>(res, 202);
    expect(queued).toMatchObject({
      invoiceIdString: invoice.id, to: ['ap@globex.example'], cc: ['cfo@globex.example'], subject: `Invoice ${invoice.number} from Acme Trading`,
      status: 'QUEUED', attempts: 0, lastError: null, sentAt: null,
    });
    const [sent] = await eventually(() => sends(invoice.id), (list) => list[0]?.status === 'SENT');
    expect(sent).toMatchObject({ id: queued.id, status: 'SENT', attempts: 1, lastError: null, sentAt: expect.any(String) });
    const message = smtp.received.find((m) => m.messageId === `<${queued.id}@business-ops>`)!;
    expect(message.subject).toBe(`Invoice ${invoice.number} from Acme Trading`);
    expect(message.from?.text).toBe('"Acme Billing" <billing@acme.example>');
    expect(message.replyTo?.text).toBe('accounts@acme.example');
    expect(message.text).toContain(`${invoice.number} of 2026-05-04 over 360.00 USD, due 2026-05-04`);
    expect(message.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${invoice.number}.pdf`, 'application/pdf']]);
    const pdf = await t.inject({ method: 'GET', url: `/api/v1/invoices/${invoice.id}?format=STANDARD`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(pdf.statusCode).toBe(200);
    expect(Buffer.compare(message.attachments[0].content, pdf.rawPayload)).toBe(0);
  });

  test('a refused first attempt is retried after the schedule\'s wait and then SENT; the SMTP answer was kept meanwhile', async () => {
    smtp.refuseNext(1);
    const queued = ok<InvoiceEmail>(await api.post(`/invoices/${invoice.id}/send`, { to: ['retry@globex.example'], subject: 'Your invoice', message: 'Hello,\nattached.' }), 202);
    const failedOnce = await eventually(async () => (await sends(invoice.id)).find((s) => s.id === queued.id)!, (s) => s.attempts >= 1);
    expect(failedOnce).toMatchObject({ attempts: 1 });
    if (failedOnce.status === 'QUEUED') expect(failedOnce.lastError).toContain('451');
    const done = await eventually(async () => (await sends(invoice.id)).find((s) => s.id === queued.id)!, (s) => s.status === 'SENT');
    expect(done).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
    const messages = smtp.received.filter((m) => m.messageId === `<${queued.id}@business-ops>`);
    expect(messages).toHaveLength(1);
    expect(messages[0].subject).toBe('Your invoice');
    expect(messages[0].text?.trim()).toBe('Hello,\nattached.');
  });

  test('refused on every attempt: FAILED after the last retry with the server\'s answer, never sent', async () => {
    smtp.refuseNext(3);
    const queued = ok<InvoiceEmail>(await api.post(`/invoices/${invoice.id}/send`, { to: ['never@globex.example'] }), 202);
    const failed = await eventually(async () => (await sends(invoice.id)).find((s) => s.id === queued.id)!, (s) => s.status !== 'QUEUED');
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 3, sentAt: null, nextAttemptAt: null });
    expect(failed.lastError).toMatch(/451.*Mailbox busy/);
    expect(smtp.received.some((m) => m.messageId === `<${queued.id}@business-ops>`)).toBe(false);
  });

  test.each([
    ['no recipient', { to: [] }, 'to'],
    ['a recipient that is no address', { to: ['globex'] }, 'to.0'],
    ['a cc that is no address', { to: ['a@b.example'], cc: ['x'] }, 'cc.0'],
    ['a subject with a line break (header injection)', { to: ['a@b.example'], subject: 'Hi\r\nBcc: victim@example.com' }, 'subject'],
    ['a subject with NUL', { to: ['a@b.example'], subject: 'Hi\u0000' }, 'subject'],
    ['21 recipients', { to: Array.from({ length: 21 }, (_, i) => `r${i}@b.example`) }, 'to'],
  ])('refuses %s with 422 at that field, nothing queued', async (_label, body, path) => {
    const before = await countRows(t, invoiceEmails);
    expect(errorPaths(expectProblem(await api.post(`/invoices/${invoice.id}/send`, body), 422, 'validation'))).toEqual([path]);
    expect(await countRows(t, invoiceEmails)).toBe(before);
  });

  test('authorization: 401, a key without invoices:write 403, another company\'s invoice 404 (send and log), unknown 404', async () => {
    const before = await countRows(t, invoiceEmails);
    await expectUnauthorized(t, { method: 'POST', url: `/invoices/${invoice.id}/send`, payload: { to: ['a@b.example'] } });
    await expectForbiddenScope(t, admin.token, { method: 'POST', url: `/invoices/${invoice.id}/send`, payload: { to: ['a@b.example'] } }, 'invoices:write', ['invoices:read']);
    expectProblem(await api.post(`/invoices/${theirInvoice.id}/send`, { to: ['a@b.example'] }), 404, 'not-found');
    expectProblem(await api.get(`/invoices/${theirInvoice.id}/sends`), 404, 'not-found');
    expectProblem(await api.post(`/invoices/${NIL_UUID}/send`, { to: ['a@b.example'] }), 404, 'not-found');
    expect(await countRows(t, invoiceEmails)).toBe(before);
    await expectForbiddenScope(t, admin.token, { method: 'GET', url: `/invoices/${invoice.id}/sends` }, 'invoices:read', ['customers:read']);
  });
});

describe('without BOS_SMTP_URL', () => {
  let plain: TestApp;
  afterAll(async () => plain?.close());

  test('sending is 409 email-not-configured and nothing is queued; the (empty) log still answers', async () => {
    plain = await createTestApp();
    const owner = await setupAdmin(plain);
    const as = client(plain, owner.token);
    const own = await invoiceOf(as, owner.companyId, 'Umbrella');
    const body = expectProblem(await as.post(`/invoices/${own.id}/send`, { to: ['a@b.example'] }), 409, 'email-not-configured');
    expect(body.detail).toContain('BOS_SMTP_URL');
    expect(await countRows(plain, invoiceEmails)).toBe(0);
    expect(ok(await as.get(`/invoices/${own.id}/sends`)).content).toEqual([]);
  });
});
