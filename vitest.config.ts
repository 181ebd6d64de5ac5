import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { TierSequencer } from './test/support/sequencer.js';
import { filesOf } from './test/support/tiers.js';

/**
 * Three tiers (test/support/tiers.ts): `unit` (no database, no global setup, run once), the API
 * suite (`pglite`, and `postgres` when TEST_DATABASE_URL is set) and the slow suites (`slow`,
 * `slow-postgres`). The database projects share one migrated template per database.
 */
const root = path.dirname(new URL(import.meta.url).pathname);
const runId = `${process.pid}`;
const databaseProject = (name: string, include: string[], db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include,
    globalSetup: ['test/support/global-setup.ts'],
    env: { BOS_TEST_DB: db, BOS_TEST_RUN: `${runId}-${db}` },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
const postgres = Boolean(process.env.TEST_DATABASE_URL);
// The property and fuzz tests run once: on PostgreSQL when it is at hand (CI), else on PGlite.
// The process tests run on both; each skips what is not about its database.
const slowFiles = filesOf(root, 'slow');
const slowOnPglite = postgres ? slowFiles.filter((file) => file.startsWith('test/process/')) : slowFiles;

export default defineConfig({
  test: {
    // vitest's default is cores - 1: one worker on a 2-core CI machine, where the PostgreSQL
    // projects and the process tests wait on other processes, so a second worker overlaps them
    // (`--maxWorkers=1` on the command line overrides)
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    sequence: { sequencer: TierSequencer },
    projects: [
      { test: { name: 'unit', include: filesOf(root, 'unit'), testTimeout: 30_000 } },
      databaseProject('pglite', filesOf(root, 'api'), 'pglite'),
      databaseProject('slow', slowOnPglite, 'pglite'),
      ...(postgres ? [databaseProject('postgres', filesOf(root, 'api'), 'postgres'), databaseProject('slow-postgres', slowFiles, 'postgres')] : []),
    ],
  },
});
