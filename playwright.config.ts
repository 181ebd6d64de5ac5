import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
// Debian's headless shell (package chromium-headless-shell, what Playwright itself runs
// headless) when it is there: the full browser at /usr/bin/chromium is a wrapper that adds
// --enable-gpu-rasterization and extensions, and runs browser UI pages of its own; the suite
// took a fifth more CPU in it.
const debianChromium = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file));
const chromium = process.env.CHROMIUM_PATH ?? debianChromium;
// A fresh embedded database per run: the suite starts at first-run setup.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bos-e2e-'));
// Emailed invoices go to a real SMTP server of the suite's own (scripts/e2e-smtp-sink.mjs), which keeps them here.
const smtpPort = port + 1;
// (in the environment, so the specs, run in worker processes, read the same directory)
const mailDir = (process.env.E2E_MAIL_DIR ??= path.join(dataDir, 'mail'));

/** Specs that may run beside any other (the projects below). */
const independentSpecs = /\/(accessibility|responsive|list-cursor|table-state|record-pages)\.spec\.ts$/;

/** The real console against the real service (`npm start` on a fresh embedded database). */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  // Two browsers at once: with one, a third of a 2-core machine stood idle while the browser
  // waited on the service and the service on the browser (projects below).
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // No trace by default: recording one (the screencast above all) took a third of the suite's
    // CPU, for files nobody opens when the test passes. A failure still leaves its screenshot and
    // error-context.md (the page's accessibility tree); for a trace, pass --trace retain-on-failure.
    trace: 'off',
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'first-run', testMatch: /first-run\.setup\.ts/ },
    // Two at once, one spec file at a time each. `independent`: specs over records of their own
    // that change nothing company-wide (axe over every page and dialog, the layouts, list and
    // table state). `console`: the rest, one after the other, as they change what every spec
    // meets (charges that apply to every invoice, webhooks, fiscal years, the current company).
    { name: 'independent', testMatch: independentSpecs, workers: 1, dependencies: ['first-run'] },
    { name: 'console', testMatch: /\.spec\.ts/, testIgnore: independentSpecs, workers: 1, dependencies: ['first-run'] },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-smtp-sink.mjs',
      port: smtpPort,
      env: { SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_DIR: mailDir },
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/build-if-missing.mjs && node dist/server/main.mjs',
      url: `http://127.0.0.1:${port}/readyz`,
      // the test-only password hash cost (test/support/test-app.ts), far cheaper than production's minimum
      env: {
        PORT: String(port), HOST: '127.0.0.1', BOS_DATA_DIR: dataDir, BOS_LOG_LEVEL: 'warn', BOS_PASSWORD_HASH_COST: '10', BOS_INSECURE_PASSWORD_HASH_FOR_TESTS: 'true',
        BOS_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, BOS_MAIL_FROM: 'Business Ops E2E <e2e@business-ops.example>',
        // webhooks to the specs' own receivers on 127.0.0.1, and no automatic retry within a run (e2e/webhooks.spec.ts retries by hand)
        BOS_WEBHOOK_ALLOW_PRIVATE: 'true', BOS_WEBHOOK_RETRY_SCHEDULE: '1h',
      },
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
