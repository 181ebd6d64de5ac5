import { and, eq, getTableColumns, gt, ilike, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ApiKey, ApiKeyCreate, ApiKeyCreated } from '../../../contract/api-keys';
import { parseIsoDateTime, type PageQuery } from '../../../contract/common';
import type { DbOrTx } from '../../db/connection';
import { newId } from '../../base/ids';
import { containing, paginate } from '../../db/paginate';
import { apiKeys, apiKeyUsage } from '../../db/schema';
import { generateApiKey, hashApiKey, KEY_START_LENGTH } from '../../auth/api-key-format';
import { principalAllows, type Principal } from '../../base/principal';
import { companyContext, type Ctx } from '../core/context';
import { fail } from '../../base/errors';
import { uniqueViolations } from '../core/unique-constraints';
import { assertKeyMayCreate, assertKeyMayRevoke } from '../../auth/key-narrowing';
import { recordMetaOf } from '../core/record-meta';

/** Its unique constraints: a clash is 409 naming the field. */
const mappingUniqueViolations = uniqueViolations({
  api_keys_active_name_key: {
    path: 'name', message: 'is the name of another of your active keys', detail: (v) => `You already have an active API key named "${v}".`,
  },
});

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
    ...recordMetaOf(row),
  };
}

/** A key can never hold a scope its creator lacks (decisions §5). */
function assertGrantable(principal: Principal, scopes: string[]) {
  for (const scope of scopes) {
    const grantable = scope === '*' ? principalAllows(principal, '*') && (principal.keyScopes?.includes('*') ?? principal.role === 'ADMIN') : principalAllows(principal, scope);
    if (!grantable) throw fail.forbiddenScope(scope);
  }
}

export async function createApiKey(ctx: Ctx, input: ApiKeyCreate): Promise<ApiKeyCreated> {
  const { db: tx, principal } = ctx;
  assertGrantable(principal, input.scopes);
  assertKeyMayCreate(principal, { expiresAt: parseIsoDateTime(input.expiresAt), rateLimitPerHour: input.rateLimitPerHour });
  const { companyId } = companyContext(ctx, input.companyIdString);
  const key = generateApiKey();
  const id = newId();
  const [row] = await mappingUniqueViolations({ name: input.name.trim() }, () =>
    tx
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
        quotaKeyId: principal.keyLimits?.quotaKeyId ?? null,
        expiresAt: parseIsoDateTime(input.expiresAt),
      })
      .returning());
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

const selectKeys = (db: DbOrTx) => db.select(selectKey).from(apiKeys).leftJoin(apiKeyUsage, eq(apiKeyUsage.apiKeyId, apiKeys.id)).$dynamic();

/** The principal's own keys, newest first unless sorted otherwise. */
export async function listApiKeys(ctx: Ctx, query: PageQuery & { status?: ApiKey['status']; name?: string }) {
  const where = and(
    eq(apiKeys.userId, ctx.principal.userId),
    statusFilter(query.status),
    query.name ? ilike(apiKeys.name, containing(query.name)) : undefined,
  );
  return paginate(ctx.db, { select: selectKeys(ctx.db), from: apiKeys, where, sortable: apiKeySortable, defaultSort: '-createdAt', tiebreak: apiKeys.id },
    query, (rows) => rows.map((r) => toApiKey(r)));
}

/** One of the principal's own keys; anyone else's is "not found". */
export async function getApiKey(ctx: Ctx, id: string): Promise<ApiKey> {
  const [row] = await selectKeys(ctx.db).where(and(eq(apiKeys.id, id), eq(apiKeys.userId, ctx.principal.userId)));
  if (!row) throw fail.notFound('The API key');
  return toApiKey(row);
}

/** A key by id, whoever's it is (for the event log, which tells the company of every key's change). */
export async function apiKeyById(db: DbOrTx, id: string): Promise<ApiKey> {
  const [row] = await selectKeys(db).where(eq(apiKeys.id, id));
  if (!row) throw fail.notFound('The API key');
  return toApiKey(row);
}

/** Revokes one of the user's keys; revoking a revoked key changes nothing. */
export async function revokeApiKey({ db, principal }: Ctx, id: string) {
  const [row] = await db.select({ id: apiKeys.id, scopes: apiKeys.scopes }).from(apiKeys).where(and(eq(apiKeys.id, id), eq(apiKeys.userId, principal.userId)));
  if (!row) throw fail.notFound('The API key');
  assertKeyMayRevoke(principal, row);
  await db.update(apiKeys).set({ revokedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${apiKeys.version} + 1` })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
}

/** DELETE /api-keys: the active key of this user with that name (case-insensitive). */
export async function revokeApiKeyByName({ db, principal }: Ctx, name: string) {
  const [found] = await db.select({ id: apiKeys.id, scopes: apiKeys.scopes }).from(apiKeys)
    .where(and(eq(apiKeys.userId, principal.userId), isNull(apiKeys.revokedAt), eq(sql`lower(${apiKeys.name})`, name.trim().toLowerCase())));
  if (!found) throw fail.notFound(`An active API key named "${name.trim()}"`);
  assertKeyMayRevoke(principal, found);
  await db.update(apiKeys).set({ revokedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${apiKeys.version} + 1` })
    .where(and(eq(apiKeys.id, found.id), isNull(apiKeys.revokedAt)));
}
