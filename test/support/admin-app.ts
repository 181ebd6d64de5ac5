import { afterAll, beforeAll } from 'vitest';
import { client, type Client } from './accounting-fixtures';
import { setupAdmin, type Admin } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

/** The test app after first-run setup: the first admin, and a client signed in as them. */
export type AdminApp = { t: TestApp; admin: Admin; api: Client };

/**
 * A test app with its first admin for the whole file: registers beforeAll/afterAll and returns
 * an object whose fields are filled in once beforeAll has run.
 */
export function useAdminApp(): AdminApp {
  const world = {} as AdminApp;
  beforeAll(async () => {
    const t = await createTestApp();
    const admin = await setupAdmin(t);
    Object.assign(world, { t, admin, api: client(t, admin.token) });
  });
  afterAll(async () => {
    await world.t?.close();
  });
  return world;
}
