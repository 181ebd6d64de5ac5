import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Role } from '../../contract/scopes';
import { queryRows, type Db } from '../db/connection';
import { problems, ProblemError } from '../http/problem';
import { checkApiKeyFormat, hashApiKey } from './api-key-format';
import type { Principal } from './principal';
import { pgTextArray } from '../db/arrays';

type HitRow = {
  key_id: string;
  user_id: string;
  key_company_id: string;
  scopes: string[];
  rate_limit_per_hour: number;
  expires_at: string | Date;
  revoked_at: string | Date | null;
  allowed: boolean | null;
  remaining: number | null;
  reset_seconds: number | null;
  user_role: Role;
  user_default_company_id: string | null;
  user_company_ids: string[] | string;
};


/**
 * Verifies an API key and counts the request against its hourly limit in one database
 * round trip (the SQL function bos_api_key_hit). Sets the RateLimit headers.
 */
export async function verifyApiKey(usageDb: Db, key: string, reply: FastifyReply): Promise<Principal> {
  const formatProblem = checkApiKeyFormat(key);
  if (formatProblem === 'malformed') throw problems.unauthenticated('The API key is malformed.');
  if (formatProblem === 'bad-checksum') throw problems.unauthenticated('The API key checksum does not match: it was mistyped or truncated.');

  const [row] = await queryRows<HitRow>(usageDb, sql`SELECT * FROM bos_api_key_hit(${hashApiKey(key)})`);
  if (!row) throw problems.unauthenticated('Unknown API key.');
  if (row.revoked_at) throw problems.unauthenticated('The API key was revoked.', 'api-key-revoked');
  if (row.allowed === null) throw problems.unauthenticated('The API key has expired.', 'api-key-expired');

  reply.header('RateLimit-Policy', `"hourly";q=${row.rate_limit_per_hour};w=3600`);
  reply.header('RateLimit', `"hourly";r=${row.remaining};t=${row.reset_seconds}`);
  if (!row.allowed) {
    throw new ProblemError(429, 'rate-limited',
      `This key may make ${row.rate_limit_per_hour} requests per hour; try again in ${row.reset_seconds} s.`,
      undefined, { 'Retry-After': String(row.reset_seconds) });
  }
  return {
    kind: 'api-key',
    apiKeyId: row.key_id,
    userId: row.user_id,
    role: row.user_role,
    companyIds: pgTextArray(row.user_company_ids),
    defaultCompanyId: row.key_company_id,
    keyScopes: row.scopes,
    keyLimits: { expiresAt: new Date(row.expires_at), rateLimitPerHour: row.rate_limit_per_hour },
  };
}
