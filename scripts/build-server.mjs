#!/usr/bin/env node
// Builds the service to JavaScript (dist/server): `npm start` then runs it with plain node, no
// TypeScript loader. One bundle of src/server/main.ts and the CLI, with the packages they load at
// start inside it (resolving and reading hundreds of files from node_modules was a fifth of the
// start; STAY_PACKAGES, which find their own files at run time, stay imports), and one of the PDF
// render worker, which pool.ts starts as ./render-worker.mjs beside it.
// `node scripts/build-server.mjs [outdir]`: a test builds into a directory of its own (inside the
// repository, where the bundle finds node_modules and the package root).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultOutdir = path.join(root, 'dist/server');

/** Packages that read files beside their own code (WebAssembly, fonts, static pages, transport workers) or load on first use only. */
const STAY_PACKAGES = ['@electric-sql/pglite', 'pdfkit', 'fontkit', 'harfbuzzjs', 'bidi-js', 'nodemailer', '@fastify/swagger-ui', 'pino', 'pino-pretty', 'thread-stream', 'pg-native'];
/** The bundled CommonJS packages' `require` of Node's modules. */
const REQUIRE_SHIM = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

export async function buildServer(outdir = defaultOutdir) {
  const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', sourcemap: true, logLevel: 'warning', absWorkingDir: root };
  await Promise.all([
    // split: what the service loads on first use (the PDF renderers with pdfkit, nodemailer) is a chunk of its own, not part of the start
    build({
      ...common, external: STAY_PACKAGES, banner: { js: REQUIRE_SHIM },
      entryPoints: { main: 'src/server/main.ts', cli: 'src/server/cli.ts' }, outdir, outExtension: { '.js': '.mjs' }, splitting: true, chunkNames: '[name]-[hash]',
    }),
    build({ ...common, packages: 'external', entryPoints: { 'render-worker': 'src/server/pdf/render-worker.ts' }, outdir, outExtension: { '.js': '.mjs' } }),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const outdir = process.argv[2] ? path.resolve(process.argv[2]) : defaultOutdir;
  await buildServer(outdir);
  console.log(`service: built ${path.relative(root, outdir)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
