#!/usr/bin/env node
// `npm run dev`: the service in watch mode and the Vite dev server side by side.
// Open http://127.0.0.1:5173 for the console with hot reload; Vite proxies /api, /healthz
// and /readyz to the service on PORT (default 3000). Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.PORT || '3000';
const viteBin = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');

const processes = [
  {
    name: 'api',
    args: ['--import', 'tsx', '--watch', 'src/server/main.ts'],
    env: { ...process.env, PORT: apiPort },
  },
  {
    name: 'web',
    args: [viteBin, '--port', '5173', '--strictPort'],
    env: { ...process.env, BOS_API_PORT: apiPort },
  },
];

let stopping = false;
const children = processes.map(({ name, args, env }) => {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    readline.createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    // Ctrl+C reaches the whole process group, so a child may see it before we do.
    if (signal === 'SIGINT' || signal === 'SIGTERM') return stop(0);
    console.error(`[dev] ${name} exited (${signal ?? `code ${code}`}); stopping the other process.`);
    stop(code ?? 1);
  });
  child.on('error', (error) => {
    console.error(`[dev] could not start ${name}: ${error.message}`);
    stop(1);
  });
  return child;
});

function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(exitCode);
  let left = running.length;
  for (const child of running) {
    child.once('exit', () => {
      if (--left === 0) process.exit(exitCode);
    });
    child.kill('SIGTERM');
  }
  // The service finishes in-flight requests on SIGTERM; do not wait for ever.
  setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 10_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.log(`[dev] service on http://127.0.0.1:${apiPort} (watch mode), console with hot reload on http://127.0.0.1:5173`);
