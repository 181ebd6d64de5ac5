import type { User } from '../../../contract/auth';
import type { Company, CompanyCreate } from '../../../contract/companies';
import type { DbOrTx } from '../../db/connection';
import { systemSetup } from '../../db/schema';
import { insertCompany } from './companies';
import { DomainError, fail } from '../../base/errors';
import { createUser } from './users';

export type AdminSetup = { email: string; password: string; company: CompanyCreate };

/** Whether first-run setup has been done (by the console's setup page or `cli create-admin`). */
export async function isSetUp(db: DbOrTx): Promise<boolean> {
  return (await db.select().from(systemSetup).limit(1)).length > 0;
}

/**
 * Creates a company (with its chart and first fiscal year) and its ADMIN, and marks
 * first-run setup done. The setup page may do this once (`firstRunOnly`: 409 once set up;
 * the one-row insert is what makes two simultaneous setups create one admin); the CLI, run
 * by whoever holds the database, may add further admins. Run it inside a transaction.
 */
export async function setUpAdmin(
  tx: DbOrTx,
  input: AdminSetup,
  { firstRunOnly, passwordHashCost }: { firstRunOnly: boolean; passwordHashCost: number },
): Promise<{ user: User; company: Company }> {
  const [claimed] = await tx.insert(systemSetup).values({ id: 1 }).onConflictDoNothing().returning();
  if (!claimed && firstRunOnly) throw fail.conflict('Setup is done already: sign in instead.');
  const company = await nestFieldErrors('company', () => insertCompany(tx, input.company));
  const user = await createUser(tx, { email: input.email, password: input.password, role: 'ADMIN', companyIds: [company.id] }, { passwordHashCost });
  return { user, company };
}

/** Field errors of a nested payload part name their full path (`company.baseCurrency`), so the form can show them. */
async function nestFieldErrors<T>(prefix: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DomainError) || !error.errors) throw error;
    const errors = error.errors.map((e) => ({ ...e, path: e.path ? `${prefix}.${e.path}` : prefix }));
    const detail = error.kind === 'invalid' ? errors.map((e) => `${e.path}: ${e.message}`).join('; ') : error.detail;
    throw new DomainError(error.kind, error.code, detail, errors);
  }
}
