import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from '../../src/contract/common';
import type { Company } from '../../src/contract/companies';
import type { Customer } from '../../src/contract/customers';
import type { Event } from '../../src/contract/events';
import type { InvoiceDetail } from '../../src/contract/invoices';
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointCreated } from '../../src/contract/webhooks';
import { ConfigError, loadConfig } from '../../src/server/config';
import { webhookEndpoints } from '../../src/server/db/schema';
import { client, errorPaths, ok, type Client } from '../support/accounting-fixtures';
import { createMember, type Member } from '../support/auth-fixtures';
import { expectForbiddenScope, expectProblem, expectUnauthorized, type Admin } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';
import { startWebhookReceiver } from '../support/webhook-receiver';
import { eventually, sleep } from '../support/eventually';


let t: TestApp;
let admin: Admin;
let other: Member;
let api: Client;
let theirApi: Client;
let company: Company;
/** Retries after 300 ms, then 300 ms again, then FAILED: the documented schedule, shortened. */
const RETRIES = [300, 300];

beforeAll(async () => {
  t = await createTestApp({ webhooks: { allowPrivate: true, retryDelaysMs: RETRIES, pollIntervalMs: 100 } });
  ({ admin, other, api, theirApi, company } = await twoCompanies(t));
});
afterAll(async () => {
  await t?.close();
});

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
const receivers: Receiver[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

/** An endpoint of the company at a fresh receiver that answers as told, with its secret. */
async function endpointAt(events: string[], answer?: Parameters<typeof startWebhookReceiver>[1]) {
  let secret: string | undefined;
  const receiver = await startWebhookReceiver(() => secret, answer);
  receivers.push(receiver);
  const endpoint = ok<WebhookEndpointCreated>(await api.post('/webhook-endpoints', { url: receiver.url, events, description: 'test receiver' }), 201);
  secret = endpoint.secret;
  return { endpoint, receiver };
}

const deliveriesOf = async (endpointId: string, query = '') => ok<Page<WebhookDelivery>>(await api.get(`/webhook-endpoints/${endpointId}/deliveries?size=100${query}`)).content;

let serviceItem: Promise<unknown> | undefined;

/** A service invoice of `amount` to a new customer, and a payment of part or all of it. */
async function invoiceOf(amount: number, customerName: string) {
  serviceItem ??= api.post('/items', { companyIdString: company.id, itemCode: 'HOOKSVC', name: 'Service', itemGroup: 'Services', uom: 'h', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false })
    .then((res) => ok(res, 201));
  await serviceItem;
  const customer = ok<Customer>(await api.post('/customers', { name: customerName }), 201);
  const invoice = ok<InvoiceDetail>(await api.post('/invoices', {
    companyIdString: company.id, customerIdString: customer.id, currencyCodeString: 'USD', postingDate: '2026-11-02', return: false, items: [{ itemCode: 'HOOKSVC', qty: 1, unitPrice: amount, amount }],
  }), 201);
  const pay = (paid = amount) => api.post('/payments', {
    companyIdString: company.id, partyType: 'CUSTOMER', partyIdString: customer.id, paymentType: 'RECEIVE', paymentMethodLabel: 'BANK', reference: 'Wire', postingDate: '2026-11-03',
    transactionCurrency: 'USD', transactionNetAmount: paid, transactionCharge: 0, transactionGatewayCharge: 0, transactionMerchantCommission: 0,
    transactionTax: 0, transactionTotalAmount: paid, isGlOnly: false, allocations: [{ invoiceIdString: invoice.id, amount: paid }],
  });
  return { invoice, pay };
}

/** The invoice.paid events after `cursor`, read to the end as a catching-up client does; and the cursor to keep. */
async function paidEventsAfter(cursor: string | null) {
  const events: Event[] = [];
  for (;;) {
    const page: Page<Event> = ok(await api.get(`/events?type=invoice.paid&size=50${cursor ? `&cursor=${cursor}` : ''}`));
    events.push(...page.content);
    if (!page.page.nextCursor) return { events, cursor };
    cursor = page.page.nextCursor;
  }
}

describe('webhook endpoints', () => {
  test('create: 201 with Location and the secret once (whsec_), never again; the filter kept as given, "*" alone', async () => {
    const res = await api.post('/webhook-endpoints', { url: 'https://hooks.example.test/in', events: ['invoice.paid', 'customer.created', 'invoice.paid'] });
    expect(res.statusCode, res.body).toBe(422); // the host does not resolve here
    const created = ok<WebhookEndpointCreated>(await api.post('/webhook-endpoints', { url: 'https://93.184.215.14/in', events: ['invoice.paid', 'customer.created', 'invoice.paid'] }), 201);
    expect(created).toMatchObject({ url: 'https://93.184.215.14/in', events: ['invoice.paid', 'customer.created'], status: 'ENABLED', description: null, companyIdString: company.id, version: 1 });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const fetched = ok<WebhookEndpoint & { secret?: string }>(await api.get(`/webhook-endpoints/${created.id}`));
    expect(fetched.secret).toBeUndefined();
    const { secret: _secret, ...shown } = created;
    expect(fetched).toEqual(shown);
    const listed = ok<Page<WebhookEndpoint>>(await api.get('/webhook-endpoints'));
    expect(listed.content.find((e) => e.id === created.id)).toEqual(shown);
    const all = ok<WebhookEndpoint>(await api.put(`/webhook-endpoints/${created.id}`, { url: created.url, events: ['customer.created', '*'] }, { 'if-match': '"1"' }));
    expect(all).toMatchObject({ events: ['*'], version: 2 });
    expect((await api.delete(`/webhook-endpoints/${created.id}`)).statusCode).toBe(204);
    expectProblem(await api.get(`/webhook-endpoints/${created.id}`), 404, 'not-found');
  });

  test('bad input is 422 at the field: not http(s), unknown event types, none, an unknown field', async () => {
    for (const [payload, path] of [
      [{ url: 'ftp://93.184.215.14/x', events: ['*'] }, 'url'],
      [{ url: 'not a url', events: ['*'] }, 'url'],
      [{ url: 'https://93.184.215.14/x', events: ['customer.exploded'] }, 'events.0'],
      [{ url: 'https://93.184.215.14/x', events: [] }, 'events'],
      [{ url: 'https://93.184.215.14/x', events: ['*'], signingKey: 'mine' }, 'signingKey'],
    ] as const) {
      const problem = expectProblem(await api.post('/webhook-endpoints', payload), 422, 'signingKey' in payload ? 'unknown-field' : 'validation');
      expect(errorPaths(problem)).toContain(path);
    }
  });

  test('authorization: no key 401; a role without webhook-endpoints 403; another company\'s endpoint is not found, nor can one be made for it', async () => {
    const { endpoint } = await endpointAt(['*']);
    await expectUnauthorized(t, { method: 'GET', url: '/webhook-endpoints' });
    await expectForbiddenScope(t, admin.token, { method: 'POST', url: '/webhook-endpoints', payload: { url: 'https://93.184.215.14/x', events: ['*'] } }, 'webhook-endpoints:write');
    const accountant = await createMember(t, 'hooks-accountant@example.com', 'ACCOUNTANT', company.id);
    expectProblem(await client(t, accountant.token).get('/webhook-endpoints'), 403, 'forbidden-scope');
    for (const [method, url] of [['get', `/webhook-endpoints/${endpoint.id}`], ['get', `/webhook-endpoints/${endpoint.id}/deliveries`], ['post', `/webhook-endpoints/${endpoint.id}/test`], ['delete', `/webhook-endpoints/${endpoint.id}`]] as const) {
      expectProblem(await theirApi[method](url), 404, 'not-found');
    }
    expectProblem(await theirApi.put(`/webhook-endpoints/${endpoint.id}`, { url: endpoint.url, events: ['*'] }), 404, 'not-found');
    expectProblem(await api.post('/webhook-endpoints', { companyIdString: other.companyId, url: 'https://93.184.215.14/x', events: ['*'] }), 403, 'forbidden-company');
  });
});

describe('deliveries', () => {
  test('a change is POSTed signed per Standard Webhooks: verified by the standardwebhooks package, webhook-id the event\'s id, the body the event', async () => {
    const { endpoint, receiver } = await endpointAt(['customer.created']);
    const customer = ok<Customer>(await api.post('/customers', { name: 'Hooked Ltd' }), 201);
    ok(await api.put(`/customers/${customer.id}`, { name: 'Hooked Ltd', notes: 'not subscribed' }, { 'if-match': '"1"' }));
    await eventually(() => receiver.received, (r) => r.length >= 1);
    await sleep(200);
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got.verified).toBe(true);
    // GET /events lists an event once every transaction older than its own has ended, in the whole
    // cluster (the suite's other files run theirs on it meanwhile)
    const ofCustomer = (events: Event[]) => events.find((e) => (e.data.object as { id: string }).id === customer.id);
    const event = ofCustomer(await eventually(async () => ok<Page<Event>>(await api.get('/events?type=customer.created&size=200')).content, (events) => ofCustomer(events) !== undefined))!;
    expect(got.id).toBe(event.id);
    expect(got.payload).toEqual(event);
    expect(Math.abs(Number(got.timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const [delivery] = await eventually(() => deliveriesOf(endpoint.id), (d) => d[0]?.status === 'DELIVERED');
    expect(delivery).toMatchObject({ eventIdString: event.id, eventType: 'customer.created', status: 'DELIVERED', attempts: 1, lastResponseStatus: 200, payload: event });
    expect(delivery.attemptLog).toEqual([expect.objectContaining({ attempt: 1, responseStatus: 200, responseBody: 'ok', error: null, requestHeaders: expect.objectContaining({ 'webhook-id': event.id }) })]);
  });

  test('a tampered body or another secret does not verify (the receiver can fail)', async () => {
    const { receiver } = await endpointAt(['supplier.created']);
    ok(await api.post('/suppliers', { name: 'Signed Parts' }), 201);
    const [got] = await eventually(() => receiver.received, (r) => r.length >= 1);
    const { Webhook } = await import('standardwebhooks');
    const headers = { 'webhook-id': got.id, 'webhook-timestamp': got.timestamp, 'webhook-signature': got.signature };
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(got.body, headers)).toThrow();
  });

  test('a failed attempt is retried on the schedule, then FAILED; each attempt is in the log with its answer', async () => {
    const { endpoint, receiver } = await endpointAt(['supplier.created'], () => 500);
    ok(await api.post('/suppliers', { name: 'Never Answered' }), 201);
    const [delivery] = await eventually(() => deliveriesOf(endpoint.id), (d) => d[0]?.status === 'FAILED', 15_000);
    expect(delivery).toMatchObject({ status: 'FAILED', attempts: RETRIES.length + 1, lastResponseStatus: 500, lastError: 'answered 500', nextAttemptAt: null });
    expect(delivery.attemptLog.map((a) => [a.attempt, a.responseStatus, a.responseBody])).toEqual([[1, 500, 'refused with 500'], [2, 500, 'refused with 500'], [3, 500, 'refused with 500']]);
    const gaps = delivery.attemptLog.slice(1).map((a, i) => Date.parse(a.at) - Date.parse(delivery.attemptLog[i].at));
    expect(gaps.every((gap) => gap >= RETRIES[0] - 50)).toBe(true);
    expect(receiver.received.every((r) => r.verified && r.id === delivery.eventIdString)).toBe(true);
    expect(ok<WebhookEndpoint>(await api.get(`/webhook-endpoints/${endpoint.id}`)).failingSince).not.toBeNull();

    // a manual retry is one more attempt, now, with the same webhook-id
    receiver.received.length = 0;
    const retried = await api.post(`/webhook-deliveries/${delivery.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(202);
    expect(retried.json()).toMatchObject({ id: delivery.id, status: 'PENDING' });
    await eventually(() => receiver.received, (r) => r.length >= 1);
    expect(receiver.received[0].id).toBe(delivery.eventIdString);
    expectProblem(await theirApi.post(`/webhook-deliveries/${delivery.id}/retry`), 404, 'not-found');
  });

  test('a redirect is an answer, not followed: the attempt fails with it', async () => {
    const { endpoint } = await endpointAt(['supplier.created'], () => 302);
    ok(await api.post('/suppliers', { name: 'Redirected Parts' }), 201);
    const [delivery] = await eventually(() => deliveriesOf(endpoint.id), (d) => (d[0]?.attempts ?? 0) >= 1 && d[0].attemptLog.length >= 1);
    expect(delivery.attemptLog[0]).toMatchObject({ responseStatus: 302, error: 'answered 302' });
  });

  test('in order per record: a later event of a record waits while an earlier one is being retried', async () => {
    let failedOnce = false;
    const { receiver } = await endpointAt(['customer.created', 'customer.updated'], (r) => {
      if (r.payload.type === 'customer.created' && !failedOnce) {
        failedOnce = true;
        return 503;
      }
      return 200;
    });
    const customer = ok<Customer>(await api.post('/customers', { name: 'Ordered Ltd' }), 201);
    await eventually(() => receiver.received, (r) => r.length >= 1);
    ok(await api.put(`/customers/${customer.id}`, { name: 'Ordered Ltd', notes: 'second' }, { 'if-match': '"1"' }));
    await eventually(() => receiver.received, (r) => r.length >= 3);
    expect(receiver.received.map((r) => r.payload.type)).toEqual(['customer.created', 'customer.created', 'customer.updated']);
  });

  test('an invoice paid in full is invoice.paid, once, to an endpoint that subscribes to it', async () => {
    const { receiver } = await endpointAt(['invoice.paid']);
    const { invoice, pay } = await invoiceOf(40, 'Paying Ltd');
    ok(await pay(15), 201);
    await sleep(300);
    expect(receiver.received).toEqual([]);
    ok(await pay(25), 201);
    const [paid] = await eventually(() => receiver.received, (r) => r.length >= 1);
    await sleep(300);
    expect(receiver.received).toHaveLength(1);
    expect(paid.payload).toMatchObject({ type: 'invoice.paid', data: { object: { id: invoice.id, status: 'PAID' } } });
    expect(paid.verified).toBe(true);
  });

  test('a receiver that was down gets every paid invoice exactly once after deduplication by webhook-id, and catches up from GET /events', async () => {
    // The receiver's own record: what it processed, by webhook-id, and where it left the event log.
    const processed = new Map<string, string>();
    // the earlier test's invoice.paid: the last page has a cursor to keep. It is listed once every
    // transaction older than its own has ended, on the whole server (other test files' too).
    let { cursor } = await eventually(() => paidEventsAfter(null), (page) => page.cursor !== null);
    expect(cursor).not.toBeNull();

    let down = true;
    let answerLost: string | undefined;
    const { endpoint, receiver } = await endpointAt(['invoice.paid'], (r) => {
      if (down || !r.verified) return 503;
      processed.set(r.id, r.payload.data.object.id!);
      if (r.payload.data.object.id === answerLost) {
        answerLost = undefined;
        return 500; // processed, but the answer never arrived: the service sends it again
      }
      return 200;
    });

    // A is paid while the receiver is down longer than every retry: its delivery ends FAILED.
    const a = await invoiceOf(11, 'Down A Ltd');
    ok(await a.pay(), 201);
    await eventually(() => deliveriesOf(endpoint.id), (d) => d.length === 1 && d[0].status === 'FAILED', 15_000);
    // B is paid while it is down; it comes back before B's retry.
    const b = await invoiceOf(12, 'Down B Ltd');
    ok(await b.pay(), 201);
    await eventually(() => receiver.received, (r) => r.some((x) => x.payload.data.object.id === b.invoice.id));
    down = false;
    // C is paid once it is up; the answer to its first delivery is lost.
    const c = await invoiceOf(13, 'Down C Ltd');
    answerLost = c.invoice.id;
    ok(await c.pay(), 201);
    await eventually(() => deliveriesOf(endpoint.id), (d) => d.length === 3 && d.every((x) => x.status !== 'PENDING'), 15_000);
    expect(receiver.received.filter((r) => r.payload.data.object.id === c.invoice.id)).toHaveLength(2); // sent twice, one webhook-id
    expect(receiver.received.every((r) => r.verified)).toBe(true);

    // Catching up: what the log holds after the kept cursor, deduplicated with what arrived.
    const caughtUp = await eventually(() => paidEventsAfter(cursor), (page) => page.events.length >= 3);
    for (const e of caughtUp.events) processed.set(e.id, (e.data.object as { id: string }).id);
    expect([...processed.values()].sort()).toEqual([a.invoice.id, b.invoice.id, c.invoice.id].sort());
    expect(new Set(processed.keys())).toEqual(new Set(caughtUp.events.map((e) => e.id)));
    ({ cursor } = caughtUp);

    // Asking again from the kept cursor gives nothing already seen.
    const d = await invoiceOf(14, 'Down D Ltd');
    ok(await d.pay(), 201);
    const later = await eventually(() => paidEventsAfter(cursor), (page) => page.events.length >= 1);
    expect(later.events.map((e) => (e.data.object as { id: string }).id)).toEqual([d.invoice.id]);
  });

  test('the test event goes to the endpoint whatever it subscribes to', async () => {
    const { endpoint, receiver } = await endpointAt(['invoice.paid']);
    const res = await api.post(`/webhook-endpoints/${endpoint.id}/test`);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ eventType: 'webhook_endpoint.test', status: 'PENDING', endpointIdString: endpoint.id });
    const [got] = await eventually(() => receiver.received, (r) => r.length >= 1);
    expect(got.payload).toMatchObject({ type: 'webhook_endpoint.test', data: { object: { id: endpoint.id } } });
    expect(got.verified).toBe(true);
  });

  test('five days of failures disable the endpoint with the reason; re-enabling sends what waits', async () => {
    let answer = 500;
    const { endpoint, receiver } = await endpointAt(['supplier.created'], () => answer);
    await t.database.db.update(webhookEndpoints).set({ failingSince: sql`now() - interval '5 days 1 minute'` }).where(eq(webhookEndpoints.id, endpoint.id));
    ok(await api.post('/suppliers', { name: 'Down Parts' }), 201);
    const disabled = await eventually(async () => ok<WebhookEndpoint>(await api.get(`/webhook-endpoints/${endpoint.id}`)), (e) => e.status === 'DISABLED');
    expect(disabled).toMatchObject({ status: 'DISABLED', disabledAt: expect.any(String) });
    expect(disabled.disabledReason).toMatch(/^Every delivery failed for 5 days, since .*; the last: answered 500$/);
    expectProblem(await api.post(`/webhook-endpoints/${endpoint.id}/test`), 409, 'endpoint-disabled');
    ok(await api.post('/suppliers', { name: 'Skipped While Disabled' }), 201);
    answer = 200;
    receiver.received.length = 0;
    const enabled = ok<WebhookEndpoint>(await api.put(`/webhook-endpoints/${endpoint.id}`, { url: endpoint.url, events: endpoint.events, enabled: true }, { 'if-match': `"${disabled.version}"` }));
    expect(enabled).toMatchObject({ status: 'ENABLED', disabledReason: null, disabledAt: null, failingSince: null });
    await eventually(() => receiver.received, (r) => r.length >= 1, 15_000);
    await sleep(300);
    expect(receiver.received.map((r) => (r.payload.data.object as { name?: string }).name)).toEqual(['Down Parts']);
  });
});

describe('without BOS_WEBHOOK_ALLOW_PRIVATE', () => {
  let strict: TestApp;
  let strictApi: Client;
  beforeAll(async () => {
    strict = await createTestApp();
    strictApi = client(strict, (await twoCompanies(strict)).admin.token);
  });
  afterAll(async () => {
    await strict?.close();
  });

  test('URLs to loopback, private, link-local and mapped addresses are 422 private-address', async () => {
    for (const url of ['http://127.0.0.1:8080/x', 'http://localhost/x', 'http://10.1.2.3/x', 'http://192.168.0.10/x', 'http://172.20.0.1/x', 'http://169.254.169.254/latest',
      'http://[::1]/x', 'http://[::ffff:127.0.0.1]/x', 'http://[fd00::1]/x', 'http://0.0.0.0/x', 'http://100.64.0.1/x']) {
      const problem = expectProblem(await strictApi.post('/webhook-endpoints', { url, events: ['*'] }), 422, 'validation');
      expect(problem.errors, url).toEqual([expect.objectContaining({ path: 'url', code: 'private-address' })]);
    }
    ok(await strictApi.post('/webhook-endpoints', { url: 'https://93.184.215.14/x', events: ['*'] }), 201);
  });
});

describe('BOS_WEBHOOK_* settings', () => {
  test('defaults (the documented schedule, private addresses refused, a 60 s lease), values, and a bad value naming its variable', () => {
    expect(loadConfig({}).webhooks).toMatchObject({
      retryDelaysMs: [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000], allowPrivate: false, leaseMs: 60_000, timeoutMs: 15_000,
    });
    expect(loadConfig({ BOS_WEBHOOK_RETRY_SCHEDULE: '1s,2m', BOS_WEBHOOK_ALLOW_PRIVATE: 'true', BOS_WEBHOOK_LEASE_MS: '2000' }).webhooks)
      .toMatchObject({ retryDelaysMs: [1000, 120_000], allowPrivate: true, leaseMs: 2000 });
    for (const [variable, value] of [['BOS_WEBHOOK_RETRY_SCHEDULE', 'soon'], ['BOS_WEBHOOK_ALLOW_PRIVATE', 'yes'], ['BOS_WEBHOOK_LEASE_MS', '10']]) {
      expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ [variable]: value })).toThrow(variable);
    }
  });
});
