import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One POST as a receiver got it. */
export type Received = { id: string; timestamp: string; signature: string; body: string; verified: boolean; payload: { id: string; type: string; data: { object: { id?: string } } } };

/**
 * A webhook receiver written from the Standard Webhooks specification alone: it verifies each
 * request with the `standardwebhooks` package (never with the service's own code) and answers
 * what `answer` says (200 unless told).
 */
export async function startWebhookReceiver(secret: () => string | undefined, answer: (received: Received, n: number) => number | 'hang' = () => 200) {
  const received: Received[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = { 'webhook-id': String(request.headers['webhook-id']), 'webhook-timestamp': String(request.headers['webhook-timestamp']), 'webhook-signature': String(request.headers['webhook-signature']) };
      let verified = false;
      const key = secret();
      try {
        if (key) {
          new Webhook(key).verify(body, headers);
          verified = true;
        }
      } catch {
        verified = false;
      }
      const entry: Received = { id: headers['webhook-id'], timestamp: headers['webhook-timestamp'], signature: headers['webhook-signature'], body, verified, payload: JSON.parse(body) };
      received.push(entry);
      const status = answer(entry, received.length);
      if (status === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : `refused with ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
