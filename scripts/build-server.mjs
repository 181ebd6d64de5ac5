#!/usr/bin/env node
// Builds the service to JavaScript (dist/server): `npm start` then runs it with plain node, no
// TypeScript loader. One bundle of src/server/main.ts (the packages stay imports of node_modules)
// and one of the PDF render worker, which pool.ts starts as ./render-worker.mjs beside it.
// `node scripts/build-server.mjs [outdir]`: a test builds into a directory of its own (inside the
// repository, where the bundle finds node_modules and the package root).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultOutdir = path.join(root, 'dist/server');

export async function buildServer(outdir = defaultOutdir) {
  const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', sourcemap: true, logLevel: 'warning', absWorkingDir: root };
  await Promise.all([
    build({ ...common, entryPoints: { main: 'src/server/main.ts', cli: 'src/server/cli.ts' }, outdir, outExtension: { '.js': '.mjs' } }),
    build({ ...common, entryPoints: { 'render-worker': 'src/server/pdf/render-worker.ts' }, outdir, outExtension: { '.js': '.mjs' } }),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const outdir = process.argv[2] ? path.resolve(process.argv[2]) : defaultOutdir;
  await buildServer(outdir);
  console.log(`service: built ${path.relative(root, outdir)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
