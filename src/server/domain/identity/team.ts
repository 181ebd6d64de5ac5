import { and, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { User } from '../../../contract/auth';
import type { Role } from '../../../contract/scopes';
import type {
  Invitation, InvitationAccept, InvitationCreate, InvitationCreated, InvitationListQuery, PasswordReset, PasswordResetComplete, TeamUser, TeamUserListQuery, TeamUserReplace,
} from '../../../contract/users';
import { assertKeyMayActOnRole } from '../../auth/key-narrowing';
import { hashPassword } from '../../auth/passwords';
import { hashToken, newToken, revokeUserSessions } from '../../auth/sessions';
import { fail } from '../../base/errors';
import { newId } from '../../base/ids';
import { sqlArray } from '../../db/arrays';
import { queryRows, type DbOrTx } from '../../db/connection';
import { containing, paginate } from '../../db/paginate';
import { companyMemberships, invitations, passwordResets, users } from '../../db/schema';
import { actFor } from '../audit/audit-actor';
import type { Ctx } from '../core/context';
import type { Replacement } from '../core/versioned-update';
import { replaceVersioned } from '../core/versioned-update';
import { createUser, findUser, withoutSecrets } from './users';

/**
 * The team (decisions §13 "Team"; docs/team.md): an admin sees and changes the users who share a
 * company with them, invites new ones and issues password resets, by one-time links whose tokens
 * are kept only as hashes. The last active admin stays one.
 */

const INVITATION_DAYS = 7;
const RESET_HOURS = 24;

/** Users who share a company with the principal: the only ones they see. */
const sharingACompany = (ctx: Ctx) => sql`EXISTS (SELECT 1 FROM company_memberships m WHERE m.user_id = ${users.id}
  AND m.company_id = ANY(${sqlArray(ctx.principal.companyIds, 'uuid')}))`;

async function membershipsOf(db: DbOrTx, userIds: string[]): Promise<Map<string, string[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ userId: companyMemberships.userId, companyId: companyMemberships.companyId }).from(companyMemberships)
    .where(inArray(companyMemberships.userId, userIds)).orderBy(companyMemberships.createdAt, companyMemberships.companyId);
  const byUser = new Map<string, string[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.companyId]);
  return byUser;
}

type UserRow = typeof users.$inferSelect;

function toTeamUser(ctx: Ctx, row: UserRow, companies: string[]): TeamUser {
  return {
    id: row.id, email: row.email, name: row.name, role: row.role as Role, active: row.active, defaultCompanyId: row.defaultCompanyId,
    companyIdStrings: companies.filter((c) => ctx.principal.companyIds.includes(c)),
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(), version: row.version,
  };
}

export const teamSortable = { name: users.name, email: users.email, createdAt: users.createdAt };

/** `GET /users`: the users sharing a company with you, by name. */
export async function listTeam(ctx: Ctx, query: TeamUserListQuery) {
  const { db } = ctx;
  return paginate(db, {
    select: db.select().from(users).$dynamic(), from: users,
    where: and(
      sharingACompany(ctx),
      query.search ? or(ilike(users.name, containing(query.search)), ilike(users.email, containing(query.search))) : undefined,
      query.role ? eq(users.role, query.role) : undefined,
      query.active ? eq(users.active, query.active === 'true') : undefined,
    ),
    sortable: teamSortable, defaultSort: 'name', tiebreak: users.id,
  }, query, async (rows) => {
    const companies = await membershipsOf(db, rows.map((r) => r.id));
    return rows.map((row) => toTeamUser(ctx, row, companies.get(row.id) ?? []));
  });
}

async function visibleUser(ctx: Ctx, id: string, lock = false): Promise<UserRow> {
  const query = ctx.db.select().from(users).where(and(eq(users.id, id.toLowerCase()), sharingACompany(ctx)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw fail.notFound('The user');
  return row;
}

export async function getTeamUser(ctx: Ctx, id: string): Promise<TeamUser> {
  const row = await visibleUser(ctx, id);
  return toTeamUser(ctx, row, (await membershipsOf(ctx.db, [row.id])).get(row.id) ?? []);
}

/** Those of `companyIds` that no active admin but `userId` is a member of. */
async function companiesWithoutAnotherAdmin(db: DbOrTx, userId: string, companyIds: string[]): Promise<string[]> {
  if (companyIds.length === 0) return [];
  const rows = await queryRows<{ company_id: string }>(db, sql`
    SELECT c.id::text AS company_id FROM unnest(${sqlArray(companyIds, 'uuid')}) AS c(id)
    WHERE NOT EXISTS (SELECT 1 FROM company_memberships m JOIN users u ON u.id = m.user_id
                      WHERE m.company_id = c.id AND u.id <> ${userId} AND u.role = 'ADMIN' AND u.active)`);
  return rows.map((r) => r.company_id);
}

/** Companies named in a body must be the principal's own: an admin gives no more than they have. */
function ownCompanies(ctx: Ctx, companyIds: string[]): string[] {
  const named = [...new Set(companyIds.map((c) => c.toLowerCase()))];
  const foreign = named.map((c, i) => [c, i] as const).filter(([c]) => !ctx.principal.companyIds.includes(c));
  if (foreign.length > 0) {
    throw fail.validation(foreign.map(([, i]) => ({ path: `companyIdStrings.${i}`, message: 'is not a company you are a member of', code: 'forbidden-company' })));
  }
  return named;
}

/**
 * `PUT /users/{id}`: role, active and companies (those you share; their others stay). The last
 * active admin cannot be demoted or deactivated (409 `last-admin`): every such change locks the
 * active admins first, so two at once cannot both pass. "Last" is per company: every company of the
 * user keeps another active admin. Deactivating ends the user's sessions;
 * their keys stop with them (auth checks the user) and start again when they are reactivated.
 */
export async function replaceTeamUser(ctx: Ctx, { id, data, expectedVersion }: Replacement<TeamUserReplace>): Promise<TeamUser> {
  const { db } = ctx;
  await queryRows(db, sql`SELECT id FROM users WHERE role = 'ADMIN' AND active ORDER BY id FOR UPDATE`);
  const current = await visibleUser(ctx, id, true);
  assertKeyMayActOnRole(ctx.principal, current.role as Role);
  assertKeyMayActOnRole(ctx.principal, data.role);
  const named = ownCompanies(ctx, data.companyIdStrings);
  const before = (await membershipsOf(db, [current.id])).get(current.id) ?? [];
  const after = [...before.filter((c) => !ctx.principal.companyIds.includes(c)), ...named];
  const stillAdmin = data.role === 'ADMIN' && data.active;
  // the companies an active admin stops administering: each must keep another
  const leaving = current.role === 'ADMIN' && current.active ? (stillAdmin ? before.filter((c) => !after.includes(c)) : before) : [];
  if ((await companiesWithoutAnotherAdmin(db, current.id, leaving)).length > 0) {
    const path = stillAdmin ? 'companyIdStrings' : data.active ? 'role' : 'active';
    throw fail.conflict('This is the last active admin of a company: make someone else its admin first.', 'last-admin',
      [{ path, message: 'the last active admin of a company stays one', code: 'last-admin' }]);
  }
  const defaultCompanyId = current.defaultCompanyId && after.includes(current.defaultCompanyId) ? current.defaultCompanyId : named[0];
  const row = await replaceVersioned(db, users, {
    id: current.id, expectedVersion, currentVersion: current.version, set: { role: data.role, active: data.active, defaultCompanyId },
  });
  const removed = before.filter((c) => !after.includes(c));
  const added = after.filter((c) => !before.includes(c));
  if (removed.length > 0) await db.delete(companyMemberships).where(and(eq(companyMemberships.userId, current.id), inArray(companyMemberships.companyId, removed)));
  if (added.length > 0) await db.insert(companyMemberships).values(added.map((companyId) => ({ userId: current.id, companyId })));
  if (removed.length > 0 || added.length > 0) {
    // the user's own event (memberships are no record of their own): their companies before and after
    const listed = (ids: string[]) => JSON.stringify([...ids].sort());
    await db.execute(sql`SELECT bos_audit_write(NULL, 'user', ${current.id}, 'UPDATE', jsonb_build_object('company_ids', jsonb_build_array(${listed(before)}::text, ${listed(after)}::text)), '{}')`);
  }
  if (!data.active) await revokeUserSessions(db, current.id);
  return toTeamUser(ctx, row, after);
}

/** What a one-time link leads to: the console's page for it, with the token in the query. */
const linkTo = (baseUrl: string, page: string, token: string) => `${baseUrl.replace(/\/+$/, '')}/${page}?token=${encodeURIComponent(token)}`;

/**
 * `POST /users/invitations`: a one-time link (7 days) for `email` to join with `role` in your
 * companies `companyIdStrings`; 409 when the email is a user already.
 */
export async function inviteUser(ctx: Ctx, input: InvitationCreate, { baseUrl }: { baseUrl: string }): Promise<InvitationCreated> {
  assertKeyMayActOnRole(ctx.principal, input.role);
  const companyIds = ownCompanies(ctx, input.companyIdStrings);
  const email = input.email.trim();
  if (await findUser(ctx.db, { email })) {
    throw fail.conflict(`A user with the email ${email} exists already.`, 'conflict', [{ path: 'email', message: 'belongs to a user already', code: 'duplicate' }]);
  }
  const token = newToken();
  const [row] = await ctx.db.insert(invitations).values({
    id: newId(), email, role: input.role, companyIds, tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS})`, invitedBy: ctx.principal.userId,
  }).returning();
  return { ...toInvitation(ctx, row), acceptUrl: linkTo(baseUrl, 'accept-invitation', token), emailed: false };
}

type InvitationRow = typeof invitations.$inferSelect;

function toInvitation(ctx: Ctx, row: InvitationRow, now = new Date()): Invitation {
  const status = row.acceptedAt ? 'ACCEPTED' : row.expiresAt <= now ? 'EXPIRED' : 'PENDING';
  return {
    id: row.id, email: row.email, role: row.role as Role, companyIdStrings: row.companyIds.filter((c) => ctx.principal.companyIds.includes(c)),
    status, expiresAt: row.expiresAt.toISOString(), acceptedAt: row.acceptedAt?.toISOString() ?? null, userIdString: row.userId,
    invitedBy: row.invitedBy, createdAt: row.createdAt.toISOString(),
  };
}

/** Invitations to one of the principal's companies. */
const toOwnCompanies = (ctx: Ctx) => sql`${invitations.companyIds} && ${sqlArray(ctx.principal.companyIds, 'uuid')}`;

const invitationStatus: Record<InvitationListQuery['status'] & string, ReturnType<typeof sql>> = {
  PENDING: sql`${invitations.acceptedAt} IS NULL AND ${invitations.expiresAt} > now()`,
  ACCEPTED: sql`${invitations.acceptedAt} IS NOT NULL`,
  EXPIRED: sql`${invitations.acceptedAt} IS NULL AND ${invitations.expiresAt} <= now()`,
};

/** `GET /users/invitations`: the invitations to your companies, the newest first. */
export async function listInvitations(ctx: Ctx, query: InvitationListQuery) {
  return paginate(ctx.db, {
    select: ctx.db.select().from(invitations).$dynamic(), from: invitations,
    where: and(toOwnCompanies(ctx), query.status ? invitationStatus[query.status] : undefined),
    sortable: { createdAt: invitations.createdAt, email: invitations.email }, defaultSort: '-createdAt', tiebreak: invitations.id,
  }, query, (rows) => rows.map((row) => toInvitation(ctx, row)));
}

export async function getInvitation(ctx: Ctx, id: string): Promise<Invitation> {
  const [row] = await ctx.db.select().from(invitations).where(and(eq(invitations.id, id.toLowerCase()), toOwnCompanies(ctx)));
  if (!row) throw fail.notFound('The invitation');
  return toInvitation(ctx, row);
}

const invalidToken = (what: string) => fail.validation([{ path: 'token', message: `is no ${what} that can still be used: it was used, it expired, or it was never issued`, code: 'invalid-token' }]);

/**
 * `POST /auth/invitations/accept`: the invited user, with their name and password, in the
 * invitation's companies; the invitation is spent. Audited as the new user.
 */
export async function acceptInvitation(db: DbOrTx, input: InvitationAccept, { passwordHashCost, requestId }: { passwordHashCost: number; requestId?: string }): Promise<User> {
  const [found] = await db.select().from(invitations)
    .where(and(eq(invitations.tokenHash, hashToken(input.token)), isNull(invitations.acceptedAt), gt(invitations.expiresAt, sql`now()`))).for('update');
  if (!found) throw invalidToken('invitation');
  const id = newId();
  await actFor(db, { type: 'USER', id, name: input.name.trim(), requestId });
  const user = await createUser(db, { id, email: found.email, name: input.name, password: input.password, role: found.role as Role, companyIds: found.companyIds }, { passwordHashCost });
  await db.update(invitations).set({ acceptedAt: sql`now()`, userId: user.id, updatedAt: sql`now()`, version: sql`${invitations.version} + 1` }).where(eq(invitations.id, found.id));
  return user;
}

/** `POST /users/{id}/password-reset`: a one-time link (24 hours) for the user to set a new password. */
export async function issuePasswordReset(ctx: Ctx, id: string, { baseUrl }: { baseUrl: string }): Promise<PasswordReset> {
  const user = await visibleUser(ctx, id);
  assertKeyMayActOnRole(ctx.principal, user.role as Role);
  if (!user.active) throw fail.conflict('This user is deactivated: reactivate them first.', 'user-deactivated');
  const token = newToken();
  const [row] = await ctx.db.insert(passwordResets).values({
    id: newId(), userId: user.id, tokenHash: hashToken(token), expiresAt: sql`now() + make_interval(hours => ${RESET_HOURS})`, issuedBy: ctx.principal.userId,
  }).returning();
  return { userId: user.id, expiresAt: row.expiresAt.toISOString(), resetUrl: linkTo(baseUrl, 'reset-password', token) };
}

/** `POST /auth/password-reset`: the new password; the link is spent and the user's other sessions end. Audited as the user. */
export async function completePasswordReset(db: DbOrTx, input: PasswordResetComplete, { passwordHashCost, requestId }: { passwordHashCost: number; requestId?: string }): Promise<User> {
  const [found] = await db.select({ reset: passwordResets, user: users }).from(passwordResets).innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(eq(passwordResets.tokenHash, hashToken(input.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`), eq(users.active, true)))
    .for('update');
  if (!found) throw invalidToken('password reset');
  await actFor(db, { type: 'USER', id: found.user.id, name: found.user.name, requestId });
  await db.update(passwordResets).set({ usedAt: sql`now()` }).where(eq(passwordResets.id, found.reset.id));
  await db.update(users).set({ passwordHash: await hashPassword(input.password, passwordHashCost), updatedAt: sql`now()`, version: sql`${users.version} + 1` })
    .where(eq(users.id, found.user.id));
  await revokeUserSessions(db, found.user.id);
  // the hash is no field of the trail: the user's event says what happened, without it
  await db.execute(sql`SELECT bos_audit_write(NULL, 'user', ${found.user.id}, 'RESET_PASSWORD', '{}'::jsonb, '{}')`);
  return withoutSecrets((await findUser(db, { id: found.user.id }))!);
}
