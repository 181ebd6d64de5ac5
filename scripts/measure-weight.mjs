#!/usr/bin/env node
// What the console costs a visitor, measured on the build in dist/web:
// 1. gzip size of the JavaScript each screen loads, from the Vite build manifest (each entry with
//    its static imports); the sign-in page has a ceiling (SIGN_IN_BUDGET_KIB);
// 2. bytes transferred for the first screen (the sign-in page) as the service serves them
//    (compressed, with Accept-Encoding: br, gzip), against a fresh service on a temporary embedded
//    database;
// 3. Lighthouse mobile and desktop scores of the sign-in page and of the dashboard after sign-in,
//    in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Each audit runs twice and
//    the better run is reported (the CPU figures are noisy on a busy machine).
// `--no-lighthouse` skips 3 (and the service start is then only for 2); WEIGHT_REPORT_DIR keeps
// each Lighthouse report there.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist/web');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const withLighthouse = !process.argv.includes('--no-lighthouse');
const runsPerAudit = Number(process.env.WEIGHT_LIGHTHOUSE_RUNS ?? 2);
/** Where to keep each Lighthouse report (JSON), to see what it found; none kept unless set. */
const reportDir = process.env.WEIGHT_REPORT_DIR;
if (reportDir) fs.mkdirSync(reportDir, { recursive: true });

// --- 1. JavaScript per screen (gzip) ----------------------------------------------------------

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const gzipKiB = (keys) =>
  [...keys].reduce((sum, key) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, manifest[key].file)), { level: 9 }).length, 0) / 1024;

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const page = (name) => Object.keys(manifest).find((key) => key.endsWith(name));
// The entry renders the sign-in page by itself at /login; the console (its routes, the shell and
// the dashboard) is the chunk named `shell` (src/web/main.tsx, vite.config.ts).
const shellChunk = Object.keys(manifest).find((key) => manifest[key].name === 'shell');
const shell = (file) => [entry, shellChunk, ...(file ? [page(file)] : [])];
const screens = {
  'sign-in page': [entry],
  'shell after sign-in (dashboard)': shell(),
  'API keys page': shell('features/api-keys/ApiKeyListPage.tsx'),
  'customers page': shell('features/customers/CustomerListPage.tsx'),
  'new journal entry (over its list)': [...shell('features/journal-entries/JournalEntryListPage.tsx'), page('features/journal-entries/JournalEntryCreateModal.tsx')],
};
/** The sign-in page's ceiling (docs/console.md): the first screen loads fast on a slow connection. */
const SIGN_IN_BUDGET_KIB = 250;
const weights = Object.fromEntries(Object.entries(screens).map(([name, keys]) => [name, gzipKiB(closure(keys.filter(Boolean)))]));
for (const [name, kib] of Object.entries(weights)) {
  console.log(`${name.padEnd(34)} ${kib.toFixed(1).padStart(7)} KiB gzip JavaScript`);
}
if (weights['sign-in page'] > SIGN_IN_BUDGET_KIB) {
  console.error(`The sign-in page is over its budget of ${SIGN_IN_BUDGET_KIB} KiB.`);
  process.exitCode = 1;
}

// --- the service, on a fresh embedded database ------------------------------------------------

const admin = { email: 'admin@example.com', password: 'correct horse battery staple' };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startService() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bos-weight-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', BOS_DATA_DIR: dataDir, BOS_LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL; // always the embedded database
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the service exited (${child.exitCode}) before it was ready`);
    if (waited > 60_000) {
      await stop();
      throw new Error('the service was not ready within 60 s');
    }
    const ready = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // first run, as the setup screen does it (e2e/first-run.setup.ts)
  const setup = await fetch(`${base}/api/v1/auth/setup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...admin, company: { name: 'Acme Trading', baseCurrency: 'EUR' } }),
  });
  if (!setup.ok) throw new Error(`first-run setup answered ${setup.status}: ${await setup.text()}`);
  return { base, stop };
}

// --- 2. the first screen as transferred -------------------------------------------------------

/** The body as sent on the wire (not decoded), with its Content-Encoding. */
function getRaw(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, encoding: response.headers['content-encoding'] ?? 'identity', body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** index.html, what it links (scripts, stylesheets, preloads, icon) and the sign-in page's own chunks. */
async function firstScreenUrls(base) {
  const html = (await getRaw(`${base}/login`, 'identity')).body.toString('utf8');
  const linked = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]);
  // (the entry's own stylesheet is inlined into index.html and no file of the build: scripts/vite-plugins.ts)
  // (the sign-in page is part of the entry: its static imports are the whole first screen)
  const chunks = [...closure([entry])]
    .flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])])
    .map((file) => `/${file}`);
  return ['/login', ...new Set([...linked, ...chunks])];
}

async function measureTransfer(base) {
  let sent = 0;
  let plain = 0;
  const rows = [];
  for (const url of await firstScreenUrls(base)) {
    const [served, identity] = await Promise.all([getRaw(`${base}${url}`, 'br, gzip, deflate'), getRaw(`${base}${url}`, 'identity')]);
    if (served.status !== 200) throw new Error(`${url} answered ${served.status}`);
    sent += served.body.length;
    plain += identity.body.length;
    rows.push(`  ${url.padEnd(48)} ${(served.body.length / 1024).toFixed(1).padStart(7)} KiB ${served.encoding}`);
  }
  console.log(`\nfirst screen (sign-in page) transferred: ${(sent / 1024).toFixed(1)} KiB (${(plain / 1024).toFixed(1)} KiB uncompressed), bodies only`);
  console.log(rows.join('\n'));
}

// --- 3. Lighthouse ----------------------------------------------------------------------------

const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

async function runLighthouse(base) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const { chromium } = await import('@playwright/test');
  const port = await freePort();
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bos-weight-chromium-'));
  // The default (persistent) context: the tab Lighthouse opens shares its cookies.
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...chromeFlags, `--remote-debugging-port=${port}`],
  });
  /** Signs in as the console does: the HttpOnly refresh cookie lands in the browser. */
  const signIn = async (tab) => {
    await tab.goto(`${base}/login`);
    const status = await tab.evaluate(
      async (credentials) => (await fetch('/api/v1/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(credentials) })).status,
      admin,
    );
    if (status !== 200) throw new Error(`sign-in answered ${status}`);
    await tab.goto('about:blank');
  };
  const categories = ['performance', 'accessibility', 'best-practices'];
  const audit = async (url, formFactor, keepSession) => {
    let best;
    let failures = 0;
    for (let run = 0; run < runsPerAudit; run++) {
      if (keepSession) {
        // Signed in afresh each run (a refresh cut short when Lighthouse closes its tab can leave a
        // spent refresh cookie, which ends the session), then a cold cache without a storage reset.
        const tab = context.pages()[0] ?? (await context.newPage());
        await signIn(tab);
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
      }
      const result = await lighthouse(
        url,
        { port, output: 'json', logLevel: 'error', onlyCategories: categories, disableStorageReset: keepSession },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const lhr = result.lhr;
      if (reportDir) fs.writeFileSync(path.join(reportDir, `${new URL(url).pathname.replace(/\W+/g, '_')}-${formFactor}-${run + 1}.json`), JSON.stringify(lhr));
      if (lhr.runtimeError) {
        // e.g. NO_NAVSTART now and then in a busy headless Chromium: that run is tried again
        console.warn(`  Lighthouse ${formFactor} ${url}: ${lhr.runtimeError.code}, running it again`);
        if (++failures > 3) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
        run--;
        continue;
      }
      const figures = {
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
        fcp: lhr.audits['first-contentful-paint'].displayValue,
        lcp: lhr.audits['largest-contentful-paint'].displayValue,
        tbt: lhr.audits['total-blocking-time'].displayValue,
        transferred: `${(lhr.audits['total-byte-weight'].numericValue / 1024).toFixed(0)} KiB`,
        finalUrl: new URL(lhr.finalDisplayedUrl).pathname,
        // what keeps accessibility and best practices below 100
        failing: ['accessibility', 'best-practices'].flatMap((category) =>
          lhr.categories[category].auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1).map((ref) => ref.id),
        ),
      };
      if (!best || figures.performance > best.performance) best = figures;
    }
    return best;
  };
  const rows = [];
  try {
    for (const formFactor of ['mobile', 'desktop']) rows.push({ page: 'sign-in', formFactor, ...(await audit(`${base}/login`, formFactor, false)) });
    for (const formFactor of ['mobile', 'desktop']) rows.push({ page: 'dashboard', formFactor, ...(await audit(`${base}/`, formFactor, true)) });
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
  console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, best of ${runsPerAudit} runs each:`);
  console.log('  page       form     perf  a11y  best-pr  FCP      LCP      TBT      transferred  (final URL)');
  for (const r of rows) {
    console.log(
      `  ${r.page.padEnd(10)} ${r.formFactor.padEnd(8)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r['best-practices']).padStart(7)}  ${r.fcp.padEnd(8)} ${r.lcp.padEnd(8)} ${r.tbt.padEnd(8)} ${r.transferred.padStart(11)}  (${r.finalUrl})${r.failing.length ? ` failing: ${r.failing.join(', ')}` : ''}`,
    );
  }
}

const service = await startService();
try {
  await measureTransfer(service.base);
  if (withLighthouse) await runLighthouse(service.base);
} finally {
  await service.stop();
}
