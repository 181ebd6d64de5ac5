#!/usr/bin/env node
// Gzip size of the JavaScript the console loads for the sign-in page and for the shell after
// sign-in (the dashboard), from the Vite build manifest: each entry with its static imports.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/web');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

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
const shell = (file) => [entry, page('app/layout/ShellLayout.tsx'), page(file)];
const screens = {
  'sign-in page': [entry, page('app/auth/LoginPage.tsx')],
  'shell after sign-in (dashboard)': shell('app/pages/DashboardPage.tsx'),
  'API keys page': shell('features/api-keys/ApiKeyListPage.tsx'),
  'customers page': shell('features/customers/CustomerListPage.tsx'),
  'new journal entry (over its list)': [...shell('features/journal-entries/JournalEntryListPage.tsx'), page('features/journal-entries/JournalEntryCreateModal.tsx')],
};
/** The sign-in page's budget (docs/console.md): the first screen loads fast on a slow connection. */
const SIGN_IN_BUDGET_KIB = 250;
const weights = Object.fromEntries(Object.entries(screens).map(([name, keys]) => [name, gzipKiB(closure(keys))]));
for (const [name, kib] of Object.entries(weights)) {
  console.log(`${name.padEnd(34)} ${kib.toFixed(1).padStart(7)} KiB gzip JavaScript`);
}
if (weights['sign-in page'] > SIGN_IN_BUDGET_KIB) {
  console.error(`The sign-in page is over its budget of ${SIGN_IN_BUDGET_KIB} KiB.`);
  process.exitCode = 1;
}
