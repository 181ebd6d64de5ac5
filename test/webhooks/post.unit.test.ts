import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { isPrivateAddress } from '../../src/server/webhooks/addresses';
import { webhookPoster } from '../../src/server/webhooks/post';

/** A local server: /slow never answers, /redirect answers 301, anything else 204 with a long body cut to 2 KiB. */
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/slow') return;
    if (request.url === '/redirect') return void response.writeHead(301, { location: 'http://127.0.0.1:1/' }).end();
    response.writeHead(200).end('x'.repeat(5000));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('no answer within the timeout is a failed attempt; a redirect is an answer, not followed; the body is kept to 2 KiB', async () => {
  const post = webhookPoster({ timeoutMs: 300, allowPrivate: true });
  const started = Date.now();
  await expect(post(`${base}/slow`, '{}', {})).rejects.toThrow('no answer within 0.3 s');
  expect(Date.now() - started).toBeLessThan(2000);
  expect(await post(`${base}/redirect`, '{}', {})).toEqual({ status: 301, body: '' });
  expect(await post(`${base}/ok`, '{}', {})).toEqual({ status: 200, body: 'x'.repeat(2048) });
});

test('loopback is refused when private addresses are not allowed, by IP and by a name that resolves to it', async () => {
  const post = webhookPoster({ timeoutMs: 1000, allowPrivate: false });
  await expect(post(`${base}/ok`, '{}', {})).rejects.toThrow('loopback or private');
  await expect(post(base.replace('127.0.0.1', 'localhost') + '/ok', '{}', {})).rejects.toThrow('loopback or private');
});

test('private, reserved and mapped addresses are private; public ones are not', () => {
  for (const address of ['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd12::1', '::ffff:10.0.0.1', '224.0.0.1']) {
    expect(isPrivateAddress(address), address).toBe(true);
  }
  for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(address), address).toBe(false);
});
