import { roleScopes, scopesAllow, type Role } from '../../contract/scopes';
import { DomainError } from '../base/errors';
import type { Principal } from '../base/principal';

/**
 * A key that may write keys only ever hands out or takes away less than it holds itself, so
 * a leaked narrow key cannot mint a longer-lived or faster key, nor revoke a wider one (the
 * admin's `*` key), nor reach a wider credential through the team (an invitation to a wider
 * role, a password reset of a wider user). Session principals are not keys and are not narrowed.
 */
function keyWouldWiden(detail: string) {
  return new DomainError('forbidden', 'key-would-widen', detail);
}

/** Whether every scope of `scopes` lies within `own` (`*` only within `*`; `:read` within `:write`). */
export function scopesWithin(own: readonly string[], scopes: readonly string[]): boolean {
  return scopes.every((scope) => (scope === '*' ? own.includes('*') : scopesAllow(own, scope)));
}

/** A key creating a key: the new one expires no later and allows no more requests per hour. */
export function assertKeyMayCreate(principal: Principal, created: { expiresAt: Date; rateLimitPerHour: number }) {
  if (principal.kind !== 'api-key') return;
  const own = principal.keyLimits;
  if (!own) throw keyWouldWiden('This API key cannot create keys.');
  if (created.expiresAt.getTime() > own.expiresAt.getTime()) {
    throw keyWouldWiden(`A key cannot create a key that outlives it: expiresAt must be no later than ${own.expiresAt.toISOString()}.`);
  }
  if (created.rateLimitPerHour > own.rateLimitPerHour) {
    throw keyWouldWiden(`A key cannot create a key with a higher rate limit: rateLimitPerHour must be at most ${own.rateLimitPerHour}.`);
  }
}

/** A key revoking a key: only keys whose scopes lie within its own. */
export function assertKeyMayRevoke(principal: Principal, revoked: { scopes: readonly string[] }) {
  if (principal.kind !== 'api-key') return;
  if (!principal.keyScopes || !scopesWithin(principal.keyScopes, revoked.scopes)) {
    throw keyWouldWiden('A key can revoke only keys whose scopes lie within its own.');
  }
}

/**
 * A key acting on the team (`users:write`): it invites, changes or resets the password of users
 * only in roles whose scopes lie within its own. Else an ADMIN invited, or an admin's reset
 * link, would be a session with `*` for whoever holds the narrow key.
 */
export function assertKeyMayActOnRole(principal: Principal, role: Role) {
  if (principal.kind !== 'api-key') return;
  if (!principal.keyScopes || !scopesWithin(principal.keyScopes, roleScopes[role])) {
    throw keyWouldWiden(`This key's scopes do not cover the ${role} role: only a key holding all of a role's scopes invites, changes or resets users in it.`);
  }
}
