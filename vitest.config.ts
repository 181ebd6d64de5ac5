import { defineConfig } from 'vitest/config';

const runId = `${process.pid}`;
const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    env: { BOS_TEST_DB: db, BOS_TEST_RUN: `${runId}-${db}` },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/** The API suite runs on the embedded database, and also on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    projects: [apiProject('pglite', 'pglite'), ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres', 'postgres')] : [])],
  },
});
