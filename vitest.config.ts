import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { TierSequencer } from './test/support/sequencer.js';
import { filesOf } from './test/support/tiers.js';

/**
 * The tiers (test/support/tiers.ts): `unit` (no database, no global setup, run once), the API
 * suite (`pglite`, and `postgres` when TEST_DATABASE_URL is set), the slow suites (`slow`,
 * `slow-postgres`) and the isolated API files (`isolated`, `isolated-postgres`), a process per
 * file. All but the isolated files share their worker's modules (test/support/tiers.ts says
 * why). The database projects share one migrated template per database.
 */
const root = path.dirname(new URL(import.meta.url).pathname);
const runId = `${process.pid}`;
// the slow projects' process tests start the service built once for the run (test/support/service-build.ts)
const serviceBuild = path.join(root, 'dist', `test-service-${runId}`);
const databaseProject = (name: string, include: string[], db: 'pglite' | 'postgres', kind: 'api' | 'slow' | 'isolated') => ({
  test: {
    name,
    include,
    isolate: kind === 'isolated',
    globalSetup: ['test/support/global-setup.ts', ...(kind === 'slow' ? ['test/support/service-build.ts'] : [])],
    setupFiles: db === 'postgres' ? ['test/support/one-query-at-a-time.ts'] : [],
    env: { BOS_TEST_DB: db, BOS_TEST_RUN: `${runId}-${db}`, ...(kind === 'slow' ? { BOS_TEST_SERVICE_BUILD: serviceBuild } : {}) },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    expect: { requireAssertions: true },
  },
});
const postgres = Boolean(process.env.TEST_DATABASE_URL);
// The property and fuzz tests run once: on PostgreSQL when it is at hand (CI), else on PGlite.
// The process tests and the isolated API files run on both; each skips what is not about its database.
const slowFiles = filesOf(root, 'slow');
const slowOnPglite = postgres ? slowFiles.filter((file) => file.startsWith('test/process/')) : slowFiles;
const isolatedFiles = filesOf(root, 'isolated');

export default defineConfig({
  test: {
    // vitest's default is cores - 1: one worker on a 2-core CI machine, where the PostgreSQL
    // projects and the process tests wait on other processes, so a second worker overlaps them
    // (`--maxWorkers=1` on the command line overrides)
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    sequence: { sequencer: TierSequencer },
    projects: [
      { test: { name: 'unit', include: filesOf(root, 'unit'), isolate: false, testTimeout: 30_000, expect: { requireAssertions: true } } },
      databaseProject('pglite', filesOf(root, 'api'), 'pglite', 'api'),
      databaseProject('slow', slowOnPglite, 'pglite', 'slow'),
      databaseProject('isolated', isolatedFiles, 'pglite', 'isolated'),
      ...(postgres ? [
        databaseProject('postgres', filesOf(root, 'api'), 'postgres', 'api'),
        databaseProject('slow-postgres', slowFiles, 'postgres', 'slow'),
        databaseProject('isolated-postgres', isolatedFiles, 'postgres', 'isolated'),
      ] : []),
    ],
  },
});
