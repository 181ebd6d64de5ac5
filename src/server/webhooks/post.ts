import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { allowedAddresses, hostOf } from './addresses';

/** What an endpoint answered: its status and the first 2 KiB of its body. */
export type WebhookAnswer = { status: number; body: string };

/** POSTs a delivery; throws when no answer came (refused address, timeout, network error). */
export type PostWebhook = (url: string, body: string, headers: Record<string, string>) => Promise<WebhookAnswer>;

const BODY_KEPT = 2048;

/**
 * A webhook POST: JSON `body` to `url` with `headers`, answered within `timeoutMs` or abandoned;
 * redirects are answers, not followed; the host's addresses are checked when the connection is
 * made (so a name that resolves to a private address later is refused too).
 */
export function webhookPoster({ timeoutMs, allowPrivate }: { timeoutMs: number; allowPrivate: boolean }): PostWebhook {
  const lookup: LookupFunction = (hostname, options, callback) => {
    allowedAddresses(hostname, allowPrivate).then(
      (addresses) => {
        const usable = options.family ? addresses.filter((a) => a.family === options.family) : addresses;
        if (options.all) (callback as unknown as (e: null, a: typeof usable) => void)(null, usable);
        else callback(null, usable[0]?.address ?? '', usable[0]?.family ?? 4);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 4),
    );
  };
  return async (url, body, headers) => {
    const target = new URL(url);
    await allowedAddresses(hostOf(target), allowPrivate); // IP literals never reach `lookup`
    const transport = target.protocol === 'https:' ? https : http;
    return new Promise<WebhookAnswer>((resolve, reject) => {
      const request = transport.request(target, {
        method: 'POST',
        lookup,
        agent: false,
        timeout: timeoutMs,
        headers: { 'content-type': 'application/json', 'user-agent': 'BusinessOps-Webhooks/1', 'content-length': Buffer.byteLength(body), ...headers },
      }, (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < BODY_KEPT) chunks.push(chunk);
          kept += chunk.length;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, BODY_KEPT) }));
        response.on('error', reject);
      });
      const deadline = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
      request.on('close', () => clearTimeout(deadline));
      request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
      request.on('error', reject);
      request.end(body);
    });
  };
}
