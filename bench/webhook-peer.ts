/**
 * The webhooks bench's other side, in a process of its own (bench/webhooks.ts starts it): a
 * receiver written from the Standard Webhooks specification (verified with the
 * `standardwebhooks` package) that refuses a third of first attempts, and the writers that make
 * the events through both service instances. Prints its findings as one JSON line.
 *
 *   PEER_BASES        the instances' base URLs, comma-separated
 *   PEER_TOKEN        an admin's bearer token
 *   PEER_SINGLES      records written once (one event each)
 *   PEER_CHAINS       records created and then updated twice (three events each, in order)
 *   PEER_CONCURRENCY  writers at a time
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

const bases = process.env.PEER_BASES!.split(',');
const auth = { authorization: `Bearer ${process.env.PEER_TOKEN}`, 'content-type': 'application/json' };
const singles = Number(process.env.PEER_SINGLES ?? 7000);
const chains = Number(process.env.PEER_CHAINS ?? 1000);
const concurrency = Number(process.env.PEER_CONCURRENCY ?? 16);

type Arrival = { at: number; status: number };
/** Per webhook-id: the change it tells of (`<record>:<version>`), its attempts. */
const byId = new Map<string, { key: string; record: string; version: number; arrivals: Arrival[] }>();
let badSignatures = 0;
let webhook: Webhook | undefined;

/** A third of first attempts are refused: those whose id hashes to 0 mod 3. */
const refuseFirst = (id: string) => crypto.createHash('sha256').update(id).digest()[0] % 3 === 0;

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (c: Buffer) => chunks.push(c));
  request.on('end', () => {
    const at = Date.now();
    const body = Buffer.concat(chunks).toString('utf8');
    const id = String(request.headers['webhook-id']);
    try {
      webhook!.verify(body, { 'webhook-id': id, 'webhook-timestamp': String(request.headers['webhook-timestamp']), 'webhook-signature': String(request.headers['webhook-signature']) });
    } catch {
      badSignatures++;
    }
    const event = JSON.parse(body) as { data: { object: { id: string; version: number } } };
    let seen = byId.get(id);
    if (!seen) byId.set(id, (seen = { key: `${event.data.object.id}:${event.data.object.version}`, record: event.data.object.id, version: event.data.object.version, arrivals: [] }));
    const status = seen.arrivals.length === 0 && refuseFirst(id) ? 500 : 200;
    seen.arrivals.push({ at, status });
    response.writeHead(status).end();
  });
});

async function send(method: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method, headers: { ...auth, ...headers }, body: JSON.stringify(body) });
  const json = await res.json() as { id: string; version: number };
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return { record: json, at: Date.now() };
}

const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function main() {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  const endpoint = (await send('POST', `${bases[0]}/api/v1/webhook-endpoints`, { url, events: ['supplier.created', 'supplier.updated'] })).record as unknown as { secret: string };
  webhook = new Webhook(endpoint.secret);

  /** When each change was acknowledged (committed), by `<record>:<version>`. */
  const committed = new Map<string, number>();
  const chained = new Set<string>();
  const tasks: (() => Promise<void>)[] = [];
  for (let i = 0; i < singles + chains; i++) {
    const base = bases[i % bases.length];
    const chain = i >= singles;
    tasks.push(async () => {
      let { record, at } = await send('POST', `${base}/api/v1/suppliers`, { name: `Bench supplier ${i} ${crypto.randomUUID()}` });
      committed.set(`${record.id}:${record.version}`, at);
      if (!chain) return;
      chained.add(record.id);
      for (let n = 0; n < 2; n++) {
        const other = bases[(i + n + 1) % bases.length];
        ({ record, at } = await send('PUT', `${other}/api/v1/suppliers/${record.id}`, { name: `Bench supplier ${i} v${n + 2} ${crypto.randomUUID()}` }, { 'if-match': `"${record.version}"` }));
        committed.set(`${record.id}:${record.version}`, at);
      }
    });
  }
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    for (let task = tasks.shift(); task; task = tasks.shift()) await task();
  }));
  const written = Date.now();
  const deliveredKeys = () => new Set([...byId.values()].filter((s) => s.arrivals.some((a) => a.status === 200)).map((s) => s.key));
  const deadline = Date.now() + 180_000;
  while (deliveredKeys().size < committed.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const done = Date.now();

  const received = [...byId.values()];
  const delivered = deliveredKeys();
  const firstAttempt = received.filter((s) => committed.has(s.key)).map((s) => ({ ...s, latency: s.arrivals[0].at - committed.get(s.key)! }));
  // an update's first attempt waits, by design, while the record's earlier event is retried: those are counted apart
  const heldBack = (s: (typeof firstAttempt)[number]) => s.version > 1 && received.some((r) => r.record === s.record && r.version < s.version && r.arrivals[0].status !== 200);
  const free = firstAttempt.filter((s) => !heldBack(s)).map((s) => s.latency);
  let orderViolations = 0;
  for (const record of chained) {
    const versions = received.filter((s) => s.record === record).toSorted((a, b) => a.version - b.version);
    for (let v = 1; v < versions.length; v++) {
      const earlierDelivered = versions[v - 1].arrivals.find((a) => a.status === 200)?.at ?? Infinity;
      if (versions[v].arrivals[0].at < earlierDelivered) orderViolations++;
    }
  }
  const ids = [...byId.keys()];
  console.log(JSON.stringify({
    events: committed.size,
    writeSeconds: (written - started) / 1000,
    deliverSeconds: (done - started) / 1000,
    requestsReceived: received.reduce((n, s) => n + s.arrivals.length, 0),
    distinctWebhookIds: ids.length,
    refusedFirstAttempts: received.filter((s) => s.arrivals[0].status !== 200).length,
    deliveredEqualsCommitted: delivered.size === committed.size && [...committed.keys()].every((k) => delivered.has(k)),
    missing: [...committed.keys()].filter((k) => !delivered.has(k)).length,
    unexpected: [...delivered].filter((k) => !committed.has(k)).length,
    badSignatures,
    orderViolations,
    chainedRecords: chained.size,
    firstAttemptMs: { p50: percentile(free, 50), p99: percentile(free, 99), max: Math.max(...free), count: free.length },
    firstAttemptHeldBackMs: { p50: percentile(firstAttempt.filter(heldBack).map((s) => s.latency), 50), count: firstAttempt.filter(heldBack).length },
    webhookIds: ids,
  }));
  server.closeAllConnections();
  server.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
