// /healthz while four of the heaviest sales-order PDFs render (docs/performance.md "Sales order
// PDF"): starts the service on a fresh embedded database, makes four orders at the contract's
// limits, asks for their PDFs at once and for /healthz every 10 ms until all four answered,
// and prints the round trips' p50, p99 and max.
//   node --import tsx scripts/measure-pdf-healthz.ts [project root to start the service from]
// BOS_PDF_WORKERS and the other variables are passed on to the service.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { heavyOrders, pdfLoad, quantile } from '../test/support/pdf-load';

const root = path.resolve(process.argv[2] ?? '.');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bos-pdf-measure-'));
const port = await new Promise<number>((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo;
    server.close(() => resolve(port));
  });
});
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', BOS_DATA_DIR: dataDir, BOS_LOG_LEVEL: 'warn', BOS_PASSWORD_HASH_COST: '10', BOS_INSECURE_PASSWORD_HASH_FOR_TESTS: 'true' },
});
const base = `http://127.0.0.1:${port}`;
try {
  while (!(await fetch(`${base}/readyz`).then((res) => res.ok, () => false))) {
    if (child.exitCode !== null) throw new Error('the service stopped');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const orders = await heavyOrders(base);
  const result = await pdfLoad(base, orders);
  const ms = result.healthz.map((h) => h.ms);
  const firstPdf = Math.min(...result.pdfMs);
  console.log(`service: ${root}, BOS_PDF_WORKERS=${process.env.BOS_PDF_WORKERS ?? '(default)'}, ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`PDFs: ${result.statuses.join(', ')} after ${result.pdfMs.map((t) => Math.round(t)).join(', ')} ms`);
  console.log(`/healthz: ${ms.length} answers (${result.healthz.filter((h) => h.at < firstPdf).length} before the first PDF), p50 ${quantile(ms, 0.5).toFixed(1)} ms, p99 ${quantile(ms, 0.99).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms`);
  const slowest = [...result.healthz].sort((a, b) => b.ms - a.ms).slice(0, 8);
  console.log(`slowest: ${slowest.map((h) => `${Math.round(h.ms)} ms (answered at ${Math.round(h.at)} ms)`).join(', ')}`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
