import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, screenshot } from './fixtures';

/**
 * Settings → Webhooks (docs/console.md, docs/webhooks.md) against receivers of the spec's own:
 * an endpoint is created with its secret shown once, a test event is delivered and logged with its
 * payload and attempt; a receiver answering 500 shows the failed attempt, and Retry makes another.
 * The suite's service allows private addresses and retries only after an hour (playwright.config.ts).
 */

type Receiver = { url: string; received: { headers: http.IncomingHttpHeaders; body: string }[]; close: () => Promise<void> };

/** A request that brought the test event. */
const isTestEvent = (request: { body: string }) => JSON.parse(request.body).type === 'webhook_endpoint.test';

/** A receiver on a free port of 127.0.0.1: answers every request with `status` and `body` (a test event once `held` is settled), and keeps what came. */
async function startReceiver(status: number, body: string, held: Promise<void> = Promise.resolve()): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const came = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(came);
      // only the test event waits: another spec's event must not keep the dispatcher from it
      void (isTestEvent(came) ? held : Promise.resolve()).then(() => response.writeHead(status, { 'Content-Type': 'application/json' }).end(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/hooks/${Math.random().toString(36).slice(2, 8)}`;
  return { url, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The requests that brought the test event (an endpoint of all events also hears of its own creation). */
const testEvents = (receiver: Receiver) => receiver.received.filter(isTestEvent);

/** Creates an endpoint through the create dialog (`events`: all, or types picked by search) and returns its secret. */
async function createEndpoint(page: Page, url: string, events: 'all' | string[], description: string) {
  await page.goto('/settings/webhooks');
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
  await page.getByRole('link', { name: 'New endpoint' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New webhook endpoint' });
  await dialog.getByRole('textbox', { name: 'URL' }).fill(url);
  if (events === 'all') {
    await dialog.getByRole('checkbox', { name: /^All events/ }).check();
  } else {
    const picker = dialog.getByRole('textbox', { name: 'Event types' }).or(dialog.getByRole('combobox', { name: 'Event types' }));
    for (const type of events) {
      await picker.fill(type);
      await page.getByRole('option', { name: type, exact: true }).click();
    }
    await picker.press('Escape'); // closes the list of types, not the dialog
  }
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Create endpoint' }).click();
  const secret = page.getByTestId('webhook-secret');
  await expect(secret).toHaveText(/^whsec_\S+$/);
  await expect(page.getByText('This is the only time the secret is shown')).toBeVisible();
  return (await secret.textContent())!;
}

/** The delivery log's row of the test event (a card on a phone). */
const testDeliveryRow = (page: Page) => page.locator('tr, li').filter({ hasText: 'webhook_endpoint.test' });

const apiHeaders = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });

test('an endpoint shows its secret once, and a test event is delivered and logged with its payload', async ({ page, signedIn }) => {
  test.setTimeout(90_000);
  const receiver = await startReceiver(200, '{"ok":true}');
  try {
    const secret = await createEndpoint(page, receiver.url, 'all', 'E2E receiver that answers 200');
    await expectAccessible(page, 'webhook-secret');
    if (process.env.E2E_SCREENSHOTS) await screenshot(page, 'webhook-secret-wide');
    await page.getByRole('link', { name: 'Open the endpoint' }).click();
    await expect(page.getByRole('heading', { name: receiver.url, exact: true })).toBeVisible();
    await expect(page.getByText('enabled', { exact: true })).toBeVisible();
    // shown once: not on the endpoint's page, nor in its answer
    await expect(page.getByText(secret)).toHaveCount(0);
    const id = page.url().split('/').at(-1)!;
    const read = await page.request.get(`/api/v1/webhook-endpoints/${id}`, { headers: apiHeaders(signedIn.accessToken) });
    expect(await read.text()).not.toContain(secret);

    await page.getByRole('button', { name: 'Send test event' }).click();
    const row = testDeliveryRow(page);
    await expect(row.getByText('delivered', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText('200');
    expect(testEvents(receiver)).toHaveLength(1);
    const [request] = testEvents(receiver);
    expect(request!.headers['webhook-signature']).toMatch(/^v1,/);
    const eventId = request!.headers['webhook-id'] as string;
    if (process.env.E2E_SCREENSHOTS) await screenshot(page, 'webhook-endpoint-wide');

    // the delivery: the payload as sent, the attempt's request headers and the answer
    await row.getByRole('link').first().click();
    const delivery = page.getByRole('dialog', { name: 'Delivery of webhook_endpoint.test' });
    const payload = delivery.getByRole('region', { name: 'Payload', exact: true });
    await expect(payload).toContainText('"type": "webhook_endpoint.test"');
    await expect(payload).toContainText(`"id": "${eventId}"`);
    expect(JSON.parse((await payload.textContent())!)).toEqual(JSON.parse(request!.body));
    const attempt = delivery.getByRole('region', { name: 'Attempt 1', exact: true });
    await expect(attempt).toContainText('Response 200');
    await expect(attempt.getByRole('table', { name: 'Request headers of attempt 1' })).toContainText(request!.headers['webhook-signature'] as string);
    await expect(attempt.getByRole('region', { name: 'Response body of attempt 1' })).toHaveText('{"ok":true}');
    await expectAccessible(page, 'webhook-delivery');
    if (process.env.E2E_SCREENSHOTS) await screenshot(page, 'webhook-delivery-wide');
    await page.keyboard.press('Escape');
    await expect(delivery).toHaveCount(0);

    // deleted after a confirmation: gone from the list
    await page.getByRole('link', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete webhook endpoint?' }).getByRole('button', { name: 'Delete webhook endpoint' }).click();
    await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
    await expect(page.getByText(receiver.url)).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});

test('a failing receiver: the attempt shows its status and body, Retry makes another; disable, re-enable and edit', async ({ page, signedIn }) => {
  test.setTimeout(90_000);
  const receiver = await startReceiver(500, '{"error":"receiver down"}');
  try {
    await createEndpoint(page, receiver.url, ['invoice.paid', 'sales_order.status_changed'], 'E2E receiver that answers 500');
    await page.getByRole('button', { name: 'Done' }).click();
    const listRow = page.locator('tr').filter({ hasText: receiver.url });
    await expect(listRow).toContainText('invoice.paid, sales_order.status_changed');
    await expect(listRow.getByText('enabled', { exact: true })).toBeVisible();
    if (process.env.E2E_SCREENSHOTS) await screenshot(page, 'webhooks-list-wide');
    await listRow.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: receiver.url, exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Send test event' }).click();
    const row = testDeliveryRow(page);
    await expect(row).toContainText('500', { timeout: 20_000 });
    await expect(row.getByText('pending', { exact: true })).toBeVisible(); // the next attempt is an hour away
    await expect(page.getByRole('status').filter({ hasText: 'Deliveries failing since' })).toBeVisible();
    const id = page.url().split('/').at(-1)!;

    await row.getByRole('link').first().click();
    const delivery = page.getByRole('dialog', { name: 'Delivery of webhook_endpoint.test' });
    const first = delivery.getByRole('region', { name: 'Attempt 1', exact: true });
    await expect(first).toContainText('Response 500');
    await expect(first.getByRole('region', { name: 'Response body of attempt 1' })).toHaveText('{"error":"receiver down"}');
    if (process.env.E2E_SCREENSHOTS) await screenshot(page, 'webhook-failed-delivery-wide');
    await delivery.getByRole('button', { name: 'Retry' }).click();
    const second = delivery.getByRole('region', { name: 'Attempt 2', exact: true });
    await expect(second).toContainText('Response 500', { timeout: 20_000 });
    await expect(second.getByRole('region', { name: 'Response body of attempt 2' })).toHaveText('{"error":"receiver down"}');
    expect(testEvents(receiver)).toHaveLength(2);
    // the same event both times: the receiver deduplicates by webhook-id
    expect(new Set(testEvents(receiver).map((r) => r.headers['webhook-id'])).size).toBe(1);
    await page.keyboard.press('Escape');
    await expect(delivery).toHaveCount(0);

    // disabled, then enabled again
    await page.getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Disabled: no events are sent' })).toBeVisible();
    await expect(page.getByText('disabled', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Re-enable' }).click();
    await expect(page.getByText('enabled', { exact: true })).toBeVisible();

    // edited: the events become all
    await page.getByRole('link', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit webhook endpoint' });
    await expect(edit.getByRole('textbox', { name: 'URL' })).toHaveValue(receiver.url);
    await edit.getByRole('checkbox', { name: /^All events/ }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByText('All events', { exact: true })).toBeVisible();

    const removed = await page.request.delete(`/api/v1/webhook-endpoints/${id}`, { headers: apiHeaders(signedIn.accessToken) });
    expect(removed.status()).toBe(204);
  } finally {
    await receiver.close();
  }
});

test('an attempt that fails before the delivery log is read again still shows "failing since", without a reload', async ({ page, signedIn }) => {
  // The receiver answers only once the page has read the endpoint again after the test was sent,
  // and the page's next read of the log waits until the failure is recorded: the endpoint is read
  // while the attempt is under way, the log only after it ended, so no polling of the log sees it.
  let letGo!: () => void;
  const receiver = await startReceiver(500, '{"error":"receiver down"}', new Promise<void>((resolve) => { letGo = resolve; }));
  const headers = apiHeaders(signedIn.accessToken);
  try {
    const created = await page.request.post('/api/v1/webhook-endpoints', { headers, data: { url: receiver.url, events: ['invoice.paid'], description: 'E2E receiver held' } });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    await page.goto(`/settings/webhooks/${id}`);
    await expect(page.getByRole('heading', { name: receiver.url, exact: true })).toBeVisible();
    await expect(page.getByText('Nothing sent yet', { exact: false })).toBeVisible();

    const failing = async () => (await (await page.request.get(`/api/v1/webhook-endpoints/${id}`, { headers })).json()).failingSince as string | null;
    const endpointRead = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname.endsWith(`/webhook-endpoints/${id}`));
    let held = false;
    await page.route((url) => url.pathname.endsWith(`/webhook-endpoints/${id}/deliveries`), async (route) => {
      if (!held) {
        held = true;
        await endpointRead;
        await expect.poll(() => testEvents(receiver).length).toBe(1);
        letGo();
        await expect.poll(failing).not.toBeNull();
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect(testDeliveryRow(page)).toContainText('500', { timeout: 20_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Deliveries failing since' })).toBeVisible();
    expect((await page.request.delete(`/api/v1/webhook-endpoints/${id}`, { headers })).status()).toBe(204);
  } finally {
    letGo();
    await receiver.close();
  }
});

test.describe('on a phone, in German', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });

  test('the list, the create dialog and an endpoint fit the window; dates the German way', async ({ page, signedIn }) => {
    test.setTimeout(90_000);
    const fits = async (what: string) => {
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      expect(scrollWidth, `${what}: wider than the window`).toBeLessThanOrEqual(clientWidth);
    };
    const receiver = await startReceiver(200, 'ok');
    try {
      await page.goto('/settings/webhooks/new');
      const dialog = page.getByRole('dialog', { name: 'New webhook endpoint' });
      await expect(dialog).toBeVisible();
      await fits('create dialog');
      if (process.env.E2E_SCREENSHOTS) await screenshot(page, 'webhook-create-phone');
      await dialog.getByRole('button', { name: 'Create endpoint' }).click(); // the schema's messages at the fields
      await expect(dialog.getByRole('textbox', { name: 'URL' })).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByText(/name at least one event type|needs at least one/)).toBeVisible();

      await createEndpoint(page, receiver.url, ['invoice.paid'], 'E2E phone receiver');
      await fits('secret');
      await page.getByRole('button', { name: 'Done' }).click();
      const card = page.getByRole('list', { name: 'Webhook endpoints of the current company' }).getByRole('listitem').filter({ hasText: receiver.url });
      await expect(card).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
      await fits('list');
      if (process.env.E2E_SCREENSHOTS) await screenshot(page, 'webhooks-phone');

      await card.getByRole('link').first().click();
      await expect(page.getByRole('heading', { name: receiver.url, exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Send test event' }).click();
      await expect(testDeliveryRow(page).getByText('delivered', { exact: true })).toBeVisible({ timeout: 20_000 });
      await fits('endpoint');
      await testDeliveryRow(page).getByRole('link').first().click();
      await expect(page.getByRole('dialog', { name: 'Delivery of webhook_endpoint.test' }).getByRole('region', { name: 'Attempt 1', exact: true })).toContainText('Response 200');
      await fits('delivery');
      if (process.env.E2E_SCREENSHOTS) await screenshot(page, 'webhook-delivery-phone');

      const id = new URL(page.url()).pathname.split('/')[3]!;
      expect((await page.request.delete(`/api/v1/webhook-endpoints/${id}`, { headers: apiHeaders(signedIn.accessToken) })).status()).toBe(204);
    } finally {
      await receiver.close();
    }
  });
});
