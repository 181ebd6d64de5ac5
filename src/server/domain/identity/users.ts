import { eq, sql } from 'drizzle-orm';
import type { User } from '../../../contract/auth';
import type { Role } from '../../../contract/scopes';
import type { DbOrTx } from '../../db/connection';
import { newId } from '../../base/ids';
import { companyMemberships, users } from '../../db/schema';
import { hashPassword } from '../../auth/passwords';
import { uniqueViolations } from '../core/unique-constraints';

/** Its unique constraints: a clash is 409 naming the field. */
const mappingUniqueViolations = uniqueViolations({ users_email_key: { path: 'email', message: 'belongs to another user', detail: (v) => `A user with the email ${v} exists already.` } });

export type NewUser = { id?: string; email: string; name?: string; password: string; role: Role; companyIds: string[] };

/**
 * Creates a user who is a member of the given companies; the first one becomes the default.
 * The password is hashed at `passwordHashCost` (BOS_PASSWORD_HASH_COST).
 */
export async function createUser(tx: DbOrTx, input: NewUser, { passwordHashCost }: { passwordHashCost: number }): Promise<User> {
  const id = input.id ?? newId();
  const passwordHash = await hashPassword(input.password, passwordHashCost);
  await mappingUniqueViolations(input, () =>
    tx.insert(users).values({ id, email: input.email.trim(), name: input.name?.trim() || input.email.trim(), passwordHash, role: input.role, defaultCompanyId: input.companyIds[0] ?? null }));
  if (input.companyIds.length) {
    await tx.insert(companyMemberships).values(input.companyIds.map((companyId) => ({ userId: id, companyId })));
  }
  return withoutSecrets((await findUser(tx, { id }))!);
}

/** A user with their company memberships, by id or by email (case-insensitive). */
export async function findUser(db: DbOrTx, by: { id: string } | { email: string }): Promise<(User & { passwordHash: string; active: boolean }) | undefined> {
  const where = 'id' in by ? eq(users.id, by.id) : eq(sql`lower(${users.email})`, by.email.trim().toLowerCase());
  const [row] = await db.select().from(users).where(where);
  if (!row) return undefined;
  const memberships = await db.select({ companyId: companyMemberships.companyId }).from(companyMemberships).where(eq(companyMemberships.userId, row.id));
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as Role,
    defaultCompanyId: row.defaultCompanyId,
    companyIds: memberships.map((m) => m.companyId),
    passwordHash: row.passwordHash,
    active: row.active,
  };
}

export function withoutSecrets({ passwordHash: _, active: __, ...user }: User & { passwordHash: string; active: boolean }): User {
  return user;
}

export async function addMembership(tx: DbOrTx, userId: string, companyId: string) {
  await tx.insert(companyMemberships).values({ userId, companyId }).onConflictDoNothing();
}
