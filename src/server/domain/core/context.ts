import type { Principal } from '../../base/principal';
import type { DbOrTx, Tx } from '../../db/connection';
import { fail } from '../../base/errors';

/**
 * What every domain function takes first: where to read and write (the database or the
 * request's transaction) and who is asking. Functions are `fn(ctx, input)`.
 */
export type Ctx = { db: DbOrTx; principal: Principal };

/** Runs write transactions as someone, audited as theirs and ending with their events (`actingFor`, domain/audit). */
export type ActingTransactions = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * The context of work done after a commit on behalf of the user who asked for it (an outbox
 * handler sending their email): it sees the one company's records, as that user would.
 */
export const onBehalfOf = (db: DbOrTx, userId: string, companyId: string): Ctx => ({
  db, principal: { kind: 'session', userId, name: 'system', role: 'VIEWER', companyIds: [companyId], defaultCompanyId: companyId },
});

/** A context bound to one company the principal is a member of (see `companyContext`). */
export type CompanyCtx = Ctx & { companyId: string };

export const isMember = (ctx: Ctx, companyId: string) => ctx.principal.companyIds.includes(companyId.toLowerCase());

/**
 * The one place membership is checked for creates and lists: the company a payload or query
 * names (`path` is its field), else the principal's default one. Not a member: 403.
 */
export function companyContext(ctx: Ctx, named: string | null | undefined, path = 'companyIdString'): CompanyCtx {
  const companyId = named?.toLowerCase() ?? ctx.principal.defaultCompanyId;
  if (!companyId) throw fail.field(path, 'is required: you have no default company');
  if (!isMember(ctx, companyId)) throw fail.forbiddenCompany();
  return { ...ctx, companyId };
}

/**
 * The same check for reads and updates by id: a record of a company the principal is not a
 * member of is "not found", so ids of other companies cannot be probed.
 */
export function visibleTo<T>(ctx: Ctx, found: T | undefined, companyIdOf: (found: T) => string, what: string): T {
  if (found === undefined || !isMember(ctx, companyIdOf(found))) throw fail.notFound(what);
  return found;
}
