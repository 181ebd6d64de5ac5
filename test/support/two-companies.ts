import { afterAll, beforeAll } from 'vitest';
import type { Company } from '../../src/contract/companies';
import { client, getCompany, type Client } from './accounting-fixtures';
import { createMember, type Member } from './auth-fixtures';
import { setupAdmin, type Admin } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

/** The first admin with their company, and an admin of another company: the setup every tenancy test needs. */
export type TwoCompanies = {
  admin: Admin;
  /** An admin of another company. */
  other: Member;
  api: Client;
  theirApi: Client;
  company: Company;
  otherCompany: Company;
};

export async function twoCompanies(t: TestApp): Promise<TwoCompanies> {
  const admin = await setupAdmin(t);
  const other = await createMember(t, 'other@example.com', 'ADMIN');
  const api = client(t, admin.token);
  const theirApi = client(t, other.token);
  return { admin, other, api, theirApi, company: await getCompany(api, admin.companyId), otherCompany: await getCompany(theirApi, other.companyId) };
}

export type TwoCompanyApp = TwoCompanies & { t: TestApp };

/**
 * A test app with two companies for the whole file: registers beforeAll/afterAll and returns
 * an object whose fields are filled in once beforeAll has run.
 */
export function useTwoCompanyApp(): TwoCompanyApp {
  const world = {} as TwoCompanyApp;
  beforeAll(async () => {
    const t = await createTestApp();
    Object.assign(world, { t }, await twoCompanies(t));
  });
  afterAll(async () => {
    await world.t?.close();
  });
  return world;
}
