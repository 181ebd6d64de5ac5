import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { freePort, projectRoot } from '../support/service-process';
import { testDbKind } from '../support/test-app';

/**
 * `npm start` runs the service built to JavaScript (scripts/build-server.mjs, dist/server), with
 * no TypeScript loader: it starts, migrates a fresh embedded database, answers, renders a PDF in
 * its worker thread (the worker's own bundle), stops cleanly, and starts again on the same data.
 */
const children = new Set<ChildProcess>();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bos-compiled-'));
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startCompiled(port: number) {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.mjs'], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', BOS_DATA_DIR: dataDir, BOS_LOG_LEVEL: 'warn', BOS_LOG_FORMAT: 'json', BOS_PASSWORD_HASH_COST: '10', BOS_INSECURE_PASSWORD_HASH_FOR_TESTS: 'true' },
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => { children.delete(child); resolve(code); }));
  for (let i = 0; i < 1200 && child.exitCode === null; i++) {
    if (await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false)) return { child, exited, readyMs: performance.now() - started, output: () => output };
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`the compiled service did not start: ${output}`);
}

test.skipIf(testDbKind !== 'pglite')('the built service starts without a TypeScript loader, serves the API and a PDF, stops, and starts again', async () => {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: projectRoot, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  expect(fs.readFileSync(path.join(projectRoot, 'dist/server/main.mjs'), 'utf8')).not.toMatch(/from ['"]tsx/);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const first = await startCompiled(port);
  const setup = await (await fetch(`${base}/api/v1/auth/setup`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'compiled@example.com', password: 'correct horse battery', company: { name: 'Compiled Co', baseCurrency: 'USD' } }),
  })).json();
  const headers = { authorization: `Bearer ${setup.accessToken}`, 'content-type': 'application/json' };
  const companyIdString = setup.user.defaultCompanyId;
  const post = async (url: string, body: object) => {
    const res = await fetch(`${base}/api/v1${url}`, { method: 'POST', headers, body: JSON.stringify({ companyIdString, ...body }) });
    expect(res.status, await res.clone().text()).toBe(201);
    return res.json();
  };
  await post('/items', { itemCode: 'SVC', name: 'Service', itemGroup: 'Services', uom: 'h', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false });
  const customer = await post('/customers', { name: 'Compiled Buyer' });
  const invoice = await post('/invoices', { customerIdString: customer.id, currencyCodeString: 'USD', postingDate: '2026-11-02', return: false, items: [{ itemCode: 'SVC', qty: 1, unitPrice: 10, amount: 10 }] });
  const pdf = await fetch(`${base}/api/v1/invoices/${invoice.id}`, { headers: { ...headers, accept: 'application/pdf' } });
  expect(pdf.status).toBe(200);
  expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  first.child.kill('SIGTERM');
  expect(await first.exited, first.output()).toBe(0);

  const second = await startCompiled(port);
  console.info(`compiled service: ready in ${first.readyMs.toFixed(0)} ms on a fresh embedded database, ${second.readyMs.toFixed(0)} ms on the second start`);
  expect((await fetch(`${base}/api/v1/customers/${customer.id}`, { headers })).status).toBe(200);
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
}, 300_000);
