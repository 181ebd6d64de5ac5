import { and, count, eq, getTableColumns, gt, ilike, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ApiKey, ApiKeyCreate, ApiKeyCreated } from '../../contract/api-keys';
import { parseIsoDateTime, type PageQuery } from '../../contract/common';
import type { DbOrTx } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { newId } from '../db/ids';
import { apiKeys, apiKeyUsage } from '../db/schema';
import { escapeLike, orderByFromSort, pageOf } from '../http/paging';
import { problems } from '../http/problem';
import { generateApiKey, hashApiKey, KEY_START_LENGTH } from '../auth/api-key-format';
import { principalAllows, resolveCompanyId, type Principal } from '../auth/principal';
import { assertKeyMayCreate, assertKeyMayRevoke } from '../auth/key-narrowing';

type ApiKeyRow = Omit<typeof apiKeys.$inferSelect, 'keyHash'> & { lastUsedAt: Date | null };

export function toApiKey(row: ApiKeyRow, now = Date.now()): ApiKey {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    start: row.start,
    scopes: row.scopes,
    rateLimitPerHour: row.rateLimitPerHour,
    expiresAt: row.expiresAt.toISOString(),
    status: row.revokedAt ? 'REVOKED' : row.expiresAt.getTime() <= now ? 'EXPIRED' : 'ACTIVE',
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** A key can never hold a scope its creator lacks (decisions §5). */
function assertGrantable(principal: Principal, scopes: string[]) {
  for (const scope of scopes) {
    const grantable = scope === '*' ? principalAllows(principal, '*') && (principal.keyScopes?.includes('*') ?? principal.role === 'ADMIN') : principalAllows(principal, scope);
    if (!grantable) throw problems.forbiddenScope(scope);
  }
}

export async function createApiKey(tx: DbOrTx, principal: Principal, input: ApiKeyCreate): Promise<ApiKeyCreated> {
  assertGrantable(principal, input.scopes);
  assertKeyMayCreate(principal, { expiresAt: parseIsoDateTime(input.expiresAt), rateLimitPerHour: input.rateLimitPerHour });
  const companyId = resolveCompanyId(principal, input.companyIdString);
  const key = generateApiKey();
  const id = newId();
  let row: typeof apiKeys.$inferSelect;
  try {
    [row] = await tx
      .insert(apiKeys)
      .values({
        id,
        userId: principal.userId,
        companyId,
        name: input.name.trim(),
        description: input.description ?? null,
        keyHash: hashApiKey(key),
        start: key.slice(0, KEY_START_LENGTH),
        scopes: [...new Set(input.scopes)],
        rateLimitPerHour: input.rateLimitPerHour,
        expiresAt: parseIsoDateTime(input.expiresAt),
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw problems.conflict(`You already have an active API key named "${input.name.trim()}".`);
    throw error;
  }
  await tx.insert(apiKeyUsage).values({ apiKeyId: id, baseMinute: 0, minuteCounts: Array(61).fill(0) });
  return { ...toApiKey({ ...row, lastUsedAt: null }), key };
}

const { keyHash: _secretHash, ...publicKeyColumns } = getTableColumns(apiKeys);
const selectKey = { ...publicKeyColumns, lastUsedAt: apiKeyUsage.lastUsedAt };

export const apiKeySortable = {
  name: apiKeys.name,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeyUsage.lastUsedAt,
  rateLimitPerHour: apiKeys.rateLimitPerHour,
};

function statusFilter(status: ApiKey['status'] | undefined): SQL | undefined {
  if (status === 'REVOKED') return isNotNull(apiKeys.revokedAt);
  if (status === 'EXPIRED') return and(isNull(apiKeys.revokedAt), lte(apiKeys.expiresAt, sql`now()`));
  if (status === 'ACTIVE') return and(isNull(apiKeys.revokedAt), gt(apiKeys.expiresAt, sql`now()`));
  return undefined;
}

/** The principal's own keys, newest first unless sorted otherwise. */
export async function listApiKeys(db: DbOrTx, userId: string, query: PageQuery & { status?: ApiKey['status']; name?: string }) {
  const where = and(
    eq(apiKeys.userId, userId),
    statusFilter(query.status),
    query.name ? ilike(apiKeys.name, `%${escapeLike(query.name)}%`) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select(selectKey).from(apiKeys).leftJoin(apiKeyUsage, eq(apiKeyUsage.apiKeyId, apiKeys.id)).where(where)
      .orderBy(...orderByFromSort(query.sort ?? '-createdAt', apiKeySortable, apiKeys.id))
      .limit(query.size).offset(query.page * query.size),
    db.select({ total: count() }).from(apiKeys).where(where),
  ]);
  return pageOf(rows.map((r) => toApiKey(r)), total, query);
}

export async function getApiKey(db: DbOrTx, userId: string, id: string): Promise<ApiKey> {
  const [row] = await db.select(selectKey).from(apiKeys).leftJoin(apiKeyUsage, eq(apiKeyUsage.apiKeyId, apiKeys.id))
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
  if (!row) throw problems.notFound('The API key');
  return toApiKey(row);
}

/** Revokes one of the user's keys; revoking a revoked key changes nothing. */
export async function revokeApiKey(db: DbOrTx, principal: Principal, id: string) {
  const userId = principal.userId;
  const [row] = await db.select({ id: apiKeys.id, scopes: apiKeys.scopes }).from(apiKeys).where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
  if (!row) throw problems.notFound('The API key');
  assertKeyMayRevoke(principal, row);
  await db.update(apiKeys).set({ revokedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${apiKeys.version} + 1` })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
}

/** DELETE /api-keys: the active key of this user with that name (case-insensitive). */
export async function revokeApiKeyByName(db: DbOrTx, principal: Principal, name: string) {
  const [found] = await db.select({ id: apiKeys.id, scopes: apiKeys.scopes }).from(apiKeys)
    .where(and(eq(apiKeys.userId, principal.userId), isNull(apiKeys.revokedAt), eq(sql`lower(${apiKeys.name})`, name.trim().toLowerCase())));
  if (!found) throw problems.notFound(`An active API key named "${name.trim()}"`);
  assertKeyMayRevoke(principal, found);
  await db.update(apiKeys).set({ revokedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${apiKeys.version} + 1` })
    .where(and(eq(apiKeys.id, found.id), isNull(apiKeys.revokedAt)));
}
