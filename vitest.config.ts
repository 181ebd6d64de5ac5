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
const databaseProject = (name: string, tier: 'api' | 'slow', db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: filesOf(root, tier),
    globalSetup: ['test/support/global-setup.ts'],
    env: { BOS_TEST_DB: db, BOS_TEST_RUN: `${runId}-${db}` },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
const postgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // vitest's default is cores - 1: one worker on a 2-core CI machine, where the PostgreSQL
    // projects and the process tests wait on other processes, so a second worker overlaps them
    // (`--maxWorkers=1` on the command line overrides)
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    sequence: { sequencer: TierSequencer },
    projects: [
      { test: { name: 'unit', include: filesOf(root, 'unit'), testTimeout: 30_000 } },
      databaseProject('pglite', 'api', 'pglite'),
      databaseProject('slow', 'slow', 'pglite'),
      ...(postgres ? [databaseProject('postgres', 'api', 'postgres'), databaseProject('slow-postgres', 'slow', 'postgres')] : []),
    ],
  },
});
