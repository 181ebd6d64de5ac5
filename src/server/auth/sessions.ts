import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { UUID_PATTERN } from '../../contract/common';
import type { Role } from '../../contract/scopes';
import { queryRows, type Db, type DbOrTx } from '../db/connection';
import { refreshTokens, settings } from '../db/schema';
import { newId } from '../base/ids';
import { pgTextArray } from '../db/arrays';
import type { Principal } from '../base/principal';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;
export const REFRESH_COOKIE = 'bos_refresh';

/** The JWT signing secret: from configuration, or generated once and kept in the database so all instances share it. */
export async function loadJwtSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(settings)
    .values({ key: 'jwt-secret', value: crypto.randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'jwt-secret'));
  return new TextEncoder().encode(row.value);
}

/**
 * The access token names only the user: role and memberships are read per request, so a
 * change to them applies at once rather than when the token expires.
 */
export async function signAccessToken(secret: Uint8Array, userId: string) {
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(secret);
}

/** The user id of a valid access token, or undefined. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<string | undefined> {
  try {
    // A token without an expiry, a subject or an issue time, or issued longer ago than an
    // access token lives, is refused even when its signature is good.
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'iat'],
      maxTokenAge: ACCESS_TOKEN_SECONDS,
    });
    // only a user id is a subject: anything else would reach the database as a malformed uuid
    return payload.typ === 'access' && typeof payload.sub === 'string' && UUID_PATTERN.test(payload.sub) ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}

/** A session principal: the user's role and memberships, in one query. */
export async function loadSessionPrincipal(db: Db, userId: string): Promise<Principal | undefined> {
  const [row] = await queryRows<{ id: string; name: string; role: Role; default_company_id: string | null; company_ids: string[] | string }>(db, sql`
    SELECT u.id, u.name, u.role, u.default_company_id,
      coalesce((SELECT array_agg(m.company_id::text) FROM company_memberships m WHERE m.user_id = u.id), '{}') AS company_ids
    FROM users u WHERE u.id = ${userId} AND u.active`);
  if (!row) return undefined;
  return { kind: 'session', userId: row.id, name: row.name, role: row.role, companyIds: pgTextArray(row.company_ids), defaultCompanyId: row.default_company_id };
}

/** A one-time token as it is stored: its SHA-256 (refresh tokens, invitations, password resets). */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A new one-time token: 32 random bytes, base64url. */
export const newToken = () => crypto.randomBytes(32).toString('base64url');

/** Ends every session of a user (deactivation, a new password): their refresh tokens are revoked. */
export async function revokeUserSessions(db: DbOrTx, userId: string) {
  await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** A new refresh token; a login starts a new family, a refresh continues one. */
export async function issueRefreshToken(db: Db, userId: string, familyId: string = newId()): Promise<string> {
  const token = newToken();
  await db.insert(refreshTokens).values({
    id: newId(),
    familyId,
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000),
  });
  return token;
}

export type RefreshOutcome = { ok: true; userId: string; token: string } | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Rotates a refresh token: the old one is spent and a new one of the same family is issued.
 * Presenting a spent token again means it leaked: the whole family is revoked.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RefreshOutcome> {
  const tokenHash = hashToken(token);
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning();
  if (!spent) {
    const [known] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    if (!known) return { ok: false, reason: 'unknown' };
    await revokeRefreshFamily(db, known.familyId);
    return { ok: false, reason: 'reused' };
  }
  if (spent.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: spent.userId, token: await issueRefreshToken(db, spent.userId, spent.familyId) };
}

export async function revokeRefreshFamily(db: Db, familyId: string) {
  await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: revokes the family of the presented token, whatever its state. */
export async function revokeRefreshToken(db: Db, token: string) {
  const [known] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (known) await revokeRefreshFamily(db, known.familyId);
}
