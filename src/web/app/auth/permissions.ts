import { useCallback } from 'react';
import { roleScopes, scopesAllow, type Role } from '../../../contract/scopes';
import { useSession } from './SessionGate';

/**
 * Whether a role's scopes allow `scope` (`<resource>:read|write`): the service's own rule
 * (`contract/scopes.ts`), so the console offers only what the service would accept. A console
 * session acts with its user's role; API keys, which narrow it further, never sign in here.
 */
export const roleAllows = (role: Role | undefined, scope: string) => !!role && scopesAllow(roleScopes[role] ?? [], scope);

/** What the signed-in user may do: `can('bills:write')`; nothing while signed out. */
export function useCan(): (scope: string) => boolean {
  const state = useSession();
  const role = state.status === 'signed-in' ? state.user.role : undefined;
  return useCallback((scope: string) => roleAllows(role, scope), [role]);
}
