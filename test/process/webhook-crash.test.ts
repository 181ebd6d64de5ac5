import { expect, test } from 'vitest';
import { startService, useServiceDatabase } from '../support/service-process';
import { startWebhookReceiver } from '../support/webhook-receiver';

/**
 * Webhooks survive the death of their sender (issue 30): the service commits a customer with its
 * event and delivery, starts sending it to a receiver that does not answer, and is killed
 * (SIGKILL) mid-send. Restarted on the same database, it sends the delivery again once the lease
 * has run out; the receiver gets the same webhook-id twice (at least once: it deduplicates), both
 * verified with the standardwebhooks package. On the run's database kind.
 */
const services = useServiceDatabase('webhook-crash');
const serviceEnv = () => ({ ...services.env, BOS_WEBHOOK_ALLOW_PRIVATE: 'true', BOS_WEBHOOK_LEASE_MS: '2000' });

test('SIGKILL while a delivery is being sent: after a restart it is sent again, with the same webhook-id, and marked delivered', async () => {
  let secret: string | undefined;
  let hang = true;
  const receiver = await startWebhookReceiver(() => secret, () => (hang ? 'hang' : 200));
  try {
    const first = await startService(serviceEnv(), services.children);
    const setup = await (await fetch(`${first.base}/api/v1/auth/setup`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'crash@example.com', password: 'correct horse battery', company: { name: 'Webhook Crash Co', baseCurrency: 'USD' } }),
    })).json();
    const auth = { authorization: `Bearer ${setup.accessToken}`, 'content-type': 'application/json' };
    const endpoint = await (await fetch(`${first.base}/api/v1/webhook-endpoints`, {
      method: 'POST', headers: auth, body: JSON.stringify({ url: receiver.url, events: ['customer.created'] }),
    })).json();
    secret = endpoint.secret;
    const created = await fetch(`${first.base}/api/v1/customers`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Crash Customer Ltd' }) });
    expect(created.status).toBe(201);
    const customer = await created.json();
    for (let i = 0; i < 200 && receiver.received.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(receiver.received).toHaveLength(1);
    first.child.kill('SIGKILL');
    await first.exited;

    hang = false;
    const second = await startService(serviceEnv(), services.children);
    for (let i = 0; i < 400 && receiver.received.length < 2; i++) await new Promise((r) => setTimeout(r, 25));
    const deliveries = await (await fetch(`${second.base}/api/v1/webhook-endpoints/${endpoint.id}/deliveries`, { headers: auth })).json();
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    expect(receiver.received.map((r) => [r.id, r.verified, r.payload.type, r.payload.data.object.id])).toEqual([
      [receiver.received[0].id, true, 'customer.created', customer.id],
      [receiver.received[0].id, true, 'customer.created', customer.id],
    ]);
    expect(deliveries.content).toEqual([expect.objectContaining({ status: 'DELIVERED', attempts: 2, eventIdString: receiver.received[0].id })]);
    // the first attempt died with its sender: only the second is in the log
    expect(deliveries.content[0].attemptLog).toEqual([expect.objectContaining({ attempt: 2, responseStatus: 200 })]);
  } finally {
    await receiver.close();
  }
}, 300_000);
