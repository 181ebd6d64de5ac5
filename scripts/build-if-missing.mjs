#!/usr/bin/env node
// `npm start` runs this first: builds the console into dist/web when it is missing or older
// than its sources, so a fresh clone needs only `npm install && npm start`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/web/index.html');
/** What the console bundle is made of: a change to any of these makes dist/web stale. */
const sources = ['index.html', 'vite.config.ts', 'scripts/vite-plugins.ts', 'src/web', 'src/contract', 'public'];

/** The newest modification time under `entry` (a file or a directory), and which file it is. */
function newest(entry) {
  let best = { mtimeMs: 0, file: undefined };
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return best;
  }
  if (!stat.isDirectory()) return { mtimeMs: stat.mtimeMs, file: entry };
  for (const child of fs.readdirSync(entry)) {
    const candidate = newest(path.join(entry, child));
    if (candidate.mtimeMs > best.mtimeMs) best = candidate;
  }
  return best;
}

function reasonToBuild() {
  if (!fs.existsSync(builtIndex)) return 'dist/web/index.html is missing';
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  for (const source of sources) {
    const { mtimeMs, file } = newest(path.join(root, source));
    if (mtimeMs > builtAt) return `${path.relative(root, file)} changed since the last build`;
  }
  return undefined;
}

const reason = reasonToBuild();
if (!reason) {
  console.log('console: dist/web is up to date');
  process.exit(0);
}

let vite;
try {
  vite = await import('vite');
} catch {
  console.warn(`console: ${reason}, but Vite is not installed (dev dependencies omitted?); the service will serve the API only.`);
  process.exit(0);
}

console.log(`console: building dist/web (${reason})`);
const started = Date.now();
try {
  await vite.build({ root, logLevel: 'warn' });
} catch (error) {
  console.error(`console: the build failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.log(`console: built dist/web in ${((Date.now() - started) / 1000).toFixed(1)} s`);
