/**
 * Webhooks under load (issue 30): two service instances on one PostgreSQL database, both running
 * the webhook dispatcher; a peer process (bench/webhook-peer.ts) writes `events` changes through
 * both (suppliers: most written once, a thousand created and updated twice, so order per record
 * is exercised) to an endpoint at its own receiver, which refuses a third of first attempts.
 * Measured: every change received at least once, the deduplicated set equal to the committed
 * changes and to the event log, order per record, and commit to first attempt.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { onServer, startServer } from './processes';

export type WebhookBenchResult = {
  events: number; instances: number; writeSeconds: number; deliverSeconds: number; requestsReceived: number; distinctWebhookIds: number;
  refusedFirstAttempts: number; deliveredEqualsCommitted: boolean; missing: number; unexpected: number; badSignatures: number;
  orderViolations: number; chainedRecords: number; receivedEqualsEventLog: boolean;
  firstAttemptMs: { p50: number; p99: number; max: number; count: number };
  firstAttemptHeldBackMs: { p50: number; count: number };
};

function runPeer(env: Record<string, string>): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('bench/webhook-peer.ts')], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!)) : reject(new Error(`the webhook peer exited with code ${code}`))));
  });
}

export async function benchWebhooks(events: number, serverUrl: string): Promise<WebhookBenchResult> {
  const name = `bos_bench_hooks_${crypto.randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), BOS_DB_POOL_SIZE: '20', BOS_WEBHOOK_ALLOW_PRIVATE: 'true', BOS_WEBHOOK_RETRY_SCHEDULE: '1s,1s,1s,1s,1s' };
  const first = await startServer(env);
  const second = await startServer(env).catch(async (error) => { await first.stop(); throw error; });
  try {
    const setup = await (await fetch(`${first.base}/api/v1/auth/setup`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'hooks@example.com', password: 'bench password 123', company: { name: 'Hooks Co', baseCurrency: 'USD' } }),
    })).json() as { accessToken: string };
    const chains = Math.floor(events / 10);
    const peer = await runPeer({
      PEER_BASES: `${first.base},${second.base}`, PEER_TOKEN: setup.accessToken,
      PEER_SINGLES: String(events - 3 * chains), PEER_CHAINS: String(chains), PEER_CONCURRENCY: '16',
    }) as Omit<WebhookBenchResult, 'instances' | 'receivedEqualsEventLog'> & { webhookIds: string[] };
    // the event log, read from the start by cursor: the same events the receiver got
    const logged = new Set<string>();
    for (const type of ['supplier.created', 'supplier.updated']) {
      let cursor: string | null = null;
      do {
        const page = await (await fetch(`${first.base}/api/v1/events?type=${type}&size=200${cursor ? `&cursor=${cursor}` : ''}`, { headers: { authorization: `Bearer ${setup.accessToken}` } })).json() as
          { content: { id: string }[]; page: { nextCursor: string | null } };
        for (const e of page.content) logged.add(e.id);
        cursor = page.page.nextCursor;
      } while (cursor);
    }
    const received = new Set(peer.webhookIds);
    const { webhookIds: _ids, ...figures } = peer;
    return { ...figures, instances: 2, receivedEqualsEventLog: received.size === logged.size && [...logged].every((id) => received.has(id)) };
  } finally {
    await Promise.all([first.stop(), second.stop()]);
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

export function printWebhooks(r: WebhookBenchResult) {
  console.log(`\nWebhooks (PostgreSQL, ${r.instances} instances dispatching, a receiver in its own process refusing a third of first attempts, retries after 1 s)`);
  console.log(`${r.events} events (${r.chainedRecords} records changed three times) written in ${r.writeSeconds.toFixed(1)} s, all delivered after ${r.deliverSeconds.toFixed(1)} s; `
    + `${r.requestsReceived} requests, ${r.distinctWebhookIds} distinct webhook-ids, ${r.refusedFirstAttempts} first attempts refused`);
  console.log(`deduplicated set = committed changes: ${r.deliveredEqualsCommitted} (missing ${r.missing}, unexpected ${r.unexpected}); = the event log: ${r.receivedEqualsEventLog}; `
    + `bad signatures ${r.badSignatures}; order violations ${r.orderViolations}`);
  console.log(`commit to first attempt: p50 ${r.firstAttemptMs.p50} ms, p99 ${r.firstAttemptMs.p99} ms, max ${r.firstAttemptMs.max} ms (${r.firstAttemptMs.count} events); `
    + `updates held back by design while their record's earlier event was retried: ${r.firstAttemptHeldBackMs.count}, p50 ${r.firstAttemptHeldBackMs.p50} ms`);
}
