#!/usr/bin/env node
// `npm start` runs this first: builds the console into dist/web and the service into dist/server
// when either is missing or older than its sources, so a fresh clone needs only `npm install &&
// npm start`, and a start after the first runs JavaScript without building anything.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/web/index.html');
/** What the console bundle is made of: a change to any of these makes dist/web stale. */
const sources = ['index.html', 'vite.config.ts', 'scripts/vite-plugins.ts', 'src/web', 'src/contract', 'public'];
const builtServer = path.join(root, 'dist/server/main.mjs');
/** What the service's bundle is made of (the migrations are read from src at run time). */
const serverSources = ['src/server', 'src/contract', 'scripts/build-server.mjs', 'package-lock.json'];

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

/** Why `built` must be built again from `inputs`, or undefined when it is up to date. */
function reasonToBuild(built, inputs) {
  if (!fs.existsSync(built)) return `${path.relative(root, built)} is missing`;
  const builtAt = fs.statSync(built).mtimeMs;
  for (const source of inputs) {
    const { mtimeMs, file } = newest(path.join(root, source));
    if (mtimeMs > builtAt) return `${path.relative(root, file)} changed since the last build`;
  }
  return undefined;
}

const serverReason = reasonToBuild(builtServer, serverSources);
if (serverReason) {
  const { buildServer } = await import('./build-server.mjs');
  const started = Date.now();
  try {
    await buildServer();
  } catch (error) {
    console.error(`service: the build failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  console.log(`service: built dist/server (${serverReason}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const reason = reasonToBuild(builtIndex, sources);
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
