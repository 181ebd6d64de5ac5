import crypto from 'node:crypto';

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): a secret is `whsec_` and the
 * base64 of 24 to 64 random bytes; a delivery is signed by `v1,` and the base64 HMAC-SHA256, keyed
 * by the secret's decoded bytes, of `<webhook-id>.<webhook-timestamp>.<body>`.
 */

const PREFIX = 'whsec_';

/** A new endpoint's secret: 32 random bytes. */
export const newWebhookSecret = () => `${PREFIX}${crypto.randomBytes(32).toString('base64')}`;

export function webhookSignature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  return `v1,${crypto.createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** The three headers of a delivery of `body`, whose event is `id`, signed now. */
export function signedHeaders(secret: string, id: string, body: string, now = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': webhookSignature(secret, id, timestamp, body) };
}
