import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Role } from '../../contract/scopes';
import { queryRows, type Db } from '../db/connection';
import { pgTextArray } from '../db/arrays';
import { problems, ProblemError } from '../http/problem';
import { checkApiKeyFormat, hashApiKey } from './api-key-format';
import type { AuthCache, CachedKey } from './auth-cache';
import type { Principal } from '../base/principal';
import type { KeyRateLimiter } from './rate-limiter';

type KeyRow = {
  id: string;
  name: string;
  active: boolean;
  user_id: string;
  company_id: string;
  scopes: string[] | string;
  rate_limit_per_hour: number;
  quota_key_id: string | null;
  quota_limit: number | null;
  expires_at: string | Date;
  revoked_at: string | Date | null;
  role: Role;
  company_ids: string[] | string;
};

/** The key of this hash with its user's role and memberships, in one query. */
async function readKey(db: Db, hash: string): Promise<CachedKey | undefined> {
  const [row] = await queryRows<KeyRow>(db, sql`
    SELECT k.id, k.name, u.active, k.user_id, k.company_id, k.scopes, k.rate_limit_per_hour, k.expires_at, k.revoked_at, u.role,
      k.quota_key_id, q.rate_limit_per_hour AS quota_limit,
      coalesce((SELECT array_agg(m.company_id::text) FROM company_memberships m WHERE m.user_id = k.user_id), '{}') AS company_ids
    FROM api_keys k JOIN users u ON u.id = k.user_id LEFT JOIN api_keys q ON q.id = k.quota_key_id
    WHERE k.key_hash = ${hash}`);
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    userActive: row.active,
    userId: row.user_id,
    companyId: row.company_id,
    scopes: pgTextArray(row.scopes),
    rateLimitPerHour: Number(row.rate_limit_per_hour),
    ...(row.quota_key_id ? { quota: { keyId: row.quota_key_id, rateLimitPerHour: Number(row.quota_limit) } } : {}),
    expiresAt: new Date(row.expires_at),
    revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
    role: row.role,
    companyIds: pgTextArray(row.company_ids),
  };
}

export type KeyVerification = { usageDb: Db; cache: AuthCache; limiter: KeyRateLimiter };

/**
 * Verifies an API key, from the in-process cache when it holds the key (auth-cache.ts), and
 * counts the request against the key's hourly limit from a local lease (rate-limiter.ts).
 * Sets the RateLimit headers.
 */
export async function verifyApiKey({ usageDb, cache, limiter }: KeyVerification, key: string, reply: FastifyReply): Promise<Principal> {
  const formatProblem = checkApiKeyFormat(key);
  if (formatProblem === 'malformed') throw problems.unauthenticated('The API key is malformed.');
  if (formatProblem === 'bad-checksum') throw problems.unauthenticated('The API key checksum does not match: it was mistyped or truncated.');

  const hash = hashApiKey(key);
  let found = cache.key(hash);
  if (!found) {
    const readAt = cache.snapshot();
    found = await readKey(usageDb, hash);
    if (found) cache.setKey(hash, found, readAt);
  }
  if (!found) throw problems.unauthenticated('Unknown API key.');
  if (found.revokedAt) throw problems.unauthenticated('The API key was revoked.', 'api-key-revoked');
  if (!found.userActive) throw problems.unauthenticated('The API key\'s user is deactivated.', 'user-deactivated');
  if (found.expiresAt.getTime() <= Date.now()) throw problems.unauthenticated('The API key has expired.', 'api-key-expired');

  // a key made by a key also counts against the first key of its line: minting keys adds no requests
  const shared = found.quota ? await limiter.take(found.quota.keyId, found.quota.rateLimitPerHour, false) : undefined;
  const own = shared?.allowed === false ? shared : await limiter.take(found.id, found.rateLimitPerHour);
  const decision = shared && own.allowed && shared.remaining < own.remaining ? shared : own;
  reply.header('RateLimit-Policy', `"hourly";q=${own.limit};w=3600`);
  reply.header('RateLimit', `"hourly";r=${decision.remaining};t=${decision.resetSeconds}`);
  if (!decision.allowed) {
    const whose = decision === shared ? `The keys made from the key ${found.quota!.keyId} share its ${shared.limit} requests per hour` : `This key may make ${decision.limit} requests per hour`;
    throw new ProblemError(429, 'rate-limited', `${whose}; try again in ${decision.resetSeconds} s.`, undefined, { 'Retry-After': String(decision.resetSeconds) });
  }
  return {
    kind: 'api-key',
    apiKeyId: found.id,
    name: found.name,
    userId: found.userId,
    role: found.role,
    companyIds: found.companyIds,
    defaultCompanyId: found.companyId,
    keyScopes: found.scopes,
    keyLimits: { expiresAt: found.expiresAt, rateLimitPerHour: found.rateLimitPerHour, quotaKeyId: found.quota?.keyId ?? found.id },
  };
}
