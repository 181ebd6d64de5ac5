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
const screens = {
  'sign-in page': [entry, page('app/auth/LoginPage.tsx')],
  'shell after sign-in (dashboard)': [entry, page('app/layout/ShellLayout.tsx'), page('app/pages/DashboardPage.tsx')],
  'API keys page': [entry, page('app/layout/ShellLayout.tsx'), page('features/api-keys/ApiKeyListPage.tsx')],
};
for (const [name, keys] of Object.entries(screens)) {
  console.log(`${name.padEnd(34)} ${gzipKiB(closure(keys)).toFixed(1).padStart(7)} KiB gzip JavaScript`);
}
