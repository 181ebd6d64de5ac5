import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Global setup of the slow projects: the service and the CLI built to JavaScript once per run
 * (scripts/build-server.mjs, what `npm start` runs) into BOS_TEST_SERVICE_BUILD, a directory of
 * the run's own inside the repository, where the bundle finds node_modules and the migrations.
 * The process tests start that build (test/support/service-process.ts): starting the sources
 * through a TypeScript loader compiled the whole service again in every process, seconds each.
 */
const builds = ((globalThis as { bosServiceBuilds?: Map<string, Promise<void>> }).bosServiceBuilds ??= new Map());

function build(dir: string): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../..');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build-server.mjs', dir], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`building the service for the process tests failed: ${stderr}`))));
  });
}

export default async function setup(project: { config: { env: Record<string, string> } }) {
  const dir = project.config.env.BOS_TEST_SERVICE_BUILD!;
  if (!builds.has(dir)) builds.set(dir, build(dir));
  await builds.get(dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
