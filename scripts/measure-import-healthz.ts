// /healthz and a database read while a long import runs on the embedded database
// (docs/imports.md "A long import on the embedded database"): starts the service on a fresh
// embedded database, imports ROWS item rows (default 100,000) and meanwhile asks for /healthz
// and for /readyz (one query) every 10 ms, one request of each at a time, then prints their
// round trips' p50, p99 and max.
//   node --import tsx scripts/measure-import-healthz.ts [rows]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { itemCsv, itemImportRequest, json } from '../bench/imports';
import { startServer } from '../bench/processes';
import { quantile } from '../test/support/pdf-load';

const rows = Number(process.argv[2] ?? 100_000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bos-import-measure-'));
const server = await startServer({ DATABASE_URL: '', BOS_DATA_DIR: dataDir, BOS_PASSWORD_HASH_COST: '10', BOS_INSECURE_PASSWORD_HASH_FOR_TESTS: 'true' });

/** Asks for `url` again and again, 10 ms apart, until `done`; answers each round trip in ms. */
async function poll(url: string, done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done()) {
    const started = performance.now();
    await fetch(url).then((res) => res.arrayBuffer());
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return times;
}

const summary = (name: string, ms: number[]) =>
  `${name}: ${ms.length} answers, p50 ${quantile(ms, 0.5).toFixed(1)} ms, p99 ${quantile(ms, 0.99).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms`;

try {
  const { url, headers, form } = await itemImportRequest(server.base, itemCsv(rows));
  let finished = false;
  const started = performance.now();
  const imported = json(url, { method: 'POST', headers, body: form })
    .finally(() => { finished = true; });
  const [result, healthz, readyz] = await Promise.all([imported, poll(`${server.base}/healthz`, () => finished), poll(`${server.base}/readyz`, () => finished)]);
  console.log(`${rows} rows: ${result.status} in ${Math.round(performance.now() - started)} ms (service ${result.durationMs} ms); ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(summary('/healthz', healthz));
  console.log(summary('/readyz (a database read)', readyz));
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
