import { roleScopes, scopesAllow, type Role } from '../../contract/scopes';
import { fail } from './errors';

/** Who is making a request: a console session (bearer token) or an API key acting for its user. */
export type Principal = {
  kind: 'session' | 'api-key';
  userId: string;
  /** Who the audit trail names: the user's name, or the key's. */
  name: string;
  role: Role;
  companyIds: string[];
  /** The company a request acts for when it names none. */
  defaultCompanyId: string | null;
  /** The key's own scopes; a key never holds more than its user's role grants. */
  keyScopes?: string[];
  apiKeyId?: string;
  /**
   * The key's own expiry and hourly limit: a key never creates one beyond them. And the key
   * whose hourly limit it shares (itself, unless a key made it), which the keys it makes share too.
   */
  keyLimits?: { expiresAt: Date; rateLimitPerHour: number; quotaKeyId: string };
};

export function principalAllows(principal: Principal, scope: string): boolean {
  if (!scopesAllow(roleScopes[principal.role] ?? [], scope)) return false;
  return principal.keyScopes ? scopesAllow(principal.keyScopes, scope) : true;
}

/** For idempotency records and the like: one id per principal. */
export function principalId(principal: Principal): string {
  return principal.apiKeyId ? `key:${principal.apiKeyId}` : `user:${principal.userId}`;
}

export function requireScope(principal: Principal, scope: string) {
  if (!principalAllows(principal, scope)) throw fail.forbiddenScope(scope);
}
